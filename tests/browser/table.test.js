// The browser table in Debian's Chromium: a new player plays whole games.
// Starts the real `dominoes` binary on a free port with a fresh database.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, BINARY, freePort, launch, serve } from './helpers.js';

// A port nobody listens on (a random one could be another file's).
const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
let server;
let browser;

before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-browser-'));
  server = await serve(PORT, ['--db', join(dir, 'test.db'), '--bot-delay-ms', '50'], { stdio: 'inherit' });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.kill();
});

/** Plays until the game is over: picks, draws when forced, drags tiles onto a lit end. */
async function playToTheEnd(page, { drag = true, keyboard = false, until = null } = {}) {
  for (let step = 0; step < 2000; step++) {
    if (await page.locator('#game-over').count()) return;
    if (until && (await page.locator(until).count())) return;
    if (await page.locator('#next-hand').count()) {
      // The next hand may be dealt by itself first (after 8 s).
      await page.click('#next-hand', { timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(100);
      continue;
    }
    const autoPick = page.locator('#auto-pick:not([disabled])');
    if (await autoPick.count()) {
      // Pick one face-down tile by hand, then let the server pick the rest.
      const slot = page.locator('.boneyard button.slot:not([disabled])').first();
      if (await slot.count()) await slot.click({ timeout: 2000 }).catch(() => {});
      if (await autoPick.count()) await autoPick.click({ timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(100);
      continue;
    }
    const drawSlot = page.locator('.boneyard button.slot:not([disabled])').first();
    if (await drawSlot.count()) {
      // With "always auto draw" on, the page may draw first and the slot go
      // away: then there is nothing left to click, and play goes on.
      await drawSlot.click({ timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(80);
      continue;
    }
    const tile = page.locator('.hand button.playable').first();
    if (await tile.count()) {
      if (keyboard) {
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
      } else if (drag) {
        const from = await tile.boundingBox();
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, from.y - 40, { steps: 5 });
        const target = page.locator('.target').first();
        await target.waitFor({ timeout: 2000 });
        const to = await target.boundingBox();
        await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
        await page.mouse.up();
      } else {
        await tile.click();
        // The first target a pointer reaches: two ends' targets can overlap
        // (a spinner's bottom end over the left one), as a player would
        // click the one on top.
        const targets = page.locator('.target');
        for (let i = 0; i < (await targets.count()); i++) {
          const target = targets.nth(i);
          const reachable = await target.click({ trial: true, timeout: 500 }).then(
            () => true,
            () => false,
          );
          if (reachable) {
            await target.click();
            break;
          }
        }
      }
      await page.waitForTimeout(80);
      continue;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the game did not end');
}

test('a new player registers, plays the Easy bot to the end by dragging tiles, and sees the result', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(BASE);
  await page.fill('input[name=name]', `ann${PORT}`);
  await page.fill('input[name=password]', 'correct horse');
  await page.click('#register');
  await page.selectOption('#play-computer select[name=target]', '100');
  await page.selectOption('#play-computer select[name=opponent]', 'easy');
  await page.click('#play-computer button[type=submit]');
  await page.waitForSelector('.table');
  await page.screenshot({ path: join(ARTIFACTS, 'desktop-table.png') });
  await playToTheEnd(page, { drag: true });
  const result = await page.textContent('#game-over');
  // The winner, as the final scores say: you (first in them) or the computer.
  const [mine, theirs] = (result.match(/Final scores: \S+ (\d+) · Easy bot (\d+)/) ?? []).slice(1).map(Number);
  assert.match(result, mine > theirs ? /^You win/ : /^Easy bot wins/, result);
  // The result takes the focus and is announced.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'rematch');
  assert.match(await page.textContent('#announce'), /Game over\. .*(You win|wins)/);
  // The result is shown beside the final layout, not over it.
  const [panel, board] = [await page.locator('#game-over').boundingBox(), await page.locator('.board').boundingBox()];
  assert.ok(panel.x >= board.x + board.width || panel.y >= board.y + board.height, 'the game-over panel does not hide the layout');
  assert.ok((await page.locator('svg.layout .tile').count()) > 0);
  await page.screenshot({ path: join(ARTIFACTS, 'desktop-game-over.png') });
  // The computer's moves can be checked: the page gives the command, and
  // the record it links passes it.
  await page.click('#check-computer summary');
  const command = await page.textContent('#check-computer code');
  assert.match(command, /^dominoes verify --bots game-\d+\.json$/);
  const href = await page.getAttribute('#game-over a[download]', 'href');
  const record = await page.evaluate((url) => fetch(url).then((r) => r.text()), href);
  const file = join(mkdtempSync(join(tmpdir(), 'dominoes-record-')), 'game.json');
  writeFileSync(file, record);
  const checked = spawnSync(BINARY, ['verify', '--bots', file], { encoding: 'utf8' });
  assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  assert.equal(JSON.parse(checked.stdout).computer.bots, 'checked');
  await page.close();
});

test('a hand played with the keyboard alone, on a phone-sized screen', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 }, hasTouch: true });
  await page.goto(BASE);
  await page.click('#guest');
  await page.selectOption('#play-computer select[name=target]', '100');
  await page.click('#play-computer button[type=submit]');
  await page.waitForSelector('.table');
  await page.click('#auto-pick');
  await page.waitForSelector('.hand button.tile-button');
  await page.screenshot({ path: join(ARTIFACTS, 'phone-table.png') });
  // Forced draws are made at once from now on.
  await page.check('#always-auto-draw');
  await playToTheEnd(page, { keyboard: true });
  assert.match((await page.textContent('#game-over')) ?? '', /^(You win|Easy bot wins)/);
  await page.close();
});

test('two people find each other in the lobby and play a game', async () => {
  const ann = await (await browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
  const bob = await (await browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
  for (const [page, name] of [
    [ann, `ann2${PORT}`],
    [bob, `bob2${PORT}`],
  ]) {
    await page.goto(BASE);
    await page.fill('input[name=name]', name);
    await page.fill('input[name=password]', 'correct horse');
    await page.click('#register');
    await page.waitForSelector('#play-person');
  }
  await ann.selectOption('#play-person select[name=target]', '100');
  await ann.fill('#play-person input[name=wager]', '25');
  await ann.click('#play-person button[type=submit]');
  await ann.waitForSelector('.table');
  // Bob's lobby is pushed the new table; he joins it.
  const joinButton = bob.locator('#open-tables button', { hasText: 'Join' });
  await joinButton.waitFor({ timeout: 5000 });
  await joinButton.click();
  await Promise.all([playToTheEnd(ann, { drag: false }), playToTheEnd(bob, { drag: true })]);
  const [a, b] = [await ann.textContent('#game-over'), await bob.textContent('#game-over')];
  assert.notEqual(/^You win/.test(a), /^You win/.test(b), 'one of the two is told they won');
  assert.equal(a.split('Final scores')[1].split('Rematch')[0], b.split('Final scores')[1].split('Rematch')[0]);
  assert.match(a, /you (win|lose) 25 chips/);
  assert.match(b, /you (win|lose) 25 chips/);
  assert.notEqual(a.includes('you win'), b.includes('you win'), 'one wins the wager, the other loses it');
  await ann.screenshot({ path: join(ARTIFACTS, 'two-players.png') });

  // The finished game can be watched again, both hands face up.
  await ann.click('#watch-replay');
  await ann.waitForSelector('#replay-step');
  assert.match(await ann.textContent('#replay-caption'), /Hand 1 is dealt/);
  const dealt = await ann.locator('.replay-hand').first().locator('svg').count();
  assert.equal(dealt, 7, 'the first frame shows a full hand');
  await ann.click('#replay-forward');
  assert.match(await ann.textContent('#replay-step'), /^2 \//);
  assert.equal(await ann.locator('svg.layout .tile').count(), 1, 'the lead is on the table');
  await ann.keyboard.press('ArrowRight');
  assert.match(await ann.textContent('#replay-step'), /^3 \//);
  await ann.keyboard.press('ArrowLeft');
  await ann.click('#replay-back');
  assert.match(await ann.textContent('#replay-step'), /^1 \//);
  await ann.click('#replay-next-hand');
  const total = Number((await ann.textContent('#replay-step')).split('/ ')[1]);
  const step = Number((await ann.textContent('#replay-step')).split(' /')[0]);
  assert.ok(step > 1 && step <= total);
  await ann.screenshot({ path: join(ARTIFACTS, 'replay.png') });

  // Both are on the leaderboard, and ann's page has her rating and the game.
  await ann.click('header nav a[href="#leaderboard"]');
  await ann.waitForSelector('#leaderboard table');
  const board = await ann.textContent('#leaderboard');
  assert.ok(board.includes(`ann2${PORT}`) && board.includes(`bob2${PORT}`));
  await ann.click(`#leaderboard a:has-text("ann2${PORT}")`);
  await ann.waitForSelector('#profile svg.chart');
  assert.match(await ann.getAttribute('#profile svg.chart', 'aria-label'), /Rating over 1 games/);
  assert.equal(await ann.locator('#games tbody tr').count(), 1);
  assert.match(await ann.textContent('#profile'), new RegExp(`Chips${a.includes('you win') ? 1025 : 975}`));
  await ann.screenshot({ path: join(ARTIFACTS, 'profile.png') });
});

test('a finished hand is verified in the page from its revealed seeds', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(BASE);
  await page.click('#guest');
  await page.selectOption('#play-computer select[name=target]', '500');
  await page.click('#play-computer button[type=submit]');
  await page.waitForSelector('.table');
  await playToTheEnd(page, { drag: false, until: '#verify-hand' });
  const seed = await page.evaluate(() => localStorage.getItem('clientSeed'));
  assert.match(seed, /^[0-9a-f]{32}$/, 'the browser made its own seed');
  assert.match(await page.textContent('#fairness'), new RegExp(`Your seed: ${seed}`));
  await page.click('#verify-hand');
  assert.match(await page.textContent('#fairness'), /^Fair: the seeds match the commitment/);
  await page.close();
});
