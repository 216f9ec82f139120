// A table's state, pure and DOM-free (as chessground keeps its state apart
// from its rendering): `receive` turns each server update into the new
// state, what to announce and what to play; `view` says what to draw;
// `gesture` turns the player's click, drag or key into the message to send.
// The server holds the rules: every move sent is one of `legal`.

import { verifyHandEnd } from './fairness.js';
import { shownName, t } from './i18n.js';
import { bounds, endsFor, isPlayable, layoutFromHistory } from './layout.js';
import { legalPlay, parseMove, parseTile, pipsOf, sameTile } from './moves.js';

/** @typedef {import('./moves.js').End} End */
/** @typedef {{name: string, avatar: string, bot: boolean}} Player */
/** @typedef {{player: number, action: string}} Entry */
/**
 * @typedef {{seat: number, draw: number, target: number, hand_number: number, leader: number,
 *   hand: string[], tiles_left: number[], boneyard: number, ends: Partial<Record<End, number>>,
 *   spinner: string | null, count: number, scores: number[], history: Entry[]}} SeatState
 */
/** `team`: at a table of four, the winning team. @typedef {{kind: 'domino' | 'blocked' | 'target', winner: number | null, pips: number[], points: number, team?: number | null}} HandEnd */
/**
 * The server's table update (docs/protocol.md).
 * @typedef {{type: 'table', table: number, version: number, seat: number, status: 'open' | 'live' | 'over',
 *   settings: {draw: number, target: number, minutes: number | null, wager: number, private?: boolean},
 *   players: (Player | null)[], present?: boolean[], state: SeatState | null, turn: number | null,
 *   legal: string[], clocks_ms: (number | null)[] | null, clock_running: number | null,
 *   hand_end: HandEnd | null, revealed: string[][] | null,
 *   picking?: {picked: number[], of: number, face_down: number} | null,
 *   result?: {winner: number | null, reason: string, wager: number} | null,
 *   rematch?: {wanted: boolean[], table: number | null} | null,
 *   fairness?: {hand_counter: number, commitment: string, server_seed: string | null, client_seeds: string[] | null} | null,
 *   undo?: boolean, watchers?: number, watching?: boolean, key?: string,
 *   tournament?: {game: number, id: number, round: number}}} TableUpdate
 */
/** A hint from the server for one version of the table (docs/review.md). @typedef {{version: number, move: string, reason: string}} Hint */
/**
 * @typedef {{table: number, links: GameLinks, update: TableUpdate | null, receivedAt: number, selected: string | null,
 *   order: string[], sentVersion: number | null, seen: number, handNumber: number | null,
 *   fresh: number, burst: number, endIndex: number, opponentAway: boolean, error: string, verified: string,
 *   hint?: Hint | null, hinting?: number | null, undoing?: number | null, rematchAsked?: number | null, joining?: boolean}} TableState
 */
/** @typedef {'laid' | 'score' | 'turn' | 'tick' | 'started'} Sound */
/**
 * What an update asks of the page besides drawing it.
 * @typedef {{announce: string | null, sounds: Sound[], refreshMe: boolean, send: object | null,
 *   focus: 'hand-end' | 'game-over' | null}} Effects
 */
/**
 * A player's gesture.
 * @typedef {{type: 'select', tile: string} | {type: 'choose', tile: string} | {type: 'play', tile: string | null, end: End | null}
 *   | {type: 'boneyard'} | {type: 'pick-for-me'} | {type: 'auto-draw'} | {type: 'next'} | {type: 'resign'}
 *   | {type: 'rematch'} | {type: 'cancel'} | {type: 'sort'} | {type: 'move-tile', tile: string, before: string | null}
 *   | {type: 'verify'} | {type: 'change-seed'} | {type: 'hint'} | {type: 'undo'} | {type: 'key', key: string} | {type: 'take-seat'}} Gesture
 */

/** A clock below this is shown as low, and ticks. */
export const LOW_TIME_MS = 20_000;

/**
 * Where a game's replay, reviews and record are, and the way back from its
 * table: the room's routes, or an offline game's pages (offline.js).
 * `file`: the record's file name when `record` is a download; null when it
 * is a page. `offline`: a game in this page, not rated.
 * @typedef {{replay: string, review: (seat: number) => string, record: string, file: string | null,
 *   back: {href: string, label: string}, offline: boolean}} GameLinks
 */
/** @param {number} table @returns {GameLinks} */
export const gameLinks = (table) => ({
  replay: `#replay/${table}`,
  review: (seat) => `#review/${table}/${seat}`,
  record: `/api/games/${table}/record`,
  file: `game-${table}.json`,
  back: { href: '#', label: t('table-lobby') },
  offline: false,
});

/**
 * A table just opened, before its first update.
 * @param {number} table
 * @param {GameLinks} [links]
 * @returns {TableState}
 */
export const initialTable = (table, links = gameLinks(table)) => ({
  table,
  links,
  update: null,
  receivedAt: 0,
  selected: null,
  order: [],
  sentVersion: null,
  seen: 0,
  handNumber: null,
  fresh: 0,
  burst: 0,
  endIndex: 0,
  opponentAway: false,
  error: '',
  verified: '',
  hint: null,
  hinting: null,
  undoing: null,
  // The version a rematch was asked at, and whether the seat is being taken:
  // the button stays disabled until the answer, so a double click asks once.
  rematchAsked: null,
  joining: false,
});

/**
 * Whether the player may ask for a hint now: their turn, against the
 * computer, with no wager (the server refuses the rest), and not asked
 * already at this version.
 * @param {TableState} state
 */
export const mayHint = (state) => {
  const u = state.update;
  return Boolean(
    u &&
      isMyTurn(u) &&
      !isFour(u) &&
      u.players[1 - u.seat]?.bot &&
      !u.settings.wager &&
      state.sentVersion !== u.version &&
      state.hinting !== u.version &&
      state.hint?.version !== u.version,
  );
};

/**
 * Whether the player may take back their last play now: a practice game
 * (the computer, no clock, no wager: the server says so with `undo`), a
 * play of this hand to take back, and no undo already asked at this version.
 * @param {TableState} state
 */
export const mayUndo = (state) => {
  const u = state.update;
  return Boolean(u && u.status === 'live' && u.undo === true && state.undoing !== u.version);
};

/**
 * The server's hint for `version`: kept (and its tile chosen, its end lit)
 * only while the table is still at that version.
 * @param {TableState} state
 * @param {number} version
 * @param {{move: string, reason: string}} answer
 * @returns {TableState}
 */
export function receiveHint(state, version, answer) {
  const u = state.update;
  if (!u || u.version !== version) return { ...state, hinting: null };
  const hint = { version, move: answer.move, reason: answer.reason };
  const move = parseMove(answer.move);
  if (!move || (move.kind !== 'play' && move.kind !== 'lead') || !move.tile) return { ...state, hint, hinting: null };
  const ends = endsFor(move.tile, u.legal);
  const at = move.kind === 'play' && move.end ? ends.indexOf(move.end) : -1;
  // The keyboard's end is `endIndex % ends` once above 0: the hinted end, lit as if hovered.
  return { ...state, hint, hinting: null, selected: move.tile, endIndex: at < 0 ? 0 : at + ends.length };
}

/**
 * The hint's line under the prompt: "Hint: 3-6 on the top end — scores 10 now".
 * @param {Hint} hint
 */
export function hintLine(hint) {
  const move = parseMove(hint.move);
  const reason = hint.reason;
  if (move?.kind === 'play') return t('table-hint-play', { tile: move.tile, end: move.end, reason });
  if (move?.kind === 'lead') return t('table-hint-lead', { tile: move.tile, reason });
  if (move?.kind === 'draw' && !move.tile) return t('table-hint-draw', { reason });
  if (move?.kind === 'pass') return t('table-hint-pass', { reason });
  return t('table-hint-other', { move: hint.move, reason });
}

/**
 * The hand in the player's own order: tiles kept where they were put, new
 * ones added at the right.
 * @param {string[]} order
 * @param {string[]} hand
 */
export function arrange(order, hand) {
  const kept = order.filter((t) => hand.some((h) => sameTile(h, t)));
  return [...kept, ...hand.filter((t) => !kept.some((k) => sameTile(k, t)))];
}

/** Whether the table seats four in two partnerships (docs/rules.md section 9). @param {TableUpdate} u */
export const isFour = (u) => u.players.length === 4;

/**
 * Where each seat sits, seen from the reader's (a watcher's: seat 0's). Play
 * goes clockwise, seen from above: the seat after yours plays next and sits
 * on your left, your partner (two seats on) across the top, the seat before
 * yours on your right. Answers 'me', 'left', 'partner' or 'right'.
 * @param {TableUpdate} u @param {number} seat
 */
export const placeOf = (u, seat) => /** @type {const} */ (['me', 'left', 'partner', 'right'])[(seat - u.seat + 4) % 4];

/** The seats in the order they are drawn: yours (bottom), left, partner (top), right. @param {TableUpdate} u */
export const seatsAround = (u) => [0, 1, 2, 3].map((k) => (u.seat + k) % 4);

/** A seat's team at a table of four (seats 0 and 2 are team 0). @param {number} seat */
const teamOf = (seat) => seat % 2;

/** A seat's player's name as shown (a computer's in the language shown), or undefined. @param {TableUpdate} u @param {number} seat */
const shownAt = (u, seat) => {
  const name = u.players[seat]?.name;
  return name == null ? undefined : shownName(name);
};

/** @param {TableUpdate} u @param {number} seat */
const nameOf = (u, seat) => {
  const name = shownAt(u, seat);
  if (!isFour(u)) return name ?? (seat === u.seat && !u.watching ? t('table-you') : t('table-opponent'));
  if (isMine(u, seat)) return t('table-you');
  // Two computers of one level share a name: the place tells them apart
  // (a watcher's, the seat's number). Not the reader's, so never 'me'.
  if (u.watching) return name ? t('table-name-at-seat', { name, seat: seat + 1 }) : t('table-seat', { seat: seat + 1 });
  const place = placeOf(u, seat);
  return name ? t('table-name-at-place', { name, place }) : t('table-place', { place });
};

/**
 * Names as one subject, in the language shown: "ann", "ann and bob",
 * "ann and bob and cy".
 * @param {string[]} names
 */
const together = (names) => names.reduce((all, name) => t('table-names-and', { first: all, second: name }));

/** Whether `seat` is the reader's own (never for a watcher). @param {TableUpdate} u @param {number} seat */
const isMine = (u, seat) => seat === u.seat && !u.watching;

/** Whether `team` is the reader's (never a watcher's). @param {TableUpdate} u @param {number} team */
const isMyTeam = (u, team) => isMine(u, team) || isMine(u, team + 2);

/** A seat's player's name, or "a player" for an empty seat. @param {TableUpdate} u @param {number} seat */
const playerName = (u, seat) => shownAt(u, seat) ?? t('table-a-player');

/** The reader's partner at a table of four, named. @param {TableUpdate} u */
const partnerName = (u) => playerName(u, (u.seat + 2) % 4);

/** A team's players, named: "You & Expert bot", "Easy bot & Hard bot". @param {TableUpdate} u @param {number} team */
export const teamName = (u, team) =>
  isMyTeam(u, team) ? t('table-team-yours', { partner: partnerName(u) }) : t('table-team', { first: playerName(u, team), second: playerName(u, team + 2) });

/** The reader's team first (a watcher's: seat 0's). @param {TableUpdate} u */
const teamsInOrder = (u) => [teamOf(u.seat), 1 - teamOf(u.seat)];

/** "ann 45 · Easy bot 30"; at four, per team: "You & Expert bot: 35 · Easy bot & Hard bot: 20". @param {TableUpdate} u */
export const scoreLine = (u) =>
  isFour(u)
    ? teamsInOrder(u)
        .map((team) => t('table-team-score', { team: teamName(u, team), score: u.state?.scores[team] ?? 0 }))
        .join(' · ')
    : [0, 1].map((s) => t('table-player-score', { name: nameOf(u, s), score: u.state?.scores[s] ?? 0 })).join(' · ');

/**
 * How a hand ended, in words.
 * @param {TableUpdate} u
 * @param {HandEnd} end
 */
export function handEndTitle(u, end) {
  if (end.winner == null) return t('table-end-tie');
  const name = nameOf(u, end.winner);
  const mine = isMine(u, end.winner);
  const { points } = end;
  const target = u.settings.target;
  if (isFour(u)) {
    const won = end.team ?? teamOf(end.winner);
    const team = teamName(u, won);
    if (end.kind === 'domino') return mine ? t('table-end-you-domino-team', { team, points }) : t('table-end-domino-team', { name, team, points });
    // The reader's team is "you" in most languages' grammar, not a third person.
    const partner = partnerName(u);
    if (end.kind === 'blocked') return isMyTeam(u, won) ? t('table-end-blocked-your-team', { partner, points }) : t('table-end-blocked-team', { team, points });
    return isMyTeam(u, won) ? t('table-end-target-your-team', { partner, target }) : t('table-end-target-team', { team, target });
  }
  if (end.kind === 'domino') return mine ? t('table-end-you-domino', { points }) : t('table-end-domino', { name, points });
  if (end.kind === 'blocked') return mine ? t('table-end-blocked-you', { points }) : t('table-end-blocked', { name, points });
  return mine ? t('table-end-target-you', { target }) : t('table-end-target', { name, target });
}

/**
 * The game's result, in words.
 * @param {TableUpdate} u
 */
export function resultTitle(u) {
  const r = u.result;
  if (!r || r.winner == null) return t('table-result-abandoned');
  // How it was won, as the messages select it: on time, by resignation, or at the final score.
  const how = r.reason === 'time' || r.reason === 'resign' ? r.reason : 'other';
  const wager = u.settings.wager;
  /** What the reader's chips did, after the result. @param {boolean} won */
  const stake = (won) => t(won ? 'table-stake-won' : 'table-stake-lost', { count: wager });
  // At four the winner is a team: you win when yours does (and, at a wager, one opponent's stake).
  if (isFour(u)) {
    const team = teamName(u, r.winner);
    if (u.watching) return t('table-result-team-wins', { team, how });
    const won = r.winner === teamOf(u.seat);
    const title = won ? t('table-result-your-team-wins', { team, how }) : t('table-result-your-team-loses', { team, how });
    return wager ? `${title} · ${stake(won)}` : title;
  }
  const title = isMine(u, r.winner) ? t('table-result-you-win', { how }) : t('table-result-wins', { name: nameOf(u, r.winner), how });
  return wager && !u.watching ? `${title} · ${stake(r.winner === u.seat)}` : title;
}

/**
 * One history entry, told: "bob played 3-5 on the left".
 * @param {TableUpdate} u
 * @param {Entry} entry
 */
function tell(u, entry) {
  const mine = isMine(u, entry.player);
  const name = mine ? t('table-you') : nameOf(u, entry.player);
  const move = parseMove(entry.action);
  if (!move) return t('table-told-other', { name, action: entry.action });
  if (move.kind === 'lead') return mine ? t('table-told-you-led', { tile: move.tile }) : t('table-told-led', { name, tile: move.tile });
  if (move.kind === 'play')
    return mine ? t('table-told-you-played', { tile: move.tile, end: move.end }) : t('table-told-played', { name, tile: move.tile, end: move.end });
  if (move.kind === 'draw') {
    const tile = entry.player === u.seat && move.tile ? move.tile : null;
    if (tile) return mine ? t('table-told-you-drew-tile', { tile }) : t('table-told-drew-tile', { name, tile });
    return mine ? t('table-told-you-drew') : t('table-told-drew', { name });
  }
  return mine ? t('table-told-you-passed') : t('table-told-passed', { name });
}

/**
 * A new update: the new state, and what to announce, play and send.
 * @param {TableState} state
 * @param {TableUpdate} update
 * @param {{now: number, alwaysAutoDraw: boolean}} options
 * @returns {{state: TableState, effects: Effects}}
 */
export function receive(state, update, { now, alwaysAutoDraw }) {
  // A waiting table has no moves yet.
  const u = { ...update, legal: update.legal ?? [] };
  const before = state.update;
  const s = u.state;
  const handNumber = s?.hand_number ?? null;
  const seen = handNumber === state.handNumber ? Math.min(state.seen, s?.history.length ?? 0) : 0;
  const fresh = s ? s.history.slice(seen) : [];
  /** @type {Sound[]} */
  const sounds = [];
  /** @type {string[]} */
  const news = [];
  const four = isFour(u);
  const other = four ? (u.seat + 1) % 4 : 1 - u.seat;

  const told = fresh.filter((e) => e.player !== u.seat || parseMove(e.action)?.kind === 'draw');
  if (told.length) news.push(t('table-news-moves', { moves: told.map((e) => tell(u, e)).join(', '), total: s?.count ?? 0 }));
  const placed = fresh.filter((e) => {
    const k = parseMove(e.action)?.kind;
    return k === 'lead' || k === 'play';
  }).length;
  if (placed) sounds.push('laid');
  // A score during the hand (the hand's end is told below, with its bonus).
  let burst = 0;
  if (before?.state && s && handNumber === before.state.hand_number && !u.hand_end) {
    for (const seat of [0, 1]) {
      const gained = s.scores[seat] - before.state.scores[seat];
      if (gained > 0) {
        burst = gained;
        // At four the scores are the teams' (seat is then a team).
        news.push(
          four
            ? isMyTeam(u, seat)
              ? t('table-news-your-team-scores', { partner: partnerName(u), points: gained })
              : t('table-news-team-scores', { team: teamName(u, seat), points: gained })
            : isMine(u, seat)
              ? t('table-news-you-score', { points: gained })
              : t('table-news-scores', { name: nameOf(u, seat), points: gained }),
        );
        sounds.push('score');
      }
    }
  }
  // The people at the table besides the reader (at two, the opponent).
  const others = four ? u.players.flatMap((p, seat) => (p && !p.bot && !isMine(u, seat) ? [seat] : [])) : [other];
  const gone = others.filter((p) => u.players[p] && !u.players[p]?.bot && u.present && !u.present[p]);
  const away = gone.length > 0;
  if (away !== state.opponentAway && (four ? others.length : u.players[other]))
    news.push(
      away
        ? t('table-news-gone', { count: gone.length, names: together(gone.map((p) => nameOf(u, p))) })
        : t('table-news-back', { count: others.length, names: together(others.map((p) => nameOf(u, p))) }),
    );

  /** @type {Effects['focus']} */
  let focus = null;
  if (u.hand_end && u.status !== 'over' && !before?.hand_end) {
    news.push(t('table-news-hand-over', { title: handEndTitle(u, u.hand_end), scores: scoreLine(u) }));
    focus = 'hand-end';
  }
  if (u.status === 'over' && before?.status !== 'over') {
    news.push(t('table-news-game-over', { title: resultTitle(u), scores: scoreLine(u) }));
    focus = 'game-over';
  }
  if (u.status === 'live' && before?.status === 'open') news.push(four ? t('table-news-all-seated') : t('table-news-joined', { name: nameOf(u, other) }));
  const myTurn = isMyTurn(u);
  if (myTurn && !(before && isMyTurn(before) && before.state?.hand_number === handNumber)) {
    news.push(u.legal.includes('draw') && u.legal.length === 1 ? t('table-news-your-turn-draw') : t('table-news-your-turn'));
    sounds.push('turn');
  }

  const hand = s?.hand ?? [];
  const selected =
    state.selected && hand.some((t) => sameTile(t, /** @type {string} */ (state.selected))) && isPlayable(state.selected, u.legal) ? state.selected : null;
  let sentVersion = state.sentVersion;
  /** @type {object | null} */
  let send = null;
  if (alwaysAutoDraw && u.legal.length === 1 && u.legal[0] === 'draw' && sentVersion !== u.version) {
    send = { type: 'auto_draw', table: u.table, version: u.version };
    sentVersion = u.version;
  }
  return {
    state: {
      ...state,
      update: u,
      receivedAt: now,
      selected,
      order: arrange(state.order, hand),
      sentVersion,
      seen: s?.history.length ?? 0,
      handNumber,
      fresh: placed,
      burst,
      endIndex: 0,
      opponentAway: away,
      error: '',
      // A hand's check stays shown until the next hand.
      verified: u.hand_end && before?.hand_end && handNumber === state.handNumber ? state.verified : '',
    },
    effects: { announce: news.length ? news.join(' ') : null, sounds, refreshMe: before?.status !== u.status, send, focus },
  };
}

/** @param {TableUpdate} u */
const isMyTurn = (u) => u.status === 'live' && !u.picking && !u.hand_end && u.turn === u.seat && u.legal.length > 0;

/**
 * Once an update has been drawn, its new tiles and score are no longer new:
 * drawing the table again (a tile chosen) does not replay their arrival.
 * @param {TableState} state
 * @returns {TableState}
 */
export const settled = (state) => ({ ...state, fresh: 0, burst: 0 });

/**
 * An error the server sent (a refused message): shown until the next update.
 * @param {TableState} state
 * @param {string} message
 * @returns {TableState}
 */
export const receiveError = (state, message) => ({ ...state, error: message, sentVersion: null, rematchAsked: null });

/**
 * A clock's text and whether it is low.
 * @param {number | null | undefined} ms
 */
export function clockView(ms) {
  if (ms == null) return null;
  const left = Math.max(0, ms);
  const seconds = Math.ceil(left / 1000);
  return { text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, low: left < LOW_TIME_MS, seconds };
}

/**
 * Each seat's clock now, counting down the running one since the update.
 * @param {TableState} state
 * @param {number} now
 */
export function clocksAt(state, now) {
  const u = state.update;
  if (!u?.clocks_ms) return null;
  return u.clocks_ms.map((ms, seat) => clockView(ms == null ? null : seat === u.clock_running && u.status === 'live' ? ms - (now - state.receivedAt) : ms));
}

/**
 * Whether the player's own running clock crossed a whole second while low
 * (between `then` and `now`): time for a tick.
 * @param {TableState} state
 * @param {number} then
 * @param {number} now
 */
export function tickDue(state, then, now) {
  const u = state.update;
  if (!u || u.clock_running !== u.seat || u.status !== 'live') return false;
  const [a, b] = [clocksAt(state, then)?.[u.seat], clocksAt(state, now)?.[u.seat]];
  return Boolean(a && b?.low && b.seconds > 0 && b.seconds !== a.seconds);
}

/**
 * What the player is asked to do now.
 * @param {TableState} state
 */
export function prompt(state) {
  const u = state.update;
  if (!u) return t('table-opening');
  const four = isFour(u);
  const other = four ? (u.turn ?? u.seat) : 1 - u.seat;
  if (u.status === 'open') {
    if (u.watching) return four ? t('table-prompt-host-waits-players', { name: nameOf(u, 0) }) : t('table-prompt-host-waits-opponent', { name: nameOf(u, 0) });
    return four ? t('table-prompt-waiting-player') : t('table-prompt-waiting-second');
  }
  if (u.status === 'over') return resultTitle(u);
  if (u.hand_end) return t('table-prompt-hand-over', { title: handEndTitle(u, u.hand_end) });
  if (u.watching) return u.picking || u.turn == null ? t('table-prompt-picking') : t('table-prompt-to-play', { name: nameOf(u, u.turn) });
  if (u.picking) {
    const { picked, of } = u.picking;
    if (picked[u.seat] >= of) return four ? t('table-prompt-others-pick') : t('table-prompt-waiting-pick', { name: nameOf(u, other) });
    return picked[u.seat] === 0 ? t('table-prompt-pick', { count: of }) : t('table-prompt-pick-more', { count: of - picked[u.seat] });
  }
  if (u.turn === u.seat && u.legal.length) return u.legal.includes('draw') ? t('table-prompt-draw') : t('table-prompt-your-turn');
  return t('table-prompt-waiting-for', { name: nameOf(u, other) });
}

/**
 * The game's terms, shown at all times: "Game to 150 · wager 50 chips".
 * @param {TableUpdate} u
 */
export const terms = (u) =>
  [
    t('table-terms-target', { target: u.settings.target }),
    u.settings.wager ? t('table-terms-wager', { count: u.settings.wager }) : t('table-terms-no-wager'),
    ...(u.settings.minutes ? [t('table-terms-minutes', { count: u.settings.minutes })] : []),
  ].join(' · ');

/**
 * The moves the player may still choose: none once one has been sent on
 * this version (until the next update).
 * @param {TableState} state
 */
export const movesNow = (state) => (state.update && state.sentVersion !== state.update.version ? state.update.legal : []);

/**
 * Everything the view draws.
 * @param {TableState} state
 * @param {{now: number, alwaysAutoDraw: boolean, seed?: string}} options
 */
export function view(state, { now, alwaysAutoDraw, seed = '' }) {
  const u = state.update;
  if (!u) return null;
  const seat = u.seat;
  const four = isFour(u);
  // At four, "the opponent" of the two-seat fields is the seat on your left.
  const other = four ? (seat + 1) % 4 : 1 - seat;
  /** @type {Pick<SeatState, 'hand' | 'history' | 'scores' | 'tiles_left' | 'boneyard' | 'count' | 'ends'>} */
  const s = u.state ?? { hand: [], history: [], scores: [0, 0], tiles_left: [0, 0], boneyard: 0, count: 0, ends: {} };
  // Once a move is sent on this version, nothing more is offered until the next update.
  const legal = movesNow(state);
  const clocks = clocksAt(state, now);
  const watching = Boolean(u.watching);
  /** @param {number} p */
  const player = (p) => ({
    seat: p,
    // The name as shown: a computer's in the language shown.
    name: shownAt(u, p) ?? null,
    avatar: u.players[p]?.avatar ?? null,
    away: Boolean(u.players[p] && !u.players[p]?.bot && u.present && !u.present[p] && u.status !== 'over'),
    onTurn: u.status === 'live' && !u.hand_end && !u.picking && u.turn === p,
    // At four the scores are the teams'.
    score: s.scores[four ? teamOf(p) : p] ?? 0,
    clock: clocks?.[p] ?? null,
    clockRunning: u.status === 'live' && u.clock_running === p,
  });

  const { tiles, targets } = layoutFromHistory(s.history);
  const lead = s.history.every((e) => {
    const k = parseMove(e.action)?.kind;
    return k !== 'lead' && k !== 'play';
  });
  const leadBox = { x: -1, y: -0.5, w: 2, h: 1 };
  // Every open end's spot counts in the frame, lit or not, so choosing a tile never rescales the board.
  const frame = bounds([...tiles, ...Object.values(targets).flatMap((b) => (b ? [b] : [])), ...(lead ? [leadBox] : [])]);
  const chosen = state.selected;
  const hintNow = state.hint && state.hint.version === u.version ? state.hint : null;
  const hintMove = hintNow ? parseMove(hintNow.move) : null;
  const hintTile = hintMove && (hintMove.kind === 'play' || hintMove.kind === 'lead') ? (hintMove.tile ?? null) : null;
  const litEnds = chosen
    ? [
        ...endsFor(chosen, legal)
          .flatMap((end) => (targets[end] ? [{ end, box: targets[end] }] : []))
          .map(({ end, box }) => ({
            end,
            box,
            move: /** @type {string} */ (legalPlay(legal, chosen, end)),
            label: s.ends?.[end] != null ? t('table-lit-end-showing', { tile: chosen, end, pips: s.ends[end] }) : t('table-lit-end', { tile: chosen, end }),
          })),
        ...(legalPlay(legal, chosen)
          ? [
              {
                end: /** @type {'lead'} */ ('lead'),
                box: leadBox,
                move: /** @type {string} */ (legalPlay(legal, chosen)),
                label: t('table-lit-lead', { tile: chosen }),
              },
            ]
          : []),
      ]
    : [];
  // The end the keyboard has chosen (↑/↓ move it) is shown as if hovered.
  const lit = litEnds.map((t, i) => ({ ...t, keyed: state.endIndex > 0 && i === state.endIndex % litEnds.length }));

  const picking = u.picking ?? null;
  const canPick = Boolean(!watching && picking && picking.picked[seat] < picking.of);
  const canDraw = !picking && legal.includes('draw') && state.sentVersion !== u.version;
  const playing = !watching && u.status === 'live' && !picking && !u.hand_end;
  const handEnd = u.hand_end && u.status !== 'over' ? u.hand_end : null;
  const tilesLeft = (/** @type {number} */ p) => (u.revealed?.[p] ?? []).slice();
  const rows =
    u.hand_end && u.revealed
      ? (four ? seatsAround(u) : [seat, other]).map((p) => ({
          seat: p,
          name: nameOf(u, p),
          tiles: tilesLeft(p),
          pips: u.hand_end?.pips[p] ?? tilesLeft(p).reduce((n, t) => n + pipsOf(t), 0),
        }))
      : [];

  return {
    table: u.table,
    links: state.links,
    status: u.status,
    prompt: prompt(state),
    terms: state.links.offline ? `${terms(u)} · ${t('table-terms-offline')}` : terms(u),
    wager: u.settings.wager,
    // A tournament's game: where it belongs (docs/tournaments.md).
    tournament: u.tournament
      ? {
          href: `#tournament/${u.tournament.id}`,
          label:
            u.tournament.game > 1
              ? t('table-tournament-match-game', { round: u.tournament.round, game: u.tournament.game })
              : t('table-tournament-game', { round: u.tournament.round }),
        }
      : null,
    error: state.error,
    count: s.count,
    players: { me: player(seat), opponent: player(other) },
    opponentTiles: s.tiles_left[other] ?? 0,
    // A table of four: every seat in its place (yours, left, partner, right), with its team and tiles.
    places: four
      ? seatsAround(u).map((p) => ({
          ...player(p),
          place: placeOf(u, p),
          label: nameOf(u, p),
          team: teamOf(p),
          tiles: s.tiles_left[p] ?? 0,
        }))
      : null,
    // The teams' scores, the reader's first: "You & Expert bot: 35 · Easy bot & Hard bot: 20".
    teams: four ? scoreLine(u) : null,
    // A watcher sees seat 0's tiles face down, and the players how many watch.
    watching,
    myTiles: s.tiles_left[seat] ?? 0,
    watchers: u.watchers ?? 0,
    layout: { tiles, frame, lit, fresh: state.fresh, burst: state.burst },
    hand: arrange(state.order, s.hand).map((tile) => ({
      tile,
      playable: isPlayable(tile, legal),
      selected: chosen !== null && sameTile(tile, chosen),
      hinted: Boolean(hintTile && sameTile(tile, hintTile)),
    })),
    hint: hintNow ? hintLine(hintNow) : null,
    boneyard: {
      count: picking ? picking.face_down : s.boneyard,
      action: canPick ? 'pick' : canDraw ? 'draw' : null,
      label: canPick ? t('table-boneyard-pick') : canDraw ? t('table-boneyard-draw') : t('table-boneyard-tile'),
    },
    controls: {
      pickForMe: picking ? { enabled: canPick, label: t('table-pick-for-me', { picked: picking.picked[seat], of: picking.of }) } : null,
      autoDraw: playing ? { enabled: canDraw } : null,
      alwaysAutoDraw: playing ? alwaysAutoDraw : null,
      sort: s.hand.length > 1,
      resign: !watching && u.status === 'live',
      cancel: !watching && u.status === 'open',
      // Someone with the table's link may take its open seat.
      takeSeat: watching && u.status === 'open' ? { enabled: !state.joining } : null,
      // The host of a private table sends its link, which carries the table's key, to a friend.
      shareLink: !watching && u.status === 'open' && u.settings.private && u.key ? u.key : null,
      hint: !watching && !four && u.status === 'live' && u.players[other]?.bot && !u.settings.wager ? { enabled: mayHint(state) } : null,
      undo: !watching && u.status === 'live' && u.undo !== undefined ? { enabled: mayUndo(state) } : null,
    },
    handEnd: handEnd
      ? {
          title: handEndTitle(u, handEnd),
          scores: scoreLine(u),
          rows,
          // A hand that ends on reaching the target has no end's points to tell.
          teamPoints: four && handEnd.kind !== 'target' ? teamPoints(u, handEnd) : null,
          next: !watching,
          // The browser's check replays the deal, of two hands or four (fairness.js).
          fairness: { seed, verified: state.verified, verifiable: Boolean(u.fairness) && !watching },
        }
      : null,
    gameOver:
      u.status === 'over'
        ? {
            title: resultTitle(u),
            scores: scoreLine(u),
            hand: u.hand_end ? handEndTitle(u, u.hand_end) : null,
            rows,
            teamPoints: four && u.hand_end && u.hand_end.kind !== 'target' ? teamPoints(u, u.hand_end) : null,
            // A player reviews their own moves; a watcher, either player's (the review needs a seat).
            reviews: watching
              ? u.players.map((player, p) => ({
                  seat: p,
                  label: player?.name != null ? t('table-review-player', { name: shownName(player.name) }) : t('table-review-seat', { seat: p }),
                  id: `review-seat-${p}`,
                }))
              : [{ seat, label: t('table-review-yours'), id: 'review-game' }],
            // Anyone can replay the computer's moves from the record (docs/fairness.md).
            computerCheck: u.players.some((p) => p?.bot) ? { command: `dominoes verify --bots ${state.links.file ?? `offline-game-${u.table}.json`}` } : null,
            // A tournament opens its next game itself: no rematch there.
            rematch:
              watching || u.tournament
                ? null
                : u.rematch?.table
                  ? { table: u.rematch.table, label: t('table-rematch-play'), enabled: true }
                  : {
                      table: null,
                      label: u.rematch?.wanted?.some((w, p) => w && p !== seat)
                        ? t('table-rematch-accept')
                        : u.rematch?.wanted?.[seat]
                          ? t('table-rematch-offered')
                          : t('table-rematch'),
                      enabled: !u.rematch?.wanted?.[seat] && state.rematchAsked !== u.version,
                    },
          }
        : null,
  };
}
/** @typedef {NonNullable<ReturnType<typeof view>>} TableView */

/**
 * What each team scored at a hand's end (four seats): the winning team the
 * hand's points, the other nothing; the reader's team first.
 * @param {TableUpdate} u @param {HandEnd} end
 */
export function teamPoints(u, end) {
  const won = end.winner == null ? null : (end.team ?? teamOf(end.winner));
  return teamsInOrder(u)
    .map((team) => t('table-team-points', { team: teamName(u, team), points: team === won ? end.points : 0 }))
    .join(' · ');
}

/**
 * The player's gesture: the new state and the message to send, if any.
 * A play is sent only if it is one of `legal`, and at most once a version.
 * @param {TableState} state
 * @param {Gesture} g
 * @returns {{state: TableState, send: object | null, leave?: boolean, changeSeed?: boolean, hint?: number, undo?: number, handled?: boolean, takeSeat?: boolean}}
 */
export function gesture(state, g) {
  const u = state.update;
  if (u && g.type === 'take-seat') {
    if (u.status !== 'open' || !u.watching || state.joining) return { state, send: null };
    return { state: { ...state, joining: true }, send: null, takeSeat: true };
  }
  // A watcher has nothing to send (the server would refuse it).
  if (!u || u.watching) return { state, send: null };
  const table = u.table;
  const legal = u.legal;
  const hand = arrange(state.order, u.state?.hand ?? []);
  /** @param {string | null} move */
  const act = (move) =>
    move && legal.includes(move) && state.sentVersion !== u.version
      ? { state: { ...state, selected: null, sentVersion: u.version, endIndex: 0 }, send: { type: 'act', table, version: u.version, move }, handled: true }
      : { state, send: null, handled: false };
  switch (g.type) {
    case 'select':
      if (!isPlayable(g.tile, movesNow(state))) return { state, send: null };
      return { state: { ...state, selected: state.selected && sameTile(state.selected, g.tile) ? null : g.tile, endIndex: 0 }, send: null };
    case 'choose':
      return { state: isPlayable(g.tile, movesNow(state)) ? { ...state, selected: g.tile, endIndex: 0 } : state, send: null };
    case 'play':
      return act(legalPlay(legal, g.tile, g.end));
    case 'boneyard':
      if (u.picking) {
        const mine = u.picking.picked[u.seat] < u.picking.of;
        return { state, send: mine ? { type: 'pick', table, count: 1 } : null };
      }
      return act(legal.includes('draw') ? 'draw' : null);
    case 'pick-for-me':
      return { state, send: u.picking && u.picking.picked[u.seat] < u.picking.of ? { type: 'auto_pick', table } : null };
    case 'auto-draw':
      if (!legal.includes('draw') || state.sentVersion === u.version) return { state, send: null };
      return { state: { ...state, sentVersion: u.version }, send: { type: 'auto_draw', table, version: u.version } };
    case 'next':
      return { state, send: u.hand_end && u.status === 'live' ? { type: 'next', table } : null };
    case 'resign':
      return { state, send: u.status === 'live' ? { type: 'resign', table } : null };
    case 'rematch':
      if (u.status !== 'over' || u.rematch?.wanted?.[u.seat] || state.rematchAsked === u.version) return { state, send: null };
      return { state: { ...state, rematchAsked: u.version }, send: { type: 'rematch', table } };
    case 'verify':
      return { state: { ...state, verified: verifyHandEnd(u).message }, send: null };
    case 'change-seed':
      return { state, send: null, changeSeed: true };
    case 'hint':
      if (!mayHint(state)) return { state, send: null };
      return { state: { ...state, hinting: u.version }, send: null, hint: u.version, handled: true };
    case 'undo':
      if (!mayUndo(state)) return { state, send: null };
      return { state: { ...state, undoing: u.version, selected: null, endIndex: 0 }, send: null, undo: u.version, handled: true };
    case 'cancel':
      return { state, send: null, leave: u.status === 'open' };
    case 'sort':
      return { state: { ...state, order: sortTiles(hand) }, send: null };
    case 'move-tile': {
      const rest = hand.filter((t) => !sameTile(t, g.tile));
      const at = g.before == null ? rest.length : rest.findIndex((t) => sameTile(t, /** @type {string} */ (g.before)));
      if (rest.length === hand.length) return { state, send: null };
      rest.splice(at < 0 ? rest.length : at, 0, /** @type {string} */ (hand.find((t) => sameTile(t, g.tile))));
      return { state: { ...state, order: rest }, send: null };
    }
    case 'key':
      return key(state, g.key, hand);
    default:
      return { state, send: null };
  }
}

/**
 * The hand sorted: by the lower number, then the higher.
 * @param {string[]} hand
 */
export function sortTiles(hand) {
  const key = (/** @type {string} */ t) => {
    const [a, b] = parseTile(t);
    return [Math.min(a, b), Math.max(a, b)];
  };
  return hand.slice().sort((x, y) => {
    const [a, b] = key(x);
    const [c, d] = key(y);
    return a - c || b - d;
  });
}

/**
 * Keys: ←/→ choose a playable tile, ↑/↓ or E another end, Enter plays, D draws,
 * H asks for a hint, U (or Ctrl+Z, sent as `u` by the page) takes back the last play.
 * @param {TableState} state
 * @param {string} name
 * @param {string[]} hand
 * @returns {{state: TableState, send: object | null, hint?: number, undo?: number, handled: boolean}}
 */
function key(state, name, hand) {
  const u = /** @type {TableUpdate} */ (state.update);
  const legal = u.legal;
  const playable = hand.filter((t) => isPlayable(t, legal));
  if (name === 'ArrowRight' || name === 'ArrowLeft') {
    if (!playable.length) return { state, send: null, handled: false };
    const i = state.selected ? playable.findIndex((t) => sameTile(t, /** @type {string} */ (state.selected))) : -1;
    const next = i < 0 ? (name === 'ArrowRight' ? 0 : playable.length - 1) : (i + (name === 'ArrowRight' ? 1 : playable.length - 1)) % playable.length;
    return { state: { ...state, selected: playable[next], endIndex: 0 }, send: null, handled: true };
  }
  if ((name === 'ArrowUp' || name === 'ArrowDown' || name === 'e') && state.selected) {
    return { state: { ...state, endIndex: state.endIndex + 1 }, send: null, handled: true };
  }
  if (name === 'Enter' && state.selected) {
    const ends = endsFor(state.selected, legal);
    const move = ends.length ? legalPlay(legal, state.selected, ends[state.endIndex % ends.length]) : legalPlay(legal, state.selected);
    const r = gesture(state, { type: 'play', tile: state.selected, end: ends.length ? ends[state.endIndex % ends.length] : null });
    return { ...r, handled: Boolean(move) };
  }
  if (name === 'h' || name === 'H') {
    const r = gesture(state, { type: 'hint' });
    return { ...r, handled: r.hint !== undefined };
  }
  if (name === 'u' || name === 'U') {
    const r = gesture(state, { type: 'undo' });
    return { ...r, handled: r.undo !== undefined };
  }
  if (name === 'd' && legal.includes('draw')) {
    const r = gesture(state, { type: 'boneyard' });
    return { ...r, handled: true };
  }
  return { state, send: null, handled: false };
}

/**
 * Which lit end the keyboard has chosen (its index among the lit ends).
 * @param {TableState} state
 * @param {number} count
 */
export const keyboardEnd = (state, count) => (count ? state.endIndex % count : -1);
