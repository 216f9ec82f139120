// A finished game's review (docs/review.md): each of one player's choices
// with its mark and the better move, and the summary (accuracy, the three
// costliest moves). #review/12 reviews your own seat; #review/12/1 seat 1.

import { shownName, t } from './i18n.js';
import { gameLinks } from './table-state.js';
import { api, h, link } from './ui.js';

/** @typedef {{hand: number, action: number, played: string, best: string, loss: number, mark: 'fine' | 'inaccuracy' | 'mistake' | 'blunder'}} ReviewedMove */
/**
 * @typedef {{game: number, players: string[], seat: number, moves: ReviewedMove[],
 *   summary: {seat: number, moves: number, accuracy: number, total_loss: number, fine: number, inaccuracies: number,
 *   mistakes: number, blunders: number, costliest: ReviewedMove[]}}} GameReview
 */

/** Each mark's word in the table, as a message id. @type {Record<string, string>} */
const MARKS = { fine: 'review-mark-fine', inaccuracy: 'review-mark-inaccuracy', mistake: 'review-mark-mistake', blunder: 'review-mark-blunder' };

/** Where a move was: "hand 2, move 5" (both counted from 1). @param {ReviewedMove} m */
export const where = (m) => t('review-where', { hand: m.hand + 1, move: m.action + 1 });

/** A seat's player (a computer's name in the language shown), or "a player" when the seat has no name. @param {GameReview} r @param {number} seat */
const playerAt = (r, seat) => (r.players[seat] ? shownName(r.players[seat]) : t('review-a-player'));

/** At four, a seat's team: "ann & Expert bot" (seats 0 and 2 are team 0). @param {GameReview} r @param {number} seat */
export const teamOf = (r, seat) => t('review-team', { first: playerAt(r, seat % 2), second: playerAt(r, (seat % 2) + 2) });

/** The better move, or nothing when the move played was Expert's. @param {ReviewedMove} m */
export const better = (m) => (m.played === m.best ? '' : m.best);

/** "2.5 points" @param {number} loss */
export const points = (loss) => t('review-points', { loss });

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
  const name = r.players[r.seat] ? shownName(r.players[r.seat]) : t('review-seat-fallback', { seat: r.seat });
  // A game of four (docs/rules.md section 9): any of its four seats, each from its own view.
  const four = r.players.length === 4;
  return h(
    'div',
    { id: 'review' },
    h(
      'div',
      { class: 'card' },
      h('h2', {}, four ? t('review-title-four', { name, seat: r.seat + 1, team: teamOf(r, r.seat) }) : t('review-title', { name })),
      h(
        'p',
        { id: 'review-summary' },
        t('review-summary', {
          accuracy: s.accuracy,
          count: s.moves,
          fine: s.fine,
          inaccuracies: s.inaccuracies,
          mistakes: s.mistakes,
          blunders: s.blunders,
          loss: s.total_loss,
        }),
      ),
      h('h3', {}, t('review-costliest')),
      s.costliest.length
        ? h(
            'ol',
            { id: 'review-costliest' },
            s.costliest.map((m) =>
              h('li', {}, t('review-costly-move', { hand: m.hand + 1, move: m.action + 1, played: m.played, loss: m.loss, mark: m.mark, best: m.best })),
            ),
          )
        : h('p', { id: 'review-costliest' }, t('review-nothing-given-away')),
      h('p', { class: 'muted' }, `${four ? t('review-set-against-four') : t('review-set-against')} `, t('review-loss-explained')),
      four
        ? h(
            'p',
            {},
            link(links.replay, t('review-watch-replay')),
            [0, 1, 2, 3]
              .filter((seat) => seat !== r.seat)
              .flatMap((seat) => [
                ' · ',
                link(links.review(seat), t('review-seat-link', { name: playerAt(r, seat), seat: seat + 1 }), { class: 'review-seat' }),
              ]),
          )
        : h(
            'p',
            {},
            link(links.replay, t('review-watch-replay')),
            ' · ',
            link(
              links.review(1 - r.seat),
              r.players[1 - r.seat] ? t('review-other-link', { name: shownName(r.players[1 - r.seat]) }) : t('review-other-seat-link'),
            ),
          ),
    ),
    h(
      'div',
      { class: 'card' },
      h('h3', {}, t('review-every-choice')),
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
                  ['review-hand', 'review-move', 'review-played', 'review-better', 'review-lost'].map((id) => h('th', {}, t(id))),
                  h('th', {}, ''),
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
                    h('td', {}, m.loss ? t('review-loss', { loss: m.loss }) : ''),
                    h('td', { class: 'mark' }, MARKS[m.mark] ? t(MARKS[m.mark]) : ''),
                  ),
                ),
              ),
            ),
          )
        : h('p', {}, t('review-no-choices')),
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
    if (stop.signal.aborted) throw new Error(t('review-not-ready', { count: REVIEW_WAIT_MS / 1000 }));
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
