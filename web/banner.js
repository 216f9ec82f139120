// The banners that tell a player, on whatever page they are, that someone
// has joined their table and the game has started, invites them to a table
// or declined their invitation.

import { shownName, t } from './i18n.js';
import { settingsLine } from './table-form.js';
import { h, link } from './ui.js';

/**
 * Shows the banner for a `started` frame: who joined and a link to the table
 * (or, for a tournament's game, `text` saying which).
 * @param {{table: number, opponent: string}} started @param {string} [text]
 */
export function showStarted(started, text) {
  document.getElementById('started-banner')?.remove();
  const banner = h(
    'div',
    { id: 'started-banner', class: 'banner', role: 'alert' },
    h('span', {}, text ?? `${t('banner-started', { name: shownName(started.opponent) })} `),
    link(`#table/${started.table}`, t('banner-go-to-table'), { id: 'go-to-table', class: 'button primary' }),
    h('button', { class: 'dismiss', 'aria-label': t('banner-close'), onclick: () => banner.remove() }, '×'),
  );
  banner.querySelector('a')?.addEventListener('click', () => banner.remove());
  document.body.prepend(banner);
}

/** Takes the banner away (once its table is on screen). */
export const hideStarted = (/** @type {number} */ table) => {
  const banner = document.getElementById('started-banner');
  if (banner?.querySelector(`a[href="#table/${table}"]`)) banner.remove();
};

/** @typedef {{table: number, from: string, invitation?: number, settings: {draw: number, target: number, minutes: number | null, wager: number}}} Invitation */

/**
 * Shows the banner for an `invited` frame: who invites, to what, with Accept
 * (`accept`, which takes the seat; its refusal is shown) and Decline
 * (`decline`, which tells the host).
 * @param {Invitation} invited @param {() => Promise<void>} accept @param {() => Promise<void>} decline
 */
export function showInvited(invited, accept, decline) {
  document.getElementById('invited-banner')?.remove();
  const s = invited.settings;
  const error = h('span', { class: 'error', role: 'alert' });
  const banner = h(
    'div',
    { id: 'invited-banner', class: 'banner', role: 'alert', 'data-table': invited.table },
    h('span', {}, t('banner-invited', { name: shownName(invited.from), settings: settingsLine(s) })),
    h(
      'button',
      {
        class: 'primary',
        id: 'accept-invitation',
        onclick: () =>
          accept()
            .then(() => banner.remove())
            .catch((/** @type {Error} */ e) => {
              error.textContent = e.message;
            }),
      },
      t('banner-accept'),
    ),
    h(
      'button',
      {
        id: 'decline-invitation',
        onclick: () => {
          banner.remove();
          decline().catch(() => {});
        },
      },
      t('banner-decline'),
    ),
    error,
  );
  document.body.prepend(banner);
}

/**
 * Shows the banner for an `invitation_declined` frame: who said no.
 * @param {{by: string, table: number}} declined
 */
export function showDeclined(declined) {
  document.getElementById('declined-banner')?.remove();
  const banner = h(
    'div',
    { id: 'declined-banner', class: 'banner', role: 'status' },
    h('span', {}, `${t('banner-declined', { name: shownName(declined.by) })} `),
    h('button', { class: 'dismiss', 'aria-label': t('banner-close'), onclick: () => banner.remove() }, '×'),
  );
  document.body.prepend(banner);
}

/**
 * Shows the banner for a `tournament_ended` frame (the seated banner goes):
 * the results are on the tournament's page.
 * @param {{tournament: number, name: string, status: string}} ended
 */
export function showTournamentEnded(ended) {
  document.getElementById('started-banner')?.remove();
  document.getElementById('ended-banner')?.remove();
  const text = `${ended.status === 'over' ? t('banner-tournament-over', { name: ended.name }) : t('banner-tournament-cancelled', { name: ended.name })} `;
  const banner = h(
    'div',
    { id: 'ended-banner', class: 'banner', role: 'alert' },
    h('span', {}, text),
    link(`#tournament/${ended.tournament}`, t('banner-see-results'), { class: 'button primary' }),
    h('button', { class: 'dismiss', 'aria-label': t('banner-close'), onclick: () => banner.remove() }, '×'),
  );
  banner.querySelector('a')?.addEventListener('click', () => banner.remove());
  document.body.prepend(banner);
}
