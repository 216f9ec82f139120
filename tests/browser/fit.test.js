// The page on every screen from a small phone to a large monitor: each
// header control can be seen and pressed, and the table with its controls
// and the player's own box fits the screen without scrolling.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, openTable, signedIn, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

const SCREENS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 800, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * For every element `selector` finds: whether it lies wholly on screen and
 * is what a tap at its centre reaches (nothing covers or clips it there).
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
const reachable = (page, selector) =>
  page.$$eval(selector, (nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const top = document.elementFromPoint(x, y);
      const label = n.id || n.textContent?.trim() || n.className;
      const onScreen = r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
      return { label, onScreen, hit: Boolean(top && (n === top || n.contains(top))), box: [r.left, r.top, r.right, r.bottom].map(Math.round).join(' ') };
    }),
  );

/**
 * Asserts each element of `selector` reachable; answers how many there are.
 * The table re-renders on every update (the computer moves every 50 ms
 * here), and an element caught between two renders can measure 0×0, so the
 * check is repeated for up to 2 s until the page settles; what is still
 * unreachable then fails.
 */
async function assertReachable(page, selector, where) {
  let found = await reachable(page, selector);
  for (let tries = 0; tries < 10 && !found.every((f) => f.onScreen && f.hit); tries++) {
    await page.waitForTimeout(200);
    found = await reachable(page, selector);
  }
  for (const f of found) {
    assert.ok(f.onScreen, `${where}: "${f.label}" is not wholly on screen (${f.box})`);
    assert.ok(f.hit, `${where}: "${f.label}" is covered at its centre (${f.box})`);
  }
  return found.length;
}

/**
 * Asserts that the table, from the top of the page to its last row, fits
 * the screen: nothing of it needs a scroll to be seen (the table's chat
 * follows it, below the fold), and the page never scrolls sideways.
 */
async function assertFits(page, where) {
  const { table, scrollWidth, innerWidth, innerHeight } = await page.evaluate(() => {
    const r = /** @type {Element} */ (document.querySelector('.table')).getBoundingClientRect();
    return {
      table: { top: r.top + scrollY, bottom: r.bottom + scrollY, right: r.right },
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth,
      innerHeight,
    };
  });
  assert.ok(table.bottom <= innerHeight, `${where}: the table ends ${Math.round(table.bottom)} pixels down a ${innerHeight}-pixel screen`);
  assert.ok(table.right <= innerWidth && scrollWidth <= innerWidth, `${where}: the page is ${scrollWidth} pixels wide on a ${innerWidth}-pixel screen`);
}

for (const screen of SCREENS) {
  const size = `${screen.width}×${screen.height}`;
  test(`at ${size}, every header control can be pressed, and the table with its controls fits without scrolling`, async () => {
    // A guest's header: the name, Register, Sign out, the sound switch, the links.
    const guest = await signedIn(room, { viewport: screen, hasTouch: screen.width < 640 });
    assert.ok((await assertReachable(guest, 'header a, header button', `${size}, a guest`)) >= 6);
    for (const id of ['#keep-games', '#sign-out', '#sound-switch', '#me']) assert.equal(await guest.locator(`header ${id}`).count(), 1, id);
    await guest.context().close();

    // A registered player's header, with a long name, then the table.
    const page = await signedIn(room, { name: `fit${screen.width}x${screen.height}abcdef`, viewport: screen, hasTouch: screen.width < 640 });
    await page.evaluate(() => localStorage.setItem('sounds', 'off'));
    assert.ok((await assertReachable(page, 'header a, header button', `${size}, a player`)) >= 5);
    await openTable(page, { target: 1000 });

    // Picking: the boneyard's tiles and the controls.
    await page.waitForSelector('#auto-pick');
    await assertFits(page, `${size}, picking`);
    await assertReachable(page, '.controls button, .controls a, .controls label, .player.me, header a, header button', `${size}, picking`);
    await page.screenshot({ path: join(ARTIFACTS, `fit-${size}-picking.png`) });

    // Playing: the hand, the controls, the player's own box.
    await page.click('#auto-pick');
    await page.waitForFunction(() => /^(Your turn|No tile fits|Waiting)/.test(document.querySelector('#prompt')?.textContent ?? ''));
    await page.waitForSelector('#resign');
    await assertFits(page, `${size}, playing`);
    assert.ok((await assertReachable(page, '.controls button, .controls a, .controls label', `${size}, playing`)) >= 5);
    await assertReachable(page, '.player.me, .player:not(.me), .hand [data-tile], .board, header a, header button', `${size}, playing`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(ARTIFACTS, `fit-${size}-playing.png`) });
    await page.context().close();
  });
}
