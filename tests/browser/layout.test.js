// The table geometry, headless: pure functions, no DOM.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import './english.js';
import { bounds, endsFor, isPlayable, layoutFromHistory, tapAreas } from '../../web/layout.js';

const history = (actions) => actions.map((action, i) => ({ player: i % 2, action }));
const E = 1e-9;
const overlaps = (a, b) => a.x < b.x + b.w - E && b.x < a.x + a.w - E && a.y < b.y + b.h - E && b.y < a.y + a.h - E;
const contains = (outer, inner) =>
  outer.x <= inner.x + E && outer.y <= inner.y + E && outer.x + outer.w >= inner.x + inner.w - E && outer.y + outer.h >= inner.y + inner.h - E;
/** Whether two boxes share a stretch of edge (corners do not count). */
const touches = (a, b) => {
  const along = (a0, a1, b0, b1) => Math.min(a1, b1) - Math.max(a0, b0) > E;
  const meet = (p, q) => Math.abs(p - q) < E;
  return (
    ((meet(a.x + a.w, b.x) || meet(b.x + b.w, a.x)) && along(a.y, a.y + a.h, b.y, b.y + b.h)) ||
    ((meet(a.y + a.h, b.y) || meet(b.y + b.h, a.y)) && along(a.x, a.x + a.w, b.x, b.x + b.w))
  );
};
/** Whether two boxes are closer than `d` on both axes (one's grown area could reach the other). */
const near = (a, b, d) => a.x < b.x + b.w + d && b.x < a.x + a.w + d && a.y < b.y + b.h + d && b.y < a.y + a.h + d;

test('a lead spinner grows four arms, each tile showing its numbers in place', () => {
  const { tiles, targets } = layoutFromHistory(history(['5-5', '2-5 L', '3-5 R', '5-6 U', '4-5 D']));
  assert.equal(tiles.length, 5);
  const [spinner, left, right, up, down] = tiles;
  assert.deepEqual([spinner.w, spinner.h], [1, 2], 'the lead double stands crosswise');
  assert.deepEqual([left.a, left.b], [2, 5], 'the 5 touches the spinner, the 2 is outside');
  assert.deepEqual([right.a, right.b], [5, 3]);
  assert.deepEqual([up.a, up.b, up.w, up.h], [6, 5, 1, 2]);
  assert.deepEqual([down.a, down.b], [5, 4]);
  assert.deepEqual(Object.keys(targets).sort(), ['D', 'L', 'R', 'U']);
  for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) assert.ok(!overlaps(tiles[i], tiles[j]), `tiles ${i} and ${j} overlap`);
});

test('up and down stay closed until both sides of the spinner are covered', () => {
  assert.deepEqual(Object.keys(layoutFromHistory(history(['5-5', '2-5 L'])).targets).sort(), ['L', 'R']);
  assert.deepEqual(Object.keys(layoutFromHistory(history(['3-5', '5-5 R'])).targets).sort(), ['L', 'R']);
  assert.deepEqual(Object.keys(layoutFromHistory(history(['3-5', '5-5 R', '5-1 R'])).targets).sort(), ['D', 'L', 'R', 'U']);
});

test('a long arm turns the corner and never overlaps itself', () => {
  // A legal line of 14 tiles off a 0-0 lead, all on the left.
  const line = ['0-0', '0-1 L', '1-2 L', '2-3 L', '3-4 L', '4-5 L', '5-6 L', '6-0 L', '0-2 L', '2-4 L', '4-6 L', '6-1 L', '1-3 L', '3-5 L', '5-0 L'];
  const { tiles } = layoutFromHistory(history(line));
  assert.equal(tiles.length, line.length);
  assert.ok(
    tiles.every((t) => t.x >= -13),
    'the arm stays within reach',
  );
  for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) assert.ok(!overlaps(tiles[i], tiles[j]), `tiles ${i} and ${j} overlap`);
});

test('legal moves light up the right tiles and ends', () => {
  const legal = ['2-5 L', '2-5 U', '1-1 R'];
  assert.deepEqual(endsFor('5-2', legal), ['L', 'U']);
  assert.ok(isPlayable('1-1', legal));
  assert.ok(!isPlayable('3-4', legal));
  assert.ok(isPlayable('6-3', ['3-6', '6-3']), 'a lead counts');
  assert.ok(!isPlayable('0-0', ['draw']));
});

test('a line turned aside by another arm goes on from its own last tile, not from its old plan', () => {
  // The left arm, turned down by the tiles in its way, had a turn "down" left
  // in its plan: 4-6 was drawn alone, far from the 5-6 it joins.
  const line =
    '2-3, 1-2 L, 3-4 R, 4-5 R, 1-3 L, 3-5 R, 3-3 L, 3-6 R, 6-6 R, 2-6 R, 0-2 R, 0-6 R, 1-6 R, 0-3 L, 0-1 L, 1-5 R, 1-4 L, 2-4 L, 2-2 L, 2-5 L, 0-5 R, 5-6 L, 0-0 R, 4-6 L';
  const { tiles } = layoutFromHistory(history(line.split(', ')));
  assert.ok(touches(tiles[23], tiles[21]), `4-6 lies at ${JSON.stringify(tiles[23])}, 5-6 at ${JSON.stringify(tiles[21])}`);
});

/** Every hand of the engine's random games (crates/rules/tests/layout_positions.rs), and the moves legal before each action. */
const { hands } = JSON.parse(readFileSync(new URL('./data/positions.json', import.meta.url), 'utf8'));
/** Each position's layout, worked out once for the tests below. */
const layouts = new Map();
const layoutOf = (/** @type {string[]} */ actions) => {
  const key = actions.join(',');
  if (!layouts.has(key)) layouts.set(key, layoutFromHistory(history(actions)));
  return layouts.get(key);
};

/**
 * Each position of a hand as the players saw it grow: the history so far,
 * the moves legal then, and for every tile laid, the tile it was joined to
 * (worked out from the moves alone: the last tile on the same end, the lead
 * for the first on the left or right, the spinner for the first up or down).
 */
function* positions() {
  for (const { actions, legal } of hands) {
    /** @type {number[]} */
    const joined = [];
    /** @type {Record<string, number>} */
    const last = {};
    let spinner = null;
    let laid = 0;
    for (let n = 0; n <= actions.length; n++) {
      yield { actions: actions.slice(0, n), legal: legal[n] ?? [], joined: joined.slice(), last: { ...last }, spinner };
      const [tile, end] = (actions[n] ?? '').split(' ');
      if (!/^\d-\d$/.test(tile)) continue;
      const double = tile[0] === tile[2];
      if (!end) {
        Object.assign(last, { L: laid, R: laid });
        if (double) spinner = laid;
      } else {
        joined[laid] = last[end] ?? /** @type {number} */ (spinner);
        last[end] = laid;
        if (spinner === null && double) spinner = laid;
      }
      laid++;
    }
  }
}

test('in every position of hundreds of random hands the layout is one connected drawing', () => {
  assert.ok(hands.length > 300);
  let checked = 0;
  for (const { actions, legal, joined, last, spinner } of positions()) {
    const where = actions.join(', ');
    const { tiles, targets } = layoutOf(actions);
    assert.equal(tiles.length, actions.filter((a) => /^\d-\d( [LRUD])?$/.test(a)).length, where);
    for (let i = 0; i < tiles.length; i++) {
      for (let j = i + 1; j < tiles.length; j++) assert.ok(!overlaps(tiles[i], tiles[j]), `${where}: tiles ${i} and ${j} overlap`);
    }
    // Every tile lies against the tile it was joined to: nothing is drawn apart.
    joined.forEach((k, i) => {
      assert.ok(touches(tiles[i], tiles[k]), `${where}: tile ${i} is drawn apart from tile ${k}, which it joins`);
    });
    // Every end a move may go on has its spot, free, against the end's tile, apart from the other spots.
    const ends = new Set(legal.flatMap((m) => (/ [LRUD]$/.test(m) ? [m.slice(-1)] : [])));
    for (const end of ends) {
      const box = targets[end];
      assert.ok(box, `${where}: no spot for the ${end} end`);
      const tip = last[end] ?? spinner;
      assert.ok(touches(box, tiles[tip]), `${where}: the ${end} end's spot is drawn apart from its tile`);
      for (const t of tiles) assert.ok(!overlaps(box, t), `${where}: the ${end} end's spot covers a tile`);
    }
    const spots = Object.entries(targets);
    for (const [a, boxA] of spots) for (const [b, boxB] of spots) assert.ok(a === b || !overlaps(boxA, boxB), `${where}: the ${a} and ${b} spots overlap`);
    checked++;
  }
  assert.ok(checked > 5000, `${checked} positions`);
});

test("every lit end's tap area holds its spot and never covers another lit end's spot, at every scale", () => {
  let crowded = 0;
  for (const { actions, legal } of positions()) {
    const { targets } = layoutOf(actions);
    const tiles = new Set(legal.flatMap((m) => (/ [LRUD]$/.test(m) ? [m.split(' ')[0]] : [])));
    for (const tile of tiles) {
      const lit = endsFor(tile, legal).map((end) => ({ end, box: /** @type {any} */ (targets[end]) }));
      if (lit.length < 2) continue;
      // From a wide screen (a tile's half is many pixels: 44 pixels is under one unit) to a small phone.
      for (const min of [0.8, 1.5, 2.5, 4]) {
        const areas = tapAreas(
          lit.map((l) => l.box),
          min,
        );
        lit.forEach(({ end, box }, i) => {
          const area = areas[i];
          const where = `${actions.join(', ')}: ${tile} on ${end}, ${min} units`;
          assert.ok(contains(area, box), `${where}: the tap area does not hold the spot`);
          lit.forEach((other, j) => {
            if (j !== i) assert.ok(!overlaps(area, other.box), `${where}: the tap area covers the ${other.end} end's spot`);
          });
          if (!lit.some((other, j) => j !== i && near(box, other.box, min))) {
            assert.ok(area.w >= min - 1e-9 && area.h >= min - 1e-9, `${where}: a lone end's tap area is ${area.w} by ${area.h}`);
          }
        });
        if (lit.some(({ box }, i) => lit.some((other, j) => j !== i && near(box, other.box, min)))) crowded++;
      }
    }
  }
  assert.ok(crowded > 100, `only ${crowded} crowded lit ends`);
});

test('the positions cover every place a spinner can be: led, played on either arm, on an arm that turned, at each edge of the board', () => {
  const seen = new Set();
  for (const { actions, spinner } of positions()) {
    if (spinner === null) continue;
    const { tiles, targets } = layoutOf(actions);
    if (!targets.U) continue;
    const s = tiles[spinner];
    const how = spinner === 0 ? 'led' : s.h > s.w ? 'on a line across the board' : 'on a line up or down the board';
    seen.add(how);
    const frame = bounds([...tiles, ...Object.values(targets)], 0);
    for (const [edge, at] of [
      ['left', s.x - frame.x],
      ['right', frame.x + frame.w - s.x - s.w],
      ['top', s.y - frame.y],
      ['bottom', frame.y + frame.h - s.y - s.h],
    ]) {
      // The spinner's up or down spot is at that edge of the board.
      if (at <= 2) seen.add(`at the ${edge} edge`);
    }
  }
  assert.deepEqual([...seen].sort(), [
    'at the bottom edge',
    'at the left edge',
    'at the right edge',
    'at the top edge',
    'led',
    'on a line across the board',
    'on a line up or down the board',
  ]);
});
