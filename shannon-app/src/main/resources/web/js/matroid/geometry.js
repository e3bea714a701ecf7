// The matroid drawings' geometry, free of the DOM (so it can be tested on its own): where a
// point-line picture's lines and circle go, and how large a target each drawn element holds.
import {segmentDistance} from '../tap.js';

/** The drawing's size in SVG units: coordinates in [0, 1] are drawn at PAD + SCALE x. */
export const SIZE = 460;
const PAD = 30;
const SCALE = 400;

/** A point of the picture in SVG units. */
export function place([x, y]) {
  return [PAD + x * SCALE, PAD + y * SCALE];
}

/** The two points of a straight line (indices into P) farthest apart: the line is drawn between them. */
export function lineEnds(P, line) {
  let best = [line[0], line[1]];
  let far = -1;
  for (const i of line) {
    for (const j of line) {
      const dist = (P[i][0] - P[j][0]) ** 2 + (P[i][1] - P[j][1]) ** 2;
      if (dist > far) { far = dist; best = [i, j]; }
    }
  }
  return best;
}

/** The circle through three points: {cx, cy, r}. */
export function circleThrough(a, b, c) {
  const dd = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
  const sq = p => p[0] ** 2 + p[1] ** 2;
  const cx = (sq(a) * (b[1] - c[1]) + sq(b) * (c[1] - a[1]) + sq(c) * (a[1] - b[1])) / dd;
  const cy = (sq(a) * (c[0] - b[0]) + sq(b) * (a[0] - c[0]) + sq(c) * (b[0] - a[0])) / dd;
  return {cx, cy, r: Math.hypot(a[0] - cx, a[1] - cy)};
}

/** Tap targets of a point picture: {element, distance(p), centre}. */
export function pointTargets(P) {
  return P.map(([x, y], i) => ({element: i, distance: p => Math.hypot(p.x - x, p.y - y), centre: {x, y}}));
}

/** Tap targets of a graph drawing (ends: [[a, b]] per edge, {x, y} points). */
export function edgeTargets(ends) {
  return ends.map(([a, b], i) => ({element: i, distance: p => segmentDistance(a, b, p), centre: roomiest(a, b, ends, i)}));
}

/**
 * The point of edge i (from a to b) farthest from every other edge, among 9 points along it: the
 * centre of its largest sure target. Within half that distance of it every point is nearer to
 * edge i than to any other (triangle inequality), so a tap there picks edge i.
 */
export function roomiest(a, b, ends, i) {
  let best = null;
  for (const t of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.15, 0.85]) {
    const c = {x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)};
    const room = Math.min(Infinity, ...ends.filter((_, j) => j !== i).map(([p, q]) => segmentDistance(p, q, c)));
    if (!best || room > best.room + 1e-9) best = {...c, room};
  }
  return {x: best.x, y: best.y};
}

/**
 * The side (SVG units) of the largest square every element's target holds, turned any way: a
 * disc of half the distance from its centre to the nearest other element is its own, and the
 * disc holds a square of side √2 times its radius.
 */
export function smallestTarget(targets) {
  let side = SIZE;
  for (const t of targets) {
    const others = targets.filter(o => o !== t).map(o => o.distance(t.centre));
    if (others.length) side = Math.min(side, Math.SQRT2 * Math.min(...others) / 2);
  }
  return side;
}
