// The lobby keeps up with the room after its socket drops and reconnects.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startRoom } from './room.js';

/** @type {Awaited<ReturnType<typeof startRoom>>} */
let room;
before(async () => {
  room = await startRoom();
});
after(() => room?.stop());

test('after the socket reconnects, the lobby subscribes again and shows a table opened since', async () => {
  const viewer = await (await room.browser.newContext()).newPage();
  // Keep every socket the page opens, so the test can drop them.
  await viewer.addInitScript(() => {
    const Native = window.WebSocket;
    /** @type {WebSocket[]} */
    const sockets = [];
    Object.assign(window, { sockets });
    window.WebSocket = class extends Native {
      /** @param {ConstructorParameters<typeof WebSocket>} args */
      constructor(...args) {
        super(...args);
        sockets.push(this);
      }
    };
  });
  await viewer.goto(room.base);
  await viewer.click('#guest');
  await viewer.waitForSelector('#open-tables li');
  await viewer.waitForFunction(() => /** @type {any} */ (window).sockets.some((/** @type {WebSocket} */ s) => s.readyState === 1));
  await viewer.evaluate(() => {
    for (const s of /** @type {any} */ (window).sockets) s.close();
  });
  await viewer.waitForFunction(() => /** @type {any} */ (window).sockets.at(-1).readyState === 1 && /** @type {any} */ (window).sockets.length > 1, null, {
    timeout: 5000,
  });

  const host = await (await room.browser.newContext()).newPage();
  const name = `host${Date.now() % 100000}`;
  await host.goto(room.base);
  await host.fill('input[name=name]', name);
  await host.fill('input[name=password]', 'correct horse');
  await host.click('#register');
  await host.click('#play-person button[type=submit]');
  await host.waitForSelector('.table');

  await viewer.locator('#open-tables li', { hasText: name }).waitFor({ timeout: 5000 });
  assert.match((await viewer.textContent('#open-tables')) ?? '', /draw 7 · to 150 · 4 min/);
});
