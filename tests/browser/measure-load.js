// How soon the table is usable after the page loads, on localhost, in
// Debian's Chromium: `npm run measure-load [-- LOADS]` from tests/browser
// (after `cargo build --release`). Prints the median and the 90th
// percentile of the time from navigation start to the table's first full
// render (tiles, layout and controls on screen, the `table-ready` mark).
// A measurement, not a test: it asserts nothing about time.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './helpers.js';

const LOADS = Number(process.argv[2] ?? 30);
const BINARY = process.env.DOMINOES_BIN ?? new URL('../../target/release/dominoes', import.meta.url).pathname;
const PORT = 19000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;

const server = await serve(PORT, ['--db', join(mkdtempSync(join(tmpdir(), 'dominoes-load-')), 'load.db')], { binary: BINARY, stdio: 'ignore' });
try {
  // A guest at a table against the computer, as after "Play the computer".
  const guest = await fetch(`${BASE}/api/guest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const cookie = guest.headers.get('set-cookie').split(';')[0];
  const created = await fetch(`${BASE}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ opponent: 'easy' }),
  });
  const { table } = await created.json();

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: BASE }]);
  const page = await context.newPage();
  const times = [];
  for (let i = 0; i < LOADS + 1; i++) {
    await page.goto(`${BASE}/?load=${i}#table/${table}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('table-ready').length > 0, null, { timeout: 10000 });
    const ready = await page.evaluate(() => performance.getEntriesByName('table-ready')[0].startTime);
    if (i > 0) times.push(ready); // the first load warms the browser's caches
  }
  await browser.close();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `table usable after loading, ${times.length} loads: median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, best ${times[0].toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms`,
  );
} finally {
  server.kill();
}
