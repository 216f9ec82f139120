// The lobby: your games in progress, open a table against the computer or a
// person, and join one.

import { onlineCard, SORTS, sortTables } from './online.js';
import { pairingCard } from './pairing.js';
import { at, listen, navigate, session, showMe, TUTORIAL_DONE } from './session.js';
import { computerForm, personForm, tableBody } from './table-form.js';
import { api, avatarBadge, h, link, submitter, whileBusy } from './ui.js';

/** A table dealt 5 tiles a player seats four in two partnerships (docs/rules.md section 9). */
const FOUR_SEATS_DRAW = 5;

/** @typedef {{id: number, status: 'open' | 'live', draw: number, target: number, minutes: number | null, wager: number, opponent: string | null, opponent_avatar: string | null, computer: boolean, key?: string}} MyTable */

/** One of this player's tables, linked. @param {MyTable} t */
const myRow = (t) =>
  h(
    'li',
    { 'data-table': t.id },
    t.opponent ? avatarBadge(t.opponent_avatar ?? undefined) : null,
    ' ',
    link(
      t.key ? `#table/${t.id}/${t.key}` : `#table/${t.id}`,
      t.opponent ? `Back to your game against ${t.opponent}` : 'Your open table, waiting for a player',
    ),
    ` · draw ${t.draw} · to ${t.target} · ${t.minutes == null ? 'no clock' : `${t.minutes} min a hand`}${t.wager ? ` · wager ${t.wager}` : ''}`,
  );

export function lobby() {
  const me = session.me;
  if (!me) return;
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  at('');
  showMe();
  const error = h('p', { class: 'error', role: 'alert' });
  const computer = computerForm();
  const person = personForm({ id: 'play-person', submit: me.guest ? 'Register to play people' : 'Open a table', disabled: me.guest });
  /** @param {string | null} opponent */
  const create = (opponent) => async (/** @type {SubmitEvent} */ event) => {
    event.preventDefault();
    const form = /** @type {HTMLFormElement} */ (event.target);
    await whileBusy(submitter(event), async () => {
      try {
        // A private table's answer has its key, which its link carries.
        const { table, key } = await api('/api/tables', tableBody(form, opponent));
        navigate(key ? `#table/${table}/${key}` : `#table/${table}`);
      } catch (e) {
        error.textContent = /** @type {Error} */ (e).message;
      }
    });
  };
  computer.addEventListener('submit', create(null));
  person.addEventListener('submit', create('person'));
  const list = h('ul', { class: 'tables', id: 'open-tables' }, h('li', {}, 'No open tables yet.'));
  const live = h('ul', { class: 'tables', id: 'live-games' }, h('li', {}, 'No games being played.'));
  const mine = h('ul', { class: 'tables', id: 'my-games' });
  const mineCard = h('div', { class: 'card', hidden: true }, h('h2', {}, 'Your games in progress'), mine);
  /** Shows the games this player can go back to (none: the card stays hidden). */
  const showMine = () =>
    api('/api/tables/mine')
      .then((/** @type {{tables: MyTable[]}} */ { tables }) => {
        mineCard.hidden = !tables.length;
        mine.replaceChildren(...tables.map(myRow));
      })
      .catch(() => {});
  // Offered to every new player until they have finished it (it stays in How to play).
  const offer = localStorage.getItem(TUTORIAL_DONE)
    ? null
    : h(
        'div',
        { class: 'card', id: 'tutorial-offer' },
        h('h2', {}, 'New to All Fives?'),
        h('p', {}, 'Play a short guided first game: leading, the spinner, counting the ends, scoring, drawing and the domino bonus, one step at a time.'),
        link('#tutorial', 'Start the guided game', { class: 'button primary', id: 'start-tutorial' }),
      );
  const online = onlineCard();
  /** The last open tables, shown in the order `sortBy` says. @type {any[]} */
  let tables = [];
  const showTables = () =>
    list.replaceChildren(
      ...(tables.length
        ? sortTables(tables, /** @type {HTMLSelectElement} */ (sortBy.querySelector('select')).value, online.ratings).map(row)
        : [h('li', {}, 'No open tables yet.')]),
    );
  const sortBy = h(
    'label',
    { id: 'sort-tables' },
    'Sort by ',
    h(
      'select',
      { onchange: () => showTables() },
      SORTS.map(([v, text]) => h('option', { value: v }, text)),
    ),
  );
  // Tournaments taking entries, announced once the lobby is up (their module is fetched only then).
  const soon = h('div', { id: 'tournaments-line' });
  import('./tournaments.js')
    .then((m) => m.upcomingLine())
    .then((line) => soon.replaceChildren(...(line ? [line] : [])))
    .catch(() => {});
  app.replaceChildren(
    ...(offer ? [offer] : []),
    soon,
    mineCard,
    pairingCard(me, error),
    online.card,
    h(
      'div',
      { class: 'card' },
      h('h2', {}, 'Play the computer'),
      computer,
      h(
        'p',
        { class: 'muted' },
        link('#offline', 'Play offline', { id: 'to-offline' }),
        ': the computer in this page, with no network needed (not rated, no chips).',
      ),
    ),
    h('div', { class: 'card' }, h('h2', {}, 'Play a person'), person, h('h3', {}, 'Open tables'), sortBy, list),
    h('div', { class: 'card' }, h('h2', {}, 'Watch a game'), live),
    error,
    h(
      'p',
      { class: 'muted' },
      me.guest
        ? ['Guests play the computer for fun. ', link('#register', 'Register to keep your games'), ' and to play people, wager chips and get a rating.']
        : 'Chips are play money: you start with 1,000, and if you run out you are topped up to 200 once a day. They cannot be bought or cashed out.',
    ),
    h(
      'p',
      {},
      link('#how-to-play', 'How to play'),
      ' · ',
      link('#leaderboard', 'Leaderboard'),
      ' · ',
      link('#tournaments', 'Tournaments'),
      ' · ',
      link(`#player/${encodeURIComponent(me.name)}`, 'My games and rating'),
    ),
  );
  /** @param {{id: number, draw: number, target: number, minutes: number | null, wager: number, host: string, host_avatar: string, free?: number}} t */
  const row = (t) =>
    h(
      'li',
      { 'data-table': t.id, ...(t.free ? { 'data-free': t.free } : {}) },
      avatarBadge(t.host_avatar),
      ` ${t.host} · ${t.draw === FOUR_SEATS_DRAW ? `four players, two against two${t.free ? ` · ${t.free === 1 ? '1 seat' : `${t.free} seats`} free` : ''}` : `draw ${t.draw}`} · to ${t.target} · ${t.minutes} min · wager ${t.wager} `,
      h(
        'button',
        {
          // A table of four is listed while a seat is free: the answer names it.
          disabled: me.guest || t.host === me.name,
          onclick: (/** @type {MouseEvent} */ event) =>
            whileBusy(/** @type {HTMLButtonElement} */ (event.currentTarget), async () => {
              try {
                await api(`/api/tables/${t.id}/join`, {});
                navigate(`#table/${t.id}`);
              } catch (e) {
                error.textContent = /** @type {Error} */ (e).message;
              }
            }),
        },
        'Join',
      ),
    );
  /**
   * A game being played, to watch; a table of four by team (seats 0 and 2 against 1 and 3).
   * @param {{id: number, target: number, wager: number, host: string, host_avatar: string, opponent?: string, players?: string[]}} t
   */
  const liveRow = (t) => {
    const players = t.players ?? [t.host, t.opponent ?? '?'];
    const playing = players.includes(me.name);
    const sides = players.length === 4 ? `${players[0]} & ${players[2]} v ${players[1]} & ${players[3]}` : `${players[0]} v ${players[1]}`;
    return h(
      'li',
      { 'data-live': t.id },
      avatarBadge(t.host_avatar),
      ` ${sides} · to ${t.target}${t.wager ? ` · wager ${t.wager}` : ''} `,
      link(`#table/${t.id}`, playing ? 'Your game' : 'Watch', { class: 'button', 'data-watch': t.id }),
    );
  };
  // Subscribed again whenever the socket reconnects; a change in the room may
  // be one of this player's tables starting.
  listen(
    (message) => {
      if (message.type !== 'lobby') return;
      showMine();
      tables = message.tables;
      showTables();
      const games = message.live ?? [];
      // The room's count also holds private games, which are not listed: it says how many
      // (unless the list is cut at its 50).
      online.refresh(games.length < 50 ? games.length : null).then(showTables);
      live.replaceChildren(...(games.length ? games.map(liveRow) : [h('li', {}, 'No games being played.')]));
    },
    { type: 'lobby' },
  );
}
