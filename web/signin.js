// The sign-in page: play as a guest, sign in or register.

import { t } from './i18n.js';
import { disconnect, navigate, session } from './session.js';
import { withNodes } from './table-form.js';
import { AVATAR, api, h, link } from './ui.js';

/** The pictures' names, each a message (the picture's value stays the API's). @type {Record<string, string>} */
const AVATAR_WORDS = {
  fox: 'signin-avatar-fox',
  owl: 'signin-avatar-owl',
  cat: 'signin-avatar-cat',
  bear: 'signin-avatar-bear',
  frog: 'signin-avatar-frog',
  whale: 'signin-avatar-whale',
  tiger: 'signin-avatar-tiger',
  panda: 'signin-avatar-panda',
};
/** A picture's name in the language shown. @param {string} a */
const avatarWord = (a) => (AVATAR_WORDS[a] ? t(AVATAR_WORDS[a]) : a);

/** The page a visitor was sent here from (a table whose seat they came to take), once. */
function cameFrom() {
  const back = sessionStorage.getItem('returnTo');
  sessionStorage.removeItem('returnTo');
  return back;
}

export function signIn() {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const error = h('p', { class: 'error', role: 'alert' });
  const name = /** @type {HTMLInputElement} */ (h('input', { name: 'name', autocomplete: 'username', required: true }));
  const password = /** @type {HTMLInputElement} */ (h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true }));
  const pick = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { name: 'avatar' },
      Object.keys(AVATAR).map((a) => h('option', { value: a }, avatarWord(a))),
    )
  );
  /** @param {string} path */
  const go = (path) => async () => {
    try {
      const wasGuest = session.me?.guest;
      session.me = await api(path, { name: name.value, password: password.value, avatar: pick.value });
      // The socket open was the guest's: the next page opens one as this player.
      if (wasGuest) disconnect();
      navigate(cameFrom() ?? location.hash);
    } catch (e) {
      error.textContent = /** @type {Error} */ (e).message;
    }
  };
  app.replaceChildren(
    h(
      'div',
      { class: 'card' },
      h('h1', {}, t('signin-title')),
      h('p', {}, t('signin-intro')),
      h(
        'button',
        {
          class: 'primary',
          id: 'guest',
          onclick: async () => {
            session.me = await api('/api/guest', {});
            navigate(location.hash);
          },
        },
        t('signin-guest'),
      ),
      h('p', { class: 'muted' }, withNodes('signin-offline-note', { link: link('#offline', t('signin-offline-link'), { id: 'signin-offline' }) })),
      h('h2', {}, t('signin-or-sign-in')),
      h('label', {}, t('signin-name'), name),
      h('label', {}, t('signin-password'), password),
      h('label', {}, t('signin-picture-new'), pick),
      h(
        'div',
        {},
        h('button', { id: 'login', onclick: go('/api/login') }, t('signin-sign-in')),
        ' ',
        h('button', { id: 'register', onclick: go('/api/register') }, t('signin-register')),
      ),
      error,
      h(
        'p',
        { class: 'muted' },
        withNodes('signin-read-note', {
          rules: link('#how-to-play', t('signin-rules-link'), { id: 'read-rules' }),
          tutorial: link('#tutorial', t('signin-tutorial-link'), { id: 'signin-tutorial' }),
          leaderboard: link('#leaderboard', t('signin-leaderboard-link')),
        }),
      ),
    ),
  );
}

/** A guest registers in place: the same player, with their games and tables kept. */
export function keepGames() {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const error = h('p', { class: 'error', role: 'alert' });
  const name = /** @type {HTMLInputElement} */ (h('input', { name: 'name', autocomplete: 'username', required: true }));
  const password = /** @type {HTMLInputElement} */ (h('input', { name: 'password', type: 'password', autocomplete: 'new-password', required: true }));
  const pick = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { name: 'avatar' },
      Object.keys(AVATAR).map((a) => h('option', { value: a, selected: a === session.me?.avatar }, avatarWord(a))),
    )
  );
  const form = h(
    'form',
    { class: 'card', id: 'keep-games-form' },
    h('h2', {}, t('signin-keep-games')),
    h('p', {}, t('signin-keep-games-text')),
    h('label', {}, t('signin-name'), name),
    h('label', {}, t('signin-password'), password),
    h('label', {}, t('signin-picture'), pick),
    h('div', {}, h('button', { class: 'primary', type: 'submit', id: 'register' }, t('signin-register'))),
    error,
    h(
      'p',
      {},
      withNodes('signin-already-registered', {
        signin: h('button', { type: 'button', class: 'link', id: 'sign-in-instead', onclick: () => signIn() }, t('signin-sign-in')),
      }),
    ),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      session.me = await api('/api/register', { name: name.value, password: password.value, avatar: pick.value });
      navigate(cameFrom() ?? '');
    } catch (e) {
      error.textContent = /** @type {Error} */ (e).message;
    }
  });
  app.replaceChildren(form);
}
