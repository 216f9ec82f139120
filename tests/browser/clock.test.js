// A low clock warns: its colour changes and, with sounds on, it ticks each
// second. The page's own time is run forward (the server's clock is the
// truth and has barely moved, so the game goes on).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { countSounds, openTable, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('under 20 seconds my running clock turns red and ticks', async () => {
  const context = await room.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install();
  await countSounds(page);
  await page.goto(room.base);
  await page.click('#guest');
  await page.waitForSelector('#play-computer');
  await openTable(page, { target: 1000, minutes: 1 });
  await page.click('#auto-pick');
  for (let i = 0; i < 200 && (await page.textContent('#prompt')) !== 'Your turn'; i++) {
    if ((await page.textContent('#prompt')) === 'No tile fits: draw') await page.click('#auto-draw').catch(() => {});
    await page.clock.runFor(50);
  }
  const clock = page.locator('[data-clock="0"]');
  assert.equal(await clock.getAttribute('class'), 'clock running');
  const quiet = await page.evaluate(() => window.soundsPlayed);
  await page.clock.runFor(30_000);
  assert.doesNotMatch(await clock.getAttribute('class'), /low/, 'not low with half a minute left');
  assert.equal(await page.evaluate(() => window.soundsPlayed), quiet, 'no tick yet');
  await page.clock.runFor(15_000);
  assert.match(await clock.textContent(), /^0:1\d$/);
  assert.match(await clock.getAttribute('class'), /\blow\b/);
  assert.equal(await clock.evaluate((n) => getComputedStyle(n).color), 'rgb(255, 107, 107)');
  assert.equal(await page.textContent('[data-clock="1"]'), '1:00', "the opponent's clock is not running");
  const ticks = (await page.evaluate(() => window.soundsPlayed)) - quiet;
  assert.ok(ticks >= 3 && ticks <= 6, `${ticks} ticks in the last seconds`);
  await context.close();
});
