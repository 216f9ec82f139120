// Moving around the site: the lobby lists your games in progress, the
// browser's Back and Forward move between the site's pages, and leaving a
// live game with a clock asks first.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signedIn, start } from './helpers.js';
import { playComputer } from './steps.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('a game in progress is listed in the lobby, its link goes back to it, and Back and Forward move between pages', async () => {
  const page = await signedIn(room);
  const table = await playComputer(page);
  await page.click('#to-lobby');
  const back = page.locator('#my-games a', { hasText: 'Back to your game against Easy bot' });
  await back.waitFor({ timeout: 5000 });
  assert.match(await page.textContent('#my-games'), /draw 7 · to 150 · no clock/);

  // The browser's Back returns to the table, Forward to the lobby.
  await page.goBack();
  await page.waitForSelector('.table');
  assert.equal(page.url(), table);
  await page.goForward();
  await page.waitForSelector('#play-computer');
  await page.click('header nav a[href="#leaderboard"]');
  await page.waitForSelector('#leaderboard');
  await page.click('header nav a[href="#how-to-play"]');
  await page.waitForSelector('#how-to-play');
  await page.goBack();
  await page.waitForSelector('#leaderboard');
  await page.goBack();
  await page.waitForSelector('#my-games a');
  assert.ok(page.url().startsWith(room.base), 'Back stays on the site');

  // The lobby's link opens the running game again.
  await back.click();
  await page.waitForSelector('.table .hand, .table .boneyard');
  assert.equal(page.url(), table);
  await page.close();
});

test('leaving a live game with a clock asks first, inside the site and when the tab closes', async () => {
  const page = await signedIn(room);
  const table = await playComputer(page, { minutes: '10' });
  await page.waitForSelector('[data-clock]');

  // Declining keeps the table on screen at its address.
  /** @type {string[]} */
  const asked = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    dialog.dismiss();
  });
  await page.click('#to-lobby');
  await page.waitForTimeout(300);
  assert.match(asked[0] ?? '', /Leave this game\? .*your clock runs on your turn/);
  assert.equal(page.url(), table);
  assert.equal(await page.locator('#play-computer').count(), 0, 'the lobby is not shown');
  assert.equal(await page.locator('.table').count(), 1);

  // Accepting goes; the lobby's link comes back.
  page.once('dialog', (dialog) => dialog.accept());
  await page.click('#to-lobby');
  await page.waitForSelector('#my-games a');
  assert.match(await page.textContent('#my-games'), /10 min a hand/);
  await page.click('#my-games a');
  await page.waitForSelector('[data-clock]');

  // Signing out asks too; declining keeps the player signed in at the table.
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.click('#sign-out');
  await page.waitForTimeout(300);
  assert.equal(page.url(), table);
  assert.equal(await page.locator('#me').count(), 1, 'still signed in');
  assert.equal(await page.evaluate(async () => (await fetch('/api/me')).status), 200);

  // Closing the tab asks too.
  const closing = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await closing;
  assert.equal(dialog.type(), 'beforeunload');
  await dialog.accept();
});
