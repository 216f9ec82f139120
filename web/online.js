// Who is in the room, for the lobby: a count, names with ratings, and how
// many games are live (GET /api/online). Asked again on each lobby message,
// which the server pushes whenever someone comes or goes.

import { api, h, link } from './ui.js';

/** @typedef {{count: number, live: number, players: {name: string, guest: boolean, rating: number | null}[]}} Online */

/** The card, and a function that fills it afresh. */
export function onlineCard() {
  const summary = h('p', { id: 'online-count' }, 'Looking…');
  const list = h('ul', { class: 'online', id: 'online-players' });
  const card = h('div', { class: 'card', id: 'online' }, h('h2', {}, 'In the room'), summary, list);
  const refresh = async () => {
    try {
      /** @type {Online} */
      const o = await api('/api/online');
      summary.textContent = `${o.count} online · ${o.live} ${o.live === 1 ? 'game' : 'games'} being played`;
      list.replaceChildren(
        ...o.players.map((p) =>
          h(
            'li',
            { 'data-name': p.name },
            p.guest ? p.name : link(`#player/${encodeURIComponent(p.name)}`, p.name),
            ` · ${p.rating == null ? 'unrated' : Math.round(p.rating)}`,
          ),
        ),
      );
    } catch {
      summary.textContent = 'Could not see who is online.';
    }
  };
  return { card, refresh };
}
