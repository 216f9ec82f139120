// The table geometry, headless: pure functions, no DOM.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { endsFor, isPlayable, layoutFromHistory } from '../../web/layout.js';

const history = (actions) => actions.map((action, i) => ({ player: i % 2, action }));
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

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

test('in hundreds of random hands no tile overlaps another, and no lit end covers a tile', async () => {
  const { readFile } = await import('node:fs/promises');
  const { hands } = JSON.parse(await readFile(new URL('./data/random-hands.json', import.meta.url)));
  assert.ok(hands.length > 300);
  let checked = 0;
  for (const actions of hands) {
    // Every position of the hand, as the players saw it grow.
    for (let n = 1; n <= actions.length; n++) {
      const { tiles, targets } = layoutFromHistory(history(actions.slice(0, n)));
      for (let i = 0; i < tiles.length; i++) {
        for (let j = i + 1; j < tiles.length; j++) {
          assert.ok(!overlaps(tiles[i], tiles[j]), `${actions.slice(0, n).join(', ')}: tiles ${i} and ${j} overlap`);
        }
      }
      for (const [end, box] of Object.entries(targets)) {
        if (!box.w) continue;
        for (const t of tiles) assert.ok(!overlaps(box, t), `${actions.slice(0, n).join(', ')}: the ${end} end covers a tile`);
      }
      checked++;
    }
  }
  assert.ok(checked > 3000);
});
