// Finger-size boards. A fingertip needs a target of 44 × 44 CSS px (WCAG 2.5.5, Apple's and
// Google's guidelines); a board fitted to a phone's width gives less than that once it has more
// than a few crossings or tiles a row. On a touch screen such a board is drawn at finger size
// instead, inside its own scroller (one finger pans the board, the page around it stays put), with
// a button to see the whole board at once and back. Mouse users always get the whole board.
import {h} from './dom.js';

/** The smallest target a finger can hit reliably, in CSS px. */
export const FINGER = 44;

const zooms = new Set();
let resizeTimer = null;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => zooms.forEach(z => z.apply()), 150);
});

function touchScreen() {
  return window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Zoom for the board svg inside frame. fit(width, height, target) gives the board's drawing size
 * (its viewBox) and the side of its smallest target, all in SVG units; the board is then shown
 * whole if that keeps every target at FINGER px, else (on a touch screen) at FINGER px a target.
 * button is the control that switches between the two (hidden when there is no choice).
 */
export class FingerZoom {
  constructor(frame, svg) {
    this.frame = frame;
    this.svg = svg;
    this.geometry = null;
    // The reader's choice: 'finger' (the default where it is needed) or 'whole'.
    this.mode = 'finger';
    this.button = h('button', {class: 'btn btn--small zoom-toggle', type: 'button', hidden: true,
      onclick: () => { this.mode = this.zoomed ? 'whole' : 'finger'; this.apply(); }});
    zooms.add(this);
  }

  fit(width, height, target) {
    const g = this.geometry;
    if (this.laidOut && g && g.width === width && g.height === height && g.target === target) return;
    this.geometry = {width, height, target};
    this.apply();
  }

  /** Lays the board out again (after a change of geometry, window size, or of the page shown). */
  apply() {
    const g = this.geometry;
    if (!g) return;
    this.frame.classList.remove('is-zoomed');
    this.svg.style.width = '';
    this.svg.style.height = '';
    const box = this.svg.getBoundingClientRect();
    this.laidOut = box.width > 0;
    if (!this.laidOut) return; // not on show: laid out when it is
    // The drawing keeps its proportions inside the svg's box: the tighter side decides.
    const whole = Math.min(box.width / g.width, box.height / g.height);
    const finger = FINGER / g.target;
    const needed = touchScreen() && whole < finger;
    this.zoomed = needed && this.mode === 'finger';
    this.button.hidden = !needed;
    this.button.textContent = this.zoomed ? 'Whole board' : 'Finger size';
    this.button.setAttribute('aria-label', this.zoomed ? 'Show the whole board' : 'Show the board at finger size, to pan');
    if (!this.zoomed) return;
    this.frame.classList.add('is-zoomed');
    // A hair over: rounding must not bring a target under FINGER.
    this.svg.style.width = `${Math.ceil(g.width * finger) + 1}px`;
    this.svg.style.height = `${Math.ceil(g.height * finger) + 1}px`;
  }

  /** Nothing to fit any more (the board is not drawn): no zoom, no button. */
  clear() {
    this.geometry = null;
    this.laidOut = false;
    this.zoomed = false;
    this.button.hidden = true;
    this.frame.classList.remove('is-zoomed');
    this.svg.style.width = '';
    this.svg.style.height = '';
  }

  /** Keeps el (the keyboard cursor) in view inside a board drawn larger than its frame. */
  follow(el) {
    if (this.zoomed && el) el.scrollIntoView({block: 'nearest', inline: 'nearest'});
  }
}
