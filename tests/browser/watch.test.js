// Watching: two people play at a table; a visitor with no session opens
// the table's link and watches (a guest is made for them), sees no tile of
// either hand, and the players see "1 watching".

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, playUntil, post, recordFrames, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(async () => {
  await room?.stop();
});

test('a visitor opens a game’s link and watches it, seeing no hand, and the players see who watches', async () => {
  const ann = await signedIn(room, { name: `annw${room.port}` });
  const bob = await signedIn(room, { name: `bobw${room.port}` });
  const { body } = await post(ann, '/api/tables', { draw: 7, target: 100, minutes: 4, opponent: 'person', wager: 0 });
  const table = body.table;
  await ann.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, table);
  await ann.waitForSelector('.table');
  const joined = await post(bob, `/api/tables/${table}/join`);
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  await bob.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, table);
  await bob.waitForSelector('.table');

  // A third browser, signed in as nobody, opens the table's link.
  const eve = await (await room.browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
  const frames = recordFrames(eve);
  await eve.goto(`${room.base}/#table/${table}`);
  await eve.waitForSelector('#watching');
  assert.match(await eve.textContent('#watching'), /two moves behind/);
  for (const page of [ann, bob]) {
    await page.locator('#watchers', { hasText: '1 watching' }).waitFor({ timeout: 5000 });
  }

  // The players play until the watcher, two moves behind, sees a tile laid.
  const laid = async () => (await eve.locator('svg.layout .tile').count()) >= 1;
  await Promise.all([playUntil(ann, laid), playUntil(bob, laid)]);
  await eve.locator('svg.layout .tile').first().waitFor();
  assert.match(await eve.textContent('#prompt'), /to play|Hand over|wins/);

  // Nothing to play with, and no tile of a hand shown face up.
  assert.equal(await eve.locator('.hand button, #resign, #auto-pick, #auto-draw, #hint').count(), 0);
  const faceDown = await eve.locator('#watched-hand svg').count();
  assert.ok(faceDown > 0, 'seat 1’s tiles are shown face down');
  assert.doesNotMatch((await eve.textContent('#watched-hand')) ?? '', /\d-\d/);
  const updates = frames.received.filter((f) => f.type === 'table');
  assert.ok(updates.length > 0);
  for (const u of updates) {
    assert.equal(u.watching, true);
    assert.deepEqual(u.state?.hand ?? [], []);
    assert.deepEqual(u.legal ?? [], []);
    if (!u.hand_end && u.status !== 'over') assert.equal(u.revealed ?? null, null);
  }
  await eve.screenshot({ path: join(ARTIFACTS, 'watching.png') });
});

test('a watcher’s update offers nothing to do and sends nothing', async () => {
  await import('./english.js');
  const { initialTable, receive, view, gesture } = await import('../../web/table-state.js');
  const update = {
    type: 'table',
    table: 3,
    version: 5,
    seat: 0,
    status: 'live',
    watching: true,
    settings: { draw: 7, target: 100, minutes: 4, wager: 0 },
    players: [
      { name: 'ann', avatar: 'owl', bot: false },
      { name: 'bob', avatar: 'fox', bot: false },
    ],
    present: [true, true],
    state: {
      seat: 0,
      draw: 7,
      target: 100,
      hand_number: 0,
      leader: 1,
      hand: [],
      tiles_left: [7, 6],
      boneyard: 14,
      ends: { L: 6, R: 6 },
      spinner: '6-6',
      count: 12,
      scores: [0, 0],
      history: [{ player: 1, action: '6-6' }],
    },
    turn: 0,
    legal: [],
    clocks_ms: [240000, 240000],
    clock_running: null,
    hand_end: null,
    revealed: null,
  };
  const options = { now: 0, alwaysAutoDraw: true };
  const { state, effects } = receive(initialTable(3), /** @type {any} */ (update), options);
  assert.equal(effects.send, null);
  const v = /** @type {NonNullable<ReturnType<typeof view>>} */ (view(state, options));
  assert.equal(v.watching, true);
  assert.equal(v.myTiles, 7);
  assert.equal(v.prompt, 'ann to play');
  assert.deepEqual(v.hand, []);
  assert.equal(v.controls.resign, false);
  assert.equal(v.controls.autoDraw, null);
  assert.equal(v.boneyard.action, null);
  for (const g of [{ type: 'next' }, { type: 'resign' }, { type: 'boneyard' }, { type: 'rematch' }]) {
    assert.equal(gesture(state, /** @type {any} */ (g)).send, null);
  }
});

test('a private table is not listed; its link seats a friend, and shows a third person the game', async () => {
  const ann = await signedIn(room, { name: `annp${room.port}` });
  const bob = await signedIn(room, { name: `bobp${room.port}` });
  await ann.check('#play-person #private');
  await ann.click('#play-person button[type=submit]');
  await ann.waitForSelector('#share-link');
  const link = await ann.inputValue('#share-link');
  assert.match(link, /\/#table\/\d+\/[0-9a-f]{32}$/, 'the link carries the table’s key');
  // Bob's lobby does not offer it.
  await bob.locator('#open-tables li', { hasText: 'No open tables yet.' }).waitFor();
  assert.equal(await bob.locator('#open-tables button', { hasText: 'Join' }).count(), 0);
  // Bob opens the link and takes the seat: the game starts for both.
  await bob.goto(link);
  await bob.click('#take-seat');
  await bob.waitForSelector('#auto-pick');
  await ann.waitForSelector('#auto-pick');
  // A third person opening the link watches.
  const cy = await (await room.browser.newContext()).newPage();
  await cy.goto(link);
  await cy.waitForSelector('#watching');
  assert.equal(await cy.locator('#take-seat').count(), 0);
  await ann.locator('#watchers', { hasText: '1 watching' }).waitFor();
});

test('a visitor with a private table’s link registers to take the seat and comes back seated', async () => {
  const ann = await signedIn(room, { name: `annr${room.port}` });
  await ann.check('#play-person #private');
  await ann.click('#play-person button[type=submit]');
  await ann.waitForSelector('#share-link');
  const link = await ann.inputValue('#share-link');
  const dee = await (await room.browser.newContext()).newPage();
  await dee.goto(link);
  await dee.click('#take-seat');
  // A guest plays the computer only: registering keeps them the same player.
  await dee.waitForSelector('#keep-games-form');
  await dee.fill('input[name=name]', `deer${room.port}`);
  await dee.fill('input[name=password]', 'correct horse');
  await dee.click('#register');
  await dee.waitForURL(link);
  // Back at the table, the seat they pressed for is taken for them.
  await dee.waitForSelector('#auto-pick');
  await ann.waitForSelector('#auto-pick');
});
