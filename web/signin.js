// The sign-in page: play as a guest, sign in or register.

import { disconnect, navigate, session } from './session.js';
import { AVATAR, api, h, link } from './ui.js';

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
      Object.keys(AVATAR).map((a) => h('option', { value: a }, a)),
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
      h('p', { class: 'muted' }, 'Or ', link('#offline', 'play the computer offline', { id: 'signin-offline' }), ': no account, no network needed.'),
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
    h('p', {}, 'Already registered? ', h('button', { type: 'button', class: 'link', id: 'sign-in-instead', onclick: () => signIn() }, 'Sign in')),
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
