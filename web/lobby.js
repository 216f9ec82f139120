// The lobby: your games in progress, open a table against the computer or a
// person, and join one.

import { more, shownName, t } from './i18n.js';
import { onlineCard, SORTS, sortTables } from './online.js';
import { pairingCard } from './pairing.js';
import { at, listen, navigate, session, showMe, TUTORIAL_DONE } from './session.js';
import { computerForm, personForm, settingsLine, tableBody, withNodes } from './table-form.js';
import { api, avatarBadge, h, link, submitter, whileBusy } from './ui.js';

/** A table dealt 5 tiles a player seats four in two partnerships (docs/rules.md section 9). */
const FOUR_SEATS_DRAW = 5;

/** @typedef {{id: number, status: 'open' | 'live', draw: number, target: number, minutes: number | null, wager: number, opponent: string | null, opponent_avatar: string | null, computer: boolean, key?: string}} MyTable */

/** One of this player's tables, linked. @param {MyTable} m */
const myRow = (m) =>
  h(
    'li',
    { 'data-table': m.id },
    m.opponent ? avatarBadge(m.opponent_avatar ?? undefined) : null,
    ' ',
    link(
      m.key ? `#table/${m.id}/${m.key}` : `#table/${m.id}`,
      m.opponent ? t('lobby-back-to-game', { name: shownName(m.opponent) }) : t('lobby-your-open-table'),
    ),
    ` · ${settingsLine(m)}`,
  );

export function lobby() {
  const me = session.me;
  if (!me) return;
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  at('');
  showMe();
  const error = h('p', { class: 'error', role: 'alert' });
  const computer = computerForm();
  const person = personForm({ id: 'play-person', submit: me.guest ? t('lobby-register-to-play') : t('lobby-open-table'), disabled: me.guest });
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
  const list = h('ul', { class: 'tables', id: 'open-tables' }, h('li', {}, t('lobby-no-open-tables')));
  const live = h('ul', { class: 'tables', id: 'live-games' }, h('li', {}, t('lobby-no-live-games')));
  const mine = h('ul', { class: 'tables', id: 'my-games' });
  const mineCard = h('div', { class: 'card', hidden: true }, h('h2', {}, t('lobby-my-games')), mine);
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
        h('h2', {}, t('lobby-tutorial-title')),
        h('p', {}, t('lobby-tutorial-text')),
        link('#tutorial', t('lobby-tutorial-start'), { class: 'button primary', id: 'start-tutorial' }),
      );
  const online = onlineCard();
  /** The last open tables, shown in the order `sortBy` says. @type {any[]} */
  let tables = [];
  const showTables = () =>
    list.replaceChildren(
      ...(tables.length
        ? sortTables(tables, /** @type {HTMLSelectElement} */ (sortBy.querySelector('select')).value, online.ratings).map(row)
        : [h('li', {}, t('lobby-no-open-tables'))]),
    );
  const sortBy = h(
    'label',
    { id: 'sort-tables' },
    `${t('lobby-sort-by')} `,
    h(
      'select',
      { onchange: () => showTables() },
      SORTS.map(([v, id]) => h('option', { value: v }, t(id))),
    ),
  );
  // Tournaments taking entries, announced once the lobby is up (their module is fetched only then).
  const soon = h('div', { id: 'tournaments-line' });
  // A module fetched when needed brings its words (web/i18n.js).
  Promise.all([import('./tournaments.js'), more()])
    .then(([tournaments]) => tournaments)
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
      h('h2', {}, t('form-play-computer')),
      computer,
      h('p', { class: 'muted' }, withNodes('lobby-offline-note', { link: link('#offline', t('offline-play'), { id: 'to-offline' }) })),
    ),
    h('div', { class: 'card' }, h('h2', {}, t('lobby-play-person')), person, h('h3', {}, t('lobby-open-tables')), sortBy, list),
    h('div', { class: 'card' }, h('h2', {}, t('lobby-watch-game')), live),
    error,
    h('p', { class: 'muted' }, me.guest ? withNodes('lobby-guest-note', { register: link('#register', t('signin-keep-games')) }) : t('lobby-chips-note')),
    h(
      'p',
      {},
      link('#how-to-play', t('lobby-how-to-play')),
      ' · ',
      link('#leaderboard', t('lobby-leaderboard')),
      ' · ',
      link('#tournaments', t('lobby-tournaments')),
      ' · ',
      link(`#player/${encodeURIComponent(me.name)}`, t('lobby-my-games-rating')),
    ),
  );
  /** @param {{id: number, draw: number, target: number, minutes: number | null, wager: number, host: string, host_avatar: string, free?: number}} o */
  const row = (o) =>
    h(
      'li',
      { 'data-table': o.id, ...(o.free ? { 'data-free': o.free } : {}) },
      avatarBadge(o.host_avatar),
      ` ${[
        shownName(o.host),
        ...(o.draw === FOUR_SEATS_DRAW
          ? [t('lobby-table-four'), ...(o.free ? [t('lobby-table-seats-free', { count: o.free })] : [])]
          : [t('form-summary-draw', { draw: o.draw })]),
        t('form-summary-target', { target: o.target }),
        t('lobby-table-minutes', { minutes: String(o.minutes) }),
        t('form-summary-wager', { wager: o.wager }),
      ].join(' · ')} `,
      h(
        'button',
        {
          // A table of four is listed while a seat is free: the answer names it.
          disabled: me.guest || o.host === me.name,
          onclick: (/** @type {MouseEvent} */ event) =>
            whileBusy(/** @type {HTMLButtonElement} */ (event.currentTarget), async () => {
              try {
                await api(`/api/tables/${o.id}/join`, {});
                navigate(`#table/${o.id}`);
              } catch (e) {
                error.textContent = /** @type {Error} */ (e).message;
              }
            }),
        },
        t('lobby-join'),
      ),
    );
  /**
   * A game being played, to watch; a table of four by team (seats 0 and 2 against 1 and 3).
   * @param {{id: number, target: number, wager: number, host: string, host_avatar: string, opponent?: string, players?: string[]}} g
   */
  const liveRow = (g) => {
    const players = g.players ?? [g.host, g.opponent ?? '?'];
    const playing = players.includes(me.name);
    const sides =
      players.length === 4
        ? t('lobby-sides-four', { a: shownName(players[0]), b: shownName(players[2]), c: shownName(players[1]), d: shownName(players[3]) })
        : t('lobby-sides', { a: shownName(players[0]), b: shownName(players[1]) });
    const wager = g.wager ? [t('form-summary-wager', { wager: g.wager })] : [];
    return h(
      'li',
      { 'data-live': g.id },
      avatarBadge(g.host_avatar),
      ` ${[sides, t('form-summary-target', { target: g.target }), ...wager].join(' · ')} `,
      link(`#table/${g.id}`, playing ? t('lobby-your-game') : t('lobby-watch'), { class: 'button', 'data-watch': g.id }),
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
      live.replaceChildren(...(games.length ? games.map(liveRow) : [h('li', {}, t('lobby-no-live-games'))]));
    },
    { type: 'lobby' },
  );
}
