// "Play a person now": the settings a player accepts, the search, and the
// offer of the computer once the wait they chose has passed. The server
// pairs (docs/protocol.md, "Finding an opponent"); its `paired` notice takes
// both players to the table, whichever page they are on.

import { shownName, t } from './i18n.js';
import { listenAlways, navigate } from './session.js';
import { api, h, refusal, submitter, whileBusy } from './ui.js';

/** @typedef {{draws: number[], targets: number[], minutes: number[], wager_min: number, wager_max: number}} Wants */

/** The search this page started, if any (the notice is only followed then). */
let searching = false;

/**
 * The player's other tabs of this browser hear of a search started, stopped
 * or paired here, so every tab shows the same state (another browser's tab
 * finds out when its Cancel is refused). What they show is told as a
 * message's id and values, which each tab says in the language it shows.
 */
const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('dominoes-pairing') : null;
/** What this tab's card does when another tab's search changes. @type {(searching: boolean, text: string) => void} */
let heard = () => {};
if (tabs) tabs.onmessage = (event) => heard(Boolean(event.data?.searching), t(String(event.data?.id ?? ''), event.data?.args ?? {}));
/** @param {boolean} on @param {string} id @param {Record<string, string | number>} [args] */
const tell = (on, id, args = {}) => tabs?.postMessage({ searching: on, id, args });

listenAlways((/** @type {any} */ message) => {
  if (message.type === 'paired' && searching) {
    searching = false;
    tell(false, 'pairing-paired', { name: shownName(message.opponent) });
    navigate(`#table/${message.table}`);
  } else if (message.type === 'pairing_failed' && searching) {
    searching = false;
    const status = document.getElementById('pairing-status');
    // The notice names no code yet: the room's own words, until it does.
    if (status) status.textContent = message.code ? refusal(message.code, message.args) : message.message;
  }
});

/**
 * A row of checkboxes named `name`, with `checked` ticked, each value said by `say` (the number itself by default).
 * @param {string} label @param {string} name @param {number[]} values @param {number[]} checked @param {(v: number) => string} [say]
 */
const choices = (label, name, values, checked, say = String) =>
  h(
    'fieldset',
    { class: 'choices' },
    h('legend', {}, label),
    values.map((v) => h('label', {}, h('input', { type: 'checkbox', name, value: v, checked: checked.includes(v) }), ` ${say(v)}`)),
  );

/**
 * What the form says the player accepts.
 * @param {HTMLFormElement} form
 * @returns {Wants}
 */
const wants = (form) => {
  const data = new FormData(form);
  const all = (/** @type {string} */ name) => data.getAll(name).map(Number);
  return {
    draws: all('draws'),
    targets: all('targets'),
    minutes: all('minutes'),
    wager_min: Number(data.get('wager_min') ?? 0),
    wager_max: Number(data.get('wager_max') ?? 0),
  };
};

/**
 * The lobby's "Play a person now" card.
 * @param {{guest: boolean}} me
 * @param {HTMLElement} error where refusals are shown
 */
export function pairingCard(me, error) {
  const status = h('p', { id: 'pairing-status', role: 'status' });
  // A refusal shows next to the button that was pressed.
  const refused = h('p', { class: 'error', role: 'alert', id: 'pairing-error' });
  const actions = h('p', {});
  const form = /** @type {HTMLFormElement} */ (
    h(
      'form',
      { id: 'play-now' },
      choices(t('form-draw'), 'draws', [7, 9], [7, 9], (count) => t('form-tiles', { count })),
      choices(t('form-target'), 'targets', [100, 150, 200, 250, 500], [150]),
      choices(t('form-minutes'), 'minutes', [1, 2, 4, 6, 10], [4]),
      h('label', {}, t('pairing-wager-from'), h('input', { name: 'wager_min', type: 'number', min: 0, value: 0 })),
      h('label', {}, t('pairing-wager-to'), h('input', { name: 'wager_max', type: 'number', min: 0, value: 0 })),
      h(
        'label',
        {},
        t('pairing-offer-after'),
        h(
          'select',
          { name: 'wait' },
          [
            [30, t('pairing-seconds', { count: 30 })],
            [60, t('pairing-minutes', { count: 1 })],
            [120, t('pairing-minutes', { count: 2 })],
          ].map(([v, text]) => h('option', { value: v, selected: v === 60 }, String(text))),
        ),
      ),
      h(
        'button',
        { class: 'primary', type: 'submit', id: 'play-now-button', disabled: me.guest },
        me.guest ? t('lobby-register-to-play') : t('pairing-play-now'),
      ),
    )
  );
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const stop = () => {
    searching = false;
    clearTimeout(timer);
    actions.replaceChildren();
  };
  const cancelButton = () => h('button', { type: 'button', id: 'cancel-search', onclick: cancel }, t('pairing-cancel'));
  async function cancel() {
    try {
      await api('/api/pairing/cancel', {});
      stop();
      status.textContent = t('pairing-stopped');
      tell(false, 'pairing-stopped');
      return true;
    } catch (e) {
      // Stopped elsewhere (another tab or browser): this tab shows it too.
      // Otherwise already paired: the notice is on its way and takes us to the table.
      if (/** @type {{code?: string}} */ (e).code === 'not_looking') {
        stop();
        status.textContent = t('pairing-not-looking');
      }
      return false;
    }
  }
  // Another tab of this browser started, stopped or was paired.
  heard = (on, text) => {
    if (!status.isConnected) return;
    refused.textContent = '';
    if (on) {
      status.textContent = text;
      actions.replaceChildren(cancelButton());
    } else {
      stop();
      status.textContent = text;
    }
  };
  /** @param {Wants} w */
  const playComputer = async (w) => {
    if (!(await cancel())) return;
    try {
      const { table } = await api('/api/tables', { draw: w.draws[0], target: w.targets[0], minutes: w.minutes[0], opponent: 'easy', wager: 0 });
      navigate(`#table/${table}`);
    } catch (e) {
      error.textContent = /** @type {Error} */ (e).message;
    }
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const w = wants(form);
    const wait = Number(new FormData(form).get('wait'));
    refused.textContent = '';
    const started = await whileBusy(submitter(event), async () => {
      try {
        searching = true;
        await api('/api/pairing', w);
        return true;
      } catch (e) {
        searching = false;
        refused.textContent = /** @type {Error} */ (e).message;
        return false;
      }
    });
    if (!started) return;
    status.textContent = t('pairing-looking');
    tell(true, 'pairing-looking-elsewhere');
    actions.replaceChildren(cancelButton());
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!searching || !status.isConnected) return;
      status.textContent = t('pairing-nobody-yet');
      actions.append(
        ' ',
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            id: 'play-computer-instead',
            onclick: (/** @type {MouseEvent} */ event) => whileBusy(/** @type {HTMLElement} */ (event.currentTarget), () => playComputer(w)),
          },
          t('pairing-computer-instead'),
        ),
      );
    }, wait * 1000);
  });
  return h(
    'div',
    { class: 'card', id: 'play-now-card' },
    h('h2', {}, t('pairing-play-now')),
    h('p', { class: 'muted' }, t('pairing-intro')),
    form,
    refused,
    status,
    actions,
  );
}
