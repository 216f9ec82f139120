// What the browser tests share: the real server on a free port with a fresh
// database, Debian's Chromium, and a few steps every test takes.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const BINARY = process.env.DOMINOES_BIN ?? new URL('../../target/debug/dominoes', import.meta.url).pathname;
export const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;
mkdirSync(ARTIFACTS, { recursive: true });

/**
 * A port nobody listens on: the system's pick for a listener on port 0,
 * closed again. (A random port could be another test file's, running at
 * the same time.) The server keeps it across `restart()`.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `dominoes serve` (bots move after 50 ms) and Chromium; `stop()` ends both. */
export async function start() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-browser-'));
  const up = () => serve(port, ['--db', join(dir, 'test.db'), '--bot-delay-ms', '50']);
  let server = await up();
  const browser = await launch();
  return {
    base,
    port,
    browser,
    /** The server's database (for `dominoes audit`). */
    db: join(dir, 'test.db'),
    /** Stops the server and starts it again on the same port and database (every socket drops). */
    restart: async () => {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill();
      await exited;
      server = await up();
    },
    /** Stops the server (a room gone, or no network to it: nothing answers, a service worker's requests included). */
    down: async () => {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill();
      await exited;
    },
    stop: async () => {
      await browser.close();
      server.kill();
    },
  };
}

/**
 * Starts `dominoes serve` on `port` with `args` and waits until it answers
 * (10 s at most); its process.
 * @param {number} port @param {string[]} args
 * @param {{binary?: string, stdio?: import('node:child_process').StdioOptions}} [options]
 */
export async function serve(port, args, { binary = BINARY, stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  const child = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`, ...args], { stdio });
  // A server that exited (its port taken meanwhile, by another file's
  // room: the files run two at a time) must not pass for the one answering.
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      if (exited) break;
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (exited) throw new Error(`dominoes serve on port ${port} exited before it answered`);
  child.kill();
  throw new Error(`dominoes serve on port ${port} did not answer within 10 s`);
}

/** Debian's Chromium, headless. */
export function launch() {
  return chromium.launch({
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
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/**
 * Starts `count` nodes of one room (`dominoes serve --cluster`, one SQLite
 * file) and Chromium. Each node can be killed (SIGKILL) and started again
 * on its port; `stop()` ends them all.
 * @param {number} count
 */
export async function startNodes(count) {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-nodes-'));
  const db = join(dir, 'test.db');
  const node = async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    /** @type {import('node:child_process').ChildProcess | null} */
    let child = null;
    const up = async () => {
      child = await serve(port, ['--cluster', '--db', db, '--bot-delay-ms', '50']);
    };
    await up();
    return {
      base,
      port,
      /** SIGKILL: the node dies holding its leases. */
      kill: async () => {
        const dying = /** @type {import('node:child_process').ChildProcess} */ (child);
        const exited = new Promise((r) => dying.once('exit', r));
        dying.kill('SIGKILL');
        await exited;
      },
      /** SIGSTOP or SIGCONT: a node that freezes (and wakes) holding its leases. */
      signal: (/** @type {NodeJS.Signals} */ name) => child?.kill(name),
      start: up,
      // A frozen node is woken first: a stopped process takes no SIGTERM,
      // and would keep the test file's process waiting for it forever.
      stop: () => {
        child?.kill('SIGCONT');
        child?.kill();
      },
    };
  };
  const nodes = [];
  // One after another, each up before the next starts.
  for (let i = 0; i < count; i++) nodes.push(await node());
  const browser = await launch();
  return {
    nodes,
    browser,
    db,
    stop: async () => {
      await browser.close();
      for (const n of nodes) n.stop();
    },
  };
}

/**
 * A new page, signed in: `name` registers (a person with 1,000 chips), or a guest without one.
 * @param {{base: string, browser: import('playwright-core').Browser}} room
 */
export async function signedIn(room, { name = null, viewport = { width: 1280, height: 800 }, hasTouch = false } = {}) {
  const context = await room.browser.newContext({ viewport, hasTouch });
  const page = await context.newPage();
  await page.goto(room.base);
  if (name) {
    await page.fill('input[name=name]', name);
    await page.fill('input[name=password]', 'correct horse');
    await page.click('#register');
  } else {
    await page.click('#guest');
  }
  await page.waitForSelector('#play-computer');
  return page;
}

/** POSTs JSON from the page (with its session cookie); answers {status, body}. */
export const post = (page, path, body = {}) =>
  page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      return { status: r.status, body: await r.json().catch(() => null) };
    },
    [path, body],
  );

/** Opens a table against the computer (or a person) from the page and shows it. */
export async function openTable(page, settings) {
  const { body } = await post(page, '/api/tables', { draw: 7, target: 1000, minutes: null, opponent: 'easy', ...settings });
  await page.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, body.table);
  await page.waitForSelector('.table');
  return body.table;
}

/** Every frame the page's socket sends and receives, parsed. */
export function recordFrames(page) {
  const frames = { sent: [], received: [] };
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => frames.sent.push(JSON.parse(f.payload)));
    ws.on('framereceived', (f) => frames.received.push(JSON.parse(f.payload)));
  });
  return frames;
}

/** Counts the sounds the page starts (WebAudio oscillators), as `window.soundsPlayed`. */
export const countSounds = (page) =>
  page.addInitScript(() => {
    window.soundsPlayed = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      window.soundsPlayed += 1;
      return start.apply(this, args);
    };
  });

/** Picks the tiles (the server picks them), then plays until `done()` or the hand ends. */
export async function playUntil(page, done, { steps = 600 } = {}) {
  for (let step = 0; step < steps; step++) {
    if (await done()) return true;
    if (await page.locator('#hand-end, #game-over').count()) return false;
    const pick = page.locator('#auto-pick:not([disabled])');
    if (await pick.count()) {
      await pick.click({ timeout: 1000 }).catch(() => {});
    } else if (await page.locator('#auto-draw:not([disabled])').count()) {
      await page.click('#auto-draw', { timeout: 1000 }).catch(() => {});
    } else if (await page.locator('.hand button.playable').count()) {
      await page
        .locator('.hand button.playable')
        .first()
        .click({ timeout: 1000 })
        .catch(() => {});
      await page
        .locator('.target')
        .first()
        .click({ timeout: 1000 })
        .catch(() => {});
    }
    await page.waitForTimeout(60);
  }
  throw new Error('nothing happened');
}

/**
 * Plays a whole game at a table the page's person sits at, over the page's
 * own socket (no clicks): picks with a client seed, plays the first legal
 * move (drawing when that is all there is), asks for the next hand. Answers
 * when the table says the game is over; `target` 50 keeps it short.
 * @param {import('playwright-core').Page} page
 * @param {number} table
 */
export const playOverSocket = (page, table, { timeout = 120000 } = {}) =>
  page.evaluate(
    ([id, ms]) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
        const timer = setTimeout(() => reject(new Error('the game did not end in time')), ms);
        let asked = -1;
        ws.onopen = () => ws.send(JSON.stringify({ type: 'open', table: id }));
        ws.onmessage = (event) => {
          const m = JSON.parse(event.data);
          if (m.type === 'error' && m.code !== 'stale' && m.code !== 'not_your_turn') console.log('socket error', m.code, m.message);
          if (m.type !== 'table' || m.table !== id) return;
          if (m.status === 'over') {
            clearTimeout(timer);
            ws.close();
            resolve(m);
            return;
          }
          if (m.picking && m.picking.picked[m.seat] < m.picking.of) {
            ws.send(JSON.stringify({ type: 'auto_pick', table: id, seed: `seed-${m.fairness?.hand_counter}-${id}` }));
          } else if (m.hand_end) {
            ws.send(JSON.stringify({ type: 'next', table: id }));
          } else if (m.turn === m.seat && m.legal.length && asked !== m.version) {
            asked = m.version;
            ws.send(JSON.stringify({ type: 'act', table: id, version: m.version, move: m.legal[0] }));
          }
        };
        ws.onerror = () => reject(new Error('the socket failed'));
      }),
    [table, timeout],
  );

/**
 * Drags the first playable tile of the hand onto the first lit end (or
 * lets go above the hand when none is lit).
 * @param {import('playwright-core').Page} page
 */
export async function dragATile(page) {
  const tile = page.locator('.hand button.playable').first();
  const from = await tile.boundingBox();
  if (!from) return;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 40, { steps: 5 });
  const target = page.locator('.target').first();
  const lit = await target.waitFor({ timeout: 2000 }).then(
    () => true,
    () => false,
  );
  const to = lit ? await target.boundingBox() : null;
  if (to) await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}
