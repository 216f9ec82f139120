// A finished game's review (docs/review.md): each of one player's choices
// with its mark and the better move, and the summary (accuracy, the three
// costliest moves). #review/12 reviews your own seat; #review/12/1 seat 1.

import { gameLinks } from './table-state.js';
import { api, h, link } from './ui.js';

/** @typedef {{hand: number, action: number, played: string, best: string, loss: number, mark: 'fine' | 'inaccuracy' | 'mistake' | 'blunder'}} ReviewedMove */
/**
 * @typedef {{game: number, players: string[], seat: number, moves: ReviewedMove[],
 *   summary: {seat: number, moves: number, accuracy: number, total_loss: number, fine: number, inaccuracies: number,
 *   mistakes: number, blunders: number, costliest: ReviewedMove[]}}} GameReview
 */

/** @type {Record<string, string>} */
const MARKS = { fine: 'Fine', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };

/** Where a move was: "hand 2, move 5" (both counted from 1). @param {ReviewedMove} m */
export const where = (m) => `hand ${m.hand + 1}, move ${m.action + 1}`;

/** At four, a seat's team: "ann & Expert bot" (seats 0 and 2 are team 0). @param {GameReview} r @param {number} seat */
export const teamOf = (r, seat) => `${r.players[seat % 2] || 'a player'} & ${r.players[(seat % 2) + 2] || 'a player'}`;

/** The better move, or nothing when the move played was Expert's. @param {ReviewedMove} m */
export const better = (m) => (m.played === m.best ? '' : m.best);

/** "2.5 points" @param {number} loss */
export const points = (loss) => `${loss.toFixed(1)} ${loss === 1 ? 'point' : 'points'}`;

/**
 * How long the page waits for a review. The server computes each review
 * once, a few at a time (a long game of four, seat after seat, can queue for
 * a while); past this the page says so instead of staying on "Loading…".
 */
export const REVIEW_WAIT_MS = 90_000;

/**
 * The review page of game `id`, for `seat` (your own when not given).
 * `offline`: an offline game's review, from offline.js, and where its
 * replay and other seat's review are.
 * @param {number} id
 * @param {number | null} seat
 * @param {{review: GameReview, links: import('./table-state.js').GameLinks}} [offline]
 */
export async function review(id, seat, offline) {
  /** @type {GameReview} */
  const r = offline ? offline.review : await waitedFor(`/api/games/${id}/review${seat == null ? '' : `?seat=${seat}`}`);
  const links = offline?.links ?? gameLinks(id);
  const s = r.summary;
  const name = r.players[r.seat] || `Seat ${r.seat}`;
  // A game of four (docs/rules.md section 9): any of its four seats, each from its own view.
  const four = r.players.length === 4;
  return h(
    'div',
    { id: 'review' },
    h(
      'div',
      { class: 'card' },
      h('h2', {}, four ? `Review of ${name}'s moves (seat ${r.seat + 1}, ${teamOf(r, r.seat)})` : `Review of ${name}'s moves`),
      h(
        'p',
        { id: 'review-summary' },
        `Accuracy ${s.accuracy.toFixed(1)}% over ${s.moves} ${s.moves === 1 ? 'choice' : 'choices'}: `,
        `${s.fine} fine, ${s.inaccuracies} ${s.inaccuracies === 1 ? 'inaccuracy' : 'inaccuracies'}, `,
        `${s.mistakes} ${s.mistakes === 1 ? 'mistake' : 'mistakes'}, ${s.blunders} ${s.blunders === 1 ? 'blunder' : 'blunders'}; `,
        `${points(s.total_loss)} given away in all.`,
      ),
      h('h3', {}, 'The three costliest moves'),
      s.costliest.length
        ? h(
            'ol',
            { id: 'review-costliest' },
            s.costliest.map((m) => h('li', {}, `${where(m)}: ${m.played} gave away ${points(m.loss)} (${m.mark}); better: ${m.best}`)),
          )
        : h('p', { id: 'review-costliest' }, 'No move gave anything away.'),
      h(
        'p',
        { class: 'muted' },
        four
          ? "Each choice is set against what the Expert bot would have played from what that seat could see then (its own hand, never its partner's or the opponents'). "
          : 'Each choice is set against what the Expert bot would have played from what you could see then (never the other hand). ',
        'The loss is the points the move gave away on average over the rest of the hand: under 2.5 is fine, from 2.5 an inaccuracy, from 5 a mistake, from 10 a blunder.',
      ),
      four
        ? h(
            'p',
            {},
            link(links.replay, 'Watch the replay'),
            [0, 1, 2, 3]
              .filter((seat) => seat !== r.seat)
              .flatMap((seat) => [' · ', link(links.review(seat), `Review ${r.players[seat] || 'a player'} (seat ${seat + 1})`, { class: 'review-seat' })]),
          )
        : h('p', {}, link(links.replay, 'Watch the replay'), ' · ', link(links.review(1 - r.seat), `Review ${r.players[1 - r.seat] || 'the other seat'}`)),
    ),
    h(
      'div',
      { class: 'card' },
      h('h3', {}, 'Every choice'),
      r.moves.length
        ? h(
            'div',
            { class: 'scroll-x' },
            h(
              'table',
              { class: 'list', id: 'review-moves' },
              h(
                'thead',
                {},
                h(
                  'tr',
                  {},
                  ['Hand', 'Move', 'Played', 'Better', 'Lost', ''].map((t) => h('th', {}, t)),
                ),
              ),
              h(
                'tbody',
                {},
                r.moves.map((m) =>
                  h(
                    'tr',
                    { class: `mark-${m.mark}`, 'data-mark': m.mark },
                    h('td', {}, String(m.hand + 1)),
                    h('td', {}, String(m.action + 1)),
                    h('td', {}, m.played),
                    h('td', {}, better(m)),
                    h('td', {}, m.loss ? m.loss.toFixed(1) : ''),
                    h('td', { class: 'mark' }, MARKS[m.mark]),
                  ),
                ),
              ),
            ),
          )
        : h('p', {}, 'No choices to review: every move was forced.'),
    ),
  );
}

/**
 * GETs `path`, giving up after REVIEW_WAIT_MS with a sentence to show.
 * @param {string} path
 */
async function waitedFor(path) {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), REVIEW_WAIT_MS);
  try {
    return await api(path, undefined, stop.signal);
  } catch (e) {
    if (stop.signal.aborted)
      throw new Error(`The review was not ready within ${REVIEW_WAIT_MS / 1000} seconds: the server goes on with it, try again in a minute.`);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
