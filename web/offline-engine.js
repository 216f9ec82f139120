// The offline engine's boundary (crates/offline/src/abi.rs), shared by its
// thread in the page (offline-worker.js) and the test that runs the same
// WebAssembly in Node (tests/browser/engine.test.js): a request's JSON is
// written into the engine's memory, answered, and both buffers given back.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The engine's exports, from its compiled module.
 * @param {WebAssembly.Module} module
 */
export const instantiate = async (module) => /** @type {any} */ (await WebAssembly.instantiate(module, {})).exports;

/**
 * One request: the engine's answer, `{"ok": ...}` or `{"error": {code, message}}`.
 * @param {any} engine the exports: `memory`, `engine_alloc`, `engine_call`, `engine_free`
 * @param {object} request
 */
export const call = (engine, request) => answer(engine, JSON.stringify(request));

/**
 * The engine's answer to a request's text, whatever the text.
 * @param {any} engine @param {string} request
 */
export function answer(engine, request) {
  const bytes = encoder.encode(request);
  const pointer = engine.engine_alloc(bytes.length);
  new Uint8Array(engine.memory.buffer, pointer, bytes.length).set(bytes);
  const out = engine.engine_call(pointer, bytes.length);
  const length = new DataView(engine.memory.buffer).getUint32(out, true);
  const text = decoder.decode(new Uint8Array(engine.memory.buffer, out + 4, length));
  engine.engine_free(out, length + 4);
  return JSON.parse(text);
}
