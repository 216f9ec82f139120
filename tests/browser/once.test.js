// One click makes one thing: a button that creates something (a table, a
// search, a seat taken, a rematch) is disabled while its request is in
// flight, so a double click does not make two.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import './english.js';
import { gesture, initialTable, receive, view } from '../../web/table-state.js';
import { signedIn, start } from './helpers.js';

let room;
before(async () => {
  room = await start();
});
after(async () => {
  await room?.stop();
});

/** The page's tables waiting or being played (GET /api/tables/mine). */
const mine = (page) => page.evaluate(async () => (await (await fetch('/api/tables/mine')).json()).tables);

test('double-clicking "Open a table" opens one table', async () => {
  const ann = await signedIn(room, { name: `anno${room.port}` });
  await ann.dblclick('#play-person button[type=submit]');
  await ann.waitForSelector('.table');
  const tables = await mine(ann);
  assert.equal(tables.length, 1, JSON.stringify(tables));
  const open = await ann.evaluate(async () => await (await fetch('/api/tables')).json());
  assert.equal(open.length, 1, JSON.stringify(open));
});

test('double-clicking "Play the computer" opens one game', async () => {
  const bea = await signedIn(room, { name: `beao${room.port}` });
  await bea.dblclick('#play-computer button[type=submit]');
  await bea.waitForSelector('.table');
  const tables = await mine(bea);
  assert.equal(tables.length, 1, JSON.stringify(tables));
});

test('a rematch and a seat are asked once until the answer comes', () => {
  const over = {
    type: 'table',
    table: 12,
    version: 40,
    seat: 0,
    status: 'over',
    settings: { draw: 7, target: 150, minutes: 4, wager: 0 },
    players: [
      { name: 'ann', avatar: 'owl', bot: false },
      { name: 'bob', avatar: 'fox', bot: false },
    ],
    state: null,
    turn: null,
    legal: [],
    clocks_ms: null,
    clock_running: null,
    hand_end: null,
    revealed: null,
    result: { winner: 0, reason: 'score', wager: 0 },
    rematch: { wanted: [false, false], table: null },
  };
  const NOW = { now: 0, alwaysAutoDraw: false };
  let { state } = receive(initialTable(12), over, NOW);
  const first = gesture(state, { type: 'rematch' });
  assert.deepEqual(first.send, { type: 'rematch', table: 12 });
  state = first.state;
  assert.equal(view(state, NOW).gameOver.rematch.enabled, false, 'disabled until the server answers');
  assert.equal(gesture(state, { type: 'rematch' }).send, null, 'the second click sends nothing');

  const open = { ...over, status: 'open', watching: true, players: [over.players[0], null], result: null, rematch: null };
  ({ state } = receive(initialTable(12), open, NOW));
  const take = gesture(state, { type: 'take-seat' });
  assert.equal(take.takeSeat, true);
  assert.equal(view(take.state, NOW).controls.takeSeat.enabled, false);
  assert.equal(gesture(take.state, { type: 'take-seat' }).takeSeat, undefined, 'the second click takes nothing');
});
