// "Play a person now" in two tabs of one browser: each tab shows the search
// the other started or stopped; a tab whose search was stopped elsewhere
// finds out on Cancel; a refused search says why beside its button.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { post, signedIn, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('two tabs keep in step on the search, and a refusal shows beside the button', async () => {
  const one = await signedIn(room, { name: `bobt${room.port}` });
  const two = await one.context().newPage();
  await two.goto(room.base);
  await two.waitForSelector('#play-now-button');

  await one.click('#play-now-button');
  await one.locator('#pairing-status', { hasText: 'Looking for an opponent' }).waitFor();
  await two.locator('#pairing-status', { hasText: 'Looking for an opponent' }).waitFor();
  // Cancel in the first tab: the second stops showing the search.
  await one.click('#cancel-search');
  await two.locator('#pairing-status', { hasText: 'You stopped looking.' }).waitFor();
  assert.equal(await two.locator('#cancel-search').count(), 0);

  // Stopped where no tab hears of it (another browser): Cancel says so.
  await two.click('#play-now-button');
  await two.locator('#cancel-search').waitFor();
  assert.equal((await post(two, '/api/pairing/cancel')).status, 200);
  await two.click('#cancel-search');
  await two.locator('#pairing-status', { hasText: 'You are not looking for an opponent now.' }).waitFor();
  assert.equal(await two.locator('#cancel-search').count(), 0);

  // A search the server refuses says why next to the button.
  for (const box of await one.locator('#play-now input[name=draws]').all()) await box.uncheck();
  await one.click('#play-now-button');
  await one.locator('#play-now-card #pairing-error').filter({ hasText: /./ }).waitFor();
});
