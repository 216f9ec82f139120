// Practice at one's own pace: a game against the computer with no clock
// has Undo (button, U, Ctrl+Z), which brings back the position before the
// player's last play; the replay says undos were used.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTable, playUntil, signedIn, start } from './helpers.js';
import { resign } from './steps.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/** How many tiles are in the player's hand and on the table. @param {import('playwright-core').Page} page */
const counts = (page) =>
  page.evaluate(() => [document.querySelectorAll('.hand button.tile-button').length, document.querySelectorAll('svg.layout .tile').length]);

test('undo takes back the last play at a practice table, by button and by Ctrl+Z', async () => {
  const page = await signedIn(room, { name: 'pia' });
  const table = await openTable(page, { opponent: 'easy', minutes: null });
  assert.equal(await page.locator('#undo-button').count(), 1, 'a practice table has Undo');
  const undoable = async () => (await page.locator('#undo-button:not([disabled])').count()) > 0;
  assert.ok(await playUntil(page, undoable), 'a play to take back before the hand ended');
  // Wait for the computer's reply (our turn again), then take it all back.
  await page.waitForSelector('.hand button.playable, #auto-draw:not([disabled])');
  const [hand, laid] = await counts(page);
  await page.click('#undo-button');
  await page.waitForFunction(
    ([h, l]) => document.querySelectorAll('svg.layout .tile').length < l && document.querySelectorAll('.hand button.tile-button').length > h,
    [hand, laid],
  );
  await page.waitForSelector('#announce:has-text("Your last play was taken back.")');

  // Again with Ctrl+Z.
  assert.ok(await playUntil(page, undoable));
  await page.waitForSelector('.hand button.playable, #auto-draw:not([disabled])');
  const [, laidNow] = await counts(page);
  await page.keyboard.press('Control+z');
  await page.waitForFunction((l) => document.querySelectorAll('svg.layout .tile').length < l, laidNow);

  await resign(page);
  await page.goto(`${room.base}/#replay/${table}`);
  await page.waitForSelector('#replay-undos');
  assert.equal(await page.textContent('#replay-undos'), '2 undos were used');
});

test('a clocked table against the computer has no Undo', async () => {
  const page = await signedIn(room);
  await openTable(page, { opponent: 'easy', minutes: 4 });
  await playUntil(page, async () => (await page.locator('svg.layout .tile').count()) >= 2);
  assert.equal(await page.locator('#undo-button').count(), 0);
});
