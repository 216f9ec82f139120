// Pure, DOM-free table geometry: where every tile of the layout lies, and
// where the next tile would go on each open end. The server holds the rules;
// this only draws what the public history says happened.

import { parseMove, parseTile, sameTile } from './moves.js';

/** @typedef {{x: number, y: number, w: number, h: number}} Box */
/** @typedef {'left' | 'right' | 'up' | 'down'} Dir */
/**
 * An arm of the layout: where it runs (`dir` along `line`, its tip at
 * `edge`), the number it shows, and its plan of turns.
 * @typedef {{dir: Dir, edge: number, line: number, shows: number, across: number, straight: number,
 *   reach: {horizontal: number, vertical: number}, tip: Box, pendingTurn: Dir | null, turns: Dir[], snake: Dir[]}} Arm
 */
/** @typedef {{box: Box, dir: Dir, edge: number, line: number}} Laid */
/** @typedef {{x: number, y: number, w: number, h: number, a: number, b: number, double: boolean, vertical: boolean}} Placed */

export { parseTile };

/** @typedef {import('./moves.js').End} End */

/**
 * How far (in half-tile units) an arm runs from the centre before it turns.
 * The first reach that lays a hand out as one connected drawing is used
 * (`layoutFromHistory`); arms that never turn (the last) never meet, so
 * some reach always does.
 * @type {{horizontal: number, vertical: number}[]}
 */
const REACHES = [
  { horizontal: 11, vertical: 8 },
  { horizontal: 13, vertical: 9 },
  { horizontal: 9, vertical: 7 },
  { horizontal: 15, vertical: 10 },
  { horizontal: 19, vertical: 12 },
  { horizontal: Number.POSITIVE_INFINITY, vertical: Number.POSITIVE_INFINITY },
];

/** @param {Box} a @param {Box} b */
const overlaps = (a, b) => a.x < b.x + b.w - 1e-9 && b.x < a.x + a.w - 1e-9 && a.y < b.y + b.h - 1e-9 && b.y < a.y + a.h - 1e-9;
/** Whether `p` and `q` are the same coordinate. @param {number} p @param {number} q */
const meet = (p, q) => Math.abs(p - q) < 1e-9;
/** Whether two spans share a stretch. @param {number} a0 @param {number} a1 @param {number} b0 @param {number} b1 */
const along = (a0, a1, b0, b1) => Math.min(a1, b1) - Math.max(a0, b0) > 1e-9;
/** Whether two boxes share a stretch of edge (corners do not count). @param {Box} a @param {Box} b */
const touches = (a, b) =>
  ((meet(a.x + a.w, b.x) || meet(b.x + b.w, a.x)) && along(a.y, a.y + a.h, b.y, b.y + b.h)) ||
  ((meet(a.y + a.h, b.y) || meet(b.y + b.h, a.y)) && along(a.x, a.x + a.w, b.x, b.x + b.w));
/** @param {Dir} dir */
const isHorizontal = (dir) => dir === 'left' || dir === 'right';

/**
 * The line and edge after turning `turn` at the end of the arm's last tile.
 * @param {{dir: Dir, edge: number, line: number, across: number}} arm
 * @param {Dir} turn
 * @returns {{dir: Dir, edge: number, line: number}}
 */
function corner({ dir, edge, line, across }, turn) {
  const newLine = dir === 'left' || dir === 'up' ? edge + 0.5 : edge - 0.5;
  const newEdge = turn === 'down' || turn === 'right' ? line + across : line - across;
  return { dir: turn, edge: newEdge, line: newLine };
}

/**
 * A tile laid from `edge` going `dir` along `line`: its box and the new edge.
 * @param {{dir: Dir, edge: number, line: number}} at
 * @param {boolean} double
 * @returns {Laid}
 */
function lay({ dir, edge, line }, double) {
  // A double lies across the line; any other tile along it.
  const [w, h] = isHorizontal(dir) ? (double ? [1, 2] : [2, 1]) : double ? [2, 1] : [1, 2];
  const box = isHorizontal(dir) ? { x: dir === 'left' ? edge - w : edge, y: line - h / 2, w, h } : { x: line - w / 2, y: dir === 'up' ? edge - h : edge, w, h };
  const newEdge = dir === 'left' ? box.x : dir === 'right' ? box.x + w : dir === 'up' ? box.y : box.y + h;
  return { box, dir, edge: newEdge, line };
}

/**
 * Where the next tile on an arm goes. An arm runs straight until it would
 * pass its reach, then turns a corner: left and right arms snake back
 * (left, down, right, ...; right, up, left, ...), up and down arms bend
 * sideways. If that spot is taken (another arm got there first) or would
 * block another open end (`reserved`: the spot in front of each), the arm
 * turns whichever way is free. Returns the tile's box, the new edge, and
 * the direction after, and updates the arm's turn plan; or null when every
 * way on is taken (this reach cannot lay the hand out).
 * @param {Arm} arm
 * @param {boolean} double
 * @param {Box[]} tiles
 * @param {Box[]} [reserved]
 * @returns {Laid | null}
 */
function nextBox(arm, double, tiles, reserved = []) {
  const length = double ? 1 : 2;
  const { dir, edge, reach } = arm;
  const beyond =
    (dir === 'left' && edge - length < -reach.horizontal) ||
    (dir === 'right' && edge + length > reach.horizontal) ||
    (dir === 'up' && edge - length < -reach.vertical) ||
    (dir === 'down' && edge + length > reach.vertical);
  let planned;
  if (arm.straight > 0 && beyond && arm.turns.length) {
    planned = lay(corner(arm, arm.turns[0]), double);
    arm.turns = arm.turns.slice(1);
    // After a one-tile step sideways, an arm that snakes turns again.
    arm.pendingTurn = arm.snake.shift() ?? null;
  } else if (arm.pendingTurn && arm.straight >= 1) {
    planned = lay(corner(arm, arm.pendingTurn), double);
    arm.pendingTurn = null;
  } else {
    planned = lay(arm, double);
  }
  /** @type {Dir[]} */
  const sideways = isHorizontal(dir) ? ['up', 'down'] : ['left', 'right'];
  // Straight on is always a way out of a turn that is blocked; every way
  // on touches the arm's last tile (a plan made for an arm that was turned
  // aside may point nowhere near it).
  const candidates = [planned, lay(arm, double), ...sideways.map((turn) => lay(corner(arm, turn), double))].filter((c) => touches(c.box, arm.tip));
  const clear = (/** @type {Box[]} */ boxes) => (/** @type {Laid} */ placed) => !boxes.some((t) => overlaps(t, placed.box));
  const chosen = candidates.find(clear([...tiles, ...reserved])) ?? candidates.find(clear(tiles)) ?? null;
  if (chosen !== planned) arm.pendingTurn = null;
  return chosen;
}

/**
 * @param {Dir} dir @param {number} edge @param {number} line @param {number} shows @param {number} across
 * @param {{horizontal: number, vertical: number}} reach
 * @param {Box} tip the tile the arm starts from
 * @returns {Arm}
 */
function newArm(dir, edge, line, shows, across, reach, tip) {
  // Left and right arms snake back and forth away from the centre line.
  /** @type {Record<Dir, {turns: Dir[], snake: Dir[]}>} */
  const snakes = {
    left: { turns: ['down', 'down', 'down', 'down'], snake: ['right', 'left', 'right', 'left'] },
    right: { turns: ['up', 'up', 'up', 'up'], snake: ['left', 'right', 'left', 'right'] },
    up: { turns: ['right'], snake: [] },
    down: { turns: ['left'], snake: [] },
  };
  return { dir, edge, line, shows, across, reach, tip, straight: 0, pendingTurn: null, ...structuredClone(snakes[dir]) };
}

/**
 * The spots straight in front of every open end but `end`.
 * @param {Partial<Record<End, Arm>>} arms
 * @param {End} end
 * @returns {Box[]}
 */
function frontOfOtherEnds(arms, end) {
  return Object.entries(arms)
    .filter(([e]) => e !== end)
    .map(([, arm]) => lay(/** @type {Arm} */ (arm), false).box);
}

/**
 * Lays out a hand's history on a grid where a tile's half is 1 unit: one
 * connected drawing, every tile against the tile it was joined to, no two
 * tiles overlapping, and every open end's spot free, against its end and
 * apart from the other ends' spots. Returns every placed tile (a = the
 * number on its left or top half; one per lead or play, in order) and, for
 * each open end, the box where a tile played there would go.
 * @param {{player: number, action: string}[]} history
 * @returns {{tiles: Placed[], targets: Partial<Record<End, Box>>}}
 */
export function layoutFromHistory(history) {
  for (const reach of REACHES) {
    const laid = layOut(history, reach);
    if (laid) return laid;
  }
  // Unreachable: arms that never turn never meet.
  throw new Error('no layout');
}

/**
 * The layout with arms that turn at `reach`, or null when some tile or
 * open end's spot would have nowhere free to go.
 * @param {{player: number, action: string}[]} history
 * @param {{horizontal: number, vertical: number}} reach
 * @returns {{tiles: Placed[], targets: Partial<Record<End, Box>>} | null}
 */
function layOut(history, reach) {
  /** @type {Placed[]} */
  const tiles = [];
  /** @type {Partial<Record<End, Arm>>} */
  const arms = {};
  /** @type {{box: Box, n: number, horizontalLine: boolean} | null} */
  let spinner = null;
  /** @type {Set<End> | null} */
  let waiting = null; // arms whose next tile covers a side of the spinner
  for (const { action } of history) {
    const move = parseMove(action);
    if (!move || (move.kind !== 'lead' && move.kind !== 'play')) continue;
    const [x0, y0] = [move.a, move.b];
    if (move.kind === 'lead') {
      const double = x0 === y0;
      /** @type {Placed} */
      const lead = double
        ? { x: -0.5, y: -1, w: 1, h: 2, a: x0, b: y0, double, vertical: true }
        : { x: -1, y: -0.5, w: 2, h: 1, a: x0, b: y0, double, vertical: false };
      tiles.push(lead);
      arms.L = newArm('left', lead.x, 0, x0, lead.h / 2, reach, lead);
      arms.R = newArm('right', lead.x + lead.w, 0, y0, lead.h / 2, reach, lead);
      if (double) {
        spinner = { box: lead, n: x0, horizontalLine: true };
        waiting = new Set(['L', 'R']);
      }
      continue;
    }
    const end = move.end;
    /** @type {Arm | undefined} */
    const arm = arms[end];
    if (!arm) continue;
    const inner = arm.shows;
    /** @type {number} */
    const outer = x0 === inner ? y0 : x0;
    const double = x0 === y0;
    const laid = nextBox(arm, double, tiles, frontOfOtherEnds(arms, end));
    if (!laid) return null;
    const { box, dir, edge, line } = laid;
    // The number touching the previous tile is `inner`; order the halves by position.
    const first = dir === 'left' || dir === 'up' ? outer : inner;
    const second = first === outer ? inner : outer;
    /** @type {Placed} */
    const placed = { ...box, a: double ? outer : first, b: double ? outer : second, double, vertical: box.h > box.w };
    tiles.push(placed);
    const horizontal = dir === 'left' || dir === 'right';
    Object.assign(arm, { dir, edge, line, tip: box, shows: outer, straight: dir === arm.dir ? arm.straight + 1 : 1, across: (horizontal ? box.h : box.w) / 2 });
    if (waiting?.has(end)) {
      waiting.delete(end);
      if (waiting.size === 0 && spinner) {
        /** @type {Box} */
        const s = spinner.box;
        const cx = s.x + s.w / 2;
        const cy = s.y + s.h / 2;
        if (spinner.horizontalLine) {
          arms.U = newArm('up', s.y, cx, spinner.n, s.w / 2, reach, s);
          arms.D = newArm('down', s.y + s.h, cx, spinner.n, s.w / 2, reach, s);
        } else {
          arms.U = newArm('left', s.x, cy, spinner.n, s.h / 2, reach, s);
          arms.D = newArm('right', s.x + s.w, cy, spinner.n, s.h / 2, reach, s);
        }
      }
    }
    if (!spinner && double && (end === 'L' || end === 'R')) {
      spinner = { box: placed, n: outer, horizontalLine: dir === 'left' || dir === 'right' };
      waiting = new Set([end]);
    }
  }
  /** Where a tile played on each open end would lie (drawn as a non-double). @type {Partial<Record<End, Box>>} */
  const targets = {};
  for (const [end, arm] of /** @type {[End, Arm][]} */ (Object.entries(arms))) {
    const spot = nextBox(structuredClone(arm), false, tiles, frontOfOtherEnds(arms, end));
    // Two ends' spots in one place could not be told apart.
    if (!spot || Object.values(targets).some((other) => other && overlaps(other, spot.box))) return null;
    targets[end] = spot.box;
  }
  return { tiles, targets };
}

/**
 * The box around every tile and target, with a margin.
 * @param {Box[]} boxes
 * @param {number} [margin]
 * @returns {Box}
 */
export function bounds(boxes, margin = 1) {
  let [x0, y0, x1, y1] = [-3, -3, 3, 3];
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.w);
    y1 = Math.max(y1, b.y + b.h);
  }
  return { x: x0 - margin, y: y0 - margin, w: x1 - x0 + 2 * margin, h: y1 - y0 + 2 * margin };
}

/**
 * Where a finger or pointer plays each lit end: its spot grown to at least
 * `min` by `min` around the spot's centre, but never over another lit
 * end's spot (a tap there would play the wrong end). Where a neighbour cuts
 * an area short on one side, it grows on the other side as far as it may.
 * Every area holds its own spot.
 * @param {Box[]} spots the lit ends' spots, apart from each other
 * @param {number} min
 * @returns {Box[]}
 */
export function tapAreas(spots, min) {
  return spots.map((spot, i) => {
    const others = spots.filter((_, j) => j !== i);
    const [w, h] = [Math.max(spot.w, min), Math.max(spot.h, min)];
    let [x0, y0] = [spot.x + spot.w / 2 - w / 2, spot.y + spot.h / 2 - h / 2];
    let [x1, y1] = [x0 + w, y0 + h];
    for (const o of others) {
      if (!overlaps({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, o)) continue;
      // Cut along the axis where the two spots lie apart, the cut that keeps more.
      const apartX = o.x >= spot.x + spot.w - 1e-9 || o.x + o.w <= spot.x + 1e-9;
      const cutX = apartX ? (o.x >= spot.x + spot.w - 1e-9 ? (x1 - o.x) * (y1 - y0) : (o.x + o.w - x0) * (y1 - y0)) : Number.POSITIVE_INFINITY;
      const apartY = o.y >= spot.y + spot.h - 1e-9 || o.y + o.h <= spot.y + 1e-9;
      const cutY = apartY ? (o.y >= spot.y + spot.h - 1e-9 ? (y1 - o.y) * (x1 - x0) : (o.y + o.h - y0) * (x1 - x0)) : Number.POSITIVE_INFINITY;
      if (cutX <= cutY) {
        if (o.x >= spot.x + spot.w - 1e-9) x1 = Math.min(x1, o.x);
        else x0 = Math.max(x0, o.x + o.w);
      } else if (o.y >= spot.y + spot.h - 1e-9) y1 = Math.min(y1, o.y);
      else y0 = Math.max(y0, o.y + o.h);
    }
    // Grow back on the free side, up to the nearest spot in the way.
    /** The spots in a band beside the area. @param {Box} band */
    const inWay = (band) => others.filter((o) => overlaps(band, o));
    const [cutLeft, cutTop] = [x0 > spot.x + spot.w / 2 - w / 2 + 1e-9, y0 > spot.y + spot.h / 2 - h / 2 + 1e-9];
    const [wide, high] = [w - (x1 - x0), h - (y1 - y0)];
    if (wide > 1e-9 && cutLeft) x1 = Math.min(x1 + wide, ...inWay({ x: x1, y: y0, w: wide, h: y1 - y0 }).map((o) => o.x));
    else if (wide > 1e-9) x0 = Math.max(x0 - wide, ...inWay({ x: x0 - wide, y: y0, w: wide, h: y1 - y0 }).map((o) => o.x + o.w));
    if (high > 1e-9 && cutTop) y1 = Math.min(y1 + high, ...inWay({ x: x0, y: y1, w: x1 - x0, h: high }).map((o) => o.y));
    else if (high > 1e-9) y0 = Math.max(y0 - high, ...inWay({ x: x0, y: y0 - high, w: x1 - x0, h: high }).map((o) => o.y + o.h));
    return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  });
}

/**
 * The ends a tile may go on, from the legal moves ("3-6 U" etc.).
 * @param {string} tile
 * @param {string[]} legal
 * @returns {import('./moves.js').End[]}
 */
export function endsFor(tile, legal) {
  return legal.flatMap((text) => {
    const move = parseMove(text);
    return move?.kind === 'play' && sameTile(move.tile, tile) ? [move.end] : [];
  });
}

/**
 * Whether a tile of the hand can be played now (a lead counts).
 * @param {string} tile
 * @param {string[]} legal
 */
export function isPlayable(tile, legal) {
  return legal.some((text) => {
    const move = parseMove(text);
    return (move?.kind === 'play' || move?.kind === 'lead') && sameTile(move.tile, tile);
  });
}
