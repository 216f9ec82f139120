// A guided first game: the real table (table-view.js drawing table-state.js's
// view) against a scripted computer, a coach saying what to do and what just
// happened. It runs in the page from a fixed deal: web/tutorial.json, which the
// engine itself writes (crates/bots/tests/tutorial.rs), so every count, score
// and bonus shown is RULES.md's. Nothing is sent to the server. After the
// first game's hand, a short hand for four (rules.md section 9) teaches the
// partnership game: the partner across, points for the team, the domino bonus
// from both opponents.

import { at, navigate, TUTORIAL_DONE } from './session.js';
import { gesture, initialTable, receive, receiveHint, view } from './table-state.js';
import { renderTable } from './table-view.js';
import { h, link } from './ui.js';

/** @typedef {import('./table-state.js').SeatState} SeatState */
/** @typedef {import('./table-state.js').HandEnd} HandEnd */
/** @typedef {import('./table-state.js').TableUpdate} TableUpdate */
/** @typedef {{turn: number, move: string, state: SeatState, say: string}} Step */
/** @typedef {{steps: Step[], end: {state: SeatState, hand_end: HandEnd, revealed: string[][], say: string}}} Lesson */
/** @typedef {Lesson & {blocked: string, partners: Lesson}} Script */

/** Where the browser remembers that the tutorial was finished (the lobby stops offering it). */
/** How long the scripted computer "thinks" before its move. */
const COMPUTER_DELAY_MS = 1200;
const PLAYERS = [
  { name: 'You', avatar: 'owl', bot: false },
  { name: 'Tutor bot', avatar: 'bot-easy', bot: true },
];
/** The partnership hand's table: seats clockwise from yours, your partner across (rules.md section 9). */
const PARTNERS = [
  { name: 'You', avatar: 'owl', bot: false },
  { name: 'Ada', avatar: 'bot-easy', bot: true },
  { name: 'Sam', avatar: 'bot-medium', bot: true },
  { name: 'Ivy', avatar: 'bot-easy', bot: true },
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
 * The table update a lesson shows at step `k` (its end after the last): the
 * first game's table of two, or the partnership hand's table of four.
 * @param {Lesson} lesson
 * @param {number} k
 * @returns {TableUpdate}
 */
export function tutorialUpdate(lesson, k) {
  const step = lesson.steps[k];
  const end = step ? null : lesson.end;
  const players = lesson.end.state.tiles_left.length === 4 ? PARTNERS : PLAYERS;
  return {
    type: 'table',
    table: 0,
    version: k + 1,
    seat: 0,
    status: 'live',
    settings: { draw: players === PARTNERS ? 5 : 7, target: 150, minutes: null, wager: 0 },
    players,
    present: players.map(() => true),
    state: step ? step.state : lesson.end.state,
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
  // The first game's hand, then how a block is scored, then (if wanted)
  // a hand for four with a partner, then the last panel.
  /** @type {'play' | 'blocked' | 'partners' | 'done'} */
  let phase = 'play';
  /** @type {Lesson} */
  let lesson = script;
  let index = 0;
  let state = initialTable(0);
  const coach = h('section', { id: 'coach', class: 'card coach', 'aria-live': 'polite' });
  const board = h('div', { id: 'tutorial-table' });
  app.replaceChildren(coach, board);

  const here = () => token === run && location.hash === '#tutorial';
  const playing = () => phase === 'play' || phase === 'partners';

  function coachText() {
    if (phase === 'blocked') return script.blocked;
    if (phase === 'done')
      return 'That is the whole game: lead, count the ends, score the multiples of 5, draw when stuck, and empty your hand first. The first to the final score (150 here) wins.';
    const step = lesson.steps[index];
    if (step) return step.turn === 0 ? step.say : `${step.say} ${phase === 'partners' ? 'The next player' : 'The computer'} is thinking…`;
    return phase === 'play' ? `${script.end.say} Click “Next hand” to see how a blocked hand is scored.` : lesson.end.say;
  }

  function stepLabel() {
    const total = lesson.steps.length;
    const shown = Math.min(index + 1, total);
    if (phase === 'play') return `Step ${shown} of ${total}`;
    if (phase === 'partners' && lesson.steps[index]) return `Partners: step ${shown} of ${total}`;
    return 'Last step';
  }

  function render() {
    if (!here()) return;
    const v = view(state, options());
    // Past the first domino, "Next hand" has nothing more to show: the coach takes it from there.
    const ended = phase !== 'play';
    if (v) renderTable(board, v.handEnd && ended ? { ...v, handEnd: { ...v.handEnd, next: false } } : v, dispatch);
    const finished = phase === 'blocked' || (phase === 'partners' && !lesson.steps[index]);
    coach.replaceChildren(
      h(
        'div',
        {},
        h('h2', {}, phase === 'partners' ? 'Playing with a partner' : 'Your first game'),
        h('p', { class: 'muted', id: 'coach-step' }, stepLabel()),
        h('p', { id: 'coach-text' }, coachText()),
        phase === 'blocked' ? h('button', { class: 'primary', id: 'tutorial-partners', onclick: partners }, 'Next: four players, two against two') : null,
        phase === 'blocked' ? ' ' : null,
        finished ? h('button', { class: phase === 'blocked' ? '' : 'primary', id: 'tutorial-finish', onclick: finish }, 'Finish') : null,
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
        playing() && !finished ? h('button', { id: 'tutorial-leave', onclick: () => navigate('') }, 'Leave the tutorial') : null,
      ),
    );
  }

  /** Shows step `k` and, on a computer's turn, makes its move after a moment. @param {number} k */
  function show(k) {
    index = k;
    state = receive(state, tutorialUpdate(lesson, k), options()).state;
    render();
    const step = lesson.steps[k];
    if (step && step.turn !== 0) {
      const shown = lesson;
      setTimeout(() => {
        if (here() && lesson === shown && index === k) show(k + 1);
      }, COMPUTER_DELAY_MS);
    }
  }

  /** The partnership hand: a table of four from its first lead. */
  function partners() {
    phase = 'partners';
    lesson = script.partners;
    state = initialTable(0);
    show(0);
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
    const step = lesson.steps[index];
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
    if (g.type === 'next' && !lesson.steps[index] && phase === 'play') {
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
    if (!here() || !playing()) return false;
    const r = gesture(state, { type: 'key', key });
    if (!r.handled) return false;
    apply(r);
    return true;
  };

  show(0);
}
