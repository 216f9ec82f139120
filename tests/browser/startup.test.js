// Loading the page: the socket is opened while the session is looked up,
// not after it (a table needs both, tests/browser/measure-load.js), and a
// visitor without a session still becomes a guest with a socket of their own.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTable, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(async () => {
  await room?.stop();
});

test('a table opens its socket while the session is looked up, not after', async () => {
  const page = await signedIn(room);
  await openTable(page);
  // The session lookup answers a second late; the socket need not wait.
  await page.route('**/api/me', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  let answered = 0;
  let opened = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/me' && !answered) answered = Date.now();
  });
  page.on('websocket', () => {
    if (!opened) opened = Date.now();
  });
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('table-ready').length > 0, null, { timeout: 10000 });
  assert.ok(opened > 0 && answered > 0, `socket at ${opened}, session at ${answered}`);
  assert.ok(opened < answered - 500, `the socket opened ${opened - answered} ms after the session's answer`);
  assert.ok(await page.locator('.table .hand').count(), 'the table is drawn');
});

test("a visitor without a session is refused a socket, then has one as a guest from a table's link", async () => {
  const host = await signedIn(room);
  const table = await openTable(host);
  const context = await room.browser.newContext();
  const page = await context.newPage();
  /** @type {import('playwright-core').WebSocket[]} */
  const sockets = [];
  page.on('websocket', (ws) => sockets.push(ws));
  await page.goto(`${room.base}/#table/${table}`);
  // Made a guest (the link works for anyone), they watch the table.
  await page.waitForSelector('.table');
  await page.waitForFunction(() => document.getElementById('who')?.textContent?.includes('guest'));
  assert.ok(sockets.length >= 2, `the refused socket and the guest's: ${sockets.length}`);
  assert.ok(sockets[0].isClosed(), 'the socket opened before the session was known is closed');
  assert.ok(!sockets.at(-1)?.isClosed(), "the guest's socket is open");
  await context.close();
});
