// Playing the computer with no network (docs/offline.md): the rules and the
// bots run in the page, compiled to WebAssembly from the crates the room
// plays with (web/offline-worker.js), and each game is kept in this
// browser's IndexedDB. The table is the room's own table page: the engine
// answers the messages a table sends the server with the updates the
// server would send. Offline games are not rated and carry no chips.
//
// #offline lists the games and starts one; #offline/3 is game 3's table;
// #offline-replay/3 and #offline-review/3/0 its replay and review.

import { browserRandom, handSeed, toHex } from './fairness.js';
import { t } from './i18n.js';
import { navigate, session } from './session.js';
import { closeTable, openTable } from './table.js';
import { withNodes } from './table-form.js';
import { h, keepOffline, link, refusal, submitter, whileBusy } from './ui.js';

/** @typedef {import('./table-state.js').TableUpdate} TableUpdate */
/**
 * A game as the engine keeps it (crates/offline, `Saved`).
 * @typedef {{table: number, name: string, level: string, draw: number, target: number, seed: string, client_seed: string, moves: string[][], resigned?: boolean}} Saved
 */
/** A game as this browser keeps it. @typedef {{table: number, game: Saved, update: TableUpdate, started: string}} Kept */

export const LEVELS = ['beginner', 'easy', 'medium', 'hard', 'expert'];
/** The settings of the last offline game started, offered again. */
const OFFLINE_SETTINGS = 'offlineSettings';
/** The player's name from the last time the room answered, for games started without it. */
const LAST_NAME = 'offlineName';

/** The player's name: the signed-in one (remembered), the one remembered, or "Player" (in the language shown). */
function playerName() {
  if (session.me) localStorage.setItem(LAST_NAME, session.me.name);
  return localStorage.getItem(LAST_NAME) || t('offline-player');
}

/** The last offline game's settings, or the defaults. @returns {{level: string, draw: number, target: number}} */
function lastSettings() {
  try {
    return { level: 'medium', draw: 7, target: 150, ...JSON.parse(localStorage.getItem(OFFLINE_SETTINGS) ?? '{}') };
  } catch {
    return { level: 'medium', draw: 7, target: 150 };
  }
}
/** How long the computer's move waits after the player's, so both can be seen. */
const PACE_MS = 400;

// ---------------------------------------------------------------- the engine
/** @type {Worker | null} */
let worker = null;
let asked = 0;
/** @type {Map<number, (data: {answer: any, ms: number}) => void>} */
const waiting = new Map();
/** How long each of the computer's moves took to think, in this page (tests/browser/offline.test.js reads them). */
export const thinkTimes = /** @type {{level: string, ms: number}[]} */ ([]);
/** @type {any} */ (window).offlineThinkTimes = thinkTimes;

/** An error the engine answered: its code (as the room's error frames name them) and its words, in the language shown. */
class EngineError extends Error {
  constructor(/** @type {string} */ code, /** @type {string} */ message) {
    super(message);
    this.code = code;
  }
}

/**
 * The engine's refusal as a person reads it: a code the room also sends says
 * the room's words for it; a thread that could not load (`engine`) keeps
 * the words this page gave it, and one that failed (`engine_failed`, whose
 * message is for developers) says the room's `error-engine`.
 * @param {{code: string, message: string}} error
 */
const engineError = ({ code, message }) => new EngineError(code, code === 'engine' ? message : refusal(code === 'engine_failed' ? 'engine' : code));

/**
 * One request of the engine (docs/offline.md), on its own thread.
 * @param {object} request
 * @returns {Promise<{value: any, ms: number}>}
 */
function ask(request) {
  if (!worker) {
    const w = new Worker('/offline-worker.js', { type: 'module' });
    w.onmessage = (event) => {
      const done = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      done?.(event.data);
    };
    // The thread's own script could not load (not kept, and no network):
    // every request waiting is told, and the next one starts a new thread.
    w.onerror = () => {
      const message = t('offline-engine-unavailable');
      for (const done of waiting.values()) done({ answer: { error: { code: 'engine', message } }, ms: 0 });
      waiting.clear();
      w.terminate();
      if (worker === w) worker = null;
    };
    worker = w;
  }
  const id = ++asked;
  const w = worker;
  return new Promise((resolve, reject) => {
    waiting.set(id, ({ answer, ms }) => (answer.error ? reject(engineError(answer.error)) : resolve({ value: answer.ok, ms })));
    w.postMessage({ id, request });
  });
}

// ---------------------------------------------------------------- the games kept
/** The one connection to the games' database, opened when first needed. @type {Promise<IDBDatabase> | null} */
let opened = null;
/** @returns {Promise<IDBDatabase>} */
function database() {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open('dominoes-offline', 1);
    // Numbered by the store: `table` is the game's number.
    open.onupgradeneeded = () => open.result.createObjectStore('games', { keyPath: 'table', autoIncrement: true });
    open.onsuccess = () => {
      const db = open.result;
      // Another tab upgrading the database closes this connection; the next use opens a new one.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    open.onerror = () => {
      opened = null;
      reject(new Error(t('offline-no-database', { reason: String(open.error?.message) })));
    };
  });
  return opened;
}

/**
 * Runs `work` on the games' store and answers what its request found, once
 * the transaction has committed (a write refused at commit, for quota, is
 * an error, not a game kept).
 * @template T
 * @param {IDBTransactionMode} mode @param {(store: IDBObjectStore) => IDBRequest<T>} work
 * @returns {Promise<T>}
 */
async function stored(mode, work) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction('games', mode);
    const request = work(transaction.objectStore('games'));
    const failed = () => reject(new Error(t('offline-not-kept', { reason: String((transaction.error ?? request.error)?.message) })));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onabort = failed;
    transaction.onerror = failed;
  });
}

/** Every game kept here, the newest first. */
export const keptGames = async () => /** @type {Kept[]} */ (await stored('readonly', (s) => s.getAll())).filter((g) => g.game).reverse();
/** @param {number} id */
const kept = async (id) => /** @type {Kept | undefined} */ (await stored('readonly', (s) => s.get(id)));
/** @param {Kept} game */
const keep = (game) => stored('readwrite', (s) => s.put(game));

/**
 * A new game against `level`, kept and shown.
 * @param {{level: string, draw: number, target: number}} settings
 */
export async function startGame({ level, draw, target }) {
  const started = new Date().toISOString();
  // The store numbers the game (two tabs starting at once get two numbers);
  // it is kept whole once the engine has dealt it.
  const table = /** @type {number} */ (await stored('readwrite', (s) => s.add({ started })));
  localStorage.setItem(OFFLINE_SETTINGS, JSON.stringify({ level, draw, target }));
  const game = {
    table,
    name: playerName(),
    level,
    draw,
    target,
    seed: toHex(browserRandom(32)),
    client_seed: handSeed(localStorage, browserRandom),
    moves: [],
  };
  try {
    const { value } = await ask({ call: 'start', game });
    await keep({ table, game: value.game, update: value.update, started });
  } catch (e) {
    await stored('readwrite', (s) => s.delete(table)).catch(() => {});
    throw e;
  }
  navigate(`#offline/${table}`);
}

// ---------------------------------------------------------------- the table
/** The offline table on screen: each opening gets a number, and the one before stops. */
let shownTable = 0;

/**
 * Game `id`'s table: the room's table page, its messages answered here.
 * One message at a time, in the order sent, as a socket carries them; the
 * computer's turn comes first, so a turn that failed (an engine fault, a
 * write refused) is tried again by the player's next action or a reopen.
 * @param {number} id
 */
export async function offlineTable(id) {
  const game = await kept(id);
  if (!game?.game) throw new Error(t('offline-no-game', { id }));
  const mine = ++shownTable;
  /** Whether this opening is still the table on screen. */
  const onScreen = () => mine === shownTable && location.hash === `#offline/${id}`;
  let current = game;
  /** @type {(message: any) => void} */
  let show = () => {};
  let queue = Promise.resolve();

  /** Shows the engine's answer, then keeps it (a write refused puts the game back as it was kept). @param {{game: Saved, update: TableUpdate}} value */
  const moved = async (value) => {
    const before = current;
    current = { ...current, game: value.game, update: value.update };
    if (onScreen()) show(value.update);
    try {
      await keep(current);
    } catch (e) {
      current = before;
      if (onScreen()) show(before.update);
      throw e;
    }
  };
  /** The computer's moves, each a moment after the one before, until the player is on turn. */
  const computer = async () => {
    for (;;) {
      const u = current.update;
      if (u.status !== 'live' || u.hand_end || u.turn !== 1 || !onScreen()) return;
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      if (!onScreen()) return;
      const { value, ms } = await ask({ call: 'think', game: current.game });
      thinkTimes.push({ level: current.game.level, ms });
      await moved(value);
    }
  };
  /** @param {any} message */
  const carry = async (message) => {
    if (message.type === 'rematch') {
      const { level, draw, target } = current.game;
      return startGame({ level, draw, target });
    }
    const { value } = await ask({ call: 'send', game: current.game, message: JSON.stringify(message) });
    await moved(value);
    await computer();
  };
  const refused = (/** @type {any} */ e) => show({ type: 'error', code: e.code ?? 'engine', message: e.message });

  openTable(id, null, {
    hash: `#offline/${id}`,
    listen(handler) {
      show = handler;
      handler(current.update);
      queue = queue.then(computer).catch(refused);
    },
    send(message) {
      queue = queue
        .then(computer)
        .then(() => carry(message))
        .catch(refused);
    },
    reopen() {
      show(current.update);
      queue = queue.then(computer).catch(refused);
    },
    async hint() {
      return (await ask({ call: 'hint', game: current.game })).value;
    },
    links: offlineLinks(id),
  });
}

/** Where an offline game's replay, reviews and record are. @param {number} id */
export const offlineLinks = (id) => ({
  replay: `#offline-replay/${id}`,
  review: (/** @type {number} */ seat) => `#offline-review/${id}/${seat}`,
  record: `#offline-record/${id}`,
  file: null,
  back: { href: '#offline', label: t('offline-games') },
  offline: true,
});

/** Game `id`'s record (docs/formats.md), as text: `dominoes verify` checks it. @param {number} id */
async function recordOf(id) {
  const game = await kept(id);
  if (!game) throw new Error(t('offline-no-game', { id }));
  return { game, record: JSON.stringify((await ask({ call: 'record', game: game.game })).value, null, 1) };
}

/** Game `id`'s replay, as the room's replay route answers. @param {number} id */
export async function offlineReplay(id) {
  const game = await kept(id);
  if (!game) throw new Error(t('offline-no-game', { id }));
  return (await ask({ call: 'frames', game: game.game })).value;
}

/** Game `id`'s review of `seat`, as the room's review route answers. @param {number} id @param {number} seat */
export async function offlineReview(id, seat) {
  const { record } = await recordOf(id);
  const { value } = await ask({ call: 'review', record, seat });
  // The record names the seats: no second rebuild of the game for them.
  return { ...value, game: id, players: JSON.parse(record).players, seat };
}

/** Game `id`'s record page: the record to save, and how to check it. @param {number} id */
export async function recordPage(id) {
  const { record } = await recordOf(id);
  const file = `offline-game-${id}.json`;
  return h(
    'div',
    { class: 'card', id: 'offline-record' },
    h('h2', {}, t('offline-record-title', { id })),
    h('p', {}, `${t('offline-record-what')} `, withNodes('offline-record-check', { command: h('code', {}, `dominoes verify --bots ${file}`) })),
    h(
      'p',
      {},
      h(
        'a',
        { class: 'button', id: 'offline-download', href: URL.createObjectURL(new Blob([record], { type: 'application/json' })), download: file },
        t('offline-save-record'),
      ),
    ),
    h('pre', { class: 'record' }, record),
    h('p', {}, link(`#offline/${id}`, t('offline-back-to-game')), ' · ', link('#offline', t('offline-your-games'))),
  );
}

// ---------------------------------------------------------------- the list
/** The computer's levels, each with its name's message. */
const NAMES = { beginner: 'level-beginner', easy: 'level-easy', medium: 'level-medium', hard: 'level-hard', expert: 'level-expert' };
/** A level's name in the language shown (a level this page does not know, as the game keeps it). @param {string} level */
const levelName = (level) => (level in NAMES ? t(NAMES[/** @type {keyof NAMES} */ (level)]) : level);

/** How a kept game stands, in words. @param {Kept} g */
function standing(g) {
  const u = g.update;
  const scores = u.state ? `${u.state.scores[0]}–${u.state.scores[1]}` : '0–0';
  if (u.status !== 'over') return t('offline-in-play', { scores });
  const won = u.result?.winner === 0;
  if (u.result?.reason === 'resign') return won ? t('offline-won-resigned', { scores }) : t('offline-lost-resigned', { scores });
  return won ? t('offline-won', { scores }) : t('offline-lost', { scores });
}

/**
 * The offline page: a new game against the computer, and the games kept
 * here. `unreachable`: the room did not answer, so this page was shown instead.
 * @param {boolean} unreachable
 */
export async function offlinePage(unreachable) {
  closeTable();
  // From here on the engine is kept too, so a game can be started with no
  // network, and the replay's and review's pages, so a game played with
  // none can be read.
  keepOffline();
  Promise.all([import('./pages.js'), import('./review.js')]).catch(() => {});
  const error = h('p', { class: 'error', role: 'alert' });
  const last = lastSettings();
  const select = (/** @type {string} */ name, /** @type {[string | number, string][]} */ options, /** @type {string | number} */ chosen) =>
    h(
      'select',
      { name, id: `offline-${name}` },
      options.map(([value, text]) => h('option', { value, selected: value === chosen }, text)),
    );
  const form = h(
    'form',
    {
      id: 'offline-form',
      onsubmit: (/** @type {SubmitEvent} */ event) => {
        event.preventDefault();
        const data = new FormData(/** @type {HTMLFormElement} */ (event.target));
        const button = /** @type {HTMLButtonElement} */ (submitter(event));
        whileBusy(button, () =>
          startGame({ level: String(data.get('level')), draw: Number(data.get('draw')), target: Number(data.get('target')) }).catch((e) => {
            error.textContent = e.message;
          }),
        );
      },
    },
    h(
      'label',
      {},
      `${t('offline-computer')} `,
      select(
        'level',
        Object.keys(NAMES).map((level) => [level, levelName(level)]),
        last.level,
      ),
    ),
    h(
      'label',
      {},
      `${t('form-draw')} `,
      select(
        'draw',
        [
          [7, t('form-tiles', { count: 7 })],
          [9, t('form-tiles', { count: 9 })],
        ],
        last.draw,
      ),
    ),
    h(
      'label',
      {},
      `${t('offline-game-to')} `,
      select(
        'target',
        [
          [50, '50'],
          [100, '100'],
          [150, '150'],
          [200, '200'],
          [250, '250'],
        ],
        last.target,
      ),
    ),
    h('button', { class: 'primary', id: 'offline-start' }, t('offline-play')),
  );
  const games = await keptGames().catch((e) => {
    error.textContent = e.message;
    return /** @type {Kept[]} */ ([]);
  });
  return h(
    'div',
    { id: 'offline' },
    h(
      'div',
      { class: 'card' },
      h('h2', {}, t('offline-title')),
      unreachable ? h('p', { class: 'notice', id: 'offline-notice', role: 'status' }, t('offline-unreachable')) : null,
      h('p', {}, t('offline-intro')),
      form,
      error,
    ),
    h(
      'div',
      { class: 'card' },
      h('h3', {}, t('offline-your-games')),
      games.length
        ? h(
            'ul',
            { id: 'offline-games' },
            games.map((g) =>
              h(
                'li',
                {},
                withNodes(
                  'offline-game-line',
                  { game: link(`#offline/${g.table}`, t('offline-game', { id: g.table })) },
                  { level: levelName(g.game.level), target: g.game.target, standing: standing(g) },
                ),
                g.update.status === 'over'
                  ? [' · ', link(`#offline-replay/${g.table}`, t('offline-replay')), ' · ', link(`#offline-review/${g.table}/0`, t('offline-review'))]
                  : null,
              ),
            ),
          )
        : h('p', { class: 'muted' }, t('offline-none')),
    ),
  );
}
