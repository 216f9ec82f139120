// Two nodes of one room (`serve --cluster`, one database): a player whose
// table runs on the other node keeps it when that node dies. The page's
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
