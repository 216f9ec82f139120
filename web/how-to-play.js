// The rules, taught with pictures drawn by the table's own code (layout.js
// places the tiles, tiles.js draws them), and a little history. Every rule
// said here is docs/rules.md's (the project's rule book).

import { t } from './i18n.js';
import { bounds, layoutFromHistory } from './layout.js';
import { at, navigate, session } from './session.js';
import { el, tileGroup, tileSvg } from './tiles.js';
import { h, link } from './ui.js';

/** The open ends' names: message ids. @type {Record<string, string>} */
const END_WORDS = { L: 'rules-end-left', R: 'rules-end-right', U: 'rules-end-up', D: 'rules-end-down' };

/** A place in a message where a link goes, split off (the message decides the word order). */
const LINK_MARK = '\u2063';

/**
 * Message `id` with `link` (a node) put where its `$link` stands.
 * @param {string} id
 * @param {Node} link
 * @returns {(string | Node)[]}
 */
function withLink(id, link) {
  const [before, after = ''] = t(id, { link: LINK_MARK }).split(LINK_MARK);
  return [before, link, after].filter((part) => part !== '');
}

/** The worked example's plays (docs/rules.md section 4): 5-5 led as the spinner. */
const PLAYS = ['5-5', '5-2 L', '5-3 R', '5-6 U', '5-4 D'];

/**
 * A picture of the layout after `plays`, its open ends named, with a caption.
 * @param {string[]} plays
 * @param {string} caption
 * @param {{spinner?: boolean, ends?: boolean}} [marks] whether to name the spinner and the open ends
 */
function layoutFigure(plays, caption, { spinner = false, ends = true } = {}) {
  const { tiles, targets } = layoutFromHistory(plays.map((action, i) => ({ player: i % 2, action })));
  const open = /** @type {[string, {x: number, y: number, w: number, h: number}][]} */ (Object.entries(targets));
  const box = bounds([...tiles, ...(ends ? open.map(([, target]) => target) : [])], 0.3);
  const svg = el('svg', { class: 'layout', viewBox: `${box.x} ${box.y} ${box.w} ${box.h}`, role: 'img', 'aria-label': caption });
  for (const tile of tiles) svg.append(tileGroup(tile));
  /** @param {string} text @param {number} x @param {number} y @param {string} kind */
  const label = (text, x, y, kind) => {
    const node = el('text', { x, y, class: `label ${kind}`, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    node.textContent = text;
    svg.append(node);
  };
  if (ends) for (const [end, target] of open) label(t(END_WORDS[end]), target.x + target.w / 2, target.y + target.h / 2, 'end');
  if (spinner && tiles[0]?.double) {
    const s = tiles[0];
    svg.append(el('rect', { x: s.x - 0.08, y: s.y - 0.08, width: s.w + 0.16, height: s.h + 0.16, rx: 0.2, class: 'ring' }));
  }
  return h('figure', { class: 'example', 'data-tiles': tiles.length }, svg, h('figcaption', {}, caption));
}

/**
 * A row of tiles face up (or face down, for `null`), with a caption.
 * @param {(string | null)[]} tiles
 * @param {string} caption
 */
function tilesFigure(tiles, caption) {
  return h(
    'figure',
    { class: 'example tiles-row', 'data-tiles': tiles.length },
    h(
      'div',
      { role: 'img', 'aria-label': caption },
      tiles.map((tile) => tileSvg(tile)),
    ),
    h('figcaption', {}, caption),
  );
}

/**
 * The table of four seen from seat 0: the partner across, an opponent on
 * each side, play going clockwise. No tiles: `data-tiles` is 0.
 */
function seatingFigure() {
  const caption = t('rules-seating-caption');
  const svg = el('svg', { class: 'seating', viewBox: '-1 0 14 8', role: 'img', 'aria-label': caption });
  svg.append(el('rect', { x: 3.4, y: 2, width: 5.2, height: 4, rx: 0.6, class: 'felt' }));
  /** @type {[string, number, number, string][]} */
  const seats = [
    [t('rules-seat-you'), 6, 7.2, 'us'],
    [t('rules-seat-opponent'), 1.2, 4, 'them'],
    [t('rules-seat-partner'), 6, 0.8, 'us'],
    [t('rules-seat-opponent'), 10.8, 4, 'them'],
  ];
  for (const [name, x, y, side] of seats) {
    const node = el('text', { x, y, class: `label seat ${side}`, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    node.textContent = name;
    svg.append(node);
  }
  const arrow = el('text', { x: 6, y: 4, class: 'label turn', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
  arrow.textContent = t('rules-clockwise');
  svg.append(arrow);
  return h('figure', { class: 'example seating-figure', 'data-tiles': 0 }, svg, h('figcaption', {}, caption));
}

export function howToPlay() {
  at('#how-to-play');
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  app.replaceChildren(
    h(
      'article',
      { class: 'card howto', id: 'how-to-play' },
      h('h2', {}, t('rules-title')),
      h('p', { class: 'tutorial-link' }, withLink('rules-learn-by-playing', link('#tutorial', t('rules-learn-by-playing-link'), { id: 'how-to-tutorial' }))),
      h('p', {}, t('rules-intro')),

      h('h3', {}, t('rules-tiles-heading')),
      h('p', {}, t('rules-tiles')),
      h('div', { class: 'figures' }, tilesFigure(['6-4', '5-3', '1-0'], t('rules-weight-caption')), tilesFigure(['6-3', '5-4'], t('rules-tie-caption'))),
      h('p', {}, t('rules-weight-decides')),

      h('h3', {}, t('rules-deal-heading')),
      h('p', {}, t('rules-deal')),
      h('p', {}, t('rules-lead')),

      h('h3', {}, t('rules-count-heading')),
      h('p', {}, t('rules-joining')),
      h('p', {}, t('rules-count')),
      h(
        'div',
        { class: 'figures' },
        layoutFigure(PLAYS.slice(0, 1), t('rules-spinner-caption'), { spinner: true }),
        layoutFigure(PLAYS.slice(0, 2), t('rules-left-caption'), { spinner: true }),
        layoutFigure(PLAYS.slice(0, 3), t('rules-right-caption'), { spinner: true }),
        layoutFigure(PLAYS, t('rules-four-ends-caption'), { spinner: true }),
      ),

      h('h3', {}, t('rules-drawing-heading')),
      h('p', {}, t('rules-drawing')),
      h(
        'div',
        { class: 'figures' },
        tilesFigure(['0-0', '0-1', '1-1'], t('rules-stuck-caption')),
        tilesFigure([null, '0-5', '1-6'], t('rules-draw-caption')),
        layoutFigure([...PLAYS, '6-1 U'], t('rules-drawn-play-caption')),
      ),

      h('h3', {}, t('rules-hand-end-heading')),
      h('p', {}, t('rules-domino')),
      h('div', { class: 'figures' }, tilesFigure(['6-4', '3-1'], t('rules-bonus-caption'))),
      h('p', {}, t('rules-blocked')),

      h('h3', {}, t('rules-winning-heading')),
      h('p', {}, t('rules-winning')),
      h('p', {}, t('rules-clock')),

      h('h3', { id: 'partners' }, t('rules-partners-heading')),
      h('p', {}, t('rules-partners')),
      h('div', { class: 'figures' }, seatingFigure()),
      h('p', {}, t('rules-partners-lead')),
      h('div', { class: 'figures' }, tilesFigure(['2-1', '3-1', '6-6'], t('rules-partners-bonus-caption'))),
      h('p', {}, t('rules-partners-blocked')),

      h('p', { class: 'rule-book' }, t('rules-rule-book')),

      h('h3', {}, t('rules-history-heading')),
      h('p', {}, t('rules-history-dice')),
      h('p', {}, t('rules-history-europe')),
      h('p', {}, t('rules-history-oldest')),
      h('button', { onclick: () => navigate('') }, session.me ? t('rules-back-to-lobby') : t('rules-sign-in-to-play')),
    ),
  );
}
