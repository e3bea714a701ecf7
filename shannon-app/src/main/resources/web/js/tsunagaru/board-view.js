// The Tsunagaru board in SVG: square tiles, each tile's arms as thick strokes from its centre to
// its edge (so neighbouring arms join across the gap), and a person on every tile. Arms that
// meet a neighbour's arm are drawn in ink, arms that meet nothing in grey; in a solution with
// several pieces each piece gets its own colour. Clicks and keys are reported, never acted on.
// On a wrap-around board the frame is dashed and an arm that meets its partner across the edge
// runs on into the frame, as does the partner's on the far side.
import {s} from '../dom.js';
import {DC, DR, crossesEdge, meets, moveCursor, pieces} from './grid.js';

const CELL = 64;
const PIECES = ['#22466e', '#1b7a64', '#a8323f', '#6a4a94', '#9a5b12', '#4f6b17', '#1f6f99', '#8a3d78'];
const LOOSE = '#b3ada1';
/** How long (ms) a finger rests on a tile to turn it clockwise. */
const LONG_PRESS = 500;

/** Turns an arm set (bit 0 north, 1 east, 2 south, 3 west) one click clockwise. */
export function rotate(arms, clicks = 1) {
  let a = arms;
  for (let k = 0; k < ((clicks % 4) + 4) % 4; k++) a = ((a << 1) | (a >> 3)) & 15;
  return a;
}

const SIDES = ['north', 'east', 'south', 'west'];

/** What a screen reader hears for a tile: where it is, its arms, which meet nothing, and whether it is locked. */
function tileLabel(arms, r, c, locked, wrap) {
  const at = `row ${r + 1}, column ${c + 1}`;
  const a = arms[r][c];
  if (!a) return `${at}: empty`;
  const out = SIDES.filter((_, d) => (a >> d) & 1);
  const loose = SIDES.filter((_, d) => (a >> d) & 1 && !meets(arms, r, c, d, wrap));
  return `${at}: arms ${out.join(', ')}; ` + (loose.length ? `✗ ${loose.join(', ')} meet${loose.length === 1 ? 's' : ''} nothing` : '✓ every arm meets one')
    + (locked ? '; locked' : '');
}

export class BoardView {
  /** zoom: the board's FingerZoom, told the board's size (a tile is the target) at every drawing. */
  constructor(svg, handlers, zoom = null) {
    this.svg = svg;
    this.handlers = handlers;
    this.zoom = zoom;
    this.cursor = null;
    svg.addEventListener('keydown', e => this.key(e));
  }

  /**
   * Draws arms[r][c] (0 = empty cell). Options: marks — Map "r,c" → 'hint' | 'forced';
   * labels — Map "r,c" → small text in the tile's corner; readOnly — no clicks; locked — Set "r,c"
   * of tiles the player locked; wrap — the board wraps around (a torus).
   */
  draw(arms, {marks = new Map(), labels = new Map(), readOnly = false, locked = new Set(), wrap = false} = {}) {
    this.arms = arms;
    this.wrap = wrap;
    this.readOnly = readOnly;
    this.locked = locked;
    const rows = arms.length;
    const cols = arms[0].length;
    this.rows = rows;
    this.cols = cols;
    // A wider frame on a torus: the arms that cross an edge run on into it.
    const pad = wrap ? 16 : 10;
    const svg = this.svg;
    svg.setAttribute('viewBox', `${-pad} ${-pad} ${cols * CELL + 2 * pad} ${rows * CELL + 2 * pad}`);
    // About 72 px a tile at most: small stages stay tile-sized instead of filling the card.
    svg.style.maxWidth = `${cols * 72 + 24}px`;
    this.zoom?.fit(cols * CELL + 2 * pad, rows * CELL + 2 * pad, CELL);
    svg.replaceChildren();
    svg.append(s('rect', {x: -pad, y: -pad, width: cols * CELL + 2 * pad, height: rows * CELL + 2 * pad, rx: 14, class: 'tg-board' + (wrap ? ' tg-board--wrap' : '')}));
    const {piece, count, solved} = pieces(arms, wrap);
    this.piece = piece;
    const colour = p => (solved && count > 1 ? PIECES[p % PIECES.length] : PIECES[0]);
    this.cells = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const g = this.tile(r, c, arms[r][c], marks.get(`${r},${c}`), labels.get(`${r},${c}`), piece[r][c], colour);
        this.cells.push(g);
        svg.append(g);
      }
    }
    this.highlight(this.hovered || this.cursor);
    if (this.cursor && this.cursor[0] < rows && this.cursor[1] < cols) {
      const [r, c] = this.cursor;
      svg.append(s('rect', {x: c * CELL + 1, y: r * CELL + 1, width: CELL - 2, height: CELL - 2, rx: 10, class: 'tg-cursor'}));
    }
  }

  tile(r, c, a, mark, label, p, colour) {
    const locked = this.locked.has(`${r},${c}`);
    const g = s('g', {class: 'tg-cell' + (a && !this.readOnly ? ' tg-cell--live' : '') + (locked ? ' tg-cell--locked' : ''),
      transform: `translate(${c * CELL} ${r * CELL})`, 'data-r': r, 'data-c': c, 'data-arms': a, 'data-mark': mark,
      'data-locked': locked ? 'true' : null});
    g.append(s('title', {}, tileLabel(this.arms, r, c, locked, this.wrap)));
    // The whole cell takes the click, the gap around the tile too: tiles meet, and no tap falls between them.
    g.append(s('rect', {x: 0, y: 0, width: CELL, height: CELL, class: 'tg-hit'}));
    const inset = 3;
    g.append(s('rect', {x: inset, y: inset, width: CELL - 2 * inset, height: CELL - 2 * inset, rx: 8,
      class: a ? 'tg-tile' + (mark ? ` tg-tile--${mark}` : '') : 'tg-empty'}));
    if (!a) return g;
    const cx = CELL / 2;
    let anyMet = false;
    for (let d = 0; d < 4; d++) {
      if (!((a >> d) & 1)) continue;
      const met = meets(this.arms, r, c, d, this.wrap);
      anyMet ||= met;
      const len = met ? CELL / 2 : CELL * 0.38;
      g.append(s('line', {x1: cx, y1: cx, x2: cx + DC[d] * len, y2: cx + DR[d] * len,
        stroke: met ? colour(p) : LOOSE, 'stroke-width': 9}));
      if (met && this.wrap && crossesEdge(this.rows, this.cols, r, c, d)) {
        // Across the edge: a thinner stub into the frame says "this goes on at the other side".
        g.append(s('line', {x1: cx + DC[d] * len, y1: cx + DR[d] * len, x2: cx + DC[d] * (len + 14), y2: cx + DR[d] * (len + 14),
          stroke: colour(p), 'stroke-width': 5, class: 'tg-wrap-arm'}));
      }
    }
    g.append(s('circle', {cx, cy: cx, r: 4.5, fill: anyMet ? colour(p) : LOOSE}));
    g.append(s('rect', {x: cx - 10, y: cx - 1, width: 20, height: 16, rx: 7, class: 'tg-person'}));
    g.append(s('circle', {cx, cy: cx - 7.5, r: 6.7, class: 'tg-person'}));
    if (label !== undefined) {
      g.append(s('text', {x: CELL - 9, y: 16, class: 'tg-label', 'text-anchor': 'end'}, label));
    }
    if (locked) {
      g.append(s('path', {class: 'tg-lock', d: 'M8 14v-3a4 4 0 0 1 8 0v3M6.5 14h11v8h-11z', transform: `translate(${CELL - 26} ${CELL - 26})`}));
    }
    if (!this.readOnly) this.bindGestures(g, r, c);
    g.addEventListener('pointerenter', ev => { if (ev.pointerType === 'mouse') { this.hovered = [r, c]; this.highlight([r, c]); } });
    g.addEventListener('pointerleave', ev => { if (ev.pointerType === 'mouse') { this.hovered = null; this.highlight(this.cursor); } });
    return g;
  }

  /**
   * The gestures of Simon Tatham's Net: a left click turns the tile anticlockwise, a right click
   * clockwise, a middle or Shift+click locks it. On a touch screen a tap turns anticlockwise and a
   * long press (half a second) clockwise; Lock mode (the page's button) makes a tap lock instead.
   */
  bindGestures(g, r, c) {
    const turn = dir => { this.cursor = [r, c]; this.handlers.onTurn(r, c, dir); };
    const lock = () => { this.cursor = [r, c]; this.handlers.onLock(r, c); };
    // The board is redrawn after every turn, so the press is remembered on the view, not the tile's element.
    g.addEventListener('pointerdown', ev => {
      this.pointer = ev.pointerType;
      clearTimeout(this.press?.timer);
      if (ev.pointerType !== 'touch') return;
      const press = {x: ev.clientX, y: ev.clientY, long: false};
      press.timer = setTimeout(() => { press.long = true; turn(1); }, LONG_PRESS);
      this.press = press;
    });
    g.addEventListener('pointerup', () => clearTimeout(this.press?.timer));
    g.addEventListener('pointercancel', () => { clearTimeout(this.press?.timer); this.press = null; });
    g.addEventListener('pointermove', ev => {
      const p = this.press;
      if (p && !p.long && Math.hypot(ev.clientX - p.x, ev.clientY - p.y) > 10) { clearTimeout(p.timer); this.press = null; }
    });
    g.addEventListener('click', ev => {
      // The click that ends a long press has been answered already (a clockwise turn).
      const p = this.press;
      this.press = null;
      if (p && p.long) return;
      if (ev.shiftKey) lock();
      else turn(-1);
    });
    g.addEventListener('auxclick', ev => { if (ev.button === 1) { ev.preventDefault(); lock(); } });
    g.addEventListener('contextmenu', ev => {
      ev.preventDefault();
      // A long press on a touch screen also opens the context menu: it was a turn already.
      if (this.pointer === 'touch') return;
      if (ev.shiftKey) lock();
      else turn(1);
    });
  }

  /** Lights up the piece — the tiles joined by meeting arms — that holds the tile at, if any. */
  highlight(at) {
    const p = at && this.piece && at[0] < this.rows && at[1] < this.cols ? this.piece[at[0]][at[1]] : -1;
    this.svg.classList.toggle('has-piece', p >= 0);
    this.cells.forEach((g, i) => g.classList.toggle('is-in-piece', p >= 0 && this.piece[Math.floor(i / this.cols)][i % this.cols] === p));
  }

  key(e) {
    if (!this.arms || this.readOnly) return;
    const move = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]}[e.key];
    if (move) {
      // The first arrow shows the cursor at the top left; on a torus it then goes round the edges.
      this.cursor = this.cursor ? moveCursor(this.rows, this.cols, this.cursor, move, this.wrap) : [0, 0];
      this.draw(this.arms, this.handlers.options());
      this.handlers.onCursor?.(this.cells[this.cursor[0] * this.cols + this.cursor[1]].querySelector('title').textContent);
      e.preventDefault();
    } else if ((e.key === 'Enter' || e.key === ' ' || e.key === 'a' || e.key === 'A') && this.cursor && !e.ctrlKey && !e.metaKey) {
      // Enter, Space and A turn anticlockwise (a left click), D clockwise (a right click), as in Net.
      const [r, c] = this.cursor;
      if (this.arms[r][c]) this.handlers.onTurn(r, c, -1);
      e.preventDefault();
    } else if ((e.key === 'd' || e.key === 'D') && this.cursor && !e.ctrlKey && !e.metaKey) {
      const [r, c] = this.cursor;
      if (this.arms[r][c]) this.handlers.onTurn(r, c, 1);
      e.preventDefault();
    } else if ((e.key === 'l' || e.key === 'L') && this.cursor && !e.ctrlKey && !e.metaKey) {
      this.handlers.onLock(...this.cursor);
      e.preventDefault();
    }
  }
}
