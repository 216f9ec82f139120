// What every page shares: building elements, calling the API, pictures.

import { cataloguesInUse, has, t } from './i18n.js';

// Pictures are drawn, not emoji: a coloured disc with the animal's initial
// (fonts with emoji are not on every machine).
export const AVATAR = { fox: '#e8772e', owl: '#8a6d3b', cat: '#7a7a7a', bear: '#6b4226', frog: '#4caf50', whale: '#2f7df6', tiger: '#f0a500', panda: '#333' };
/** @param {string | undefined} name */
const avatarLabel = (name) => (name?.startsWith('bot') ? t('computer-initials') : (name ?? '?')[0].toUpperCase());
/** What a picture is of, in words: the animal, or the computer. @param {string | undefined} name */
const avatarTitle = (name) => {
  if (name?.startsWith('bot')) return t('computer-picture');
  return name && has(`signin-avatar-${name}`) ? t(`signin-avatar-${name}`) : (name ?? '');
};
/** @param {string | undefined} name */
const avatarColour = (name) => (name?.startsWith('bot') ? '#6c3fc2' : (AVATAR[/** @type {keyof typeof AVATAR} */ (name)] ?? '#999'));
/** A player's picture. @param {string} [name] */
export function avatarBadge(name) {
  const badge = document.createElement('span');
  badge.className = 'avatar';
  badge.style.background = avatarColour(name);
  badge.textContent = avatarLabel(name);
  badge.title = avatarTitle(name);
  return badge;
}

/**
 * An element with attributes (`on…` ones are listeners) and children.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...(Node | string | null | undefined | false | (Node | string | null | undefined | false)[])} children
 * @returns {HTMLElement}
 */
export const h = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) node.setAttribute(k, v === true ? '' : v);
  }
  node.append(.../** @type {(Node | string)[]} */ (children.flat().filter((c) => c != null && c !== false)));
  return node;
};

/**
 * What a refusal from the room says to a person, in their language: the
 * catalogue's message for its code (docs/protocol.md lists them), with the
 * values the room sent; a code the catalogue does not know yet says so.
 * @param {string | undefined} code
 * @param {Record<string, string | number>} [args]
 */
export const refusal = (code, args = {}) => (code && has(`error-${code}`) ? t(`error-${code}`, args) : t('error-other', { code: code ?? '?' }));

/**
 * GET (no body) or POST JSON; a refusal throws an error whose message is
 * the refusal in the person's language (`refusal`), with the room's
 * `code` and the HTTP `status`.
 * @param {string} path
 * @param {object} [body]
 * @param {AbortSignal} [signal] gives up when it aborts
 * @returns {Promise<any>}
 */
export async function api(path, body, signal) {
  const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(path, signal ? { ...init, signal } : init);
  const data = await response.json().catch(() => ({}));
  // The status rides along: a 502 to 504 means the room is not there (app.js).
  if (!response.ok) {
    const code = typeof data.code === 'string' ? data.code : String(response.status);
    throw Object.assign(new Error(refusal(code, data.args)), { status: response.status, code });
  }
  return data;
}

/**
 * A link that shows a page of this app (and keeps the address shareable).
 * @param {string} hash
 * @param {string} text
 * @param {Record<string, any>} [attrs]
 */
export const link = (hash, text, attrs = {}) => h('a', { href: hash, ...attrs }, text);

/**
 * Runs `work` with `button` disabled until it settles, so that a double
 * click (or Enter pressed twice) creates one thing, not two. A button
 * already disabled runs nothing.
 * @template T
 * @param {HTMLButtonElement | HTMLElement | null | undefined} button
 * @param {() => Promise<T>} work
 * @returns {Promise<T | undefined>}
 */
export async function whileBusy(button, work) {
  const b = /** @type {HTMLButtonElement | null | undefined} */ (button);
  if (b?.disabled) return undefined;
  if (b) b.disabled = true;
  try {
    return await work();
  } finally {
    if (b) b.disabled = false;
  }
}

/** The submit button of a form's submit event (where the busy state is shown). @param {SubmitEvent} event */
export const submitter = (event) =>
  /** @type {HTMLButtonElement | null} */ (event.submitter ?? /** @type {HTMLFormElement} */ (event.target).querySelector('[type=submit]'));

/** Asks the service worker to keep what offline play needs: the engine, and the words of the language shown (sw.js). */
export const keepOffline = () =>
  navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ keep: 'offline', files: cataloguesInUse() })).catch(() => {});

/**
 * Asks the service worker to keep the words the page fetched at start,
 * before it was in control (the browser's own cache answers: nothing is
 * downloaded again), so that the page opens in them with no network.
 */
export const keepWords = () =>
  navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage({ keep: 'words', files: cataloguesInUse({ first: true }) }))
    .catch(() => {});
