// SVG dominoes with real pips.

import { parseTile } from './moves.js';

const NS = 'http://www.w3.org/2000/svg';

/** Pip positions in a unit square for 0..6. @type {Record<number, [number, number][]>} */
const PIPS = {
  0: [],
  1: [[0.5, 0.5]],
  2: [
    [0.25, 0.25],
    [0.75, 0.75],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.25, 0.22],
    [0.75, 0.22],
    [0.25, 0.5],
    [0.75, 0.5],
    [0.25, 0.78],
    [0.75, 0.78],
  ],
};

/**
 * An SVG element with attributes.
 * @param {string} name
 * @param {Record<string, string | number>} [attrs]
 * @returns {SVGElement}
 */
export function el(name, attrs = {}) {
  /** @type {SVGElement} */
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/**
 * A tile as an SVG group at (x, y), w x h units; `a` on the left/top half.
 * @param {{x: number, y: number, w: number, h: number, a: number, b: number}} tile
 * @param {boolean} [faceDown]
 */
export function tileGroup({ x, y, w, h, a, b }, faceDown = false) {
  const g = el('g', { class: faceDown ? 'tile face-down' : 'tile' });
  g.append(el('rect', { x: x + 0.04, y: y + 0.04, width: w - 0.08, height: h - 0.08, rx: 0.12, class: 'tile-body' }));
  if (faceDown) return g;
  const vertical = h > w;
  g.append(
    vertical
      ? el('line', { x1: x + 0.12, y1: y + h / 2, x2: x + w - 0.12, y2: y + h / 2, class: 'tile-bar' })
      : el('line', { x1: x + w / 2, y1: y + 0.12, x2: x + w / 2, y2: y + h - 0.12, class: 'tile-bar' }),
  );
  /** @param {number} n @param {number} hx @param {number} hy */
  const half = (n, hx, hy) => {
    for (const [px, py] of PIPS[n]) {
      const [dx, dy] = vertical ? [px, py] : [py, px];
      g.append(el('circle', { cx: hx + dx, cy: hy + dy, r: 0.085, class: 'pip' }));
    }
  };
  if (vertical) {
    half(a, x, y);
    half(b, x, y + h / 2);
  } else {
    half(a, x, y);
    half(b, x + w / 2, y);
  }
  return g;
}

/**
 * A standalone SVG of one tile, for the hand (vertical, `a` on top); face
 * down when `text` is null.
 * @param {string | null} text
 * @param {boolean} [faceDown]
 * @returns {SVGSVGElement}
 */
export function tileSvg(text, faceDown = false) {
  const svg = /** @type {SVGSVGElement} */ (el('svg', { viewBox: '0 0 1 2', class: 'tile-svg', 'aria-hidden': 'true' }));
  const [a, b] = text == null ? [0, 0] : parseTile(text);
  svg.append(tileGroup({ x: 0, y: 0, w: 1, h: 2, a, b }, faceDown || text == null));
  return svg;
}
