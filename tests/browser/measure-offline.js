// The offline engine in the page (docs/offline.md): `npm run measure-offline
// [-- GAMES]` from tests/browser (after `cargo build --release`). Plays GAMES
// games (20 unless given) against each of Hard and Expert in headless
// Chromium, through the page's own engine thread (web/offline-worker.js),
// the player's first legal move each turn, and prints each level's think
// time per move (median, 99th percentile, most) and the engine's download
// (as Brotli and gzip). A measurement, not a test: it asserts nothing about time.

import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, serve } from './helpers.js';

const GAMES = Number(process.argv[2] ?? 20);
const BINARY = process.env.DOMINOES_BIN ?? new URL('../../target/release/dominoes', import.meta.url).pathname;
const PORT = 19000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;

/** The size of `path` on the wire to a client that accepts `coding`. @param {string} path @param {string} coding */
const wire = (path, coding) =>
  new Promise((resolve, reject) => {
    get(`${BASE}${path}`, { headers: { 'accept-encoding': coding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });

const server = await serve(PORT, ['--db', join(mkdtempSync(join(tmpdir(), 'dominoes-offline-')), 'offline.db')], { binary: BINARY, stdio: 'ignore' });
const browser = await launch();
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(BASE);
  for (const level of ['hard', 'expert']) {
    const times = await page.evaluate(
      ([games, lvl]) =>
        new Promise((resolve, reject) => {
          const worker = new Worker('/offline-worker.js', { type: 'module' });
          let asked = 0;
          const waiting = new Map();
          worker.onmessage = (event) => waiting.get(event.data.id)(event.data);
          /** @returns {Promise<{answer: any, ms: number}>} */
          const ask = (request) =>
            new Promise((done) => {
              const id = ++asked;
              waiting.set(id, done);
              worker.postMessage({ id, request });
            });
          const ms = [];
          (async () => {
            for (let g = 0; g < games; g++) {
              const seed = (g + 1).toString(16).padStart(64, '0');
              let { answer } = await ask({ call: 'start', game: { table: 1, level: lvl, draw: 7, target: 150, seed, client_seed: `m${g}`, moves: [] } });
              while (answer.ok.update.status !== 'over') {
                const { game, update } = answer.ok;
                if (update.hand_end) answer = (await ask({ call: 'send', game, message: JSON.stringify({ type: 'next', table: 1 }) })).answer;
                else if (update.turn === 0)
                  answer = (
                    await ask({ call: 'send', game, message: JSON.stringify({ type: 'act', table: 1, version: update.version, move: update.legal[0] }) })
                  ).answer;
                else {
                  const thought = await ask({ call: 'think', game });
                  ms.push(thought.ms);
                  answer = thought.answer;
                }
                if (answer.error) throw new Error(answer.error.message);
              }
            }
            worker.terminate();
            resolve(ms);
          })().catch(reject);
        }),
      [GAMES, level],
    );
    const sorted = /** @type {number[]} */ (times).sort((a, b) => a - b);
    const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    console.log(
      `${level}: ${sorted.length} moves over ${GAMES} games to 150: median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, most ${sorted.at(-1)?.toFixed(1)} ms per move`,
    );
  }
  const [br, gz] = [await wire('/offline.wasm', 'br'), await wire('/offline.wasm', 'gzip')];
  console.log(`the engine's download: offline.wasm ${(br / 1024).toFixed(0)} KB as Brotli, ${(gz / 1024).toFixed(0)} KB gzipped`);
} finally {
  await browser.close();
  server.kill();
}
