// Learning from a game against the computer: a hint on the table (button
// and H), then the finished game's review with each move's mark, the better
// move and the summary; the replay says hints were used.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTable, playUntil, post, signedIn, start } from './helpers.js';
import { resign } from './steps.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('a hint lights the Expert move, and the finished game against Beginner has a review', async () => {
  const page = await signedIn(room);
  const table = await openTable(page, { opponent: 'beginner', target: 1000 });
  // On our turn the Hint button asks; the line says which move and why.
  await playUntil(page, async () => (await page.locator('#hint-button:not([disabled])').count()) > 0);
  await page.click('#hint-button');
  await page.waitForSelector('#hint');
  assert.match((await page.textContent('#hint')) ?? '', /^Hint: .+ — .+/);
  if (await page.locator('.hand button.playable').count()) {
    assert.equal(await page.locator('.hand button.hinted').count(), 1, 'the hinted tile stands out');
  }
  // A few more plays, asking with H once more, then resign.
  await playUntil(page, async () => (await page.locator('svg.layout .tile').count()) >= 8);
  await playUntil(page, async () => (await page.locator('#hint-button:not([disabled])').count()) > 0);
  await page.keyboard.press('h');
  await page.waitForSelector('#hint');
  await resign(page);

  // The review: the summary, the three costliest, every choice with its mark.
  await page.click('#review-game');
  await page.waitForSelector('#review-summary');
  assert.match((await page.textContent('#review-summary')) ?? '', /^Accuracy \d+\.\d% over \d+ choices?: \d+ fine/);
  assert.ok(await page.locator('#review-costliest').count());
  const rows = page.locator('#review-moves tbody tr');
  const count = await rows.count();
  assert.ok(count >= 1, 'our choices are listed');
  for (let i = 0; i < count; i++) {
    const mark = await rows.nth(i).getAttribute('data-mark');
    assert.ok(['fine', 'inaccuracy', 'mistake', 'blunder'].includes(mark ?? ''), `mark ${mark}`);
    const cells = await rows.nth(i).locator('td').allTextContents();
    // A better move is shown exactly when something was lost... or the move differed.
    if (cells[4]) assert.notEqual(cells[3], '', `a loss names the better move: ${cells}`);
  }
  // The replay notes the hints.
  await page.evaluate((id) => {
    location.hash = `#replay/${id}`;
  }, table);
  await page.waitForSelector('#replay-hints');
  assert.match((await page.textContent('#replay-hints')) ?? '', /2 hints were used/);
  await page.close();
});

test('no hint at a table between people', async () => {
  const ann = await signedIn(room, { name: 'hintann' });
  const bob = await signedIn(room, { name: 'hintbob' });
  const { body } = await post(ann, '/api/tables', { opponent: 'person', minutes: 4, wager: 0 });
  await post(bob, `/api/tables/${body.table}/join`);
  const refused = await post(ann, `/api/tables/${body.table}/hint`);
  assert.equal(refused.status, 403);
  await ann.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, body.table);
  await ann.waitForSelector('.table');
  assert.equal(await ann.locator('#hint-button').count(), 0, 'no Hint button against a person');
  await ann.close();
  await bob.close();
});
