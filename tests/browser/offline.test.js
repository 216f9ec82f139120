// The room installs on a phone and plays the computer with no network
// (docs/offline.md): the install criteria (manifest, icons, a service worker
// in control, the start address served from its cache with the network
// cut), the offline engine never fetched on a first visit but kept on the
// next, and a whole game against Expert played offline to its review.

import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { ARTIFACTS, playUntil, start } from './helpers.js';
import { playToTheEnd } from './steps.js';

/** A room of its own for each test: each takes it down. @type {Awaited<ReturnType<typeof start>>} */
let room;
beforeEach(async () => {
  room = await start();
});
afterEach(() => room?.stop());

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** What the service worker has kept, by path. @param {import('playwright-core').Page} page */
const kept = (page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const paths = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

test('the room installs: a manifest with its icons, a service worker in control, and the start address opens with the network cut', async () => {
  const context = await room.browser.newContext(PHONE);
  const page = await context.newPage();
  /** @type {string[]} */
  const fetched = [];
  context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(room.base);
  await page.waitForSelector('#sign-in, #guest');

  const manifestHref = await page.getAttribute('link[rel=manifest]', 'href');
  assert.equal(manifestHref, '/manifest.webmanifest');
  const manifest = await page.evaluate(async (href) => {
    const r = await fetch(href);
    return { type: r.headers.get('content-type'), body: await r.json() };
  }, manifestHref);
  assert.match(manifest.type ?? '', /manifest\+json|json/);
  const m = manifest.body;
  assert.ok(m.name && m.short_name, 'a name and a short name');
  assert.equal(m.start_url, '/');
  assert.equal(m.display, 'standalone');
  assert.match(m.theme_color, /^#[0-9a-f]{6}$/);
  for (const size of ['192x192', '512x512']) {
    const icon = m.icons.find((/** @type {any} */ i) => i.sizes === size && i.type === 'image/png');
    assert.ok(icon, `a ${size} PNG icon`);
    const served = await page.evaluate(async (src) => {
      const r = await fetch(src);
      const bitmap = await createImageBitmap(await r.blob());
      return { status: r.status, width: bitmap.width };
    }, icon.src);
    assert.deepEqual(served, { status: 200, width: Number(size.split('x')[0]) });
  }
  assert.ok(
    m.icons.some((/** @type {any} */ i) => i.purpose?.includes('maskable')),
    'a maskable icon',
  );

  // The worker installs, takes control, and keeps the page and what it names.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 })
    .catch(async () => {
      // A worker takes control of the pages opened after it activated (clients.claim() also takes this one).
      await page.reload();
    });
  assert.equal(await page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname), '/sw.js');
  const shell = await kept(page);
  assert.ok(shell.includes('/'), `the page is kept: ${shell}`);
  assert.ok(
    shell.some((p) => /^\/app-[A-Z2-7]{8}\.js$/.test(p)),
    `the bundle's entry is kept: ${shell}`,
  );
  // The first visit never fetches the offline engine.
  await page.waitForTimeout(4000);
  assert.ok(!fetched.some((p) => p.startsWith('/offline')), `fetched on the first visit: ${fetched.filter((p) => p.startsWith('/offline'))}`);
  assert.ok(!(await kept(page)).some((p) => p.startsWith('/offline')), 'nothing of the engine is kept after a first visit');

  // The start address, with the network cut (and the room down: the
  // browser's offline mode does not reach a service worker's own requests):
  // the page opens from the cache and says why it cannot sign in; offline
  // play is kept from the next visit.
  await context.setOffline(true);
  await room.down();
  await page.goto(room.base);
  await page.waitForSelector('header .brand');
  await page.waitForSelector('#app .error:has-text("cannot be reached")').catch(async (e) => {
    throw new Error(`${e.message}: ${await page.textContent('body')}`);
  });
  await page.screenshot({ path: `${ARTIFACTS}offline-first-visit.png` });
  await context.close();
});

test('offline, a whole game against Expert on a phone: played to its end, then its review and replay, and kept in the list', async () => {
  const context = await room.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(room.base);
  await page.waitForSelector('#sign-in, #guest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // A later visit keeps the engine and the page's offline, replay and
  // review modules, once the page is idle.
  await page.reload();
  const needed = [
    /^\/offline\.wasm$/,
    /^\/offline-worker\.js$/,
    /^\/offline-engine\.js$/,
    /^\/offline-[A-Z2-7]{8}\.js$/,
    /^\/pages-[A-Z2-7]{8}\.js$/,
    /^\/review-[A-Z2-7]{8}\.js$/,
  ];
  for (let i = 0; ; i++) {
    const paths = await kept(page);
    if (needed.every((n) => paths.some((p) => n.test(p)))) break;
    assert.ok(i < 120, `kept after 30 s: ${paths}`);
    await page.waitForTimeout(250);
  }

  await context.setOffline(true);
  await room.down();
  await page.goto(`${room.base}/#offline`);
  await page.waitForSelector('#offline-form');
  assert.match(await page.textContent('#offline'), /not rated and carry no chips/);
  await page.selectOption('#offline-level', 'expert');
  await page.selectOption('#offline-target', '50');
  await page.click('#offline-start');
  await page
    .waitForFunction(() => /^#offline\/\d+$/.test(location.hash))
    .catch(async (e) => {
      throw new Error(`${e.message}: ${await page.textContent('#app')}`);
    });
  await page.waitForSelector('.table');
  const id = Number(page.url().split('/').pop());
  assert.match((await page.textContent('.table')) ?? '', /Expert bot/);
  await page.screenshot({ path: `${ARTIFACTS}offline-table.png` });

  await playToTheEnd(page);
  await page.waitForSelector('#game-over');
  await page.screenshot({ path: `${ARTIFACTS}offline-game-over.png` });
  const times = /** @type {{level: string, ms: number}[]} */ (await page.evaluate(() => /** @type {any} */ (window).offlineThinkTimes));
  const expert = times
    .filter((t) => t.level === 'expert')
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  assert.ok(expert.length > 5, `Expert moved offline: ${expert.length} moves`);
  console.log(
    `Expert in the page (this game only; npm run measure-offline for the figure): ${expert.length} moves, median ${expert[Math.floor(expert.length / 2)].toFixed(0)} ms, max ${expert.at(-1)?.toFixed(0)} ms`,
  );

  // Its review and its replay, still offline.
  await page.click('#review-game');
  await page.waitForURL(new RegExp(`#offline-review/${id}/0$`));
  await page.waitForSelector('#review-summary', { timeout: 60000 });
  assert.match((await page.textContent('#review-summary')) ?? '', /Accuracy \d+\.\d% over \d+ choices?/);
  await page.screenshot({ path: `${ARTIFACTS}offline-review.png` });
  await page.click('text=Watch the replay');
  await page.waitForURL(new RegExp(`#offline-replay/${id}$`));
  await page.waitForSelector('#replay svg.layout');
  await page.goto(`${room.base}/#offline-record/${id}`);
  await page.waitForSelector('#offline-download');
  const record = JSON.parse((await page.textContent('#offline-record pre')) ?? '');
  assert.equal(record.bots[1].level, 'expert');
  assert.ok(
    record.hands.every((/** @type {any} */ h) => h.server_seed && h.bot_seeds),
    'every hand shows its seeds',
  );

  await page.goto(`${room.base}/#offline`);
  await page.waitForSelector('#offline-games');
  assert.match((await page.textContent('#offline-games')) ?? '', new RegExp(`Game ${id} against Expert, to 50: (won|lost)`));
  await context.close();
});

test('offline, a game resumes where it stood: after a reload, after leaving during the computer’s turn; a hint, and resigning', async () => {
  const context = await room.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${room.base}/#offline`);
  await page.waitForSelector('#offline-form');
  await page.selectOption('#offline-level', 'easy');
  await page.click('#offline-start');
  await page.waitForFunction(() => /^#offline\/\d+$/.test(location.hash));
  const id = Number(page.url().split('/').pop());
  const laid = () => page.locator('svg.layout .tile').count();
  // Play until a few tiles are down and it is our turn again.
  assert.ok(await playUntil(page, async () => (await laid()) >= 4), 'four tiles down before the hand ended');
  await page.waitForSelector('.hand button.playable, #auto-draw:not([disabled])');
  // A hint, from the engine in the page.
  await page.click('#hint-button');
  await page.waitForSelector('#hint');
  assert.match((await page.textContent('#hint')) ?? '', /\S/);

  // A reload finds the same position.
  const before = await laid();
  const hand = await page.locator('.hand button.tile-button').count();
  await page.reload();
  await page.waitForSelector('.table');
  assert.equal(await laid(), before);
  assert.equal(await page.locator('.hand button.tile-button').count(), hand);

  // A play (after drawing, if no tile fits), then away before the computer
  // answers, and back: it answers then.
  if (!(await page.locator('.hand button.playable').count())) {
    await page.click('#auto-draw');
    await page.waitForSelector('.hand button.playable', { timeout: 5000 }).catch(() => {});
  }
  if (await page.locator('.hand button.playable').count()) {
    await page.locator('.hand button.playable').first().click();
    await page
      .locator('.target')
      .first()
      .click({ timeout: 1000 })
      .catch(() => {});
  }
  await page.evaluate(() => {
    location.hash = '#offline';
  });
  await page.waitForSelector('#offline-games');
  await page.waitForTimeout(1000);
  await page.evaluate((n) => {
    location.hash = `#offline/${n}`;
  }, id);
  await page.waitForSelector('.table');
  // Our tile and the computer's answer; or, if we could only pass (the
  // boneyard empty), its answer and our turn again; or the hand's end.
  await page.waitForFunction((n) => {
    const laid = document.querySelectorAll('svg.layout .tile').length;
    const ourTurn = document.querySelector('.hand button.playable, #auto-draw:not([disabled])');
    return laid >= n + 2 || (laid >= n + 1 && ourTurn) || document.querySelector('#hand-end');
  }, before);

  // Resigning ends it, and the list says so.
  page.once('dialog', (dialog) => dialog.accept());
  await page.click('#resign');
  await page.waitForSelector('#game-over');
  assert.match((await page.textContent('#game-over')) ?? '', /^Easy bot wins by resignation/);
  await page.goto(`${room.base}/#offline`);
  await page.waitForSelector('#offline-games');
  assert.match((await page.textContent('#offline-games')) ?? '', new RegExp(`Game ${id} against Easy, to 150: lost .*\\(resigned\\)`));
  await context.close();
});
