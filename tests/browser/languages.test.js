// The room in its four languages (web/i18n.js, docs/languages.md): no page
// shows a word that is not in a catalogue, and a new visitor whose phone
// speaks Spanish, Portuguese or French sees the room in it from the first
// screen, plays the guided first game, goes offline, plays a whole game
// against Expert and reads its review, all in their language.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, test } from 'node:test';
import { FluentResource } from '../../web/fluent.js';
import { catalogue, LANGUAGES } from '../../web/i18n.js';
import { ARTIFACTS, playUntil, start } from './helpers.js';
import { playToTheEnd, resign, walkLesson } from './steps.js';

/** A room of its own for each test (a walk takes its room down to go offline). @type {Awaited<ReturnType<typeof start>>} */
let room;
beforeEach(async () => {
  room = await start();
});
afterEach(() => room?.stop());

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const script = JSON.parse(readFileSync(new URL('../../web/tutorial.json', import.meta.url), 'utf8'));

const read = (/** @type {string} */ language) => readFileSync(new URL(`../../web/${language}.ftl`, import.meta.url), 'utf8');
/** Each language's catalogue, read once. @type {Map<string, import('../../web/fluent.js').FluentBundle>} */
const bundles = new Map();
const bundleOf = (/** @type {string} */ language) => {
  if (!bundles.has(language)) bundles.set(language, catalogue(language, read(language)));
  return /** @type {import('../../web/fluent.js').FluentBundle} */ (bundles.get(language));
};
/** A catalogue's message, as the page says it. @param {string} language @param {string} id @param {Record<string, any>} [args] */
const say = (language, id, args = {}) => {
  const bundle = bundleOf(language);
  return bundle.formatPattern(/** @type {any} */ (bundle.getMessage(id)).value, args);
};

/**
 * English's sentences that `language` says otherwise: whole messages with
 * no values put in, long enough not to be a word both languages share.
 * @param {string} language
 */
function englishOnly(language) {
  const english = bundleOf('en');
  const theirs = bundleOf(language);
  const texts = [];
  for (const { id } of new FluentResource(read('en')).body) {
    const value = english.getMessage(id)?.value;
    if (typeof value !== 'string' || value.length < 14) continue;
    const other = theirs.getMessage(id)?.value;
    if (typeof other === 'string' && other !== value) texts.push(value);
  }
  return texts;
}

/** Checks that the page speaks `language`: its `lang`, no English sentence, no message's id. @param {import('playwright-core').Page} page @param {string} language @param {string} where */
async function speaks(page, language, where) {
  assert.equal(await page.getAttribute('html', 'lang'), language, `${where}: <html lang>`);
  // What is shown, as a person sees it (not hidden elements' text).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  const text = await page.evaluate(() => document.body.innerText);
  const english = englishOnly(language).filter((sentence) => text.includes(sentence));
  assert.deepEqual(english, [], `${where}: English on a page in ${language}`);
  const ids = [...new FluentResource(read('en')).body.map((m) => m.id)].filter((id) => id.includes('-') && new RegExp(`(^|\\s)${id}($|\\s)`).test(text));
  assert.deepEqual(ids, [], `${where}: message ids shown instead of their words`);
}

/**
 * The English catalogue with every message marked ⟦like this⟧: a page built
 * from it shows every catalogue word between marks, and any word outside
 * them came from somewhere else.
 * @param {string} ftl
 */
export function marked(ftl) {
  /** @type {string[]} */
  const out = [];
  let open = false;
  const close = () => {
    if (open) out[out.length - 1] += '⟧';
    open = false;
  };
  for (const line of ftl.split('\n')) {
    const m = line.match(/^([a-z][a-z0-9_-]*) =( ?)(.*)$/);
    if (m) {
      close();
      out.push(`${m[1]} = ⟦${m[3]}`);
      open = true;
    } else if (open && /^(\s+\S|\})/.test(line)) {
      out.push(line);
    } else {
      close();
      out.push(line);
    }
  }
  close();
  return out.join('\n');
}

/** What a page shows (its text, and the labels, titles and placeholders people and screen readers read) that is not between marks. @param {import('playwright-core').Page} page @param {string[]} names */
async function unmarked(page, names) {
  const shown = await page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    const texts = [document.body.innerText, document.title];
    for (const e of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = e.getAttribute(a);
        if (v) texts.push(v);
      }
    }
    return texts;
  });
  const left = [];
  for (let text of shown) {
    for (let before = ''; before !== text; ) {
      before = text;
      text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    for (const name of names) text = text.split(name).join(' ');
    const words = text.match(/\p{L}{2,}/gu) ?? [];
    left.push(...words);
  }
  return [...new Set(left)];
}

test('every word the pages show comes from a catalogue', async () => {
  const context = await room.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  // Each part of the catalogue as the room serves it, marked: a page that
  // shows a message of a part it did not load shows its id, unmarked.
  await context.route(/\/en(-more)?(-[A-Z2-7]{8})?\.ftl$/, async (route) => {
    const served = await route.fetch();
    await route.fulfill({ response: served, body: marked(await served.text()) });
  });
  const page = await context.newPage();
  const name = 'marker';
  // Names the room does not translate: the player's, the brand's, and the
  // language menu's, each language in its own words. (Tiles, numbers and
  // punctuation are not words.)
  const names = [name, 'All Fives', ...LANGUAGES.map(([, own]) => own)];
  /** @type {Record<string, string[]>} */
  const found = {};
  const look = async (/** @type {string} */ where) => {
    await page.waitForTimeout(300);
    const left = await unmarked(page, names);
    if (left.length) found[where] = left;
  };
  await page.goto(room.base);
  await page.waitForSelector('#sign-in, #guest');
  await look('sign in');
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'correct horse');
  await page.click('#register');
  await page.waitForSelector('#play-computer');
  await look('lobby');
  for (const [hash, ready] of [
    ['#how-to-play', 'svg.layout'],
    ['#leaderboard', 'table, .card'],
    ['#tournaments', '.card'],
    [`#player/${name}`, '.card'],
    ['#offline', '#offline-form'],
    ['#tutorial', '#coach-text'],
  ]) {
    await page.goto(`${room.base}/${hash}`);
    await page.waitForSelector(ready);
    await look(hash);
  }
  // A table against the computer, played a while.
  await page.goto(room.base);
  await page.waitForSelector('#play-computer');
  await page.selectOption('#play-computer select[name=opponent]', 'expert').catch(() => {});
  await page.click('#play-computer [type=submit]');
  await page.waitForSelector('.table');
  await look('table');
  let moves = 0;
  await playUntil(page, async () => ++moves > 12);
  await look('table, later');
  await page.screenshot({ path: `${ARTIFACTS}languages-marked.png` });
  // The game's end, its review and its replay.
  const table = page.url().split('/').pop();
  await resign(page);
  await look('game over');
  await page.click('#review-game');
  await page.waitForSelector('#review-summary', { timeout: 60000 });
  await look('review');
  await page.goto(`${room.base}/#replay/${table}`);
  await page.waitForSelector('#replay svg.layout');
  await look('replay');
  await context.close();
  assert.deepEqual(found, {}, 'words shown that no catalogue holds, by page');
});

for (const [language, locale] of [
  ['es', 'es-MX'],
  ['pt-BR', 'pt-BR'],
  ['fr', 'fr-FR'],
]) {
  test(`a new visitor whose phone speaks ${locale}: the room, the guided game, a whole offline game against Expert and its review, all in ${language}`, async () => {
    const context = await room.browser.newContext({ ...PHONE, locale });
    const page = await context.newPage();
    await page.goto(room.base);
    await page.waitForSelector('#sign-in, #guest');
    await speaks(page, language, 'sign in');
    assert.equal(await page.inputValue('#language'), language, 'the header names the language shown');
    await page.screenshot({ path: `${ARTIFACTS}language-${language}-sign-in.png` });
    await page.click('#guest');
    await page.waitForSelector('#play-computer');
    await speaks(page, language, 'lobby');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no horizontal scroll');
    await page.screenshot({ path: `${ARTIFACTS}language-${language}-lobby.png`, fullPage: true });

    // The guided first game's lesson, to its domino.
    await page.goto(`${room.base}/#tutorial`);
    await page.waitForSelector('#coach-text');
    await walkLesson(page, script, (id, args) => say(language, id, args));
    await speaks(page, language, 'the guided game');
    await page.screenshot({ path: `${ARTIFACTS}language-${language}-tutorial.png` });

    // Offline: the offline page keeps the engine; then the network goes.
    await page.goto(`${room.base}/#offline`);
    await page.waitForSelector('#offline-form');
    await speaks(page, language, 'offline games');
    await page.evaluate(() => navigator.serviceWorker.ready);
    for (let i = 0; ; i++) {
      const engine = await page.evaluate(async () => {
        for (const name of await caches.keys()) if (await (await caches.open(name)).match('/offline.wasm')) return true;
        return false;
      });
      if (engine) break;
      assert.ok(i < 120, 'the engine is kept within 30 s');
      await page.waitForTimeout(250);
    }
    await context.setOffline(true);
    await room.down();
    await page.reload();
    await page.waitForSelector('#offline-form');
    await speaks(page, language, 'offline games, offline');
    await page.selectOption('#offline-level', 'expert');
    await page.selectOption('#offline-target', '50');
    await page.click('#offline-start');
    await page.waitForSelector('.table');
    await speaks(page, language, 'an offline table');
    await playToTheEnd(page);
    await page.waitForSelector('#game-over');
    await speaks(page, language, 'the game over');
    await page.screenshot({ path: `${ARTIFACTS}language-${language}-game-over.png` });
    await page.click('#review-game');
    await page.waitForSelector('#review-summary', { timeout: 60000 });
    await speaks(page, language, 'the review');
    await page.screenshot({ path: `${ARTIFACTS}language-${language}-review.png`, fullPage: true });
    await context.close();
  });
}

test('a language picked in the header stays in this browser, and follows the player to another one', async () => {
  const first = await room.browser.newContext({ locale: 'en-US' });
  const page = await first.newPage();
  await page.goto(room.base);
  await page.waitForSelector('#sign-in, #guest');
  await page.fill('input[name=name]', 'polyglot');
  await page.fill('input[name=password]', 'correct horse');
  await page.click('#register');
  await page.waitForSelector('#play-computer');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await Promise.all([page.waitForEvent('load'), page.selectOption('#language', 'fr')]);
  await page.waitForSelector('#play-computer');
  await speaks(page, 'fr', 'the lobby, picked');
  await page.reload();
  await page.waitForSelector('#play-computer');
  await speaks(page, 'fr', 'the lobby, reloaded');

  // Another browser, which speaks English: signed in, the room speaks French.
  const second = await room.browser.newContext({ locale: 'en-US' });
  const other = await second.newPage();
  await other.goto(room.base);
  await other.waitForSelector('#sign-in, #guest');
  assert.equal(await other.getAttribute('html', 'lang'), 'en', 'signed out, the browser decides');
  await other.fill('input[name=name]', 'polyglot');
  await other.fill('input[name=password]', 'correct horse');
  await other.click('#login');
  await other.waitForSelector('#play-computer');
  await speaks(other, 'fr', 'the lobby, in another browser');
  assert.equal(await other.inputValue('#language'), 'fr');
  // A language the room does not speak is refused, and nothing changes.
  const refused = await other.evaluate(async () => {
    const r = await fetch('/api/me/language', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language: 'de' }) });
    return { status: r.status, body: await r.json(), me: await (await fetch('/api/me')).json() };
  });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, 'bad_language');
  assert.equal(refused.me.language, 'fr');
  await first.close();
  await second.close();
});
