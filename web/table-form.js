// The forms that open a table: against the computer or a person (the lobby),
// and the same person form on a player's page to invite them. A form's
// fields become POST /api/tables's body here, once.

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
    'Draw',
    'draw',
    [
      [7, '7 tiles'],
      [9, '9 tiles'],
    ],
    7,
  );

const target = () =>
  field(
    'Final score',
    'target',
    [100, 150, 200, 250, 500].map((t) => [t, t]),
    150,
  );

/** The form for a game against the computer. */
export const computerForm = () =>
  h(
    'form',
    { id: 'play-computer' },
    draw(),
    target(),
    field(
      'Opponent',
      'opponent',
      [
        ['beginner', 'Beginner'],
        ['easy', 'Easy'],
        ['medium', 'Medium'],
        ['hard', 'Hard'],
        ['expert', 'Expert'],
      ],
      'easy',
    ),
    field(
      'Minutes per hand',
      'minutes',
      [
        ['', 'No clock (practice, with undo)'],
        [1, 1],
        [2, 2],
        [4, 4],
        [6, 6],
        [10, 10],
      ],
      // A clock by default, as against a person; "No clock" stays a choice.
      4,
    ),
    h('button', { class: 'primary', type: 'submit' }, 'Play the computer'),
  );

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
      'Minutes per hand',
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
    h('label', {}, 'Wager (chips)', h('input', { name: 'wager', type: 'number', min: 0, value: 0 })),
    h(
      'label',
      { class: 'always' },
      h('input', { name: 'private', type: 'checkbox', id: 'private', checked: options.private ?? false }),
      'Private: not listed, for a friend with the link',
    ),
    h('label', {}, h('input', { name: 'watchers_apart', type: 'checkbox' }), ' Keep watchers’ chat from the players'),
    h('button', { class: options.private ? 'primary' : false, type: 'submit', disabled: options.disabled ?? false }, options.submit),
  );

/**
 * POST /api/tables's body from a submitted form; `opponent` is `person`,
 * or null to read the computer's level from the form.
 * @param {HTMLFormElement} form @param {string | null} opponent
 */
export function tableBody(form, opponent) {
  const data = new FormData(form);
  return {
    draw: Number(data.get('draw')),
    target: Number(data.get('target')),
    minutes: data.get('minutes') ? Number(data.get('minutes')) : null,
    opponent: opponent ?? data.get('opponent'),
    wager: Number(data.get('wager') ?? 0),
    ...(opponent === 'person' && data.get('private') ? { private: true } : {}),
    ...(data.get('watchers_apart') ? { watchers_apart: true } : {}),
  };
}
