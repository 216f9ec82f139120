// Short sounds synthesized with WebAudio (no audio files), and the switch
// that turns them off, remembered in this browser.

import { t } from './i18n.js';
import { h } from './ui.js';

/** @typedef {import('./table-state.js').Sound} Sound */

const KEY = 'sounds';
/** Whether sounds are on (they are unless the player turned them off). */
export const soundsOn = () => localStorage.getItem(KEY) !== 'off';

/** Each sound: [frequency in Hz, start in s, length in s] notes. */
/** @type {Record<Sound, [number, number, number][]>} */
const NOTES = {
  laid: [[220, 0, 0.05]],
  score: [
    [660, 0, 0.09],
    [990, 0.09, 0.14],
  ],
  turn: [
    [523, 0, 0.1],
    [784, 0.1, 0.12],
  ],
  tick: [[1200, 0, 0.03]],
  started: [
    [523, 0, 0.12],
    [659, 0.12, 0.12],
    [784, 0.24, 0.2],
  ],
};

/** @type {AudioContext | null} */
let context = null;

/**
 * Plays a sound, if sounds are on.
 * @param {Sound} name
 */
export function play(name) {
  if (!soundsOn()) return;
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [frequency, at, length] of NOTES[name]) {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.15, start + at);
    volume.gain.exponentialRampToValueAtTime(0.001, start + at + length);
    tone.connect(volume).connect(context.destination);
    tone.start(start + at);
    tone.stop(start + at + length);
  }
}

/** The header's switch: sounds on or off, remembered. */
export function soundSwitch() {
  const button = h('button', { id: 'sound-switch', class: 'sound-switch', type: 'button' });
  const show = () => {
    button.setAttribute('aria-pressed', String(soundsOn()));
    button.textContent = soundsOn() ? t('sound-on') : t('sound-off');
    button.title = soundsOn() ? t('sound-turn-off') : t('sound-turn-on');
  };
  button.addEventListener('click', () => {
    localStorage.setItem(KEY, soundsOn() ? 'off' : 'on');
    show();
  });
  show();
  return button;
}
