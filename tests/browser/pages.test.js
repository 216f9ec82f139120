// The pages anyone may read (how to play, the leaderboard, players,
// replays), signing out, and a guest who registers keeping their games.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signedIn, start } from './helpers.js';
import { playComputer, resign } from './steps.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('a signed-out visitor reads how to play, the leaderboard, a player and a replay, and can sign in from the header', async () => {
  // A finished game to look at.
  const player = await signedIn(room);
  const table = (await playComputer(player)).split('/').pop();
  // The hand is dealt once the tiles are picked (a game that ends before its first deal has no replay).
  await player.click('#auto-pick');
  await player.waitForSelector('.hand button.tile-button');
  await resign(player);
  const name = (await player.textContent('#me')) ?? '';
  await player.close();

  const page = await (await room.browser.newContext()).newPage();
  await page.goto(`${room.base}/#leaderboard`);
  await page.waitForSelector('#leaderboard');
  await page.click('header nav a[href="#how-to-play"]');
  await page.waitForSelector('#how-to-play');
  await page.goto(`${room.base}/#player/${name}`);
  await page.waitForSelector('#profile #games');
  assert.match((await page.textContent('#profile h2')) ?? '', new RegExp(name));
  await page.click('#games a:has-text("Watch")');
  await page.waitForSelector('#replay-step');
  assert.equal(page.url(), `${room.base}/#replay/${table}`);
  assert.equal(await page.locator('#guest').count(), 0, 'no sign-in form');
  await page.goBack();
  await page.waitForSelector('#profile #games');
  await page.goForward();
  await page.waitForSelector('#replay-step');

  // The header offers to sign in; the lobby needs a player. The sign-in page
  // links the rules (the header hides them on a phone).
  await page.click('#sign-in');
  await page.waitForSelector('#guest');
  await page.click('#read-rules');
  await page.waitForSelector('#how-to-play');
  await page.goBack();
  await page.waitForSelector('#guest');
  await page.click('#guest');
  await page.waitForSelector('#play-computer');
  assert.equal(await page.locator('#sign-in').count(), 0);
});

test('a guest registers from the header and keeps their game in progress; signing out shows the sign-in page', async () => {
  const page = await signedIn(room);
  const table = await playComputer(page);
  await page.click('#to-lobby');
  await page.waitForSelector('#my-games a');
  const guestName = await page.textContent('#me');
  await page.click('#keep-games');
  const name = `kept${Date.now() % 100000}`;
  await page.fill('#keep-games-form input[name=name]', name);
  await page.fill('#keep-games-form input[name=password]', 'correct horse');
  await page.click('#keep-games-form button[type=submit]');
  await page.waitForSelector('#chips');
  assert.equal(await page.textContent('#me'), name, `${guestName} is now ${name}`);
  assert.match((await page.textContent('#chips')) ?? '', /1000 chips/);
  assert.equal(await page.locator('#keep-games').count(), 0, 'no more offer');
  await page.click('#my-games a');
  await page.waitForSelector('.table');
  assert.equal(page.url(), table, 'the game in progress is still theirs');

  // Signing out ends the session: the lobby asks to sign in again, the pages stay open.
  await page.click('#sign-out');
  await page.waitForSelector('#guest');
  assert.equal(await page.locator('#sign-in').count(), 1);
  await page.reload();
  await page.waitForSelector('#guest');
  await page.click('header nav a[href="#leaderboard"]');
  await page.waitForSelector('#leaderboard');
});

test('how to play teaches with pictures drawn like the table, explains weight, and tells the history', async () => {
  const page = await (await room.browser.newContext()).newPage();
  await page.goto(`${room.base}/#how-to-play`);
  await page.waitForSelector('#how-to-play figure');
  const figures = page.locator('#how-to-play figure');
  const captions = await figures.locator('figcaption').allTextContents();
  // Every figure shows the tiles it says, drawn with real pips.
  for (const figure of await figures.all()) {
    const tiles = Number(await figure.getAttribute('data-tiles'));
    assert.equal(await figure.locator('svg .tile').count(), tiles);
  }
  assert.ok((await page.locator('#how-to-play svg.layout .pip').count()) > 40, 'pips are drawn');
  // The worked example: the spinner marked, its four ends named, a count of 15.
  const fourEnds = figures.filter({ hasText: '2 + 3 + 6 + 4 = 15' });
  assert.equal(await fourEnds.locator('svg .tile').count(), 5);
  assert.deepEqual((await fourEnds.locator('text.end').allTextContents()).sort(), ['down', 'left', 'right', 'up']);
  assert.equal(await fourEnds.locator('rect.ring').count(), 1, 'the spinner is marked');
  assert.ok(captions.some((c) => /5-5 is led and is the spinner/.test(c)));
  assert.ok(captions.some((c) => /you draw 0-5, which does not fit, then 1-6/.test(c)));
  assert.ok(captions.some((c) => /domino bonus.*14 pips, which round to 15/.test(c)));
  const text = (await page.textContent('#how-to-play')) ?? '';
  assert.match(text, /weight is its pip total/);
  assert.match(text, /heavier than 5-3/);
  assert.match(text, /the heaviest tile leads/);
  assert.match(text, /fewer pips in hand wins it/);
  assert.match(text, /descend from dice/);
  assert.match(text, /28 tiles/);
  assert.match(text, /Tutankhamun/);
  // Four players: the seating drawn, the bonus from both opponents rounded once.
  const seating = page.locator('#how-to-play svg.seating');
  assert.deepEqual(await seating.locator('text.seat').allTextContents(), ['You', 'Opponent', 'Partner', 'Opponent']);
  assert.ok(captions.some((c) => /3 \+ 4 = 7 pips round once to 5/.test(c)));
  assert.match(text, /Partners sit across the table, and play goes clockwise/);
  assert.match(text, /team with fewer pips in its two hands/);
});
