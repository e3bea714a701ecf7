// Draws a switching-game graph in SVG: edges (parallel ones as curves, loops as small arcs),
// vertices with s and t marked, ✓/✗ marks, Lehman's two trees and the final path or cut.
// The structure is built once per graph; each update only changes classes and overlays, so the
// element under the mouse never disappears while it is hovered.
import {s} from '../dom.js';
import {edgeLabel} from '../prose.js';
import {bindTaps, nearest, segmentDistance, svgPoint} from '../tap.js';

const SCALE = 480;
/** Room kept around the drawing, in SVG units, beyond the vertices' rings and names. */
const MARGIN = 6;
/** How far a vertex's drawing reaches from its centre: the ring of a terminal in the certificate's set, and its stroke. */
const VERTEX_REACH = 23;

let built = null; // {svg, graph, edgeEls, vertexEls, geometry, layers}

/**
 * Vertex positions in SVG units, and the box the drawing needs: the vertices with their rings and
 * names, and the bulges of parallel edges and loops. No more: on a phone every unit of width
 * makes the edges' targets larger.
 */
function place(g, labels) {
  const pts = g.vertices.map(v => ({x: v.x * SCALE, y: v.y * SCALE}));
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const cover = (xa, ya, xb, yb) => { x0 = Math.min(x0, xa); y0 = Math.min(y0, ya); x1 = Math.max(x1, xb); y1 = Math.max(y1, yb); };
  g.vertices.forEach((v, i) => {
    const p = pts[i];
    cover(p.x - VERTEX_REACH, p.y - VERTEX_REACH, p.x + VERTEX_REACH, p.y + VERTEX_REACH);
    if (labels) cover(p.x, p.y - 26, p.x + 15 + 7.2 * String(v.name).length, p.y);
  });
  for (const geo of edgeGeometry(g, pts)) {
    for (let k = 0; k <= 8; k++) {
      const q = geo.at(k / 8);
      cover(q.x - 6, q.y - 6, q.x + 6, q.y + 6);
    }
  }
  return {x: x0 - MARGIN, y: y0 - MARGIN, w: x1 - x0 + 2 * MARGIN, h: y1 - y0 + 2 * MARGIN, pts};
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
      geo[e] = {d: offset === 0 ? `M ${p.x} ${p.y} L ${q.x} ${q.y}` : `M ${p.x} ${p.y} Q ${cx} ${cy} ${q.x} ${q.y}`, mid: {x: mx, y: my}, at,
        segment: offset === 0 ? [p, q] : null};
    });
  }
  return geo;
}

function build(svg, g, handlers) {
  const labels = g.vertices.length <= 40;
  const {x, y, w, h, pts} = place(g, labels);
  svg.setAttribute('viewBox', `${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
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
  const markAt = placeMarks(g, pts, geometry, labels);
  // The smallest target decides the finger-size zoom.
  const target = Math.min(2 * MAX_HALF, ...markAt.map(m => m.target));
  built = {svg, graph: g, edgeEls, vertexEls, geometry, layers, pts, markAt, handlers, size: {w, h, target}};
  bindGraphTaps(svg);
}

/**
 * Touch and pen: a tap goes to the nearest vertex (while choosing s or t) or the nearest free edge
 * within reach (js/tap.js), however thin the edge is drawn; mouse clicks go to the element clicked.
 */
function bindGraphTaps(svg) {
  bindTaps(svg, (x, y) => {
    if (!built || built.svg !== svg) return;
    const opts = built.handlers();
    const hit = tapTarget(svg, x, y);
    if (hit && hit.vertex !== undefined) opts.onVertexClick(hit.vertex);
    else if (hit) opts.onEdgeTap(hit.edge);
  });
}

/**
 * What a tap at (clientX, clientY) picks: {vertex} while s or t is being chosen, else {edge}, the
 * nearest free edge within reach; null for nothing.
 */
export function tapTarget(svg, clientX, clientY) {
  if (!built || built.svg !== svg) return null;
  const p = svgPoint(svg, clientX, clientY);
  if (!p) return null;
  const reach = p.reach;
  if (built.handlers().selecting) {
    const v = nearest(built.pts.map((q, i) => [i, Math.hypot(q.x - p.x, q.y - p.y)]), reach);
    return v === null ? null : {vertex: v};
  }
  const free = built.geometry.map((geo, e) => [e, geo]).filter(([e]) => built.edgeEls[e].dataset.state === 'free');
  const e = nearest(free.map(([i, geo]) => [i, distanceTo(geo, p)]), reach);
  return e === null ? null : {edge: e};
}

/** Distance from p to an edge drawn as geo: exact for a straight edge, else measured at 25 points along it. */
function distanceTo(geo, p) {
  if (geo.segment) return segmentDistance(geo.segment[0], geo.segment[1], p);
  let d = Infinity;
  for (let k = 0; k <= 24; k++) {
    const q = geo.at(k / 24);
    d = Math.min(d, Math.hypot(q.x - p.x, q.y - p.y));
  }
  return d;
}

/** The largest half side, in SVG units, tried for a target square (a finger is 44 px: about 30 units on a laptop, 70 on a phone). */
const MAX_HALF = 60;
/** The turns of the target square tried, in radians: edges meet at every angle, and so do the regions a tap gives them. */
const TURNS = [0, 1, 2, 3, 4, 5].map(k => (k * Math.PI) / 12);

/**
 * An edge's target at m: the side, in SVG units, of the largest square centred on m (at the best
 * of a few turns) whose every point a tap would give to edge e — nearer to it than to any other.
 */
function targetAt(geometry, e, m) {
  const geo = geometry[e];
  // Only an edge this close can be nearer than e somewhere in a square of half side MAX_HALF.
  const rivals = geometry.filter((other, f) => f !== e && distanceTo(other, m) < 2 * Math.SQRT2 * MAX_HALF);
  const holds = (d, turn) => squareAround(m, d, turn).every(q => {
    const own = distanceTo(geo, q);
    return rivals.every(o => distanceTo(o, q) > own);
  });
  let best = 0;
  for (const turn of TURNS) {
    if (!holds(best + 0.25, turn)) continue;
    let lo = best + 0.25;
    let hi = MAX_HALF;
    if (holds(hi, turn)) lo = hi;
    for (let k = 0; k < 10 && hi - lo > 0.25; k++) {
      const mid = (lo + hi) / 2;
      if (holds(mid, turn)) lo = mid;
      else hi = mid;
    }
    best = lo;
  }
  return 2 * best;
}

/** 16 points around the square of half side d centred on m and turned by turn: its corners, and three more along each side. */
function squareAround(m, d, turn) {
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const out = [];
  for (let k = -2; k < 2; k++) {
    const t = (k / 2) * d;
    for (const [x, y] of [[t, -d], [d, t], [-t, d], [-d, -t]]) out.push({x: m.x + x * cos - y * sin, y: m.y + x * sin + y * cos});
  }
  return out;
}

const MARK_R = 9;
const SPOTS = [0.5, 0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.29, 0.71, 0.25, 0.75];
/** Above this many edges only the spots nearest the middle are weighed by their targets (each costs a search). */
const WEIGHED_EDGES = 90;

/**
 * Where each edge's ✓/✗ goes, {x, y, target}: of the spots along the edge clear of the vertices,
 * their names and the marks already placed, the one with the largest target (the spot nearest the
 * middle among equals; the least crowded spot when none is clear). target is the side of the
 * square a tap there may land in (targetAt). Computed once per graph, so marks never jump.
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
  const spots = geometry.length > WEIGHED_EDGES ? SPOTS.slice(0, 3) : SPOTS;
  return geometry.map((geo, e) => {
    let best = null;
    for (const t of spots) {
      const c = geo.at(t);
      const spot = {x: c.x, y: c.y, crowding: Math.max(0, crowding(c))};
      if (best && spot.crowding > best.crowding) continue;
      spot.target = targetAt(geometry, e, c);
      if (!best || spot.crowding < best.crowding || spot.target > best.target + 0.5) best = spot;
    }
    placed.push(best);
    return best;
  });
}

/** Draws graph g into svg with the given state (see the switching page for the fields of opts). */
export function drawGraph(svg, g, opts) {
  if (!built || built.svg !== svg || built.graph !== g) {
    let current = opts;
    build(svg, g, () => current);
    built.setOpts = o => { current = o; };
  }
  built.setOpts(opts);
  opts.zoom?.fit(built.size.w, built.size.h, built.size.target);
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
    el.firstChild.textContent = edgeLabel(el.firstChild.dataset.base, state[e], opts.marks && a && !a.over ? winning.has(e) : null, a && a.toMove);
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
