// The shell: finds who is signed in, then shows the page the address names
// (#table/12, #player/ann, #replay/12, ...). Each page lives in its own
// module; what they share (the user, the header, the socket) is session.js.

import { hideStarted, showStarted } from './banner.js';
import { howToPlay } from './how-to-play.js';
import { lobby } from './lobby.js';
import { leaderboard, profile, replay } from './pages.js';
import { connect, listen, listenAlways, navigate, refreshMe, session, setRouter, showMe } from './session.js';
import { signIn } from './signin.js';
import { play, soundSwitch } from './sounds.js';
import { closeTable, openTable } from './table.js';
import { h } from './ui.js';

const app = /** @type {HTMLElement} */ (document.getElementById('app'));

/** Shows the page the address names: a table, a player, a replay, ... */
async function route() {
  if (!session.me) return signIn();
  showMe();
  const [page, arg] = location.hash.slice(1).split('/');
  if (page !== 'table') closeTable();
  if (page === 'table' && Number(arg)) {
    hideStarted(Number(arg));
    return openTable(Number(arg));
  }
  listen(() => {});
  if (page === 'how-to-play') return howToPlay();
  /** @type {Record<string, () => Promise<HTMLElement>>} */
  const pages = { leaderboard, player: () => profile(decodeURIComponent(arg)), replay: () => replay(Number(arg)) };
  if (!pages[page]) return lobby();
  app.replaceChildren(h('p', {}, 'Loading…'));
  try {
    const shown = await pages[page]();
    app.replaceChildren(shown, h('p', {}, h('button', { onclick: () => navigate('') }, 'Back to the lobby')));
  } catch (e) {
    app.replaceChildren(
      h(
        'div',
        { class: 'card' },
        h('p', { class: 'error', role: 'alert' }, /** @type {Error} */ (e).message),
        h('button', { onclick: () => navigate('') }, 'Back to the lobby'),
      ),
    );
  }
}
setRouter(route);
window.addEventListener('hashchange', route);

// A host is told that their game has started wherever they are in the site.
listenAlways((/** @type {any} */ message) => {
  if (message.type !== 'started') return;
  play('started');
  refreshMe().catch(() => {});
  if (location.hash !== `#table/${message.table}`) showStarted(message);
});

// ---------------------------------------------------------------- start
document.getElementById('who')?.before(soundSwitch());
refreshMe()
  .then(() => {
    connect();
    return route();
  })
  .catch(() => signIn());
