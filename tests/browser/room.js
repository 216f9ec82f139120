// What the page tests share: the real `dominoes` binary on a free port with a
// fresh database (bots move after 50 ms), and Debian's Chromium.

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BINARY = process.env.DOMINOES_BIN ?? new URL('../../target/debug/dominoes', import.meta.url).pathname;

/**
 * Starts a room and a browser. `stop()` ends both.
 * @returns {Promise<{base: string, browser: import('playwright-core').Browser, stop: () => Promise<void>}>}
 */
export async function startRoom() {
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-browser-'));
  const server = spawn(BINARY, ['serve', '--addr', `127.0.0.1:${port}`, '--db', join(dir, 'test.db'), '--bot-delay-ms', '50'], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    base,
    browser,
    stop: async () => {
      await browser.close();
      server.kill();
    },
  };
}

/**
 * A new page, signed in as a guest, in the lobby.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 */
export async function guestPage(browser, base) {
  const page = await (await browser.newContext({ viewport: { width: 1100, height: 800 } })).newPage();
  await page.goto(base);
  await page.click('#guest');
  await page.waitForSelector('#play-computer');
  return page;
}

/**
 * Opens a table against the computer from the lobby; returns its address.
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
 * Makes `plays` of this player's plays at the table on screen (with the
 * keyboard; the tiles are picked and forced draws made by the server), or
 * fewer if the game ends first.
 * @param {import('playwright-core').Page} page
 * @param {number} plays
 */
export async function playSome(page, plays) {
  let made = 0;
  for (let step = 0; step < 400 && made < plays; step++) {
    if (await page.locator('#game-over').count()) return;
    const autoPick = page.locator('#auto-pick:not([disabled])');
    if (await autoPick.count()) {
      await autoPick.click({ timeout: 2000 }).catch(() => {});
      await page.check('#always-auto-draw', { timeout: 2000 }).catch(() => {});
    } else if (await page.locator('#next-hand').count()) {
      await page.click('#next-hand', { timeout: 2000 }).catch(() => {});
    } else if (await page.locator('.hand button.playable').count()) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      made += 1;
    }
    await page.waitForTimeout(100);
  }
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
