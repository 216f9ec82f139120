// The rules, in short, and a little history.

import { at, navigate } from './session.js';
import { h } from './ui.js';

export function howToPlay() {
  at('#how-to-play');
  const app = /** @type {HTMLElement} */ (document.getElementById('app'));
  app.replaceChildren(
    h(
      'div',
      { class: 'card' },
      h('h2', {}, 'How to play All Fives'),
      h(
        'p',
        {},
        'Each player takes 7 (or 9) face-down tiles; the rest are the boneyard. In the first hand the highest double leads; the first double played is the spinner and can be played on from all four sides once both its sides are covered.',
      ),
      h(
        'p',
        {},
        'Join a tile to an open end with the same number. After your play, add up the open ends (a double at an end counts both halves): if the sum is a multiple of five, you score it. Can’t play? Draw from the boneyard until you can.',
      ),
      h(
        'p',
        {},
        'When a player goes out, they score the pips left in the other hand, rounded to the nearest five. If nobody can play, the lighter hand scores the heavier one. First to the final score wins — even in the middle of a hand.',
      ),
      h('p', {}, 'With a clock, each player has the set minutes for each hand; it runs only on your turn. If it runs out you lose the game and the wager.'),
      h('h3', {}, 'A short history'),
      h(
        'p',
        {},
        'Dominoes came to Europe from China in the 18th century; All Fives (also called Muggins) grew up in American saloons and is still the game of choice in many clubs.',
      ),
      h('button', { onclick: () => navigate('') }, 'Back to the lobby'),
    ),
  );
}
