// The catalogues (web/<language>.ftl, read by web/i18n.js): every language
// says everything English says, with the same values put in; every
// message the client asks for exists; every code the server can refuse
// with, and every hint's reason, has its sentence; the guided game's
// coach says in English exactly what the engine wrote (web/tutorial.json).
// No browser: tests/browser/languages.test.js looks at the pages.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FluentResource } from '../../web/fluent.js';
import { catalogue, LANGUAGES, speaks } from '../../web/i18n.js';

const ROOT = new URL('../../', import.meta.url);
const read = (/** @type {string} */ path) => readFileSync(new URL(path, ROOT), 'utf8');

/** A catalogue's messages: id → the names of the values it puts in (`$name`). */
function messages(/** @type {string} */ language) {
  const resource = new FluentResource(read(`web/${language}.ftl`));
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  for (const message of resource.body) {
    /** @type {Set<string>} */
    const names = new Set();
    const visit = (/** @type {any} */ node) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      if (node.type === 'var') names.add(node.name);
      for (const value of Object.values(node)) visit(value);
    };
    visit(message.value);
    found.set(message.id, names);
  }
  return found;
}

const english = messages('en');

test('every catalogue parses, and says every message English says with the same values, and no other', () => {
  assert.ok(english.size > 300, `English has ${english.size} messages`);
  for (const [language] of LANGUAGES) {
    catalogue(language, read(`web/${language}.ftl`)); // throws on a message that does not parse
    const theirs = messages(language);
    const missing = [...english.keys()].filter((id) => !theirs.has(id));
    assert.deepEqual(missing, [], `${language} lacks messages English has`);
    const extra = [...theirs.keys()].filter((id) => !english.has(id));
    assert.deepEqual(extra, [], `${language} has messages English has not`);
    for (const [id, names] of english) {
      const other = /** @type {Set<string>} */ (theirs.get(id));
      for (const name of other) assert.ok(names.has(name), `${language} ${id} puts in $${name}, which English does not give`);
    }
  }
});

test('every message the client asks for by name is in the English catalogue', () => {
  const asked = new Set();
  for (const file of readdirSync(new URL('web/', ROOT)).filter((f) => f.endsWith('.js') && f !== 'fluent.js')) {
    for (const m of read(`web/${file}`).matchAll(/\bt\(\s*'([a-z0-9_-]+)'/g)) asked.add(`${m[1]} (${file})`);
  }
  assert.ok(asked.size > 300, `${asked.size} messages asked for`);
  const unknown = [...asked].filter((a) => !english.has(a.split(' ')[0]));
  assert.deepEqual(unknown, []);
});

test('every code the server refuses with has a sentence in the catalogues', () => {
  // The socket's codes (ErrorCode::as_str), the HTTP routes' own
  // (`.code("...")`) and their statuses' (error.rs's status_code).
  const codes = new Set();
  const wire = read('crates/wire/src/server.rs');
  for (const m of wire.matchAll(/ErrorCode::\w+ => "([a-z_]+)"/g)) codes.add(m[1]);
  assert.ok(codes.size >= 39, `the socket's codes: ${[...codes]}`);
  const sources = (/** @type {string} */ dir) =>
    readdirSync(new URL(dir, ROOT), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.rs'))
      .map((e) => readFileSync(`${e.parentPath}/${e.name}`, 'utf8'));
  // The offline engine's refusals (crates/offline) are said the same way.
  for (const text of [...sources('crates/server/src/'), ...sources('crates/offline/src/')]) {
    for (const m of text.matchAll(/\.code\("([a-z_]+)"\)/g)) codes.add(m[1]);
    const statuses = text.match(/fn status_code[\s\S]*?\n\}/)?.[0] ?? '';
    for (const m of statuses.matchAll(/=> "([a-z_]+)"/g)) codes.add(m[1]);
    for (const m of text.matchAll(/Err\(\(\s*"([a-z_]+)",|Refusal::new\("([a-z_]+)"/g)) codes.add(m[1] ?? m[2]);
  }
  // A store error's code, beside its sentence (error.rs).
  for (const m of read('crates/server/src/error.rs').matchAll(/\(\s*"([a-z_]+)",\s*"/g)) codes.add(m[1]);
  for (const code of ['not_looking', 'name_taken', 'throttled', 'signed_out', 'server', 'database', 'name_length']) assert.ok(codes.has(code), code);
  const missing = [...codes].filter((code) => !english.has(`error-${code}`));
  assert.deepEqual(missing, [], 'codes without a sentence');
});

test("every hint's reason has a sentence in the catalogues", () => {
  const review = read('crates/bots/src/review.rs');
  const body = /** @type {string} */ (review.match(/pub enum Reason \{([\s\S]*?)\n\}/)?.[1]);
  const variants = [...body.matchAll(/^\s{4}([A-Z]\w*)/gm)].map((m) => m[1].replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase());
  assert.ok(variants.length >= 9, `${variants}`);
  for (const code of variants) assert.ok(english.has(`hint-${code}`), `hint-${code}`);
});

test("the guided game's English is the engine's, sentence for sentence", () => {
  const script = JSON.parse(read('web/tutorial.json'));
  const en = catalogue('en', read('web/en.ftl'));
  const says = [
    ...script.steps.map((/** @type {any} */ s, /** @type {number} */ k) => [`tutorial-step-${k}`, s.say]),
    ['tutorial-end', script.end.say],
    ['tutorial-blocked', script.blocked],
    ...script.partners.steps.map((/** @type {any} */ s, /** @type {number} */ k) => [`tutorial-partners-step-${k}`, s.say]),
    ['tutorial-partners-end', script.partners.end.say],
  ];
  for (const [id, say] of says) {
    const message = en.getMessage(id);
    assert.ok(message?.value, `${id} is in the English catalogue`);
    assert.equal(en.formatPattern(message.value), say, id);
  }
});

test("a browser's languages are matched to the room's", () => {
  assert.equal(speaks('es-MX'), 'es');
  assert.equal(speaks('pt'), 'pt-BR');
  assert.equal(speaks('pt-PT'), 'pt-BR');
  assert.equal(speaks('fr-CA'), 'fr');
  assert.equal(speaks('EN-gb'), 'en');
  assert.equal(speaks('de'), null);
});

test('plurals come out right in every language', () => {
  for (const [language] of LANGUAGES) {
    const bundle = catalogue(language, read(`web/${language}.ftl`));
    const say = (/** @type {number} */ count) => bundle.formatPattern(/** @type {any} */ (bundle.getMessage('session-chips')).value, { count });
    assert.notEqual(say(1), say(3).replace('3', '1'), `${language}: "${say(1)}" and "${say(3)}"`);
  }
});
