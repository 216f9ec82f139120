// Two nodes of one room (`serve --cluster`, one database): a player whose
// table runs on the other node keeps it when that node dies or freezes. The page's
// socket drops, it reconnects to its own node and asks for the table,
// which answers `unreachable` until a surviving node has taken the table
// over (about a lease's length); the page asks again by itself until the
// table is back (docs/protocol.md, "Several nodes").

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { post, recordFrames, signedIn, startNodes } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startNodes>>} */
let room;
before(async () => {
  room = await startNodes(2);
});
after(async () => {
  await room?.stop();
});

/**
 * ann signed in on node `a`, bob on node `b`, at a table between people
 * that runs on `a` (ann opened it; bob joined through `b`, which relays).
 * @param {string} suffix makes the names the test's own
 */
async function aTableAcrossTwoNodes(a, b, suffix) {
  const ann = await signedIn({ base: a.base, browser: room.browser }, { name: `ann${suffix}${a.port}` });
  const bob = await signedIn({ base: b.base, browser: room.browser }, { name: `bob${suffix}${a.port}` });
  const opened = await post(ann, '/api/tables', { draw: 7, target: 150, minutes: 10, opponent: 'person', wager: 0 });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  const table = opened.body.table;
  const joined = await post(bob, `/api/tables/${table}/join`);
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  return { ann, bob, table };
}

/** Shows `table` on the page. @param {import('playwright-core').Page} page @param {number} table */
async function showTable(page, table) {
  await page.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, table);
  await page.waitForSelector('.table');
}

/** Whether a live frame of `table` came since the `from`th frame received. */
const liveSince = (frames, from, table) => () => frames.received.slice(from).some((f) => f.type === 'table' && f.table === table && f.status === 'live');

/** The error codes received since the `from`th frame. */
const errorsSince = (frames, from) =>
  frames.received
    .slice(from)
    .filter((f) => f.type === 'error')
    .map((f) => f.code);

/** Waits, looking every 200 ms, until `done()`; fails with `what()` after `limit` ms. */
async function waitFor(done, what, limit) {
  for (let waited = 0; !done(); waited += 200) {
    assert.ok(waited < limit, what());
    await new Promise((r) => setTimeout(r, 200));
  }
}

test("a page whose table's node is killed gets its table back, on its own, from the node that takes it over", async () => {
  const [a, b] = room.nodes;
  const { bob, table } = await aTableAcrossTwoNodes(a, b, 'n');
  const frames = recordFrames(bob);
  await showTable(bob, table);

  // Node A dies holding the table's lease.
  const before = frames.received.length;
  const sentBefore = frames.sent.length;
  await a.kill();
  await waitFor(liveSince(frames, before, table), () => `no table frame since the kill: ${JSON.stringify(frames.received.slice(before))}`, 45000);
  const refused = errorsSince(frames, before);
  const opens = frames.sent.slice(sentBefore).filter((f) => f.type === 'open' && f.table === table).length;
  console.log(`after the kill: errors ${JSON.stringify(refused)}, opens sent ${opens}`);
  // Refused, the page asked again by itself (the reconnected socket's own
  // open is the first; a refused chat request counts as a refusal too),
  // and it shows no error any more.
  assert.ok(
    refused.every((code) => code === 'unreachable'),
    JSON.stringify(refused),
  );
  assert.ok(refused.length === 0 || opens >= 2, `${opens} opens for ${refused.length} refusals`);
  await bob.locator('#prompt').waitFor();
  assert.equal((await bob.locator('#table-error').textContent()) ?? '', '');
  await a.start();
});

// A node that freezes is not a dead one: its sockets stay open and say
// nothing. The guest's page, on the other node, is told `unreachable` and
// asks again until that node has taken the table over; woken, the frozen
// node has lost the table, and the host's page, on it, is sent to the new
// owner and lands back at the table. Both then pick their tiles and each
// page sees the other's picks: one table, on the node that took it.
test('two pages at a table whose node freezes and wakes both get it back, on their own, and play on', async () => {
  const [a, b] = room.nodes;
  const { ann, bob, table } = await aTableAcrossTwoNodes(a, b, 's');
  const annFrames = recordFrames(ann);
  const bobFrames = recordFrames(bob);
  for (const page of [ann, bob]) await showTable(page, table);

  const bobBefore = bobFrames.received.length;
  const annBefore = annFrames.received.length;
  a.signal('SIGSTOP');
  const frozen = Date.now();
  try {
    await waitFor(
      liveSince(bobFrames, bobBefore, table),
      () => `the guest's page has no table since the freeze: ${JSON.stringify(bobFrames.received.slice(bobBefore))}`,
      45000,
    );
  } finally {
    // Woken also when the guest's page failed: the rest of the room (and
    // its stopping) must not wait on a stopped node.
    a.signal('SIGCONT');
  }
  const bobBack = Date.now() - frozen;
  const woke = Date.now();
  await waitFor(
    liveSince(annFrames, annBefore, table),
    () => `the host's page has no table since the wake: ${JSON.stringify(annFrames.received.slice(annBefore))}`,
    45000,
  );
  const annBack = Date.now() - frozen;
  // Woken, the node finds at its next heartbeat that it was away longer
  // than a lease, and its copy of the table looks whether it is still its.
  assert.ok(Date.now() - woke < 10000, `the host's page was back ${Date.now() - woke} ms after the wake`);
  console.log(
    `frozen: the guest back after ${bobBack} ms (errors ${JSON.stringify(errorsSince(bobFrames, bobBefore))}), the host after ${annBack} ms (errors ${JSON.stringify(errorsSince(annFrames, annBefore))})`,
  );
  for (const [page, frames, from] of [
    [ann, annFrames, annBefore],
    [bob, bobFrames, bobBefore],
  ]) {
    assert.ok(
      errorsSince(frames, from).every((code) => code === 'unreachable'),
      JSON.stringify(errorsSince(frames, from)),
    );
    await page.locator('#auto-pick:not([disabled])').click();
  }
  // Each page shows its own seven tiles, dealt after both picked.
  for (const page of [ann, bob]) {
    await page.locator('.hand button').nth(6).waitFor({ timeout: 20000 });
    assert.equal((await page.locator('#table-error').textContent()) ?? '', '');
    // The chat read the table's history once the table was back, not before.
    assert.equal((await page.locator('#chat [role=status]').textContent()) ?? '', '');
  }
});
