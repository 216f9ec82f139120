// Draws a table from table-state.js's `view` and reports the player's
// gestures (click, drag, keys on focused controls) through `dispatch`.
// It only renders: nothing here fetches or sends.

import { t } from './i18n.js';
import { tapAreas } from './layout.js';
import { el, tileGroup, tileSvg } from './tiles.js';
import { avatarBadge, h, link } from './ui.js';

/** @typedef {import('./table-state.js').TableView} TableView */
/** @typedef {import('./table-state.js').Gesture} Gesture */
/** @typedef {(g: Gesture) => void} Dispatch */

/** The smallest thing a finger can hit, in CSS pixels. */
const TOUCH = 44;

/**
 * Replaces `root`'s content with the table, keeping the keyboard focus on
 * the same control (or its nearest kin when that one is gone).
 * @param {HTMLElement} root
 * @param {TableView} v
 * @param {Dispatch} dispatch
 */
export function renderTable(root, v, dispatch) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const focusKey = root.contains(active) ? (active?.closest('[data-key]')?.getAttribute('data-key') ?? null) : null;
  root.replaceChildren(table(v, dispatch));
  enlargeTargets(root);
  if (focusKey) refocus(root, focusKey);
}

/** @param {HTMLElement} root @param {string} key */
function refocus(root, key) {
  /** @type {HTMLElement | null} */
  const same = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  const kin = root.querySelector(`[data-key^="${CSS.escape(key.split(':')[0])}:"]:not(:disabled)`);
  const target = /** @type {HTMLElement | null} */ (same && !same.matches(':disabled') ? same : (kin ?? root.querySelector('#prompt')));
  target?.focus({ preventScroll: true });
}

/**
 * Moves the focus into a panel that has just appeared (its main button).
 * @param {HTMLElement} root
 * @param {'hand-end' | 'game-over'} which
 */
export function focusPanel(root, which) {
  /** @type {HTMLElement | null} */
  const button = root.querySelector(which === 'hand-end' ? '#next-hand' : '#rematch, #play-rematch');
  (button ?? root.querySelector(`#${which}`))?.focus({ preventScroll: true });
}

/**
 * Updates the clocks' text between updates (the running one counts down).
 * @param {HTMLElement} root
 * @param {TableView} v
 */
export function updateClocks(root, v) {
  for (const p of v.places ?? [v.players.me, v.players.opponent]) {
    const node = root.querySelector(`[data-clock="${p.seat}"]`);
    if (!node || !p.clock) continue;
    node.textContent = p.clock.text;
    node.classList.toggle('low', p.clock.low);
  }
}

/** @param {TableView} v @param {Dispatch} dispatch */
function table(v, dispatch) {
  const side = v.handEnd
    ? handEndPanel(v, dispatch)
    : v.gameOver
      ? gameOverPanel(v, dispatch)
      : v.controls.takeSeat
        ? h(
            'div',
            { class: 'result', id: 'take-seat-panel' },
            h('p', {}, t('table-take-seat-note')),
            h(
              'button',
              {
                class: 'primary',
                id: 'take-seat',
                'data-key': 'button:take-seat',
                disabled: !v.controls.takeSeat.enabled,
                onclick: () => dispatch({ type: 'take-seat' }),
              },
              t('table-take-seat'),
            ),
          )
        : v.controls.shareLink
          ? shareLink(v.table, v.controls.shareLink)
          : v.status === 'open'
            ? h('p', { class: 'result', id: 'waiting-note' }, t('table-waiting-note'))
            : boneyard(v, dispatch);
  if (v.places) return tableOfFour(v, v.places, side, dispatch);
  return h(
    'section',
    { class: 'table', 'aria-label': t('table-label') },
    h('div', { class: 'players' }, player(v.players.opponent, v), player(v.players.me, v)),
    h(
      'div',
      { class: 'top' },
      h(
        'div',
        { class: 'opponent-hand', 'aria-label': t('table-opponent-has-tiles', { count: v.opponentTiles }) },
        Array.from({ length: v.opponentTiles }, () => tileSvg(null, true)),
        v.status === 'open' || !v.opponentTiles ? null : h('span', {}, ` ${v.opponentTiles}`),
      ),
      termsLine(v),
    ),
    board(v, dispatch),
    h('aside', { class: 'side' }, side),
    h('p', { id: 'prompt', class: 'prompt', tabindex: -1 }, v.prompt, v.hint ? h('span', { id: 'hint', class: 'hint', role: 'status' }, v.hint) : null),
    hand(v, dispatch),
    watchingOrControls(v, dispatch),
  );
}

/** The terms line, with how many watch. @param {TableView} v */
const termsLine = (v) =>
  h(
    'div',
    { id: 'terms', class: 'terms' },
    v.tournament ? link(v.tournament.href, v.tournament.label, { id: 'tournament-game' }) : null,
    v.tournament ? ' · ' : null,
    v.terms,
    v.watchers ? h('span', { id: 'watchers', title: t('table-watchers-title') }, ` · ${t('table-watchers', { count: v.watchers })}`) : null,
  );

/**
 * A table of four: you at the bottom, your partner across the top, the
 * opponents left and right (table-state.js's `placeOf`: play goes
 * clockwise, so the seat after yours is on your left).
 * @param {TableView} v
 * @param {NonNullable<TableView['places']>} places
 * @param {HTMLElement} side
 * @param {Dispatch} dispatch
 */
function tableOfFour(v, places, side, dispatch) {
  const [me, left, partner, right] = places;
  return h(
    'section',
    { class: 'table four', 'aria-label': t('table-four-label') },
    seatBox(partner, v),
    seatBox(left, v),
    seatBox(right, v),
    h('div', { class: 'top' }, termsLine(v), h('div', { class: 'teams', id: 'team-scores' }, v.teams)),
    board(v, dispatch),
    h('aside', { class: 'side' }, side),
    h('p', { id: 'prompt', class: 'prompt', tabindex: -1 }, v.prompt),
    seatBox(me, v),
    hand(v, dispatch),
    watchingOrControls(v, dispatch),
  );
}

/**
 * One seat of four: picture, name, its team's score, its tiles face down,
 * its clock, and a marker while it is its turn.
 * @param {NonNullable<TableView['places']>[number]} p @param {TableView} v
 */
function seatBox(p, v) {
  const mine = p.place === 'me' && !v.watching;
  const name = mine ? t('table-you') : (p.name ?? t('table-waiting-for-player'));
  return h(
    'div',
    {
      class: `player seat-${p.place}${p.onTurn ? ' on-turn' : ''}${mine ? ' me' : ''}`,
      'data-seat': p.seat,
      'data-place': p.place,
      ...(mine ? { 'data-drop': 'mine' } : {}),
    },
    avatarBadge(p.avatar ?? undefined),
    h('div', { class: 'name' }, name, p.place === 'partner' && !v.watching ? h('span', { class: 'role' }, ` · ${t('table-role-partner')}`) : null),
    p.onTurn ? h('div', { class: 'turn-mark', 'data-turn': p.seat }, mine ? t('table-turn-mark-yours') : t('table-turn-mark')) : null,
    p.away ? away(p.seat) : null,
    h('div', { class: 'score', 'aria-label': t('table-team-score-label', { name }) }, String(p.score)),
    mine
      ? null
      : h(
          'div',
          { class: 'seat-tiles', 'data-tiles': p.tiles, 'aria-label': t('table-has-tiles', { name, count: p.tiles }) },
          Array.from({ length: p.tiles }, () => tileSvg(null, true)),
          h('span', {}, ` ${p.tiles}`),
        ),
    p.clock
      ? h(
          'div',
          {
            class: `clock${p.clockRunning ? ' running' : ''}${p.clock.low ? ' low' : ''}`,
            'data-clock': p.seat,
            'aria-label': mine ? t('table-clock-label-yours', { name }) : t('table-clock-label', { name }),
          },
          p.clock.text,
        )
      : null,
  );
}

/** A private table's link (its key in it), for the host to send a friend. @param {number} table @param {string} key */
function shareLink(table, key) {
  const url = `${location.origin}/#table/${table}/${key}`;
  return h(
    'div',
    { class: 'result', id: 'share' },
    h('p', {}, t('table-share-note')),
    h('input', { id: 'share-link', readonly: true, value: url, onfocus: (/** @type {Event} */ e) => /** @type {HTMLInputElement} */ (e.target).select() }),
    h('button', { id: 'copy-link', onclick: () => navigator.clipboard?.writeText(url).catch(() => {}) }, t('table-copy-link')),
  );
}

/** @param {TableView['players']['me']} p @param {TableView} v */
function player(p, v) {
  const mine = p === v.players.me;
  return h(
    'div',
    { class: `player${p.onTurn ? ' on-turn' : ''}${mine ? ' me' : ''}`, 'data-seat': p.seat, ...(mine ? { 'data-drop': 'mine' } : {}) },
    avatarBadge(p.avatar ?? undefined),
    h('div', { class: 'name' }, p.name ?? t('table-waiting-for-player')),
    p.away ? away(p.seat) : null,
    h('div', { class: 'score', 'aria-label': p.name != null ? t('table-score-label', { name: p.name }) : t('table-score-label-unnamed') }, String(p.score)),
    p.clock
      ? h(
          'div',
          {
            class: `clock${p.clockRunning ? ' running' : ''}${p.clock.low ? ' low' : ''}`,
            'data-clock': p.seat,
            'aria-label':
              p.name == null
                ? t('table-clock-label-unnamed')
                : mine
                  ? t('table-clock-label-yours', { name: p.name })
                  : t('table-clock-label', { name: p.name }),
          },
          p.clock.text,
        )
      : null,
  );
}

/** A seat's marker while nobody is at the table there. @param {number} seat */
const away = (seat) => h('div', { class: 'away', 'data-away': seat, title: t('table-away-title') }, t('table-away'));

/** @param {TableView} v @param {Dispatch} dispatch */
function board(v, dispatch) {
  const { tiles, frame, lit, fresh, burst } = v.layout;
  const svg = el('svg', {
    class: 'layout',
    viewBox: `${frame.x} ${frame.y} ${frame.w} ${frame.h}`,
    role: 'img',
    'aria-label': t('table-layout-label', { total: v.count }),
  });
  tiles.forEach((t, i) => {
    const group = tileGroup(t);
    if (i >= tiles.length - fresh) group.classList.add('fresh');
    svg.append(group);
  });
  for (const t of lit) {
    const g = el('g', {
      class: `target${t.keyed ? ' hover' : ''}`,
      'data-end': t.end,
      'data-key': `end:${t.end}`,
      role: 'button',
      tabindex: 0,
      'aria-label': t.label,
      'data-box': [t.box.x, t.box.y, t.box.w, t.box.h].join(' '),
    });
    g.append(el('rect', { class: 'hit', x: t.box.x, y: t.box.y, width: t.box.w, height: t.box.h }));
    g.append(el('rect', { class: 'spot', x: t.box.x, y: t.box.y, width: t.box.w, height: t.box.h, rx: 0.1 }));
    const tile = /** @type {string} */ (t.move.split(' ')[0]);
    const end = t.end === 'lead' ? null : t.end;
    g.addEventListener('click', () => dispatch({ type: 'play', tile, end }));
    g.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      dispatch({ type: 'play', tile, end });
    });
    svg.append(g);
  }
  return h(
    'div',
    { class: 'board' },
    h('div', { class: 'count', 'aria-label': t('table-count-label') }, t('table-count', { total: v.count })),
    svg,
    burst ? h('div', { class: 'burst', 'aria-hidden': 'true' }, `+${burst}`) : null,
  );
}

/**
 * Lit ends are at least 44 by 44 pixels to a finger: an invisible hit area
 * around the drawn spot, sized from the board's scale, that never covers
 * another lit end's spot (layout.js's `tapAreas`).
 * @param {HTMLElement} root
 */
function enlargeTargets(root) {
  const svg = /** @type {SVGSVGElement | null} */ (root.querySelector('svg.layout'));
  const scale = svg?.getScreenCTM()?.a;
  if (!svg || !scale) return;
  const hits = [...svg.querySelectorAll('.target rect.hit')];
  const spots = hits.map((rect) => {
    const [x, y, w, h] = (rect.parentElement?.getAttribute('data-box') ?? '').split(' ').map(Number);
    return { x, y, w, h };
  });
  tapAreas(spots, TOUCH / scale).forEach((area, i) => {
    for (const [k, value] of Object.entries({ x: area.x, y: area.y, width: area.w, height: area.h })) hits[i].setAttribute(k, String(value));
  });
}

/** @param {TableView} v @param {Dispatch} dispatch */
function boneyard(v, dispatch) {
  const { count, action, label } = v.boneyard;
  return h(
    'div',
    { class: 'boneyard', role: 'group', 'aria-label': t('table-boneyard-label', { count }) },
    Array.from({ length: count }, (_, i) => {
      const slot = h('button', { class: 'slot', 'aria-label': label, disabled: !action, 'data-slot': i, 'data-key': `slot:${i}` }, tileSvg(null, true));
      slot.addEventListener('click', () => {
        if (!dragged()) dispatch({ type: 'boneyard' });
      });
      slot.addEventListener('pointerdown', (event) => {
        if (action) startDrag(/** @type {PointerEvent} */ (event), { slot: true }, dispatch);
      });
      return slot;
    }),
  );
}

/** @param {TableView} v @param {Dispatch} dispatch */
function hand(v, dispatch) {
  if (v.watching) {
    const name = v.players.me.name ?? t('table-seat', { seat: 1 });
    return h(
      'div',
      { class: 'hand watched', role: 'group', 'aria-label': t('table-has-tiles', { name, count: v.myTiles }), id: 'watched-hand' },
      Array.from({ length: v.myTiles }, () => tileSvg(null, true)),
    );
  }
  return h(
    'div',
    { class: 'hand', role: 'group', 'aria-label': t('table-your-tiles'), 'data-drop': 'mine' },
    v.hand.map(({ tile, playable, selected, hinted }) => {
      const button = h(
        'button',
        {
          class: `tile-button${playable ? ' playable' : ''}${selected ? ' selected' : ''}${hinted ? ' hinted' : ''}`,
          'data-tile': tile,
          'data-key': `tile:${tile}`,
          'aria-label': playable ? t('table-tile-playable', { tile }) : tile,
          'aria-pressed': selected ? 'true' : 'false',
          'aria-disabled': playable ? 'false' : 'true',
        },
        tileSvg(tile),
      );
      button.addEventListener('click', () => {
        if (!dragged()) dispatch({ type: 'select', tile });
      });
      button.addEventListener('pointerdown', (event) => startDrag(/** @type {PointerEvent} */ (event), { tile, playable }, dispatch));
      return button;
    }),
  );
}

/**
 * Below the hand: a watcher's line (with the way back to the lobby), or the player's controls.
 * @param {TableView} v @param {Dispatch} dispatch
 */
const watchingOrControls = (v, dispatch) =>
  v.watching
    ? h(
        'p',
        { id: 'watching', class: 'controls watching', role: 'status' },
        t('table-watching-note'),
        ' ',
        link(v.links.back.href, v.links.back.label, { class: 'button', id: 'to-lobby', 'data-key': 'button:lobby' }),
      )
    : controls(v, dispatch);

/** @param {TableView} v @param {Dispatch} dispatch */
function controls(v, dispatch) {
  const c = v.controls;
  return h(
    'div',
    { class: 'controls' },
    c.pickForMe
      ? h(
          'button',
          {
            class: 'primary',
            id: 'auto-pick',
            'data-key': 'button:auto-pick',
            disabled: !c.pickForMe.enabled,
            onclick: () => dispatch({ type: 'pick-for-me' }),
          },
          c.pickForMe.label,
        )
      : null,
    c.autoDraw
      ? h(
          'button',
          { id: 'auto-draw', 'data-key': 'button:auto-draw', disabled: !c.autoDraw.enabled, onclick: () => dispatch({ type: 'auto-draw' }) },
          t('table-auto-draw'),
        )
      : null,
    c.alwaysAutoDraw != null
      ? h(
          'label',
          { class: 'always' },
          h('input', {
            type: 'checkbox',
            id: 'always-auto-draw',
            'data-key': 'button:always',
            checked: c.alwaysAutoDraw,
            onchange: (/** @type {Event} */ e) => {
              alwaysAutoDrawChanged(/** @type {HTMLInputElement} */ (e.target).checked);
            },
          }),
          t('table-always-auto-draw'),
        )
      : null,
    c.hint
      ? h(
          'button',
          {
            id: 'hint-button',
            'data-key': 'button:hint',
            disabled: !c.hint.enabled,
            title: t('table-hint-title'),
            onclick: () => dispatch({ type: 'hint' }),
          },
          t('table-hint'),
        )
      : null,
    c.undo
      ? h(
          'button',
          {
            id: 'undo-button',
            'data-key': 'button:undo',
            disabled: !c.undo.enabled,
            title: t('table-undo-title'),
            onclick: () => dispatch({ type: 'undo' }),
          },
          t('table-undo'),
        )
      : null,
    c.sort ? h('button', { id: 'sort-hand', 'data-key': 'button:sort', onclick: () => dispatch({ type: 'sort' }) }, t('table-sort')) : null,
    c.resign
      ? h(
          'button',
          {
            id: 'resign',
            'data-key': 'button:resign',
            onclick: () => {
              if (confirm(v.wager ? t('table-resign-confirm-wager') : t('table-resign-confirm'))) dispatch({ type: 'resign' });
            },
          },
          t('table-resign'),
        )
      : null,
    c.cancel
      ? h('button', { class: 'primary', id: 'cancel-table', 'data-key': 'button:cancel', onclick: () => dispatch({ type: 'cancel' }) }, t('table-cancel'))
      : null,
    link(v.links.back.href, v.links.back.label, { class: 'button', id: 'to-lobby', 'data-key': 'button:lobby' }),
    h('span', { id: 'table-error', class: 'error', role: 'alert' }, v.error),
  );
}

/** "Always auto draw" is a preference kept by the page, not the table's state. */
let alwaysAutoDrawChanged = (/** @type {boolean} */ _on) => {};
/** @param {(on: boolean) => void} f */
export const onAlwaysAutoDraw = (f) => {
  alwaysAutoDrawChanged = f;
};

/**
 * The tiles each seat was left holding. The reader's own row (`mine`) is
 * said in the second person where a language needs it.
 * @param {{seat: number, name: string, tiles: string[], pips: number}[]} rows @param {number | null} mine
 */
const handRows = (rows, mine) =>
  rows.map((r) =>
    h(
      'div',
      { class: 'left-in-hand', 'data-seat': r.seat },
      h('div', {}, r.tiles.length ? t('table-row-pips-left', { name: r.name, count: r.pips }) : t('table-row-no-tiles', { name: r.name })),
      h(
        'div',
        {
          class: 'tiles',
          role: 'img',
          'aria-label': holds(r.name, r.tiles, r.seat === mine),
        },
        r.tiles.map((t) => tileSvg(t)),
      ),
    ),
  );

/** "ann holds 3-4 5-6", "You holds nothing". @param {string} name @param {string[]} tiles @param {boolean} mine */
const holds = (name, tiles, mine) =>
  tiles.length
    ? t(mine ? 'table-row-holds-yours' : 'table-row-holds', { name, tiles: tiles.join(' ') })
    : t(mine ? 'table-row-holds-nothing-yours' : 'table-row-holds-nothing', { name });

/** The reader's seat, or null for a watcher. @param {TableView} v */
const mySeat = (v) => (v.watching ? null : v.players.me.seat);

/** @param {TableView} v @param {Dispatch} dispatch */
function handEndPanel(v, dispatch) {
  const e = /** @type {NonNullable<TableView['handEnd']>} */ (v.handEnd);
  return h(
    'div',
    { class: 'result', id: 'hand-end', role: 'dialog', 'aria-labelledby': 'hand-end-title' },
    h('h2', { id: 'hand-end-title' }, e.title),
    ...handRows(e.rows, mySeat(v)),
    e.teamPoints ? h('p', { class: 'scores', id: 'team-points' }, t('table-this-hand', { summary: e.teamPoints })) : null,
    h('p', { class: 'scores', id: 'hand-scores' }, e.scores),
    e.next
      ? h('button', { class: 'primary', id: 'next-hand', 'data-key': 'button:next', onclick: () => dispatch({ type: 'next' }) }, t('table-next-hand'))
      : null,
    e.fairness.verifiable ? fairness(e.fairness, dispatch) : null,
  );
}

/**
 * The provably fair check of the hand just ended (docs/fairness.md), and the
 * seed this browser adds to the deals.
 * @param {NonNullable<TableView['handEnd']>['fairness']} f
 * @param {Dispatch} dispatch
 */
function fairness(f, dispatch) {
  return h(
    'div',
    { class: 'fairness', id: 'fairness' },
    f.verified
      ? h('p', { id: 'verified', role: 'status' }, f.verified)
      : h('button', { id: 'verify-hand', 'data-key': 'button:verify', onclick: () => dispatch({ type: 'verify' }) }, t('table-verify')),
    h(
      'p',
      { class: 'seed' },
      t('table-your-seed', { seed: f.seed }),
      ' ',
      h('button', { id: 'change-seed', 'data-key': 'button:seed', onclick: () => dispatch({ type: 'change-seed' }) }, t('table-change-seed')),
    ),
  );
}

/** @param {TableView} v @param {Dispatch} dispatch */
function gameOverPanel(v, dispatch) {
  const o = /** @type {NonNullable<TableView['gameOver']>} */ (v.gameOver);
  return h(
    'div',
    { class: 'result', id: 'game-over', role: 'dialog', 'aria-labelledby': 'game-over-title' },
    h('h2', { id: 'game-over-title' }, o.title),
    o.hand ? h('p', {}, t('table-last-hand', { summary: o.hand })) : null,
    ...handRows(o.rows, mySeat(v)),
    o.teamPoints ? h('p', { class: 'scores', id: 'team-points' }, t('table-last-hand', { summary: o.teamPoints })) : null,
    h('p', { class: 'scores' }, t('table-final-scores', { scores: o.scores })),
    v.tournament ? link(v.tournament.href, t('table-back-to-tournament'), { class: 'button primary', id: 'back-to-tournament' }) : null,
    !o.rematch
      ? null
      : o.rematch.table
        ? link(`#table/${o.rematch.table}`, o.rematch.label, { class: 'button primary', id: 'play-rematch', 'data-key': 'button:rematch' })
        : h(
            'button',
            { class: 'primary', id: 'rematch', 'data-key': 'button:rematch', disabled: !o.rematch.enabled, onclick: () => dispatch({ type: 'rematch' }) },
            o.rematch.label,
          ),
    h(
      'p',
      {},
      link(v.links.replay, t('table-watch-replay'), { id: 'watch-replay' }),
      ' · ',
      ...o.reviews.flatMap((r) => [link(v.links.review(r.seat), r.label, { id: r.id }), ' · ']),
      v.links.file
        ? h('a', { href: v.links.record, download: v.links.file }, t('table-download-record'))
        : link(v.links.record, t('table-record'), { id: 'game-record' }),
    ),
    o.computerCheck ? computerCheck(o.computerCheck.command) : null,
  );
}

/**
 * How to check the computer's moves: the sentence around the command, the
 * command set as code where the message puts it.
 * @param {string} command
 */
function computerCheck(command) {
  const [before, ...after] = t('table-check-computer-text', { command }).split(command);
  return h(
    'details',
    { id: 'check-computer' },
    h('summary', {}, t('table-check-computer')),
    h('p', {}, before, after.length ? h('code', {}, command) : null, after.join(command)),
  );
}

// ---------------------------------------------------------------- dragging
/** Set while a drag's own pointerup is being handled: the click that follows is not a tap. */
let dragEnded = false;
/** Whether this click ends a drag (not a tap). */
const dragged = () => dragEnded;

/** @param {Element} node @param {number} x @param {number} y */
const inside = (node, x, y) => {
  const r = node.getBoundingClientRect();
  return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
};

/**
 * The lit end under the pointer (the one whose spot is nearest, if hit areas overlap).
 * @param {number} x @param {number} y
 */
function endAt(x, y) {
  const hits = [...document.querySelectorAll('.target')].filter((t) => inside(t.querySelector('rect.hit') ?? t, x, y));
  const distance = (/** @type {Element} */ t) => {
    const r = (t.querySelector('rect.spot') ?? t).getBoundingClientRect();
    return Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y);
  };
  return hits.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

/**
 * A drag with the pointer (mouse, touch, pen). A hand tile lights its ends
 * and plays where it is dropped, or moves within the hand; a face-down
 * boneyard tile dropped on your side of the table is picked or drawn.
 * @param {PointerEvent} event
 * @param {{tile: string, playable: boolean} | {slot: true}} source
 * @param {Dispatch} dispatch
 */
function startDrag(event, source, dispatch) {
  if (event.button !== 0) return;
  const [startX, startY] = [event.clientX, event.clientY];
  /** @type {SVGSVGElement | null} */
  let ghost = null;
  const tile = 'tile' in source ? source.tile : null;
  /** @param {PointerEvent} e */
  const move = (e) => {
    if (!ghost && Math.hypot(e.clientX - startX, e.clientY - startY) < 6) return;
    if (!ghost) {
      if (tile && 'playable' in source && source.playable) dispatch({ type: 'choose', tile });
      ghost = tileSvg(tile, !tile);
      ghost.classList.add('ghost');
      document.body.append(ghost);
    }
    ghost.style.left = `${e.clientX - 23}px`;
    ghost.style.top = `${e.clientY - 46}px`;
    const over = tile ? endAt(e.clientX, e.clientY) : null;
    for (const t of document.querySelectorAll('.target')) t.classList.toggle('hover', t === over);
    for (const zone of document.querySelectorAll('[data-drop="mine"]')) zone.classList.toggle('drop-here', !tile && inside(zone, e.clientX, e.clientY));
  };
  /** @param {PointerEvent} e */
  const up = (e) => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    if (!ghost) return;
    ghost.remove();
    dragEnded = true;
    setTimeout(() => {
      dragEnded = false;
    }, 0);
    const mine = [...document.querySelectorAll('[data-drop="mine"]')].some((zone) => inside(zone, e.clientX, e.clientY));
    if (!tile) {
      if (mine) dispatch({ type: 'boneyard' });
      return;
    }
    const end = endAt(e.clientX, e.clientY);
    if (end) {
      const at = end.getAttribute('data-end');
      dispatch({ type: 'play', tile, end: at === 'lead' ? null : /** @type {import('./moves.js').End} */ (at) });
      return;
    }
    const handRow = document.querySelector('.hand');
    if (handRow && inside(handRow, e.clientX, e.clientY)) {
      // Dropped among the tiles: it goes before the first tile whose middle is right of the pointer.
      const others = [...handRow.querySelectorAll('[data-tile]')].filter((b) => b.getAttribute('data-tile') !== tile);
      const before = others.find((b) => {
        const r = b.getBoundingClientRect();
        return r.top <= e.clientY && e.clientY <= r.bottom ? r.left + r.width / 2 > e.clientX : r.top > e.clientY;
      });
      dispatch({ type: 'move-tile', tile, before: before?.getAttribute('data-tile') ?? null });
    }
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
}
