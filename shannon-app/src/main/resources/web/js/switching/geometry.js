// The switching game's drawing as pure geometry — no DOM, so it can be tested on its own: where
// the vertices go in SVG units, the box the drawing needs, each edge's path (parallel edges as
// curves, loops as small arcs), and where each edge's ✓/✗ badge goes.
import {BADGE_R, distanceTo} from './picking.js';

export const SCALE = 480;
/** Up to this many edges a drawing is SCALE units across; a denser one grows with the square root of its edges. */
const ROOMY_EDGES = 40;

/**
 * The drawing's size in SVG units: badges and vertices keep their size in these units, so a
 * dense graph is drawn larger — smaller on screen when whole, clear of each other once zoomed.
 */
export function drawingScale(g) {
  return SCALE * Math.max(1, Math.sqrt(g.edges.length / ROOMY_EDGES));
}
/** Room kept around the drawing, in SVG units, beyond the vertices' rings and names. */
const MARGIN = 6;
/** How far a vertex's drawing reaches from its centre: the ring of a terminal in the certificate's set, and its stroke. */
const VERTEX_REACH = 23;

/**
 * Vertex positions in SVG units, and the box the drawing needs: the vertices with their rings and
 * names, and the bulges of parallel edges and loops. No more: on a phone every unit of width
 * makes the edges' targets larger.
 */
export function place(g, labels) {
  const scale = drawingScale(g);
  const pts = g.vertices.map(v => ({x: v.x * scale, y: v.y * scale}));
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

export function edgeGeometry(g, pts) {
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

/** The largest half side, in SVG units, tried for a target square (a finger is 44 px: about 30 units on a laptop, 70 on a phone). */
export const MAX_HALF = 60;
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

const MARK_R = BADGE_R;
const SPOTS = [0.5, 0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.29, 0.71, 0.25, 0.75, 0.2, 0.8, 0.16, 0.84];
/** Above this many edges the spots are not weighed by their targets (each costs a search): the clear spot nearest the middle wins. */
const WEIGHED_EDGES = 90;

/**
 * Where each edge's ✓/✗ goes, {x, y, target}: of the spots along the edge clear of the vertices,
 * their names, the marks already placed, the other edges' midpoints and their crossings with
 * other edges, the one with the largest
 * target (the spot nearest the middle among equals; the least crowded spot when none is clear).
 * A badge picks its edge wherever it lies (picking.js), so one lying on another edge's midpoint
 * would take that point from it: hence the midpoints. target is the side of the square a tap
 * there may land in (targetAt). Computed once per graph, so marks never jump.
 */
export function placeMarks(g, pts, geometry, labels) {
  const boxes = [];
  g.vertices.forEach((v, i) => {
    const p = pts[i];
    boxes.push({x0: p.x - 16, y0: p.y - 16, x1: p.x + 16, y1: p.y + 16});
    if (labels) boxes.push({x0: p.x + 11, y0: p.y - 24, x1: p.x + 15 + 7.2 * String(v.name).length, y1: p.y - 7});
  });
  const mids = geometry.map(geo => geo.at(0.5));
  const placed = [];
  // Two kinds of crowding: covering a vertex, a name or another badge (never, where avoidable),
  // and covering another edge's midpoint or a crossing (only where nothing else is possible).
  const crowding = (c, e) => {
    let hard = 0;
    for (const b of boxes) {
      const dx = Math.max(b.x0 - c.x, 0, c.x - b.x1);
      const dy = Math.max(b.y0 - c.y, 0, c.y - b.y1);
      hard = Math.max(hard, MARK_R + 1 - Math.hypot(dx, dy));
    }
    for (const m of placed) hard = Math.max(hard, 2 * MARK_R + 2 - Math.hypot(m.x - c.x, m.y - c.y));
    let soft = 0;
    mids.forEach((m, f) => { if (f !== e) soft = Math.max(soft, MARK_R + 2 - Math.hypot(m.x - c.x, m.y - c.y)); });
    // Not where another edge crosses: without badges the spot is where a click surely picks this edge.
    geometry.forEach((other, f) => { if (f !== e && distanceTo(other, c) < 1) soft = Math.max(soft, MARK_R); });
    // Hard crowding counts for far more than soft: 1,000 units is beyond any drawing's size.
    return 1000 * Math.max(0, hard) + Math.max(0, soft);
  };
  const weigh = geometry.length <= WEIGHED_EDGES;
  return geometry.map((geo, e) => {
    let best = null;
    for (const t of SPOTS) {
      const c = geo.at(t);
      const spot = {x: c.x, y: c.y, crowding: crowding(c, e), target: 0};
      if (best && spot.crowding > best.crowding) continue;
      if (best && !weigh && spot.crowding === best.crowding) continue;
      if (weigh) spot.target = targetAt(geometry, e, c);
      if (!best || spot.crowding < best.crowding || spot.target > best.target + 0.5) best = spot;
    }
    if (!weigh) best.target = targetAt(geometry, e, best);
    placed.push(best);
    return best;
  });
}
