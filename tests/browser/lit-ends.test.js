// Lit ends under a finger and a mouse: in real positions from the engine
// (data/positions.json), drawn by the table's own code and styles, the
// element at the centre of every lit end is that end, and a click there
// plays there. The positions are chosen with the layout code: two or more
// ends lit at once, among them the spinner's up and down ends side by side
// and the spinner at each edge of the board.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import './english.js';
import { bounds, endsFor, layoutFromHistory } from '../../web/layout.js';
import { ARTIFACTS, start } from './helpers.js';

/** @type {Awaited<ReturnType<typeof start>>} */
let room;
before(async () => {
  room = await start();
});
after(() => room?.stop());

const WEB = new URL('../../web/', import.meta.url);
const ORIGIN = 'http://table.test';
/** The page the table is drawn in: the site's styles and frame, the table's modules from web/ (no server, no bundle). */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/app.css"><link rel="stylesheet" href="/pages.css"></head>
<body><header><span><a href="/" class="brand">All Fives</a></span><span id="who"></span></header><main id="app"></main>
<div id="announce" class="sr-only" aria-live="polite"></div></body></html>`;

const { hands } = JSON.parse(await readFile(new URL('./data/positions.json', import.meta.url), 'utf8'));
const history = (actions) => actions.map((action, i) => ({ player: i % 2, action }));
const apart = (a, b) => a.x >= b.x + b.w || b.x >= a.x + a.w || a.y >= b.y + b.h || b.y >= a.y + a.h;
/** How far apart two boxes are (0 when they touch). */
const gap = (a, b) => Math.max(a.x - b.x - b.w, b.x - a.x - a.w, a.y - b.y - b.h, b.y - a.y - a.h, 0);

/**
 * Positions where a tile lights two ends or more: every one whose lit spots
 * touch (the up and down ends side by side), the spinner's ends lit at each
 * edge of the board, and a spread of the rest.
 */
function chosen() {
  /** @type {Map<string, {actions: string[], legal: string[], tile: string, ends: string[]}>} */
  const picked = new Map();
  let others = 0;
  for (const { actions, legal } of hands) {
    for (let n = 1; n < actions.length; n++) {
      const { tiles, targets } = layoutFromHistory(history(actions.slice(0, n)));
      const frame = bounds([...tiles, ...Object.values(targets)], 0);
      for (const tile of new Set(legal[n].flatMap((m) => (/ [LRUD]$/.test(m) ? [m.split(' ')[0]] : [])))) {
        const ends = endsFor(tile, legal[n]);
        if (ends.length < 2) continue;
        const spots = ends.map((e) => targets[e]);
        const position = { actions: actions.slice(0, n), legal: legal[n], tile, ends };
        const touching = spots.some((a, i) => spots.some((b, j) => i !== j && gap(a, b) === 0));
        if (touching && [...picked.keys()].filter((k) => k.startsWith('touching')).length < 12) picked.set(`touching ${picked.size}`, position);
        if (ends.includes('U') && ends.includes('D')) {
          const s = [targets.U, targets.D];
          const edges = {
            left: Math.min(...s.map((b) => b.x)) - frame.x,
            right: frame.x + frame.w - Math.max(...s.map((b) => b.x + b.w)),
            top: Math.min(...s.map((b) => b.y)) - frame.y,
            bottom: frame.y + frame.h - Math.max(...s.map((b) => b.y + b.h)),
          };
          for (const [edge, d] of Object.entries(edges)) if (d === 0 && !picked.has(`spinner ${edge}`)) picked.set(`spinner ${edge}`, position);
        }
        if (others < 12 && (actions.length * 7 + n) % 97 === 0) picked.set(`other ${others++}`, position);
      }
    }
  }
  return picked;
}

/**
 * Draws `position` with the tile chosen, as the table's page would, and
 * answers, for each lit end, what is at its centre and what a click there plays.
 * @param {import('playwright-core').Page} page
 */
async function litEnds(page, position) {
  await page.evaluate(async ({ actions, legal, tile }) => {
    const { gesture, initialTable, receive, view } = await import('/table-state.js');
    const { renderTable } = await import('/table-view.js');
    const options = { now: performance.now(), alwaysAutoDraw: false, seed: '' };
    const hand = [...new Set(legal.flatMap((m) => (/ [LRUD]$/.test(m) ? [m.split(' ')[0]] : [])))];
    const update = {
      type: 'table',
      table: 1,
      version: 1,
      seat: 0,
      status: 'live',
      settings: { draw: 7, target: 150, minutes: null, wager: 0 },
      players: [
        { name: 'You', avatar: 'owl', bot: false },
        { name: 'Easy bot', avatar: 'bot-easy', bot: true },
      ],
      present: [true, true],
      state: {
        seat: 0,
        draw: 7,
        target: 150,
        hand_number: 1,
        leader: 0,
        hand,
        tiles_left: [hand.length, 5],
        boneyard: 0,
        ends: {},
        spinner: null,
        count: 0,
        scores: [0, 0],
        history: actions.map((action, i) => ({ player: i % 2, action })),
      },
      turn: 0,
      legal,
      clocks_ms: null,
      clock_running: null,
      hand_end: null,
      revealed: null,
      fairness: null,
    };
    let state = receive(initialTable(1), update, options).state;
    state = gesture(state, { type: 'select', tile }).state;
    window.played = [];
    const app = /** @type {HTMLElement} */ (document.getElementById('app'));
    renderTable(app, /** @type {any} */ (view(state, options)), (g) => window.played.push(g));
  }, position);
  const ends = await page.$$eval('.target', (targets) =>
    targets.map((t) => {
      const r = /** @type {Element} */ (t.querySelector('rect.spot')).getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      return { end: t.getAttribute('data-end'), x, y, top: document.elementFromPoint(x, y)?.closest('.target')?.getAttribute('data-end') ?? null };
    }),
  );
  for (const e of ends) {
    await page.evaluate(() => {
      window.played = [];
    });
    await page.mouse.click(e.x, e.y);
    e.plays = await page.evaluate(() => window.played.map((g) => g.end));
  }
  return ends;
}

for (const [name, viewport] of [
  ['a 390-pixel phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
]) {
  test(`on ${name}, the centre of every lit end is that end, and a click there plays there`, async () => {
    const context = await room.browser.newContext({ viewport });
    await context.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      const body = await readFile(new URL(`.${path}`, WEB)).catch(() => null);
      if (!body) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: path.endsWith('.css') ? 'text/css' : 'text/javascript', body });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    const positions = chosen();
    for (const edge of ['left', 'right', 'top', 'bottom'])
      assert.ok(positions.has(`spinner ${edge}`), `no position with the spinner's ends lit at the ${edge} edge`);
    assert.ok([...positions.keys()].filter((k) => k.startsWith('touching')).length >= 5, 'positions with lit ends side by side');
    for (const [kind, position] of positions) {
      const ends = await litEnds(page, position);
      const where = `${kind}: ${position.actions.join(', ')}; ${position.tile} lights ${position.ends.join(' ')}`;
      assert.deepEqual(
        ends.map((e) => e.end),
        position.ends,
        where,
      );
      for (const e of ends) {
        assert.equal(e.top, e.end, `${where}: at the centre of the ${e.end} end is ${e.top}`);
        assert.deepEqual(e.plays, [e.end], `${where}: a click at the centre of the ${e.end} end played ${e.plays}`);
      }
      // The tap areas on screen: none covers another lit end's spot.
      const boxes = await page.$$eval('.target', (targets) =>
        targets.map((t) => {
          const box = (/** @type {string} */ s) => {
            const r = /** @type {Element} */ (t.querySelector(s)).getBoundingClientRect();
            return { x: r.left + 0.5, y: r.top + 0.5, w: r.width - 1, h: r.height - 1 };
          };
          return { hit: box('rect.hit'), spot: box('rect.spot') };
        }),
      );
      boxes.forEach((a, i) => {
        boxes.forEach((b, j) => {
          if (i !== j) assert.ok(apart(a.hit, b.spot), `${where}: the ${position.ends[i]} end's tap area covers the ${position.ends[j]} end's spot`);
        });
      });
      if (kind === 'spinner right' || kind === 'touching 0') {
        await page.waitForTimeout(600); // the tiles' arrival, for the picture
        await page.screenshot({ path: join(ARTIFACTS, `lit-ends-${viewport.width}-${kind.replace(' ', '-')}.png`) });
      }
    }
    await context.close();
  });
}
