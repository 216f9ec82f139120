// The pages of a finished game of four (docs/rules.md section 9): the hand's
// check ("Verify this hand", four seeds and four hands), the replay (four
// players by team, four hands, the teams' scores, each move by its seat),
// and the review of any of the four seats. The pure parts are checked on a
// real game of four the server played (data/four-game.*.json).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import './english.js';
import { ending, handEndOfFour, replayTitle, seatName } from '../../web/pages.js';
import { ARTIFACTS, playOverSocket, playUntil, post, signedIn, start } from './helpers.js';

const fixture = JSON.parse(readFileSync(new URL('./data/four-game.replay.json', import.meta.url), 'utf8'));

test('the replay of four tells the teams, each seat, a hand end and the game end in words', () => {
  assert.deepEqual(fixture.players, ['ann', 'easy bot', 'expert bot', 'hard bot']);
  assert.equal(replayTitle(fixture), 'ann & expert bot v easy bot & hard bot');
  assert.equal(replayTitle({ ...fixture, players: ['ann', 'bob'] }), 'ann v bob', 'two players as before');
  assert.equal(seatName(fixture, 3), 'hard bot (seat 4)');
  const [first, last] = fixture.frames.filter((f) => f.hand_end);
  // Hand 1: seat 3 went out; team 1 scored the hand's 10.
  assert.deepEqual(first.hand_end, { kind: 'domino', pips: [8, 7, 2, 0], points: 10, team: 1, winner: 3 });
  assert.equal(
    handEndOfFour(fixture, first.hand_end),
    'hard bot (seat 4) dominoes: easy bot & hard bot +10. This hand: ann & expert bot +0 · easy bot & hard bot +10 ' +
      '(pips ann (seat 1) 8, easy bot (seat 2) 7, expert bot (seat 3) 2, hard bot (seat 4) 0).',
  );
  // The last hand ended on the target: no end's points.
  assert.equal(
    handEndOfFour(fixture, last.hand_end),
    'easy bot & hard bot reach 50 (pips ann (seat 1) 30, easy bot (seat 2) 22, expert bot (seat 3) 27, hard bot (seat 4) 27).',
  );
  assert.equal(
    handEndOfFour(fixture, { kind: 'blocked', winner: null, team: null, pips: [5, 5, 5, 5], points: 0 }),
    'Blocked: a tie, nobody scores (pips ann (seat 1) 5, easy bot (seat 2) 5, expert bot (seat 3) 5, hard bot (seat 4) 5).',
  );
  assert.equal(
    ending(fixture, last),
    'Game over: easy bot & hard bot reach the final score of 50 and win. Final scores: ann & expert bot 15, easy bot & hard bot 50.',
  );
  assert.equal(
    ending({ ...fixture, result: { winner: 0, reason: 'resign' } }, last),
    'Game over: easy bot & hard bot resign: ann & expert bot win by resignation. Final scores: ann & expert bot 15, easy bot & hard bot 50.',
  );
  assert.equal(
    ending({ ...fixture, result: { winner: 1, reason: 'time' } }, last),
    'Game over: a clock of ann & expert bot runs out: easy bot & hard bot win on time. Final scores: ann & expert bot 15, easy bot & hard bot 50.',
  );
});

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

test('a game of four: its first hand verifies in the page, then its replay and every seat’s review show', async () => {
  const page = await signedIn(room, { name: 'ann' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { status, body } = await post(page, '/api/tables', { seats: 4, computers: [null, 'easy', 'expert', 'hard'], minutes: null, target: 100 });
  assert.equal(status, 200, JSON.stringify(body));
  const table = body.table;
  await page.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, table);
  await page.waitForSelector('.table.four');

  // The first hand, played by clicks to its end; the check re-derives the four-seat deal.
  assert.equal(await playUntil(page, async () => false, { steps: 1500 }), false);
  await page.waitForSelector('#hand-end');
  assert.equal(await page.locator('#hand-end .left-in-hand').count(), 4, 'four hands at the hand end');
  await page.click('#verify-hand');
  const verified = (await page.textContent('#verified')) ?? '';
  assert.match(verified, /^Fair: the seeds match the commitment and give this deal and every draw \(key [0-9a-f]{16}…\)\.$/);
  await page.locator('#verified').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'four-verified.png') });
  // The rest of the game over the socket.
  const over = await playOverSocket(page, table);
  assert.equal(over.status, 'over');
  const winners = over.result.winner;

  // The replay: the API's frames, shown as they are.
  const replay = await page.evaluate(async (id) => (await fetch(`/api/games/${id}/replay`)).json(), table);
  assert.equal(replay.players.length, 4);
  const [, left, partner, right] = replay.players;
  await page.evaluate((id) => {
    location.hash = `#replay/${id}`;
  }, table);
  await page.waitForSelector('#replay-step');
  const title = `ann & ${partner} v ${left} & ${right}`;
  assert.equal(await page.textContent('#replay h2'), title);
  /** Each seat row as shown: seat, name, team score, the tiles it holds. */
  const rows = () =>
    page.$$eval('.replay-seat', (nodes) =>
      nodes.map((n) => ({
        seat: Number(n.getAttribute('data-seat')),
        name: n.querySelector('.name')?.textContent,
        score: Number(n.querySelector('.score')?.textContent),
        tiles: n.querySelectorAll('.replay-hand .tile-svg').length,
        held: n.querySelector('.replay-hand')?.getAttribute('aria-label'),
      })),
    );
  const frame0 = replay.frames[0];
  const shown = await rows();
  assert.deepEqual(
    shown.map((r) => r.seat),
    [2, 1, 3, 0],
  );
  for (const r of shown) {
    assert.equal(r.name, `${replay.players[r.seat]} (seat ${r.seat + 1})`);
    assert.equal(r.tiles, 5, `seat ${r.seat} is dealt 5 tiles`);
    assert.equal(r.held, `${r.name} holds ${frame0.hands[r.seat].join(' ')}`);
    assert.equal(r.score, 0);
  }
  await page.screenshot({ path: join(ARTIFACTS, 'four-replay-deal.png'), fullPage: true });
  // Each move is told with its seat: step forward once.
  await page.click('#replay-forward');
  const move = replay.frames[1].history.at(-1);
  assert.equal(
    await page.textContent('#replay-caption'),
    `${replay.players[move.player]} (seat ${move.player + 1}): ${move.action}. Count ${replay.frames[1].count}.`,
  );
  // The first hand's end: four hands left, the teams' points in words.
  const end = replay.frames.findIndex((f) => f.hand_end);
  for (let i = 1; i < end; i++) await page.click('#replay-forward');
  assert.equal(await page.textContent('#replay-step'), `${end + 1} / ${replay.frames.length}`);
  const atEnd = await rows();
  for (const r of atEnd) {
    assert.equal(r.tiles, replay.frames[end].hands[r.seat].length);
    assert.equal(r.score, replay.frames[end].scores[r.seat % 2], `seat ${r.seat} shows its team's score`);
  }
  const handEnd = replay.frames[end].hand_end;
  const caption = (await page.textContent('#replay-caption')) ?? '';
  assert.match(caption, /\(pips ann \(seat 1\) \d+, .+ \(seat 2\) \d+, .+ \(seat 3\) \d+, .+ \(seat 4\) \d+\)\.$/);
  if (handEnd.winner != null && handEnd.kind !== 'target')
    assert.ok(caption.includes(`. This hand: ann & ${partner} +`) && caption.includes(`+${handEnd.points}`), `the team's points are told: ${caption}`);
  await page.screenshot({ path: join(ARTIFACTS, 'four-replay-hand-end.png'), fullPage: true });
  // The last frame: the winning team and the teams' final scores.
  await page.click('#replay-next-hand');
  while ((await page.textContent('#replay-step')) !== `${replay.frames.length} / ${replay.frames.length}`) await page.click('#replay-forward');
  const lastFrame = replay.frames.at(-1);
  const teams = [`ann & ${partner}`, `${left} & ${right}`];
  assert.ok(
    ((await page.textContent('#replay-caption')) ?? '').endsWith(
      `Game over: ${teams[winners]} reach the final score of 100 and win. Final scores: ${teams[0]} ${lastFrame.scores[0]}, ${teams[1]} ${lastFrame.scores[1]}.`,
    ),
  );
  await page.screenshot({ path: join(ARTIFACTS, 'four-replay-end.png'), fullPage: true });

  // The review of each seat, from its own view; seat 3's from the replay's link.
  await page.click('#replay-review-2');
  await page.waitForSelector('#review-summary');
  assert.equal(await page.textContent('#review h2'), `Review of ${partner}'s moves (seat 3, ann & ${partner})`);
  const api = await page.evaluate(async (id) => (await fetch(`/api/games/${id}/review?seat=2`)).json(), table);
  assert.equal(api.seat, 2);
  assert.equal(await page.locator('#review-moves tbody tr').count(), api.moves.length);
  assert.deepEqual(await page.$$eval('#review a.review-seat', (links) => links.map((a) => a.getAttribute('href'))), [
    `#review/${table}/0`,
    `#review/${table}/1`,
    `#review/${table}/3`,
  ]);
  await page.screenshot({ path: join(ARTIFACTS, 'four-review-seat-3.png'), fullPage: true });
  // Without a seat: ann's own.
  await page.evaluate((id) => {
    location.hash = `#review/${id}`;
  }, table);
  await page.waitForFunction(() => document.querySelector('#review h2')?.textContent?.startsWith("Review of ann's moves (seat 1"));
  // A seat the game does not have: the server's reason, never "Loading…".
  await page.evaluate((id) => {
    location.hash = `#review/${id}/4`;
  }, table);
  await page.waitForSelector('#app .error');
  assert.equal(await page.textContent('#app .error'), 'This game has no such seat.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a review that does not come is told after its wait, never left on "Loading…"', async () => {
  const page = await signedIn(room, { name: 'slow' });
  await page.clock.install();
  // The server's answer never arrives (as for a review stuck behind others).
  await page.route('**/api/games/*/review*', () => {});
  const asked = page.waitForRequest('**/api/games/1/review?seat=2');
  await page.evaluate(() => {
    location.hash = '#review/1/2';
  });
  // The wait starts when the review is asked for.
  await asked;
  await page.clock.runFor(89_000);
  assert.equal(await page.textContent('#app'), 'Loading…');
  await page.clock.runFor(2_000);
  await page.waitForSelector('#app .error');
  assert.equal(await page.textContent('#app .error'), 'The review was not ready within 90 seconds: the server goes on with it, try again in a minute.');
  await page.close();
});
