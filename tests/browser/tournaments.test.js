// A tournament in two browsers: ann creates one from the tournaments page,
// both enter from its page (the lobby announces it), the room seats them
// (a banner wherever they are), they play their game, and the page shows
// the bracket, the places and the prize, paid once. Then a duplicate one:
// its rules, its round's commitment, its games hidden from a third person
// until the round is decided, and its seed, which checks out. Then a
// practice one against a computer player, and a knockout of teams of two:
// four people enter (two naming each other as partners), play their game
// of four, and the winning team's members share its prize.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** What `page` fetches from the room at `path`: {status, body}. @param {import('playwright-core').Page} page @param {string} path */
const fetched = (page, path) =>
  page.evaluate(async (p) => {
    const r = await fetch(p);
    return { status: r.status, body: r.ok ? await r.json() : null };
  }, path);

/** Asks `look()` every 200 ms until it answers something, for 20 s at most. @template T @param {() => Promise<T>} look @returns {Promise<NonNullable<T>>} */
async function until(look, what = 'the room') {
  for (let i = 0; i < 100; i++) {
    const found = await look();
    if (found != null) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: nothing after 20 s`);
}

test('a duplicate tournament: each deal from both seats, hidden from others until the round is decided, then its seed checks out', async () => {
  const ann = await signedIn(room, { name: `annd${room.port}` });
  const bob = await signedIn(room, { name: `bobd${room.port}` });
  // Cat entered nothing: she may read the page, not see the deals early.
  const cat = await signedIn(room, { name: `catd${room.port}` });

  // The deals a round show for duplicate only; the rounds too for it.
  await ann.goto(`${room.base}/#tournaments`);
  await ann.waitForSelector('#new-tournament');
  assert.equal(await ann.isVisible('#new-tournament input[name=deals]'), false, 'no deals for a Swiss');
  await ann.selectOption('#new-tournament select[name=kind]', 'duplicate');
  assert.equal(await ann.inputValue('#new-tournament input[name=deals]'), '2');
  assert.equal(await ann.textContent('#rounds-label'), 'Rounds (duplicate)');
  assert.equal(await ann.isVisible('#new-tournament select[name=best_of]'), false);
  await ann.fill('#new-tournament input[name=name]', 'Same deals');
  await ann.fill('#new-tournament input[name=rounds]', '1');
  await ann.fill('#new-tournament input[name=deals]', '1');
  await ann.selectOption('#new-tournament select[name=target]', '50');
  await ann.fill('#new-tournament input[name=split]', '100');
  await ann.fill('#new-tournament input[name=min_players]', '2');
  await ann.fill('#new-tournament input[name=max_players]', '2');
  await ann.click('#new-tournament button[type=submit]');
  await ann.waitForSelector('#tournament');
  const id = Number(await ann.getAttribute('#tournament', 'data-tournament'));
  assert.match(await ann.textContent('#tournament-status'), /Duplicate, 1 round of 1 deal · Registering/);
  const rules = await ann.textContent('#tournament-rules');
  assert.match(rules, /play the round's deal twice, once from each seat/);
  assert.match(rules, /Every table of the round plays the same deals/);
  assert.match(rules, /points difference over every deal/);
  assert.match(await ann.textContent('#duplicate-private'), /nobody but their two players can watch them/);

  await ann.click('#register');
  await ann.waitForSelector('#withdraw');
  await bob.goto(`${room.base}/#tournament/${id}`);
  await bob.click('#register');

  // The round is paired: its commitment is out before a tile is seen.
  const tour = () => fetched(cat, `/api/tournaments/${id}`).then((r) => r.body);
  const first = await until(async () => (await tour()).rounds[0]?.boards[0]?.games[0], 'the first game');
  const { commitment } = (await tour()).rounds[0];
  assert.match(commitment, /^[0-9a-f]{64}$/);
  assert.equal(first.deal, 0);
  await cat.goto(`${room.base}/#tournament/${id}`);
  await cat.locator('.round-proof .commitment', { hasText: commitment }).waitFor();
  assert.match(await cat.textContent('.round-proof'), /The seed is shown once every board of the round is decided/);
  assert.equal(await cat.locator('.round-proof .seed').count(), 0, 'no seed while the round is played');
  // Nobody but its players watches it: cat reads "being played", no link.
  assert.match(await cat.textContent(`li[data-table="${first.table}"]`), new RegExp(`deal 1, ${first.players[0]} in seat 1: being played`));
  assert.equal(await cat.locator(`a[href="#table/${first.table}"]`).count(), 0, 'no watch link for the others');
  await ann.goto(`${room.base}/#tournament/${id}`);
  await ann.locator(`a[data-mine][href="#table/${first.table}"]`).waitFor();

  await Promise.all([playOverSocket(ann, first.table), playOverSocket(bob, first.table)]);
  // The same deal again, the seats swapped.
  const second = await until(async () => (await tour()).rounds[0].boards[0].games[1], 'the second game');
  assert.equal(second.deal, 0);
  assert.deepEqual(second.players, [...first.players].reverse());
  // The first game is over, but the round is not: its players replay it; cat is not told how it went.
  await cat.locator(`li[data-table="${first.table}"]`, { hasText: 'played (the result is shown when the round is over)' }).waitFor();
  assert.doesNotMatch(await cat.textContent(`li[data-table="${first.table}"]`), /\d+–\d+/);
  assert.equal(await cat.locator(`a[href="#replay/${first.table}"]`).count(), 0, 'no replay before the round is decided');
  assert.equal((await fetched(cat, `/api/games/${first.table}/record`)).status, 404);
  await ann.locator(`a[href="#replay/${first.table}"]`).waitFor();
  assert.equal((await fetched(ann, `/api/games/${first.table}/record`)).status, 200);

  await Promise.all([playOverSocket(ann, second.table), playOverSocket(bob, second.table)]);
  // The round is decided: the seed is shown, it is the commitment's, and the games open to all.
  await cat.locator('#tournament-status', { hasText: 'Finished' }).waitFor({ timeout: 15000 });
  const seed = await cat.textContent('.round-proof .seed');
  assert.match(seed, /^[0-9a-f]{64}$/);
  assert.equal(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'), commitment);
  assert.match(await cat.textContent('.round-proof'), /dominoes tournament verify --page tournament-\d+\.json --round 1 game-\d+\.json game-\d+\.json/);
  for (const g of [first, second]) await cat.locator(`a[href="#replay/${g.table}"]`).waitFor();
  // The standings go by the points difference first.
  const headings = await cat.locator('#standings th').allTextContents();
  assert.deepEqual(headings.slice(0, 4), ['#', 'Player', '+/−', 'Score']);
  await cat.screenshot({ path: join(ARTIFACTS, 'tournament-duplicate.png'), fullPage: true });

  // Anyone can check the round with the page and its records, as the page says.
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-duplicate-'));
  const pagePath = join(dir, `tournament-${id}.json`);
  writeFileSync(pagePath, JSON.stringify(await tour()));
  const records = [];
  for (const g of [first, second]) {
    const { status, body } = await fetched(cat, `/api/games/${g.table}/record`);
    assert.equal(status, 200, "a decided round's record is anyone's");
    records.push(join(dir, `game-${g.table}.json`));
    writeFileSync(records[records.length - 1], JSON.stringify(body));
  }
  const report = JSON.parse(execFileSync(BINARY, ['tournament', 'verify', '--page', pagePath, '--round', '1', ...records], { encoding: 'utf8' }));
  assert.equal(report.seed, seed);
  assert.equal(report.deals[0].records, 2);
  assert.ok(report.deals[0].hands_compared >= 1, JSON.stringify(report));

  // The proof wraps on a phone: no sideways scrolling.
  await cat.setViewportSize({ width: 390, height: 844 });
  await cat.reload();
  await cat.locator('.round-proof .seed').waitFor();
  assert.ok(await cat.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scroll at 390 px');
  await cat.screenshot({ path: join(ARTIFACTS, 'tournament-duplicate-phone.png'), fullPage: true });
});

test('a practice tournament against a computer player: made from the form, marked as the computer, played, the prize all the person’s', async () => {
  const cy = await signedIn(room, { name: `cyt${room.port}` });
  await cy.goto(`${room.base}/#tournaments`);
  await cy.waitForSelector('#new-tournament');
  // The computers' level is asked only once some are to play.
  assert.equal(await cy.locator('#new-tournament select[name=level]').isVisible(), false);
  await cy.fill('#new-tournament input[name=name]', 'Practice');
  await cy.selectOption('#new-tournament select[name=kind]', 'swiss');
  await cy.fill('#new-tournament input[name=rounds]', '1');
  await cy.selectOption('#new-tournament select[name=target]', '50');
  await cy.fill('#new-tournament input[name=entry_fee]', '10');
  await cy.fill('#new-tournament input[name=split]', '100');
  await cy.fill('#new-tournament input[name=min_players]', '2');
  await cy.fill('#new-tournament input[name=max_players]', '2');
  await cy.fill('#new-tournament input[name=computers]', '1');
  await cy.locator('#new-tournament select[name=level]').waitFor();
  await cy.selectOption('#new-tournament select[name=level]', 'easy');
  await cy.click('#new-tournament button[type=submit]');
  await cy.waitForSelector('#tournament');
  assert.match(await cy.textContent('#entrants'), /Easy 1 \(computer\)/);
  assert.match(await cy.textContent('#tournament-rules'), /Computer players take part: they enter free and win no chips/);

  // cy fills it: the room seats cy against the computer, who plays its seat.
  await cy.click('#register');
  await cy.locator('#started-banner', { hasText: 'Practice, round 1' }).waitFor({ timeout: 15000 });
  const table = Number((await cy.getAttribute('#go-to-table', 'href')).split('/')[1]);
  await cy.click('#go-to-table');
  await cy.waitForSelector('.table');
  await playOverSocket(cy, table);
  await cy.locator('#back-to-tournament').waitFor({ timeout: 15000 });
  await cy.click('#back-to-tournament');
  await cy.locator('#tournament-status', { hasText: 'Finished' }).waitFor({ timeout: 15000 });
  // The pool is cy's fee alone, all of it cy's; the computer won nothing.
  const entrants = await cy.textContent('#entrants');
  assert.match(entrants, new RegExp(`cyt${room.port} · place [12] · won 10 chips`));
  assert.doesNotMatch(entrants, /Easy 1 \(computer\)[^c]*won/);
  const audit = execFileSync(BINARY, ['audit', '--db', room.db], { encoding: 'utf8' });
  assert.match(audit, /every chip is accounted for/);
});

test('a knockout of teams of two: made from the form, four enter (two naming each other), a game of four, the winning team paid half the pool each', async () => {
  const names = ['ann', 'bob', 'cat', 'dan'].map((n) => `${n}p${room.port}`);
  const [ann, bob, cat, dan] = await Promise.all(names.map((name) => signedIn(room, { name })));
  const [annName, bobName, catName, danName] = names;

  // Teams: the fewest and the most count teams, and a duplicate becomes a Swiss.
  await ann.goto(`${room.base}/#tournaments`);
  await ann.waitForSelector('#new-tournament');
  await ann.selectOption('#new-tournament select[name=kind]', 'duplicate');
  await ann.selectOption('#new-tournament select[name=draw]', '5');
  assert.equal(await ann.inputValue('#new-tournament select[name=kind]'), 'swiss');
  assert.equal(await ann.$eval('#new-tournament option[value=duplicate]', (o) => o.disabled), true);
  assert.equal(await ann.textContent('#fewest-label'), 'Fewest teams');
  assert.equal(await ann.textContent('#most-label'), 'Most teams');
  await ann.fill('#new-tournament input[name=name]', 'Pairs cup');
  await ann.selectOption('#new-tournament select[name=kind]', 'knockout');
  await ann.selectOption('#new-tournament select[name=best_of]', '1');
  await ann.selectOption('#new-tournament select[name=target]', '50');
  await ann.fill('#new-tournament input[name=entry_fee]', '10');
  await ann.fill('#new-tournament input[name=split]', '100');
  await ann.fill('#new-tournament input[name=min_players]', '2');
  await ann.fill('#new-tournament input[name=max_players]', '2');
  await ann.click('#new-tournament button[type=submit]');
  await ann.waitForSelector('#tournament');
  const id = Number(await ann.getAttribute('#tournament', 'data-tournament'));
  assert.match(
    await ann.textContent('#tournament-status'),
    /Knockout, best of 1 · Teams of two · Registering · starts when full · 0 of 4 entered \(at least 4\)/,
  );
  assert.match(await ann.textContent('#teams-rules'), /teams of two in games of four: partners sit across the table/);
  assert.match(await ann.textContent('#teams-entry'), /name them as you enter and have them name you/);
  assert.match(await ann.textContent('#tournament-rules'), /a team's prize is split equally between its two members/);

  // A partner nobody is, or oneself, is refused, said from the server's code.
  await ann.fill('#partner', `nobody${room.port}`);
  await ann.click('#register');
  await ann.locator('#tournament .actions .error', { hasText: 'There is no player by that name' }).waitFor();
  await ann.fill('#partner', annName);
  await ann.click('#register');
  await ann.locator('#tournament .actions .error', { hasText: 'A partner is another player of the room' }).waitFor();
  // ann and bob name each other; cat and dan enter without a partner.
  await ann.fill('#partner', bobName);
  await ann.click('#register');
  await ann.waitForSelector('#withdraw');
  assert.equal(await ann.textContent('#tournament .actions .error'), '', 'the refusal goes once she is in');
  for (const [page, partner] of [
    [bob, annName],
    [cat, ''],
    [dan, ''],
  ]) {
    await page.goto(`${room.base}/#tournament/${id}`);
    await page.fill('#partner', partner);
    await page.click('#register');
  }

  // The fourth entry fills it: all four are seated at one table of four.
  for (const page of [ann, bob, cat, dan]) {
    await page.locator('#started-banner', { hasText: 'Pairs cup, round 1' }).waitFor({ timeout: 15000 });
  }
  const tableOf = async (page) => Number((await page.getAttribute('#go-to-table', 'href')).split('/')[1]);
  const table = await tableOf(ann);
  for (const page of [bob, cat, dan]) assert.equal(await tableOf(page), table);
  assert.match(await ann.textContent('#started-banner'), new RegExp(`against ${catName} & ${danName}|against ${danName} & ${catName}`));
  // The page's game is hers: her name is in her team's.
  await ann.reload();
  await ann.locator(`a[data-mine][href="#table/${table}"]`).waitFor();
  await Promise.all([ann, bob, cat, dan].map((page) => playOverSocket(page, table)));

  // Finished: the two teams, partners who named each other together, the
  // winning team first, each of its members paid half the pool (40 chips).
  await ann.locator('#tournament-status', { hasText: 'Finished' }).waitFor({ timeout: 15000 });
  const tour = (await fetched(ann, `/api/tournaments/${id}`)).body;
  const teamOf = Object.fromEntries(tour.players.map((e) => [e.name, e.team]));
  assert.equal(teamOf[annName], teamOf[bobName], 'the partners who named each other play together');
  assert.equal(teamOf[catName], teamOf[danName]);
  assert.notEqual(teamOf[annName], teamOf[catName]);
  const lines = await ann.locator('#entrants li').allTextContents();
  assert.equal(lines.length, 4);
  const winners = tour.players.filter((e) => e.place === 1).map((e) => e.name);
  assert.equal(winners.length, 2, JSON.stringify(tour.players));
  for (const line of lines.slice(0, 2)) {
    assert.match(line, new RegExp(`· team ${teamOf[winners[0]]} · place 1 · won 20 chips$`));
  }
  for (const line of lines.slice(2)) assert.match(line, / · place 2$/);
  assert.match(lines.join('\n'), new RegExp(`${annName} · team ${teamOf[annName]}`));
  const board = await ann.textContent('#tournament-rounds');
  assert.match(board, /Final/);
  assert.equal(await ann.textContent('#tournament-rounds strong'), teamOf[winners[0]]);
  await ann.screenshot({ path: join(ARTIFACTS, 'tournament-teams.png'), fullPage: true });
  const audit = execFileSync(BINARY, ['audit', '--db', room.db], { encoding: 'utf8' });
  assert.match(audit, /every chip is accounted for/);
});
