// The table's state, headless: server updates in, what to draw and what to
// send out. Pure functions, no DOM (like layout.test.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import './english.js';
import { legalPlay, parseMove, parseTile } from '../../web/moves.js';
import { arrange, clockView, gesture, initialTable, LOW_TIME_MS, mayHint, receive, receiveHint, settled, tickDue, view } from '../../web/table-state.js';

const NOW = { now: 1000, alwaysAutoDraw: false };

/** A live table update for seat 0 against "Easy bot", changed by `over`. */
function update(over = {}) {
  const { state, ...rest } = over;
  return {
    type: 'table',
    table: 12,
    version: 8,
    seat: 0,
    status: 'live',
    settings: { draw: 7, target: 150, minutes: 4, wager: 50 },
    players: [
      { name: 'ann', avatar: 'owl', bot: false },
      { name: 'Easy bot', avatar: 'bot-easy', bot: true },
    ],
    present: [true, true],
    state: {
      seat: 0,
      draw: 7,
      target: 150,
      hand_number: 0,
      leader: 0,
      hand: ['0-1', '2-4', '3-6'],
      tiles_left: [3, 5],
      boneyard: 9,
      ends: { L: 2, R: 4 },
      spinner: null,
      count: 6,
      scores: [10, 5],
      history: [{ player: 0, action: '2-4' }],
      ...state,
    },
    turn: 0,
    legal: ['2-4 L', '2-4 R'],
    clocks_ms: [212000, 240000],
    clock_running: 0,
    hand_end: null,
    revealed: null,
    ...rest,
  };
}
const opened = (u) => receive(initialTable(12), u, NOW);

test('moves are parsed by one helper, not by character positions', () => {
  assert.deepEqual(parseMove('3-6 U'), { kind: 'play', tile: '3-6', a: 3, b: 6, end: 'U' });
  assert.deepEqual(parseMove('6-6'), { kind: 'lead', tile: '6-6', a: 6, b: 6 });
  assert.deepEqual(parseMove('draw'), { kind: 'draw', tile: null });
  assert.deepEqual(parseMove('draw 2-5'), { kind: 'draw', tile: '2-5' });
  assert.deepEqual(parseMove('pass'), { kind: 'pass' });
  for (const bad of ['null R', '3-6 X', '3-7', '36', '3-6  L', '', null, undefined, 'draw x']) assert.equal(parseMove(bad), null, String(bad));
  assert.throws(() => parseTile('null'));
  assert.equal(legalPlay(['2-4 L', '4-2 R', '6-6'], '4-2', 'L'), '2-4 L', 'either order names the tile');
  assert.equal(legalPlay(['6-6'], '6-6'), '6-6');
  assert.equal(legalPlay(['2-4 L'], null, 'L'), null);
  assert.equal(legalPlay(['2-4 L'], '2-4', 'U'), null);
});

test('a play is sent only if it is one of legal, and once a version (a double-click sends one move)', () => {
  let { state } = opened(update());
  state = gesture(state, { type: 'select', tile: '2-4' }).state;
  const first = gesture(state, { type: 'play', tile: '2-4', end: 'R' });
  assert.deepEqual(first.send, { type: 'act', table: 12, version: 8, move: '2-4 R' });
  assert.equal(first.state.selected, null);
  assert.ok(
    view(first.state, NOW).hand.every((t) => !t.playable),
    'once a move is sent, no tile is offered until the next update',
  );
  assert.equal(gesture(first.state, { type: 'select', tile: '2-4' }).state.selected, null);
  const second = gesture(first.state, { type: 'play', tile: '2-4', end: 'R' });
  assert.equal(second.send, null, 'the second click of a double-click sends nothing');
  assert.equal(gesture(first.state, { type: 'play', tile: null, end: 'R' }).send, null);
  assert.equal(gesture(state, { type: 'play', tile: null, end: 'R' }).send, null, 'no tile, no move');
  assert.equal(gesture(state, { type: 'play', tile: '3-6', end: 'R' }).send, null, 'not a legal move');
  assert.equal(gesture(state, { type: 'play', tile: '2-4', end: 'U' }).send, null, 'not a legal end');
  // The next update (a new version) allows the next move.
  const next = receive(first.state, update({ version: 10 }), NOW).state;
  assert.equal(gesture(next, { type: 'play', tile: '2-4', end: 'L' }).send?.move, '2-4 L');
  // Every act ever sent by the keyboard is legal too.
  let keyed = opened(update()).state;
  keyed = gesture(keyed, { type: 'key', key: 'ArrowRight' }).state;
  keyed = gesture(keyed, { type: 'key', key: 'ArrowDown' }).state;
  const enter = gesture(keyed, { type: 'key', key: 'Enter' });
  assert.deepEqual(enter.send, { type: 'act', table: 12, version: 8, move: '2-4 R' });
  assert.equal(gesture(enter.state, { type: 'key', key: 'Enter' }).send, null);
});

test('the player is told what to do: pick, play, draw or wait; the final score and the wager are always shown', () => {
  const picking = update({ legal: [], turn: null, picking: { picked: [0, 2], of: 7, face_down: 26 }, state: { hand: [], history: [] } });
  const v = view(opened(picking).state, NOW);
  assert.equal(v.prompt, 'Pick 7 tiles from the boneyard');
  assert.equal(v.controls.pickForMe.label, 'Pick for me (0/7)');
  assert.doesNotMatch(v.controls.pickForMe.label, /Auto draw/);
  assert.equal(v.boneyard.action, 'pick');
  assert.equal(view(opened({ ...picking, picking: { picked: [5, 2], of: 7, face_down: 21 } }).state, NOW).prompt, 'Pick 2 more tiles from the boneyard');
  assert.equal(view(opened({ ...picking, picking: { picked: [7, 2], of: 7, face_down: 19 } }).state, NOW).prompt, 'Waiting for Easy bot to pick');
  assert.equal(view(opened(update()).state, NOW).prompt, 'Your turn');
  assert.equal(view(opened(update({ legal: ['draw'] })).state, NOW).prompt, 'No tile fits: draw');
  assert.equal(view(opened(update({ turn: 1, legal: [] })).state, NOW).prompt, 'Waiting for Easy bot');
  assert.equal(view(opened(update()).state, NOW).terms, 'Game to 150 · wager 50 chips · 4 min a hand');
  assert.equal(view(opened(update({ settings: { draw: 7, target: 100, minutes: null, wager: 0 } })).state, NOW).terms, 'Game to 100 · no wager');
});

test("the opponent's play and the score it makes are one announcement", () => {
  const before = opened(update({ turn: 1, legal: [] })).state;
  const after = update({
    version: 9,
    turn: 0,
    state: {
      count: 15,
      scores: [10, 20],
      history: [
        { player: 0, action: '2-4' },
        { player: 1, action: '4-6 R' },
      ],
    },
  });
  const { effects } = receive(before, after, NOW);
  assert.equal(effects.announce, 'Easy bot played 4-6 on the right. Count 15. Easy bot scores 15. Your turn.');
  assert.deepEqual(effects.sounds, ['laid', 'score', 'turn']);
});

test('the header is refreshed when the table opens, starts and ends (the chips move)', () => {
  const open = update({ status: 'open', players: [{ name: 'ann', avatar: 'owl', bot: false }, null], state: null, legal: undefined, turn: null });
  const first = receive(initialTable(12), open, NOW);
  assert.equal(first.effects.refreshMe, true);
  assert.equal(receive(first.state, { ...open, version: 2 }, NOW).effects.refreshMe, false);
  const live = receive(
    first.state,
    update({
      players: [
        { name: 'ann', avatar: 'owl', bot: false },
        { name: 'bob', avatar: 'fox', bot: false },
      ],
    }),
    NOW,
  );
  assert.equal(live.effects.refreshMe, true);
  assert.match(live.effects.announce, /bob has joined/);
  assert.equal(receive(live.state, update({ version: 9 }), NOW).effects.refreshMe, false);
  assert.equal(receive(live.state, update({ version: 9, status: 'over', result: { winner: 0, reason: 'time', wager: 50 } }), NOW).effects.refreshMe, true);
  assert.equal(view(first.state, NOW).controls.cancel, true, 'a waiting table can be cancelled');
  assert.equal(view(live.state, NOW).controls.cancel, false);
});

test("a hand's end shows the tiles left, names each score, says how it ended, and takes the focus", () => {
  const before = opened(update()).state;
  const ended = update({
    version: 20,
    turn: null,
    legal: [],
    state: { scores: [45, 30], hand: ['5-6'] },
    hand_end: { kind: 'domino', winner: 1, pips: [11, 0], points: 10 },
    revealed: [['5-6'], []],
  });
  const { state, effects } = receive(before, ended, NOW);
  const v = view(state, NOW);
  assert.equal(v.handEnd.title, 'Easy bot dominoes: +10');
  assert.equal(v.handEnd.scores, 'ann 45 · Easy bot 30');
  assert.deepEqual(v.handEnd.rows, [
    { seat: 0, name: 'ann', tiles: ['5-6'], pips: 11 },
    { seat: 1, name: 'Easy bot', tiles: [], pips: 0 },
  ]);
  assert.equal(effects.focus, 'hand-end');
  assert.match(effects.announce, /Hand over\. Easy bot dominoes: \+10\. ann 45 · Easy bot 30\./);
  const blocked = { ...ended, hand_end: { kind: 'blocked', winner: 0, pips: [3, 12], points: 10 } };
  assert.equal(view(receive(before, blocked, NOW).state, NOW).handEnd.title, 'Blocked: you have fewer pips: +10');
  const over = { ...ended, status: 'over', result: { winner: 1, reason: 'score', wager: 50 }, rematch: { wanted: [false, false], table: null } };
  const o = receive(before, over, NOW);
  assert.equal(o.effects.focus, 'game-over');
  assert.equal(view(o.state, NOW).gameOver.title, 'Easy bot wins · you lose 50 chips');
  assert.equal(view(o.state, NOW).gameOver.rows.length, 2, "the last hand's tiles are shown at the game's end too");
  assert.match(view(o.state, NOW).gameOver.computerCheck.command, /^dominoes verify --bots game-\d+\.json$/, "the computer's moves can be checked");
  const people = { ...over, players: over.players.map((p) => (p ? { ...p, bot: false } : p)) };
  assert.equal(view(receive(before, people, NOW).state, NOW).gameOver.computerCheck, null, 'no computer, nothing to check');
});

test('a clock is low under 20 seconds, and the own running clock ticks each second then', () => {
  assert.deepEqual(clockView(212000), { text: '3:32', low: false, seconds: 212 });
  assert.equal(clockView(LOW_TIME_MS - 1).low, true);
  assert.equal(clockView(null), null);
  const low = opened(update({ clocks_ms: [15500, 240000] })).state;
  assert.equal(view(low, { ...NOW, now: 1000 }).players.me.clock.low, true);
  assert.equal(view(low, { ...NOW, now: 2000 }).players.me.clock.text, '0:15');
  assert.equal(tickDue(low, 1000, 1600), true, '15.5 s → 14.9 s crosses a second');
  assert.equal(tickDue(low, 1000, 1200), false);
  assert.equal(tickDue(opened(update()).state, 1000, 2600), false, 'not while the clock is high');
  assert.equal(tickDue(opened(update({ clocks_ms: [15500, 15500], clock_running: 1, turn: 1 })).state, 1000, 2600), false, "not on the opponent's clock");
});

test('the hand keeps the order the player gives it; sort puts it in order', () => {
  let { state } = opened(update({ state: { hand: ['3-6', '0-1', '2-4'] } }));
  assert.deepEqual(
    view(state, NOW).hand.map((t) => t.tile),
    ['3-6', '0-1', '2-4'],
  );
  state = gesture(state, { type: 'move-tile', tile: '2-4', before: '3-6' }).state;
  assert.deepEqual(
    view(state, NOW).hand.map((t) => t.tile),
    ['2-4', '3-6', '0-1'],
  );
  state = gesture(state, { type: 'move-tile', tile: '2-4', before: null }).state;
  assert.deepEqual(
    view(state, NOW).hand.map((t) => t.tile),
    ['3-6', '0-1', '2-4'],
  );
  state = gesture(state, { type: 'sort' }).state;
  assert.deepEqual(
    view(state, NOW).hand.map((t) => t.tile),
    ['0-1', '2-4', '3-6'],
  );
  // A drawn tile joins at the right; a played one leaves; the order stays.
  state = receive(state, update({ version: 9, state: { hand: ['2-4', '0-1', '5-5', '3-6'] } }), NOW).state;
  assert.deepEqual(
    view(state, NOW).hand.map((t) => t.tile),
    ['0-1', '2-4', '3-6', '5-5'],
  );
  assert.deepEqual(arrange(['0-1', '2-4'], ['2-4']), ['2-4']);
});

test('picking and drawing: a face-down tile dragged or clicked picks or draws, once a version', () => {
  const picking = opened(update({ legal: [], picking: { picked: [3, 2], of: 7, face_down: 22 }, state: { hand: ['0-1', '2-4', '3-6'], history: [] } })).state;
  assert.deepEqual(gesture(picking, { type: 'boneyard' }).send, { type: 'pick', table: 12, count: 1 });
  const stuck = opened(update({ legal: ['draw'] })).state;
  const drawn = gesture(stuck, { type: 'boneyard' });
  assert.deepEqual(drawn.send, { type: 'act', table: 12, version: 8, move: 'draw' });
  assert.equal(gesture(drawn.state, { type: 'boneyard' }).send, null);
  assert.equal(view(drawn.state, NOW).boneyard.action, null, 'no second draw on the same version');
  assert.equal(gesture(opened(update()).state, { type: 'boneyard' }).send, null, 'no draw while a tile fits');
  const auto = receive(initialTable(12), update({ legal: ['draw'] }), { ...NOW, alwaysAutoDraw: true });
  assert.deepEqual(auto.effects.send, { type: 'auto_draw', table: 12, version: 8 });
});

test('choosing a tile lights its ends without rescaling the board', () => {
  const { state } = opened(update());
  const plain = view(state, NOW);
  const chosen = view(gesture(state, { type: 'select', tile: '2-4' }).state, NOW);
  assert.deepEqual(chosen.layout.frame, plain.layout.frame);
  assert.deepEqual(
    chosen.layout.lit.map((t) => [t.end, t.move]),
    [
      ['L', '2-4 L'],
      ['R', '2-4 R'],
    ],
  );
  assert.match(chosen.layout.lit[0].label, /^Play 2-4 on the left end, showing 2$/);
  assert.equal(gesture(state, { type: 'select', tile: '0-1' }).state.selected, null, 'a tile that cannot be played is not chosen');
});

test('a new tile and a score are shown arriving once, not again when the table is drawn again', () => {
  const before = opened(update({ turn: 1, legal: [] })).state;
  const after = update({
    version: 9,
    state: {
      count: 15,
      scores: [10, 20],
      history: [
        { player: 0, action: '2-4' },
        { player: 1, action: '4-6 R' },
      ],
    },
  });
  const { state } = receive(before, after, NOW);
  assert.equal(view(state, NOW).layout.fresh, 1);
  assert.equal(view(state, NOW).layout.burst, 15);
  const chosen = gesture(settled(state), { type: 'select', tile: '2-4' }).state;
  assert.equal(view(chosen, NOW).layout.fresh, 0);
  assert.equal(view(chosen, NOW).layout.burst, 0);
});

test('a hint is asked for only on your turn against the computer without a wager, and lights its move', () => {
  const noWager = { settings: { draw: 7, target: 150, minutes: null, wager: 0 } };
  const { state } = opened(update(noWager));
  assert.equal(mayHint(state), true);
  assert.equal(view(state, NOW)?.controls.hint?.enabled, true);
  // The button and H ask once per version.
  const asked = gesture(state, { type: 'key', key: 'h' });
  assert.equal(asked.hint, 8);
  assert.equal(asked.handled, true);
  assert.equal(gesture(asked.state, { type: 'hint' }).hint, undefined);
  // The answer chooses the tile and lights the hinted end; the line says why.
  const hinted = receiveHint(asked.state, 8, { move: '2-4 R', reason: 'scores 10 now' });
  const v = view(hinted, NOW);
  assert.equal(hinted.selected, '2-4');
  assert.deepEqual(
    v?.hand.filter((t) => t.hinted).map((t) => t.tile),
    ['2-4'],
  );
  assert.equal(v?.layout.lit.find((t) => t.keyed)?.end, 'R');
  assert.equal(v?.hint, 'Hint: 2-4 on the right end — scores 10 now');
  assert.equal(v?.controls.hint?.enabled, false, 'once a version');
  assert.equal(v?.controls.hint?.enabled, false, 'once a version');
  // Enter plays it.
  assert.deepEqual(gesture(hinted, { type: 'key', key: 'Enter' }).send, { type: 'act', table: 12, version: 8, move: '2-4 R' });
  // A hint for a version gone by is dropped.
  const later = receive(asked.state, update({ ...noWager, version: 9 }), NOW).state;
  assert.equal(receiveHint(later, 8, { move: '2-4 R', reason: 'x' }).hint ?? null, null);
  // A wagered table, a person opposite, or not your turn: no hint.
  assert.equal(mayHint(opened(update()).state), false);
  assert.equal(view(opened(update()).state, NOW)?.controls.hint, null);
  const person = { ...noWager, players: [update().players[0], { name: 'bob', avatar: 'fox', bot: false }] };
  assert.equal(mayHint(opened(update(person)).state), false);
  assert.equal(mayHint(opened(update({ ...noWager, turn: 1, legal: [] })).state), false);
});

test('undo is offered only where the server says so, once a version, by button, U or Ctrl+Z', () => {
  const practice = { settings: { draw: 7, target: 150, minutes: null, wager: 0 }, clocks_ms: null, clock_running: null };
  // Not a practice game: no undo field, no button, and U does nothing.
  const clocked = opened(update()).state;
  assert.equal(view(clocked, NOW)?.controls.undo, null);
  assert.equal(gesture(clocked, { type: 'key', key: 'u' }).handled, false);
  // A practice game with nothing to take back yet: the button, disabled.
  const nothing = opened(update({ ...practice, undo: false })).state;
  assert.deepEqual(view(nothing, NOW)?.controls.undo, { enabled: false });
  assert.equal(gesture(nothing, { type: 'undo' }).undo, undefined);
  // A play to take back: the button asks for it at this version, once.
  const ready = opened(update({ ...practice, undo: true })).state;
  assert.deepEqual(view(ready, NOW)?.controls.undo, { enabled: true });
  const asked = gesture(ready, { type: 'key', key: 'u' });
  assert.equal(asked.handled, true);
  assert.equal(asked.undo, 8);
  assert.equal(asked.send, null, 'undo goes over HTTP, not the socket');
  assert.deepEqual(view(asked.state, NOW)?.controls.undo, { enabled: false });
  assert.equal(gesture(asked.state, { type: 'undo' }).undo, undefined, 'not twice at one version');
  // The restored position comes as a new version: undo may be asked again.
  const restored = receive(asked.state, update({ ...practice, undo: true, version: 9 }), NOW).state;
  assert.equal(gesture(restored, { type: 'undo' }).undo, 9);
  // Over: no undo.
  const over = receive(restored, update({ ...practice, undo: false, version: 10, status: 'over' }), NOW).state;
  assert.equal(view(over, NOW)?.controls.undo, null);
});

// ---------------------------------------------------------------- four seats
/** A live update of a table of four (docs/protocol.md, "At a table of four") for `seat`. */
function four(seat, over = {}) {
  const { state, ...rest } = over;
  return {
    ...update(),
    seat,
    settings: { draw: 5, target: 150, minutes: 4, wager: 0 },
    players: [
      { name: 'ann', avatar: 'owl', bot: false },
      { name: 'Easy bot', avatar: 'bot-easy', bot: true },
      { name: 'Expert bot', avatar: 'bot-expert', bot: true },
      { name: 'bob', avatar: 'fox', bot: false },
    ],
    present: [true, true, true, true],
    state: {
      ...update().state,
      seat,
      draw: 5,
      hand: ['0-1', '2-4', '3-6'],
      tiles_left: [3, 4, 5, 2],
      scores: [35, 20],
      history: [{ player: 0, action: '2-4' }],
      ...state,
    },
    turn: 1,
    legal: [],
    clocks_ms: [200000, 240000, 240000, 100000],
    clock_running: 1,
    ...rest,
  };
}

test('at four, every own seat sees itself at the bottom, the next seat on its left, its partner across and the seat before on its right', () => {
  for (const seat of [0, 1, 2, 3]) {
    const v = view(opened(four(seat)).state, NOW);
    assert.ok(v.places, `seat ${seat}: the places of four`);
    assert.deepEqual(
      v.places.map((p) => [p.place, p.seat]),
      [
        ['me', seat],
        ['left', (seat + 1) % 4],
        ['partner', (seat + 2) % 4],
        ['right', (seat + 3) % 4],
      ],
      `seat ${seat}`,
    );
    // Each place shows its seat's tiles left, clock, team and its team's score; seat 1 is on turn.
    for (const p of v.places) {
      assert.equal(p.tiles, [3, 4, 5, 2][p.seat]);
      assert.equal(p.team, p.seat % 2);
      assert.equal(p.score, [35, 20][p.seat % 2]);
      assert.equal(p.clock?.text, ['3:20', '4:00', '4:00', '1:40'][p.seat]);
      assert.equal(p.onTurn, p.seat === 1, `seat ${seat} sees seat ${p.seat}'s turn`);
    }
    const mine =
      seat % 2 === 0
        ? 'You & Expert bot: 35 · Easy bot & bob: 20'
        : seat === 1
          ? 'You & bob: 20 · ann & Expert bot: 35'
          : 'You & Easy bot: 20 · ann & Expert bot: 35';
    assert.equal(v.teams, seat === 2 ? 'You & ann: 35 · Easy bot & bob: 20' : mine, `seat ${seat}'s team scores`);
  }
  // A table of two has no places and no team line.
  const two = view(opened(update()).state, NOW);
  assert.equal(two.places, null);
  assert.equal(two.teams, null);
});

test('at four, the news names the seat who played, drew and scored, by name and place', () => {
  const first = opened(four(0, { state: { history: [] }, turn: 0, legal: ['2-4'] })).state;
  const r = receive(
    first,
    four(0, {
      version: 9,
      state: {
        history: [
          { player: 0, action: '2-4' },
          { player: 1, action: 'draw' },
          { player: 1, action: '4-6 R' },
          { player: 2, action: '6-6 R' },
        ],
        scores: [45, 20],
      },
      turn: 3,
    }),
    NOW,
  );
  assert.match(
    r.effects.announce ?? '',
    /Easy bot \(left\) drew a tile, Easy bot \(left\) played 4-6 on the right, Expert bot \(partner\) played 6-6 on the right/,
  );
  assert.match(r.effects.announce ?? '', /You & Expert bot score 10\./);
  assert.equal(view(r.state, NOW).prompt, 'Waiting for bob (right)');
  // Seat 3 sees the same plays from its side: seat 1 is its partner, seat 2 on its right.
  const other = receive(
    opened(four(3, { state: { history: [] } })).state,
    four(3, {
      version: 9,
      state: {
        history: [
          { player: 1, action: '4-6 R' },
          { player: 2, action: '6-6 R' },
        ],
      },
    }),
    NOW,
  );
  assert.match(other.effects.announce ?? '', /Easy bot \(partner\) played 4-6 on the right, Expert bot \(right\) played 6-6 on the right/);
});

test('at four, the hand end shows all four hands in place order and what each team scored', () => {
  const end = four(1, {
    turn: null,
    clock_running: null,
    hand_end: { kind: 'domino', winner: 2, team: 0, pips: [7, 10, 0, 3], points: 25 },
    revealed: [['3-4'], ['4-6'], [], ['0-1', '1-2']],
    state: { scores: [60, 20], tiles_left: [1, 1, 0, 2] },
    fairness: { hand_counter: 0, commitment: '0'.repeat(64), seeded: [true, true, true, true] },
  });
  const v = view(opened(end).state, NOW);
  assert.ok(v.handEnd);
  assert.deepEqual(
    v.handEnd.rows.map((r) => [r.seat, r.name, r.tiles.join(' '), r.pips]),
    [
      [1, 'You', '4-6', 10],
      [2, 'Expert bot (left)', '', 0],
      [3, 'bob (partner)', '0-1 1-2', 3],
      [0, 'ann (right)', '3-4', 7],
    ],
  );
  assert.equal(v.handEnd.title, 'Expert bot (left) dominoes: ann & Expert bot +25');
  assert.equal(v.handEnd.teamPoints, 'You & bob +0 · ann & Expert bot +25');
  assert.equal(v.handEnd.scores, 'You & bob: 20 · ann & Expert bot: 60');
  // The browser's fairness check replays four hands too: offered at four (fairness.test.js checks it).
  assert.equal(v.handEnd.fairness.verifiable, true);
});

test('at four, the game is won by a team: you win when your team does, by your partner too', () => {
  const over = (seat, winner) =>
    view(
      opened(
        four(seat, {
          status: 'over',
          turn: null,
          clock_running: null,
          hand_end: { kind: 'target', winner: 2, team: 0, pips: [0, 0, 0, 0], points: 0 },
          revealed: [[], [], [], []],
          result: { winner, reason: 'score', wager: 0 },
          rematch: { wanted: [false, false, false, true], table: null },
          state: { scores: [155, 90] },
        }),
      ).state,
      NOW,
    ).gameOver;
  assert.equal(over(0, 0)?.title, 'You win: You & Expert bot');
  assert.equal(over(2, 0)?.title, 'You win: You & ann');
  assert.equal(over(1, 0)?.title, 'You lose: ann & Expert bot win');
  assert.equal(over(3, 1)?.title, 'You win: You & Easy bot');
  assert.equal(over(0, 1)?.title, 'You lose: Easy bot & bob win');
  assert.equal(over(0, 0)?.rows.length, 4);
  // The game ended on reaching the target during the hand: no end's points to tell.
  assert.equal(over(0, 0)?.teamPoints, null);
  // Seat 3 asked for a rematch: any other seat may accept it.
  assert.equal(over(0, 0)?.rematch?.label, 'Accept the rematch');
  assert.equal(over(3, 0)?.rematch?.label, 'Rematch offered');
});

test('at four there are no hints: the server gives them only at two', () => {
  const s = opened(four(0, { turn: 0, legal: ['2-4 L'], settings: { draw: 5, target: 150, minutes: null, wager: 0 } })).state;
  assert.equal(mayHint(s), false);
  assert.equal(view(s, NOW).controls.hint, null);
});

test('a watcher of a table of four sees it from seat 0, every seat named with its number, and the teams by their players', () => {
  const watched = four(0, { watching: true, state: { hand: [], history: [] }, legal: [] });
  const r = receive(opened(watched).state, { ...watched, version: 9, state: { ...watched.state, history: [{ player: 1, action: '4-6' }] } }, NOW);
  assert.match(r.effects.announce ?? '', /^Easy bot \(seat 2\) led 4-6\./);
  const v = view(r.state, NOW);
  assert.deepEqual(
    v.places?.map((p) => [p.place, p.seat, p.label]),
    [
      ['me', 0, 'ann (seat 1)'],
      ['left', 1, 'Easy bot (seat 2)'],
      ['partner', 2, 'Expert bot (seat 3)'],
      ['right', 3, 'bob (seat 4)'],
    ],
  );
  assert.equal(v.teams, 'ann & Expert bot: 35 · Easy bot & bob: 20');
  assert.equal(v.prompt, 'Easy bot (seat 2) to play');
  assert.equal(v.controls.resign, false);
});
