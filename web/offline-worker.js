// The offline engine's thread (a module worker): the rules and the bots
// compiled to WebAssembly (crates/offline), fetched when offline play is
// first used and kept by the service worker. Each message is one request of
// the engine (docs/offline.md): {id, request} in, {id, answer, ms} out,
// where `answer` is the engine's {"ok": ...} or {"error": {code, message}}
// and `ms` how long it thought. The page's own thread never waits on an
// Expert.

import { call, instantiate } from './offline-engine.js';

const scope = /** @type {any} */ (self);

/** The compiled engine (fetched again if its download failed) and its instance (made afresh after a fault). */
/** @type {Promise<WebAssembly.Module> | null} */
let compiled = null;
/** @type {Promise<any> | null} */
let engine = null;
const compile = () =>
  (compiled ??= WebAssembly.compileStreaming(fetch('/offline.wasm')).catch((error) => {
    compiled = null;
    throw error;
  }));

scope.onmessage = async (/** @type {MessageEvent} */ event) => {
  const { id, request } = event.data;
  try {
    engine ??= compile().then(instantiate);
    const e = await engine;
    const started = performance.now();
    const answer = call(e, request);
    scope.postMessage({ id, answer, ms: performance.now() - started });
  } catch (error) {
    // A failed download, or a fault in the engine (its memory may be left
    // half-changed: the next request gets a fresh instance). Told, never swallowed.
    engine = null;
    scope.postMessage({ id, answer: { error: { code: 'engine_failed', message: `The offline engine failed: ${error}` } }, ms: 0 });
  }
};
