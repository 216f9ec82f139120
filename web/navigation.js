// Moving between the site's pages. Every page has its own address (#table/12,
// #player/ann, ...), so the browser's Back and Forward move between pages.
// Leaving a live game that has a clock asks its players first (never a watcher), inside the site and when
// the tab is closed or reloaded: the clock keeps running on one's turn.

import { t } from './i18n.js';
import { listenAlways, setLeaveGuard } from './session.js';

/** The latest table update the socket brought (any table). @type {{table: number, status: string, watching?: boolean, settings?: {minutes: number | null}} | null} */
let latest = null;
listenAlways((message) => {
  if (message.type === 'table') latest = message;
});

/** The address of the page on screen. */
let shown = location.hash;

/** Whether the page at `hash` is a live game with a clock that this player plays (a watcher leaves freely). */
function isLiveClockedGame(/** @type {string} */ hash) {
  const table = /^#table\/(\d+)(?:\/[0-9a-fA-F]+)?$/.exec(hash)?.[1];
  return Boolean(table && latest && latest.table === Number(table) && latest.status === 'live' && !latest.watching && latest.settings?.minutes != null);
}

/** The page at `hash` is on screen now. */
export const arrived = (/** @type {string} */ hash) => {
  shown = hash;
};

/**
 * The address has changed to `hash`: may the page on screen go? If the player
 * would rather stay at their clocked game, the address goes back to it.
 */
export function mayLeave(/** @type {string} */ hash) {
  if (hash === shown || !isLiveClockedGame(shown)) return true;
  if (confirm(t('navigation-leave-confirm'))) {
    shown = hash;
    return true;
  }
  history.replaceState(null, '', shown);
  return false;
}
setLeaveGuard(mayLeave);

// Closing or reloading the tab while at a live clocked game asks first.
window.addEventListener('beforeunload', (event) => {
  if (isLiveClockedGame(location.hash)) event.preventDefault();
});
