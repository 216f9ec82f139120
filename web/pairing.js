// "Play a person now": the settings a player accepts, the search, and the
// offer of the computer once the wait they chose has passed. The server
// pairs (docs/protocol.md, "Finding an opponent"); its `paired` notice takes
// both players to the table, whichever page they are on.

import { listenAlways, navigate } from './session.js';
import { api, h, submitter, whileBusy } from './ui.js';

/** @typedef {{draws: number[], targets: number[], minutes: number[], wager_min: number, wager_max: number}} Wants */

/** The search this page started, if any (the notice is only followed then). */
let searching = false;

/**
 * The player's other tabs of this browser hear of a search started, stopped
 * or paired here, so every tab shows the same state (another browser's tab
 * finds out when its Cancel is refused).
 */
const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('dominoes-pairing') : null;
/** What this tab's card does when another tab's search changes. @type {(searching: boolean, text: string) => void} */
let heard = () => {};
if (tabs) tabs.onmessage = (event) => heard(Boolean(event.data?.searching), String(event.data?.text ?? ''));
/** @param {boolean} on @param {string} text */
const tell = (on, text) => tabs?.postMessage({ searching: on, text });

listenAlways((/** @type {any} */ message) => {
  if (message.type === 'paired' && searching) {
    searching = false;
    tell(false, `Paired with ${message.opponent}.`);
    navigate(`#table/${message.table}`);
  } else if (message.type === 'pairing_failed' && searching) {
    searching = false;
    const status = document.getElementById('pairing-status');
    if (status) status.textContent = message.message;
  }
});

/**
 * A row of checkboxes named `name`, with `checked` ticked.
 * @param {string} label @param {string} name @param {number[]} values @param {number[]} checked @param {string} [unit]
 */
const choices = (label, name, values, checked, unit = '') =>
  h(
    'fieldset',
    { class: 'choices' },
    h('legend', {}, label),
    values.map((v) => h('label', {}, h('input', { type: 'checkbox', name, value: v, checked: checked.includes(v) }), ` ${v}${unit}`)),
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
  const refusal = h('p', { class: 'error', role: 'alert', id: 'pairing-error' });
  const actions = h('p', {});
  const form = /** @type {HTMLFormElement} */ (
    h(
      'form',
      { id: 'play-now' },
      choices('Draw', 'draws', [7, 9], [7, 9], ' tiles'),
      choices('Final score', 'targets', [100, 150, 200, 250, 500], [150]),
      choices('Minutes per hand', 'minutes', [1, 2, 4, 6, 10], [4]),
      h('label', {}, 'Wager from', h('input', { name: 'wager_min', type: 'number', min: 0, value: 0 })),
      h('label', {}, 'to', h('input', { name: 'wager_max', type: 'number', min: 0, value: 0 })),
      h(
        'label',
        {},
        'Offer the computer after',
        h(
          'select',
          { name: 'wait' },
          [
            [30, '30 seconds'],
            [60, '1 minute'],
            [120, '2 minutes'],
          ].map(([v, text]) => h('option', { value: v, selected: v === 60 }, String(text))),
        ),
      ),
      h('button', { class: 'primary', type: 'submit', id: 'play-now-button', disabled: me.guest }, me.guest ? 'Register to play people' : 'Play a person now'),
    )
  );
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const stop = () => {
    searching = false;
    clearTimeout(timer);
    actions.replaceChildren();
  };
  const cancelButton = () => h('button', { type: 'button', id: 'cancel-search', onclick: cancel }, 'Cancel');
  async function cancel() {
    try {
      await api('/api/pairing/cancel', {});
      stop();
      status.textContent = 'You stopped looking.';
      tell(false, 'You stopped looking.');
      return true;
    } catch (e) {
      // Stopped elsewhere (another tab or browser): this tab shows it too.
      // Otherwise already paired: the notice is on its way and takes us to the table.
      if (/not looking/.test(/** @type {Error} */ (e).message)) {
        stop();
        status.textContent = 'You are not looking for an opponent now.';
      }
      return false;
    }
  }
  // Another tab of this browser started, stopped or was paired.
  heard = (on, text) => {
    if (!status.isConnected) return;
    refusal.textContent = '';
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
    refusal.textContent = '';
    const started = await whileBusy(submitter(event), async () => {
      try {
        searching = true;
        await api('/api/pairing', w);
        return true;
      } catch (e) {
        searching = false;
        refusal.textContent = /** @type {Error} */ (e).message;
        return false;
      }
    });
    if (!started) return;
    status.textContent = 'Looking for an opponent…';
    tell(true, 'Looking for an opponent (from another tab)…');
    actions.replaceChildren(cancelButton());
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!searching || !status.isConnected) return;
      status.textContent = 'Nobody yet.';
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
          'Play the computer instead',
        ),
      );
    }, wait * 1000);
  });
  return h(
    'div',
    { class: 'card', id: 'play-now-card' },
    h('h2', {}, 'Play a person now'),
    h('p', { class: 'muted' }, 'Tick every setting you accept: you are paired with a waiting player of a close rating, at the lowest wager you both accept.'),
    form,
    refusal,
    status,
    actions,
  );
}
