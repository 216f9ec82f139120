// Provably fair deals, checked in the page (docs/fairness.md): pure, no DOM.
// Its own SHA-256 and ChaCha20 (crypto.subtle exists only on secure origins,
// and a check should not trust the page's host anyway), the same Fisher-Yates
// with rejection sampling as the server (crates/rules/src/deal.rs).
// Its sentences come from the catalogue (i18n.js), loaded before any check.

import { t } from './i18n.js';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 (FIPS 180-4) of `bytes`. */
/** @param {Uint8Array} bytes */
export function sha256(bytes) {
  const length = bytes.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 2 ** 29));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (/** @type {number} */ x, /** @type {number} */ n) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + 4 * i);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (const [i, word] of h.entries()) outView.setUint32(4 * i, word);
  return out;
}

export const toHex = (/** @type {Uint8Array} */ bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** 32 bytes from exactly 64 lowercase hex digits, else null. */
/** @param {unknown} text */
export function fromHex(text) {
  if (typeof text !== 'string' || !/^[0-9a-f]{64}$/.test(text)) return null;
  return Uint8Array.from(/** @type {string[]} */ (text.match(/../g)), (pair) => parseInt(pair, 16));
}

/** The lowercase hex SHA-256 of a server seed: its commitment. */
export const commitment = (/** @type {Uint8Array} */ serverSeed) => toHex(sha256(serverSeed));

/**
 * A hand's 32-byte shuffle key: SHA-256 of "dominoes/fair/v1", the server
 * seed, the hand counter (8 bytes big-endian), then each client seed as its
 * UTF-8 length (4 bytes big-endian) and bytes.
 */
/** @param {Uint8Array} serverSeed @param {string[]} clientSeeds @param {number} handCounter */
export function shuffleKey(serverSeed, clientSeeds, handCounter) {
  const utf8 = clientSeeds.map((s) => new TextEncoder().encode(s));
  const bytes = new Uint8Array(16 + 32 + 8 + utf8.reduce((sum, s) => sum + 4 + s.length, 0));
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('dominoes/fair/v1'));
  bytes.set(serverSeed, 16);
  view.setBigUint64(48, BigInt(handCounter));
  let at = 56;
  for (const seed of utf8) {
    view.setUint32(at, seed.length);
    bytes.set(seed, at + 4);
    at += 4 + seed.length;
  }
  return sha256(bytes);
}

/** The 32-bit words of the ChaCha20 stream keyed by `key` (nonce 0, block counter from 0). */
/** @param {Uint8Array} key */
export function chacha20Words(key) {
  const keyView = new DataView(key.buffer, key.byteOffset, 32);
  const input = new Uint32Array(16);
  input.set([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]); // "expand 32-byte k"
  for (let i = 0; i < 8; i++) input[4 + i] = keyView.getUint32(4 * i, true);
  const x = new Uint32Array(16);
  const rotl = (/** @type {number} */ v, /** @type {number} */ n) => (v << n) | (v >>> (32 - n));
  /** @param {number} a @param {number} b @param {number} c @param {number} d */
  const quarter = (a, b, c, d) => {
    x[a] += x[b];
    x[d] = rotl(x[d] ^ x[a], 16);
    x[c] += x[d];
    x[b] = rotl(x[b] ^ x[c], 12);
    x[a] += x[b];
    x[d] = rotl(x[d] ^ x[a], 8);
    x[c] += x[d];
    x[b] = rotl(x[b] ^ x[c], 7);
  };
  let index = 16;
  return () => {
    if (index === 16) {
      x.set(input);
      for (let round = 0; round < 10; round++) {
        quarter(0, 4, 8, 12);
        quarter(1, 5, 9, 13);
        quarter(2, 6, 10, 14);
        quarter(3, 7, 11, 15);
        quarter(0, 5, 10, 15);
        quarter(1, 6, 11, 12);
        quarter(2, 7, 8, 13);
        quarter(3, 4, 9, 14);
      }
      for (let i = 0; i < 16; i++) x[i] += input[i];
      input[12] += 1; // the block counter (a hand needs far fewer than 2^32 blocks)
      index = 0;
    }
    return x[index++];
  };
}

/** The 28 tiles in the canonical order 0-0, 0-1, ..., 0-6, 1-1, ..., 6-6. */
export const TILES = Array.from({ length: 7 }, (_, a) => Array.from({ length: 7 - a }, (_, i) => `${a}-${a + i}`)).flat();

/** The shuffled order a key gives: Fisher-Yates from the top, each j uniform by rejection. */
/** @param {Uint8Array} key */
export function shuffleOrder(key) {
  const next = chacha20Words(key);
  const order = TILES.slice();
  for (let i = 27; i >= 1; i--) {
    const n = i + 1;
    const zone = 2 ** 32 - (2 ** 32 % n);
    let word;
    do word = next();
    while (word >= zone);
    const j = word % n;
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** `6-3` → `3-6`; null if not a tile. */
/** @param {string} text */
function tile(text) {
  const m = /^([0-6])-([0-6])$/.exec(text);
  if (!m) return null;
  return Number(m[1]) <= Number(m[2]) ? `${m[1]}-${m[2]}` : `${m[2]}-${m[1]}`;
}

const sameTiles = (/** @type {string[]} */ a, /** @type {string[]} */ b) =>
  a.length === b.length && [...a].map(tile).sort().join() === [...b].map(tile).sort().join();

/**
 * Checks a finished hand from a table update of this seat (the one showing
 * `hand_end`): the revealed server seed hashes to the commitment shown
 * before the deal; the seeds give each seat its starting hand; every draw
 * took the next tile of the order; every play was a tile its player held;
 * and what is left matches every revealed hand. A computer's seat must have
 * added the empty seed. At a table of four (docs/formats.md section 6) the
 * key hashes four seeds, seat i holds positions 5i..5i+4 of the order and
 * the k-th draw takes position 20 + k; at two, seat i holds n·i..n·i+n-1
 * and draws start at 2n.
 * Returns `{ ok: true, key, message }` or `{ ok: false, message }`.
 */
/**
 * @param {any} update
 * @returns {{ok: true, key: string, message: string} | {ok: false, message: string}}
 */
export function verifyHandEnd(update) {
  const fail = (/** @type {string} */ message) => ({ ok: /** @type {const} */ (false), message });
  const f = update?.fairness;
  const state = update?.state;
  if (!f || !state || !update.hand_end) return fail(t('fairness-hand-not-over'));
  const serverSeed = fromHex(f.server_seed);
  if (!serverSeed) return fail(t('fairness-seed-not-revealed'));
  if (commitment(serverSeed) !== f.commitment) return fail(t('fairness-seed-mismatch', { hash: commitment(serverSeed), commitment: String(f.commitment) }));
  if (f.hand_counter !== state.hand_number) return fail(t('fairness-counter-mismatch', { counter: String(f.hand_counter), hand: String(state.hand_number) }));
  // One seed per seat: four at a table of four, two at two.
  const seats = (update.players?.length ?? update.revealed?.length) === 4 ? 4 : 2;
  if (!Array.isArray(update.revealed) || update.revealed.length !== seats) return fail(t('fairness-hands-not-revealed', { count: seats }));
  if (!Array.isArray(f.client_seeds) || f.client_seeds.length !== seats || !f.client_seeds.every((/** @type {unknown} */ s) => typeof s === 'string'))
    return fail(t('fairness-client-seeds-missing'));
  const all = Array.from({ length: seats }, (_, seat) => seat);
  // The computer contributes the empty seed: a seed the server chose after
  // seeing yours could steer the deal (docs/fairness.md).
  for (const seat of all) {
    if (update.players?.[seat]?.bot && f.client_seeds[seat] !== '')
      return fail(t('fairness-computer-seed', { seat, seed: JSON.stringify(f.client_seeds[seat]) }));
  }
  const key = shuffleKey(serverSeed, f.client_seeds, f.hand_counter);
  const order = shuffleOrder(key);
  const n = state.draw;
  const held = all.map((seat) => new Set(order.slice(seat * n, (seat + 1) * n)));
  let next = seats * n;
  for (const [i, event] of state.history.entries()) {
    const [word, named] = event.action.split(' ');
    const seat = event.player;
    if (word === 'draw') {
      const drawn = order[next++];
      if (!drawn) return fail(t('fairness-empty-boneyard', { action: i + 1 }));
      if (named && tile(named) !== drawn) return fail(t('fairness-wrong-draw', { action: i + 1, drawn: named, next: drawn }));
      held[seat].add(drawn);
    } else if (word !== 'pass') {
      const played = tile(word);
      if (!held[seat]?.delete(/** @type {string} */ (played))) return fail(t('fairness-not-dealt', { action: i + 1, seat, tile: word }));
    }
  }
  for (const seat of all) {
    const left = update.revealed?.[seat] ?? [];
    const kept = [...held[seat]];
    if (!sameTiles(kept, left))
      return fail(t('fairness-ends-with', { seat, left: left.join(' '), leftCount: left.length, kept: kept.join(' '), keptCount: kept.length }));
  }
  return { ok: true, key: toHex(key), message: t('fairness-fair', { key: toHex(key).slice(0, 16) }) };
}

/**
 * This browser's client seed, kept in `storage` (localStorage): made from
 * `randomBytes(n)` (crypto.getRandomValues) the first time. The player may
 * see and change it.
 */
/** @param {{getItem: (key: string) => string | null, setItem: (key: string, value: string) => void}} storage @param {(n: number) => Uint8Array} randomBytes */
export function clientSeed(storage, randomBytes) {
  let seed = storage.getItem('clientSeed');
  if (seed == null) {
    seed = toHex(randomBytes(16));
    storage.setItem('clientSeed', seed);
  }
  return seed;
}

/** The longest seed a player may set, in bytes of UTF-8 (the server takes
 * 128, room for the random part `handSeed` adds). */
export const MAX_PLAYER_SEED = 64;

/** Sets the player's own seed; returns an error sentence or null. */
/** @param {{getItem: (key: string) => string | null, setItem: (key: string, value: string) => void}} storage @param {string} text */
export function setClientSeed(storage, text) {
  if (new TextEncoder().encode(text).length > MAX_PLAYER_SEED) return t('fairness-seed-too-long', { count: MAX_PLAYER_SEED });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's purpose
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) return t('fairness-seed-control-characters');
  storage.setItem('clientSeed', text);
  return null;
}

/**
 * The seed sent with this hand's first pick: the player's seed, then a
 * fresh random part, so the server cannot know it before it has committed
 * to its own seed even when the player keeps the same seed for ever.
 */
/** @param {{getItem: (key: string) => string | null, setItem: (key: string, value: string) => void}} storage @param {(n: number) => Uint8Array} randomBytes */
export const handSeed = (storage, randomBytes) => `${clientSeed(storage, randomBytes)}:${toHex(randomBytes(8))}`;

/** Random bytes from the browser's CSPRNG. */
export const browserRandom = (/** @type {number} */ n) => crypto.getRandomValues(new Uint8Array(n));
