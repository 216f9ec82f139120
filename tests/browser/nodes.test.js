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

test("a page whose table's node is killed gets its table back, on its own, from the node that takes it over", async () => {
  const [a, b] = room.nodes;
  const ann = await signedIn({ base: a.base, browser: room.browser }, { name: `annn${a.port}` });
  const bob = await signedIn({ base: b.base, browser: room.browser }, { name: `bobn${a.port}` });
  // ann's table runs on node A; bob joins it from node B, which relays to A.
  const opened = await post(ann, '/api/tables', { draw: 7, target: 150, minutes: 10, opponent: 'person', wager: 0 });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  const table = opened.body.table;
  const joined = await post(bob, `/api/tables/${table}/join`);
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  const frames = recordFrames(bob);
  await bob.evaluate((id) => {
    location.hash = `#table/${id}`;
  }, table);
  await bob.waitForSelector('.table');

  // Node A dies holding the table's lease.
  const before = frames.received.length;
  const sentBefore = frames.sent.length;
  await a.kill();
  const back = () => frames.received.slice(before).some((f) => f.type === 'table' && f.table === table && f.status === 'live');
  for (let waited = 0; !back(); waited += 200) {
    assert.ok(waited < 45000, `no table frame since the kill: ${JSON.stringify(frames.received.slice(before))}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const refused = frames.received
    .slice(before)
    .filter((f) => f.type === 'error')
    .map((f) => f.code);
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
  const ann = await signedIn({ base: a.base, browser: room.browser }, { name: `anns${a.port}` });
  const bob = await signedIn({ base: b.base, browser: room.browser }, { name: `bobs${a.port}` });
  const opened = await post(ann, '/api/tables', { draw: 7, target: 150, minutes: 10, opponent: 'person', wager: 0 });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  const table = opened.body.table;
  const joined = await post(bob, `/api/tables/${table}/join`);
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  const annFrames = recordFrames(ann);
  const bobFrames = recordFrames(bob);
  for (const page of [ann, bob]) {
    await page.evaluate((id) => {
      location.hash = `#table/${id}`;
    }, table);
    await page.waitForSelector('.table');
  }
  const live = (frames, from) => () => frames.received.slice(from).some((f) => f.type === 'table' && f.table === table && f.status === 'live');
  const waitFor = async (done, what, limit) => {
    for (let waited = 0; !done(); waited += 200) {
      assert.ok(waited < limit, what());
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  const bobBefore = bobFrames.received.length;
  const annBefore = annFrames.received.length;
  a.signal('SIGSTOP');
  const frozen = Date.now();
  await waitFor(
    live(bobFrames, bobBefore),
    () => `the guest's page has no table since the freeze: ${JSON.stringify(bobFrames.received.slice(bobBefore))}`,
    45000,
  );
  const bobBack = Date.now() - frozen;
  a.signal('SIGCONT');
  const woke = Date.now();
  await waitFor(live(annFrames, annBefore), () => `the host's page has no table since the wake: ${JSON.stringify(annFrames.received.slice(annBefore))}`, 45000);
  const annBack = Date.now() - frozen;
  // Woken, the node finds at its next heartbeat that it was away longer
  // than a lease, and its copy of the table looks whether it is still its.
  assert.ok(Date.now() - woke < 10000, `the host's page was back ${Date.now() - woke} ms after the wake`);
  const errors = (frames, from) =>
    frames.received
      .slice(from)
      .filter((f) => f.type === 'error')
      .map((f) => f.code);
  console.log(
    `frozen: the guest back after ${bobBack} ms (errors ${JSON.stringify(errors(bobFrames, bobBefore))}), the host after ${annBack} ms (errors ${JSON.stringify(errors(annFrames, annBefore))})`,
  );
  for (const [page, frames, from] of [
    [ann, annFrames, annBefore],
    [bob, bobFrames, bobBefore],
  ]) {
    assert.ok(
      errors(frames, from).every((code) => code === 'unreachable'),
      JSON.stringify(errors(frames, from)),
    );
    await page.locator('#auto-pick:not([disabled])').click();
  }
  // Each page shows its own seven tiles, dealt after both picked.
  for (const page of [ann, bob]) {
    await page.locator('.hand button').nth(6).waitFor({ timeout: 20000 });
    assert.equal((await page.locator('#table-error').textContent()) ?? '', '');
  }
});
