// Tile and move notation (NOTATION.md section 1), parsed in one place:
// "3-6" is a tile, "3-6" a lead, "3-6 L" a play on an end, "draw" (or
// "draw 3-6" in one's own history) a draw, "pass" a pass.

/** @typedef {'L' | 'R' | 'U' | 'D'} End */
/**
 * @typedef {{kind: 'lead', tile: string, a: number, b: number}
 *   | {kind: 'play', tile: string, a: number, b: number, end: End}
 *   | {kind: 'draw', tile: string | null}
 *   | {kind: 'pass'}} Move
 */

const TILE = /^([0-6])-([0-6])$/;
const ENDS = new Set(['L', 'R', 'U', 'D']);

/**
 * The two numbers of a tile as written ("6-3" is [6, 3]).
 * @param {string} text
 * @returns {[number, number]}
 * @throws {Error} when `text` is not a tile
 */
export function parseTile(text) {
  const found = TILE.exec(text);
  if (!found) throw new Error(`not a tile: ${JSON.stringify(text)}`);
  return [Number(found[1]), Number(found[2])];
}

/**
 * A move or history action, or null when `text` is not one.
 * @param {string | null | undefined} text
 * @returns {Move | null}
 */
export function parseMove(text) {
  if (typeof text !== 'string') return null;
  const words = text.split(' ');
  if (words[0] === 'pass' && words.length === 1) return { kind: 'pass' };
  if (words[0] === 'draw') {
    if (words.length === 1) return { kind: 'draw', tile: null };
    return words.length === 2 && TILE.test(words[1]) ? { kind: 'draw', tile: words[1] } : null;
  }
  if (!TILE.test(words[0])) return null;
  const [a, b] = parseTile(words[0]);
  if (words.length === 1) return { kind: 'lead', tile: words[0], a, b };
  if (words.length === 2 && ENDS.has(words[1])) return { kind: 'play', tile: words[0], a, b, end: /** @type {End} */ (words[1]) };
  return null;
}

/**
 * Whether two tile texts name the same tile, in either order.
 * @param {string} x
 * @param {string} y
 */
export function sameTile(x, y) {
  const [a, b] = parseTile(x);
  const [c, d] = parseTile(y);
  return (a === c && b === d) || (a === d && b === c);
}

/**
 * The pips on a tile.
 * @param {string} tile
 */
export const pipsOf = (tile) => parseTile(tile).reduce((sum, n) => sum + n, 0);

/**
 * The legal move that plays `tile` on `end` (or leads it, with no end), or
 * null when `legal` has none: the only way a play is chosen, so nothing
 * but one of `legal` is ever sent.
 * @param {string[]} legal
 * @param {string | null | undefined} tile
 * @param {End | null} [end]
 * @returns {string | null}
 */
export function legalPlay(legal, tile, end = null) {
  if (typeof tile !== 'string' || !TILE.test(tile)) return null;
  return (
    legal.find((text) => {
      const move = parseMove(text);
      if (!move || (move.kind !== 'lead' && move.kind !== 'play')) return false;
      if (!sameTile(move.tile, tile)) return false;
      return end == null ? move.kind === 'lead' : move.kind === 'play' && move.end === end;
    }) ?? null
  );
}
