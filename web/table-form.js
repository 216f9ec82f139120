// The forms that open a table: against the computer or a person (the lobby),
// and the same person form on a player's page to invite them. A form's
// fields become POST /api/tables's body here, once.

import { t } from './i18n.js';
import { h } from './ui.js';

/** @param {string} label @param {string} name @param {[string | number, string | number][]} options @param {string | number} value */
const field = (label, name, options, value) =>
  h(
    'label',
    {},
    label,
    h(
      'select',
      { name },
      options.map(([v, text]) => h('option', { value: v, selected: String(v) === String(value) }, String(text))),
    ),
  );

const draw = () =>
  field(
    t('form-draw'),
    'draw',
    [
      [7, t('form-tiles', { count: 7 })],
      [9, t('form-tiles', { count: 9 })],
    ],
    7,
  );

const target = () =>
  field(
    t('form-target'),
    'target',
    [50, 100, 150, 200, 250, 500].map((t) => [t, t]),
    150,
  );

/** The computer's levels, each with its name's message. */
const LEVELS = {
  beginner: 'level-beginner',
  easy: 'level-easy',
  medium: 'level-medium',
  hard: 'level-hard',
  expert: 'level-expert',
};

/** The levels' options, named in the language shown. @returns {[string, string][]} */
const levels = () => Object.entries(LEVELS).map(([level, id]) => [level, t(id)]);

/** A seat's options: a computer's level, or a person. @returns {[string, string][]} */
const seatChoices = () => [...levels(), ['person', t('form-seat-person')]];

/**
 * Who sits in the other three seats of a table of four (docs/protocol.md,
 * "Tables of four"): a computer's level, or a person who joins from the
 * lobby. The server says what it accepts; its refusal is shown.
 */
const fourSeats = () =>
  h(
    'fieldset',
    { id: 'four-seats', style: 'display: none', disabled: true },
    h('legend', {}, t('form-four-legend')),
    field(t('form-seat-partner'), 'seat_partner', seatChoices(), 'expert'),
    field(t('form-seat-left'), 'seat_left', seatChoices(), 'easy'),
    field(t('form-seat-right'), 'seat_right', seatChoices(), 'easy'),
    h('label', { id: 'four-wager', style: 'display: none' }, t('form-wager'), h('input', { name: 'wager', type: 'number', min: 0, value: 0, disabled: true })),
    h('p', { class: 'muted', id: 'four-note' }, t('form-four-note')),
  );

/** A seat's select in the fieldset of four. @param {HTMLElement} seats @param {string} name */
const seatValue = (seats, name) => /** @type {HTMLSelectElement} */ (seats.querySelector(`select[name=${name}]`)).value;

/** The form for a game against the computer, or a table of four. */
export function computerForm() {
  const drawField = draw();
  const opponent = field(t('form-opponent'), 'opponent', levels(), 'easy');
  const seats = fourSeats();
  const submit = h('button', { class: 'primary', type: 'submit' }, t('form-play-computer'));
  const players = field(
    t('form-players'),
    'players',
    [
      [2, '2'],
      [4, t('form-players-four')],
    ],
    2,
  );
  const minutes = field(
    t('form-minutes'),
    'minutes',
    [
      ['', t('form-no-clock')],
      [1, 1],
      [2, 2],
      [4, 4],
      [6, 6],
      [10, 10],
    ],
    // A clock by default, as against a person; "No clock" stays a choice.
    4,
  );
  const minutesSelect = /** @type {HTMLSelectElement} */ (minutes.querySelector('select'));
  const noClock = /** @type {HTMLOptionElement} */ (minutesSelect.options[0]);
  const wager = /** @type {HTMLElement} */ (seats.querySelector('#four-wager'));
  const wagerInput = /** @type {HTMLInputElement} */ (wager.querySelector('input'));
  /**
   * Who sits where decides the rest (docs/protocol.md, "Tables of four"):
   * a person in any seat needs a clock; people in all three, a wager may be staked.
   */
  const seated = () => {
    const four = /** @type {HTMLSelectElement} */ (players.querySelector('select')).value === '4';
    const people = ['seat_partner', 'seat_left', 'seat_right'].filter((name) => seatValue(seats, name) === 'person').length;
    noClock.disabled = four && people > 0;
    if (noClock.disabled && minutesSelect.value === '') minutesSelect.value = '4';
    const allPeople = four && people === 3;
    wager.style.display = allPeople ? '' : 'none';
    wagerInput.disabled = !allPeople;
    submit.textContent = !four ? t('form-play-computer') : people ? t('form-open-four') : t('form-play-four');
  };
  seats.addEventListener('change', seated);
  // Four players: the draw is 5 and the seats are named one by one.
  players.addEventListener('change', () => {
    const four = /** @type {HTMLSelectElement} */ (players.querySelector('select')).value === '4';
    for (const node of [drawField, opponent]) {
      // (The style sheet shows labels as blocks, over the hidden attribute.)
      node.style.display = four ? 'none' : '';
      /** @type {HTMLSelectElement} */ (node.querySelector('select')).disabled = four;
    }
    seats.style.display = four ? '' : 'none';
    /** @type {HTMLFieldSetElement} */ (seats).disabled = !four;
    seated();
  });
  return h('form', { id: 'play-computer' }, players, drawField, target(), opponent, seats, minutes, submit);
}

/**
 * The form for a table against a person.
 * @param {{id: string, submit: string, disabled?: boolean, private?: boolean}} options
 *   the form's id, its button's text, and whether Private starts ticked
 */
export const personForm = (options) =>
  h(
    'form',
    { id: options.id },
    draw(),
    target(),
    field(
      t('form-minutes'),
      'minutes',
      [
        [1, 1],
        [2, 2],
        [4, 4],
        [6, 6],
        [10, 10],
      ],
      4,
    ),
    h('label', {}, t('form-wager'), h('input', { name: 'wager', type: 'number', min: 0, value: 0 })),
    h('label', { class: 'always' }, h('input', { name: 'private', type: 'checkbox', id: 'private', checked: options.private ?? false }), t('form-private')),
    h('label', {}, h('input', { name: 'watchers_apart', type: 'checkbox' }), ` ${t('form-watchers-apart')}`),
    h('button', { class: options.private ? 'primary' : false, type: 'submit', disabled: options.disabled ?? false }, options.submit),
  );

/**
 * POST /api/tables's body from a submitted form; `opponent` is `person`,
 * or null to read the computer's level from the form.
 * @param {HTMLFormElement} form @param {string | null} opponent
 */
export function tableBody(form, opponent) {
  const data = new FormData(form);
  const minutes = data.get('minutes') ? Number(data.get('minutes')) : null;
  if (data.get('players') === '4') {
    // The host sits in seat 0; play goes clockwise: seat 1 on the left, 2 across, 3 on the right.
    const seat = (/** @type {string} */ name) => (data.get(name) === 'person' ? null : data.get(name));
    const wager = Number(data.get('wager') ?? 0);
    return {
      seats: 4,
      computers: [null, seat('seat_left'), seat('seat_partner'), seat('seat_right')],
      target: Number(data.get('target')),
      minutes,
      // Only sent when staked: the server refuses any wager with a computer seated.
      ...(wager ? { wager } : {}),
    };
  }
  return {
    draw: Number(data.get('draw')),
    target: Number(data.get('target')),
    minutes,
    opponent: opponent ?? data.get('opponent'),
    wager: Number(data.get('wager') ?? 0),
    ...(opponent === 'person' && data.get('private') ? { private: true } : {}),
    ...(data.get('watchers_apart') ? { watchers_apart: true } : {}),
  };
}

/**
 * A table's settings in a line (`draw 7 · to 150 · 4 min a hand · wager 50`),
 * each setting in words of the language shown; no clock and no wager say so.
 * @param {{draw: number, target: number, minutes: number | null, wager: number}} s
 */
export const settingsLine = (s) =>
  [
    t('form-summary-draw', { draw: s.draw }),
    t('form-summary-target', { target: s.target }),
    s.minutes == null ? t('form-summary-no-clock') : t('form-summary-minutes', { minutes: s.minutes }),
    ...(s.wager ? [t('form-summary-wager', { wager: s.wager })] : []),
  ].join(' · ');

/**
 * Message `id` with elements in it (a link in a sentence): the sentence stays
 * whole in the catalogue, and each of `nodes` takes its variable's place.
 * @param {string} id
 * @param {Record<string, Node>} nodes
 * @param {Record<string, string | number>} [args]
 * @returns {(Node | string)[]}
 */
export function withNodes(id, nodes, args = {}) {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  return t(id, { ...args, ...marks })
    .split(/\uE000(\d+)\uE001/)
    .map((part, i) => (i % 2 ? nodes[names[Number(part)]] : part))
    .filter((part) => part !== '');
}
