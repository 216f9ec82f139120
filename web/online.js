// Who is in the room, for the lobby: a count, names with ratings, and how
// many games are live (GET /api/online). Asked again on each lobby message,
// which the server pushes whenever someone comes or goes.

import { shownName, t } from './i18n.js';
import { api, h, link } from './ui.js';

/** @typedef {{count: number, live: number, players: {name: string, guest: boolean, rating: number | null}[]}} Online */

/** @typedef {{id: number, wager: number, target: number, host: string}} Listed */

/** The ways the open tables can be sorted, each with its name's message. */
export const SORTS = /** @type {const} */ ([
  ['newest', 'lobby-sort-newest'],
  ['wager', 'lobby-sort-wager'],
  ['target', 'form-target'],
  ['rating', 'lobby-sort-rating'],
]);

/**
 * The open tables in the chosen order, highest first (newest: as the server
 * lists them). A host's rating comes from who is online (a host is always
 * online); unrated or unknown hosts sort last.
 * @template {Listed} T
 * @param {T[]} tables @param {string} by @param {Map<string, number | null>} ratings
 * @returns {T[]}
 */
export function sortTables(tables, by, ratings) {
  /** @type {(t: T) => number} */
  const key = by === 'wager' ? (t) => t.wager : by === 'target' ? (t) => t.target : by === 'rating' ? (t) => ratings.get(t.host) ?? -1 : () => 0;
  return tables
    .map((t, i) => ({ t, i }))
    .sort((a, b) => key(b.t) - key(a.t) || a.i - b.i)
    .map(({ t }) => t);
}

/** The card, a function that fills it afresh, and the ratings it last saw by name. */
export function onlineCard() {
  /** @type {Map<string, number | null>} */
  const ratings = new Map();
  const summary = h('p', { id: 'online-count' }, t('lobby-online-looking'));
  const list = h('ul', { class: 'online', id: 'online-players' });
  const card = h('div', { class: 'card', id: 'online' }, h('h2', {}, t('lobby-online-title')), summary, list);
  /**
   * @param {number | null} [listed] how many games being played the lobby lists (its public ones);
   *   the rest of the room's count are private, and said so, so the count matches the list
   */
  const refresh = async (listed = null) => {
    try {
      /** @type {Online} */
      const o = await api('/api/online');
      ratings.clear();
      for (const p of o.players) ratings.set(p.name, p.rating);
      const hidden = listed == null ? 0 : Math.max(0, o.live - listed);
      const playing = hidden ? t('lobby-online-live-private', { count: o.live, hidden }) : t('lobby-online-live', { count: o.live });
      summary.textContent = `${t('lobby-online-count', { count: o.count })} · ${playing}`;
      list.replaceChildren(
        ...o.players.map((p) =>
          h(
            'li',
            { 'data-name': p.name },
            p.guest ? shownName(p.name) : link(`#player/${encodeURIComponent(p.name)}`, shownName(p.name)),
            ` · ${p.rating == null ? t('lobby-online-unrated') : Math.round(p.rating)}`,
          ),
        ),
      );
    } catch {
      summary.textContent = t('lobby-online-failed');
    }
  };
  return { card, refresh, ratings };
}
