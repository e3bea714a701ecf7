// Draws a Bridg-It board in SVG in the project's coordinates (docs/rules.md): a (2n+1)×(2n+1)
// lattice, red dots at (odd r, even c), blue dots at (even r, odd c), crossings where r ≡ c (mod 2).
// Red dots are round and red bridges solid with round ends; blue dots are square and blue bridges
// have square ends and a white stripe, so the two never rely on colour alone.
import {s} from '../dom.js';
import {crossingLabel} from '../prose.js';

export const U = 48; // one lattice step in SVG units
const PAD = U * 0.6;
/** The radius, in lattice steps, of the trees' part drawn in the "near the crossing" view. */
export const NEAR = 4.5;

export function crossingKey(r, c) {
  return `${r},${c}`;
}

/** The two dots a side's bridge at crossing (r, c) joins. */
export function bridgeEnds(side, r, c) {
  const horizontal = (r % 2 === 1) === (side === 'red');
  return horizontal ? [[r, c - 1], [r, c + 1]] : [[r - 1, c], [r + 1, c]];
}

export function crossingsOf(n) {
  const list = [];
  for (let r = 1; r <= 2 * n - 1; r++) {
    for (let c = 1; c <= 2 * n - 1; c++) {
      if ((r - c) % 2 === 0) list.push([r, c]);
    }
  }
  return list;
}

/**
 * Where an arrow key takes the keyboard cursor from crossing (r, c) on the n × (n+1) board, or null
 * at the edge: left and right along the row, up and down to the neighbouring row's crossing nearest
 * goalCol, the column the cursor last went to sideways (so up-down-up comes back). {at: [r, c], goalCol}.
 */
export function nextCrossing(n, r, c, key, goalCol) {
  const max = 2 * n - 1;
  if (key === 'ArrowRight') return c + 2 <= max ? {at: [r, c + 2], goalCol: c + 2} : null;
  if (key === 'ArrowLeft') return c - 2 >= 1 ? {at: [r, c - 2], goalCol: c - 2} : null;
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  const nr = r + (key === 'ArrowDown' ? 1 : -1);
  const goal = goalCol ?? c;
  const options = [c - 1, c + 1].filter(x => nr >= 1 && nr <= max && x >= 1 && x <= max);
  return options.length ? {at: [nr, options.sort((x, y) => Math.abs(x - goal) - Math.abs(y - goal) || y - x)[0]], goalCol} : null;
}

export class BoardView {
  /** zoom: the board's FingerZoom, told the board's size and its crossings' whenever the board is built. */
  constructor(svg, handlers, zoom = null) {
    this.svg = svg;
    this.handlers = handlers;
    this.zoom = zoom;
    this.n = 0;
    // Which kind of pointer pressed last: a tap previews a crossing, a mouse click builds at once.
    this.pointer = 'mouse';
    svg.addEventListener('pointerdown', ev => { this.pointer = ev.pointerType || 'mouse'; });
  }

  build(n) {
    this.n = n;
    const size = 2 * n * U;
    const svg = this.svg;
    svg.setAttribute('viewBox', `${-PAD} ${-PAD} ${size + 2 * PAD} ${size + 2 * PAD}`);
    svg.replaceChildren();
    svg.style.setProperty('--u', U);
    const goals = s('g', {class: 'goals', 'aria-hidden': 'true'},
      s('rect', {class: 'goal goal--red', x: -U * 0.42, y: U * 0.55, width: U * 0.84, height: size - U * 1.1, rx: U * 0.42}),
      s('rect', {class: 'goal goal--red', x: size - U * 0.42, y: U * 0.55, width: U * 0.84, height: size - U * 1.1, rx: U * 0.42}),
      s('rect', {class: 'goal goal--blue', x: U * 0.55, y: -U * 0.42, width: size - U * 1.1, height: U * 0.84, rx: U * 0.42}),
      s('rect', {class: 'goal goal--blue', x: U * 0.55, y: size - U * 0.42, width: size - U * 1.1, height: U * 0.84, rx: U * 0.42}));
    this.layers = {
      goals,
      bridges: s('g', {class: 'layer-bridges'}),
      trees: s('g', {class: 'layer-trees', 'pointer-events': 'none'}),
      dots: s('g', {class: 'layer-dots', 'pointer-events': 'none'}),
      marks: s('g', {class: 'layer-marks', 'pointer-events': 'none'}),
      cursor: s('g', {class: 'layer-cursor', 'pointer-events': 'none'}),
    };
    svg.append(goals, this.layers.bridges, this.layers.trees, this.layers.dots, this.layers.marks, this.layers.cursor);
    // A crossing's target is its diamond: a square of side U·√2 turned by 45°, the crossings' own grid.
    this.zoom?.fit(size + 2 * PAD, size + 2 * PAD, U * Math.SQRT2);
    for (let r = 0; r <= 2 * n; r++) {
      for (let c = 0; c <= 2 * n; c++) {
        if (r % 2 === 1 && c % 2 === 0) {
          this.layers.dots.append(s('circle', {class: 'dot dot--red', cx: c * U, cy: r * U, r: U * 0.16}));
        } else if (r % 2 === 0 && c % 2 === 1) {
          this.layers.dots.append(s('rect', {class: 'dot dot--blue', x: c * U - U * 0.15, y: r * U - U * 0.15, width: U * 0.3, height: U * 0.3, rx: U * 0.03}));
        }
      }
    }
    this.cells = new Map();
    for (const [r, c] of crossingsOf(n)) {
      const line = s('line', {class: 'bridge__line'});
      const stripe = s('line', {class: 'bridge__stripe'});
      const halo = s('line', {class: 'bridge__halo'});
      // The hit area is the crossing's whole diamond (its cell in the checkerboard of crossings), so
      // the crossings tile the board and every point belongs to the nearest one: on the 5 × 6 board
      // at phone width a diamond holds a 45 px square.
      const hit = s('polygon', {class: 'crossing__hit', points: `${c * U - U},${r * U} ${c * U},${r * U - U} ${c * U + U},${r * U} ${c * U},${r * U + U}`});
      const title = s('title', {}, `crossing ${r},${c}`);
      const g = s('g', {class: 'crossing', 'data-r': r, 'data-c': c}, title, halo, line, stripe, hit);
      g.addEventListener('click', () => this.handlers().onClick(r, c, this.pointer !== 'mouse'));
      g.addEventListener('pointerenter', ev => { if (ev.pointerType === 'mouse') this.handlers().onHover(r, c); });
      g.addEventListener('pointerleave', ev => { if (ev.pointerType === 'mouse') this.handlers().onLeave(r, c); });
      this.layers.bridges.append(g);
      this.cells.set(crossingKey(r, c), {r, c, g, line, stripe, halo, title});
    }
  }

  /** What a screen reader is told about the crossing at key: its label with ✓/✗ and the reason. */
  labelOf(key) {
    return this.cells?.get(key)?.title.textContent || '';
  }

  /**
   * opts: {n, owner: Map key->side, toMove, last: key|null, chain: Set, marks: Map key->'win'|'lose'|null,
   *        focus: key|null, playable: bool, trees: {side, move:[r,c], trees:[{segments}]}|null, pickup: key|null}
   */
  update(opts) {
    if (this.n !== opts.n) this.build(opts.n);
    const over = opts.chain.size > 0;
    for (const [key, cell] of this.cells) {
      const side = opts.owner.get(key) || null;
      const drawSide = side || (key === opts.focus || key === opts.hover || key === opts.preview ? opts.toMove : null);
      let cls = 'crossing';
      if (side) cls += ` crossing--${side}`;
      else cls += ' crossing--free';
      if (!side && opts.playable) cls += ` is-playable ghost--${opts.toMove}`;
      if (side && opts.movable && side === opts.toMove) cls += ' is-movable';
      if (key === opts.last) cls += ' is-last';
      if (opts.chain.has(key)) cls += ' is-chain';
      else if (over && side) cls += ' is-dim';
      if (key === opts.focus) cls += ' is-focus';
      if (key === opts.preview) cls += ' is-preview';
      if (key === opts.pickup) cls += ' is-picked';
      cell.g.setAttribute('class', cls);
      if (drawSide) {
        const [[r1, c1], [r2, c2]] = bridgeEnds(drawSide, cell.r, cell.c);
        for (const el of [cell.line, cell.stripe, cell.halo]) {
          el.setAttribute('x1', c1 * U);
          el.setAttribute('y1', r1 * U);
          el.setAttribute('x2', c2 * U);
          el.setAttribute('y2', r2 * U);
        }
      }
      cell.g.dataset.owner = side || 'free';
      cell.title.textContent = crossingLabel(key, side, opts.marks ? opts.marks.get(key) : null, opts.toMove);
    }

    // Lehman's two trees after a winning crossing: one solid, one dotted gold. On a large board
    // both whole are a mesh, so opts.treeView can ask for the part near the crossing or one tree.
    this.layers.trees.replaceChildren();
    this.svg.classList.toggle('is-showing-trees', !!opts.trees);
    if (opts.trees) {
      const [r, c] = opts.trees.move;
      const [[r1, c1], [r2, c2]] = bridgeEnds(opts.trees.side, r, c);
      // After a ✗ the drawn move is the opponent's winning reply to it.
      const reply = opts.trees.refutes ? ' tree-move--reply' : '';
      this.layers.trees.append(s('line', {class: `tree-move tree-move--${opts.trees.side}${reply}`, x1: c1 * U, y1: r1 * U, x2: c2 * U, y2: r2 * U}));
      const view = opts.treeView || 'both';
      if (view === 'near') {
        this.layers.trees.append(s('circle', {class: 'tree-near', cx: c * U, cy: r * U, r: NEAR * U}));
      }
      opts.trees.trees.forEach((t, i) => {
        if ((view === 'tree1' && i !== 0) || (view === 'tree2' && i !== 1)) return;
        for (const [a, b, p, q] of t.segments) {
          if (view === 'near' && Math.hypot((a + p) / 2 - r, (b + q) / 2 - c) > NEAR) continue;
          this.layers.trees.append(s('line', {class: `tree tree--${i + 1}`, x1: b * U, y1: a * U, x2: q * U, y2: p * U}));
        }
      });
    }

    // ✓/✗ on every free crossing for the player to move.
    this.layers.marks.replaceChildren();
    if (opts.marks) {
      for (const [key, mark] of opts.marks) {
        const cell = this.cells.get(key);
        if (!cell || opts.owner.has(key)) continue;
        this.layers.marks.append(s('g', {class: `mark mark--${mark}`, 'data-r': cell.r, 'data-c': cell.c, 'data-mark': mark,
          transform: `translate(${cell.c * U} ${cell.r * U})`},
        s('circle', {r: U * 0.2}), s('text', {'text-anchor': 'middle', dy: '0.36em'}, mark === 'win' ? '✓' : '✗')));
      }
    }

    // Keyboard cursor.
    this.layers.cursor.replaceChildren();
    if (opts.focus && opts.showCursor) {
      const cell = this.cells.get(opts.focus);
      if (cell) this.layers.cursor.append(s('circle', {class: 'cursor', cx: cell.c * U, cy: cell.r * U, r: U * 0.36}));
    }
  }
}
