// The table as a player meets it: told what to do, a board that keeps its
// size, moves that are always legal, the hand's end beside the layout,
// the keyboard focus kept, targets a finger can hit, a hand to arrange.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, openTable, recordFrames, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

const box = (page, selector) => page.locator(selector).first().boundingBox();
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const handOrder = (page) => page.$$eval('.hand [data-tile]', (tiles) => tiles.map((t) => t.getAttribute('data-tile')));

/** Drags from the middle of `from` to the middle of `to` with the mouse; `during` runs before the drop. */
async function drag(page, from, to, during = async () => {}) {
  const a = await from.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 - 10, { steps: 4 });
  const b = await (typeof to === 'function' ? await to() : to).boundingBox();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await during();
  await page.mouse.up();
}

test('a hand against the computer: told what to do, only legal moves sent, the board keeps its size, the focus stays, and the hand ends beside the layout', async () => {
  const page = await signedIn(room);
  const frames = recordFrames(page);
  await page.evaluate(() => localStorage.setItem('sounds', 'off'));
  await page.reload(); // the socket is opened again, with its frames recorded
  await page.waitForSelector('#play-computer');
  await openTable(page, { target: 1000 });

  // Every prompt shown, however briefly.
  await page.evaluate(() => {
    window.promptsSeen = [];
    new MutationObserver(() => {
      const text = document.querySelector('#prompt')?.textContent;
      if (text && window.promptsSeen.at(-1) !== text) window.promptsSeen.push(text);
    }).observe(document.getElementById('app'), { childList: true, subtree: true, characterData: true });
  });
  // The pick phase says what to do, and its button is not "Auto draw".
  await page.waitForSelector('#auto-pick');
  assert.equal(await page.textContent('#prompt'), 'Pick 7 tiles from the boneyard');
  assert.equal(await page.textContent('#auto-pick'), 'Pick for me (0/7)');
  assert.equal(await page.textContent('#terms'), 'Game to 1000 · no wager');
  // A face-down tile dragged to your side of the table is picked; so is one clicked.
  await drag(page, page.locator('.boneyard button.slot').nth(3), page.locator('.hand'));
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-tile]').length === 1);
  assert.equal(await page.textContent('#prompt'), 'Pick 6 more tiles from the boneyard');
  await page.locator('.boneyard button.slot').first().click();
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-tile]').length === 2);
  await page.click('#auto-pick');
  await page.waitForFunction(() => !document.querySelector('#auto-pick'));

  // The focus stays on a control across updates: on my turn, with the focus on a
  // checkbox, the keys play a tile; the table is drawn again after each update.
  for (let i = 0; i < 200 && (await page.textContent('#prompt')) !== 'Your turn'; i++) {
    if ((await page.textContent('#prompt')) === 'No tile fits: draw') await page.click('#auto-draw').catch(() => {});
    await page.waitForTimeout(50);
  }
  await page.focus('#always-auto-draw');
  const updates = frames.received.filter((f) => f.type === 'table').length;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitForMoreUpdates(frames, updates, 2);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'always-auto-draw');

  const hand0 = await box(page, '.hand');
  const board0 = await box(page, '.board');
  const prompts = new Set();
  let dragged = false;
  for (let step = 0; step < 400 && !(await page.locator('#hand-end').count()); step++) {
    const prompt = await page.textContent('#prompt').catch(() => '');
    prompts.add(prompt);
    if (prompt === 'No tile fits: draw') {
      await page
        .locator('.boneyard button.slot:not([disabled])')
        .first()
        .click({ timeout: 1000 })
        .catch(() => {});
    } else if (prompt === 'Your turn') {
      const tile = page.locator('.hand button.playable').first();
      if (!dragged) {
        // Mid-drag, the hand has not moved.
        await drag(
          page,
          tile,
          () => page.locator('.target').first(),
          async () => {
            const during = await box(page, '.hand');
            assert.ok(Math.abs(during.y - hand0.y) < 1, `the hand moved by ${during.y - hand0.y} px under a drag`);
          },
        );
        dragged = true;
      } else {
        await tile.click({ timeout: 1000 }).catch(() => {});
        // A double-click on a lit end sends one legal move.
        await page
          .locator('.target')
          .first()
          .dblclick({ timeout: 1000 })
          .catch(() => {});
      }
    }
    const [hand, board] = [await box(page, '.hand'), await box(page, '.board')];
    if (hand && board) {
      assert.ok(Math.abs(hand.y - hand0.y) < 1, `the hand moved by ${hand.y - hand0.y} px`);
      assert.deepEqual([board.width, board.height], [board0.width, board0.height], 'the board keeps its size');
    }
    await page.waitForTimeout(50);
  }
  const seen = await page.evaluate(() => window.promptsSeen);
  assert.ok(seen.includes('Your turn'), seen.join(' / '));
  assert.ok(seen.includes('Waiting for Easy bot'), seen.join(' / '));

  // Every move sent was one of `legal` in the latest update, and none was refused.
  let latest = null;
  const log = [];
  page.removeAllListeners('websocket');
  for (const f of frames.sent) if (f.type === 'act') log.push(f);
  const tables = frames.received.filter((f) => f.type === 'table');
  for (const act of log) {
    latest = tables.filter((t) => t.version === act.version).at(-1);
    assert.ok(latest?.legal.includes(act.move), `${act.move} was not legal on version ${act.version}`);
  }
  assert.ok(log.length > 2);
  const errors = frames.received.filter((f) => f.type === 'error');
  assert.deepEqual(errors, [], 'no move was refused');

  // The hand's end: beside the layout, not over it; tiles left as pictures, each score named, the focus on it, announced.
  await page.waitForSelector('#hand-end');
  const panel = await box(page, '#hand-end');
  const board = await box(page, '.board');
  assert.ok(!overlap(panel, board), 'the panel does not hide the layout');
  assert.ok(panel.x >= board.x + board.width, 'the points are shown on the right side of the table');
  assert.ok((await page.locator('svg.layout .tile').count()) > 0);
  const text = await page.textContent('#hand-end');
  assert.match(text, /domino(es)?: \+\d+|Blocked/);
  assert.match(await page.textContent('#hand-scores'), /^guest-\w+ \d+ · Easy bot \d+$/);
  const left = await page.locator('#hand-end .left-in-hand .tile-svg').count();
  const revealed = tables.at(-1).revealed ?? (await lastTable(page, frames)).revealed;
  assert.equal(left, revealed[0].length + revealed[1].length, 'every tile left in a hand is drawn');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'next-hand');
  assert.match(await page.textContent('#announce'), /Hand over\./);
  // Picks carried this browser's seed, and the hand checks out as fair.
  const picks = frames.sent.filter((f) => f.type === 'pick' || f.type === 'auto_pick');
  assert.ok(picks.length >= 3 && picks.every((f) => /^[0-9a-f]{32}:[0-9a-f]{16}$/.test(f.seed)), JSON.stringify(picks));
  await page.click('#verify-hand');
  assert.match(await page.textContent('#verified'), /^Fair: /);
  await page.evaluate(() => document.getElementById('next-hand').focus());
  await page.waitForTimeout(600); // the last tile's arrival, for the picture
  await page.screenshot({ path: join(ARTIFACTS, 'desktop-hand-end.png') });
  await page.context().close();
});

async function waitForMoreUpdates(frames, count, more) {
  for (let i = 0; i < 100; i++) {
    if (frames.received.filter((f) => f.type === 'table').length >= count + more) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no updates came');
}
async function lastTable(page, frames) {
  await page.waitForTimeout(200);
  return frames.received.filter((f) => f.type === 'table').at(-1);
}

test('on a 390-pixel phone, boneyard tiles, hand tiles and lit ends are at least 44 by 44 pixels, and labelled', async () => {
  const page = await signedIn(room, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await openTable(page, { target: 1000 });
  await page.waitForSelector('.boneyard button.slot');
  /** Every element's size and label, measured in one go (an update may draw the table again at any moment). */
  const measure = (selector) =>
    page.$$eval(selector, (nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { width: r.width, height: r.height, label: n.getAttribute('aria-label') };
      }),
    );
  for (const b of await measure('.boneyard button.slot')) {
    assert.ok(b.width >= 44 && b.height >= 44, `a boneyard tile is ${b.width} by ${b.height}`);
    assert.equal(b.label, 'Pick this tile');
  }
  await page.click('#auto-pick');
  // The seven tiles, laid out: the hand may be drawn again while the deal's
  // frame lands (a slow machine shows it), so wait for it to be on screen.
  await page.waitForFunction(() => {
    const tiles = [...document.querySelectorAll('.hand [data-tile]')];
    return tiles.length === 7 && tiles.every((n) => n.getBoundingClientRect().width > 0);
  });
  const hand = await measure('.hand [data-tile]');
  assert.equal(hand.length, 7, 'the hand holds seven tiles');
  for (const b of hand) {
    assert.ok(b.width >= 44 && b.height >= 44, `a hand tile is ${b.width} by ${b.height}`);
  }
  // Until a tile can be played: draw, or wait for the bot.
  let checked = 0;
  for (let i = 0; i < 200 && checked < 2; i++) {
    const playable = page.locator('.hand button.playable');
    if (await playable.count()) {
      await playable
        .first()
        .click({ timeout: 1000 })
        .catch(() => {});
      const targets = await measure('.target');
      for (const b of targets) {
        assert.ok(b.width >= 44 && b.height >= 44, `a lit end is ${b.width} by ${b.height}`);
        assert.match(b.label, /^(Play \d-\d on the (left|right|top|bottom) end|Lead \d-\d)/);
      }
      if (targets.length) {
        checked++;
        await page
          .locator('.target')
          .first()
          .click({ timeout: 1000 })
          .catch(() => {});
      }
    } else if (await page.locator('#auto-draw:not([disabled])').count()) {
      await page.click('#auto-draw').catch(() => {});
    }
    await page.waitForTimeout(80);
  }
  assert.equal(checked, 2);
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(ARTIFACTS, 'phone-390-table.png') });
  await page.context().close();
});

test('the hand is rearranged by dragging and sorted by a button; the sound switch is remembered', async () => {
  const page = await signedIn(room);
  await openTable(page, { target: 1000 });
  await page.click('#auto-pick');
  await page.waitForFunction(() => document.querySelectorAll('.hand [data-tile]').length === 7);
  // Once the bot's lead (if it leads) has been drawn, the hand stays put
  // until this player acts: a redraw under the drag would drop it.
  await page.waitForFunction(() => /^(Your turn|No tile fits)/.test(document.querySelector('#prompt')?.textContent ?? ''));
  const before = await handOrder(page);
  // The first tile, dropped after the last.
  const last = page.locator('.hand [data-tile]').last();
  const lb = await last.boundingBox();
  const first = page.locator('.hand [data-tile]').first();
  const fb = await first.boundingBox();
  await page.mouse.move(fb.x + fb.width / 2, fb.y + fb.height / 2);
  await page.mouse.down();
  await page.mouse.move(fb.x + fb.width / 2 + 20, fb.y + fb.height / 2, { steps: 4 });
  await page.mouse.move(lb.x + lb.width - 2, lb.y + lb.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction((b) => document.querySelector('.hand [data-tile]:last-child')?.getAttribute('data-tile') === b, before[0]);
  const moved = await handOrder(page);
  assert.deepEqual([...moved].sort(), [...before].sort());
  assert.deepEqual(moved, [...before.slice(1), before[0]]);
  await page.click('#sort-hand');
  const key = (t) => Math.min(Number(t[0]), Number(t[2])) * 10 + Math.max(Number(t[0]), Number(t[2]));
  const sorted = await handOrder(page);
  assert.deepEqual(
    sorted,
    [...before].sort((a, b) => key(a) - key(b)),
  );

  assert.equal(await page.getAttribute('#sound-switch', 'aria-pressed'), 'true');
  await page.click('#sound-switch');
  assert.equal(await page.getAttribute('#sound-switch', 'aria-pressed'), 'false');
  await page.reload();
  await page.waitForSelector('.table');
  assert.equal(await page.getAttribute('#sound-switch', 'aria-pressed'), 'false', 'the switch is remembered');
  assert.equal(await page.textContent('#sound-switch'), 'Sound off');
  await page.context().close();
});

test('a game against the computer has a 4-minute clock unless "No clock" is chosen', async () => {
  const page = await signedIn(room);
  assert.equal(await page.inputValue('#play-computer select[name=minutes]'), '4');
  assert.ok(await page.locator('#play-computer select[name=minutes] option', { hasText: 'No clock' }).count());
  await page.click('#play-computer button[type=submit]');
  await page.waitForSelector('[data-clock="0"]');
  assert.match(await page.textContent('[data-clock="0"]'), /^4:00$/);
  await page.context().close();
});
