// Mute can be undone: a player's page says one has muted them, with an
// Unmute button, and once unmuted their messages are heard again.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signedIn, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/** Whether `viewer` has muted `name`, as the player page's answer says. */
const mutedOnServer = (viewer, name) => viewer.evaluate(async (n) => (await (await fetch(`/api/players/${n}`)).json()).muted, name);

test('a muted player’s page shows it, and Unmute brings their messages back', async () => {
  const ann = await signedIn(room, { name: `annm${room.port}` });
  const bobName = `bobm${room.port}`;
  const bob = await signedIn(room, { name: bobName });
  const box = '#chat input[name=chat]';
  await bob.fill(box, 'first words');
  await bob.press(box, 'Enter');
  await ann.locator(`#chat li[data-from="${bobName}"]`, { hasText: 'first words' }).waitFor();
  await ann.click(`#chat li[data-from="${bobName}"] button:has-text("Mute")`);
  await ann.waitForFunction(async (n) => (await (await fetch(`/api/players/${n}`)).json()).muted === true, bobName);

  await ann.evaluate((n) => {
    location.hash = `#player/${n}`;
  }, bobName);
  await ann.locator('#mute-state', { hasText: 'You have muted their chat' }).waitFor();
  assert.equal(await ann.textContent('#mute-toggle'), 'Unmute');
  await ann.click('#mute-toggle');
  assert.equal(await ann.textContent('#mute-toggle'), 'Mute their chat');
  await ann.waitForFunction(async (n) => (await (await fetch(`/api/players/${n}`)).json()).muted === false, bobName);
  assert.equal(await mutedOnServer(bob, `annm${room.port}`), false, 'bob muted nobody');

  // Back in the lobby, bob is heard again.
  await ann.evaluate(() => {
    location.hash = '';
  });
  await ann.waitForSelector('#play-computer');
  await bob.fill(box, 'heard again');
  await bob.press(box, 'Enter');
  await ann.locator(`#chat li[data-from="${bobName}"]`, { hasText: 'heard again' }).waitFor();
});
