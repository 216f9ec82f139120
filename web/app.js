// The shell: finds who is signed in, then shows the page the address names
// (#table/12, #player/ann, #replay/12, #review/12, #tutorial, ...). Each page lives in its own
// module; what they share (the user, the header, the socket) is session.js.
// Anyone may read the rules, the leaderboard, players, replays and reviews; the lobby
// and the tables need a player (a guest will do, made at once for a table's link).

import { hideStarted, showDeclined, showInvited, showStarted, showTournamentEnded } from './banner.js';
import { hideChat, showChat } from './chat.js';
import { chosen, LANGUAGE_KEY, LANGUAGES, language, load, more, shownName, speaks, t } from './i18n.js';
import { lobby } from './lobby.js';
import { arrived, mayLeave } from './navigation.js';
import { connect, disconnect, listen, listenAlways, navigate, refreshMe, session, setRouter, showMe } from './session.js';
import { keepGames, signIn } from './signin.js';
import { play, soundSwitch } from './sounds.js';
import { closeTable, openTable } from './table.js';
import { api, h, keepOffline, keepWords, link } from './ui.js';

const app = /** @type {HTMLElement} */ (document.getElementById('app'));
/** The pages a signed-out visitor may read. */
const PUBLIC = new Set([
  'how-to-play',
  'leaderboard',
  'offline',
  'offline-record',
  'offline-replay',
  'offline-review',
  'player',
  'replay',
  'review',
  'tournament',
  'tournaments',
  'tutorial',
]);
/** The room did not answer at all (no network, or the server is down): the offline pages still work. */
let unreachable = false;
/** This tab has shown the signed-in player's account language (their id): a later pick here stands. */
const LANGUAGE_APPLIED = 'languageApplied';
/** How often a page that could not reach the room asks it again. */
const ASK_AGAIN_MS = 15_000;
/** How long after a later visit's start the offline engine is fetched and kept. */
const KEEP_OFFLINE_AFTER_MS = 3000;

/** Shows the page the address names: a table, a player, a replay, ... */
async function route() {
  // A player's account keeps the language they chose, wherever they sign
  // in: said once per tab and player, so that a pick in this tab (its
  // account's copy on its way, or lost) is never undone here.
  const theirs = session.me?.language ? speaks(session.me.language) : null;
  if (session.me && sessionStorage.getItem(LANGUAGE_APPLIED) !== String(session.me.id)) {
    sessionStorage.setItem(LANGUAGE_APPLIED, String(session.me.id));
    if (theirs && theirs !== language) {
      localStorage.setItem(LANGUAGE_KEY, theirs);
      await load(theirs).catch(() => {});
      showShell();
    }
  }
  arrived(location.hash);
  showMe();
  // A new page starts at its top, wherever the last one was scrolled to (a
  // tall form's focused field, say).
  window.scrollTo(0, 0);
  const [page, arg, extra] = location.hash.slice(1).split('/');
  if (page !== 'table') closeTable();
  // With no room to sign in to, the computer can still be played offline.
  if (!session.me && unreachable && !PUBLIC.has(page)) return navigate('#offline');
  // A table's link works for anyone: a visitor with no session becomes a
  // guest, who may watch it (docs/protocol.md, "Watching").
  if (!session.me && page === 'table' && Number(arg)) {
    try {
      session.me = await api('/api/guest', {});
      showMe();
    } catch {
      return signIn();
    }
  }
  hideChat();
  if (!session.me && !PUBLIC.has(page)) return signIn();
  // The pages fetched when opened bring their words with them (web/i18n.js).
  if (!['', 'table', 'register'].includes(page)) await more().catch(() => {});
  if (page === 'offline' && Number(arg)) {
    // The socket's frames are for the room's tables, not this one.
    if (session.me) listen(() => {});
    return offlineModule()
      .then(({ offlineTable }) => offlineTable(Number(arg)))
      .catch((e) => shown(Promise.reject(e)));
  }
  if (page === 'table' && Number(arg)) {
    hideStarted(Number(arg));
    // A private table's link carries its key: #table/12/<key>.
    openTable(Number(arg), extra || null);
    return showChat(Number(arg));
  }
  if (session.me) listen(() => {});
  if (page === 'how-to-play') return (await import('./how-to-play.js')).howToPlay();
  // Pages few visits need (and the pages around the tables: the leaderboard,
  // a player's, a replay) are fetched when first opened (tests/browser/weight.test.js).
  if (page === 'tutorial') return (await import('./tutorial.js')).tutorial();
  if (page === 'register' && session.me?.guest) return keepGames();
  /** @type {Record<string, () => Promise<HTMLElement>>} */
  const pages = {
    leaderboard: async () => (await import('./pages.js')).leaderboard(),
    player: async () => (await import('./pages.js')).profile(decodeURIComponent(arg)),
    replay: async () => (await import('./pages.js')).replay(Number(arg)),
    review: async () => (await import('./review.js')).review(Number(arg), extra === undefined ? null : Number(extra)),
    tournaments: async () => (await import('./tournaments.js')).tournaments(),
    tournament: async () => (await import('./tournaments.js')).tournament(Number(arg)),
    offline: async () => (await offlineModule()).offlinePage(unreachable),
    'offline-replay': async () => {
      const offline = await offlineModule();
      const replay = await offline.offlineReplay(Number(arg));
      return (await import('./pages.js')).replay(Number(arg), { replay, links: offline.offlineLinks(Number(arg)) });
    },
    'offline-review': async () => {
      const offline = await offlineModule();
      const review = await offline.offlineReview(Number(arg), Number(extra ?? 0));
      return (await import('./review.js')).review(Number(arg), Number(extra ?? 0), { review, links: offline.offlineLinks(Number(arg)) });
    },
    'offline-record': async () => (await offlineModule()).recordPage(Number(arg)),
  };
  if (!pages[page]) {
    lobby();
    return showChat(null);
  }
  return shown(pages[page]());
}

/** The offline pages' module; when it cannot be fetched, why. */
async function offlineModule() {
  try {
    return await import('./offline.js');
  } catch {
    throw new Error(unreachable ? t('app-offline-not-kept') : t('app-offline-not-loaded'));
  }
}

/** A page once it is built, with the way back; or what kept it from being built. @param {Promise<HTMLElement>} building */
async function shown(building) {
  app.replaceChildren(h('p', {}, t('loading')));
  // Offline, the way back is to the offline games; online, the lobby (or signing in).
  const offlinePage = location.hash.startsWith('#offline');
  const back =
    unreachable || offlinePage
      ? link('#offline', t('app-your-offline-games'), { class: 'button' })
      : h('button', { onclick: () => navigate('') }, session.me ? t('app-back-to-lobby') : t('app-sign-in-to-play'));
  try {
    app.replaceChildren(await building, h('p', {}, offlinePage && !unreachable ? [back, ' ', link('#', t('app-the-room'), { class: 'button' })] : back));
  } catch (e) {
    // A fetch that failed outright: the room is not there (no network, or it is down).
    const message = e instanceof TypeError ? t('app-room-unreachable') : /** @type {Error} */ (e).message;
    app.replaceChildren(h('div', { class: 'card' }, h('p', { class: 'error', role: 'alert' }, message), back));
  }
}
setRouter(route);
window.addEventListener('hashchange', () => {
  if (mayLeave(location.hash)) route();
});

// A host is told that their game has started wherever they are in the site.
listenAlways((/** @type {any} */ message) => {
  if (message.type !== 'started') return;
  play('started');
  refreshMe().catch(() => {});
  if (location.hash !== `#table/${message.table}`) showStarted(message);
});

// A tournament seats its players wherever they are in the site: their game has started.
listenAlways((/** @type {any} */ message) => {
  if (message.type === 'tournament_game') {
    play('started');
    const text = `${t('app-tournament-game-started', { tournament: message.name, round: message.round, opponent: shownName(message.opponent) })} `;
    if (location.hash !== `#table/${message.table}`) showStarted(message, text);
  }
  if (message.type === 'tournament_ended') {
    refreshMe().catch(() => {});
    showTournamentEnded(message);
  }
});

/**
 * Offers an invitation (an `invited` frame, or one waiting since before
 * this page opened): accepting takes the seat, declining tells the host.
 * @param {any} message
 */
function offerInvitation(message) {
  // A private table's invitation carries its key, as its link does.
  showInvited(
    message,
    async () => {
      await api(`/api/tables/${message.table}/join`, message.key ? { key: message.key } : {});
      navigate(message.key ? `#table/${message.table}/${message.key}` : `#table/${message.table}`);
    },
    async () => {
      if (message.invitation) await api(`/api/invitations/${message.invitation}/decline`, {});
    },
  );
}

// An invitation to a table shows wherever the player is.
listenAlways((/** @type {any} */ message) => {
  if (message.type === 'invitation_declined') return showDeclined(message);
  if (message.type !== 'invited') return;
  play('started');
  offerInvitation(message);
});

/** The newest invitation that waited for this page, if any (signed-up players only). */
async function offerWaitingInvitation() {
  if (!session.me || session.me.guest) return;
  /** @type {{invitations: any[]}} */
  const { invitations } = await api('/api/me/invitations');
  if (invitations[0]) offerInvitation(invitations[0]);
}

/** The header's words in the language shown, and the switch between languages. */
function showShell() {
  const nav = document.querySelector('header nav');
  nav?.replaceChildren(link('#tournaments', t('nav-tournaments')), link('#leaderboard', t('nav-leaderboard')), link('#how-to-play', t('nav-how-to-play')));
  document.querySelector('header .brand')?.replaceChildren(t('brand'));
  document.title = t('app-title');
  const picker = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      {
        id: 'language',
        class: 'language',
        'aria-label': t('language-label'),
        title: t('language-label'),
        onchange: () => switchLanguage(/** @type {any} */ (picker.value)),
      },
      ...LANGUAGES.map(([tag, name]) => h('option', { value: tag, lang: tag, selected: tag === language }, name)),
    )
  );
  document.getElementById('language')?.remove();
  document.getElementById('sound-switch')?.remove();
  document.getElementById('who')?.before(soundSwitch(), picker);
  showMe();
}

/**
 * Shows the room in `lang` from now on: kept in this browser and, signed
 * in, on the account; the page is built again in it.
 * @param {import('./i18n.js').Language} lang
 */
async function switchLanguage(lang) {
  const picker = /** @type {HTMLSelectElement | null} */ (document.getElementById('language'));
  if (picker) picker.disabled = true;
  localStorage.setItem(LANGUAGE_KEY, lang);
  if (session.me) {
    sessionStorage.setItem(LANGUAGE_APPLIED, String(session.me.id));
    await api('/api/me/language', { language: lang }).catch(() => {});
  }
  // The page is built again from the start: every part of it in the new words.
  location.reload();
}

// ---------------------------------------------------------------- start
// The socket opens beside the session lookup, not after it: a table needs
// both. Without a session the server refuses it, and it is closed here (a
// guest made later for a table's link opens another).
connect();
/**
 * Whether an answer (or its absence) says the room is not there: a fetch
 * that failed outright (no network), or a proxy's 502 to 504 (no room
 * behind it); not a refusal from the room itself.
 * @param {any} e
 */
const roomAbsent = (e) => e instanceof TypeError || [502, 503, 504].includes(e?.status);
// The catalogue of the browser's language (or the one chosen here) comes
// with the session; English if it cannot be had.
const words = load(chosen())
  .catch(() => load('en'))
  .catch(() => {})
  .then(showShell);
refreshMe()
  .catch((e) => {
    unreachable = roomAbsent(e);
    disconnect();
  })
  .finally(() =>
    words
      .then(route)
      .then(offerWaitingInvitation)
      .catch(() => {}),
  );
// The network is back (or the room, which no event tells): ask the room
// again, and leave the offline-only pages' rule.
const askTheRoomAgain = () => {
  if (!unreachable) return;
  refreshMe()
    .then(() => {
      unreachable = false;
      connect();
      route();
    })
    .catch((e) => {
      unreachable = roomAbsent(e);
      if (!unreachable) route();
    });
};
window.addEventListener('online', askTheRoomAgain);
setInterval(askTheRoomAgain, ASK_AGAIN_MS);

// The room installs as an app and opens with no network (sw.js, docs/offline.md).
navigator.serviceWorker?.register('/sw.js').catch(() => {});
// The words were fetched before the worker was in control: it keeps them now.
words.then(keepWords);
// From the second visit on, once the page is idle, what offline play needs is
// fetched and kept (never on the first visit: tests/browser/weight.test.js).
const visits = Number(localStorage.getItem('visits') ?? 0) + 1;
localStorage.setItem('visits', String(visits));
if (visits > 1)
  setTimeout(() => {
    keepOffline();
    Promise.all([import('./offline.js'), import('./pages.js'), import('./review.js'), more()]).catch(() => {});
  }, KEEP_OFFLINE_AFTER_MS);
