// A watcher is not a player: they leave a live clocked game without being
// warned about a clock that is not theirs (in the site and when the tab
// closes), they have a Lobby button like the players, and a finished game
// offers them a review of either player's moves, named, never "your moves".

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { playUntil, signedIn, start } from './helpers.js';
import { playComputer, resign } from './steps.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('a watcher leaves a live clocked game silently, by its Lobby button and by closing the tab', async () => {
  const ann = await signedIn(room, { name: `annv${room.port}` });
  const table = await playComputer(ann, { minutes: '10' });
  const eve = await signedIn(room);
  /** @type {string[]} */
  const asked = [];
  eve.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.accept();
  });
  await eve.goto(table);
  await eve.waitForSelector('#watching');
  await eve.waitForSelector('[data-clock]');
  await eve.click('#watching #to-lobby');
  await eve.waitForSelector('#play-computer');
  assert.deepEqual(asked, [], 'nothing asked of a watcher leaving');

  await eve.goto(table);
  await eve.waitForSelector('#watching');
  const closed = new Promise((r) => eve.once('close', r));
  await eve.close({ runBeforeUnload: true });
  await closed;
  assert.deepEqual(asked, [], 'no beforeunload prompt for a watcher');
  await ann.close();
});

test('a watcher of a finished game is offered each player’s review by name, and it opens', async () => {
  const ann = await signedIn(room, { name: `annx${room.port}` });
  const table = await playComputer(ann);
  const eve = await signedIn(room);
  await eve.goto(table);
  await eve.waitForSelector('#watching');
  // A hand is dealt and played a little (a game ended before its deal has no review).
  await playUntil(ann, async () => (await ann.locator('svg.layout .tile').count()) >= 2);
  await resign(ann);
  await eve.waitForSelector('#game-over');
  assert.equal(await eve.locator('#review-game').count(), 0, 'no "Review your moves" for a watcher');
  assert.equal(await eve.textContent('#review-seat-0'), `Review annx${room.port}'s moves`);
  assert.match((await eve.textContent('#review-seat-1')) ?? '', /^Review .*bot's moves$/i);
  await eve.click('#review-seat-0');
  await eve.waitForSelector('#review-summary');
  assert.match((await eve.textContent('#review h2')) ?? '', new RegExp(`Review of annx${room.port}'s moves`));
  // The player's own link still says "your moves".
  await ann.click('#review-game');
  await ann.waitForSelector('#review-summary');
});
