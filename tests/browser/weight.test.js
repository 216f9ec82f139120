// The first load stays under 55 KB compressed (the budget is 60): everything the browser
// fetches for the page before any click (the HTML, the style sheet, the
// bundle's entry and the chunks it imports, the catalogue of the page's
// words, and the service worker with the app's manifest, which it keeps), as the server sends it to a
// browser that accepts Brotli and to one that accepts only gzip. The
// entry's chunks are preloaded by the page, so none waits for the entry.
// The offline engine is not part of it (tests/browser/offline.test.js).

import assert from 'node:assert/strict';
import { get } from 'node:http';
import { after, before, test } from 'node:test';
import { start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/** The answer to `path` as sent to a client that accepts `coding`: its size on the wire and, unencoded, its text. */
const wire = (/** @type {string} */ path, /** @type {string} */ coding) =>
  new Promise((resolve, reject) => {
    get(`${room.base}${path}`, { headers: { 'accept-encoding': coding } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, text: body.toString(), encoding: response.headers['content-encoding'], status: response.statusCode });
      });
    }).on('error', reject);
  });

/** The files a served file names: the page's links and scripts, a module's static and dynamic imports. */
function named(/** @type {string} */ text) {
  return {
    linked: [...text.matchAll(/(?:href|src)="\/([\w.-]+\.(?:css|js))"/g)].map((m) => m[1]),
    imported: [...text.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]),
    lazy: [...text.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => m[1]),
  };
}

test('the first load is under 55 KB compressed, Brotli or gzip, and no chunk waits for the entry', async () => {
  const page = await wire('/', 'identity');
  assert.equal(page.status, 200);
  const first = new Set(named(page.text).linked);
  assert.ok([...first].some((f) => f.endsWith('.css')) && [...first].some((f) => f.endsWith('.js')), `the page's files: ${[...first]}`);
  // Every module a loaded module imports statically is named by the page itself.
  const lazy = new Set();
  for (const file of [...first].filter((f) => f.endsWith('.js'))) {
    const { text, status } = await wire(`/${file}`, 'identity');
    assert.equal(status, 200, file);
    const { imported, lazy: later } = named(text);
    for (const m of imported) assert.ok(first.has(m), `${file} imports ${m}, which the page does not preload`);
    for (const m of later) lazy.add(m);
  }
  for (const m of first) lazy.delete(m);
  assert.ok(lazy.size >= 3, `the tutorial, the pages around the tables and a review are fetched when opened: ${[...lazy]}`);

  // The words of the page: the catalogue of its language, which the entry
  // fetches at start (the first part of one, web/i18n.js). Counted at the
  // largest of the four, a visitor's worst case.
  const words = [];
  for (const file of [...first].filter((f) => f.endsWith('.js'))) {
    for (const m of (await wire(`/${file}`, 'identity')).text.matchAll(/"(\/(?:en|es|pt-BR|fr)-[A-Z2-7]{8}\.ftl)"/g)) words.push(m[1]);
  }
  assert.equal(words.length, 4, `the entry names each language's catalogue: ${words}`);
  /** @type {Record<string, number>} */
  const totals = {};
  for (const coding of ['br', 'gzip']) {
    totals[coding] = 0;
    for (const path of ['/', '/sw.js', '/manifest.webmanifest', ...[...first].map((f) => `/${f}`)]) {
      const { bytes, encoding, status } = await wire(path, coding);
      assert.equal(status, 200, path);
      assert.equal(encoding, coding, `${path} is sent as ${coding}`);
      totals[coding] += bytes;
    }
    let largest = 0;
    for (const path of words) largest = Math.max(largest, (await wire(path, coding)).bytes);
    totals[coding] += largest;
  }
  let later = 0;
  for (const f of lazy) later += (await wire(`/${f}`, 'br')).bytes;
  console.log(
    `the first load: ${first.size + 4} files (with the largest language's words), ${(totals.br / 1024).toFixed(1)} KB as Brotli, ${(totals.gzip / 1024).toFixed(1)} KB gzipped; fetched when opened: ${[...lazy].join(', ')} (${(later / 1024).toFixed(1)} KB as Brotli)`,
  );
  assert.ok(totals.br < 55 * 1024, `${totals.br} bytes as Brotli`);
  assert.ok(totals.gzip < 55 * 1024, `${totals.gzip} bytes gzipped`);
});
