// Steps the page tests take at a table: open one against the computer from
// the lobby, play a little, resign.

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
