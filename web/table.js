// A table's page: feeds the server's updates and the player's gestures to
// table-state.js, renders what it says with table-view.js, and carries out
// its effects (sending, announcing, sounds, the header's chips).

import { browserRandom, clientSeed, handSeed, setClientSeed } from './fairness.js';
import { has, language, t } from './i18n.js';
import { at, listen, navigate, refreshMe, send, session } from './session.js';
import { play } from './sounds.js';
import { gameLinks, gesture, initialTable, receive, receiveError, receiveHint, settled, tickDue, view } from './table-state.js';
import { focusPanel, onAlwaysAutoDraw, renderTable, updateClocks } from './table-view.js';
import { api, refusal } from './ui.js';

/** @typedef {import('./table-state.js').TableState} TableState */
/**
 * A hint: the move, the room's English line for it, and `why`, the reason
 * as a code with its values (docs/review.md: `{"code": "scores", "points": 10}`).
 * @typedef {{move: string, reason: string, why?: {code: string} & Record<string, unknown>}} HintAnswer
 */
/**
 * What carries a table's messages: the room's socket, or the offline
 * engine (offline.js), which answers the same messages with the same
 * updates. `hint`: the hint for the table's `version`; `reopen`: ask for the
 * table again after `unreachable`.
 * @typedef {{hash: string, listen: (handler: (message: any) => void) => void, send: (message: object) => void, reopen: () => void,
 *   hint: (table: number, version: number) => Promise<HintAnswer>, links: import('./table-state.js').GameLinks}} Channel
 */

const app = /** @type {HTMLElement} */ (document.getElementById('app'));
/** @param {string} text */
const announce = (text) => {
  /** @type {HTMLElement} */ (document.getElementById('announce')).textContent = text;
};
const alwaysAutoDraw = () => localStorage.getItem('alwaysAutoDraw') === '1';
const options = () => ({ now: performance.now(), alwaysAutoDraw: alwaysAutoDraw(), seed: clientSeed(localStorage, browserRandom) });

/** The table whose seat a guest pressed "Take the seat" at before registering or signing in. */
const TAKE_SEAT = 'takeSeatOnReturn';

/** The open table, or null on other pages. @type {TableState | null} */
let state = null;
/** What carries the open table's messages. @type {Channel | null} */
let channel = null;
/** @param {object} message */
const tell = (message) => channel?.send(message);
/** The open table's key, from its link (a private table's); null without one. @type {string | null} */
let tableKey = null;
/** How long a page waits before asking again for a table whose node could not be reached. */
const REOPEN_MS = 1000;
/** The timer of that request, while one waits. @type {ReturnType<typeof setTimeout> | null} */
let reopening = null;
/** A table's address, with its key if it has one. @param {number} id */
const tableHash = (id) => (tableKey ? `#table/${id}/${tableKey}` : `#table/${id}`);

function render() {
  if (!state) return;
  const v = view(state, options());
  if (!v) return;
  renderTable(app, v, dispatch);
  // When the table first became usable after loading (tests/browser/measure-load.js reads it).
  if (!performance.getEntriesByName('table-ready').length) performance.mark('table-ready');
}

/**
 * A hint's reason in the person's language: the catalogue's `hint-<code>`
 * with the reason's values (a list of numbers said as "3 or 5"); the room's
 * English line for a reason the catalogue does not know.
 * @param {HintAnswer} answer
 */
function hintReason(answer) {
  if (!answer.why || !has(`hint-${answer.why.code}`)) return answer.reason;
  const { code, ...values } = answer.why;
  const or = new Intl.ListFormat(language, { type: 'disjunction' });
  /** @param {unknown} value */
  const said = (value) => (typeof value === 'number' ? value : Array.isArray(value) ? or.format(value.map(String)) : String(value));
  return t(`hint-${code}`, Object.fromEntries(Object.entries(values).map(([k, value]) => [k, said(value)])));
}

/** Asks the server for a hint at `version` of the table (docs/protocol.md). @param {number} version */
function askHint(version) {
  if (!state) return;
  const table = state.table;
  /** @type {Channel} */ (channel)
    .hint(table, version)
    .then((answer) => {
      if (state?.table !== table) return;
      state = receiveHint(state, version, { move: answer.move, reason: hintReason(answer) });
      render();
      if (state.hint) announce(t('table-hint-announce', { move: state.hint.move, reason: state.hint.reason }));
    })
    .catch((e) => {
      if (state?.table !== table) return;
      state = { ...receiveError(state, e.message), hinting: null };
      render();
    });
}

/**
 * Takes back the player's last play, chosen at `version` of the table
 * (docs/protocol.md, "Practice: undo"); the restored position comes as the
 * next update.
 * @param {number} version
 */
function askUndo(version) {
  if (!state) return;
  const table = state.table;
  api(`/api/tables/${table}/undo`, { version })
    .then(() => {
      if (state?.table !== table) return;
      state = { ...state, undoing: null };
      announce(t('table-undone'));
      render();
    })
    .catch((e) => {
      if (state?.table !== table) return;
      state = { ...receiveError(state, e.message), undoing: null };
      render();
    });
}

/** @param {import('./table-state.js').Gesture} g */
function dispatch(g) {
  if (!state) return;
  const r = gesture(state, g);
  state = r.state;
  // Picks carry this browser's seed for the deal (docs/fairness.md).
  if (r.send)
    tell('type' in r.send && (r.send.type === 'pick' || r.send.type === 'auto_pick') ? { ...r.send, seed: handSeed(localStorage, browserRandom) } : r.send);
  if (r.changeSeed) {
    const text = prompt(t('table-seed-prompt'), clientSeed(localStorage, browserRandom));
    if (text != null) alert(setClientSeed(localStorage, text) ?? t('table-seed-saved'));
  }
  if (r.hint !== undefined) askHint(r.hint);
  if (r.undo !== undefined) askUndo(r.undo);
  if (r.takeSeat) takeSeat(state.table);
  if (r.leave) {
    const table = state.table;
    api(`/api/tables/${table}/leave`, {})
      .then(() => navigate(''))
      .catch((e) => {
        if (state) {
          state = receiveError(state, e.message);
          render();
        }
      });
  }
  render();
}

/**
 * Takes the open seat of table `id` (its link was opened), then opens it
 * again as a player. A guest registers first and comes back here.
 * @param {number} id
 */
function takeSeat(id) {
  if (session.me?.guest) {
    if (state) state = { ...state, joining: false };
    sessionStorage.setItem('returnTo', tableHash(id));
    // Back from signing in or registering, the seat is taken for them.
    sessionStorage.setItem(TAKE_SEAT, String(id));
    navigate('#register');
    return;
  }
  const key = tableKey;
  api(`/api/tables/${id}/join`, key ? { key } : {})
    .then(() => {
      if (state?.table === id) openTable(id, key);
    })
    .catch((e) => {
      if (state?.table !== id) return;
      state = { ...receiveError(state, e.message), joining: false };
      render();
    });
}

/**
 * The room's table `id` over the socket: its updates come now and after
 * every reconnect. `key`: a private table's, from its link.
 * @param {number} id @param {string | null} key
 * @returns {Channel}
 */
function roomChannel(id, key) {
  const open = key ? { type: 'open', table: id, key } : { type: 'open', table: id };
  return {
    hash: key ? `#table/${id}/${key}` : `#table/${id}`,
    listen: (handler) => listen(handler, open),
    send,
    reopen: () => send(open),
    hint: (table) => api(`/api/tables/${table}/hint`, {}),
    links: gameLinks(id),
  };
}

/**
 * Opens table `id`. `key`: a private table's, from its link (its players
 * need none). `via`: what carries its messages (the room's socket unless
 * given).
 * @param {number} id @param {string | null} [key] @param {Channel} [via]
 */
export function openTable(id, key = null, via = roomChannel(id, key)) {
  stopReopening();
  tableKey = key;
  channel = via;
  at(via.hash);
  state = initialTable(id, via.links);
  app.replaceChildren();
  app.textContent = t('table-opening');
  via.listen((message) => {
    if (!state) return;
    if (message.type === 'table' && message.table === id) {
      const first = !state.update;
      const r = receive(state, message, options());
      state = r.state;
      render();
      if (first && sessionStorage.getItem(TAKE_SEAT) === String(id) && !session.me?.guest) {
        sessionStorage.removeItem(TAKE_SEAT);
        dispatch({ type: 'take-seat' });
      }
      state = settled(state);
      const { effects } = r;
      if (effects.send) tell(effects.send);
      if (effects.announce) announce(effects.announce);
      for (const sound of effects.sounds) play(sound);
      if (effects.refreshMe) refreshMe().catch(() => {});
      if (effects.focus) focusPanel(app, effects.focus);
    } else if (message.type === 'error') {
      // The node running the table is gone (or not answering): another
      // takes it over within seconds, so ask again until it answers.
      // One request at a time, however many messages were refused meanwhile.
      if (message.code === 'unreachable' && !reopening)
        reopening = setTimeout(() => {
          reopening = null;
          if (state?.table === id) via.reopen();
        }, REOPEN_MS);
      state = receiveError(state, refusal(message.code));
      render();
    }
  });
}

/** Leaving the table's page: its clock and keys stop. */
export function closeTable() {
  stopReopening();
  state = null;
  channel = null;
}

/** Forgets a request for the table that is still waiting (another page is shown). */
function stopReopening() {
  if (reopening) clearTimeout(reopening);
  reopening = null;
}

onAlwaysAutoDraw((on) => {
  localStorage.setItem('alwaysAutoDraw', on ? '1' : '');
  if (!state?.update) return;
  const r = receive({ ...state, update: null }, state.update, options());
  if (r.effects.send) {
    state = { ...state, sentVersion: r.state.sentVersion };
    tell(r.effects.send);
  }
});

// The running clock counts down between updates (the server's is the truth);
// a low clock of one's own ticks each second.
let lastTick = performance.now();
setInterval(() => {
  const now = performance.now();
  if (state?.update) {
    const v = view(state, options());
    if (v) updateClocks(app, v);
    if (tickDue(state, lastTick, now)) play('tick');
  }
  lastTick = now;
}, 250);

// Keys play from anywhere on the table's page, except in text fields and on
// buttons (which Enter and Space press).
document.addEventListener('keydown', (event) => {
  const target = /** @type {HTMLElement} */ (event.target);
  // Ctrl+Z (Cmd+Z) is undo, as U is.
  const undoKey = (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'z' || event.key === 'Z');
  if (!state?.update || event.altKey || ((event.ctrlKey || event.metaKey) && !undoKey)) return;
  if (
    (target.tagName === 'INPUT' && /** @type {HTMLInputElement} */ (target).type !== 'checkbox') ||
    target.tagName === 'SELECT' ||
    target.tagName === 'TEXTAREA'
  )
    return;
  if ((event.key === 'Enter' || event.key === ' ') && target.closest('button, a, [role=button]')) return;
  const r = gesture(state, { type: 'key', key: undoKey ? 'u' : event.key });
  if (!r.handled) return;
  event.preventDefault();
  state = r.state;
  if (r.send) tell(r.send);
  if (r.hint !== undefined) askHint(r.hint);
  if (r.undo !== undefined) askUndo(r.undo);
  render();
});
