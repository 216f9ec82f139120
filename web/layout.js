// Pure, DOM-free table geometry: where every tile of the layout lies, and
// where the next tile would go on each open end. The server holds the rules;
// this only draws what the public history says happened.

/** @typedef {{lo: number, hi: number}} Tile */
/** @typedef {{x: number, y: number, w: number, h: number, a: number, b: number, double: boolean, vertical: boolean}} Placed */

/** Parses "a-b" into the two numbers as written. */
export function parseTile(text) {
  return [Number(text[0]), Number(text[2])];
}

/**
 * Lays out a hand's history on a grid where a tile's half is 1 unit.
 * Returns every placed tile (a = number drawn first: left or top) and, for
 * each open end, the box where a tile played there would go.
 * @param {{player: number, action: string}[]} history
 */
export function layoutFromHistory(history) {
  /** @type {Placed[]} */
  const tiles = [];
  /** Per arm: the outermost edge position, the number shown, and whether it is open. */
  const arms = {};
  let spinner = null; // {x, y} centre of the spinner, and its number
  let spinnerSidesNeeded = null; // arms whose next tile covers a side of the spinner
  let lead = null;
  for (const { action } of history) {
    const words = action.split(' ');
    if (words[0] === 'draw' || words[0] === 'pass') continue;
    const [x0, y0] = parseTile(words[0]);
    if (words.length === 1) {
      // The lead, at the centre: a double stands crosswise.
      const double = x0 === y0;
      lead = double
        ? { x: -0.5, y: -1, w: 1, h: 2, a: x0, b: y0, double, vertical: true }
        : { x: -1, y: -0.5, w: 2, h: 1, a: x0, b: y0, double, vertical: false };
      tiles.push(lead);
      arms.L = { edge: lead.x, line: 0, shows: x0, len: 0 };
      arms.R = { edge: lead.x + lead.w, line: 0, shows: y0, len: 0 };
      if (double) {
        spinner = { x: 0, y: 0, n: x0 };
        spinnerSidesNeeded = new Set(['L', 'R']);
      }
      continue;
    }
    const end = words[1];
    const arm = arms[end];
    if (!arm) continue;
    const inner = arm.shows;
    const outer = x0 === inner ? y0 : x0;
    const double = x0 === y0;
    const horizontal = end === 'L' || end === 'R';
    let placed;
    if (horizontal) {
      const w = double ? 1 : 2;
      const x = end === 'L' ? arm.edge - w : arm.edge;
      placed = double
        ? { x, y: -1, w, h: 2, a: outer, b: outer, double, vertical: true }
        : { x, y: -0.5, w, h: 1, a: end === 'L' ? outer : inner, b: end === 'L' ? inner : outer, double, vertical: false };
      arm.edge = end === 'L' ? x : x + w;
    } else {
      const h = double ? 1 : 2;
      const y = end === 'U' ? arm.edge - h : arm.edge;
      placed = double
        ? { x: arm.line - 1, y, w: 2, h, a: outer, b: outer, double, vertical: false }
        : { x: arm.line - 0.5, y, w: 1, h, a: end === 'U' ? outer : inner, b: end === 'U' ? inner : outer, double, vertical: true };
      arm.edge = end === 'U' ? y : y + h;
    }
    tiles.push(placed);
    arm.shows = outer;
    arm.len += 1;
    if (spinnerSidesNeeded && spinnerSidesNeeded.has(end)) {
      spinnerSidesNeeded.delete(end);
      if (spinnerSidesNeeded.size === 0) {
        arms.U = { edge: spinner.y - 1, line: spinner.x, shows: spinner.n, len: 0 };
        arms.D = { edge: spinner.y + 1, line: spinner.x, shows: spinner.n, len: 0 };
      }
    }
    if (!spinner && double && horizontal) {
      spinner = { x: placed.x + 0.5, y: 0, n: outer };
      spinnerSidesNeeded = new Set([end]);
    }
  }
  /** Where a tile played on each open end would lie. */
  const targets = {};
  for (const [end, arm] of Object.entries(arms)) {
    if (end === 'L') targets.L = { x: arm.edge - 2, y: -0.5, w: 2, h: 1 };
    if (end === 'R') targets.R = { x: arm.edge, y: -0.5, w: 2, h: 1 };
    if (end === 'U') targets.U = { x: arm.line - 0.5, y: arm.edge - 2, w: 1, h: 2 };
    if (end === 'D') targets.D = { x: arm.line - 0.5, y: arm.edge, w: 1, h: 2 };
  }
  return { tiles, targets };
}

/** The box around every tile and target, with a margin. */
export function bounds(boxes, margin = 1) {
  let [x0, y0, x1, y1] = [-3, -3, 3, 3];
  for (const b of boxes) {
    x0 = Math.min(x0, b.x); y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.w); y1 = Math.max(y1, b.y + b.h);
  }
  return { x: x0 - margin, y: y0 - margin, w: x1 - x0 + 2 * margin, h: y1 - y0 + 2 * margin };
}

/** The ends a tile may go on, from the legal moves ("3-6 U" etc.). */
export function endsFor(tile, legal) {
  const [a, b] = parseTile(tile);
  const same = (t) => { const [c, d] = parseTile(t); return (c === a && d === b) || (c === b && d === a); };
  return legal.filter((m) => m.length > 3 && same(m)).map((m) => m.split(' ')[1]);
}

/** Whether a tile of the hand can be played now (a lead counts). */
export function isPlayable(tile, legal) {
  const [a, b] = parseTile(tile);
  return legal.some((m) => {
    if (m === 'draw' || m === 'pass') return false;
    const [c, d] = parseTile(m);
    return (c === a && d === b) || (c === b && d === a);
  });
}
