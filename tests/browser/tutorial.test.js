// The guided first game: offered on the lobby to a new player, reachable from
// How to play, walked to its end by doing what the coach says; the scores it
// shows are the engine's (web/tutorial.json, written by the rules' test).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { ARTIFACTS, signedIn, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

const script = JSON.parse(readFileSync(new URL('../../web/tutorial.json', import.meta.url), 'utf8'));

test('a new player is offered the guided game and walks it to the end', async () => {
  const page = await signedIn(room, { name: 'newcomer' });
  await page.waitForSelector('#tutorial-offer');
  await page.click('#start-tutorial');
  await page.waitForSelector('#coach-text');
  const total = script.steps.length;
  for (let k = 0; k < total; k++) {
    const step = script.steps[k];
    await page.waitForSelector(`#coach-step:has-text("Step ${k + 1} of ${total}")`);
    if (step.turn === 1) continue; // the computer moves by itself
    const text = (await page.textContent('#coach-text')) ?? '';
    assert.equal(text, step.say);
    if (step.move === 'draw') {
      // Drawing by key (D) once, by clicking the boneyard otherwise.
      if (k === total - 4) await page.keyboard.press('d');
      else await page.locator('.boneyard button.slot:not([disabled])').first().click();
    } else if (step.move === '2-4 D') {
      // The keyboard: H lights the move to make, → chooses it, Enter plays it.
      await page.keyboard.press('h');
      await page.waitForSelector('#hint:has-text("2-4 on the bottom end")');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    } else {
      const tile = step.move.split(' ')[0];
      await page.click(`.hand button[data-key="tile:${tile}"]`);
      // A play with a choice of ends is placed on its lit end; a lead at once.
      const target = page.locator('.target');
      if (await target.count()) await target.first().click();
    }
  }
  // The domino: the hand's result, and what the coach says of it.
  await page.waitForSelector('#hand-end');
  assert.match((await page.textContent('#coach-text')) ?? '', /^Domino!.*score them\. Click “Next hand”/);
  const result = (await page.textContent('#hand-end')) ?? '';
  assert.match(result, /95/, 'the scores after the bonus');
  await page.click('#next-hand');
  await page.waitForSelector('#coach-text:has-text("blocked")');
  assert.equal(await page.textContent('#coach-text'), script.blocked);
  // From here on the coach leads: no button that does nothing is left on the table.
  assert.equal(await page.locator('#next-hand').count(), 0, 'no "Next hand" past the domino');
  // Next, the partnership hand for four, or Finish to skip it.
  assert.deepEqual(await page.$$eval('#coach button', (nodes) => nodes.map((n) => n.id)), ['tutorial-partners', 'tutorial-finish']);
  await page.click('#tutorial-partners');
  const partners = script.partners;
  for (let k = 0; k < partners.steps.length; k++) {
    const step = partners.steps[k];
    await page.waitForSelector(`#coach-step:has-text("Partners: step ${k + 1} of ${partners.steps.length}")`);
    if (step.turn !== 0) continue; // the three computers move by themselves
    assert.equal((await page.textContent('#coach-text')) ?? '', step.say);
    if (k === 0) {
      // A table of four: your partner across, the two opponents either side, each with 5 tiles.
      const seats = await page.$$eval('[data-seat]', (nodes) => nodes.map((n) => n.getAttribute('data-seat')));
      assert.deepEqual([...new Set(seats)].sort(), ['0', '1', '2', '3'], 'all four seats are drawn');
      const names = (await page.textContent('#tutorial-table')) ?? '';
      for (const name of ['Sam · partner', 'Ada', 'Ivy', 'You & Sam: 0 · Ada & Ivy: 0']) assert.ok(names.includes(name), `${name} in ${names}`);
    }
    const tile = step.move.split(' ')[0];
    await page.click(`.hand button[data-key="tile:${tile}"]`);
    const target = page.locator('.target');
    if (await target.count()) await target.first().click();
  }
  await page.waitForSelector('#hand-end');
  assert.equal(await page.textContent('#coach-text'), partners.end.say);
  const teams = (await page.textContent('#hand-end')) ?? '';
  assert.match(teams, /80/, "your team's score after the bonus");
  const held = await page.$$eval('#hand-end .tiles[aria-label]', (nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  assert.deepEqual(held, ['You holds nothing', 'Ada (left) holds 1-1', 'Sam (partner) holds 0-0', 'Ivy (right) holds 3-3'], 'all four hands are shown');
  assert.equal(await page.locator('#next-hand').count(), 0, 'no "Next hand" past the partners\' domino');
  await page.screenshot({ path: `${ARTIFACTS}tutorial-partners.png` });
  await page.click('#tutorial-finish');
  await page.waitForSelector('#tutorial-done');
  // The last panel: every button there does something (the table's Resign leaves, as the coach's buttons do).
  assert.equal(await page.locator('#next-hand').count(), 0, 'no "Next hand" on the last panel');
  assert.deepEqual(await page.$$eval('#app button:not([disabled]), #app a.button', (nodes) => nodes.map((n) => n.id)).then((ids) => ids.sort()), [
    'resign',
    'to-lobby',
    'tutorial-play',
  ]);
  // Finished: the lobby no longer offers it; How to play still leads to it.
  await page.click('#tutorial-play');
  await page.waitForSelector('#play-computer');
  assert.equal(await page.locator('#tutorial-offer').count(), 0);
  await page.goto(`${room.base}/#how-to-play`);
  await page.click('#how-to-tutorial');
  await page.waitForSelector('#coach-step:has-text("Step 1 of")');
});

test('the partnership hand may be skipped: Finish after the blocked hand ends the tutorial', async () => {
  const page = await signedIn(room, { name: 'skipper' });
  await page.goto(`${room.base}/#tutorial`);
  await page.waitForSelector('#coach-step:has-text("Step 1 of")');
  // Straight to the end of the first hand: every scripted move by the player, the computer's by itself.
  for (const step of script.steps) {
    if (step.turn !== 0) continue;
    await page.waitForSelector(`#coach-text:text-is(${JSON.stringify(step.say)})`);
    if (step.move === 'draw') await page.locator('.boneyard button.slot:not([disabled])').first().click();
    else {
      await page.click(`.hand button[data-key="tile:${step.move.split(' ')[0]}"]`);
      const target = page.locator('.target');
      if (await target.count()) await target.first().click();
    }
  }
  await page.click('#next-hand');
  await page.click('#tutorial-finish');
  await page.waitForSelector('#tutorial-done');
  assert.equal(await page.locator('#tutorial-partners').count(), 0);
});

test('a visitor not signed in can start it from the sign-in page', async () => {
  const context = await room.browser.newContext();
  const page = await context.newPage();
  await page.goto(room.base);
  await page.click('#signin-tutorial');
  await page.waitForSelector('#coach-step:has-text("Step 1 of")');
  assert.match((await page.textContent('#coach-text')) ?? '', /^Welcome!/);
  await context.close();
});
