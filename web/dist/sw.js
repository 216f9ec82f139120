// The service worker (docs/offline.md): the room installs on a phone's home
// screen and its page opens with no network. It keeps the page and what the
// page names (the content-hashed bundle, cached once: its names never
// change), and, once offline play has been used or on a later visit, the
// offline engine. The page itself, the engine and the tutorial's steps are
// asked of the network first (answered 304 while their ETag is current) and
// taken from the cache only when the network fails. The API and the socket
// are never cached.

const CACHE = 'dominoes-v1';
/** What the page needs to open with no network, besides the files it names. */
const SHELL = ['/', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png'];
/** The offline engine: fetched when offline play is first used, or on a later visit (never on the first). */
const ENGINE = ['/offline-worker.js', '/offline-engine.js', '/offline.wasm'];

const scope = /** @type {any} */ (self);

/** A file named for its content (`app-3KDO2VQF.js`): the same bytes forever. */
const isHashed = (/** @type {string} */ path) => /-[A-Z2-7]{8}\.[a-z]+$/.test(path);

/** The page and every file it names (its script, its preloads, its style sheet), fetched and kept. */
async function keepShell() {
  const cache = await caches.open(CACHE);
  const page = await fetch('/', { cache: 'no-cache' });
  if (!page.ok) throw new Error(`the page answered ${page.status}`);
  const html = await page.clone().text();
  const named = [...html.matchAll(/(?:href|src)="(\/[\w.-]+)"/g)].map((m) => m[1]);
  await cache.put('/', page);
  await cache.addAll([...new Set([...SHELL.slice(1), ...named])]);
}

scope.addEventListener('install', (/** @type {any} */ event) => {
  event.waitUntil(keepShell().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (/** @type {any} */ event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => scope.clients.claim()),
  );
});

// The page asks for the engine on a later visit (app.js), so it is there when the network is not.
scope.addEventListener('message', (/** @type {any} */ event) => {
  if (event.data === 'keep-offline-engine') event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ENGINE)));
});

/** The network's answer, kept for later; the kept one when the network fails. @param {Request} request @param {string} key */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** The kept answer; else the network's, kept. @param {Request} request */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

scope.addEventListener('fetch', (/** @type {any} */ event) => {
  const request = /** @type {Request} */ (event.request);
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/ws') return;
  // Every address of the room is the one page (its routes are after the #).
  if (request.mode === 'navigate') return event.respondWith(networkFirst(request, '/'));
  if (isHashed(url.pathname)) return event.respondWith(cacheFirst(request));
  event.respondWith(networkFirst(request, url.pathname));
});
