// A table: renders each update, highlights what `legal` allows, and sends
// the player's choice (drag, tap, keys).

import { layoutFromHistory, bounds, endsFor, isPlayable } from './layout.js';
import { el, tileGroup, tileSvg } from './tiles.js';
import { api, avatarBadge, h, link } from './ui.js';
import { at, listen, navigate, send, session, showMe } from './session.js';

const app = document.getElementById('app');
const announce = (text) => { document.getElementById('announce').textContent = text; };

let current = null; // the latest table update
let selected = null; // the hand tile chosen by click or keyboard
let lastHistory = 0;
let opponentAway = false; // as last announced

export function openTable(id) {
  at(`#table/${id}`);
  current = { table: id };
  selected = null;
  lastHistory = 0;
  opponentAway = false;
  listen((message) => {
    if (message.type === 'table' && message.table === id) { current = message; current.receivedAt = performance.now(); renderTable(); autoDraw(); }
    if (message.type === 'error') { const e = document.getElementById('table-error'); if (e) e.textContent = message.message; }
  }, { type: 'open', table: id });
  app.replaceChildren(h('p', {}, 'Opening the table…'));
}

const clockText = (ms) => (ms == null ? '' : `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`);

function play(move) {
  send({ type: 'act', table: current.table, version: current.version, move });
  selected = null;
}

function renderTable() {
  const u = current;
  const mySeat = u.seat;
  const other = 1 - mySeat;
  const state = u.state ?? { hand: [], history: [], scores: [0, 0], tiles_left: [0, 0], boneyard: 0, count: 0 };
  const legal = u.legal ?? [];
  // Announce the opponent's new plays and any score, for screen readers.
  const fresh = state.history.slice(lastHistory);
  lastHistory = state.history.length;
  const news = fresh.filter((e) => e.player === other).map((e) => e.action.replace(/^draw$/, 'drew a tile'));
  if (news.length) announce(`${u.players[other]?.name ?? 'Opponent'}: ${news.join(', ')}. Count ${state.count}.`);
  const away = Boolean(u.players[other] && !u.players[other].bot && u.present && !u.present[other]);
  if (away !== opponentAway) {
    opponentAway = away;
    announce(`${u.players[other].name} ${away ? 'has left the table' : 'is back'}.`);
  }

  const player = (seat) => {
    const p = u.players[seat];
    const running = u.clock_running === seat;
    return h('div', { class: `player${u.turn === seat && u.status === 'live' ? ' on-turn' : ''}`, 'data-seat': seat },
      avatarBadge(p?.avatar),
      h('div', { class: 'name' }, p ? p.name : 'Waiting for a player…'),
      p && !p.bot && u.present && !u.present[seat] && u.status !== 'over' ? h('div', { class: 'away', 'data-away': seat, title: 'Not at the table: no window of theirs has it open' }, 'away') : null,
      h('div', { class: 'score', 'aria-label': 'score' }, String(state.scores[seat] ?? 0)),
      u.clocks_ms ? h('div', { class: `clock${running ? ' running' : ''}`, 'data-clock': seat }, clockText(u.clocks_ms[seat])) : null);
  };

  // The layout, with the ends the selected tile may go to.
  const { tiles, targets } = layoutFromHistory(state.history);
  const ends = selected ? endsFor(selected, legal) : [];
  const targetBoxes = ends.map((e) => ({ end: e, ...targets[e] })).filter((t) => t.w);
  const box = bounds([...tiles, ...targetBoxes]);
  const svg = el('svg', { class: 'layout', viewBox: `${box.x} ${box.y} ${box.w} ${box.h}`, role: 'img', 'aria-label': `Layout, count ${state.count}` });
  // The tiles just played slide in, so a person can follow the opponent.
  const placedNow = fresh.filter((e) => !e.action.startsWith('draw') && e.action !== 'pass').length;
  tiles.forEach((t, i) => {
    const group = tileGroup(t);
    if (i >= tiles.length - placedNow) group.classList.add('fresh');
    svg.append(group);
  });
  const leadable = selected && legal.some((m) => m.length === 3 && isPlayable(selected, [m]));
  if (leadable) {
    const t = el('g', { class: 'target', 'data-end': 'lead' });
    t.append(el('rect', { x: -1, y: -0.5, width: 2, height: 1, rx: 0.1 }));
    t.addEventListener('click', () => play(selected));
    svg.append(t);
  }
  for (const t of targetBoxes) {
    const g = el('g', { class: 'target', 'data-end': t.end });
    g.append(el('rect', { x: t.x, y: t.y, width: t.w, height: t.h, rx: 0.1 }));
    g.addEventListener('click', () => play(`${selected} ${t.end}`));
    svg.append(g);
  }

  const mustDraw = legal.includes('draw');
  const picking = u.picking;
  const faceDown = picking ? picking.face_down : state.boneyard;
  const boneyard = h('div', { class: 'boneyard', 'aria-label': `Boneyard, ${faceDown} tiles` },
    Array.from({ length: faceDown }, (_, i) => h('button', {
      class: 'slot', 'aria-label': picking ? 'Pick this tile' : 'Draw this tile', disabled: !(picking ? picking.picked[mySeat] < picking.of : mustDraw),
      onclick: () => (picking ? send({ type: 'pick', table: u.table, count: 1 }) : play('draw')), 'data-slot': i,
    }, tileSvg(null, true))));

  const hand = h('div', { class: 'hand', role: 'listbox', 'aria-label': 'Your tiles' },
    state.hand.map((t) => {
      const playable = isPlayable(t, legal);
      const button = h('button', { class: `tile-button${playable ? ' playable' : ''}${selected === t ? ' selected' : ''}`, 'data-tile': t, 'aria-label': `${t}${playable ? ', playable' : ''}`, disabled: !playable },
        tileSvg(t));
      button.addEventListener('click', () => { selected = selected === t ? null : t; renderTable(); });
      button.addEventListener('pointerdown', (event) => startDrag(event, t));
      return button;
    }));

  const controls = h('div', { class: 'controls' },
    picking ? h('button', { class: 'primary', id: 'auto-pick', disabled: picking.picked[mySeat] >= picking.of, onclick: () => send({ type: 'auto_pick', table: u.table }) }, `Auto draw (${picking.picked[mySeat]}/${picking.of})`) : null,
    !picking && u.status === 'live' ? h('button', { id: 'auto-draw', disabled: !mustDraw, onclick: () => send({ type: 'auto_draw', table: u.table, version: u.version }) }, 'Auto draw') : null,
    !picking && u.status === 'live' ? h('label', { class: 'always' }, h('input', { type: 'checkbox', id: 'always-auto-draw', checked: alwaysAutoDraw(), onchange: (e) => { localStorage.setItem('alwaysAutoDraw', e.target.checked ? '1' : ''); autoDraw(); } }), 'Always auto draw') : null,
    u.status === 'live' ? h('button', { id: 'resign', onclick: () => { if (confirm('Resign this game? You lose the game and the wager.')) send({ type: 'resign', table: u.table }); } }, 'Resign') : null,
    h('button', { onclick: () => navigate('') }, 'Lobby'),
    h('span', { id: 'table-error', class: 'error', role: 'alert' }));

  const opponentHand = h('div', { class: 'opponent-hand', 'aria-label': `Opponent has ${state.tiles_left[other]} tiles` },
    Array.from({ length: state.tiles_left[other] }, () => tileSvg(null, true)), h('span', {}, ` ${state.tiles_left[other]}`));

  const board = h('div', { class: 'board' }, h('div', { class: 'count', 'aria-label': 'count' }, `Count ${state.count}`), svg);
  const table = h('section', { class: 'table', 'aria-label': 'Table' },
    h('div', { class: 'players' }, player(other), player(mySeat)),
    opponentHand, h('div', {}),
    board, boneyard,
    hand, controls);
  const panels = [];
  if (u.hand_end && u.status !== 'over') panels.push(handEndPanel(u));
  if (u.status === 'over') {
    panels.push(gameOverPanel(u));
    // The wager has moved: show the new balance.
    api('/api/me').then((m) => { session.me = m; showMe(); }).catch(() => {});
  }
  if (u.status === 'open') panels.push(h('div', { class: 'card' }, 'Waiting for a second player to join…'));
  app.replaceChildren(table, ...panels);
  // When the table first became usable after loading (tests/browser/measure-load.js reads it).
  if (!performance.getEntriesByName('table-ready').length) performance.mark('table-ready');
  // A score burst for the last play.
  const last = fresh.filter((e) => e.action !== 'draw' && !e.action.startsWith('draw') && e.action !== 'pass').pop();
  if (last && state.count % 5 === 0 && state.count > 0) {
    board.append(h('div', { class: 'burst', 'aria-hidden': 'true' }, `+${state.count}`));
    announce(`${u.players[last.player]?.name} scores ${state.count}.`);
  }
}

function handEndPanel(u) {
  const end = u.hand_end;
  const names = u.players.map((p) => p?.name ?? '');
  const title = end.winner == null ? 'Blocked: a tie, nobody scores' : `${names[end.winner]} ${end.kind === 'domino' ? 'dominoes' : 'wins the block'}: +${end.points}`;
  return h('div', { class: 'panel', role: 'dialog', 'aria-label': 'Hand over' }, h('div', { class: 'card', id: 'hand-end' },
    h('h2', {}, title),
    ...[0, 1].map((s) => h('p', {}, `${names[s]}: ${(u.revealed?.[s] ?? []).join(' ') || 'no tiles'} (${end.pips[s]} pips)`)),
    h('p', {}, `Scores: ${u.state.scores.join(' – ')}`),
    h('button', { class: 'primary', id: 'next-hand', onclick: () => send({ type: 'next', table: u.table }) }, 'Next hand')));
}

function gameOverPanel(u) {
  const r = u.result;
  const names = u.players.map((p) => p?.name ?? '');
  const won = r.winner === u.seat;
  const chips = u.settings.wager && r.winner != null ? ` · you ${won ? 'win' : 'lose'} ${u.settings.wager} chips` : '';
  const title = r.winner == null ? 'Game abandoned' : `${names[r.winner]} wins${r.reason === 'time' ? ' on time' : r.reason === 'resign' ? ' by resignation' : ''}${chips}`;
  return h('div', { class: 'panel', role: 'dialog', 'aria-label': 'Game over' }, h('div', { class: 'card', id: 'game-over' },
    h('h2', {}, title),
    h('p', {}, `Final scores: ${names[0]} ${u.state?.scores[0] ?? 0} – ${names[1]} ${u.state?.scores[1] ?? 0}`),
    u.rematch?.table ? h('button', { class: 'primary', onclick: () => navigate(`#table/${u.rematch.table}`) }, 'Play the rematch')
      : h('button', { class: 'primary', id: 'rematch', disabled: u.rematch?.wanted?.[u.seat], onclick: () => send({ type: 'rematch', table: u.table }) }, u.rematch?.wanted?.[1 - u.seat] ? 'Accept the rematch' : 'Rematch'),
    ' ', link(`#replay/${u.table}`, 'Watch the replay', { id: 'watch-replay' }),
    ' ', h('a', { href: `/api/games/${u.table}/record`, download: `game-${u.table}.json` }, 'Download the record'),
    ' ', h('button', { onclick: () => navigate('') }, 'Lobby')));
}

// The running clock counts down between updates; the server's is the truth.
setInterval(() => {
  if (!current?.clocks_ms || current.clock_running == null) return;
  const node = document.querySelector(`[data-clock="${current.clock_running}"]`);
  if (node) node.textContent = clockText(Math.max(0, current.clocks_ms[current.clock_running] - (performance.now() - current.receivedAt)));
}, 250);

const alwaysAutoDraw = () => localStorage.getItem('alwaysAutoDraw') === '1';
/** With "always auto draw" on, a forced draw is made at once. */
function autoDraw() {
  if (alwaysAutoDraw() && current?.legal?.length === 1 && current.legal[0] === 'draw') {
    send({ type: 'auto_draw', table: current.table, version: current.version });
  }
}

// Dragging a tile with the pointer (mouse, touch, pen): the legal ends light
// up; dropping on one plays there.
function startDrag(event, tile) {
  if (!isPlayable(tile, current.legal ?? [])) return;
  const startX = event.clientX; const startY = event.clientY;
  let ghost = null;
  const move = (e) => {
    if (!ghost && Math.hypot(e.clientX - startX, e.clientY - startY) < 6) return;
    if (!ghost) { selected = tile; renderTable(); ghost = tileSvg(tile); ghost.classList.add('ghost'); document.body.append(ghost); }
    ghost.style.left = `${e.clientX - 23}px`; ghost.style.top = `${e.clientY - 46}px`;
    for (const t of document.querySelectorAll('.target')) {
      const r = t.getBoundingClientRect();
      t.classList.toggle('hover', e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom);
    }
  };
  const up = (e) => {
    window.removeEventListener('pointermove', move); window.removeEventListener('pointerup', up);
    if (!ghost) return;
    ghost.remove();
    const hit = [...document.querySelectorAll('.target')].find((t) => { const r = t.getBoundingClientRect(); return e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom; });
    if (hit) { const end = hit.dataset.end; play(end === 'lead' ? tile : `${tile} ${end}`); } else renderTable();
  };
  window.addEventListener('pointermove', move); window.addEventListener('pointerup', up);
}

// Keyboard: ←/→ choose a tile, ↑/↓ or E choose an end, Enter plays, D draws.
let endIndex = 0;
document.addEventListener('keydown', (event) => {
  if (!app.querySelector('.table')) return;
  // Keys belong to text fields while typing; everywhere else they play.
  if (!current?.state || (event.target.tagName === 'INPUT' && event.target.type !== 'checkbox') || event.target.tagName === 'SELECT') return;
  const legal = current.legal ?? [];
  const playable = current.state.hand.filter((t) => isPlayable(t, legal));
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    if (!playable.length) return;
    const i = playable.indexOf(selected);
    selected = playable[(i + (event.key === 'ArrowRight' ? 1 : playable.length - 1) + (i < 0 ? 1 : 0)) % playable.length];
    endIndex = 0; renderTable(); event.preventDefault();
  } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown' || event.key === 'e') && selected) {
    endIndex += 1; highlightEnd(); event.preventDefault();
  } else if (event.key === 'Enter' && selected) {
    const ends = endsFor(selected, legal);
    if (ends.length) play(`${selected} ${ends[endIndex % ends.length]}`); else play(legal.find((m) => m.length === 3 && isPlayable(selected, [m])) ?? selected);
    event.preventDefault();
  } else if (event.key === 'd' && legal.includes('draw')) {
    play('draw');
  }
});
function highlightEnd() {
  const targets = [...document.querySelectorAll('.target')];
  targets.forEach((t, i) => t.classList.toggle('hover', i === endIndex % targets.length));
}

/** Leaving the table's page: its timers and keys stop. */
export function closeTable() { current = null; }
