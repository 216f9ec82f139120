// Tournaments (docs/tournaments.md): the list (upcoming, running, finished)
// with a form to create one, and a tournament's page: its rules in plain
// words, the prize table, registration, and the bracket (knockout) or the
// standings (Swiss, duplicate), each game linked to watch or replay it (a
// duplicate round's games are private until the round is decided, and each
// duplicate round shows its seed's commitment, then the seed). A page that
// is registering or running asks the server again every few seconds, so
// the standings move as games end. A tournament of teams of two (draw 5)
// plays games of four: its boards, games and standings name teams ("ann &
// bob"), each entrant's line says their team once it has started, and one
// enters naming the partner one wants, if any.

import { language, shownName, t } from './i18n.js';
import { navigate, refreshMe, session } from './session.js';
import { withNodes } from './table-form.js';
import { api, h, link, submitter, whileBusy } from './ui.js';

/** @typedef {{kind: 'knockout', best_of: number} | {kind: 'swiss', rounds: number} | {kind: 'duplicate', rounds: number, deals: number}} Format */
/** `computers`: how many entrants are computer players; `fill`: a sit-and-go's computers that take the seats left `after` seconds from its creation. @typedef {{id: number, name: string, format: Format, status: 'registering' | 'running' | 'over' | 'cancelled', draw: number, target: number, minutes: number, entry_fee: number, split: number[], min_players: number, max_players: number, entrants: number, pool: number, starts_at: number | null, round: number, total_rounds: number, computers: number, fill: {level: string, after: number} | null}} Summary */
/** A game of a board: `players` and `scores` seat 0's then seat 1's (no `scores` for a duplicate round's game until the round is decided); `deal` (from 0) a duplicate round's only. @typedef {{table: number, over: boolean, winner: string | null, players: string[], scores?: number[], deal?: number}} Game */
/** `points`: a duplicate board's, once its round is decided. @typedef {{players: string[], bye: boolean, winner: string | null, games: Game[], points?: number[]}} Board */
/** @typedef {{place: number, name: string, score: number, buchholz: number, difference: number, won: number, lost: number, byes: number}} StandingLine */
/** A round; a duplicate one's `commitment` from its pairing on, its `seed` once every board is decided. @typedef {{round: number, boards: Board[], commitment?: string, seed?: string}} Round */
/** `team`: a tournament of teams' entrant's team ("ann & bob") from its start, else null. @typedef {Summary & {creator: string | null, players: {name: string, rating: number | null, place: number | null, prize: number, computer: string | null, team: string | null}[], rounds: Round[], standings: StandingLine[], prizes: {place: number, chips: number}[]}} Page */

/** How often an unfinished tournament's page asks again, in ms. */
const REFRESH = 3000;

/** The draw of a tournament of teams of two: games of four. */
const TEAMS = 5;

/** Whether a tournament is played by teams of two. @param {{draw: number}} tour */
const teams = (tour) => tour.draw === TEAMS;

/** How many people it takes: `max_players` entrants, each a team of two in a tournament of teams. @param {Summary} tour */
const seats = (tour) => (teams(tour) ? 2 * tour.max_players : tour.max_players);

/** Each member of a player's or a team's name, linked to their page. @param {string} name */
const linkedNames = (name) => name.split(' & ').flatMap((member, i) => [i ? ' & ' : '', link(`#player/${encodeURIComponent(member)}`, shownName(member))]);

/** A format's name, and "Teams of two" for a tournament of teams. @param {Summary} tour */
const formatOf = (tour) => (teams(tour) ? `${formatName(tour.format)} · ${t('tournaments-teams-of-two')}` : formatName(tour.format));

const formatName = (/** @type {Format} */ f) =>
  f.kind === 'knockout'
    ? t('tournaments-format-knockout', { bestOf: f.best_of })
    : f.kind === 'swiss'
      ? t('tournaments-format-swiss', { count: f.rounds })
      : t('tournaments-format-duplicate', { count: f.rounds, deals: f.deals });

/** The start's date and time, as this browser writes them. @param {number} at */
const date = (at) => new Date(at * 1000).toLocaleString(language);

const when = (/** @type {number | null} */ at) => (at == null ? t('tournaments-when-full') : date(at));

/** "starts when full", or the date and time. @param {number | null} at */
const startsAt = (at) => (at == null ? t('tournaments-starts-when-full') : t('tournaments-starts-at', { date: date(at) }));

/** Each status's word, as a message id. */
const STATUS = { registering: 'tournaments-registering', running: 'tournaments-running', over: 'tournaments-finished', cancelled: 'tournaments-cancelled' };

/** One tournament in the list. @param {Summary} tour */
const row = (tour) =>
  h(
    'tr',
    { 'data-tournament': tour.id },
    h('td', {}, link(`#tournament/${tour.id}`, tour.name)),
    h('td', {}, formatOf(tour)),
    h('td', {}, `${tour.entrants} / ${seats(tour)}`),
    h('td', {}, tour.entry_fee ? `${tour.entry_fee}` : t('tournaments-free')),
    h('td', {}, String(tour.pool)),
    h(
      'td',
      {},
      tour.status === 'registering'
        ? when(tour.starts_at)
        : tour.status === 'running'
          ? t('tournaments-round-of', { round: tour.round, total: tour.total_rounds })
          : t(STATUS[tour.status]),
    ),
  );

/** A table of tournaments, or a line saying there are none. @param {string} id @param {Summary[]} list @param {string} empty */
const listing = (id, list, empty) =>
  list.length
    ? h(
        'table',
        { class: 'list', id },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['tournaments-name', 'tournaments-format', 'tournaments-players', 'tournaments-entry', 'tournaments-pool', 'tournaments-starts'].map((id) =>
              h('th', {}, t(id)),
            ),
          ),
        ),
        h('tbody', {}, list.map(row)),
      )
    : h('p', { id }, empty);

/** A wide table, scrolled sideways inside its card on a narrow screen (the page never is). @param {HTMLElement} wide */
const scroll = (wide) => h('div', { class: 'scroll' }, wide);

/** @param {string | Node} label @param {HTMLElement} input */
const labelled = (label, input) => h('label', {}, label, input);
/** @param {string} name @param {[string | number, string][]} options @param {string | number} value */
const select = (name, options, value) =>
  h(
    'select',
    { name },
    options.map(([v, text]) => h('option', { value: v, selected: String(v) === String(value) }, text)),
  );
/** @param {string} name @param {number} value @param {number} min @param {number} max */
const number = (name, value, min, max) => h('input', { name, type: 'number', value, min, max, required: true });

/** The levels a tournament's computer players play at. */
const LEVELS = ['beginner', 'easy', 'medium', 'hard', 'expert'];

/** The form that creates a tournament; its body is POST /api/tournaments's. */
function createForm() {
  const error = h('p', { class: 'error', role: 'alert' });
  const form = /** @type {HTMLFormElement} */ (
    h(
      'form',
      { id: 'new-tournament', class: 'stack' },
      labelled(
        t('tournaments-name'),
        h('input', {
          name: 'name',
          required: true,
          maxlength: 60,
          value: session.me ? t('tournaments-default-name', { name: session.me.name }) : t('tournaments-default-name-mine'),
        }),
      ),
      labelled(
        t('tournaments-format'),
        select(
          'kind',
          [
            ['knockout', t('tournaments-knockout')],
            ['swiss', t('tournaments-swiss')],
            ['duplicate', t('tournaments-duplicate')],
          ],
          'swiss',
        ),
      ),
      labelled(h('span', { id: 'rounds-label' }, t('tournaments-rounds-swiss')), number('rounds', 3, 1, 15)),
      labelled(t('tournaments-deals-duplicate'), number('deals', 2, 1, 8)),
      labelled(
        t('tournaments-match-knockout'),
        select(
          'best_of',
          [
            [1, t('tournaments-one-game')],
            [3, t('tournaments-best-of', { bestOf: 3 })],
          ],
          1,
        ),
      ),
      labelled(
        t('tournaments-draw'),
        select(
          'draw',
          [
            [7, t('tournaments-tiles', { count: 7 })],
            [9, t('tournaments-tiles', { count: 9 })],
            [TEAMS, t('tournaments-draw-teams')],
          ],
          7,
        ),
      ),
      labelled(
        t('tournaments-final-score'),
        select(
          'target',
          [50, 100, 150, 200, 250].map((n) => [n, String(n)]),
          150,
        ),
      ),
      labelled(
        t('tournaments-minutes-a-hand'),
        select(
          'minutes',
          [1, 2, 4, 6, 10].map((m) => [m, String(m)]),
          4,
        ),
      ),
      labelled(t('tournaments-entry-fee'), number('entry_fee', 0, 0, 100000)),
      labelled(t('tournaments-prize-split'), h('input', { name: 'split', value: '60, 40', pattern: '[0-9, ]+', required: true })),
      labelled(h('span', { id: 'fewest-label' }, t('tournaments-fewest-players')), number('min_players', 4, 2, 256)),
      labelled(h('span', { id: 'most-label' }, t('tournaments-most-players')), number('max_players', 8, 2, 256)),
      labelled(
        t('tournaments-starts'),
        select(
          'starts',
          [
            ['full', t('tournaments-when-full')],
            ['5', t('tournaments-in-minutes', { count: 5 })],
            ['15', t('tournaments-in-minutes', { count: 15 })],
            ['60', t('tournaments-in-an-hour')],
          ],
          'full',
        ),
      ),
      labelled(t('tournaments-computers'), number('computers', 0, 0, 255)),
      labelled(
        t('tournaments-fill'),
        select(
          'fill',
          [
            ['never', t('tournaments-fill-never')],
            ['60', t('tournaments-fill-after', { count: 1 })],
            ['300', t('tournaments-fill-after', { count: 5 })],
            ['900', t('tournaments-fill-after', { count: 15 })],
            ['3600', t('tournaments-fill-after', { count: 60 })],
          ],
          'never',
        ),
      ),
      labelled(
        t('tournaments-computer-level'),
        select(
          'level',
          LEVELS.map((l) => [l, t(`level-${l}`)]),
          'medium',
        ),
      ),
      h('button', { class: 'primary', type: 'submit' }, t('tournaments-create')),
      error,
    )
  );
  // Computers fill only a tournament that starts when full; their level
  // is asked only if some play.
  const starts = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=starts]'));
  const computers = /** @type {HTMLInputElement} */ (form.querySelector('input[name=computers]'));
  const fill = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=fill]'));
  const level = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=level]'));
  const showComputers = () => {
    const sitAndGo = starts.value === 'full';
    fill.disabled = !sitAndGo;
    /** @type {HTMLElement} */ (fill.parentElement).hidden = !sitAndGo;
    const some = Number(computers.value) > 0 || (sitAndGo && fill.value !== 'never');
    /** @type {HTMLElement} */ (level.parentElement).hidden = !some;
  };
  for (const input of [starts, computers, fill]) input.addEventListener('input', showComputers);
  showComputers();
  // Rounds are the Swiss's and the duplicate's, the deals a round the
  // duplicate's, the match length the knockout's: only the chosen format's show.
  const kind = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=kind]'));
  const rounds = /** @type {HTMLInputElement} */ (form.querySelector('input[name=rounds]'));
  const roundsLabel = /** @type {HTMLElement} */ (form.querySelector('#rounds-label'));
  const deals = /** @type {HTMLInputElement} */ (form.querySelector('input[name=deals]'));
  const bestOf = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=best_of]'));
  const showFormat = () => {
    /** @type {[HTMLInputElement | HTMLSelectElement, boolean][]} */
    const inputs = [
      [rounds, kind.value !== 'knockout'],
      [deals, kind.value === 'duplicate'],
      [bestOf, kind.value === 'knockout'],
    ];
    for (const [input, shown] of inputs) {
      input.disabled = !shown;
      /** @type {HTMLElement} */ (input.parentElement).hidden = !shown;
    }
    roundsLabel.textContent = t(kind.value === 'duplicate' ? 'tournaments-rounds-duplicate' : 'tournaments-rounds-swiss');
  };
  kind.addEventListener('change', showFormat);
  showFormat();
  // Teams of two: the fewest and the most count teams, and a duplicate
  // event is for players alone (a duplicate chosen becomes a Swiss).
  const draw = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=draw]'));
  const duplicate = /** @type {HTMLOptionElement} */ (kind.querySelector('option[value=duplicate]'));
  const fewest = /** @type {HTMLElement} */ (form.querySelector('#fewest-label'));
  const most = /** @type {HTMLElement} */ (form.querySelector('#most-label'));
  const showDraw = () => {
    const inTeams = Number(draw.value) === TEAMS;
    duplicate.disabled = inTeams;
    if (inTeams && kind.value === 'duplicate') {
      kind.value = 'swiss';
      showFormat();
    }
    fewest.textContent = inTeams ? t('tournaments-fewest-teams') : t('tournaments-fewest-players');
    most.textContent = inTeams ? t('tournaments-most-teams') : t('tournaments-most-players');
  };
  draw.addEventListener('change', showDraw);
  showDraw();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const value = (/** @type {string} */ k) => String(data.get(k));
    const kind = value('kind');
    const starts = value('starts');
    const body = {
      name: value('name'),
      format:
        kind === 'knockout'
          ? { kind, best_of: Number(value('best_of')) }
          : kind === 'duplicate'
            ? { kind, rounds: Number(value('rounds')), deals: Number(value('deals')) }
            : { kind, rounds: Number(value('rounds')) },
      draw: Number(value('draw')),
      target: Number(value('target')),
      minutes: Number(value('minutes')),
      entry_fee: Number(value('entry_fee')),
      split: value('split')
        .split(',')
        .map((p) => p.trim())
        .map((p) => (p === '' ? Number.NaN : Number(p))),
      min_players: Number(value('min_players')),
      max_players: Number(value('max_players')),
      starts_at: starts === 'full' ? null : Math.floor(Date.now() / 1000) + 60 * Number(starts),
      computers: Array(Number(value('computers')) || 0).fill(value('level')),
      fill: starts === 'full' && value('fill') !== 'never' ? { level: value('level'), after: Number(value('fill')) } : null,
    };
    await whileBusy(submitter(event), async () => {
      try {
        const { id } = await api('/api/tournaments', body);
        navigate(`#tournament/${id}`);
      } catch (e) {
        error.textContent = /** @type {Error} */ (e).message;
      }
    });
  });
  return form;
}

/** The tournaments page: upcoming, running, finished, and a form to make one. */
export async function tournaments() {
  /** @type {{tournaments: Summary[]}} */
  const { tournaments: all } = await api('/api/tournaments');
  const by = (/** @type {string[]} */ statuses) => all.filter((tour) => statuses.includes(tour.status));
  return h(
    'div',
    { class: 'page', id: 'tournaments' },
    h('h1', {}, t('tournaments-title')),
    h('div', { class: 'card' }, h('h2', {}, t('tournaments-upcoming')), scroll(listing('upcoming', by(['registering']), t('tournaments-none-upcoming')))),
    h('div', { class: 'card' }, h('h2', {}, t('tournaments-running-heading')), scroll(listing('running', by(['running']), t('tournaments-none-running')))),
    h(
      'div',
      { class: 'card' },
      h('h2', {}, t('tournaments-finished-heading')),
      scroll(listing('finished', by(['over', 'cancelled']), t('tournaments-none-finished'))),
    ),
    session.me && !session.me.guest
      ? h('div', { class: 'card' }, h('h2', {}, t('tournaments-create-heading')), createForm())
      : h('p', { class: 'muted' }, t('tournaments-sign-up-to-create')),
  );
}

/** The format's rules in plain words. @param {Page} tour */
function rulesInWords(tour) {
  const f = tour.format;
  const game = t('tournaments-each-game', { draw: tour.draw, target: tour.target, count: tour.minutes });
  const text =
    f.kind === 'knockout'
      ? t(f.best_of === 3 ? 'tournaments-knockout-rules-best-of-3' : 'tournaments-knockout-rules-one-game')
      : f.kind === 'duplicate'
        ? t('tournaments-duplicate-rules', { count: f.rounds, deals: f.deals })
        : t('tournaments-swiss-rules', { count: f.rounds });
  const split = tour.split.map((p, i) => t('tournaments-split-place', { place: i + 1, percent: p })).join(', ');
  return h(
    'div',
    { class: 'card', id: 'tournament-rules' },
    h('h2', {}, t('tournaments-how-played')),
    h('p', {}, text),
    f.kind === 'duplicate' ? h('p', { id: 'duplicate-private' }, t('tournaments-duplicate-private')) : null,
    teams(tour) ? h('p', { id: 'teams-rules' }, t('tournaments-teams-rules')) : null,
    teams(tour) ? h('p', { id: 'teams-entry' }, t('tournaments-teams-entry')) : null,
    h('p', {}, game),
    tour.computers || tour.fill ? h('p', { id: 'computers-rules' }, t('tournaments-computers-rules')) : null,
    tour.fill && tour.status === 'registering'
      ? h(
          'p',
          { id: 'fill-rules' },
          tour.fill.after < 60
            ? t('tournaments-fill-rules-seconds', { count: tour.fill.after, level: t(`level-${tour.fill.level}`) })
            : t('tournaments-fill-rules', { count: Math.round(tour.fill.after / 60), level: t(`level-${tour.fill.level}`) }),
        )
      : null,
    h(
      'p',
      {},
      tour.entry_fee
        ? [
            t('tournaments-entry-rules', { count: tour.entry_fee, split }),
            teams(tour) ? t('tournaments-teams-prize') : '',
            tour.status === 'registering' ? t('tournaments-withdraw-for-fee') : '',
          ]
            .filter(Boolean)
            .join(' ')
        : t('tournaments-free-to-enter'),
    ),
  );
}

/** Whether the signed-in person plays on board `b`, alone or in a team ("ann & bob"). @param {Board} b */
const mine = (b) => {
  const me = session.me?.name;
  return !!me && b.players.some((p) => p.split(' & ').includes(me));
};

/** A game's link on board `b`: to replay it once over; while it is played, to watch it, or for one of its players to play it. */
const gameLink = (/** @type {Board} */ b) => (/** @type {Game} */ g, /** @type {number} */ i) =>
  g.over
    ? link(`#replay/${g.table}`, t('tournaments-game-over', { game: i + 1, scores: (g.scores ?? []).join('–') }), { class: 'game-link' })
    : mine(b)
      ? link(`#table/${g.table}`, t('tournaments-game-play', { game: i + 1 }), { class: 'game-link live button primary', 'data-mine': true })
      : link(`#table/${g.table}`, t('tournaments-game-watch', { game: i + 1 }), { class: 'game-link live' });

/**
 * A duplicate round's game on board `b` of round `r`: its deal and who sat
 * in seat 1 (the seats swap for a deal's second game). It is private while
 * the round is played: its players play it, nobody else watches it, and
 * its replay opens to all once the round is decided (its seed shown).
 * @param {Round} r @param {Board} b
 */
const dealLine = (r, b) => (/** @type {Game} */ g) => {
  const args = { deal: (g.deal ?? 0) + 1, first: shownName(g.players[0] ?? '') };
  // Until the round is decided, nobody is shown how a deal went.
  const over = g.scores ? t('tournaments-deal-over', { ...args, scores: g.scores.join('–') }) : t('tournaments-deal-done', args);
  const item = g.over
    ? r.seed || mine(b)
      ? link(`#replay/${g.table}`, over, { class: 'game-link' })
      : h('span', { class: 'game-link' }, over)
    : mine(b)
      ? link(`#table/${g.table}`, t('tournaments-deal-play', args), { class: 'game-link live button primary', 'data-mine': true })
      : h('span', { class: 'game-link live muted' }, t('tournaments-deal-playing', args));
  return h('li', { 'data-table': g.table }, item);
};

/** One board: its players, winner and games (a duplicate one's points, and its games deal by deal). @param {Page} tour @param {Round} r */
const boardBox = (tour, r) => (/** @type {Board} */ b) => {
  if (b.bye) return h('li', { class: 'match bye' }, h('span', {}, h('strong', {}, shownName(b.players[0])), ` ${t('tournaments-bye')}`));
  const names = (/** @type {string | null} */ winner) =>
    b.players.flatMap((p, i) => [i ? ` ${t('tournaments-versus')} ` : '', winner === p ? h('strong', {}, shownName(p)) : shownName(p)]);
  if (tour.format.kind !== 'duplicate') return h('li', { class: 'match' }, h('span', {}, ...names(b.winner), ' ', ...b.games.map(gameLink(b))));
  // Duplicate: the points over the board's games, once the round is
  // decided (the server's: a game won on the clock counts the final score);
  // equal points are a drawn round, nobody's win (the server names none).
  const points = b.points;
  return h(
    'li',
    { class: 'match' },
    h('span', {}, ...names(b.winner)),
    points
      ? h(
          'span',
          { class: 'muted' },
          ` · ${t('tournaments-board-points', { first: shownName(b.players[0]), firstPoints: points[0], second: shownName(b.players[1] ?? ''), secondPoints: points[1] })}`,
        )
      : null,
    h('ul', { class: 'deals' }, b.games.map(dealLine(r, b))),
  );
};

/** A duplicate round's proof: its seed's commitment, then its seed and how to check the round. @param {Page} tour @param {Round} r */
const roundProof = (tour, r) =>
  r.commitment
    ? h(
        'div',
        { class: 'round-proof muted' },
        h('p', {}, `${t('tournaments-commitment')} `, h('code', { class: 'commitment' }, r.commitment)),
        r.seed
          ? [
              h('p', {}, `${t('tournaments-seed')} `, h('code', { class: 'seed' }, r.seed)),
              h(
                'p',
                {},
                ...withNodes('tournaments-verify', {
                  command: h(
                    'code',
                    {},
                    `dominoes tournament verify --page tournament-${tour.id}.json --round ${r.round} ${r.boards
                      .flatMap((b) => b.games)
                      .map((g) => `game-${g.table}.json`)
                      .join(' ')}`,
                  ),
                }),
                ' ',
                link(`/api/tournaments/${tour.id}`, t('tournaments-download-data'), { download: `tournament-${tour.id}.json` }),
              ),
            ]
          : h('p', {}, t('tournaments-seed-later')),
      )
    : null;

/** The rounds: a knockout's as the bracket, a Swiss's or a duplicate's round by round. @param {Page} tour */
const roundsView = (tour) =>
  h(
    'div',
    { class: tour.format.kind === 'knockout' ? 'bracket' : 'rounds', id: 'tournament-rounds' },
    tour.rounds.map((r) =>
      h(
        'div',
        { class: 'round', 'data-round': r.round },
        h(
          'h3',
          {},
          tour.format.kind === 'knockout' && r.round === tour.rounds.length && tour.status === 'over'
            ? t('tournaments-final')
            : t('tournaments-round', { round: r.round }),
        ),
        h('ul', {}, r.boards.map(boardBox(tour, r))),
        roundProof(tour, r),
      ),
    ),
  );

/** @param {Page} tour */
const standingsView = (tour) => {
  // A duplicate's standings go by the points difference first: its column comes first.
  const duplicate = tour.format.kind === 'duplicate';
  const number = (/** @type {number} */ n) => n.toLocaleString(language);
  return h(
    'table',
    { class: 'list', id: 'standings' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        [
          '#',
          teams(tour) ? t('tournaments-team-heading') : t('tournaments-player'),
          ...(duplicate ? ['+/−'] : []),
          t('tournaments-score'),
          t('tournaments-buchholz'),
          ...(duplicate ? [] : ['+/−']),
          t('tournaments-won-short'),
          t('tournaments-lost-short'),
          t('tournaments-byes'),
        ].map((c) => h('th', {}, c)),
      ),
    ),
    h(
      'tbody',
      {},
      tour.standings.map((s) =>
        h(
          'tr',
          {},
          [
            String(s.place),
            linkedNames(s.name),
            ...(duplicate ? [String(s.difference)] : []),
            duplicate ? number(s.score) : String(s.score),
            duplicate ? number(s.buchholz) : String(s.buchholz),
            ...(duplicate ? [] : [String(s.difference)]),
            String(s.won),
            String(s.lost),
            String(s.byes),
          ].map((c) => h('td', {}, c)),
        ),
      ),
    ),
  );
};

/**
 * The buttons for the signed-in player: enter (in a tournament of teams,
 * with the partner named in `kept.partner`, if any) or withdraw; the
 * creator's cancel. `kept`'s input and refusal outlive the page's redraws.
 * @param {Page} tour @param {() => void} redraw @param {{partner: HTMLInputElement, error: HTMLElement}} kept
 */
function actions(tour, redraw, { partner, error }) {
  const me = session.me;
  if (!me || tour.status !== 'registering') return null;
  const entered = tour.players.some((e) => e.name === me.name);
  const full = tour.entrants >= seats(tour);
  /** @param {string} what @param {string} label @param {string} id */
  const button = (what, label, id) => {
    const b = h('button', { id, class: what === 'register' ? 'primary' : '' }, label);
    b.addEventListener('click', () =>
      whileBusy(b, async () => {
        try {
          if (what === 'cancel' && !confirm(t('tournaments-cancel-confirm'))) return;
          const named = partner.value.trim();
          await api(`/api/tournaments/${tour.id}/${what}`, what === 'register' && teams(tour) && named ? { partner: named } : {});
          error.textContent = '';
          // The fee left (or came back to) the player's chips: the header shows them.
          refreshMe().catch(() => {});
          redraw();
        } catch (e) {
          error.textContent = /** @type {Error} */ (e).message;
        }
      }),
    );
    return b;
  };
  return h(
    'p',
    { class: 'actions' },
    me.guest
      ? h('span', { class: 'muted' }, t('tournaments-sign-up-to-enter'))
      : entered
        ? button('withdraw', tour.entry_fee ? t('tournaments-withdraw-fee', { count: tour.entry_fee }) : t('tournaments-withdraw'), 'withdraw')
        : full
          ? h('button', { id: 'register', disabled: true }, t('tournaments-full'))
          : [
              teams(tour) ? h('label', { class: 'partner' }, t('tournaments-partner'), partner) : null,
              button('register', tour.entry_fee ? t('tournaments-enter-fee', { count: tour.entry_fee }) : t('tournaments-enter'), 'register'),
            ],
    tour.creator === me.name ? button('cancel', t('tournaments-cancel'), 'cancel-tournament') : null,
    error,
  );
}

/** A tournament's page; it follows the tournament until it ends. @param {number} id */
export async function tournament(id) {
  const page = h('div', { class: 'page', id: 'tournament', 'data-tournament': id });
  // What the player types, and the room's last refusal, stay through the
  // redraws every few seconds (the partner's name keeps its focus too).
  const kept = {
    partner: /** @type {HTMLInputElement} */ (h('input', { id: 'partner', name: 'partner', maxlength: 20, autocomplete: 'off', spellcheck: 'false' })),
    error: h('p', { class: 'error', role: 'alert' }),
  };
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const draw = async () => {
    clearTimeout(timer);
    if (!page.isConnected && page.childElementCount) return;
    /** @type {Page} */
    const tour = await api(`/api/tournaments/${id}`);
    // (Drawn again, the partner's input moves, and loses its focus.)
    const typing = document.activeElement === kept.partner;
    const [from, to] = [kept.partner.selectionStart, kept.partner.selectionEnd];
    // Once it is over, by place (a team's two together); before, in the order they entered.
    const players =
      tour.status === 'over'
        ? [...tour.players].sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || (a.team ?? '').localeCompare(b.team ?? ''))
        : tour.players;
    const entrants = h(
      'ul',
      { id: 'entrants', class: 'tables' },
      players.length
        ? players.map((e) =>
            h(
              'li',
              {},
              link(`#player/${encodeURIComponent(e.name)}`, shownName(e.name)),
              e.team ? ` · ${t('tournaments-team', { team: shownName(e.team) })}` : '',
              e.place ? ` · ${t('tournaments-place', { place: e.place })}` : '',
              e.prize ? ` · ${t('pages-won-chips', { count: e.prize })}` : '',
            ),
          )
        : h('li', {}, t('tournaments-nobody-entered')),
    );
    const parts = [
      h('h1', {}, tour.name),
      h(
        'p',
        { id: 'tournament-status' },
        `${formatOf(tour)} · ${t(STATUS[tour.status])}`,
        // In a tournament of teams, people: two for each team.
        tour.status === 'registering'
          ? ` · ${startsAt(tour.starts_at)} · ${t('tournaments-entered', { entrants: tour.entrants, max: seats(tour), min: teams(tour) ? 2 * tour.min_players : tour.min_players })}`
          : '',
        tour.status === 'running' ? ` · ${t('tournaments-round-of', { round: tour.round, total: tour.total_rounds })}` : '',
        tour.creator ? ` · ${t('tournaments-made-by', { name: shownName(tour.creator) })}` : '',
      ),
      actions(tour, draw, kept),
      rulesInWords(tour),
      h(
        'div',
        { class: 'card', id: 'prizes' },
        h('h2', {}, t('tournaments-prizes')),
        tour.prizes.length
          ? h(
              'ul',
              {},
              tour.prizes.map((p) => h('li', {}, t('tournaments-prize', { place: p.place, count: p.chips }))),
            )
          : h('p', {}, tour.entry_fee ? t('tournaments-pool-grows', { count: tour.entry_fee }) : t('tournaments-no-prize')),
      ),
      tour.standings.length ? h('div', { class: 'card' }, h('h2', {}, t('tournaments-standings')), scroll(standingsView(tour))) : null,
      tour.rounds.length
        ? h('div', { class: 'card' }, h('h2', {}, t(tour.format.kind === 'knockout' ? 'tournaments-bracket' : 'tournaments-rounds')), roundsView(tour))
        : null,
      h('div', { class: 'card' }, h('h2', {}, t('tournaments-players')), entrants),
    ];
    page.replaceChildren(...parts.filter((part) => part !== null));
    if (typing && kept.partner.isConnected) {
      kept.partner.focus();
      kept.partner.setSelectionRange(from, to);
    }
    if (tour.status === 'registering' || tour.status === 'running') {
      timer = setTimeout(() => {
        if (page.isConnected) draw().catch(() => {});
      }, REFRESH);
    }
  };
  await draw();
  return page;
}

/** The lobby's line about tournaments taking entries (none: nothing). */
export async function upcomingLine() {
  /** @type {{tournaments: Summary[]}} */
  const { tournaments: all } = await api('/api/tournaments');
  const open = all.filter((tour) => tour.status === 'registering');
  if (!open.length) return null;
  return h(
    'p',
    { id: 'tournaments-soon' },
    `${t('tournaments-taking-entries')} `,
    ...open
      .slice(0, 3)
      .flatMap((e, i) => [
        i ? ' · ' : '',
        link(
          `#tournament/${e.id}`,
          e.starts_at == null
            ? t('tournaments-soon-when-full', { name: e.name, entrants: e.entrants, max: seats(e) })
            : t('tournaments-soon-at', { name: e.name, entrants: e.entrants, max: seats(e), date: date(e.starts_at) }),
        ),
      ]),
  );
}
