// The pages around the tables: the leaderboard, a player's page (chips,
// rating over time, games) and the replay of any finished game.

import { muteToggle } from './chat.js';
import { language, shownName, t } from './i18n.js';
import { inviteCard } from './invite.js';
import { bounds, layoutFromHistory } from './layout.js';
import { parseMove } from './moves.js';
import { session } from './session.js';
import { gameLinks, handEndTitle, teamName, teamPoints } from './table-state.js';
import { el, tileGroup, tileSvg } from './tiles.js';
import { api, avatarBadge, h, link } from './ui.js';

/** @typedef {{rating: number, deviation: number}} Rated */
/** @typedef {{id: number, opponent: string, computer: boolean, result: string, reason: string, wager: number, score: number | null, opponent_score: number | null, hands: number, at: number, seat?: number, hints?: number, undos?: number}} PlayedGame */
/** @typedef {{id: number, name: string, status: string, place: number | null, entrants: number, prize: number}} EnteredTournament */
/** @typedef {{name: string, avatar: string, guest: boolean, chips: number, rating: number | null, deviation: number, played: number, wins: number, history: Rated[], games: PlayedGame[], tournaments?: EnteredTournament[], online?: boolean, muted?: boolean, computer?: string}} Profile */
/** @typedef {{hand_number: number, history: {player: number, action: string}[], hands: string[][], scores: number[], count: number, boneyard: number, hand_end: import('./table-state.js').HandEnd | null}} Frame */
/** @typedef {{players: string[], settings: {draw: number, target: number, wager: number}, result: {winner: number | null, reason: string} | null, hints?: number, undos?: number, frames: Frame[], chat?: {from: string, text: string, watcher: boolean}[]}} Replay */

const percent = (/** @type {number} */ part, /** @type {number} */ whole) => (whole ? t('pages-percent', { percent: Math.round((100 * part) / whole) }) : '–');
/** Wins and their share: "3 (60%)". @param {number} wins @param {number} games */
const won = (wins, games) => t('pages-wins', { wins, percent: percent(wins, games) });
/** A player's page, linked by their name as the room knows it; its text, the name as shown. */
const playerLink = (/** @type {string} */ name) => link(`#player/${encodeURIComponent(name)}`, shownName(name));

/** An action of the history in words: tiles and ends as written (`3-6 L`), drawing and passing said. @param {string} action */
const actionText = (action) => {
  const move = parseMove(action);
  if (move?.kind === 'draw') return move.tile ? t('pages-action-draw-tile', { tile: move.tile }) : t('pages-action-draw');
  if (move?.kind === 'pass') return t('pages-action-pass');
  return action;
};

/** A hand's label for screen readers: "ann holds 3-6 0-0", or that it holds nothing. @param {string} name @param {string[]} tiles */
const holds = (name, tiles) => t('pages-holds', { name, tiles: tiles.join(' '), count: tiles.length });

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
            h('th', {}, '#'),
            ['pages-player', 'pages-rating', 'pages-games', 'pages-won'].map((id) => h('th', {}, t(id))),
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
              h('td', {}, won(r.wins, r.games)),
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
      h('p', {}, t('pages-board-two-about')),
      board('leaderboard-two', two, (r) => `${Math.round(r.rating)} ± ${Math.round(r.deviation)}`, t('pages-board-two-empty')),
    ),
    team: h(
      'div',
      { id: 'board-team', role: 'tabpanel', hidden: true },
      h('p', {}, t('pages-board-team-about')),
      board('leaderboard-team', team, (r) => t('pages-team-rating', { rating: r.rating, uncertainty: r.uncertainty }), t('pages-board-team-empty')),
    ),
  };
  /** @type {Record<'two' | 'team', HTMLElement>} */
  const tabs = {
    two: h('button', { type: 'button', role: 'tab', id: 'tab-two', 'aria-selected': 'true' }, t('pages-tab-two')),
    team: h('button', { type: 'button', role: 'tab', id: 'tab-team', 'aria-selected': 'false' }, t('pages-tab-team')),
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
    h('h2', {}, t('pages-leaderboard')),
    h('p', { role: 'tablist', class: 'tabs' }, tabs.two, ' ', tabs.team),
    panels.two,
    panels.team,
  );
}

/** The rating after each rated game, from the first 1500 ± 350, as a line
 * with its ± band.
 * @param {Rated[]} rated */
function ratingChart(rated) {
  if (!rated.length) return h('p', { class: 'muted' }, t('pages-chart-empty'));
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
  const svg = el('svg', { class: 'chart', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': t('pages-chart-label', { count: rated.length, first, last }) });
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
      h('h2', {}, avatarBadge(p.avatar), ' ', shownName(p.name)),
      h('p', { id: 'presence', class: p.online ? 'online' : 'muted' }, p.online ? t('pages-online') : t('pages-not-online')),
      // A registered player may invite another: told at once if online, else
      // when they next open the room (the invitation waits while the table does).
      session.me && !session.me.guest && !p.guest && !p.computer && p.name !== session.me.name ? inviteCard(p.name) : null,
      // A registered player sees whether they muted this one, and undoes it here.
      session.me && !session.me.guest && !p.guest && p.name !== session.me.name ? muteToggle(p.name, Boolean(p.muted)) : null,
      h(
        'dl',
        { class: 'facts' },
        fact(t('pages-chips'), p.guest ? t('pages-chips-guest') : p.chips),
        fact(t('pages-rating'), p.rating == null ? t('pages-unrated') : `${Math.round(p.rating)} ± ${Math.round(p.deviation)}`),
        fact(t('pages-games-played'), p.played),
        fact(t('pages-won'), won(p.wins, p.played)),
      ),
      h('h3', {}, t('pages-rating')),
      ratingChart(p.history),
    ),
    p.tournaments?.length
      ? h(
          'div',
          { class: 'card' },
          h('h3', {}, t('pages-tournaments')),
          h(
            'ul',
            { id: 'player-tournaments' },
            p.tournaments.map((e) =>
              h(
                'li',
                {},
                link(`#tournament/${e.id}`, e.name),
                ` · ${e.place ? t('pages-place-of', { place: e.place, entrants: e.entrants }) : t('pages-tournament-status', { status: e.status })}`,
                e.prize ? ` · ${t('pages-won-chips', { count: e.prize })}` : '',
              ),
            ),
          ),
        )
      : null,
    h(
      'div',
      { class: 'card' },
      h('h3', {}, t('pages-games')),
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
                ['pages-when', 'pages-opponent', 'pages-result', 'pages-score', 'pages-wager'].map((id) => h('th', {}, t(id))),
                h('th', {}, ''),
              ),
            ),
            h(
              'tbody',
              {},
              p.games.map((g) =>
                h(
                  'tr',
                  { 'data-game': g.id },
                  h('td', {}, new Date(g.at * 1000).toLocaleDateString(language)),
                  h('td', {}, g.computer ? shownName(g.opponent) : playerLink(g.opponent)),
                  h('td', { class: g.result }, t('pages-game-result', { result: g.result, reason: g.reason })),
                  h('td', {}, g.score == null ? '' : `${g.score}–${g.opponent_score}`),
                  h('td', {}, g.wager ? `${g.wager}` : ''),
                  h(
                    'td',
                    {},
                    g.hands > 0
                      ? [
                          link(`#replay/${g.id}`, t('pages-watch')),
                          ' ',
                          link(`#review/${g.id}/${g.seat ?? 0}`, t('pages-review')),
                          ' ',
                          link(`/api/games/${g.id}/record`, t('pages-record'), { download: `game-${g.id}.json` }),
                          g.hints ? h('span', { class: 'muted hints' }, ` · ${t('pages-hints', { count: g.hints })}`) : null,
                          g.undos ? h('span', { class: 'muted undos' }, ` · ${t('pages-undos', { count: g.undos })}`) : null,
                        ]
                      : t('pages-ended-before-deal'),
                  ),
                ),
              ),
            ),
          )
        : h('p', {}, t('pages-no-games')),
    ),
  );
}

/** How long each frame stays on screen while the replay plays by itself, and its name's message. @type {[number, string][]} */
const SPEEDS = [
  [2000, 'pages-speed-slow'],
  [1000, 'pages-speed-normal'],
  [500, 'pages-speed-fast'],
  [200, 'pages-speed-fastest'],
];

/**
 * A game of four (docs/rules.md section 9): seats 0 and 2 (team 0) against
 * seats 1 and 3 (team 1). @param {Replay} r
 */
export const isFourGame = (r) => r.players.length === 4;

/** A seat's player's name as shown (a computer's in the language shown). @param {Replay} r @param {number} seat */
const shown = (r, seat) => shownName(r.players[seat]);

/**
 * The replay seen as a watcher's table update of seat 0, so that the
 * table's own words for four (table-state.js: teams, hand ends) tell it
 * (the names as the room sent them: table-state.js shows them).
 * @param {Replay} r
 * @returns {import('./table-state.js').TableUpdate}
 */
const asUpdate = (r) =>
  /** @type {any} */ ({ seat: 0, watching: true, players: r.players.map((name) => ({ name, avatar: '', bot: false })), settings: r.settings });

/** "ann & Expert bot" (team 0: seats 0 and 2) @param {Replay} r @param {number} team */
export const team = (r, team) => teamName(asUpdate(r), team);

/** A seat, told apart at four (two computers may share a name): "Easy bot (seat 2)". @param {Replay} r @param {number} seat */
export const seatName = (r, seat) => (isFourGame(r) ? t('pages-seat-name', { name: shown(r, seat), seat: seat + 1 }) : shown(r, seat));

/** The game's title: "ann v Easy bot"; at four, by team: "ann & Expert bot v Easy bot & Hard bot". @param {Replay} r */
export const replayTitle = (r) => t('pages-versus', isFourGame(r) ? { first: team(r, 0), second: team(r, 1) } : { first: shown(r, 0), second: shown(r, 1) });

/**
 * How a hand of four ended: who went out or won the block, what each team
 * scored, every seat's pips (table-state.js's words, seat numbers for places).
 * @param {Replay} r @param {import('./table-state.js').HandEnd} end
 */
export function handEndOfFour(r, end) {
  const u = asUpdate(r);
  const title = handEndTitle(u, end);
  const pips = end.pips.map((p, seat) => `${seatName(r, seat)} ${p}`).join(', ');
  if (end.winner == null || end.kind === 'target') return t('pages-hand-end-of-four', { title, pips });
  return t('pages-hand-end-of-four-points', { title, points: teamPoints(u, end), pips });
}

/** How a game of four ended: the winner is a team. @param {Replay} r @param {Frame} last */
function endingOfFour(r, last) {
  const result = r.result;
  const scores = t('pages-final-scores', { first: team(r, 0), firstScore: last.scores[0], second: team(r, 1), secondScore: last.scores[1] });
  if (!result) return `${t('pages-not-finished')} ${scores}`;
  if (result.winner == null) return `${t('pages-abandoned')} ${scores}`;
  const how = t('pages-over-four', { reason: result.reason, winners: team(r, result.winner), losers: team(r, 1 - result.winner), target: r.settings.target });
  return `${how} ${scores}`;
}

/**
 * How the game ended, for the replay's last frame.
 * @param {Replay} r
 * @param {Frame} last
 */
export function ending(r, last) {
  if (isFourGame(r)) return endingOfFour(r, last);
  const result = r.result;
  const scores = t('pages-final-scores', { first: shown(r, 0), firstScore: last.scores[0], second: shown(r, 1), secondScore: last.scores[1] });
  if (!result) return `${t('pages-not-finished')} ${scores}`;
  if (result.winner == null) return `${r.settings.wager ? t('pages-abandoned-wager') : t('pages-abandoned')} ${scores}`;
  const how = t('pages-over', { reason: result.reason, winner: shown(r, result.winner), loser: shown(r, 1 - result.winner), target: r.settings.target });
  return `${how} ${scores}`;
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
  const playButton = h('button', { id: 'replay-play', class: 'primary', 'aria-pressed': 'false', onclick: () => (timer ? pause() : start()) }, t('pages-play'));
  const pause = () => {
    if (timer) clearInterval(timer);
    timer = null;
    playButton.textContent = t('pages-play');
    playButton.setAttribute('aria-pressed', 'false');
  };
  const start = () => {
    if (at === frames.length - 1) go(0);
    pause();
    timer = setInterval(() => {
      if (root.isConnected && at < frames.length - 1) go(at + 1);
      if (!root.isConnected || at >= frames.length - 1) pause();
    }, speed);
    playButton.textContent = t('pages-pause');
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
    SPEEDS.map(([ms, name]) => h('option', { value: ms, selected: ms === speed }, t(name))),
  );
  const root = h(
    'div',
    { id: 'replay' },
    content,
    h('div', { class: 'controls replay-controls replay-auto' }, playButton, h('label', {}, t('pages-speed'), speedSelect)),
    // The table's chat, as text (never HTML).
    r.chat?.length
      ? h(
          'div',
          { class: 'card', id: 'replay-chat' },
          h('h3', {}, t('pages-chat')),
          h(
            'ol',
            { class: 'chat-lines' },
            r.chat.map((m) => h('li', {}, h('strong', {}, shownName(m.from)), m.watcher ? ` ${t('pages-chat-watching')}` : '', ': ', m.text)),
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
    const name = shown(r, seat);
    return h(
      'div',
      { class: 'replay-seat', 'data-seat': seat },
      h('span', { class: 'name' }, name),
      h('span', { class: 'score', 'aria-label': t('pages-score-of', { name }) }, String(frame.scores[seat])),
      h(
        'span',
        { class: 'replay-hand', 'aria-label': holds(name, frame.hands[seat]) },
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
      h('span', { class: 'score', 'aria-label': t('pages-score-of', { name: team(r, seat % 2) }) }, String(frame.scores[seat % 2])),
      h(
        'span',
        { class: 'replay-hand', 'aria-label': holds(name, frame.hands[seat]) },
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
        ? t('pages-caption-tied')
        : end.kind === 'target'
          ? t('pages-caption-target', {
              seat: seatName(r, /** @type {any} */ (last)?.player ?? end.winner),
              action: last ? actionText(last.action) : '',
              winner: shown(r, end.winner),
              target: r.settings.target,
            })
          : t(end.kind === 'domino' ? 'pages-caption-domino' : 'pages-caption-block', {
              winner: shown(r, end.winner),
              points: end.points,
              pips: end.pips[0],
              otherPips: end.pips[1],
            });
    }
    if (!last) return t('pages-caption-dealt', { hand: frame.hand_number + 1 });
    return t('pages-caption-action', { seat: seatName(r, last.player), action: actionText(last.action), count: frame.count });
  }

  function draw() {
    const frame = frames[at];
    const { tiles } = layoutFromHistory(frame.history);
    const box = bounds(tiles);
    const svg = el('svg', {
      class: 'layout',
      viewBox: `${box.x} ${box.y} ${box.w} ${box.h}`,
      role: 'img',
      'aria-label': t('pages-layout-label', { count: frame.count }),
    });
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
          `${t(r.settings.wager ? 'pages-replay-settings-wager' : 'pages-replay-settings', { draw: r.settings.draw, target: r.settings.target, wager: r.settings.wager })} `,
          r.result
            ? r.result.winner == null
              ? t('pages-replay-abandoned')
              : four
                ? t('pages-replay-won-team', { winners: team(r, r.result.winner), reason: r.result.reason })
                : t('pages-replay-won', { winner: shown(r, r.result.winner), reason: r.result.reason })
            : '',
        ),
      ),
      h(
        'section',
        { class: 'table replay-table', 'aria-label': t('pages-replay') },
        // At four, seat 0's partner (seat 2) across the top, seats 1 and 3 on either side.
        four ? seatRow(2, frame) : seatRow(1, frame),
        four ? h('div', { class: 'replay-sides' }, seatRow(1, frame), seatRow(3, frame)) : null,
        h('div', { class: 'board' }, h('div', { class: 'count' }, t('pages-count-boneyard', { count: frame.count, boneyard: frame.boneyard })), svg),
        seatRow(0, frame),
      ),
      h('p', { class: 'caption', 'aria-live': 'polite', id: 'replay-caption' }, over ? `${caption(frame)} ${ending(r, frame)}` : caption(frame)),
      h(
        'div',
        { class: 'controls replay-controls' },
        button(t('pages-previous-hand-button'), starts[Math.max(0, hand - 1)] ?? 0, { id: 'replay-previous-hand', 'aria-label': t('pages-previous-hand') }),
        button(t('pages-back-button'), at - 1, { id: 'replay-back', 'aria-label': t('pages-back') }),
        h('span', { id: 'replay-step' }, `${at + 1} / ${frames.length}`),
        button(t('pages-forward-button'), at + 1, { id: 'replay-forward', 'aria-label': t('pages-forward') }),
        button(t('pages-next-hand-button'), starts[hand + 1] ?? frames.length - 1, { id: 'replay-next-hand', 'aria-label': t('pages-next-hand') }),
        h(
          'label',
          {},
          t('pages-jump-to'),
          h(
            'select',
            { id: 'replay-hand', onchange: (/** @type {Event} */ e) => step(starts[Number(/** @type {HTMLSelectElement} */ (e.target).value)]) },
            starts.map((_, k) => h('option', { value: k, selected: k === hand }, t('pages-hand-number', { hand: k + 1 }))),
          ),
        ),
        links.file ? link(links.record, t('pages-download-record'), { download: links.file }) : link(links.record, t('pages-the-record')),
        link(links.review(0), t('pages-review-of', { name: four ? seatName(r, 0) : shown(r, 0) }), { id: 'replay-review' }),
        four ? [1, 2, 3].map((seat) => link(links.review(seat), t('pages-review-of', { name: seatName(r, seat) }), { id: `replay-review-${seat}` })) : null,
        r.hints ? h('span', { class: 'muted', id: 'replay-hints' }, t('pages-hints-used', { count: r.hints })) : null,
        r.undos ? h('span', { class: 'muted', id: 'replay-undos' }, t('pages-undos-used', { count: r.undos })) : null,
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
