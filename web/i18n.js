// The words a person reads, in their language. Every sentence, label and
// announcement the client shows comes from a catalogue: one Fluent file
// per language (web/en.ftl, web/es.ftl, web/pt-BR.ftl, web/fr.ftl), read
// with Mozilla's @fluent/bundle (web/fluent.js), plurals and all. The
// language follows the browser (`navigator.languages`) until the person
// picks one in the header; the pick is kept in this browser and, signed
// in, on their account (docs/protocol.md, `POST /api/me/language`).
// Names of things in the API and the records stay English: the server
// sends codes and values (`{"error": ..., "code": "name_taken"}`), and
// the client says them with the catalogue's `error-<code>`.

import { FluentBundle, FluentNumber, FluentResource } from './fluent.js';

/** The languages the room speaks, each in its own words. */
export const LANGUAGES = /** @type {const} */ ([
  ['en', 'English'],
  ['es', 'Español'],
  ['pt-BR', 'Português (Brasil)'],
  ['fr', 'Français'],
]);
/** @typedef {typeof LANGUAGES[number][0]} Language */

/** Where this browser keeps the person's pick. */
export const LANGUAGE_KEY = 'language';

/**
 * Each catalogue's address: in the bundle, two parts named by their hashes
 * (tests/browser/bundle.js defines `CATALOGUES`): `first`, what the first
 * load's modules say, and `more`, what only the pages fetched when opened
 * say. Served unbundled, the whole catalogue is the first part.
 * @type {Record<string, {first: string, more: string | null}>}
 */
const FILES =
  // @ts-expect-error: defined by the bundler
  typeof CATALOGUES === 'undefined' ? Object.fromEntries(LANGUAGES.map(([l]) => [l, { first: `/${l}.ftl`, more: null }])) : CATALOGUES;

/** The language of `tag` that the room speaks (`es-MX` is `es`, any Portuguese `pt-BR`), or null. @param {string} tag */
export function speaks(tag) {
  const lower = tag.toLowerCase();
  const exact = LANGUAGES.find(([l]) => l.toLowerCase() === lower);
  if (exact) return exact[0];
  const base = lower.split('-')[0];
  return LANGUAGES.find(([l]) => l.toLowerCase().split('-')[0] === base)?.[0] ?? null;
}

/** The language to show: the one picked in this browser, else the browser's first the room speaks, else English. */
export function chosen() {
  const picked = speaks(globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? '');
  if (picked) return /** @type {Language} */ (picked);
  for (const tag of globalThis.navigator?.languages ?? []) {
    const language = speaks(tag);
    if (language) return language;
  }
  return 'en';
}

/** @type {FluentBundle | null} */
let current = null;
/** English, asked when the current catalogue lacks a message (tests/browser/i18n.test.js sees that none does). */
/** @type {FluentBundle | null} */
let english = null;
/** The language shown now. */
export let language = /** @type {Language} */ ('en');

/** Adds a catalogue's text to `bundle`; a message that does not parse is an error, not a silence. @param {FluentBundle} bundle @param {string} text */
function add(bundle, text) {
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length) throw new Error(`the ${bundle.locales[0]} catalogue: ${errors.map((e) => e.message).join('; ')}`);
}

/** A catalogue's text made a bundle. @param {string} lang @param {string} text */
export function catalogue(lang, text) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  add(bundle, text);
  return bundle;
}

/** Shows `lang` from now on, given its catalogue's text (English's too, the first time). @param {Language} lang @param {string} text @param {string} [englishText] */
export function use(lang, text, englishText) {
  const bundle = catalogue(lang, text);
  if (lang === 'en') english = bundle;
  else if (englishText !== undefined) english = catalogue('en', englishText);
  current = bundle;
  language = lang;
  if (globalThis.document) document.documentElement.lang = lang;
}

/** Fetches a catalogue's text. @param {string} url */
async function fetchCatalogue(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`no catalogue at ${url}: ${response.status}`);
  return response.text();
}

/** The second part of the language shown, once asked for: one download, however many ask. @type {Promise<void> | null} */
let adding = null;
/** Whether a catalogue has been loaded (until then the page shows nothing that needs words). */
export const loaded = () => current !== null;

/** Loads and shows `lang` (English as well, as the fallback); on failure keeps what is shown. @param {Language} lang */
export async function load(lang) {
  const [text, englishText] = await Promise.all([fetchCatalogue(FILES[lang].first), lang === 'en' || english ? undefined : fetchCatalogue(FILES.en.first)]);
  use(lang, text, englishText);
  adding = null;
}

/**
 * Adds the second part of the language shown: the words of the pages
 * fetched when opened (How to play, the guided game, the replays, reviews,
 * tournaments, offline play). Called before such a page is built.
 */
export function more() {
  const url = FILES[language].more;
  const bundle = current;
  if (!url || !bundle) return Promise.resolve();
  adding ??= fetchCatalogue(url).then((text) => add(bundle, text));
  // A download that failed (no network) is tried again next time.
  const asked = adding;
  asked.catch(() => {
    if (adding === asked) adding = null;
  });
  return asked;
}

/** Numbers as the room writes them: no grouping (1500 chips, not 1,500), a plural category all the same. @param {Record<string, unknown>} args */
const values = (args) => Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'number' ? new FluentNumber(v, { useGrouping: false }) : v]));

/**
 * The message `id` in the language shown, with `args` put in (`t('session-chips', {count: 3})`).
 * A message no catalogue has shows its id, which the tests catch.
 * @param {string} id
 * @param {Record<string, string | number>} [args]
 * @returns {string}
 */
export function t(id, args = {}) {
  for (const bundle of [current, english]) {
    const message = bundle?.getMessage(id);
    if (bundle && message?.value) return bundle.formatPattern(message.value, /** @type {any} */ (values(args)));
  }
  return id;
}

/**
 * The catalogues the page uses now (the language shown and English): what
 * the service worker keeps. `first`: only the parts already fetched at start.
 * @param {{first?: boolean}} [which]
 */
export const cataloguesInUse = ({ first = false } = {}) =>
  [...new Set([FILES[language].first, first ? null : FILES[language].more, FILES.en.first])].filter((f) => typeof f === 'string');

/** Whether the catalogues have message `id` (for codes from the server that may be new). @param {string} id */
export const has = (id) => Boolean(current?.hasMessage(id) || english?.hasMessage(id));

/** The computer's names as the room gives them ("Expert bot" at a table, "expert bot" in a replay: names in the API stay English). */
const COMPUTER = /^(random|beginner|easy|medium|hard|expert|omniscient) bot$/i;

/** A tournament's computer player ("Expert 2": a person's name has no space, so none is ever one). */
const COMPUTER_PLAYER = /^(Beginner|Easy|Medium|Hard|Expert) ([0-9]+)$/;

/**
 * A player's name as a person reads it: a person's as it is, the computer's
 * in the language shown ("Expert bot" is "Experto (computadora)"; in
 * English it stays as the room wrote it), a tournament's computer player
 * marked as the computer ("Expert 2" is "Expert 2 (computer)"), a team
 * member by member ("ann & Expert 2").
 * @param {string} name
 * @returns {string}
 */
export function shownName(name) {
  // A team ("ann & Easy 1"): each member (a person's name has no space).
  if (name.includes(' & ')) return name.split(' & ').map(shownName).join(' & ');
  const player = COMPUTER_PLAYER.exec(name);
  if (player) return t('computer-player', { level: t(`level-${player[1].toLowerCase()}`), number: Number(player[2]) });
  const computer = COMPUTER.exec(name);
  if (!computer) return name;
  const shown = t('computer-name', { level: t(`level-${computer[1].toLowerCase()}`) });
  // The same words (English): the name as the room wrote it.
  return shown.toLowerCase() === name.toLowerCase() ? name : shown;
}
