// The matroid drawn in SVG: a point-line picture (elements are points) or a graph (elements are
// edges), each element marked claimed, deleted, the target, ✓ or ✗, and in the certificate's sets.
// Clicks, keys and taps are reported through onPlay(element); the page decides what they do.
import {h, s} from '../dom.js';
import {bindTaps, nearest, svgPoint} from '../tap.js';
import {circleThrough, edgeTargets, lineEnds, place, pointTargets, SIZE, smallestTarget} from './geometry.js';

export class MatroidDrawing {
  /** svg: the drawing's element (kept for the page's life); zoom: its FingerZoom. */
  constructor(svg, zoom, onPlay) {
    this.svg = svg;
    this.zoom = zoom;
    this.onPlay = onPlay;
    this.targets = [];
    this.states = [];
    svg.setAttribute('viewBox', `0 0 ${SIZE} ${SIZE}`);
    bindTaps(svg, (x, y) => {
      const element = this.tapTarget(x, y);
      if (element !== null) onPlay(element);
    });
  }

  /**
   * Draws d (the game's drawing, or null for none). view: {states, target, classes(x), badge(x),
   * playable(x)} — every element's state, the target, its extra classes, its ✓/✗ and whether it
   * can be played now.
   */
  draw(d, view, label) {
    const svg = this.svg;
    this.states = view.states;
    svg.replaceChildren();
    // An SVG element has no hidden property: the attribute itself hides it ([hidden] in app.css).
    svg.toggleAttribute('hidden', !d);
    svg.setAttribute('aria-label', label);
    if (!d) {
      this.targets = [];
      this.zoom.clear();
      return;
    }
    if (d.type === 'graph') this.drawGraph(d, view);
    else this.drawPoints(d, view);
    this.zoom.fit(SIZE, SIZE, smallestTarget(this.targets));
  }

  drawPoints(d, view) {
    const P = d.points.map(place);
    for (const line of d.lines) {
      const [i, j] = lineEnds(P, line);
      this.svg.append(s('line', {class: 'm-line', x1: P[i][0], y1: P[i][1], x2: P[j][0], y2: P[j][1]}));
    }
    if (d.circle) {
      const {cx, cy, r} = circleThrough(...d.circle.map(i => P[i]));
      this.svg.append(s('circle', {class: 'm-line', cx, cy, r}));
    }
    this.targets = pointTargets(P);
    P.forEach(([x, y], i) => {
      const g = this.element('m-point', i, view);
      g.append(s('circle', {class: 'm-dot', cx: x, cy: y, r: 17}), s('text', {x, y}, i === view.target ? 'e' : String(i)));
      this.svg.append(g);
      const b = view.badge(i);
      if (b) this.svg.append(s('text', {class: `m-badge m-badge--${b === '✓' ? 'win' : 'lose'}`, x: x + 22, y: y - 20}, b));
    });
  }

  drawGraph(d, view) {
    const V = d.vertices.map(place);
    const ends = d.edges.map(([u, v]) => [{x: V[u][0], y: V[u][1]}, {x: V[v][0], y: V[v][1]}]);
    this.targets = edgeTargets(ends);
    d.edges.forEach(([u, v], i) => {
      const g = this.element('m-edge', i, view);
      g.append(s('line', {class: 'm-stroke', x1: V[u][0], y1: V[u][1], x2: V[v][0], y2: V[v][1]}),
        s('line', {class: 'm-hit', x1: V[u][0], y1: V[u][1], x2: V[v][0], y2: V[v][1]}));
      this.svg.append(g);
      const b = view.badge(i);
      this.svg.append(s('text', {class: 'm-label', x: (V[u][0] + V[v][0]) / 2 + 12, y: (V[u][1] + V[v][1]) / 2 - 12},
        (i === view.target ? 'e=' : '') + i + (b ? ' ' + b : '')));
    });
    V.forEach(([x, y]) => this.svg.append(s('circle', {class: 'm-vertex', cx: x, cy: y, r: 7})));
  }

  /** Element i's group, answering mouse clicks and Enter/Space (taps go through tapTarget instead). */
  element(kind, i, view) {
    const b = view.badge(i);
    const c = this.targets[i].centre;
    const g = s('g', {class: `${kind} ${view.classes(i).join(' ')}`, tabindex: view.playable(i) ? 0 : -1, role: 'button',
      'data-element': i, 'data-cx': c.x, 'data-cy': c.y,
      'aria-label': `${kind === 'm-edge' ? 'edge' : 'element'} ${i}, ${view.states[i]}${b ? ', ' + (b === '✓' ? 'wins' : 'loses') : ''}`});
    g.addEventListener('click', () => { if (this.svg.dataset.pointer === 'mouse') this.onPlay(i); });
    g.addEventListener('keydown', ev => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); this.onPlay(i); } });
    return g;
  }

  /** What a tap at (clientX, clientY) picks: the element of the nearest free target within reach, or null. */
  tapTarget(clientX, clientY) {
    const p = svgPoint(this.svg, clientX, clientY);
    if (!p) return null;
    const free = this.targets.filter(t => this.states[t.element] === 'free');
    return nearest(free.map(t => [t.element, t.distance(p)]), p.reach);
  }
}

/** Element x's name with its ✓/✗ and its state's sign, as the matrix's column heads and the element buttons show it. */
function elementLabel(x, view) {
  return (x === view.target ? 'e' : String(x)) + (view.badge(x) ? ' ' + view.badge(x) : '')
    + ({claimed: ' ●', deleted: ' ○'}[view.states[x]] || '');
}

/**
 * The matrix of a binary or GF(p) matroid game (the /api/matroid/game answer) as a table whose column
 * heads are the elements' buttons (onPlay(x)); [] for a game without a matrix. view as for draw.
 */
export function matrixTable(game, view, onPlay) {
  const m = game.matrix;
  if (!m) return [];
  // No row labels: on a phone seven columns of 44 px fill the card, and the target's column must not be cut off.
  const head = h('tr', {},
    ...m[0].map((_, j) => h('th', {class: view.classes(j).join(' '), scope: 'col'},
      h('button', {type: 'button', disabled: !view.playable(j), 'data-element': j, 'aria-label': `element ${j}, ${view.states[j]}`
        + (view.badge(j) ? `, ${view.badge(j) === '✓' ? 'wins' : 'loses'}` : ''), onclick: () => onPlay(j)}, elementLabel(j, view)))));
  const rows = m.map(row => h('tr', {}, ...row.map((v, j) => h('td', {class: view.classes(j).join(' ')}, String(v)))));
  return [h('table', {}, h('caption', {class: 'small muted'}, `The matrix over GF(${game.field}): column j is element j`),
    h('thead', {}, head), h('tbody', {}, ...rows))];
}

/** Games without a picture or matrix (uniform, explicit, graphs from text) get a row of element buttons; [] for the others. */
export function elementButtons(game, view, onPlay) {
  if (game.drawing || game.matrix) return [];
  const buttons = [];
  for (let j = 0; j < game.elements; j++) {
    buttons.push(h('button', {type: 'button', class: `btn btn--small ${view.classes(j).join(' ')}`, disabled: !view.playable(j),
      'data-element': j, onclick: () => onPlay(j)}, elementLabel(j, view)));
  }
  return buttons;
}
