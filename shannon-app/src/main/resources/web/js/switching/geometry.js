// The switching game's drawing as pure geometry — no DOM, so it can be tested on its own: where
// the vertices go in SVG units, the box the drawing needs, each edge's path (parallel edges as
// curves, loops as small arcs), and where each edge's ✓/✗ badge goes.
import {BADGE_R, distanceTo, pickEdge} from './picking.js';

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
  return largestSquare(m, q => {
    const own = distanceTo(geo, q);
    return rivals.every(o => distanceTo(o, q) > own);
  });
}

/**
 * The target of edge e's badge once every badge is placed: the side of the largest square
 * centred on it whose every point the picking rule (picking.js, badges shown) gives to e — its own
 * disc where no later badge lies over it, and around it where e is the nearest free edge.
 */
function badgeTarget(geometry, marks, e) {
  const m = marks[e];
  // Only edges and badges this close can take a point of a square of half side MAX_HALF.
  const near = geometry.map((geo, f) => f === e || distanceTo(geo, m) < 2 * Math.SQRT2 * MAX_HALF
    || Math.hypot(marks[f].x - m.x, marks[f].y - m.y) < 2 * Math.SQRT2 * MAX_HALF + BADGE_R + 1);
  return largestSquare(m, q => pickEdge(geometry, near, marks, q, Infinity) === e);
}

/** The side of the largest square centred on m, at the best of TURNS, all of whose 16 test points satisfy holds. */
function largestSquare(m, holdsAt) {
  const holds = (d, turn) => squareAround(m, d, turn).every(holdsAt);
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
/**
 * The least target a badge gives its edge: the square inside its disc, which a tap always gives to
 * it (picking.js; badges do not cover each other where avoidable). Without this floor a spot where
 * another edge passes close by measured a target near 0, and the finger-size zoom (44 px over the
 * smallest target) blew a small graph up 30-fold.
 */
export const BADGE_TARGET = Math.SQRT2 * BADGE_R;
/** The spots tried first, the middle first; when none is clear, the finer ones after them. */
const FIRST_SPOTS = [0.5, 0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.29, 0.71, 0.25, 0.75, 0.2, 0.8, 0.16, 0.84];
const SPOTS = [...FIRST_SPOTS, ...Array.from({length: 41}, (_, k) => 0.1 + k * 0.02).filter(t => !FIRST_SPOTS.some(f => Math.abs(f - t) < 0.005))
  .sort((a, b) => Math.abs(a - 0.5) - Math.abs(b - 0.5))];
/** How far beside its line, in SVG units, a badge may go when no spot on it is clear (less than its radius: it still covers the line). */
const BESIDE = [5, -5, 7.5, -7.5];
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
  // Three kinds of crowding: covering a vertex, a name or another badge (never, where avoidable);
  // covering another edge's midpoint, which would then play this edge (only where nothing else
  // is possible); and lying on a crossing (least bad).
  const crowding = (c, e, alone = false) => {
    let hard = 0;
    for (const b of boxes) {
      const dx = Math.max(b.x0 - c.x, 0, c.x - b.x1);
      const dy = Math.max(b.y0 - c.y, 0, c.y - b.y1);
      hard = Math.max(hard, MARK_R + 1 - Math.hypot(dx, dy));
    }
    if (!alone) for (const m of placed) hard = Math.max(hard, 2 * MARK_R + 2 - Math.hypot(m.x - c.x, m.y - c.y));
    let covers = 0;
    mids.forEach((m, f) => { if (f !== e) covers = Math.max(covers, MARK_R + 2 - Math.hypot(m.x - c.x, m.y - c.y)); });
    let soft = 0;
    // Not where another edge crosses: without badges the spot is where a click surely picks this edge.
    geometry.forEach((other, f) => { if (f !== e && distanceTo(other, c) < 1) soft = Math.max(soft, MARK_R); });
    // Each kind counts for more than any amount of the next: 1,000 units is beyond any drawing's size.
    return 1000 * Math.max(0, hard) + 20 * Math.max(0, covers) + soft;
  };
  const weigh = geometry.length <= WEIGHED_EDGES;
  // The edges with fewest clear spots (before any badge is placed) choose first, so a badge with
  // room to move never takes the only clear spot of another.
  const room = geometry.map((geo, e) => SPOTS.filter(t => crowding(geo.at(t), e, true) === 0).length);
  const order = geometry.map((geo, e) => e).sort((a, b) => room[a] - room[b] || a - b);
  const marks = [];
  for (const e of order) marks[e] = placeMark(geometry[e], e);
  // The targets the finger-size zoom goes by: what a tap gets with the badges drawn, never less than the square inside a disc.
  const targets = marks.map((m, e) => Math.max(BADGE_TARGET, badgeTarget(geometry, marks, e)));
  marks.forEach((m, e) => { m.target = targets[e]; });
  return marks;

  function placeMark(geo, e) {
    let best = null;
    for (const [k, t] of SPOTS.entries()) {
      if (k === FIRST_SPOTS.length && best.crowding === 0) break;
      const c = geo.at(t);
      const spot = {x: c.x, y: c.y, crowding: crowding(c, e), target: 0};
      if (best && spot.crowding > best.crowding) continue;
      if (best && !weigh && spot.crowding === best.crowding) continue;
      if (weigh) spot.target = targetAt(geometry, e, c);
      if (!best || spot.crowding < best.crowding || spot.target > best.target + 0.5) best = spot;
    }
    // Nowhere on the line clear of vertices and badges: a spot beside it, the badge still over its line.
    for (const t of best.crowding >= 1000 ? FIRST_SPOTS : []) {
      const c = geo.at(t);
      const a = geo.at(Math.max(0, t - 0.01));
      const b = geo.at(Math.min(1, t + 0.01));
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      for (const off of BESIDE) {
        const q = {x: c.x - ((b.y - a.y) / len) * off, y: c.y + ((b.x - a.x) / len) * off};
        const crowded = crowding(q, e);
        if (crowded < best.crowding) best = {x: q.x, y: q.y, crowding: crowded, target: 0};
      }
    }
    placed.push(best);
    return best;
  }
}
