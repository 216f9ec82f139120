// The page stays under 60 KB gzipped: everything the browser loads for it
// (the HTML, the style sheet, every module), as the server sends it to a
// browser that accepts gzip.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { after, before, test } from 'node:test';
import { start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/** The bytes on the wire for `path`, gzipped. */
const wire = (path) =>
  new Promise((resolve, reject) => {
    get(`${room.base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'], status: response.statusCode }));
    }).on('error', reject);
  });

/**
 * What the browser loads for the page before any click: the HTML, its style
 * sheets and scripts, and every module those import statically. A module
 * only imported with `import()` (a page few visits need, such as the
 * tutorial or a review) is fetched when first opened, and is not counted.
 */
function loadedFiles() {
  const web = new URL('../../web/', import.meta.url);
  const html = readFileSync(new URL('index.html', web), 'utf8');
  const roots = [...html.matchAll(/(?:href|src)="\/([\w-]+\.(?:css|js))"/g)].map((m) => m[1]);
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const text = readFileSync(new URL(file, web), 'utf8');
    for (const m of text.matchAll(/^import\s[^;]*?from\s+'\.\/([\w-]+\.js)';/gms)) visit(m[1]);
  };
  roots.forEach(visit);
  return { seen, all: readdirSync(web).filter((f) => f.endsWith('.js') || f.endsWith('.css')) };
}

test('the page is under 60 KB gzipped', async () => {
  const { seen, all } = loadedFiles();
  assert.ok(seen.has('app.js') && seen.has('app.css') && seen.has('table.js'), `the page's files: ${[...seen]}`);
  let total = 0;
  for (const path of ['/', ...[...seen].map((f) => `/${f}`)]) {
    const { bytes, encoding, status } = await wire(path);
    assert.equal(status, 200, path);
    assert.equal(encoding, 'gzip', `${path} is sent gzipped`);
    total += bytes;
  }
  let later = 0;
  const lazy = all.filter((f) => !seen.has(f));
  for (const f of lazy) later += (await wire(`/${f}`)).bytes;
  console.log(
    `the page: ${seen.size + 1} files, ${(total / 1024).toFixed(1)} KB gzipped; fetched when opened: ${lazy.join(', ') || 'none'} (${(later / 1024).toFixed(1)} KB)`,
  );
  assert.ok(total < 60 * 1024, `${total} bytes`);
});
