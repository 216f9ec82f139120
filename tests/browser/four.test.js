// The browser table of four (docs/rules.md section 9): a person opens one
// from the lobby's form, with a computer partner against two computers, and
// plays it to the end by dragging tiles; the four places on a phone and on
// a laptop; and a second person joining the free seat from the lobby.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ARTIFACTS, dragATile, playUntil, post, recordFrames, signedIn, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

/** Opens a table of four from the lobby's form: partner, left and right as the form names them. */
async function openFour(page, { partner = 'expert', left = 'easy', right = 'easy', target = '100', minutes = '4' } = {}) {
  await page.selectOption('#play-computer select[name=players]', '4');
  // The draw and the single opponent give way to the three seats.
  assert.ok(await page.locator('#play-computer select[name=draw]').isHidden());
  assert.ok(await page.locator('#play-computer select[name=opponent]').isHidden());
  await page.selectOption('#play-computer select[name=seat_partner]', partner);
  await page.selectOption('#play-computer select[name=seat_left]', left);
  await page.selectOption('#play-computer select[name=seat_right]', right);
  await page.selectOption('#play-computer select[name=target]', target);
  await page.selectOption('#play-computer select[name=minutes]', minutes);
  await page.click('#play-computer button[type=submit]');
}

/** The four places as drawn: each one's seat, name, team score, tiles shown face down, and turn marker. */
const places = (page) =>
  page.$$eval('.table.four .player[data-place]', (nodes) =>
    nodes.map((n) => ({
      place: n.getAttribute('data-place'),
      seat: Number(n.getAttribute('data-seat')),
      name: n.querySelector('.name')?.textContent ?? '',
      score: Number(n.querySelector('.score')?.textContent),
      tiles: n.querySelector('.seat-tiles') ? Number(n.querySelector('.seat-tiles')?.getAttribute('data-tiles')) : null,
      faceDown: n.querySelectorAll('.seat-tiles .tile-svg').length,
      turn: Boolean(n.querySelector('.turn-mark')) && n.classList.contains('on-turn'),
      clock: n.querySelector('.clock')?.textContent ?? null,
    })),
  );

/**
 * Plays until the game is over: picks, draws when forced, drags tiles onto
 * a lit end; `onHandEnd` and `onPlaying` look at the table on the way.
 */
async function playToTheEnd(
  page,
  { how = 'drag', until = '#game-over', onHandEnd = async () => {}, onPlaying = async () => {}, onWaiting = async () => {} } = {},
) {
  let dragged = 0;
  for (let step = 0; step < 4000; step++) {
    if (await page.locator(until).count()) return dragged;
    if (await page.locator('#next-hand').count()) {
      await onHandEnd();
      await page.click('#next-hand', { timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(100);
      continue;
    }
    const autoPick = page.locator('#auto-pick:not([disabled])');
    if (await autoPick.count()) {
      await autoPick.click({ timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(100);
      continue;
    }
    const drawSlot = page.locator('.boneyard button.slot:not([disabled])').first();
    if (await drawSlot.count()) {
      await drawSlot.click({ timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(80);
      continue;
    }
    if (await page.locator('.hand button.playable').count()) {
      await onPlaying();
      if (how === 'keys') {
        // ← → choose a playable tile (the first lights its ends), Enter plays it on the chosen end.
        await page.keyboard.press('ArrowRight');
        await page.locator('.target').first().waitFor({ timeout: 2000 });
        await page.keyboard.press('Enter');
      } else if (how === 'tap') {
        await page.locator('.hand button.playable').first().tap({ timeout: 2000 });
        await page.locator('.target').first().waitFor({ timeout: 2000 });
        // The lit end a finger reaches first (two may overlap, as at two seats).
        const targets = page.locator('.target');
        for (let i = 0; i < (await targets.count()); i++) {
          const box = await targets.nth(i).locator('rect.spot').boundingBox();
          if (!box) continue;
          await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
          break;
        }
      } else await dragATile(page).catch(() => {});
      dragged += 1;
      await page.waitForTimeout(80);
      continue;
    }
    await onWaiting();
    await page.waitForTimeout(100);
  }
  throw new Error('the game did not end');
}

/** Boxes of `selector` that overlap one another (any two), as "a / b". */
const overlaps = (page, selector) =>
  page.$$eval(selector, (nodes) => {
    const boxes = nodes.map((n) => ({ n: n.getAttribute('data-place') ?? n.className, r: n.getBoundingClientRect() }));
    const out = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].r, boxes[j].r];
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(`${boxes[i].n} / ${boxes[j].n}`);
      }
    return out;
  });

test('a person opens a table of four from the form, with a computer partner against two computers, and plays it to the end by dragging tiles', async () => {
  const page = await signedIn(room, { name: `ann${room.port}`, viewport: { width: 1366, height: 768 } });
  await page.evaluate(() => localStorage.setItem('sounds', 'off'));
  // To 200: a game to 100 can end with its first hand (5 tiles each), and
  // this test looks at a hand's end before the game's.
  await openFour(page, { partner: 'expert', left: 'easy', right: 'hard', target: '200' });
  await page.waitForSelector('.table.four');

  // The four places: you at the bottom, the next seat (1) on the left, the partner (2) across, seat 3 on the right.
  const first = await places(page);
  assert.deepEqual(
    first.map((p) => [p.place, p.seat]),
    [
      ['partner', 2],
      ['left', 1],
      ['right', 3],
      ['me', 0],
    ],
  );
  const by = Object.fromEntries(first.map((p) => [p.place, p]));
  assert.match(by.partner.name, /Expert bot/);
  assert.match(by.partner.name, /partner/);
  assert.match(by.left.name, /Easy bot/);
  assert.match(by.right.name, /Hard bot/);
  assert.equal(by.me.name, 'You');
  assert.match(await page.textContent('#team-scores'), /^You & Expert bot: 0 · Easy bot & Hard bot: 0$/);

  let sawPlaces = false;
  let sawTurnOfAnother = false;
  let handEnds = 0;
  let screenshots = 0;
  const dragged = await playToTheEnd(page, {
    onPlaying: async () => {
      const now = await places(page);
      if (now.length !== 4) return;
      // Each other seat shows its tiles face down, as many as it holds; one marker, on your turn yours.
      for (const p of now.filter((q) => q.place !== 'me')) {
        assert.ok(p.tiles !== null && p.tiles >= 0 && p.tiles <= 15, `${p.place} holds ${p.tiles}`);
        assert.equal(p.faceDown, p.tiles, `${p.place} shows ${p.faceDown} tiles for ${p.tiles}`);
        assert.match(p.clock ?? '', /^\d+:\d\d$/);
      }
      const turns = now.filter((p) => p.turn);
      if (turns.length === 1 && turns[0].place === 'me') sawPlaces = true;
      // Team scores: partners show the same one.
      assert.equal(now[0].score, now[3].score, 'partner and you share a score');
      assert.equal(now[1].score, now[2].score, 'the opponents share a score');
      if (screenshots++ === 2) {
        await page.screenshot({ path: join(ARTIFACTS, 'four-1366x768-playing.png') });
        assert.deepEqual(await overlaps(page, '.table.four > .player, .table.four > .board, .table.four > .side, .table.four > .hand'), []);
        // The whole table fits the laptop's screen.
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
        const bottom = await page.evaluate(() => document.querySelector('.table')?.getBoundingClientRect().bottom ?? 0);
        assert.ok(bottom <= 768, `the table ends ${bottom} pixels down`);
      }
    },
    onWaiting: async () => {
      // While a computer is to play, the marker is on its place, and the prompt names it.
      const [now, prompt] = [await places(page), (await page.textContent('#prompt')) ?? ''];
      const turns = now.filter((p) => p.turn);
      if (turns.length === 1 && turns[0].place !== 'me' && prompt.startsWith('Waiting for') && prompt.includes(`(${turns[0].place})`)) sawTurnOfAnother = true;
    },
    onHandEnd: async () => {
      const rows = await page.$$eval('#hand-end .left-in-hand', (nodes) => nodes.map((n) => n.textContent ?? ''));
      if (!rows.length) return;
      if (handEnds++ === 0) {
        // All four hands, yours first, and what each team scored.
        assert.equal(rows.length, 4);
        assert.match(rows[0], /^You: /);
        assert.match(rows[1], /Easy bot \(left\)/);
        assert.match(rows[2], /Expert bot \(partner\)/);
        assert.match(rows[3], /Hard bot \(right\)/);
        assert.match(await page.textContent('#team-points'), /^This hand: You & Expert bot \+\d+ · Easy bot & Hard bot \+\d+$/);
        assert.match(await page.textContent('#hand-scores'), /^You & Expert bot: \d+ · Easy bot & Hard bot: \d+$/);
        await page.screenshot({ path: join(ARTIFACTS, 'four-hand-end.png') });
        // The four hands scroll within the side: the table, its buttons included, still fits the screen.
        const bottom = await page.evaluate(() => document.querySelector('.table')?.getBoundingClientRect().bottom ?? 0);
        assert.ok(bottom <= 768, `at the hand's end the table ends ${bottom} pixels down`);
        // "Next hand" is on screen, not scrolled away in the side.
        const next = await page.$eval('#next-hand', (n) => {
          const r = n.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.bottom <= innerHeight && (top === n || n.contains(top));
        });
        assert.ok(next, 'the Next hand button can be pressed where it is');
      }
    },
  });
  assert.ok(sawTurnOfAnother, "another seat's turn was marked on its place");
  assert.ok(sawPlaces, 'your turn was marked on your place');
  assert.ok(dragged > 0, 'tiles were dragged');
  assert.ok(handEnds >= 1, 'a hand ended before the game did');

  const over = await page.textContent('#game-over');
  assert.match(over, /You (win|lose): /);
  assert.equal(await page.locator('#game-over .left-in-hand').count(), 4);
  const scores = await page.textContent('#game-over');
  const [mine, theirs] = [...(scores.match(/Final scores: You & Expert bot: (\d+) · Easy bot & Hard bot: (\d+)/) ?? [])].slice(1).map(Number);
  assert.ok(mine >= 200 || theirs >= 200, `someone reached 200: ${mine} to ${theirs}`);
  // You win exactly when your team reached the target first.
  assert.match(over, mine > theirs ? /You win: You & Expert bot/ : /You lose: Easy bot & Hard bot win/);
  await page.screenshot({ path: join(ARTIFACTS, 'four-game-over.png') });
  // A rematch: the computers want one, so it starts once you ask, at the same four places.
  await page.click('#rematch');
  await page.click('#play-rematch');
  await page.waitForFunction(() => !document.querySelector('#game-over') && document.querySelectorAll('.table.four .player[data-place]').length === 4);
  assert.match(await page.textContent('#team-scores'), /^You & Expert bot: 0 · Easy bot & Hard bot: 0$/);
  await page.context().close();
});

test('the table of four on a 390-pixel phone: no sideways scroll, every button and tile at least 44 pixels, and the places apart', async () => {
  const page = await signedIn(room, { name: `phone${room.port}`, viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.evaluate(() => localStorage.setItem('sounds', 'off'));
  await openFour(page);
  await page.waitForSelector('.table.four');
  await page.click('#auto-pick');
  // A turn with a tile to play: drawing when the deal gives none, and on to
  // the next hand if this one ends first (both happen on some deals).
  const playable = async () => (await page.locator('.hand button.playable').count()) > 0;
  for (let hand = 0; !(await playUntil(page, playable)); hand++) {
    assert.ok(hand < 3, 'a tile to play within three hands');
    await page.click('#next-hand');
  }
  // A tile chosen lights its ends.
  await page.locator('.hand button.playable').first().tap();
  await page.waitForSelector('.target');
  await page.screenshot({ path: join(ARTIFACTS, 'four-390x844-playing.png'), fullPage: true });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no horizontal scroll');
  // The game is listed among the games being played, by team, for anyone to watch.
  const table = Number(/#table\/(\d+)/.exec(page.url())?.[1]);
  const watcher = await signedIn(room, { name: `look${room.port}` });
  const row = watcher.locator(`#live-games [data-live="${table}"]`);
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', new RegExp(`phone${room.port} & Expert bot v Easy bot & Easy bot`, 'i'));
  await watcher.context().close();
  const small = await page.$$eval('.table button, .table a.button, .table .target rect.hit', (nodes) =>
    nodes.flatMap((n) => {
      const r = n.getBoundingClientRect();
      return r.width && (r.width < 44 || r.height < 44)
        ? [`${n.id || n.getAttribute('data-tile') || n.className?.baseVal || n.className}: ${Math.round(r.width)}×${Math.round(r.height)}`]
        : [];
    }),
  );
  assert.deepEqual(small, []);
  assert.deepEqual(await overlaps(page, '.table.four > .player, .table.four > .board, .table.four > .hand, .table.four > .controls'), []);
  const names = (await places(page)).map((p) => p.place);
  assert.deepEqual(names.sort(), ['left', 'me', 'partner', 'right']);
  // Dragging on the phone plays too (a pointer drag; touch taps were shown above).
  const before = await page.locator('.hand [data-tile]').count();
  await page.locator('.hand button.playable').first().tap();
  await dragATile(page);
  await page.waitForFunction((n) => document.querySelectorAll('.hand [data-tile]').length < n, before, { timeout: 5000 });
  await page.context().close();
});

for (const how of ['keys', 'tap']) {
  test(`a hand of four is played by ${how === 'keys' ? 'keys' : 'taps on a phone'} too`, async () => {
    const page = await signedIn(room, {
      name: `${how}${room.port}`,
      viewport: how === 'tap' ? { width: 390, height: 844 } : { width: 1366, height: 768 },
      hasTouch: how === 'tap',
    });
    await page.evaluate(() => localStorage.setItem('sounds', 'off'));
    // The page's socket, opened again after a reload, is recorded.
    const frames = recordFrames(page);
    await page.reload();
    await page.waitForSelector('#play-computer');
    await openFour(page, { minutes: '' });
    await page.waitForSelector('.table.four');
    const played = await playToTheEnd(page, { how, until: '#hand-end, #game-over' });
    assert.ok(played > 0);
    // The plays were sent and taken: the hand's last update has plays of yours (seat 0) in its history.
    const sent = frames.sent.filter((f) => f.type === 'act' && f.move !== 'draw');
    assert.ok(sent.length > 0, 'plays were sent');
    const last = frames.received.filter((f) => f.type === 'table' && f.state).at(-1);
    const yours = last.state.history.filter((e) => e.player === 0 && !/^(draw|pass)/.test(e.action));
    assert.ok(yours.length > 0, `your plays are in the hand: ${JSON.stringify(last.state.history)}`);
    assert.equal(await page.locator('#hand-end .left-in-hand, #game-over .left-in-hand').count(), 4);
    await page.context().close();
  });
}

test('a second person joins the free seat of a table of four from the lobby: each sees the other in the right place', async () => {
  const ann = await signedIn(room, { name: `annj${room.port}` });
  // Ann's partner is a computer; seat 3 (her right) is for a person.
  await openFour(ann, { partner: 'easy', left: 'easy', right: 'person' });
  await ann.waitForSelector('.table.four');
  assert.match(await ann.textContent('#prompt'), /Waiting for a player to join/);
  const bob = await signedIn(room, { name: `bobj${room.port}` });
  const row = bob.locator('#open-tables li', { hasText: `annj${room.port}` });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', /four players, two against two/);
  await row.locator('button', { hasText: 'Join' }).click();
  await bob.waitForSelector('.table.four .player[data-place=me]');
  await bob.waitForFunction(() => document.querySelectorAll('.table.four .player[data-place]').length === 4);
  await ann.waitForFunction((name) => document.querySelector('.player[data-place=right] .name')?.textContent?.includes(name), `bobj${room.port}`);
  // Ann (seat 0) sees Bob (seat 3) on her right; Bob sees Ann, the seat after his, on his left.
  const seen = async (page) => Object.fromEntries((await places(page)).map((p) => [p.place, [p.seat, p.name]]));
  const fromAnn = await seen(ann);
  const fromBob = await seen(bob);
  assert.deepEqual(fromAnn.right, [3, `bobj${room.port}`]);
  assert.deepEqual(fromAnn.me, [0, 'You']);
  assert.deepEqual(fromBob.me, [3, 'You']);
  assert.deepEqual(fromBob.left, [0, `annj${room.port}`]);
  assert.equal(fromBob.partner[0], 1);
  assert.equal(fromBob.right[0], 2);
  await ann.screenshot({ path: join(ARTIFACTS, 'four-joined-host.png') });
  await bob.screenshot({ path: join(ARTIFACTS, 'four-joined-guest.png') });
  // Each team's line names its players from the reader's side.
  await bob.waitForFunction(() => /^You & Easy bot: \d+ · annj\d+ & Easy bot: \d+$/.test(document.querySelector('#team-scores')?.textContent ?? ''));
  await ann.context().close();
  await bob.context().close();
});

test('the server refuses what it does not seat yet, and the form shows its reason', async () => {
  const cy = await signedIn(room, { name: `cyr${room.port}` });
  // Two people besides the host are refused today (docs/protocol.md): its 400 message is shown.
  await openFour(cy, { partner: 'person', left: 'easy', right: 'easy' });
  const refusal = await post(cy, '/api/tables', { seats: 4, computers: [null, 'easy', null, 'easy'], minutes: 4, target: 100 });
  if (refusal.status === 400) {
    await cy.locator('.error', { hasText: refusal.body.error }).first().waitFor();
  } else {
    // Once the server seats people anywhere, the form opens the table.
    await cy.waitForSelector('.table.four');
  }
  await cy.context().close();
});
