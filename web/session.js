// What every page shares: who is signed in (and the header that shows it),
// the one WebSocket, and moving between pages.

import { loaded, t } from './i18n.js';
import { api, avatarBadge, h, link } from './ui.js';

/** The browser's note that the guided first game was finished (tutorial.js; the lobby stops offering it). */
export const TUTORIAL_DONE = 'tutorialDone';

/** @typedef {{id: number, name: string, avatar: string, chips: number, guest: boolean, language?: string | null}} User */

/** The signed-in user, or null. */
/** @type {{me: User | null}} */
export const session = { me: null };

/** The header: who is signed in, and the chips they have available. */
export function showMe() {
  const who = document.getElementById('who');
  // Nothing to say before the words are there (app.js shows it once they are).
  if (!who || !loaded()) return;
  const me = session.me;
  if (!me) {
    who.replaceChildren(link('#sign-in', t('session-sign-in'), { id: 'sign-in' }));
    return;
  }
  who.replaceChildren(
    avatarBadge(me.avatar),
    ' ',
    link(`#player/${encodeURIComponent(me.name)}`, me.name, { id: 'me' }),
    me.guest ? ` · ${t('session-guest')}` : h('span', { id: 'chips', title: t('session-chips-title') }, ` · ${t('session-chips', { count: me.chips })}`),
    ...(me.guest
      ? [
          link('#register', t('session-register'), {
            id: 'keep-games',
            title: t('session-register-title'),
            // From a table's page (its link was opened), back to it afterwards.
            onclick: () => location.hash.startsWith('#table/') && sessionStorage.setItem('returnTo', location.hash),
          }),
        ]
      : []),
    h('button', { class: 'link', id: 'sign-out', onclick: () => signOut().catch(() => {}) }, t('session-sign-out')),
  );
}

/** Whether the page on screen may go (navigation.js asks about a live clocked game). */
/** @type {(hash: string) => boolean} */
let mayGo = () => true;
export const setLeaveGuard = (/** @type {(hash: string) => boolean} */ f) => {
  mayGo = f;
};

/** Signs out: the session ends on the server, the socket closes, the sign-in page shows. */
export async function signOut() {
  if (!mayGo('')) return;
  await api('/api/logout', {});
  disconnect();
  session.me = null;
  showMe();
  navigate('');
}

/** Asks the server who is signed in (and their chips now), and shows it. */
export async function refreshMe() {
  session.me = await api('/api/me');
  showMe();
  return session.me;
}

// ---------------------------------------------------------------- socket
/** @type {WebSocket | null} */
let socket = null;
/** @type {Set<(message: any) => void>} */
const always = new Set();
/** The page's own handler and the message that subscribes it (sent again after a reconnect). */
/** @type {{handler: ((message: any) => void) | null, subscription: object | null}} */
let page = { handler: null, subscription: null };

/** Opens the socket (once); after a drop it reopens and resubscribes the page. */
export function connect() {
  if (socket && socket.readyState <= WebSocket.OPEN) return socket;
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  socket = ws;
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    for (const f of always) f(message);
    page.handler?.(message);
  });
  ws.addEventListener('open', () => {
    if (page.subscription) ws.send(JSON.stringify(page.subscription));
    for (const f of opened) f();
  });
  ws.addEventListener('close', () =>
    setTimeout(() => {
      if (socket === ws && session.me) connect();
    }, 1000),
  );
  return ws;
}

/**
 * Sends a message, once the socket is open.
 * @param {object} message
 */
export function send(message) {
  const ws = connect();
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  else ws.addEventListener('open', () => ws.send(JSON.stringify(message)), { once: true });
}

/**
 * Makes `handler` the page's listener. `subscription` (a `lobby` or `open`
 * message) is sent now and again whenever the socket reconnects.
 * @param {(message: any) => void} handler
 * @param {object | null} [subscription]
 */
export function listen(handler, subscription = null) {
  page = { handler, subscription };
  const ws = connect();
  if (subscription && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(subscription));
}

/** @type {Set<() => void>} */
const opened = new Set();
/** Calls `f` each time the socket opens (again), after the page's subscription. */
export function onOpen(/** @type {() => void} */ f) {
  opened.add(f);
}

/** Adds a listener that stays for every page (the "your game started" banner). */
export function listenAlways(/** @type {(message: any) => void} */ handler) {
  always.add(handler);
}

/** Closes the socket (signing out). */
export function disconnect() {
  const ws = socket;
  socket = null;
  page = { handler: null, subscription: null };
  ws?.close();
}

// ---------------------------------------------------------------- pages
/** Shows `hash`'s address without reloading or re-routing. */
export const at = (/** @type {string} */ hash) => {
  if (location.hash !== hash && !(hash === '' && location.hash === '')) history.replaceState(null, '', hash || location.pathname);
};

/** @type {() => void} */
let router = () => {};
/** The app's router, set once by app.js. */
export const setRouter = (/** @type {() => void} */ f) => {
  router = f;
};
/** Goes to the page `hash` names (and shows it even if the address is already there). */
export function navigate(/** @type {string} */ hash) {
  if (location.hash === hash || (hash === '' && !location.hash)) router();
  else location.hash = hash;
}
