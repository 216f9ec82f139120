// After the socket drops (here: the server restarts), the page opens it
// again and subscribes once more: the lobby keeps listing new tables.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('the lobby resubscribes after the socket reconnects', async () => {
  const watcher = await signedIn(room, { name: `amy${room.port}` });
  await room.restart();
  // The page reconnects by itself; then someone opens a table.
  await watcher.waitForTimeout(2500);
  const host = await signedIn(room, { name: `ben${room.port}` });
  await host.click('#play-person button[type=submit]');
  await host.waitForSelector('#cancel-table, .table');
  const row = watcher.locator('#open-tables li', { hasText: `ben${room.port}` });
  await row.waitFor({ timeout: 5000 });
  assert.ok(await row.locator('button', { hasText: 'Join' }).isEnabled());
  await watcher.context().close();
  await host.context().close();
});
