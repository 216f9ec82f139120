// The sign-in page: play as a guest, sign in or register.

import { navigate, session } from './session.js';
import { AVATAR, api, h, link } from './ui.js';

export function signIn() {
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  const error = h('p', { class: 'error', role: 'alert' });
  const name = /** @type {HTMLInputElement} */ (h('input', { name: 'name', autocomplete: 'username', required: true }));
  const password = /** @type {HTMLInputElement} */ (h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true }));
  const pick = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { name: 'avatar' },
      Object.keys(AVATAR).map((a) => h('option', { value: a }, a)),
    )
  );
  /** @param {string} path */
  const go = (path) => async () => {
    try {
      session.me = await api(path, { name: name.value, password: password.value, avatar: pick.value });
      navigate(location.hash);
    } catch (e) {
      error.textContent = /** @type {Error} */ (e).message;
    }
  };
  app.replaceChildren(
    h(
      'div',
      { class: 'card' },
      h('h1', {}, 'All Fives dominoes'),
      h('p', {}, 'Score on every play whose open ends add up to a multiple of five. First to the final score wins.'),
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
        'Play as guest',
      ),
      h('h2', {}, 'Or sign in'),
      h('label', {}, 'Name', name),
      h('label', {}, 'Password', password),
      h('label', {}, 'Picture (new players)', pick),
      h(
        'div',
        {},
        h('button', { id: 'login', onclick: go('/api/login') }, 'Sign in'),
        ' ',
        h('button', { id: 'register', onclick: go('/api/register') }, 'Register'),
      ),
      error,
      h(
        'p',
        { class: 'muted' },
        'No need to sign in to read ',
        link('#how-to-play', 'how to play', { id: 'read-rules' }),
        ', play ',
        link('#tutorial', 'a guided first game', { id: 'signin-tutorial' }),
        ' or see the ',
        link('#leaderboard', 'leaderboard'),
        '.',
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
      Object.keys(AVATAR).map((a) => h('option', { value: a, selected: a === session.me?.avatar }, a)),
    )
  );
  const form = h(
    'form',
    { class: 'card', id: 'keep-games-form' },
    h('h2', {}, 'Register to keep your games'),
    h(
      'p',
      {},
      'Choose a name and a password: you stay the same player, with your games and any game in progress. Registered players get 1,000 chips, a rating, and can play people.',
    ),
    h('label', {}, 'Name', name),
    h('label', {}, 'Password', password),
    h('label', {}, 'Picture', pick),
    h('div', {}, h('button', { class: 'primary', type: 'submit', id: 'register' }, 'Register')),
    error,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      session.me = await api('/api/register', { name: name.value, password: password.value, avatar: pick.value });
      // Back to the table whose seat they came to take, if any.
      const back = sessionStorage.getItem('returnTo') ?? '';
      sessionStorage.removeItem('returnTo');
      navigate(back);
    } catch (e) {
      error.textContent = /** @type {Error} */ (e).message;
    }
  });
  app.replaceChildren(form);
}
