// The page stays under 60 KB gzipped: everything the browser loads for it
// (the HTML, the style sheet, every module), as the server sends it to a
// browser that accepts gzip.

import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
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

test('the page is under 60 KB gzipped', async () => {
  const web = new URL('../../web/', import.meta.url);
  const files = [
    '/',
    ...readdirSync(web)
      .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
      .map((f) => `/${f}`),
  ];
  let total = 0;
  for (const path of files) {
    const { bytes, encoding, status } = await wire(path);
    assert.equal(status, 200, path);
    assert.equal(encoding, 'gzip', `${path} is sent gzipped`);
    total += bytes;
  }
  console.log(`the page: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
  assert.ok(total < 60 * 1024, `${total} bytes`);
});
