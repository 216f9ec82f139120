// People in the room, three at a time: a host opens a private table and
// copies its link, a friend opens it and takes the seat, a third person
// opens it and watches; they talk (the watcher kept apart from the players),
// and the watcher is never sent a tile of a hand. A player invites another
// from their page; a visitor with a link signs in and comes back to it.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, playUntil, recordFrames, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(async () => {
  await room?.stop();
});

/** Says `text` in the chat of `page`. */
async function say(page, text) {
  await page.fill('#chat input[name=chat]', text);
  await page.press('#chat input[name=chat]', 'Enter');
}

test('a friend takes the seat by the copied link, a third watches; they talk, and the watcher sees no hand', async () => {
  const ann = await signedIn(room, { name: `ann3${room.port}` });
  await ann.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: room.base });
  await ann.check('#play-person #private');
  await ann.check('#play-person input[name=watchers_apart]');
  await ann.click('#play-person button[type=submit]');
  await ann.waitForSelector('#share-link');
  await ann.click('#copy-link');
  const link = await ann.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, await ann.inputValue('#share-link'));
  assert.match(link, /\/#table\/\d+\/[0-9a-f]{32}$/, 'the link carries the table’s key');

  const bob = await signedIn(room, { name: `bob3${room.port}` });
  await bob.goto(link);
  await bob.click('#take-seat');
  await bob.waitForSelector('#auto-pick');
  await ann.waitForSelector('#auto-pick');

  // The watcher's page records every frame from its first socket on.
  const cy = await (await room.browser.newContext()).newPage();
  const frames = recordFrames(cy);
  await cy.goto(room.base);
  await cy.fill('input[name=name]', `cy3${room.port}`);
  await cy.fill('input[name=password]', 'correct horse');
  await cy.click('#register');
  await cy.waitForSelector('#play-computer');
  await cy.goto(link);
  await cy.waitForSelector('#watching');
  // The address keeps the key: a reload (or the link copied from the bar) still opens it.
  assert.equal(cy.url(), link);
  assert.equal(bob.url(), link);
  await ann.locator('#watchers', { hasText: '1 watching' }).waitFor();

  // The players talk; the watcher hears them.
  await say(ann, 'good luck');
  await say(bob, 'you too');
  for (const page of [ann, bob, cy]) {
    for (const text of ['good luck', 'you too']) await page.locator('#chat li', { hasText: text }).waitFor();
  }
  // The watcher talks: heard by the watchers, kept from the players
  // (the table keeps watchers apart). Bob speaks after it; once the players
  // see his line, the watcher's, said before it, would have come first.
  await say(cy, 'psst: play the double');
  await cy.locator('#chat li', { hasText: 'psst' }).waitFor();
  await say(bob, 'after the watcher');
  for (const page of [ann, bob]) {
    await page.locator('#chat li', { hasText: 'after the watcher' }).waitFor();
    assert.equal(await page.locator('#chat li', { hasText: 'psst' }).count(), 0);
  }
  await cy.locator('#chat li', { hasText: 'after the watcher' }).waitFor();

  // They play until the watcher, two moves behind, sees a tile laid.
  const laid = async () => (await cy.locator('svg.layout .tile').count()) >= 1;
  await Promise.all([playUntil(ann, laid), playUntil(bob, laid)]);
  assert.equal(await cy.locator('.hand button, #resign, #auto-pick, #auto-draw, #take-seat').count(), 0);
  assert.doesNotMatch((await cy.textContent('#watched-hand')) ?? '', /\d-\d/);
  const updates = frames.received.filter((f) => f.type === 'table');
  assert.ok(updates.length > 0);
  for (const u of updates) {
    assert.equal(u.watching, true, 'every update the watcher got is a watcher’s');
    assert.deepEqual(u.state?.hand ?? [], [], 'no tile of a hand');
    assert.deepEqual(u.legal ?? [], []);
    for (const e of u.state?.history ?? []) assert.ok(!/^draw ./.test(e.action), `no drawn tile: ${e.action}`);
    if (!u.hand_end && u.status !== 'over') assert.equal(u.revealed ?? null, null, 'no hand shown before it ends');
  }
  const said = frames.received.filter((f) => f.type === 'chat').map((f) => f.text);
  assert.ok(said.includes('good luck') && said.includes('psst: play the double'));
  await cy.screenshot({ path: join(ARTIFACTS, 'people-watcher.png') });
});

test('a player invites another from their page; the invitation is accepted in the lobby', async () => {
  const dan = await signedIn(room, { name: `dani${room.port}` });
  const eveName = `evei${room.port}`;
  const eve = await signedIn(room, { name: eveName });
  // One's own page offers no invitation.
  await dan.evaluate((name) => {
    location.hash = `#player/${name}`;
  }, `dani${room.port}`);
  await dan.locator('#presence', { hasText: 'Online now' }).waitFor();
  assert.equal(await dan.locator('#invite').count(), 0);
  await dan.evaluate((name) => {
    location.hash = `#player/${name}`;
  }, eveName);
  await dan.locator('#presence', { hasText: 'Online now' }).waitFor();
  await dan.click('#invite');
  assert.equal(await dan.isChecked('#invite-form #private'), true, 'private by default');
  await dan.selectOption('#invite-form select[name=target]', '100');
  await dan.click('#invite-form button[type=submit]');
  await dan.waitForSelector('#share-link');

  const banner = eve.locator('#invited-banner');
  await banner.waitFor();
  assert.match(await banner.textContent(), new RegExp(`dani${room.port} invites you to a table: draw 7 · to 100 · 4 min a hand`));
  await eve.click('#accept-invitation');
  await eve.waitForSelector('#auto-pick');
  await dan.waitForSelector('#auto-pick');
  assert.equal(await eve.locator('#invited-banner').count(), 0);
});

test('an invitation waits for a player who has no page open; declined, the host is told', async () => {
  const ida = await signedIn(room, { name: `idai${room.port}` });
  const jonName = `joni${room.port}`;
  // jon signs up, then closes the room.
  const jonFirst = await signedIn(room, { name: jonName });
  const jonContext = jonFirst.context();
  await jonFirst.close();
  await ida.evaluate((name) => {
    location.hash = `#player/${name}`;
  }, jonName);
  await ida.waitForSelector('#invite');
  await ida.click('#invite');
  await ida.click('#invite-form button[type=submit]');
  await ida.waitForSelector('#share-link');

  // jon comes back: the invitation is there; he declines it, and ida is told.
  const jon = await jonContext.newPage();
  await jon.goto(room.base);
  const banner = jon.locator('#invited-banner');
  await banner.waitFor();
  assert.match(await banner.textContent(), new RegExp(`idai${room.port} invites you to a table`));
  await jon.click('#decline-invitation');
  await ida.locator('#declined-banner', { hasText: `${jonName} declined your invitation` }).waitFor();
  // Declined, it is not offered again.
  await jon.reload();
  await jon.waitForSelector('#play-computer');
  await jon.waitForTimeout(500);
  assert.equal(await jon.locator('#invited-banner').count(), 0);
});

test('a visitor with a private table’s link signs in and comes back to the table', async () => {
  const fay = `fays${room.port}`;
  await (await signedIn(room, { name: fay })).context().close();
  const gus = await signedIn(room, { name: `guss${room.port}` });
  await gus.check('#play-person #private');
  await gus.click('#play-person button[type=submit]');
  await gus.waitForSelector('#share-link');
  const link = await gus.inputValue('#share-link');

  const visitor = await (await room.browser.newContext()).newPage();
  await visitor.goto(link);
  await visitor.click('#take-seat');
  await visitor.waitForSelector('#keep-games-form');
  await visitor.click('#sign-in-instead');
  await visitor.fill('input[name=name]', fay);
  await visitor.fill('input[name=password]', 'correct horse');
  await visitor.click('#login');
  await visitor.waitForURL(link);
  await visitor.locator('#me', { hasText: fay }).waitFor();
  // The seat they pressed for is taken for them on their return.
  await visitor.waitForSelector('#auto-pick');
  await gus.waitForSelector('#auto-pick');
});
