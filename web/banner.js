// The banner that tells a host, on whatever page they are, that someone has
// joined their table and the game has started.

import { h, link } from './ui.js';

/**
 * Shows the banner for a `started` frame: who joined and a link to the table.
 * @param {{table: number, opponent: string}} started
 */
export function showStarted(started) {
  document.getElementById('started-banner')?.remove();
  const banner = h(
    'div',
    { id: 'started-banner', class: 'banner', role: 'alert' },
    h('span', {}, `${started.opponent} joined your table: the game has started, and your clock runs on your turn. `),
    link(`#table/${started.table}`, 'Go to the table', { id: 'go-to-table', class: 'button primary' }),
    h('button', { class: 'dismiss', 'aria-label': 'Close', onclick: () => banner.remove() }, '×'),
  );
  banner.querySelector('a')?.addEventListener('click', () => banner.remove());
  document.body.prepend(banner);
}

/** Takes the banner away (once its table is on screen). */
export const hideStarted = (/** @type {number} */ table) => {
  const banner = document.getElementById('started-banner');
  if (banner?.querySelector(`a[href="#table/${table}"]`)) banner.remove();
};
