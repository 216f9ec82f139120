// Inviting a player from their page: the person form (private by default)
// opens the table, the server tells the player (`invited`), and the host
// waits at the table with its link (docs/protocol.md, "Inviting a player").

import { shownName, t } from './i18n.js';
import { navigate } from './session.js';
import { personForm, tableBody } from './table-form.js';
import { api, h, submitter, whileBusy } from './ui.js';

/** The invite button, and the form it opens, for player `name`. @param {string} name */
export function inviteCard(name) {
  const error = h('p', { class: 'error', role: 'alert' });
  const form = /** @type {HTMLFormElement} */ (personForm({ id: 'invite-form', submit: t('invite-submit', { name: shownName(name) }), private: true }));
  form.hidden = true;
  const open = h(
    'button',
    {
      class: 'primary',
      id: 'invite',
      onclick: () => {
        form.hidden = false;
        open.hidden = true;
      },
    },
    t('invite-open'),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    await whileBusy(submitter(event), async () => {
      /** @type {number | null} */
      let table = null;
      try {
        /** @type {string | undefined} */
        let key;
        ({ table, key } = await api('/api/tables', tableBody(form, 'person')));
        await api(`/api/players/${encodeURIComponent(name)}/invite`, { table });
        navigate(key ? `#table/${table}/${key}` : `#table/${table}`);
      } catch (e) {
        // A table opened for an invitation that could not be sent is closed again.
        if (table != null) api(`/api/tables/${table}/leave`, {}).catch(() => {});
        error.textContent = /** @type {Error} */ (e).message;
      }
    });
  });
  return h('div', { id: 'invite-card' }, open, form, error);
}
