// Tournaments (docs/tournaments.md): the list (upcoming, running, finished)
// with a form to create one, and a tournament's page: its rules in plain
// words, the prize table, registration, and the bracket (knockout) or the
// standings (Swiss), each game linked to watch or replay it. A page that is
// registering or running asks the server again every few seconds, so the
// standings move as games end.

import { navigate, refreshMe, session } from './session.js';
import { api, h, link, submitter, whileBusy } from './ui.js';

/** @typedef {{kind: 'knockout', best_of: number} | {kind: 'swiss', rounds: number} | {kind: 'duplicate', rounds: number, deals: number}} Format */
/** @typedef {{id: number, name: string, format: Format, status: 'registering' | 'running' | 'over' | 'cancelled', draw: number, target: number, minutes: number, entry_fee: number, split: number[], min_players: number, max_players: number, entrants: number, pool: number, starts_at: number | null, round: number, total_rounds: number}} Summary */
/** @typedef {{table: number, over: boolean, winner: string | null, scores: number[]}} Game */
/** @typedef {{players: string[], bye: boolean, winner: string | null, games: Game[]}} Board */
/** @typedef {{place: number, name: string, score: number, buchholz: number, difference: number, won: number, lost: number, byes: number}} StandingLine */
/** @typedef {Summary & {creator: string | null, players: {name: string, rating: number | null, place: number | null, prize: number}[], rounds: {round: number, boards: Board[]}[], standings: StandingLine[], prizes: {place: number, chips: number}[]}} Page */

/** How often an unfinished tournament's page asks again, in ms. */
const REFRESH = 3000;

const formatName = (/** @type {Format} */ f) =>
  f.kind === 'knockout' ? `Knockout, best of ${f.best_of}` : f.kind === 'swiss' ? `Swiss, ${f.rounds} rounds` : `Duplicate, ${f.rounds} rounds`;

const when = (/** @type {number | null} */ at) => (at == null ? 'when full' : new Date(at * 1000).toLocaleString());

const STATUS = { registering: 'Registering', running: 'Running', over: 'Finished', cancelled: 'Cancelled' };

/** One tournament in the list. @param {Summary} t */
const row = (t) =>
  h(
    'tr',
    { 'data-tournament': t.id },
    h('td', {}, link(`#tournament/${t.id}`, t.name)),
    h('td', {}, formatName(t.format)),
    h('td', {}, `${t.entrants} / ${t.max_players}`),
    h('td', {}, t.entry_fee ? `${t.entry_fee}` : 'free'),
    h('td', {}, String(t.pool)),
    h('td', {}, t.status === 'registering' ? when(t.starts_at) : t.status === 'running' ? `round ${t.round} of ${t.total_rounds}` : STATUS[t.status]),
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
            ['Name', 'Format', 'Players', 'Entry', 'Pool', 'Starts'].map((t) => h('th', {}, t)),
          ),
        ),
        h('tbody', {}, list.map(row)),
      )
    : h('p', { id }, empty);

/** A wide table, scrolled sideways inside its card on a narrow screen (the page never is). @param {HTMLElement} wide */
const scroll = (wide) => h('div', { class: 'scroll' }, wide);

/** @param {string} label @param {HTMLElement} input */
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

/** The form that creates a tournament; its body is POST /api/tournaments's. */
function createForm() {
  const error = h('p', { class: 'error', role: 'alert' });
  const form = /** @type {HTMLFormElement} */ (
    h(
      'form',
      { id: 'new-tournament', class: 'stack' },
      labelled('Name', h('input', { name: 'name', required: true, maxlength: 60, value: `${session.me?.name ?? 'My'}'s tournament` })),
      labelled(
        'Format',
        select(
          'kind',
          [
            ['knockout', 'Knockout'],
            ['swiss', 'Swiss'],
          ],
          'swiss',
        ),
      ),
      labelled('Rounds (Swiss)', number('rounds', 3, 1, 15)),
      labelled(
        'Match (knockout)',
        select(
          'best_of',
          [
            [1, 'one game'],
            [3, 'best of 3'],
          ],
          1,
        ),
      ),
      labelled(
        'Draw',
        select(
          'draw',
          [
            [7, '7 tiles'],
            [9, '9 tiles'],
          ],
          7,
        ),
      ),
      labelled(
        'Final score',
        select(
          'target',
          [50, 100, 150, 200, 250].map((t) => [t, String(t)]),
          150,
        ),
      ),
      labelled(
        'Minutes a hand',
        select(
          'minutes',
          [1, 2, 4, 6, 10].map((m) => [m, String(m)]),
          4,
        ),
      ),
      labelled('Entry fee (chips)', number('entry_fee', 0, 0, 100000)),
      labelled('Prize split, % by place', h('input', { name: 'split', value: '60, 40', pattern: '[0-9, ]+', required: true })),
      labelled('Fewest players', number('min_players', 4, 2, 256)),
      labelled('Most players', number('max_players', 8, 2, 256)),
      labelled(
        'Starts',
        select(
          'starts',
          [
            ['full', 'when full'],
            ['5', 'in 5 minutes'],
            ['15', 'in 15 minutes'],
            ['60', 'in an hour'],
          ],
          'full',
        ),
      ),
      h('button', { class: 'primary', type: 'submit' }, 'Create the tournament'),
      error,
    )
  );
  // Rounds are the Swiss's, the match length the knockout's: only the chosen format's shows.
  const kind = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=kind]'));
  const rounds = /** @type {HTMLInputElement} */ (form.querySelector('input[name=rounds]'));
  const bestOf = /** @type {HTMLSelectElement} */ (form.querySelector('select[name=best_of]'));
  const showFormat = () => {
    const knockout = kind.value === 'knockout';
    rounds.disabled = knockout;
    bestOf.disabled = !knockout;
    /** @type {HTMLElement} */ (rounds.parentElement).hidden = knockout;
    /** @type {HTMLElement} */ (bestOf.parentElement).hidden = !knockout;
  };
  kind.addEventListener('change', showFormat);
  showFormat();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const value = (/** @type {string} */ k) => String(data.get(k));
    const kind = value('kind');
    const starts = value('starts');
    const body = {
      name: value('name'),
      format: kind === 'knockout' ? { kind, best_of: Number(value('best_of')) } : { kind, rounds: Number(value('rounds')) },
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
  const by = (/** @type {string[]} */ statuses) => all.filter((t) => statuses.includes(t.status));
  return h(
    'div',
    { class: 'page', id: 'tournaments' },
    h('h1', {}, 'Tournaments'),
    h(
      'div',
      { class: 'card' },
      h('h2', {}, 'Upcoming'),
      scroll(listing('upcoming', by(['registering']), 'No tournament is taking entries now: create one below.')),
    ),
    h('div', { class: 'card' }, h('h2', {}, 'Running'), scroll(listing('running', by(['running']), 'None running now.'))),
    h('div', { class: 'card' }, h('h2', {}, 'Finished'), scroll(listing('finished', by(['over', 'cancelled']), 'None finished yet.'))),
    session.me && !session.me.guest
      ? h('div', { class: 'card' }, h('h2', {}, 'Create a tournament'), createForm())
      : h('p', { class: 'muted' }, 'Sign up to create or enter a tournament.'),
  );
}

/** The format's rules in plain words. @param {Page} t */
function rulesInWords(t) {
  const f = t.format;
  const game = `Each game: draw ${t.draw}, to ${t.target} points, ${t.minutes} minute${t.minutes === 1 ? '' : 's'} a hand on the clock; a player who does not come loses on their clock.`;
  const text =
    f.kind === 'knockout'
      ? `Single elimination, seeded by rating: lose a match and you are out. ${f.best_of === 3 ? 'A match is best of 3 games, the players swapping seats each game.' : 'A match is one game.'} If the field is not a power of two, the top seeds start with a bye.`
      : `${f.kind === 'swiss' ? f.rounds : 0} rounds; each round you meet a player with a score like yours, never the same one twice. A win scores 1, a bye 1. Ties: Buchholz (your opponents' scores), then points for minus against, then rating.`;
  const split = t.split.map((p, i) => `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'} ${p}%`).join(', ');
  return h(
    'div',
    { class: 'card', id: 'tournament-rules' },
    h('h2', {}, 'How it is played'),
    h('p', {}, text),
    h('p', {}, game),
    h(
      'p',
      {},
      t.entry_fee
        ? `Entry ${t.entry_fee} chips; the pool (every entry) is split ${split}, rounded down to the chip, what is left to the winner.${t.status === 'registering' ? ' Withdraw before the start for your fee back.' : ''}`
        : 'Free to enter.',
    ),
  );
}

/** A game's link on board `b`: to replay it once over; while it is played, to watch it, or for one of its players to play it. */
const gameLink = (/** @type {Board} */ b) => (/** @type {Game} */ g, /** @type {number} */ i) =>
  g.over
    ? link(`#replay/${g.table}`, `game ${i + 1}: ${g.scores.join('–')}`, { class: 'game-link' })
    : b.players.includes(session.me?.name ?? '')
      ? link(`#table/${g.table}`, `game ${i + 1}: play your game`, { class: 'game-link live button primary', 'data-mine': true })
      : link(`#table/${g.table}`, `game ${i + 1}: watch`, { class: 'game-link live' });

/** One board: its players, winner and games. @param {Board} b */
const boardBox = (b) =>
  h(
    'li',
    { class: `match${b.bye ? ' bye' : ''}` },
    b.bye
      ? h('span', {}, h('strong', {}, b.players[0]), ' — bye')
      : h('span', {}, ...b.players.flatMap((p, i) => [i ? ' v ' : '', b.winner === p ? h('strong', {}, p) : p]), ' ', ...b.games.map(gameLink(b))),
  );

/** The rounds: a knockout's as the bracket, a Swiss's round by round. @param {Page} t */
const roundsView = (t) =>
  h(
    'div',
    { class: t.format.kind === 'knockout' ? 'bracket' : 'rounds', id: 'tournament-rounds' },
    t.rounds.map((r) =>
      h(
        'div',
        { class: 'round', 'data-round': r.round },
        h('h3', {}, t.format.kind === 'knockout' && r.round === t.rounds.length && t.status === 'over' ? 'Final' : `Round ${r.round}`),
        h('ul', {}, r.boards.map(boardBox)),
      ),
    ),
  );

/** @param {Page} t */
const standingsView = (t) =>
  h(
    'table',
    { class: 'list', id: 'standings' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ['#', 'Player', 'Score', 'Buchholz', '+/−', 'W', 'L', 'Byes'].map((c) => h('th', {}, c)),
      ),
    ),
    h(
      'tbody',
      {},
      t.standings.map((s) =>
        h(
          'tr',
          {},
          [
            String(s.place),
            link(`#player/${encodeURIComponent(s.name)}`, s.name),
            String(s.score),
            String(s.buchholz),
            String(s.difference),
            String(s.won),
            String(s.lost),
            String(s.byes),
          ].map((c) => h('td', {}, c)),
        ),
      ),
    ),
  );

/** The buttons for the signed-in player: enter or withdraw; the creator's cancel. @param {Page} t @param {() => void} redraw */
function actions(t, redraw) {
  const me = session.me;
  if (!me || t.status !== 'registering') return null;
  const error = h('p', { class: 'error', role: 'alert' });
  const entered = t.players.some((e) => e.name === me.name);
  /** @param {string} what @param {string} label @param {string} id */
  const button = (what, label, id) => {
    const b = h('button', { id, class: what === 'register' ? 'primary' : '' }, label);
    b.addEventListener('click', () =>
      whileBusy(b, async () => {
        try {
          if (what === 'cancel' && !confirm('Cancel this tournament? Every entrant gets their fee back, and it cannot be undone.')) return;
          await api(`/api/tournaments/${t.id}/${what}`, {});
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
      ? h('span', { class: 'muted' }, 'Sign up to enter.')
      : entered
        ? button('withdraw', t.entry_fee ? `Withdraw (${t.entry_fee} chips back)` : 'Withdraw', 'withdraw')
        : t.entrants >= t.max_players
          ? h('button', { id: 'register', disabled: true }, 'Full')
          : button('register', t.entry_fee ? `Enter for ${t.entry_fee} chips` : 'Enter', 'register'),
    t.creator === me.name ? button('cancel', 'Cancel the tournament', 'cancel-tournament') : null,
    error,
  );
}

/** A tournament's page; it follows the tournament until it ends. @param {number} id */
export async function tournament(id) {
  const page = h('div', { class: 'page', id: 'tournament', 'data-tournament': id });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const draw = async () => {
    clearTimeout(timer);
    if (!page.isConnected && page.childElementCount) return;
    /** @type {Page} */
    const t = await api(`/api/tournaments/${id}`);
    const entrants = h(
      'ul',
      { id: 'entrants', class: 'tables' },
      t.players.length
        ? t.players.map((e) =>
            h('li', {}, link(`#player/${encodeURIComponent(e.name)}`, e.name), e.place ? ` · place ${e.place}` : '', e.prize ? ` · won ${e.prize} chips` : ''),
          )
        : h('li', {}, 'Nobody has entered yet.'),
    );
    const parts = [
      h('h1', {}, t.name),
      h(
        'p',
        { id: 'tournament-status' },
        `${formatName(t.format)} · ${STATUS[t.status]}`,
        t.status === 'registering' ? ` · starts ${when(t.starts_at)} · ${t.entrants} of ${t.max_players} entered (at least ${t.min_players})` : '',
        t.status === 'running' ? ` · round ${t.round} of ${t.total_rounds}` : '',
        t.creator ? ` · made by ${t.creator}` : '',
      ),
      actions(t, draw),
      rulesInWords(t),
      h(
        'div',
        { class: 'card', id: 'prizes' },
        h('h2', {}, 'Prizes'),
        t.prizes.length
          ? h(
              'ul',
              {},
              t.prizes.map((p) => h('li', {}, `Place ${p.place}: ${p.chips} chips`)),
            )
          : h('p', {}, t.entry_fee ? `The pool is every entry fee: ${t.entry_fee} chips more with each player.` : 'No prize: free to enter.'),
      ),
      t.standings.length ? h('div', { class: 'card' }, h('h2', {}, 'Standings'), scroll(standingsView(t))) : null,
      t.rounds.length ? h('div', { class: 'card' }, h('h2', {}, t.format.kind === 'knockout' ? 'Bracket' : 'Rounds'), roundsView(t)) : null,
      h('div', { class: 'card' }, h('h2', {}, 'Players'), entrants),
    ];
    page.replaceChildren(...parts.filter((part) => part !== null));
    if (t.status === 'registering' || t.status === 'running') {
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
  const open = all.filter((t) => t.status === 'registering');
  if (!open.length) return null;
  return h(
    'p',
    { id: 'tournaments-soon' },
    'Tournaments taking entries: ',
    ...open
      .slice(0, 3)
      .flatMap((t, i) => [i ? ' · ' : '', link(`#tournament/${t.id}`, `${t.name} (${t.entrants}/${t.max_players}, starts ${when(t.starts_at)})`)]),
  );
}
