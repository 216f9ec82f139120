// The replay viewer plays a finished game by itself, at a chosen speed, and
// its last frame says how the game ended.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import './english.js';
import { ending } from '../../web/pages.js';
import { playUntil, signedIn, start } from './helpers.js';
import { playComputer, resign } from './steps.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/** @param {import('playwright-core').Page} page */
const stepOf = async (page) => (await page.textContent('#replay-step'))?.split(' / ').map(Number) ?? [];

test('the replay plays by itself, pauses, changes speed, and ends saying how the game ended', async () => {
  const page = await signedIn(room);
  await playComputer(page);
  // A few plays each, so the replay has frames to play through.
  await playUntil(page, async () => (await page.locator('svg.layout .tile').count()) >= 6);
  await resign(page);
  const me = await page.textContent('#me');
  await page.click('#watch-replay');
  await page.waitForSelector('#replay-play');
  const [first, total] = await stepOf(page);
  assert.equal(first, 1);
  assert.ok(total >= 6, `a replay of ${total} frames`);

  // Playing moves on without a click; pausing stops it.
  await page.selectOption('#replay-speed', '200');
  await page.click('#replay-play');
  await page.waitForFunction(() => Number(document.querySelector('#replay-step')?.textContent?.split(' /')[0]) >= 3);
  await page.click('#replay-play');
  const [paused] = await stepOf(page);
  await page.waitForTimeout(600);
  assert.equal((await stepOf(page))[0], paused, 'paused');
  assert.equal(await page.getAttribute('#replay-play', 'aria-pressed'), 'false');

  // Played to the end, it stops there and says how the game ended.
  await page.click('#replay-play');
  await page.waitForFunction((n) => document.querySelector('#replay-step')?.textContent === `${n} / ${n}`, total, { timeout: 10000 });
  await page.waitForTimeout(400);
  assert.equal(await page.getAttribute('#replay-play', 'aria-pressed'), 'false', 'the autoplay stops at the last frame');
  const caption = await page.textContent('#replay-caption');
  assert.match(caption ?? '', new RegExp(`Game over: ${me} resigns: Easy bot wins by resignation\\. Final scores: ${me} \\d+, Easy bot \\d+\\.`, 'i'));
  await page.close();
});

test('the last frame tells each way a game ends: score, time, resignation, abandoned', () => {
  const game = (/** @type {any} */ result, wager = 0) => ({ players: ['ann', 'bob'], settings: { draw: 7, target: 150, wager }, result, frames: [] });
  const last = /** @type {any} */ ({ scores: [155, 90] });
  assert.equal(ending(game({ winner: 0, reason: 'score' }), last), 'Game over: ann reaches the final score of 150 and wins. Final scores: ann 155, bob 90.');
  assert.equal(ending(game({ winner: 1, reason: 'time' }), last), 'Game over: ann’s clock runs out: bob wins on time. Final scores: ann 155, bob 90.');
  assert.equal(ending(game({ winner: 0, reason: 'resign' }), last), 'Game over: bob resigns: ann wins by resignation. Final scores: ann 155, bob 90.');
  assert.equal(
    ending(game({ winner: null, reason: 'abandoned' }, 50), last),
    'Game over: the game was abandoned, so nobody wins and the wager is returned. Final scores: ann 155, bob 90.',
  );
});
