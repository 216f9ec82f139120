// The offline engine the page runs (web/offline.wasm, built from
// crates/offline by scripts/build-wasm) is the native engine: the same
// replays of the known hands as `dominoes replay` (the data file the rules
// crate's own test reads), and games played with it verify with the native
// binary, deals and the computer's every move (`dominoes verify --bots`
// asks the native bot of each level for each move from the same view and
// seed). Runs the WebAssembly in Node, through the page's own boundary code.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import './english.js';
import { answer, call, instantiate } from '../../web/offline-engine.js';
import { BINARY } from './helpers.js';

/** @type {any} */
let engine;
before(async () => {
  engine = await instantiate(await WebAssembly.compile(readFileSync(new URL('../../web/offline.wasm', import.meta.url))));
});

/** The engine's `ok`, or a failure naming its error. @param {object} request */
const ok = (request) => {
  const answer = call(engine, request);
  assert.ok('ok' in answer, JSON.stringify(answer));
  return answer.ok;
};

test('the WebAssembly engine replays every known hand as the native engine does', () => {
  const cases = JSON.parse(readFileSync(new URL('../../crates/rules/tests/data/known_hands.json', import.meta.url), 'utf8'));
  assert.ok(cases.length > 20, `${cases.length} known hands`);
  for (const { name, record, expected } of cases) {
    // Some records are text on purpose (unreadable JSON).
    assert.deepEqual(ok({ call: 'replay', record: typeof record === 'string' ? record : JSON.stringify(record) }), expected, name);
  }
});

/**
 * A whole game in the WebAssembly engine, the player's first legal move each
 * turn; its record.
 * @param {string} level @param {number} draw @param {number} seed
 */
function playOut(level, draw, seed) {
  const game = { table: 1, name: 'ann', level, draw, target: 100, seed: seed.toString(16).padStart(64, '0'), client_seed: `seed-${seed}`, moves: [] };
  let answer = ok({ call: 'start', game });
  for (let step = 0; step < 2000; step++) {
    const u = answer.update;
    if (u.status === 'over') return ok({ call: 'record', game: answer.game });
    let message = null;
    if (u.hand_end) message = { type: 'next', table: 1 };
    else if (u.turn === 0) message = { type: 'act', table: 1, version: u.version, move: u.legal[0] };
    answer = message ? ok({ call: 'send', game: answer.game, message: JSON.stringify(message) }) : ok({ call: 'think', game: answer.game });
  }
  throw new Error(`${level}: the game did not end`);
}

test('each level moves in the WebAssembly engine as the native bot does from the same view and seed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-engine-'));
  for (const [level, draw, seed] of [
    ['beginner', 7, 1],
    ['easy', 9, 2],
    ['medium', 7, 3],
    ['hard', 7, 4],
    ['expert', 9, 5],
  ]) {
    const file = join(dir, `${level}.json`);
    writeFileSync(file, JSON.stringify(playOut(String(level), Number(draw), Number(seed))));
    // Exit 0: every deal re-derived from its seeds, every computer move the native bot's.
    const printed = JSON.parse(execFileSync(BINARY, ['verify', '--bots', file], { encoding: 'utf8' }));
    assert.equal(printed.computer.bots, 'checked', `${level}: ${JSON.stringify(printed)}`);
    const [seat] = printed.computer.seats;
    assert.equal(seat.level, level);
    assert.ok(seat.moves > 10 && seat.unchecked === 0, `${level}: ${JSON.stringify(seat)}`);
    assert.ok(printed.verified > 0 && printed.unverifiable === 0, JSON.stringify(printed));
  }
});

test('what the page may not do, the engine refuses with the room’s codes and never traps', () => {
  const game = { table: 1, name: 'ann', level: 'easy', draw: 7, target: 150, seed: '07'.repeat(32), client_seed: 's', moves: [] };
  const started = ok({ call: 'start', game });
  const send = (/** @type {object} */ message) => call(engine, { call: 'send', game: started.game, message: JSON.stringify(message) });
  assert.equal(send({ type: 'act', table: 1, version: started.update.version + 5, move: 'draw' }).error.code, 'stale');
  assert.equal(send({ type: 'next', table: 1 }).error.code, 'hand_not_over');
  assert.equal(call(engine, { call: 'start', game: { ...game, level: 'grandmaster' } }).error.code, 'bad_request');
  assert.equal(call(engine, { call: 'think', game: { ...game, moves: [['6-6', '6-6']] } }).error.code, 'bad_request');
  for (const text of ['', '{', '[]', '{"call": 7}', 'x'.repeat(100000)]) {
    assert.equal(answer(engine, text).error.code, 'bad_request', text.slice(0, 20));
  }
  // Still answering after all that.
  assert.equal(ok({ call: 'start', game }).update.status, 'live');
});
