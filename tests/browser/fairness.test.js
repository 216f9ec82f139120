// web/fairness.js headless: the worked example of docs/fairness.md, and a
// finished hand's check, which must fail when anything is changed.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import './english.js';
import {
  chacha20Words,
  clientSeed,
  commitment,
  fromHex,
  handSeed,
  setClientSeed,
  sha256,
  shuffleKey,
  shuffleOrder,
  toHex,
  verifyHandEnd,
} from '../../web/fairness.js';

const page = readFileSync(new URL('../../docs/fairness.md', import.meta.url), 'utf8');
const exampleSeed = Uint8Array.from({ length: 32 }, (_, i) => i);
const exampleSeeds = ["ann's lucky seed", '4f1c2b'];

test('SHA-256 agrees with the standard test vectors', () => {
  const text = (s) => new TextEncoder().encode(s);
  assert.equal(toHex(sha256(text('abc'))), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(toHex(sha256(text(''))), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.equal(
    toHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))),
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  );
});

test('the worked example of docs/fairness.md: commitment, key and the first ten tiles', () => {
  const key = shuffleKey(exampleSeed, exampleSeeds, 3);
  const first = shuffleOrder(key).slice(0, 10).join(' ');
  for (const value of [commitment(exampleSeed), toHex(key), first]) assert.ok(page.includes(value), `the page does not state ${value}`);
  assert.equal(first, '2-6 1-6 0-6 1-2 1-1 2-3 6-6 4-6 5-5 3-5');
  assert.equal(shuffleOrder(key).length, 28);
  assert.equal(new Set(shuffleOrder(key)).size, 28, 'a permutation');
});

test('the worked example of docs/fairness.md that discards a word: its words, the discard and the order', () => {
  const start = page.indexOf('### A worked example that discards a word');
  assert.ok(start >= 0, 'the page has the example');
  const body = page.slice(start, page.indexOf('\n## ', start));
  const stated = (/** @type {string} */ name) => /** @type {RegExpExecArray} */ (new RegExp(`- \`${name}\` = \`([^\`]*)\``).exec(body))[1];
  const serverSeed = /** @type {Uint8Array} */ (fromHex(stated('server_seed')));
  const counter = Number(/** @type {RegExpExecArray} */ (/- `hand_counter` = (\d+)/.exec(body))[1]);
  const key = shuffleKey(serverSeed, JSON.parse(stated('client_seeds')), counter);
  assert.equal(stated('key'), toHex(key));
  assert.equal(stated('commitment'), commitment(serverSeed));
  const rows = [...body.matchAll(/^\| (\d+) \| (\d+) \| `([0-9a-f]{8})` \| (\d+) \| (\d+) \| (\w+) \|$/gm)];
  assert.equal(rows.length, 28, 'one row per word: 27 draws and one discarded');
  const next = chacha20Words(key);
  for (const [, i, n, hex, , limit, j] of rows) {
    const word = next();
    assert.equal(hex, word.toString(16).padStart(8, '0'), `the word for i = ${i}`);
    assert.equal(Number(limit), 2 ** 32 - (2 ** 32 % Number(n)));
    assert.equal(j, word >= Number(limit) ? 'discarded' : String(word % Number(n)));
  }
  assert.ok(
    rows.some((row) => row[6] === 'discarded'),
    'a word is discarded',
  );
  assert.ok(body.includes(`the order: \`${shuffleOrder(key).join(' ')}\``), 'the page states the order web/fairness.js derives');
});

/** A hand-end update for seat 0 of a hand dealt from the example's seeds (hand 0, draw 7). */
function handEnd() {
  const key = shuffleKey(exampleSeed, exampleSeeds, 0);
  const order = shuffleOrder(key);
  const hands = [order.slice(0, 7), order.slice(7, 14)];
  // Seat 1 plays one tile; seat 0 draws two (named to itself); seat 1 draws one (unnamed).
  const history = [
    { player: 1, action: hands[1][0] },
    { player: 0, action: `draw ${order[14]}` },
    { player: 0, action: `draw ${order[15]}` },
    { player: 0, action: `${order[15]} L` },
    { player: 1, action: 'draw' },
  ];
  const revealed = [
    [...hands[0], order[14]],
    [...hands[1].slice(1), order[16]],
  ];
  return {
    seat: 0,
    hand_end: { kind: 'blocked' },
    revealed,
    state: { draw: 7, hand_number: 0, history, hand: revealed[0] },
    fairness: { hand_counter: 0, commitment: commitment(exampleSeed), server_seed: toHex(exampleSeed), client_seeds: exampleSeeds },
  };
}

test('a true hand verifies; a changed seed, deal, draw or play does not', () => {
  assert.equal(verifyHandEnd(handEnd()).ok, true, verifyHandEnd(handEnd()).message);
  const broken = (edit) => {
    const u = handEnd();
    edit(u);
    return verifyHandEnd(u);
  };
  assert.match(
    broken((u) => {
      u.fairness.client_seeds = ['x', '4f1c2b'];
    }).message,
    /./,
  );
  assert.equal(
    broken((u) => {
      u.fairness.client_seeds = ['x', '4f1c2b'];
    }).ok,
    false,
  );
  assert.match(
    broken((u) => {
      u.fairness.server_seed = toHex(new Uint8Array(32));
    }).message,
    /commitment/,
  );
  assert.match(
    broken((u) => {
      u.fairness.hand_counter = 1;
    }).message,
    /hand counter/,
  );
  assert.match(
    broken((u) => {
      u.state.history[1].action = u.state.history[2].action;
    }).message,
    /next tile/,
  );
  assert.match(
    broken((u) => {
      [u.revealed[0][0], u.revealed[1][0]] = [u.revealed[1][0], u.revealed[0][0]];
    }).message,
    /ends with/,
  );
  assert.match(
    broken((u) => {
      u.state.history[0].player = 0;
    }).message,
    /did not give/,
  );
  assert.match(
    broken((u) => {
      u.fairness.server_seed = null;
    }).message,
    /not revealed/,
  );
});

test('the browser keeps one seed, lets the player change it, and adds a fresh part each hand', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  let n = 0;
  const randomBytes = (len) => Uint8Array.from({ length: len }, () => n++);
  const seed = clientSeed(storage, randomBytes);
  assert.equal(seed, '000102030405060708090a0b0c0d0e0f');
  assert.equal(clientSeed(storage, randomBytes), seed, 'kept');
  assert.equal(setClientSeed(storage, 'x'.repeat(65)), 'a seed is at most 64 bytes');
  assert.equal(setClientSeed(storage, 'a\nb'), 'a seed may not contain control characters');
  assert.equal(setClientSeed(storage, 'my lucky seed'), null);
  const [a, b] = [handSeed(storage, randomBytes), handSeed(storage, randomBytes)];
  assert.match(a, /^my lucky seed:[0-9a-f]{16}$/);
  assert.notEqual(a, b);
  assert.equal(fromHex('zz'), null);
});

test("a computer's seat must add the empty seed: the hand verifies with it and fails with any other", () => {
  // The example's hand, dealt with seat 1 the computer's and its seed empty.
  const seeds = [exampleSeeds[0], ''];
  const key = shuffleKey(exampleSeed, seeds, 0);
  const order = shuffleOrder(key);
  const u = {
    seat: 0,
    players: [
      { name: 'ann', bot: false },
      { name: 'Expert bot', bot: true },
    ],
    hand_end: { kind: 'blocked' },
    revealed: [order.slice(0, 7), order.slice(7, 14)],
    state: { draw: 7, hand_number: 0, history: [] },
    fairness: { hand_counter: 0, commitment: commitment(exampleSeed), server_seed: toHex(exampleSeed), client_seeds: seeds },
  };
  assert.equal(verifyHandEnd(u).ok, true, verifyHandEnd(u).message);
  // The same deal claimed with a seed of the computer's own: refused, even
  // though the seeds and the deal agree with each other.
  const seeded = ['x', '4f1c2b'];
  const other = shuffleOrder(shuffleKey(exampleSeed, [exampleSeeds[0], seeded[1]], 0));
  const forged = {
    ...u,
    revealed: [other.slice(0, 7), other.slice(7, 14)],
    fairness: { ...u.fairness, client_seeds: [exampleSeeds[0], seeded[1]] },
  };
  const result = verifyHandEnd(forged);
  assert.equal(result.ok, false);
  assert.match(result.message, /computer/);
  assert.equal(verifyHandEnd({ ...forged, players: [null, null] }).ok, true, 'between people any seed goes');
});

/**
 * A hand-end update for seat 0 of a real game of four (tests/browser/data/
 * four-game.*.json: the server dealt it, `dominoes verify` passes its
 * record): hand 0 from the record's seeds, the view and the hands left from
 * the replay's frame at the hand's end (seat 2's draw is unnamed there).
 */
function fourHandEnd() {
  const record = JSON.parse(readFileSync(new URL('./data/four-game.record.json', import.meta.url), 'utf8'));
  const replay = JSON.parse(readFileSync(new URL('./data/four-game.replay.json', import.meta.url), 'utf8'));
  const hand = record.hands[0];
  const frame = replay.frames.find((f) => f.hand_number === 0 && f.hand_end);
  return {
    seat: 0,
    players: record.players.map((name, seat) => ({ name, bot: record.bots[seat] != null })),
    hand_end: frame.hand_end,
    revealed: frame.hands,
    state: { draw: 5, hand_number: 0, history: frame.history, hand: frame.hands[0] },
    fairness: { hand_counter: hand.hand_counter, commitment: hand.commitment, server_seed: hand.server_seed, client_seeds: hand.client_seeds },
    deal: hand.deal,
  };
}

test('a hand of four verifies: four seeds, seat i dealt positions 5i..5i+4, draws from 20', () => {
  const u = fourHandEnd();
  // The order the seeds give deals exactly the record's four hands, and its next tile is the one seat 2 drew.
  const order = shuffleOrder(shuffleKey(fromHex(u.fairness.server_seed), u.fairness.client_seeds, 0));
  assert.deepEqual(
    [0, 1, 2, 3].map((i) => order.slice(5 * i, 5 * i + 5).sort()),
    u.deal.map((h) => [...h].sort()),
  );
  assert.equal(u.state.history.filter((e) => e.action === 'draw').length, 1, 'one unnamed draw, by seat 2');
  const result = verifyHandEnd(u);
  assert.equal(result.ok, true, result.message);
  assert.match(result.message, /^Fair: /);
  const broken = (edit) => {
    const b = fourHandEnd();
    edit(b);
    return verifyHandEnd(b);
  };
  // Seat 3's hand and seat 1's swapped: the deal is not the seeds'.
  assert.match(broken((b) => ([b.revealed[1], b.revealed[3]] = [b.revealed[3], b.revealed[1]])).message, /seat 1 ends with/);
  // A seed changed, a seed left out, a computer's seed not empty.
  assert.equal(broken((b) => (b.fairness.client_seeds[0] = 'another seed')).ok, false);
  assert.match(broken((b) => b.fairness.client_seeds.pop()).message, /client seeds are missing/);
  assert.match(broken((b) => (b.fairness.client_seeds[2] = 'x')).message, /computer's seat 2/);
  // Only two hands revealed at a table of four.
  assert.match(broken((b) => (b.revealed = b.revealed.slice(0, 2))).message, /4 are needed/);
  // A play by the wrong seat: seat 3 played seat 2's lead.
  assert.match(broken((b) => (b.state.history[0].player = 3)).message, /did not give/);
});
