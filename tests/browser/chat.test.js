// Chat and presence: the lobby shows who is online; two people at a table
// talk, and a message written as HTML is shown as the text it is (no
// element made from it, no dialog), live and in the game's replay.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, post, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

const XSS = '<img src=x onerror=alert(1)>';

test('the lobby shows both players online; at a table they chat, and HTML stays text', async () => {
  const ann = `ann${room.port}`;
  const bob = `bob${room.port}`;
  const host = await signedIn(room, { name: ann });
  const guest = await signedIn(room, { name: bob });
  const dialogs = [];
  for (const page of [host, guest]) page.on('dialog', (d) => dialogs.push(d.message()) && d.accept());

  // Each lobby lists both, with a rating, and the count.
  for (const page of [host, guest]) {
    for (const name of [ann, bob]) await page.locator(`#online-players li[data-name="${name}"]`).waitFor({ timeout: 5000 });
    assert.match(await page.textContent('#online-count'), /2 online/);
    assert.match(await page.textContent(`#online-players li[data-name="${ann}"]`), /unrated/);
  }
  // The lobby has its chat: ann says hello, bob reads it.
  await host.fill('#chat input[name=chat]', 'hello lobby');
  await host.press('#chat input[name=chat]', 'Enter');
  await guest.locator('#chat li', { hasText: 'hello lobby' }).waitFor({ timeout: 5000 });

  // Ann opens a table for a person; bob joins; both are at the table.
  const { body } = await post(host, '/api/tables', { draw: 7, target: 50, minutes: 4, opponent: 'person', wager: 0 });
  const table = body.table;
  await host.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, table);
  assert.equal((await post(guest, `/api/tables/${table}/join`)).status, 200);
  await guest.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, table);
  for (const page of [host, guest]) await page.locator('#chat h2', { hasText: 'Table chat' }).waitFor({ timeout: 5000 });

  await guest.fill('#chat input[name=chat]', XSS);
  await guest.click('#chat button[type=submit]');
  await host.fill('#chat input[name=chat]', 'see www.example.com');
  await host.press('#chat input[name=chat]', 'Enter');
  for (const page of [host, guest]) {
    const line = page.locator('#chat li', { hasText: XSS });
    await line.waitFor({ timeout: 5000 });
    assert.equal(await line.locator('.chat-text').textContent(), XSS);
    await page.locator('#chat li', { hasText: 'see www.example.com' }).waitFor({ timeout: 5000 });
    assert.equal(await page.locator('#chat img').count(), 0, 'no element was made from the message');
    assert.equal(await page.locator('#chat a').count(), 0, 'a link is shown as text');
  }
  assert.equal(await host.textContent(`#chat li[data-from="${bob}"] strong`), bob);
  assert.deepEqual(dialogs, [], 'no dialog fired');
  await host.screenshot({ path: join(ARTIFACTS, 'chat-table.png') });

  // A player's page says whether they are online.
  const other = await signedIn(room, { name: `carl${room.port}` });
  await other.evaluate((name) => {
    location.hash = `#player/${name}`;
  }, bob);
  await other.locator('#presence', { hasText: 'Online now' }).waitFor({ timeout: 5000 });

  // Bob resigns after the deal; the replay shows the chat as text.
  await guest.locator('#auto-pick').click({ timeout: 10000 });
  await host.locator('#auto-pick').click({ timeout: 10000 });
  await guest.locator('.player.on-turn').first().waitFor({ timeout: 10000 });
  await guest.click('#resign');
  await guest.locator('#prompt', { hasText: /wins|won|resign/i }).waitFor({ timeout: 10000 });
  await other.goto(`${room.base}/#replay/${table}`);
  const replayed = other.locator('#replay-chat li', { hasText: XSS });
  await replayed.waitFor({ timeout: 10000 });
  assert.equal(await other.locator('#replay-chat img').count(), 0);
  assert.match(await other.textContent('#replay-chat'), /see www\.example\.com/);
});

test('the open tables sort by wager and by final score', async () => {
  const low = await signedIn(room, { name: `dan${room.port}` });
  const high = await signedIn(room, { name: `eve${room.port}` });
  await post(low, '/api/tables', { draw: 7, target: 250, minutes: 4, opponent: 'person', wager: 10 });
  await post(high, '/api/tables', { draw: 7, target: 100, minutes: 4, opponent: 'person', wager: 90 });
  const viewer = await signedIn(room, { name: `fay${room.port}` });
  await viewer.locator('#open-tables li', { hasText: `eve${room.port}` }).waitFor({ timeout: 5000 });
  await viewer.locator('#open-tables li', { hasText: `dan${room.port}` }).waitFor({ timeout: 5000 });
  const first = () => viewer.textContent('#open-tables li:first-child');
  await viewer.selectOption('#sort-tables select', 'wager');
  assert.match(await first(), new RegExp(`eve${room.port}`));
  await viewer.selectOption('#sort-tables select', 'target');
  assert.match(await first(), new RegExp(`dan${room.port}`));
});
