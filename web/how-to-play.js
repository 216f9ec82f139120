// The rules, taught with pictures drawn by the table's own code (layout.js
// places the tiles, tiles.js draws them), and a little history. Every rule
// said here is docs/rules.md's (the project's rule book).

import { bounds, layoutFromHistory } from './layout.js';
import { at, navigate, session } from './session.js';
import { el, tileGroup, tileSvg } from './tiles.js';
import { h, link } from './ui.js';

/** @type {Record<string, string>} */
const END_WORDS = { L: 'left', R: 'right', U: 'up', D: 'down' };

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
  const box = bounds([...tiles, ...(ends ? open.map(([, t]) => t) : [])], 0.3);
  const svg = el('svg', { class: 'layout', viewBox: `${box.x} ${box.y} ${box.w} ${box.h}`, role: 'img', 'aria-label': caption });
  for (const t of tiles) svg.append(tileGroup(t));
  /** @param {string} text @param {number} x @param {number} y @param {string} kind */
  const label = (text, x, y, kind) => {
    const node = el('text', { x, y, class: `label ${kind}`, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    node.textContent = text;
    svg.append(node);
  };
  if (ends) for (const [end, t] of open) label(END_WORDS[end], t.x + t.w / 2, t.y + t.h / 2, 'end');
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
      tiles.map((t) => tileSvg(t)),
    ),
    h('figcaption', {}, caption),
  );
}

/**
 * The table of four seen from seat 0: the partner across, an opponent on
 * each side, play going clockwise. No tiles: `data-tiles` is 0.
 */
function seatingFigure() {
  const caption =
    'Four at the table: you and your partner sit across from each other, an opponent on each side. Play goes clockwise: you, the opponent on your left, your partner, the opponent on your right.';
  const svg = el('svg', { class: 'seating', viewBox: '-1 0 14 8', role: 'img', 'aria-label': caption });
  svg.append(el('rect', { x: 3.4, y: 2, width: 5.2, height: 4, rx: 0.6, class: 'felt' }));
  /** @type {[string, number, number, string][]} */
  const seats = [
    ['You', 6, 7.2, 'us'],
    ['Opponent', 1.2, 4, 'them'],
    ['Partner', 6, 0.8, 'us'],
    ['Opponent', 10.8, 4, 'them'],
  ];
  for (const [name, x, y, side] of seats) {
    const node = el('text', { x, y, class: `label seat ${side}`, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    node.textContent = name;
    svg.append(node);
  }
  const arrow = el('text', { x: 6, y: 4, class: 'label turn', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
  arrow.textContent = '↻ clockwise';
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
      h('h2', {}, 'How to play All Fives'),
      h(
        'p',
        { class: 'tutorial-link' },
        'Learn by playing: ',
        link('#tutorial', 'a guided first game', { id: 'how-to-tutorial' }),
        ' against a scripted computer, one step at a time.',
      ),
      h(
        'p',
        {},
        'All Fives (also called Muggins) is a game for two players with a double-six set. You score whenever your play leaves the open ends of the layout adding up to a multiple of five, and the first player to reach the final score wins.',
      ),

      h('h3', {}, 'The tiles and their weight'),
      h(
        'p',
        {},
        'The set has 28 tiles: every pair of numbers from 0 to 6, from 0-0 to 6-6, with 168 pips in all. A tile’s weight is its pip total: 6-4 weighs 10, so it is heavier than 5-3, which weighs 8; 1-0 is lighter than both.',
      ),
      h(
        'div',
        { class: 'figures' },
        tilesFigure(['6-4', '5-3', '1-0'], '6-4 (weight 10) is heavier than 5-3 (weight 8); 1-0 (weight 1) is the lightest of the three.'),
        tilesFigure(['6-3', '5-4'], 'Both weigh 9. For the first lead, a tie goes to the tile with the higher number: 6-3 beats 5-4.'),
      ),
      h(
        'p',
        {},
        'Weight decides two things. In the first hand, if nobody holds a double, the player with the heaviest tile leads with it. And when a hand is blocked, the player whose tiles are lighter in total wins it.',
      ),

      h('h3', {}, 'The deal and the lead'),
      h(
        'p',
        {},
        'Each player takes 7 or 9 face-down tiles, as the table chose; the rest are the boneyard. You may pick your tiles one by one or press Auto draw: the tiles are shuffled face down, so both are the same.',
      ),
      h(
        'p',
        {},
        'In the first hand, the player with the highest double (6-6, else 5-5, and so on down to 0-0) leads, and must lead that double. If nobody holds a double, the heaviest tile leads. In later hands the winner of the previous hand leads with any tile; after a blocked hand that nobody won, the player who did not lead that hand leads.',
      ),

      h('h3', {}, 'The spinner, the four ends and the count'),
      h(
        'p',
        {},
        'Join a tile from your hand to an open end: the touching halves must show the same number. A double is laid crosswise. The first double played is the spinner: it can be played on from four sides. Its up and down ends open once tiles are against both of its sides, so the layout has at most four open ends: left, right, up and down.',
      ),
      h(
        'p',
        {},
        'After every play, the open ends are added up: the outer number of each end tile, both halves of a double at an end, and both halves of the spinner until tiles are against both of its sides (from then on it counts nothing, and an empty up or down end counts nothing either). If this count is a multiple of five (5, 10, 15, …), the player who just played scores that many points at once.',
      ),
      h(
        'div',
        { class: 'figures' },
        layoutFigure(PLAYS.slice(0, 1), '5-5 is led and is the spinner. Alone it counts both halves: 10, so the leader scores 10.', { spinner: true }),
        layoutFigure(PLAYS.slice(0, 2), '5-2 on the left: 2 + 10 (the spinner still counts both halves) = 12. No score.', { spinner: true }),
        layoutFigure(
          PLAYS.slice(0, 3),
          '5-3 on the right: both sides of the spinner are covered, so it counts nothing and its up and down ends open. 2 + 3 = 5: a score of 5.',
          { spinner: true },
        ),
        layoutFigure(PLAYS, '5-6 up (count 11), then 5-4 down: the four ends add up to 2 + 3 + 6 + 4 = 15, a score of 15.', { spinner: true }),
      ),

      h('h3', {}, 'Drawing'),
      h(
        'p',
        {},
        'If you can play, you must. Only when no tile in your hand fits any open end do you draw from the boneyard, one tile at a time, until you draw one that fits; then you must play it. The draws are part of your turn, and your clock runs while you draw. If the boneyard is empty and you cannot play, you pass.',
      ),
      h(
        'div',
        { class: 'figures' },
        tilesFigure(['0-0', '0-1', '1-1'], 'With the ends showing 2, 3, 6 and 4, none of 0-0, 0-1 and 1-1 fits: you must draw.'),
        tilesFigure([null, '0-5', '1-6'], 'From the face-down boneyard you draw 0-5, which does not fit, then 1-6, which fits the 6 on the up end.'),
        layoutFigure([...PLAYS, '6-1 U'], 'You must play it: 1-6 on the up end makes the count 2 + 3 + 1 + 4 = 10, and you score 10.'),
      ),

      h('h3', {}, 'The end of a hand'),
      h(
        'p',
        {},
        'The player who plays their last tile dominoes: they win the hand and score the pips left in the opponent’s hand, rounded to the nearest multiple of five (a remainder of 1 or 2 rounds down, 3 or 4 rounds up: 0 to 2 pips score nothing, 3 to 7 score 5, 8 to 12 score 10, and so on).',
      ),
      h(
        'div',
        { class: 'figures' },
        tilesFigure(
          ['6-4', '3-1'],
          'The domino bonus: you play your last tile while your opponent holds 6-4 and 3-1, 14 pips, which round to 15. You score 15.',
        ),
      ),
      h(
        'p',
        {},
        'A hand is blocked when the boneyard is empty and nobody holds a tile that fits. Then the player with fewer pips in hand wins it and scores the pips in the opponent’s hand, rounded the same way. If both hold the same number of pips, nobody scores.',
      ),

      h('h3', {}, 'Winning the game'),
      h(
        'p',
        {},
        'The first player to reach the final score wins at that moment, even in the middle of a hand. A play that both scores and empties your hand adds its own points first; if they reach the final score, the game ends there and the domino bonus is not added.',
      ),
      h(
        'p',
        {},
        'With a clock, each player has the table’s minutes for each hand. Your clock runs only on your turn, drawing included, and is reset at the start of every hand. If it reaches zero, you lose the game and the wager. You may resign at any time; resigning loses the game and the wager too.',
      ),

      h('h3', { id: 'partners' }, 'Four players: two against two'),
      h(
        'p',
        {},
        'All Fives is most often played by four, in two partnerships. Partners sit across the table, and play goes clockwise. Each player gets 5 tiles, and 8 stay in the boneyard. Partners play for one score: whatever either of you scores goes to your team, and the first team to reach the final score wins. You may not show or tell your partner your tiles, and while a hand is being played partners cannot chat.',
      ),
      h('div', { class: 'figures' }, seatingFigure()),
      h(
        'p',
        {},
        'The first hand is led by whoever holds the highest double; after that, the winner of each hand leads the next. When you play your last tile, your team scores the pips left in both opponents’ hands, added up first and then rounded once. Your partner’s tiles do not count.',
      ),
      h(
        'div',
        { class: 'figures' },
        tilesFigure(
          ['2-1', '3-1', '6-6'],
          'You domino while the opponents hold 2-1 and 3-1 and your partner holds 6-6. The opponents’ 3 + 4 = 7 pips round once to 5: your team scores 5 (rounding each hand first would make 10). Your partner’s 12 pips do not count.',
        ),
      ),
      h(
        'p',
        {},
        'A blocked hand goes to the team with fewer pips in its two hands together; it scores the other team’s pips, rounded once, and its player with fewer pips leads the next hand. If your clock runs out or you resign, your team loses the game.',
      ),

      h(
        'p',
        { class: 'rule-book' },
        'Every detail the program follows is written down in the rule book that comes with its source, docs/rules.md; the game records and the messages to computer players are described in docs/formats.md.',
      ),

      h('h3', {}, 'A short history'),
      h(
        'p',
        {},
        'Dominoes descend from dice. Each tile of the original Chinese sets shows one of the 21 ways two dice can fall, so Chinese tiles have no blanks; instead, some tiles appear twice. According to historians, a Chinese set of 32 pieces existed by the year 1120.',
      ),
      h(
        'p',
        {},
        'Dominoes seem to have been unknown in Europe until the 18th century, and their modern form may have been invented in Italy. Western sets add the blank, which makes every pair from 0-0 to 6-6: the 28 tiles played here. The name apparently comes from the masquerade masks called dominoes, whose eyeholes the spotted tiles brought to mind.',
      ),
      h(
        'p',
        {},
        'The oldest known set is said to have been found among the ruins of Thebes, in the tomb of Tutankhamun, who was king of Egypt in the 18th dynasty, in the 14th century BC; it is said to be kept in Cairo. Since then the game has been played by young and old around the world, kings and presidents among them: Lyndon B. Johnson played with friends in Texas.',
      ),
      h('button', { onclick: () => navigate('') }, session.me ? 'Back to the lobby' : 'Sign in to play'),
    ),
  );
}
