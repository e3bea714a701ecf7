// Zoom and pan for every board and graph. A fingertip needs a target of 44 × 44 CSS px (WCAG
// 2.5.5, Apple's and Google's guidelines); a board fitted to a phone's width gives less than that
// once it has more than a few crossings or tiles a row, and a 30 × 31 Bridg-It board or a graph of
// 200 edges is too fine for a mouse at 1366 px too. So any board can be drawn larger than its
// frame, which then scrolls: on a touch screen it starts at finger size where it must (one finger
// pans, two pinch); with a mouse, Ctrl + wheel (or a trackpad's pinch) zooms about the pointer, a
// drag pans, and − / + zoom about the middle. "Whole board" shows all of it again.
import {coarsePointer, h} from './dom.js';

/** The smallest target a finger can hit reliably, in CSS px. */
export const FINGER = 44;
/** How far a mouse may move while pressed and still click rather than pan, in CSS px. */
const DRAG_SLOP = 5;
/** The most any board is ever magnified over its whole size: a 30 × 31 Bridg-It board at finger size on a phone needs about 4. */
const MAX_SCALE = 16;
/** One step of the − and + buttons. */
const STEP = 1.5;

const zooms = new Set();
let resizeTimer = null;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => zooms.forEach(z => z.apply()), 150);
});

/**
 * Zoom for the board svg inside frame. fit(width, height, target) gives the board's drawing size
 * (its viewBox) and the side of its smallest target, all in SVG units; the board is then shown
 * whole, or (on a touch screen, where whole would make targets smaller than FINGER px) at FINGER px
 * a target, or at whatever scale the reader zoomed to. button switches back to the whole board (and
 * on a touch screen to finger size); tools holds − and +.
 */
export class FingerZoom {
  constructor(frame, svg) {
    this.frame = frame;
    this.svg = svg;
    this.geometry = null;
    // The reader's choice: 'finger' (the default where it is needed), 'whole', or 'free' (zoomed by hand to this.chosen).
    this.mode = 'finger';
    this.chosen = 1;
    // The drawing's size over the whole board's (1: the whole board fits the frame).
    this.scale = 1;
    this.whole = 1;
    this.finger = 1;
    this.button = h('button', {class: 'btn btn--small zoom-toggle', type: 'button', hidden: true,
      onclick: () => { this.mode = this.zoomed ? 'whole' : 'finger'; this.apply(); }});
    this.zoomOut = h('button', {class: 'btn btn--small zoom-step', type: 'button', 'aria-label': 'Zoom out', title: 'Zoom out (Ctrl + wheel)',
      onclick: () => this.zoomBy(1 / STEP)}, '−');
    this.zoomIn = h('button', {class: 'btn btn--small zoom-step', type: 'button', 'aria-label': 'Zoom in', title: 'Zoom in (Ctrl + wheel; drag to pan)',
      onclick: () => this.zoomBy(STEP)}, '+');
    this.tools = h('span', {class: 'zoom-tools', role: 'group', 'aria-label': 'Zoom'}, this.zoomOut, this.zoomIn);
    zooms.add(this);
    this.bindWheel();
    this.bindDrag();
    this.bindPinch();
  }

  fit(width, height, target) {
    const g = this.geometry;
    if (this.laidOut && g && g.width === width && g.height === height && g.target === target) return;
    // A new board (not a redraw of this one) starts whole, or at finger size where that is needed.
    if (!g || g.width !== width || g.height !== height) {
      if (this.mode === 'free') this.mode = 'finger';
    }
    this.geometry = {width, height, target};
    this.apply();
  }

  /**
   * The largest zoom: a target three fingers wide, and never less than 4 times the whole board —
   * nor more than MAX_SCALE times it, whatever a board reports as its smallest target (a target
   * measured near 0 once asked for a 27-fold zoom, and the frame showed nothing but blank).
   */
  maxScale() {
    return Math.min(MAX_SCALE, Math.max(4, (3 * this.finger) / this.whole));
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
    this.whole = Math.min(box.width / g.width, box.height / g.height);
    this.finger = FINGER / g.target;
    this.needed = coarsePointer() && this.whole < this.finger;
    let scale = 1;
    if (this.mode === 'free') scale = this.chosen;
    else if (this.mode === 'finger' && this.needed) scale = this.finger / this.whole;
    this.setScale(scale);
  }

  /** Draws the board at scale (1: whole) and shows the buttons that apply. */
  setScale(scale) {
    const g = this.geometry;
    this.scale = Math.max(1, Math.min(scale, this.maxScale()));
    this.zoomed = this.scale > 1.001;
    this.frame.classList.toggle('is-zoomed', this.zoomed);
    if (this.zoomed) {
      // A hair over: rounding must not bring a target under the size asked for.
      this.svg.style.width = `${Math.ceil(g.width * this.whole * this.scale) + 1}px`;
      this.svg.style.height = `${Math.ceil(g.height * this.whole * this.scale) + 1}px`;
    } else {
      this.svg.style.width = '';
      this.svg.style.height = '';
    }
    this.button.hidden = !this.zoomed && !this.needed;
    this.button.textContent = this.zoomed ? 'Whole board' : 'Finger size';
    this.button.setAttribute('aria-label', this.zoomed ? 'Show the whole board' : 'Show the board at finger size, to pan');
    this.zoomOut.disabled = !this.zoomed;
    this.zoomIn.disabled = this.scale >= this.maxScale() - 1e-6;
  }

  /**
   * Zooms to scale (1: whole) keeping the board's point under (clientX, clientY) where it is — the
   * pointer, the fingers, or by default the frame's middle.
   */
  zoomTo(scale, clientX = null, clientY = null) {
    if (!this.geometry || !this.laidOut) return;
    const fr = this.frame.getBoundingClientRect();
    const x = clientX ?? fr.left + fr.width / 2;
    const y = clientY ?? fr.top + fr.height / 2;
    const before = this.svg.getScreenCTM();
    if (!before) return;
    const at = new DOMPoint(x, y).matrixTransform(before.inverse());
    this.mode = 'free';
    this.chosen = Math.max(1, Math.min(scale, this.maxScale()));
    this.setScale(this.chosen);
    if (this.chosen <= 1.001) this.mode = 'whole';
    const after = this.svg.getScreenCTM();
    if (!after || !this.zoomed) return;
    const now = at.matrixTransform(after);
    this.frame.scrollLeft += now.x - x;
    this.frame.scrollTop += now.y - y;
  }

  zoomBy(factor, clientX, clientY) {
    this.zoomTo(this.scale * factor, clientX, clientY);
  }

  /** Ctrl (⌘) + wheel, and a trackpad's pinch (which the browser sends as one), zoom about the pointer. */
  bindWheel() {
    this.frame.addEventListener('wheel', ev => {
      if (!(ev.ctrlKey || ev.metaKey) || !this.geometry) return;
      ev.preventDefault();
      const lines = ev.deltaMode === 1 ? 20 : ev.deltaMode === 2 ? 400 : 1;
      this.zoomBy(Math.exp(-ev.deltaY * lines * 0.002), ev.clientX, ev.clientY);
    }, {passive: false});
  }

  /** A mouse drag on a zoomed board pans it; the click that ends a drag plays nothing. */
  bindDrag() {
    let press = null;
    let dragged = false;
    this.frame.addEventListener('pointerdown', ev => {
      dragged = false;
      press = ev.pointerType === 'mouse' && ev.button === 0 && this.zoomed
        ? {x: ev.clientX, y: ev.clientY, left: this.frame.scrollLeft, top: this.frame.scrollTop, id: ev.pointerId} : null;
    });
    this.frame.addEventListener('pointermove', ev => {
      if (!press || ev.pointerId !== press.id) return;
      const dx = ev.clientX - press.x;
      const dy = ev.clientY - press.y;
      if (!dragged && Math.hypot(dx, dy) < DRAG_SLOP) return;
      dragged = true;
      this.frame.classList.add('is-panning');
      this.frame.scrollLeft = press.left - dx;
      this.frame.scrollTop = press.top - dy;
    });
    const release = () => { press = null; this.frame.classList.remove('is-panning'); };
    this.frame.addEventListener('pointerup', release);
    this.frame.addEventListener('pointercancel', release);
    this.frame.addEventListener('click', ev => {
      if (!dragged) return;
      dragged = false;
      ev.stopPropagation();
      ev.preventDefault();
    }, true);
  }

  /** Two fingers pinch the board about their middle (one finger pans the frame, as it scrolls). */
  bindPinch() {
    let pinch = null;
    const spread = t => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
    const middle = t => ({x: (t[0].clientX + t[1].clientX) / 2, y: (t[0].clientY + t[1].clientY) / 2});
    this.frame.addEventListener('touchstart', ev => {
      if (ev.touches.length === 2 && this.geometry) pinch = {spread: spread(ev.touches), scale: this.scale};
    }, {passive: true});
    this.frame.addEventListener('touchmove', ev => {
      if (!pinch || ev.touches.length !== 2) return;
      if (ev.cancelable) ev.preventDefault();
      const m = middle(ev.touches);
      this.zoomTo(pinch.scale * spread(ev.touches) / Math.max(1, pinch.spread), m.x, m.y);
    }, {passive: false});
    this.frame.addEventListener('touchend', ev => { if (ev.touches.length < 2) pinch = null; });
  }

  /** Nothing to fit any more (the board is not drawn): no zoom, no button. */
  clear() {
    this.geometry = null;
    this.laidOut = false;
    this.zoomed = false;
    this.scale = 1;
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
