// A guided first game: the real table (table-view.js drawing table-state.js's
// view) against a scripted computer, a coach saying what to do and what just
// happened. It runs in the page from a fixed deal: web/tutorial.json, which the
// engine itself writes (crates/bots/tests/tutorial.rs), so every count, score
// and bonus shown is RULES.md's. Nothing is sent to the server. After the
// first game's hand, a short hand for four (rules.md section 9) teaches the
// partnership game: the partner across, points for the team, the domino bonus
// from both opponents.

import { t } from './i18n.js';
import { at, navigate, TUTORIAL_DONE } from './session.js';
import { gesture, initialTable, receive, receiveHint, view } from './table-state.js';
import { renderTable } from './table-view.js';
import { h, link } from './ui.js';

/** @typedef {import('./table-state.js').SeatState} SeatState */
/** @typedef {import('./table-state.js').HandEnd} HandEnd */
/** @typedef {import('./table-state.js').TableUpdate} TableUpdate */
/** A step of a lesson; what the coach says is the catalogue's (`tutorial-step-<k>`, `tutorial-partners-step-<k>`), the same English as `say`. @typedef {{turn: number, move: string, state: SeatState, say: string}} Step */
/** @typedef {{steps: Step[], end: {state: SeatState, hand_end: HandEnd, revealed: string[][], say: string}}} Lesson */
/** @typedef {Lesson & {blocked: string, partners: Lesson}} Script */

/** Where the browser remembers that the tutorial was finished (the lobby stops offering it). */
/** How long the scripted computer "thinks" before its move. */
const COMPUTER_DELAY_MS = 1200;
/** The first game's table of two. */
const players = () => [
  { name: t('tutorial-player-you'), avatar: 'owl', bot: false },
  { name: t('tutorial-player-tutor'), avatar: 'bot-easy', bot: true },
];
/** The partnership hand's table: seats clockwise from yours, your partner across (rules.md section 9). */
const partnersTable = () => [
  { name: t('tutorial-player-you'), avatar: 'owl', bot: false },
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
  const four = lesson.end.state.tiles_left.length === 4;
  const seated = four ? partnersTable() : players();
  return {
    type: 'table',
    table: 0,
    version: k + 1,
    seat: 0,
    status: 'live',
    settings: { draw: four ? 5 : 7, target: 150, minutes: null, wager: 0 },
    players: seated,
    present: seated.map(() => true),
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
  app.replaceChildren(h('p', {}, t('tutorial-setting-up')));
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

  /** What the coach says at step `k` of the lesson shown, or at its end: the catalogue's words for the script's `say`. @param {number} k */
  function said(k) {
    if (phase === 'partners') return lesson.steps[k] ? t(`tutorial-partners-step-${k}`) : t('tutorial-partners-end');
    return lesson.steps[k] ? t(`tutorial-step-${k}`) : t('tutorial-end');
  }

  function coachText() {
    if (phase === 'blocked') return t('tutorial-blocked');
    if (phase === 'done') return t('tutorial-done', { target: script.end.state.target });
    const step = lesson.steps[index];
    const say = said(index);
    if (step) return step.turn === 0 ? say : t(phase === 'partners' ? 'tutorial-next-player-thinking' : 'tutorial-computer-thinking', { say });
    return phase === 'play' ? t('tutorial-end-next-hand', { say }) : say;
  }

  function stepLabel() {
    const total = lesson.steps.length;
    const shown = Math.min(index + 1, total);
    if (phase === 'play') return t('tutorial-progress', { step: shown, total });
    if (phase === 'partners' && lesson.steps[index]) return t('tutorial-partners-progress', { step: shown, total });
    return t('tutorial-last-step');
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
        h('h2', {}, phase === 'partners' ? t('tutorial-partners-title') : t('tutorial-title')),
        h('p', { class: 'muted', id: 'coach-step' }, stepLabel()),
        h('p', { id: 'coach-text' }, coachText()),
        phase === 'blocked' ? h('button', { class: 'primary', id: 'tutorial-partners', onclick: partners }, t('tutorial-next-partners')) : null,
        phase === 'blocked' ? ' ' : null,
        finished ? h('button', { class: phase === 'blocked' ? '' : 'primary', id: 'tutorial-finish', onclick: finish }, t('tutorial-finish')) : null,
        phase === 'done'
          ? h(
              'p',
              { id: 'tutorial-done' },
              t('tutorial-ready'),
              ' ',
              h('button', { class: 'primary', id: 'tutorial-play', onclick: () => navigate('') }, t('tutorial-play-computer')),
              ' ',
              link('#how-to-play', t('tutorial-read-rules')),
            )
          : null,
        playing() && !finished ? h('button', { id: 'tutorial-leave', onclick: () => navigate('') }, t('tutorial-leave')) : null,
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
    if (r.hint !== undefined && step) state = receiveHint(state, r.hint, { move: step.move, reason: t('tutorial-hint-reason') });
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
