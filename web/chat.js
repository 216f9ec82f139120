// The chat beside the lobby and each table (docs/protocol.md, "Chat"). Text
// is only ever set with textContent: a message is shown exactly as written,
// tags and links as plain text. The panel sits after #app, so a page's
// rendering never wipes it.

import { shownName, t } from './i18n.js';
import { listenAlways, onOpen, send, session } from './session.js';
import { h, refusal } from './ui.js';

/** @typedef {{type: 'chat', id: number, from: string, table: number | null, text: string, watcher: boolean, at: number}} ChatLine */

const MAX = 200;
/** The room shown: a table's id, null for the lobby, undefined for none. @type {number | null | undefined} */
let room;
/** @type {HTMLElement | null} */
let panel = null;
/** @type {HTMLElement | null} */
let lines = null;
/** @type {HTMLElement | null} */
let status = null;
/** The message box. @type {HTMLInputElement | null} */
let input = null;
/**
 * The text sent and not yet heard back: the box keeps it until the server
 * says it (then it is cleared) or refuses it (then it stays, to be fixed).
 * @type {string | null}
 */
let pending = null;
/**
 * A table's history is asked for once the table's view arrives: the socket
 * reads a table's chat only with the table open on it (`not_in_room`), and
 * an open can fail (`unreachable`, while another server takes the table
 * over) and be asked again. Set when the page shows a table, when the
 * socket reconnects and after `unreachable`; cleared by the table's view.
 */
let historyDue = false;
/** Clears a refusal after a while. @type {ReturnType<typeof setTimeout> | undefined} */
let fade;
/** How long a refusal stays on screen. */
const ERROR_MS = 6000;

/** One message, as text. @param {ChatLine} m */
function line(m) {
  const me = session.me?.name;
  return h(
    'li',
    { 'data-id': m.id, 'data-from': m.from },
    h('strong', {}, shownName(m.from)),
    m.watcher ? h('span', { class: 'muted' }, ` ${t('chat-watching')}`) : null,
    ': ',
    h('span', { class: 'chat-text' }, m.text),
    m.from !== me && me
      ? h(
          'span',
          { class: 'chat-actions' },
          ' ',
          h('button', { type: 'button', class: 'link', onclick: () => mute(m.from) }, t('chat-mute')),
          ' ',
          h('button', { type: 'button', class: 'link', onclick: () => send({ type: 'report', message: m.id }) }, t('chat-report')),
        )
      : null,
  );
}

/** Stops showing `name`'s messages (kept in the account by the server). @param {string} name */
function mute(name) {
  send({ type: 'mute', name, on: true });
  for (const li of lines?.querySelectorAll('li') ?? []) if (/** @type {HTMLElement} */ (li).dataset.from === name) li.remove();
  say(t('chat-muted', { name: shownName(name) }));
}

/**
 * A player's page: whether one has muted them, and the button that mutes or
 * unmutes (the server keeps it in the account; docs/protocol.md, "Chat").
 * @param {string} name @param {boolean} muted
 */
export function muteToggle(name, muted) {
  const state = h('span', { id: 'mute-state' });
  const button = h('button', { type: 'button', id: 'mute-toggle' });
  const show = (/** @type {boolean} */ on) => {
    state.textContent = on ? `${t('chat-muted-state')} ` : '';
    button.textContent = on ? t('chat-unmute') : t('chat-mute-their-chat');
    button.dataset.muted = on ? '1' : '';
  };
  button.addEventListener('click', () => {
    const on = !button.dataset.muted;
    send({ type: 'mute', name, on });
    show(on);
    // Their messages come back with the history.
    if (!on && room !== undefined) send(room === null ? { type: 'chat_history' } : { type: 'chat_history', table: room });
  });
  show(muted);
  return h('p', { id: 'mute' }, state, button);
}

/** The socket's refusals of a chat message (docs/protocol.md, "Error codes"): shown in the chat box. */
const CHAT_REFUSALS = new Set(['bad_chat', 'rate_limited', 'guest_chat', 'not_in_room', 'no_player', 'mute_self', 'no_message', 'partners_chat']);

/** At a table of four, a seated player's chat while a hand is live (docs/protocol.md, "Chat"). */
export const partnersChat = () => t('chat-partners');
const placeholder = () => t('chat-placeholder');
/** While a hand is live, the box says partners can't talk. */
const hushedPlaceholder = () => t('chat-placeholder-hushed');

/**
 * Whether the server would refuse this socket's table chat now: a seated
 * player at a table of four, while a hand is live (dealt, or its tiles being
 * picked, and not yet over). Watchers talk as always.
 * @param {any} u a table update
 */
export const hushed = (u) => Array.isArray(u.players) && u.players.length === 4 && !u.watching && u.status === 'live' && !u.hand_end;

/** @param {string} text */
function say(text) {
  clearTimeout(fade);
  if (status) status.textContent = text;
}

/** A refusal, shown for a while (the next message sent clears it too). @param {string} text */
function refused(text) {
  say(text);
  fade = setTimeout(() => {
    if (status?.textContent === text) status.textContent = '';
  }, ERROR_MS);
}

/** @param {any} message */
function receive(message) {
  if (!lines || room === undefined) return;
  if (message.type === 'chat' && message.table === room) {
    if (pending !== null && message.from === session.me?.name && message.text === pending) {
      // Said: the box empties (unless something new was typed meanwhile) and a refusal goes.
      if (input && input.value.trim() === pending) input.value = '';
      pending = null;
      say('');
    }
    lines.append(line(message));
    lines.scrollTop = lines.scrollHeight;
  } else if (message.type === 'table' && message.table === room) {
    if (historyDue) {
      historyDue = false;
      send({ type: 'chat_history', table: room });
    }
    if (input) input.placeholder = hushed(message) ? hushedPlaceholder() : placeholder();
    if (input) input.dataset.hushed = hushed(message) ? '1' : '';
  } else if (message.type === 'chat_history' && message.table === room) {
    lines.replaceChildren(...message.messages.map(line));
    lines.scrollTop = lines.scrollHeight;
  } else if (message.type === 'error' && message.code === 'unreachable') {
    // The table is opened again, and what was said meanwhile is read then.
    historyDue = room !== null && room !== undefined;
  } else if (message.type === 'reported') {
    say(t('chat-reported'));
  } else if (message.type === 'error' && CHAT_REFUSALS.has(message.code)) {
    // The text stays in the box.
    pending = null;
    refused(message.code === 'partners_chat' ? partnersChat() : refusal(message.code));
  }
}
listenAlways(receive);
/** What was said in the room shown: the lobby's now, a table's once its view arrives. */
function askHistory() {
  if (room === null) send({ type: 'chat_history' });
  else historyDue = room !== undefined;
}
// After a reconnect, what was said while the socket was down.
onOpen(askHistory);

/** Shows the chat of a table (`table`) or the lobby (null), after #app. @param {number | null} table */
export function showChat(table) {
  room = table;
  const me = session.me;
  const box = /** @type {HTMLInputElement} */ (
    h('input', { name: 'chat', maxlength: MAX, autocomplete: 'off', 'aria-label': t('chat-message'), placeholder: placeholder(), disabled: !me || me.guest })
  );
  input = box;
  pending = null;
  lines = h('ol', { class: 'chat-lines', 'aria-live': 'polite' });
  status = h('p', { class: 'muted', role: 'status' });
  const form = h(
    'form',
    {
      class: 'chat-form',
      onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        const text = box.value.trim();
        if (!text) return;
        pending = text;
        send(table === null ? { type: 'chat', text } : { type: 'chat', table, text });
      },
    },
    box,
    h('button', { type: 'submit', disabled: !me || me.guest }, t('chat-send')),
  );
  const next = h(
    'aside',
    { id: 'chat', class: 'card chat' },
    h('h2', {}, table === null ? t('chat-lobby') : t('chat-table')),
    lines,
    form,
    me?.guest ? h('p', { class: 'muted' }, t('chat-guest-note')) : null,
    status,
  );
  if (panel) panel.replaceWith(next);
  else document.getElementById('app')?.after(next);
  panel = next;
  askHistory();
}

/** Removes the chat (pages without one). */
export function hideChat() {
  room = undefined;
  historyDue = false;
  panel?.remove();
  panel = lines = status = input = null;
  pending = null;
}
