// Draws a switching-game graph in SVG: edges (parallel ones as curves, loops as small arcs),
// vertices with s and t marked, ✓/✗ marks, Lehman's two trees and the final path or cut.
// The structure is built once per graph; each update only changes classes and overlays, so the
// element under the mouse never disappears while it is hovered.
import {s} from '../dom.js';
import {edgeLabel} from '../prose.js';
import {TAP_REACH, svgPoint} from '../tap.js';
import {BADGE_R, pickEdge, pickVertex} from './picking.js';
import {MAX_HALF, edgeGeometry, place, placeMarks} from './geometry.js';

// Per svg (the switching page's and the online page's graphs are drawn side by side in one app):
// {svg, graph, edgeEls, vertexEls, geometry, layers, …}.
const builds = new WeakMap();

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
    layers.vertices.append(el);
    return el;
  });
  const markAt = placeMarks(g, pts, geometry, labels);
  // The smallest target decides the finger-size zoom.
  const target = Math.min(2 * MAX_HALF, ...markAt.map(m => m.target));
  const built = {svg, graph: g, edgeEls, vertexEls, geometry, layers, pts, markAt, handlers, size: {w, h, target}, badgesShown: false, hover: -1};
  builds.set(svg, built);
  bindPointer(svg);
  return built;
}

/** How far from an edge a mouse click still picks it, in CSS px (a tap reaches TAP_REACH). */
const MOUSE_REACH = 10;

/**
 * Every click, tap and hover on the graph goes through one picking rule (picking.js): the badge
 * under the pointer, else the nearest free edge within reach — so what is clicked is what is
 * played, whichever element the browser finds under the pointer. A mouse click plays at once;
 * a tap (touch, pen) previews. While s or t is chosen, the nearest vertex.
 */
function bindPointer(svg) {
  if (svg.dataset.pointer) return;
  svg.dataset.pointer = 'mouse';
  svg.addEventListener('pointerdown', ev => { svg.dataset.pointer = ev.pointerType || 'mouse'; });
  svg.addEventListener('click', ev => {
    const built = builds.get(svg);
    if (!built) return;
    const mouse = svg.dataset.pointer === 'mouse';
    const hit = pickAt(svg, ev.clientX, ev.clientY, mouse);
    const opts = built.handlers();
    if (hit && hit.vertex !== undefined) opts.onVertexClick(hit.vertex);
    else if (hit && mouse) opts.onEdgeClick(hit.edge);
    else if (hit) opts.onEdgeTap(hit.edge);
  });
  svg.addEventListener('pointermove', ev => {
    const built = builds.get(svg);
    if (ev.pointerType !== 'mouse' || !built) return;
    const hit = pickAt(svg, ev.clientX, ev.clientY, true);
    svg.style.cursor = hit && (hit.vertex !== undefined || built.handlers().playable) ? 'pointer' : '';
    const e = hit && hit.edge !== undefined ? hit.edge : -1;
    if (e === built.hover) return;
    const left = built.hover;
    built.hover = e;
    if (e >= 0) built.handlers().onEdgeHover(e);
    else built.handlers().onEdgeLeave(left);
  });
  svg.addEventListener('pointerleave', ev => {
    const built = builds.get(svg);
    if (ev.pointerType !== 'mouse' || !built || built.hover < 0) return;
    const left = built.hover;
    built.hover = -1;
    built.handlers().onEdgeLeave(left);
  });
}

/** What a tap at (clientX, clientY) picks: {vertex} while s or t is being chosen, else {edge}; null for nothing. */
export function tapTarget(svg, clientX, clientY) {
  return builds.has(svg) ? pickAt(svg, clientX, clientY, false) : null;
}

/** What a mouse click (mouse) or a tap at (clientX, clientY) picks: {vertex}, {edge} or null. */
function pickAt(svg, clientX, clientY, mouse) {
  const built = builds.get(svg);
  const p = svgPoint(svg, clientX, clientY);
  if (!p) return null;
  // p.reach is a finger's reach in SVG units; a mouse's is narrower, but never under the badge's own radius.
  const reach = mouse ? Math.max(BADGE_R, (p.reach * MOUSE_REACH) / TAP_REACH) : p.reach;
  if (built.handlers().selecting) {
    const v = pickVertex(built.pts, p, mouse ? Math.max(reach, 16) : p.reach);
    return v === null ? null : {vertex: v};
  }
  const free = built.edgeEls.map(el => el.dataset.state === 'free');
  const e = pickEdge(built.geometry, free, built.badgesShown ? built.markAt : null, p, reach);
  return e === null ? null : {edge: e};
}

/** Draws graph g into svg with the given state (see the switching page for the fields of opts). */
export function drawGraph(svg, g, opts) {
  let built = builds.get(svg);
  if (!built || built.graph !== g) {
    let current = opts;
    built = build(svg, g, () => current);
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
      + (opts.playable && state[e] === 'free' ? ' is-playable' : '') + (e === built.hover ? ' is-hover' : ''));
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
  built.badgesShown = !!(opts.marks && a && !a.over);
  if (built.badgesShown) {
    state.forEach((st, e) => {
      if (st !== 'free') return;
      const {x, y} = built.markAt[e];
      const win = winning.has(e);
      built.layers.marks.append(s('g', {class: `mark ${win ? 'mark--win' : 'mark--lose'}`, 'data-edge': e,
        'data-mark': win ? 'win' : 'lose', transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`},
      s('circle', {r: BADGE_R}), s('text', {'text-anchor': 'middle', dy: '0.36em'}, win ? '✓' : '✗')));
    });
  }
}
