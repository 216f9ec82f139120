// Wagers between people: nobody loses chips in a game they were never
// shown. A waiting host can cancel; a host who went elsewhere in the site is
// told the game has started and reaches the table in time; a host with no
// page open is not offered to anyone. The header shows the chips available.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, countSounds, post, signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/** The host opens a wagered table against a person, with a 1-minute clock. */
async function openWagered(host, wager = 50) {
  await host.selectOption('#play-person select[name=minutes]', '1');
  await host.fill('#play-person input[name=wager]', String(wager));
  await host.click('#play-person button[type=submit]');
  await host.waitForSelector('#cancel-table');
  return Number((await host.evaluate(() => location.hash)).split('/')[1]);
}

test('a host who went to another page is told the game started, with a sound, and reaches the table in time; the header shows the chips in escrow gone', async () => {
  const host = await signedIn(room, { name: `ann${room.port}` });
  await countSounds(host);
  await host.reload();
  await host.waitForSelector('#play-person');
  const guest = await signedIn(room, { name: `bob${room.port}` });
  const table = await openWagered(host);
  assert.match(await host.textContent('#prompt'), /Waiting for a second player/);
  await host.screenshot({ path: join(ARTIFACTS, 'waiting.png') });
  // The host looks at the leaderboard while waiting.
  await host.click('header nav a[href="#leaderboard"]');
  await host.waitForSelector('#leaderboard');
  const before = await host.evaluate(() => window.soundsPlayed);

  await guest.locator('#open-tables button', { hasText: 'Join' }).click({ timeout: 5000 });
  await guest.waitForSelector('.player.on-turn, #auto-pick');

  const banner = host.locator('#started-banner');
  await banner.waitFor({ timeout: 5000 });
  assert.match(await banner.textContent(), new RegExp(`bob${room.port} joined your table`));
  assert.ok((await host.evaluate(() => window.soundsPlayed)) > before, 'a sound is played');
  await host.screenshot({ path: join(ARTIFACTS, 'started-banner.png') });
  await host.click('#go-to-table');
  await host.waitForSelector('#auto-pick, .player.on-turn');
  assert.equal(await host.evaluate(() => location.hash), `#table/${table}`);
  assert.equal(await banner.count(), 0, 'the banner goes once the table is shown');
  // The clock has not run out: the game is live and the host can play.
  assert.doesNotMatch(await host.textContent('#prompt'), /wins|You win/);
  assert.match(await host.textContent('#terms'), /wager 50 chips/);

  // Both stakes are in escrow: the header says 950, as the API does.
  for (const page of [host, guest]) {
    await page.waitForFunction(() => document.querySelector('#chips')?.textContent.includes('950'), null, { timeout: 5000 });
  }
  // After a reload of the table page, the header still names the player and the chips.
  await host.reload();
  await host.waitForSelector('.table');
  await host.waitForFunction(() => document.querySelector('#chips')?.textContent.includes('950'), null, { timeout: 5000 });
  assert.equal(await host.textContent('#me'), `ann${room.port}`);
  await host.context().close();
  await guest.context().close();
});

test('a waiting host can cancel the table: it leaves the lobby and no chips move', async () => {
  const host = await signedIn(room, { name: `cat${room.port}` });
  const table = await openWagered(host, 100);
  const listed = async () => (await (await fetch(`${room.base}/api/tables`)).json()).some?.((t) => t.id === table);
  assert.equal(await listed(), true);
  await host.click('#cancel-table');
  await host.waitForSelector('#play-person');
  assert.equal(await listed(), false);
  await host.waitForFunction(() => document.querySelector('#chips')?.textContent.includes('1000'));
  await host.context().close();
});

test('a host whose every page has closed is not offered, and their table cannot be joined', async () => {
  const host = await signedIn(room, { name: `dan${room.port}` });
  const guest = await signedIn(room, { name: `eve${room.port}` });
  const table = await openWagered(host);
  await guest.locator('#open-tables li', { hasText: `dan${room.port}` }).waitFor({ timeout: 5000 });
  await host.context().close();
  // The lobby drops the table once the host's socket is gone.
  await guest.locator('#open-tables li', { hasText: `dan${room.port}` }).waitFor({ state: 'detached', timeout: 5000 });
  const tables = await (await fetch(`${room.base}/api/tables`)).json();
  assert.ok(!JSON.stringify(tables).includes(`dan${room.port}`));
  const join = await post(guest, `/api/tables/${table}/join`);
  assert.equal(join.status, 409);
  assert.ok(join.body.error);
  await guest.context().close();
});
