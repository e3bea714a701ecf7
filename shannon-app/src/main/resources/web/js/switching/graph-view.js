// Draws a switching-game graph in SVG: edges (parallel ones as curves, loops as small arcs),
// vertices with s and t marked, ✓/✗ marks, Lehman's two trees and the final path or cut.
// The structure is built once per graph; each update only changes classes and overlays, so the
// element under the mouse never disappears while it is hovered.
import {s} from '../dom.js';

const SCALE = 480;
const PAD = 44;

let built = null; // {svg, graph, edgeEls, vertexEls, geometry, layers}
/** How far from an edge or vertex (CSS px) a tap still picks it: the nearest one within this wins. */
const TAP_REACH = 40;

function place(g) {
  const w = g.width * SCALE + 2 * PAD;
  const ht = Math.max(g.height * SCALE, 0) + 2 * PAD;
  const pts = g.vertices.map(v => ({x: PAD + v.x * SCALE, y: PAD + v.y * SCALE}));
  return {w, h: ht, pts};
}

function edgeGeometry(g, pts) {
  const groups = new Map();
  g.edges.forEach(([u, v], e) => {
    const k = u < v ? `${u}-${v}` : `${v}-${u}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(e);
  });
  const geo = [];
  for (const list of groups.values()) {
    list.forEach((e, i) => {
      const [u, v] = g.edges[e];
      const p = pts[u];
      const q = pts[v];
      if (u === v) {
        const r = 16 + 7 * i;
        geo[e] = {d: `M ${p.x} ${p.y} C ${p.x - r} ${p.y - 2.4 * r}, ${p.x + r} ${p.y - 2.4 * r}, ${p.x} ${p.y}`,
          mid: {x: p.x, y: p.y - 1.8 * r}, at: () => ({x: p.x, y: p.y - 1.8 * r})};
        return;
      }
      // Orient the normal by the smaller vertex index so parallel edges fan out consistently.
      const [a, b] = u < v ? [p, q] : [q, p];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy) || 1;
      const nx = -dy / len;
      const ny = dx / len;
      const offset = (i - (list.length - 1) / 2) * 24;
      const mx = (p.x + q.x) / 2 + nx * offset;
      const my = (p.y + q.y) / 2 + ny * offset;
      const cx = (p.x + q.x) / 2 + nx * offset * 2;
      const cy = (p.y + q.y) / 2 + ny * offset * 2;
      // at(t): the point a fraction t along the edge (the quadratic Bézier through (mx, my) at t = ½).
      const at = t => ({x: (1 - t) * (1 - t) * p.x + 2 * t * (1 - t) * cx + t * t * q.x,
        y: (1 - t) * (1 - t) * p.y + 2 * t * (1 - t) * cy + t * t * q.y});
      geo[e] = {d: offset === 0 ? `M ${p.x} ${p.y} L ${q.x} ${q.y}` : `M ${p.x} ${p.y} Q ${cx} ${cy} ${q.x} ${q.y}`, mid: {x: mx, y: my}, at};
    });
  }
  return geo;
}

function build(svg, g, handlers) {
  const {w, h, pts} = place(g);
  svg.setAttribute('viewBox', `0 0 ${w.toFixed(1)} ${h.toFixed(1)}`);
  svg.replaceChildren();
  const geometry = edgeGeometry(g, pts);
  const layers = {
    edges: s('g', {class: 'layer-edges'}),
    overlay: s('g', {class: 'layer-overlay', 'pointer-events': 'none'}),
    vertices: s('g', {class: 'layer-vertices'}),
    marks: s('g', {class: 'layer-marks', 'pointer-events': 'none'}),
  };
  // Vertices above the marks: a mark never hides a vertex or its name (the marks are placed clear of both).
  svg.append(layers.edges, layers.overlay, layers.marks, layers.vertices);
  const edgeEls = g.edges.map(([u, v], e) => {
    const title = s('title', {}, `edge ${e}: ${g.vertices[u].name}–${g.vertices[v].name}`);
    title.dataset.base = title.textContent;
    const el = s('g', {class: 'edge', 'data-edge': e},
      title,
      s('path', {class: 'edge__line', d: geometry[e].d}),
      s('path', {class: 'edge__hit', d: geometry[e].d}));
    el.addEventListener('click', () => { if (svg.dataset.pointer === 'mouse') handlers().onEdgeClick(e); });
    el.addEventListener('pointerenter', ev => { if (ev.pointerType === 'mouse') handlers().onEdgeHover(e); });
    el.addEventListener('pointerleave', ev => { if (ev.pointerType === 'mouse') handlers().onEdgeLeave(e); });
    layers.edges.append(el);
    return el;
  });
  const labels = g.vertices.length <= 40;
  const vertexEls = g.vertices.map((v, i) => {
    const p = pts[i];
    const el = s('g', {class: 'vertex', 'data-vertex': i, transform: `translate(${p.x} ${p.y})`},
      s('title', {}, `vertex ${v.name}`),
      s('circle', {class: 'vertex__dot', r: 9}),
      s('circle', {class: 'vertex__ring', r: 15}),
      s('text', {class: 'vertex__terminal', 'text-anchor': 'middle', dy: '0.35em'}, ''),
      labels ? s('text', {class: 'vertex__name', x: 13, y: -12}, v.name) : null);
    el.addEventListener('click', () => { if (svg.dataset.pointer === 'mouse') handlers().onVertexClick(i); });
    layers.vertices.append(el);
    return el;
  });
  built = {svg, graph: g, edgeEls, vertexEls, geometry, layers, pts, markAt: placeMarks(g, pts, geometry, labels), handlers};
  bindTaps(svg);
}

/**
 * Touch and pen: a tap goes to the nearest vertex (while choosing s or t) or the nearest free edge
 * within TAP_REACH, however thin the edge is drawn; mouse clicks go to the element clicked.
 */
function bindTaps(svg) {
  if (svg.dataset.pointer) return;
  svg.dataset.pointer = 'mouse';
  svg.addEventListener('pointerdown', ev => { svg.dataset.pointer = ev.pointerType || 'mouse'; });
  svg.addEventListener('click', ev => {
    if (svg.dataset.pointer === 'mouse' || !built || built.svg !== svg) return;
    const ctm = svg.getScreenCTM();
    if (!ctm) return;
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
    const reach = TAP_REACH / Math.abs(ctm.a);
    const opts = built.handlers();
    if (opts.selecting) {
      const v = nearest(built.pts.map((q, i) => [i, Math.hypot(q.x - p.x, q.y - p.y)]), reach);
      if (v !== null) opts.onVertexClick(v);
      return;
    }
    const free = built.geometry.map((geo, e) => [e, geo]).filter(([e]) => built.edgeEls[e].dataset.state === 'free');
    const e = nearest(free.map(([i, geo]) => [i, distanceTo(geo, p)]), reach);
    if (e !== null) opts.onEdgeTap(e);
  });
}

function nearest(candidates, reach) {
  let best = null;
  let bestD = reach;
  for (const [i, d] of candidates) {
    if (d <= bestD) { best = i; bestD = d; }
  }
  return best;
}

/** Distance from p to an edge drawn as geo, measured at 25 points along it. */
function distanceTo(geo, p) {
  let d = Infinity;
  for (let k = 0; k <= 24; k++) {
    const q = geo.at(k / 24);
    d = Math.min(d, Math.hypot(q.x - p.x, q.y - p.y));
  }
  return d;
}

const MARK_R = 9;
const SPOTS = [0.5, 0.4, 0.6, 0.32, 0.68, 0.25, 0.75];

/**
 * Where each edge's ✓/✗ goes: at the middle if that spot is clear, else the clear spot nearest
 * the middle along the edge, clear of the vertices, their names and the marks already placed
 * (the least crowded spot when none is clear). Computed once per graph, so marks never jump.
 */
function placeMarks(g, pts, geometry, labels) {
  const boxes = [];
  g.vertices.forEach((v, i) => {
    const p = pts[i];
    boxes.push({x0: p.x - 16, y0: p.y - 16, x1: p.x + 16, y1: p.y + 16});
    if (labels) boxes.push({x0: p.x + 11, y0: p.y - 24, x1: p.x + 15 + 7.2 * String(v.name).length, y1: p.y - 7});
  });
  const placed = [];
  const crowding = (c) => {
    let worst = 0;
    for (const b of boxes) {
      const dx = Math.max(b.x0 - c.x, 0, c.x - b.x1);
      const dy = Math.max(b.y0 - c.y, 0, c.y - b.y1);
      worst = Math.max(worst, MARK_R + 1 - Math.hypot(dx, dy));
    }
    for (const m of placed) worst = Math.max(worst, 2 * MARK_R + 2 - Math.hypot(m.x - c.x, m.y - c.y));
    return worst;
  };
  return geometry.map(geo => {
    let best = null;
    let bestCrowding = Infinity;
    for (const t of SPOTS) {
      const c = geo.at(t);
      const k = crowding(c);
      if (k < bestCrowding) { best = c; bestCrowding = k; }
      if (k <= 0) break;
    }
    placed.push(best);
    return best;
  });
}

/** What a screen reader hears for an edge: its ends, its state and, on the player's turn, ✓/✗ with the reason. */
function edgeLabel(base, state, wins, a) {
  if (state !== 'free') return `${base}, ${state === 'claimed' ? 'claimed by Short' : 'deleted by Cut'}`;
  if (wins === null) return `${base}, free`;
  const who = a.toMove === 'short' ? 'Short' : 'Cut';
  return wins ? `${base}, free, ✓ wins for ${who} against any defence`
    : `${base}, free, ✗ loses for ${who}: the opponent then has a winning reply`;
}

/** Draws graph g into svg with the given state (see the switching page for the fields of opts). */
export function drawGraph(svg, g, opts) {
  if (!built || built.svg !== svg || built.graph !== g) {
    let current = opts;
    build(svg, g, () => current);
    built.setOpts = o => { current = o; };
  }
  built.setOpts(opts);
  const a = opts.analysis;
  const state = new Array(g.edges.length).fill('free');
  opts.moves.forEach((e, i) => {
    const shortMoved = (i % 2 === 0) === (opts.first === 'short');
    state[e] = shortMoved ? 'claimed' : 'deleted';
  });
  const last = opts.moves.length ? opts.moves[opts.moves.length - 1] : -1;
  const path = new Set(a && a.over ? a.path : []);
  const cut = new Set(a && a.over ? a.cut : []);
  const winning = new Set(a && !a.over ? a.winningMoves : []);
  svg.classList.toggle('is-selecting', !!opts.selecting);
  svg.classList.toggle('is-playable', !!opts.playable);
  built.edgeEls.forEach((el, e) => {
    el.setAttribute('class', `edge edge--${state[e]}`
      + (e === last ? ' is-last' : '') + (path.has(e) ? ' is-path' : '') + (cut.has(e) ? ' is-cut' : '')
      + (e === opts.focusEdge && state[e] === 'free' ? ' is-focus' : '')
      + (opts.playable && state[e] === 'free' ? ' is-playable' : ''));
    el.dataset.state = state[e];
    el.firstChild.textContent = edgeLabel(el.firstChild.dataset.base, state[e], opts.marks && a && !a.over ? winning.has(e) : null, a);
  });
  const sIndex = g.vertices.findIndex(v => v.name === opts.s);
  const tIndex = g.vertices.findIndex(v => v.name === opts.t);
  const inS = new Set(opts.certificate ? opts.certificate.vertexIndices : []);
  built.vertexEls.forEach((el, i) => {
    const terminal = i === sIndex ? 's' : i === tIndex ? 't' : '';
    el.setAttribute('class', 'vertex' + (terminal ? ` vertex--terminal vertex--${terminal}` : '')
      + (inS.has(i) ? ' is-in-s' : '') + (i === opts.focusVertex ? ' is-focus' : '') + (opts.selecting ? ' is-selectable' : ''));
    el.querySelector('.vertex__terminal').textContent = terminal;
    // A terminal already called "s" or "t" needs no second label.
    el.classList.toggle('is-named-as-terminal', terminal !== '' && g.vertices[i].name === terminal);
  });

  // Lehman's trees: one solid, one dotted gold.
  built.layers.overlay.replaceChildren();
  svg.classList.toggle('is-showing-trees', !!opts.certificate);
  if (opts.certificate) {
    const [t1, t2] = opts.certificate.trees;
    for (const e of t1) built.layers.overlay.append(s('path', {class: 'tree tree--1', d: built.geometry[e].d}));
    for (const e of t2) built.layers.overlay.append(s('path', {class: 'tree tree--2', d: built.geometry[e].d}));
    if (opts.certificate.claim !== null && opts.certificate.claim !== undefined) {
      built.layers.overlay.append(s('path', {class: 'tree tree--claim', d: built.geometry[opts.certificate.claim].d}));
    }
  }

  // ✓/✗ on every free edge for the player to move.
  built.layers.marks.replaceChildren();
  if (opts.marks && a && !a.over) {
    state.forEach((st, e) => {
      if (st !== 'free') return;
      const {x, y} = built.markAt[e];
      const win = winning.has(e);
      built.layers.marks.append(s('g', {class: `mark ${win ? 'mark--win' : 'mark--lose'}`, 'data-edge': e,
        'data-mark': win ? 'win' : 'lose', transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`},
      s('circle', {r: 9}), s('text', {'text-anchor': 'middle', dy: '0.36em'}, win ? '✓' : '✗')));
    });
  }
}
