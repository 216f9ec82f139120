// The service worker (docs/offline.md): the room installs on a phone's home
// screen and its page opens with no network. It keeps the page and what the
// page names (the content-hashed bundle, cached once: its names never
// change), and, once offline play has been used or on a later visit, the
// offline engine. The page itself, the engine and the tutorial's steps are
// asked of the network first (answered 304 while their ETag is current) and
// taken from the cache only when the network fails. The API and the socket
// are never cached.

// `npm run bundle` writes the bundle's own stamp here, so each release is a
// new worker with a new cache, and the old one (with its hashed files) goes.
const CACHE = 'dominoes-f2e58fb07f84';
/**
 * What the page needs to open with no network, besides the files it names
 * (the manifest's larger icon is not: a browser asks for it when it
 * installs the app, online, and a first visit stays small).
 */
const SHELL = ['/', '/manifest.webmanifest'];
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

// The page asks for the engine on a later visit (app.js), so it is there
// when the network is not; with it the catalogues of the language shown
// (and English), and at every visit the words it fetched before this
// worker was in control. (A page from before the words were kept asks with
// 'keep-offline-engine'.) The engine and each catalogue are kept apart: a
// file that cannot be had (a page of the last release naming its words)
// keeps nothing else out.
scope.addEventListener('message', (/** @type {any} */ event) => {
  const keep = event.data === 'keep-offline-engine' ? 'offline' : event.data?.keep;
  if (keep !== 'offline' && keep !== 'words') return;
  const files = (Array.isArray(event.data?.files) ? event.data.files : []).filter((/** @type {unknown} */ f) => typeof f === 'string' && isHashed(f));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.allSettled([keep === 'offline' ? cache.addAll(ENGINE) : null, ...files.map((/** @type {string} */ f) => cache.add(f))])),
  );
});

/**
 * The network's answer, kept for later when `keep` says so; the kept one
 * when the network fails or no room answers behind it (a proxy's 502 to 504).
 * @param {Request} request @param {string} key @param {(answer: Response) => boolean} keep
 */
async function networkFirst(request, key, keep) {
  const cache = await caches.open(CACHE);
  /** @type {Response | null} */
  let answer = null;
  try {
    answer = await fetch(request);
    if (answer.ok && keep(answer)) await cache.put(key, answer.clone());
    if (answer.status < 502 || answer.status > 504) return answer;
  } catch (error) {
    if (!(await cache.match(key))) throw error;
  }
  return (await cache.match(key)) ?? /** @type {Response} */ (answer);
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
  // The room is one page (its routes are after the #): the page is kept
  // from its own address only, never from another file opened in a tab.
  if (request.mode === 'navigate')
    return event.respondWith(
      networkFirst(request, '/', (answer) => url.pathname === '/' && (answer.headers.get('content-type') ?? '').startsWith('text/html')),
    );
  if (isHashed(url.pathname)) return event.respondWith(cacheFirst(request));
  event.respondWith(networkFirst(request, url.pathname, () => true));
});
