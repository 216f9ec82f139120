// "Play a person now": two players who press it with settings both accept
// land at the same table, the game started and both stakes in escrow; a
// player left waiting is offered the computer once their chosen wait passes.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { post, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/**
 * Ticks the settings in the lobby's "Play a person now" form and presses it.
 * @param {import('playwright-core').Page} page
 */
async function playNow(page, { min, max }) {
  await page.fill('#play-now input[name=wager_min]', String(min));
  await page.fill('#play-now input[name=wager_max]', String(max));
  await page.click('#play-now-button');
}

test('Cancel stops the search', async () => {
  const dan = await signedIn(room, { name: `dan${room.port}` });
  await playNow(dan, { min: 0, max: 0 });
  await dan.click('#cancel-search');
  await dan.getByText('You stopped looking').waitFor();
  assert.equal((await post(dan, '/api/pairing/cancel')).status, 409);
  await dan.context().close();
});

test('two players who press "Play a person now" land at the same table with the game started', async () => {
  const ann = await signedIn(room, { name: `ann${room.port}` });
  const bob = await signedIn(room, { name: `bob${room.port}` });
  await playNow(ann, { min: 20, max: 100 });
  await ann.getByText('Looking for an opponent').waitFor();
  await playNow(bob, { min: 50, max: 200 });
  for (const page of [ann, bob]) {
    await page.waitForURL(/#table\/\d+$/, { timeout: 5000 });
    // Dealt: each picks tiles, or the game is already under way.
    await page.waitForSelector('.player.on-turn, #auto-pick', { timeout: 5000 });
    // The lowest wager both accept, 50, is in escrow.
    await page.waitForFunction(() => document.querySelector('#chips')?.textContent?.includes('950'), null, { timeout: 5000 });
  }
  assert.equal(new URL(ann.url()).hash, new URL(bob.url()).hash, 'the same table');
  await ann.getByText(`bob${room.port}`).first().waitFor();
  await bob.getByText(`ann${room.port}`).first().waitFor();
  await ann.context().close();
  await bob.context().close();
});

test('a player nobody matches is offered the computer after the wait they chose; taking it ends the search', async () => {
  const cat = await signedIn(room, { name: `cat${room.port}` });
  await cat.clock.install();
  await cat.selectOption('#play-now select[name=wait]', '30');
  await playNow(cat, { min: 0, max: 0 });
  await cat.getByText('Looking for an opponent').waitFor();
  await cat.clock.fastForward(31_000);
  await cat.click('#play-computer-instead');
  await cat.waitForURL(/#table\/\d+$/, { timeout: 5000 });
  await cat.waitForSelector('.table');
  await cat.getByText('Easy bot').first().waitFor();
  const cancel = await post(cat, '/api/pairing/cancel');
  assert.equal(cancel.status, 409, 'no search is left');
  await cat.context().close();
});
