// A guided first game: the real table (table-view.js drawing table-state.js's
// view) against a scripted computer, a coach saying what to do and what just
// happened. It runs in the page from a fixed deal: web/tutorial.json, which the
// engine itself writes (crates/bots/tests/tutorial.rs), so every count, score
// and bonus shown is RULES.md's. Nothing is sent to the server.

import { at, navigate, TUTORIAL_DONE } from './session.js';
import { gesture, initialTable, receive, receiveHint, view } from './table-state.js';
import { renderTable } from './table-view.js';
import { h, link } from './ui.js';

/** @typedef {import('./table-state.js').SeatState} SeatState */
/** @typedef {import('./table-state.js').HandEnd} HandEnd */
/** @typedef {import('./table-state.js').TableUpdate} TableUpdate */
/** @typedef {{turn: number, move: string, state: SeatState, say: string}} Step */
/** @typedef {{steps: Step[], end: {state: SeatState, hand_end: HandEnd, revealed: string[][], say: string}, blocked: string}} Script */

/** Where the browser remembers that the tutorial was finished (the lobby stops offering it). */
/** How long the scripted computer "thinks" before its move. */
const COMPUTER_DELAY_MS = 1200;
const PLAYERS = [
  { name: 'You', avatar: 'owl', bot: false },
  { name: 'Tutor bot', avatar: 'bot-easy', bot: true },
];
const options = () => ({ now: performance.now(), alwaysAutoDraw: false, seed: '' });

/** Counts the tutorials started, so a timer of one left behind does nothing. */
let run = 0;
/** The open tutorial's keys (the table's: arrows, E, Enter, D, H), or null. @type {((key: string) => boolean) | null} */
let keys = null;

document.addEventListener('keydown', (event) => {
  const target = /** @type {HTMLElement} */ (event.target);
  if (!keys || location.hash !== '#tutorial' || event.altKey || event.ctrlKey || event.metaKey) return;
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
  if ((event.key === 'Enter' || event.key === ' ') && target.closest('button, a, [role=button]')) return;
  if (keys(event.key)) event.preventDefault();
});

/**
 * The table update the tutorial shows at step `k` (the end after the last).
 * @param {Script} script
 * @param {number} k
 * @returns {TableUpdate}
 */
export function tutorialUpdate(script, k) {
  const step = script.steps[k];
  const end = step ? null : script.end;
  return {
    type: 'table',
    table: 0,
    version: k + 1,
    seat: 0,
    status: 'live',
    settings: { draw: 7, target: 150, minutes: null, wager: 0 },
    players: PLAYERS,
    present: [true, true],
    state: step ? step.state : script.end.state,
    turn: step ? step.turn : null,
    legal: step && step.turn === 0 ? [step.move] : [],
    clocks_ms: null,
    clock_running: null,
    hand_end: end ? end.hand_end : null,
    revealed: end ? end.revealed : null,
    fairness: null,
  };
}

/** Opens the guided first game. */
export async function tutorial() {
  at('#tutorial');
  const token = ++run;
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  app.replaceChildren(h('p', {}, 'Setting up the table…'));
  /** @type {Script} */
  const script = await fetch('/tutorial.json').then((r) => {
    if (!r.ok) throw new Error('the tutorial could not be loaded');
    return r.json();
  });
  if (token !== run) return;
  const total = script.steps.length;
  let index = 0;
  /** @type {'play' | 'blocked' | 'done'} */
  let phase = 'play';
  let state = initialTable(0);
  const coach = h('section', { id: 'coach', class: 'card coach', 'aria-live': 'polite' });
  const board = h('div', { id: 'tutorial-table' });
  app.replaceChildren(coach, board);

  const here = () => token === run && location.hash === '#tutorial';

  function coachText() {
    if (phase === 'blocked') return script.blocked;
    if (phase === 'done')
      return 'That is the whole game: lead, count the ends, score the multiples of 5, draw when stuck, and empty your hand first. The first to the final score (150 here) wins.';
    const step = script.steps[index];
    if (!step) return `${script.end.say} Click “Next hand” to see how a blocked hand is scored.`;
    return step.turn === 1 ? `${step.say} The computer is thinking…` : step.say;
  }

  function render() {
    if (!here()) return;
    const v = view(state, options());
    // Past the domino, "Next hand" has nothing more to show: the coach takes it from there.
    if (v) renderTable(board, v.handEnd && phase !== 'play' ? { ...v, handEnd: { ...v.handEnd, next: false } } : v, dispatch);
    const shown = Math.min(index + 1, total);
    coach.replaceChildren(
      h(
        'div',
        {},
        h('h2', {}, 'Your first game'),
        h('p', { class: 'muted', id: 'coach-step' }, phase === 'play' ? `Step ${shown} of ${total}` : 'Last step'),
        h('p', { id: 'coach-text' }, coachText()),
        phase === 'blocked' ? h('button', { class: 'primary', id: 'tutorial-finish', onclick: finish }, 'Finish') : null,
        phase === 'done'
          ? h(
              'p',
              { id: 'tutorial-done' },
              'You are ready. ',
              h('button', { class: 'primary', id: 'tutorial-play', onclick: () => navigate('') }, 'Play the computer'),
              ' ',
              link('#how-to-play', 'Read the rules'),
            )
          : null,
        phase === 'play' ? h('button', { id: 'tutorial-leave', onclick: () => navigate('') }, 'Leave the tutorial') : null,
      ),
    );
  }

  /** Shows step `k` and, on the computer's turn, makes its move after a moment. @param {number} k */
  function show(k) {
    index = k;
    state = receive(state, tutorialUpdate(script, k), options()).state;
    render();
    if (script.steps[k]?.turn === 1) {
      setTimeout(() => {
        if (here() && index === k) show(k + 1);
      }, COMPUTER_DELAY_MS);
    }
  }

  function finish() {
    localStorage.setItem(TUTORIAL_DONE, '1');
    phase = 'done';
    render();
  }

  /**
   * Carries out what a gesture or key asked: the scripted move made moves
   * the tutorial on; a hint is the scripted move, lit.
   * @param {ReturnType<typeof gesture>} r
   */
  function apply(r) {
    const step = script.steps[index];
    state = r.state;
    const sent = /** @type {{type?: string, move?: string} | null} */ (r.send);
    // The player's move is the scripted one (the only one `legal` lists).
    const moved = sent && ((sent.type === 'act' && sent.move === step?.move) || (sent.type === 'auto_draw' && step?.move === 'draw'));
    if (moved && step?.turn === 0) return show(index + 1);
    if (r.hint !== undefined && step) state = receiveHint(state, r.hint, { move: step.move, reason: 'the move this step teaches' });
    render();
  }

  /** @param {import('./table-state.js').Gesture} g */
  function dispatch(g) {
    if (g.type === 'next' && !script.steps[index] && phase === 'play') {
      phase = 'blocked';
      render();
      return;
    }
    if (g.type === 'resign') {
      navigate('');
      return;
    }
    apply(gesture(state, g));
  }

  keys = (key) => {
    if (!here() || phase !== 'play') return false;
    const r = gesture(state, { type: 'key', key });
    if (!r.handled) return false;
    apply(r);
    return true;
  };

  show(0);
}
