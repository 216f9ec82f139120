// Steps the page tests take at a table: open one against the computer from
// the lobby, play a little, play to the end, resign; walk the guided game.

import { playUntil } from './helpers.js';

/**
 * Opens a table against the computer from the lobby's form; returns its address.
 * @param {import('playwright-core').Page} page
 * @param {{minutes?: string}} [options] minutes per hand ('' for no clock)
 */
export async function playComputer(page, { minutes = '' } = {}) {
  await page.selectOption('#play-computer select[name=minutes]', minutes);
  await page.click('#play-computer button[type=submit]');
  await page.waitForURL(/#table\/\d+$/);
  await page.waitForSelector('.table');
  return page.url();
}

/**
 * Resigns the game on screen and waits for its end.
 * @param {import('playwright-core').Page} page
 */
export async function resign(page) {
  page.once('dialog', (dialog) => dialog.accept());
  await page.click('#resign');
  await page.waitForSelector('#game-over');
}

/**
 * Walks the guided game's first lesson (web/tutorial.json's `steps`) to its
 * domino by doing what the coach says, checking that the coach says each
 * step as `say` gives it (the catalogue of the page's language).
 * @param {import('playwright-core').Page} page
 * @param {{steps: {turn: number, move: string}[]}} script
 * @param {(id: string, args?: Record<string, any>) => string} say
 */
export async function walkLesson(page, script, say) {
  const total = script.steps.length;
  for (let k = 0; k < total; k++) {
    const step = script.steps[k];
    await page.waitForSelector(`#coach-step:has-text("${say('tutorial-progress', { step: k + 1, total })}")`);
    if (step.turn === 1) continue; // the computer moves by itself
    const coach = (await page.textContent('#coach-text')) ?? '';
    if (coach !== say(`tutorial-step-${k}`)) throw new Error(`step ${k}: the coach says "${coach}"`);
    if (step.move === 'draw') {
      await page.locator('.boneyard button.slot:not([disabled])').first().click();
    } else {
      await page.click(`.hand button[data-key="tile:${step.move.split(' ')[0]}"]`);
      const target = page.locator('.target');
      if (await target.count()) await target.first().click();
    }
  }
  await page.waitForSelector('#hand-end');
}

/** Plays the table on screen until the game is over, hand after hand (helpers.js's `playUntil` plays each). @param {import('playwright-core').Page} page */
export async function playToTheEnd(page) {
  const over = async () => (await page.locator('#game-over').count()) > 0;
  for (let hand = 0; hand < 60; hand++) {
    if (await playUntil(page, over)) return;
    if (await over()) return;
    await page.click('#next-hand');
    // The engine deals on its own thread: the last hand's end stays on
    // screen until the next hand's update comes.
    await page.locator('#hand-end').waitFor({ state: 'detached' });
  }
  throw new Error('the offline game did not end');
}
