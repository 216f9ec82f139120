// A tournament in two browsers: ann creates one from the tournaments page,
// both enter from its page (the lobby announces it), the room seats them
// (a banner wherever they are), they play their game, and the page shows
// the bracket, the places and the prize, paid once.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, BINARY, playOverSocket, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(async () => {
  await room?.stop();
});

test('two people enter a tournament from its page, are seated, play, and see the result', async () => {
  const ann = await signedIn(room, { name: `annt${room.port}` });
  const bob = await signedIn(room, { name: `bobt${room.port}` });

  // ann creates a knockout for two from the form.
  await ann.goto(`${room.base}/#tournaments`);
  await ann.waitForSelector('#new-tournament');
  await ann.fill('#new-tournament input[name=name]', 'Cup of two');
  await ann.selectOption('#new-tournament select[name=kind]', 'knockout');
  await ann.selectOption('#new-tournament select[name=target]', '50');
  await ann.fill('#new-tournament input[name=entry_fee]', '10');
  await ann.fill('#new-tournament input[name=split]', '100');
  await ann.fill('#new-tournament input[name=min_players]', '2');
  await ann.fill('#new-tournament input[name=max_players]', '2');
  await ann.click('#new-tournament button[type=submit]');
  await ann.waitForSelector('#tournament');
  const id = Number(await ann.getAttribute('#tournament', 'data-tournament'));
  assert.ok(id > 0);
  assert.match(await ann.textContent('#tournament-status'), /Knockout, best of 1 · Registering · starts when full · 0 of 2 entered/);
  assert.match(await ann.textContent('#tournament-rules'), /Single elimination/);

  // A bad plan is refused, said from the server's code.
  await ann.goto(`${room.base}/#tournaments`);
  await ann.fill('#new-tournament input[name=split]', '60, 30');
  await ann.click('#new-tournament button[type=submit]');
  await ann.locator('#new-tournament .error', { hasText: 'The prize split is 1 to 8 whole percentages' }).waitFor();

  // ann enters from the page; bob sees it announced in the lobby and enters.
  await ann.goto(`${room.base}/#tournament/${id}`);
  await ann.click('#register');
  await ann.waitForSelector('#withdraw');
  // The fee leaves her chips, and the header says so at once.
  await ann.locator('#who', { hasText: '990 chips' }).waitFor();
  await bob.goto(`${room.base}/#`);
  await bob.locator('#tournaments-soon a', { hasText: 'Cup of two (1/2' }).click();
  await bob.waitForSelector('#tournament');
  await bob.click('#register');

  // The second entry fills it: the room seats both, wherever they are.
  for (const page of [ann, bob]) {
    await page.locator('#started-banner', { hasText: 'Cup of two, round 1' }).waitFor({ timeout: 15000 });
  }
  const table = Number((await ann.getAttribute('#go-to-table', 'href')).split('/')[1]);
  assert.equal(Number((await bob.getAttribute('#go-to-table', 'href')).split('/')[1]), table);
  // On the tournament's page (after a reload, say), a player's own game says so.
  await bob.goto(`${room.base}/#tournament/${id}`);
  assert.equal(await bob.getAttribute('a[data-mine]', 'href'), `#table/${table}`);
  await ann.click('#go-to-table');
  await ann.waitForSelector('.table');
  // The table says whose game it is and links back to the tournament.
  await ann.locator('#tournament-game', { hasText: 'Tournament game · round 1' }).waitFor();
  assert.equal(await ann.getAttribute('#tournament-game', 'href'), `#tournament/${id}`);
  await Promise.all([playOverSocket(ann, table), playOverSocket(bob, table)]);
  // At its end no rematch is offered: the tournament goes on by itself.
  await ann.locator('#back-to-tournament').waitFor({ timeout: 15000 });
  assert.equal(await ann.locator('#rematch, #play-rematch').count(), 0, 'no rematch at a tournament game');
  await ann.screenshot({ path: join(ARTIFACTS, 'tournament-game.png') });

  // The page follows the tournament: finished, the winner first, paid 20.
  await ann.click('#back-to-tournament');
  await ann.locator('#tournament-status', { hasText: 'Finished' }).waitFor({ timeout: 15000 });
  const board = await ann.textContent('#tournament-rounds');
  assert.match(board, /Final/);
  const entrants = await ann.textContent('#entrants');
  assert.match(entrants, /place 1 · won 20 chips/);
  assert.match(entrants, /place 2/);
  await ann.screenshot({ path: join(ARTIFACTS, 'tournament.png'), fullPage: true });
  // A phone shows the finished page without sideways scrolling.
  await ann.setViewportSize({ width: 390, height: 844 });
  await ann.reload();
  await ann.locator('#tournament-status', { hasText: 'Finished' }).waitFor();
  assert.ok(await ann.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scroll at 390 px');
  await ann.setViewportSize({ width: 1280, height: 800 });
  // Each player's page lists the tournament with their place.
  await ann.goto(`${room.base}/#player/annt${room.port}`);
  await ann.locator('#player-tournaments li', { hasText: 'Cup of two · place' }).waitFor();
  assert.match(await ann.textContent('#player-tournaments'), /Cup of two · place [12] of 2/);
  const audit = execFileSync(BINARY, ['audit', '--db', room.db], { encoding: 'utf8' });
  assert.match(audit, /in tournaments\s+0/);
  assert.match(audit, /every chip is accounted for/);
});
