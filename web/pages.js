// The pages around the tables: the leaderboard, a player's page (chips,
// rating over time, games) and the replay of any finished game.

import { muteToggle } from './chat.js';
import { inviteCard } from './invite.js';
import { bounds, layoutFromHistory } from './layout.js';
import { session } from './session.js';
import { gameLinks, handEndTitle, teamName, teamPoints } from './table-state.js';
import { el, tileGroup, tileSvg } from './tiles.js';
import { api, avatarBadge, h, link } from './ui.js';

/** @typedef {{rating: number, deviation: number}} Rated */
/** @typedef {{id: number, opponent: string, computer: boolean, result: string, reason: string, wager: number, score: number | null, opponent_score: number | null, hands: number, at: number, seat?: number, hints?: number, undos?: number}} PlayedGame */
/** @typedef {{id: number, name: string, status: string, place: number | null, entrants: number, prize: number}} EnteredTournament */
/** @typedef {{name: string, avatar: string, guest: boolean, chips: number, rating: number | null, deviation: number, played: number, wins: number, history: Rated[], games: PlayedGame[], tournaments?: EnteredTournament[], online?: boolean, muted?: boolean}} Profile */
/** @typedef {{hand_number: number, history: {player: number, action: string}[], hands: string[][], scores: number[], count: number, boneyard: number, hand_end: import('./table-state.js').HandEnd | null}} Frame */
/** @typedef {{players: string[], settings: {draw: number, target: number, wager: number}, result: {winner: number | null, reason: string} | null, hints?: number, undos?: number, frames: Frame[], chat?: {from: string, text: string, watcher: boolean}[]}} Replay */

const percent = (/** @type {number} */ part, /** @type {number} */ whole) => (whole ? `${Math.round((100 * part) / whole)}%` : '–');
const playerLink = (/** @type {string} */ name) => link(`#player/${encodeURIComponent(name)}`, name);

/** @typedef {{name: string, avatar: string, rating: number, deviation: number, games: number, wins: number}} Standing */
/** @typedef {{name: string, avatar: string, rating: number, uncertainty: number, games: number, wins: number}} TeamStanding */

/**
 * One board: its rows as "rating ± spread", or what to do to be on it.
 * @param {string} id @param {{name: string, avatar: string, rating: number, games: number, wins: number}[]} rows
 * @param {(r: any) => string} rating @param {string} empty
 */
const board = (id, rows, rating, empty) =>
  rows.length
    ? h(
        'table',
        { class: 'list', id },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['#', 'Player', 'Rating', 'Games', 'Won'].map((t) => h('th', {}, t)),
          ),
        ),
        h(
          'tbody',
          {},
          rows.map((r, i) =>
            h(
              'tr',
              {},
              h('td', {}, String(i + 1)),
              h('td', {}, avatarBadge(r.avatar), ' ', playerLink(r.name)),
              h('td', {}, rating(r)),
              h('td', {}, String(r.games)),
              h('td', {}, `${r.wins} (${percent(r.wins, r.games)})`),
            ),
          ),
        ),
      )
    : h('p', { id }, empty);

/** The two boards: games of two (Glicko-2) and games of four, two against two (team ratings, Weng-Lin). */
export async function leaderboard() {
  /** @type {[Standing[], TeamStanding[]]} */
  const [two, team] = await Promise.all([api('/api/leaderboard'), api('/api/leaderboard?kind=team')]);
  const panels = {
    two: h(
      'div',
      { id: 'board-two', role: 'tabpanel' },
      h('p', {}, 'Glicko-2 ratings from games of two between people. A new player starts at 1500 ± 350; the ± narrows as they play.'),
      board(
        'leaderboard-two',
        two,
        (r) => `${Math.round(r.rating)} ± ${Math.round(r.deviation)}`,
        'No rated games yet: play a person to be the first on the board.',
      ),
    ),
    team: h(
      'div',
      { id: 'board-team', role: 'tabpanel', hidden: true },
      h(
        'p',
        {},
        'Team ratings (Weng-Lin) from games of four, two against two, with a person on each team: each player’s own rating, moved by their team’s results. A new player starts at 25 ± 8.3.',
      ),
      board(
        'leaderboard-team',
        team,
        (r) => `${r.rating.toFixed(1)} ± ${r.uncertainty.toFixed(1)}`,
        'No rated games of four yet: play two against two, with a person on each side, to be the first on the board.',
      ),
    ),
  };
  /** @type {Record<'two' | 'team', HTMLElement>} */
  const tabs = {
    two: h('button', { type: 'button', role: 'tab', id: 'tab-two', 'aria-selected': 'true' }, 'Games of two'),
    team: h('button', { type: 'button', role: 'tab', id: 'tab-team', 'aria-selected': 'false' }, 'Teams of four'),
  };
  const show = (/** @type {'two' | 'team'} */ kind) => {
    for (const k of /** @type {const} */ (['two', 'team'])) {
      panels[k].hidden = k !== kind;
      tabs[k].setAttribute('aria-selected', String(k === kind));
      tabs[k].classList.toggle('primary', k === kind);
    }
  };
  tabs.two.addEventListener('click', () => show('two'));
  tabs.team.addEventListener('click', () => show('team'));
  show('two');
  return h(
    'div',
    { class: 'card', id: 'leaderboard' },
    h('h2', {}, 'Leaderboard'),
    h('p', { role: 'tablist', class: 'tabs' }, tabs.two, ' ', tabs.team),
    panels.two,
    panels.team,
  );
}

/** The rating after each rated game, from the first 1500 ± 350, as a line
 * with its ± band.
 * @param {Rated[]} rated */
function ratingChart(rated) {
  if (!rated.length) return h('p', { class: 'muted' }, 'The rating chart starts with the first game against a person.');
  const history = [{ rating: 1500, deviation: 350 }, ...rated];
  const W = 600;
  const H = 180;
  const pad = 34;
  const low = Math.min(...history.map((p) => p.rating - p.deviation));
  const high = Math.max(...history.map((p) => p.rating + p.deviation));
  const x = (/** @type {number} */ i) => pad + (history.length === 1 ? (W - 2 * pad) / 2 : (i * (W - 2 * pad)) / (history.length - 1));
  const y = (/** @type {number} */ r) => H - pad / 2 - ((r - low) / Math.max(1, high - low)) * (H - pad);
  const first = Math.round(history[0].rating);
  const last = Math.round(history[history.length - 1].rating);
  const svg = el('svg', { class: 'chart', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': `Rating over ${rated.length} games: from ${first} to ${last}` });
  const band = history.map((p, i) => `${x(i)},${y(p.rating + p.deviation)}`).concat(history.map((p, i) => `${x(i)},${y(p.rating - p.deviation)}`).reverse());
  svg.append(el('polygon', { class: 'band', points: band.join(' ') }));
  svg.append(el('polyline', { class: 'line', points: history.map((p, i) => `${x(i)},${y(p.rating)}`).join(' ') }));
  history.forEach((p, i) => {
    svg.append(el('circle', { cx: x(i), cy: y(p.rating), r: 3 }));
  });
  for (const r of [high, low]) {
    const label = el('text', { x: 2, y: y(r) + 4 });
    label.textContent = String(Math.round(r));
    svg.append(label);
  }
  return svg;
}

/** @type {Record<string, string>} */
const REASONS = { score: 'on points', time: 'on time', resign: 'by resignation', abandoned: 'abandoned' };

export async function profile(/** @type {string} */ name) {
  /** @type {Profile} */
  const p = await api(`/api/players/${encodeURIComponent(name)}`);
  const fact = (/** @type {string} */ label, /** @type {string | number} */ value) => h('div', {}, h('dt', {}, label), h('dd', {}, String(value)));
  return h(
    'div',
    { id: 'profile' },
    h(
      'div',
      { class: 'card' },
      h('h2', {}, avatarBadge(p.avatar), ' ', p.name),
      h('p', { id: 'presence', class: p.online ? 'online' : 'muted' }, p.online ? 'Online now' : 'Not online'),
      // A registered player may invite another who is online now.
      session.me && !session.me.guest && p.online && !p.guest && p.name !== session.me.name ? inviteCard(p.name) : null,
      // A registered player sees whether they muted this one, and undoes it here.
      session.me && !session.me.guest && !p.guest && p.name !== session.me.name ? muteToggle(p.name, Boolean(p.muted)) : null,
      h(
        'dl',
        { class: 'facts' },
        fact('Chips', p.guest ? 'none (guest)' : p.chips),
        fact('Rating', p.rating == null ? 'unrated' : `${Math.round(p.rating)} ± ${Math.round(p.deviation)}`),
        fact('Games played', p.played),
        fact('Won', `${p.wins} (${percent(p.wins, p.played)})`),
      ),
      h('h3', {}, 'Rating'),
      ratingChart(p.history),
    ),
    p.tournaments?.length
      ? h(
          'div',
          { class: 'card' },
          h('h3', {}, 'Tournaments'),
          h(
            'ul',
            { id: 'player-tournaments' },
            p.tournaments.map((t) =>
              h(
                'li',
                {},
                link(`#tournament/${t.id}`, t.name),
                t.place ? ` · place ${t.place} of ${t.entrants}` : ` · ${t.status}`,
                t.prize ? ` · won ${t.prize} chips` : '',
              ),
            ),
          ),
        )
      : null,
    h(
      'div',
      { class: 'card' },
      h('h3', {}, 'Games'),
      p.games.length
        ? h(
            'table',
            { class: 'list', id: 'games' },
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                ['When', 'Opponent', 'Result', 'Score', 'Wager', ''].map((t) => h('th', {}, t)),
              ),
            ),
            h(
              'tbody',
              {},
              p.games.map((g) =>
                h(
                  'tr',
                  { 'data-game': g.id },
                  h('td', {}, new Date(g.at * 1000).toLocaleDateString()),
                  h('td', {}, g.computer ? g.opponent : playerLink(g.opponent)),
                  h('td', { class: g.result }, `${g.result} ${REASONS[g.reason] ?? ''}`),
                  h('td', {}, g.score == null ? '' : `${g.score}–${g.opponent_score}`),
                  h('td', {}, g.wager ? `${g.wager}` : ''),
                  h(
                    'td',
                    {},
                    g.hands > 0
                      ? [
                          link(`#replay/${g.id}`, 'Watch'),
                          ' ',
                          link(`#review/${g.id}/${g.seat ?? 0}`, 'Review'),
                          ' ',
                          link(`/api/games/${g.id}/record`, 'Record', { download: `game-${g.id}.json` }),
                          g.hints ? h('span', { class: 'muted hints' }, ` · ${g.hints} ${g.hints === 1 ? 'hint' : 'hints'}`) : null,
                          g.undos ? h('span', { class: 'muted undos' }, ` · ${g.undos} ${g.undos === 1 ? 'undo' : 'undos'}`) : null,
                        ]
                      : 'ended before the first deal',
                  ),
                ),
              ),
            ),
          )
        : h('p', {}, 'No finished games yet.'),
    ),
  );
}

/** How long each frame stays on screen while the replay plays by itself. @type {[number, string][]} */
const SPEEDS = [
  [2000, 'Slow'],
  [1000, 'Normal'],
  [500, 'Fast'],
  [200, 'Fastest'],
];

/**
 * A game of four (docs/rules.md section 9): seats 0 and 2 (team 0) against
 * seats 1 and 3 (team 1). @param {Replay} r
 */
export const isFourGame = (r) => r.players.length === 4;

/**
 * The replay seen as a watcher's table update of seat 0, so that the
 * table's own words for four (table-state.js: teams, hand ends) tell it.
 * @param {Replay} r
 * @returns {import('./table-state.js').TableUpdate}
 */
const asUpdate = (r) =>
  /** @type {any} */ ({ seat: 0, watching: true, players: r.players.map((name) => ({ name, avatar: '', bot: false })), settings: r.settings });

/** "ann & Expert bot" (team 0: seats 0 and 2) @param {Replay} r @param {number} team */
export const team = (r, team) => teamName(asUpdate(r), team);

/** A seat, told apart at four (two computers may share a name): "Easy bot (seat 2)". @param {Replay} r @param {number} seat */
export const seatName = (r, seat) => (isFourGame(r) ? `${r.players[seat]} (seat ${seat + 1})` : r.players[seat]);

/** The game's title: "ann v Easy bot"; at four, by team: "ann & Expert bot v Easy bot & Hard bot". @param {Replay} r */
export const replayTitle = (r) => (isFourGame(r) ? `${team(r, 0)} v ${team(r, 1)}` : `${r.players[0]} v ${r.players[1]}`);

/**
 * How a hand of four ended: who went out or won the block, what each team
 * scored, every seat's pips (table-state.js's words, seat numbers for places).
 * @param {Replay} r @param {import('./table-state.js').HandEnd} end
 */
export function handEndOfFour(r, end) {
  const u = asUpdate(r);
  const title = handEndTitle(u, end);
  const pips = `pips ${end.pips.map((p, seat) => `${seatName(r, seat)} ${p}`).join(', ')}`;
  if (end.winner == null || end.kind === 'target') return `${title} (${pips}).`;
  return `${title}. This hand: ${teamPoints(u, end)} (${pips}).`;
}

/** How a game of four ended: the winner is a team. @param {Replay} r @param {Frame} last */
function endingOfFour(r, last) {
  const result = r.result;
  const scores = `Final scores: ${team(r, 0)} ${last.scores[0]}, ${team(r, 1)} ${last.scores[1]}.`;
  if (!result) return `The game was not finished. ${scores}`;
  if (result.winner == null) return `Game over: the game was abandoned, so nobody wins. ${scores}`;
  const winners = team(r, result.winner);
  const losers = team(r, 1 - result.winner);
  const how = {
    score: `${winners} reach the final score of ${r.settings.target} and win.`,
    time: `a clock of ${losers} runs out: ${winners} win on time.`,
    resign: `${losers} resign: ${winners} win by resignation.`,
  }[result.reason];
  return `Game over: ${how ?? `${winners} win.`} ${scores}`;
}

/**
 * How the game ended, for the replay's last frame.
 * @param {Replay} r
 * @param {Frame} last
 */
export function ending(r, last) {
  if (isFourGame(r)) return endingOfFour(r, last);
  const result = r.result;
  const scores = `Final scores: ${r.players[0]} ${last.scores[0]}, ${r.players[1]} ${last.scores[1]}.`;
  if (!result) return `The game was not finished. ${scores}`;
  if (result.winner == null) return `Game over: the game was abandoned, so nobody wins${r.settings.wager ? ' and the wager is returned' : ''}. ${scores}`;
  const winner = r.players[result.winner];
  const loser = r.players[1 - result.winner];
  const how = {
    score: `${winner} reaches the final score of ${r.settings.target} and wins.`,
    time: `${loser}’s clock runs out: ${winner} wins on time.`,
    resign: `${loser} resigns: ${winner} wins by resignation.`,
  }[result.reason];
  return `Game over: ${how ?? `${winner} wins.`} ${scores}`;
}

/**
 * A finished game, action by action, with both hands face up; it can play
 * by itself. `offline`: an offline game's replay, from offline.js, and
 * where its record and reviews are; the room's game `id` when not given.
 * @param {number} id
 * @param {{replay: Replay, links: import('./table-state.js').GameLinks}} [offline]
 */
export async function replay(id, offline) {
  /** @type {Replay} */
  const r = offline ? offline.replay : await api(`/api/games/${id}/replay`);
  const links = offline?.links ?? gameLinks(id);
  const frames = r.frames;
  const starts = frames.flatMap((f, i) => (i === 0 || f.hand_number !== frames[i - 1].hand_number ? [i] : []));
  let at = 0;
  const content = h('div', {});
  const go = (/** @type {number} */ i) => {
    at = Math.max(0, Math.min(frames.length - 1, i));
    draw();
  };

  // Autoplay: one frame every `speed` ms until the last; stepping by hand pauses it.
  /** @type {ReturnType<typeof setInterval> | null} */
  let timer = null;
  let speed = 1000;
  const playButton = h('button', { id: 'replay-play', class: 'primary', 'aria-pressed': 'false', onclick: () => (timer ? pause() : start()) }, '▶ Play');
  const pause = () => {
    if (timer) clearInterval(timer);
    timer = null;
    playButton.textContent = '▶ Play';
    playButton.setAttribute('aria-pressed', 'false');
  };
  const start = () => {
    if (at === frames.length - 1) go(0);
    pause();
    timer = setInterval(() => {
      if (root.isConnected && at < frames.length - 1) go(at + 1);
      if (!root.isConnected || at >= frames.length - 1) pause();
    }, speed);
    playButton.textContent = '❚❚ Pause';
    playButton.setAttribute('aria-pressed', 'true');
  };
  const speedSelect = h(
    'select',
    {
      id: 'replay-speed',
      onchange: (/** @type {Event} */ e) => {
        speed = Number(/** @type {HTMLSelectElement} */ (e.target).value);
        if (timer) start();
      },
    },
    SPEEDS.map(([ms, name]) => h('option', { value: ms, selected: ms === speed }, name)),
  );
  const root = h(
    'div',
    { id: 'replay' },
    content,
    h('div', { class: 'controls replay-controls replay-auto' }, playButton, h('label', {}, 'Speed', speedSelect)),
    // The table's chat, as text (never HTML).
    r.chat?.length
      ? h(
          'div',
          { class: 'card', id: 'replay-chat' },
          h('h3', {}, 'Chat'),
          h(
            'ol',
            { class: 'chat-lines' },
            r.chat.map((m) => h('li', {}, h('strong', {}, m.from), m.watcher ? ' (watching)' : '', ': ', m.text)),
          ),
        )
      : null,
  );
  /** A step by hand stops the autoplay. @param {number} i */
  const step = (i) => {
    pause();
    go(i);
  };
  const handOf = (/** @type {number} */ i) => frames[i].hand_number;
  const four = isFourGame(r);

  /** @param {number} seat @param {Frame} frame */
  function seatRow(seat, frame) {
    if (four) return seatRowOfFour(seat, frame);
    return h(
      'div',
      { class: 'replay-seat', 'data-seat': seat },
      h('span', { class: 'name' }, r.players[seat]),
      h('span', { class: 'score', 'aria-label': `${r.players[seat]} score` }, String(frame.scores[seat])),
      h(
        'span',
        { class: 'replay-hand', 'aria-label': `${r.players[seat]} holds ${frame.hands[seat].join(' ') || 'nothing'}` },
        frame.hands[seat].map((t) => tileSvg(t)),
      ),
    );
  }

  /** At four: the seat's name and number, its team's score, its hand. @param {number} seat @param {Frame} frame */
  function seatRowOfFour(seat, frame) {
    const name = seatName(r, seat);
    return h(
      'div',
      { class: `replay-seat team-${seat % 2}`, 'data-seat': seat, 'data-team': seat % 2 },
      h('span', { class: 'name' }, name),
      h('span', { class: 'muted team' }, team(r, seat % 2)),
      h('span', { class: 'score', 'aria-label': `${team(r, seat % 2)} score` }, String(frame.scores[seat % 2])),
      h(
        'span',
        { class: 'replay-hand', 'aria-label': `${name} holds ${frame.hands[seat].join(' ') || 'nothing'}` },
        frame.hands[seat].map((t) => tileSvg(t)),
      ),
    );
  }

  /** @param {Frame} frame */
  function caption(frame) {
    const last = frame.history.at(-1);
    if (frame.hand_end) {
      const end = frame.hand_end;
      if (four) return handEndOfFour(r, end);
      return end.winner == null
        ? 'The hand is blocked and tied: nobody scores.'
        : end.kind === 'target'
          ? `${seatName(r, /** @type {any} */ (last)?.player ?? end.winner)}: ${last?.action ?? ''}. ${r.players[end.winner]} reaches the final score of ${r.settings.target}.`
          : `${r.players[end.winner]} ${end.kind === 'domino' ? 'goes out' : 'wins the block'} and scores ${end.points} (pips ${end.pips.join(' and ')}).`;
    }
    if (!last) return `Hand ${frame.hand_number + 1} is dealt.`;
    return `${seatName(r, last.player)}: ${last.action}. Count ${frame.count}.`;
  }

  function draw() {
    const frame = frames[at];
    const { tiles } = layoutFromHistory(frame.history);
    const box = bounds(tiles);
    const svg = el('svg', { class: 'layout', viewBox: `${box.x} ${box.y} ${box.w} ${box.h}`, role: 'img', 'aria-label': `Layout, count ${frame.count}` });
    for (const t of tiles) svg.append(tileGroup(t));
    const hand = handOf(at);
    const over = at === frames.length - 1;
    const button = (/** @type {string} */ label, /** @type {number} */ target, attrs = {}) =>
      h('button', { onclick: () => step(target), disabled: target === at || target < 0 || target >= frames.length, ...attrs }, label);
    content.replaceChildren(
      h(
        'div',
        { class: 'card' },
        h('h2', {}, replayTitle(r)),
        h(
          'p',
          {},
          `Draw ${r.settings.draw}, to ${r.settings.target}${r.settings.wager ? `, wager ${r.settings.wager} chips` : ''}. `,
          r.result
            ? r.result.winner == null
              ? 'The game was abandoned.'
              : `${four ? team(r, r.result.winner) : r.players[r.result.winner]} won ${REASONS[r.result.reason] ?? ''}.`
            : '',
        ),
      ),
      h(
        'section',
        { class: 'table replay-table', 'aria-label': 'Replay' },
        // At four, seat 0's partner (seat 2) across the top, seats 1 and 3 on either side.
        four ? seatRow(2, frame) : seatRow(1, frame),
        four ? h('div', { class: 'replay-sides' }, seatRow(1, frame), seatRow(3, frame)) : null,
        h('div', { class: 'board' }, h('div', { class: 'count' }, `Count ${frame.count} · boneyard ${frame.boneyard}`), svg),
        seatRow(0, frame),
      ),
      h('p', { class: 'caption', 'aria-live': 'polite', id: 'replay-caption' }, over ? `${caption(frame)} ${ending(r, frame)}` : caption(frame)),
      h(
        'div',
        { class: 'controls replay-controls' },
        button('« Hand', starts[Math.max(0, hand - 1)] ?? 0, { id: 'replay-previous-hand', 'aria-label': 'Previous hand' }),
        button('◀ Back', at - 1, { id: 'replay-back', 'aria-label': 'Back one action' }),
        h('span', { id: 'replay-step' }, `${at + 1} / ${frames.length}`),
        button('Forward ▶', at + 1, { id: 'replay-forward', 'aria-label': 'Forward one action' }),
        button('Hand »', starts[hand + 1] ?? frames.length - 1, { id: 'replay-next-hand', 'aria-label': 'Next hand' }),
        h(
          'label',
          {},
          'Jump to',
          h(
            'select',
            { id: 'replay-hand', onchange: (/** @type {Event} */ e) => step(starts[Number(/** @type {HTMLSelectElement} */ (e.target).value)]) },
            starts.map((_, k) => h('option', { value: k, selected: k === hand }, `Hand ${k + 1}`)),
          ),
        ),
        links.file ? link(links.record, 'Download the record', { download: links.file }) : link(links.record, 'The record'),
        link(links.review(0), `Review ${four ? seatName(r, 0) : r.players[0]}`, { id: 'replay-review' }),
        four ? [1, 2, 3].map((seat) => link(links.review(seat), `Review ${seatName(r, seat)}`, { id: `replay-review-${seat}` })) : null,
        r.hints ? h('span', { class: 'muted', id: 'replay-hints' }, `${r.hints} ${r.hints === 1 ? 'hint was' : 'hints were'} used`) : null,
        r.undos ? h('span', { class: 'muted', id: 'replay-undos' }, `${r.undos} ${r.undos === 1 ? 'undo was' : 'undos were'} used`) : null,
      ),
    );
  }
  // ←/→ step through while the replay is on screen.
  const keys = (/** @type {KeyboardEvent} */ event) => {
    if (!root.isConnected) {
      document.removeEventListener('keydown', keys);
      return;
    }
    if (/** @type {HTMLElement} */ (event.target).tagName === 'SELECT') return;
    if (event.key === 'ArrowRight') step(at + 1);
    else if (event.key === 'ArrowLeft') step(at - 1);
    else return;
    event.preventDefault();
  };
  document.addEventListener('keydown', keys);
  draw();
  return root;
}
