// A chat message the server refuses stays in the box to be sent again, and
// the refusal does not stay on screen for ever; a message said empties the box.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signedIn, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('a refused message keeps its text in the box, and the refusal goes after a few seconds', async () => {
  const ann = await signedIn(room, { name: `annc${room.port}` });
  const box = '#chat input[name=chat]';
  const status = '#chat p[role=status]';
  await ann.waitForSelector(box);
  for (let i = 1; i <= 5; i++) {
    await ann.fill(box, `message ${i}`);
    await ann.press(box, 'Enter');
    await ann.locator('#chat li', { hasText: `message ${i}` }).waitFor();
    await ann.waitForFunction((sel) => document.querySelector(sel)?.value === '', box);
  }
  // The sixth in ten seconds is refused: the text stays, the reason shows.
  await ann.fill(box, 'the sixth, refused');
  await ann.press(box, 'Enter');
  await ann.locator(status, { hasText: /Too many messages at once/ }).waitFor();
  assert.equal(await ann.inputValue(box), 'the sixth, refused');
  assert.equal(await ann.locator('#chat li', { hasText: 'the sixth' }).count(), 0);
  // The refusal clears by itself.
  await ann.waitForFunction((sel) => document.querySelector(sel)?.textContent === '', status, { timeout: 15000 });
  assert.equal(await ann.inputValue(box), 'the sixth, refused', 'still there to send again');
});
