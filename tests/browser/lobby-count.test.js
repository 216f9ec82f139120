// The lobby's count of games being played matches its list: a private game
// is counted, not listed, and the count says so.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { post, signedIn, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('a private game is counted as private, and only the public one is listed', async () => {
  const ann = await signedIn(room, { name: `annl${room.port}` });
  const bob = await signedIn(room, { name: `bobl${room.port}` });
  const { body } = await post(ann, '/api/tables', { draw: 7, target: 150, minutes: 4, opponent: 'person', wager: 0, private: true });
  // The friend takes the seat with the table's key, as its link carries it.
  assert.equal((await post(bob, `/api/tables/${body.table}/join`, { key: body.key })).status, 200);
  const cy = await signedIn(room, { name: `cyl${room.port}` });
  assert.equal((await post(cy, '/api/tables', { draw: 7, target: 150, minutes: 4, opponent: 'easy', wager: 0 })).status, 200);

  const viewer = await signedIn(room, { name: `dil${room.port}` });
  await viewer.locator('#online-count', { hasText: '2 games being played (1 private)' }).waitFor();
  assert.equal(await viewer.locator('#live-games [data-watch]').count(), 1);
  assert.match((await viewer.textContent('#live-games')) ?? '', new RegExp(`cyl${room.port}`));
});

test('a table of four is listed as two against two, and joined from the lobby into its free seat', async () => {
  const ann = await signedIn(room, { name: `ann4${room.port}` });
  const { status } = await post(ann, '/api/tables', { seats: 4, computers: [null, null, 'easy', 'easy'], minutes: 4, target: 150 });
  assert.equal(status, 200);
  const bob = await signedIn(room, { name: `bob4${room.port}` });
  const row = bob.locator('#open-tables li', { hasText: `ann4${room.port}` });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /four players, two against two/);
  await row.locator('button', { hasText: 'Join' }).click();
  // The join's answer names the seat (1, the host's left); the table of four opens at it.
  await bob.waitForSelector('.table.four .player[data-place=me][data-seat="1"]');
  await bob.locator('.player[data-place=left][data-seat="2"]', { hasText: 'Easy bot' }).waitFor();
  await bob.locator('.player[data-place=right][data-seat="0"]', { hasText: `ann4${room.port}` }).waitFor();
});
