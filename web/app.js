// The shell: finds who is signed in, then shows the page the address names
// (#table/12, #player/ann, #replay/12, #review/12, #tutorial, ...). Each page lives in its own
// module; what they share (the user, the header, the socket) is session.js.
// Anyone may read the rules, the leaderboard, players, replays and reviews; the lobby
// and the tables need a player (a guest will do, made at once for a table's link).

import { hideStarted, showInvited, showStarted, showTournamentEnded } from './banner.js';
import { hideChat, showChat } from './chat.js';
import { howToPlay } from './how-to-play.js';
import { lobby } from './lobby.js';
import { arrived, mayLeave } from './navigation.js';
import { connect, disconnect, listen, listenAlways, navigate, refreshMe, session, setRouter, showMe } from './session.js';
import { keepGames, signIn } from './signin.js';
import { play, soundSwitch } from './sounds.js';
import { closeTable, openTable } from './table.js';
import { api, h } from './ui.js';

const app = /** @type {HTMLElement} */ (document.getElementById('app'));
/** The pages a signed-out visitor may read. */
const PUBLIC = new Set(['how-to-play', 'leaderboard', 'player', 'replay', 'review', 'tournament', 'tournaments', 'tutorial']);

/** Shows the page the address names: a table, a player, a replay, ... */
async function route() {
  arrived(location.hash);
  showMe();
  const [page, arg, extra] = location.hash.slice(1).split('/');
  if (page !== 'table') closeTable();
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
  if (page === 'table' && Number(arg)) {
    hideStarted(Number(arg));
    // A private table's link carries its key: #table/12/<key>.
    openTable(Number(arg), extra || null);
    return showChat(Number(arg));
  }
  if (session.me) listen(() => {});
  if (page === 'how-to-play') return howToPlay();
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
  };
  if (!pages[page]) {
    lobby();
    return showChat(null);
  }
  app.replaceChildren(h('p', {}, 'Loading…'));
  try {
    const shown = await pages[page]();
    app.replaceChildren(shown, h('p', {}, h('button', { onclick: () => navigate('') }, session.me ? 'Back to the lobby' : 'Sign in to play')));
  } catch (e) {
    app.replaceChildren(
      h(
        'div',
        { class: 'card' },
        h('p', { class: 'error', role: 'alert' }, /** @type {Error} */ (e).message),
        h('button', { onclick: () => navigate('') }, session.me ? 'Back to the lobby' : 'Sign in to play'),
      ),
    );
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
    const text = `${message.name}, round ${message.round}: your game against ${message.opponent} has started, and your clock runs on your turn. `;
    if (location.hash !== `#table/${message.table}`) showStarted(message, text);
  }
  if (message.type === 'tournament_ended') {
    refreshMe().catch(() => {});
    showTournamentEnded(message);
  }
});

// An invitation to a table shows wherever the player is; accepting takes the seat.
listenAlways((/** @type {any} */ message) => {
  if (message.type !== 'invited') return;
  play('started');
  // A private table's invitation carries its key, as its link does.
  showInvited(message, async () => {
    await api(`/api/tables/${message.table}/join`, message.key ? { key: message.key } : {});
    navigate(message.key ? `#table/${message.table}/${message.key}` : `#table/${message.table}`);
  });
});

// ---------------------------------------------------------------- start
document.getElementById('who')?.before(soundSwitch());
// The socket opens beside the session lookup, not after it: a table needs
// both. Without a session the server refuses it, and it is closed here (a
// guest made later for a table's link opens another).
connect();
refreshMe()
  .catch(() => disconnect())
  .finally(() => route());
