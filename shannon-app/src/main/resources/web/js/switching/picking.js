// What a click or a tap on the switching game's graph picks — pure geometry, no DOM, so that it can
// be tested on its own. One rule for mouse and touch, so hit areas never steal from each other:
// a ✓/✗ badge is drawn over the edges, so a point on a badge picks that badge's edge — where badges
// overlap, the one drawn on top (they are drawn in edge order: the later edge), as the eye sees it;
// anywhere else (and everywhere while badges are hidden) the nearest free edge within reach. A
// point on several lines at once (K10's centre, where five diameters cross) is ambiguous: the
// nearest line decides, the later edge on a tie, and no badge is ever placed there (geometry.js),
// so a click just beside it picks the line it is on. Edges are {segment: [a, b]} (straight) or
// {at(t)} (curves: parallel edges, loops), in SVG units.
import {nearest, segmentDistance} from '../tap.js';

/** A badge's radius in SVG units (graph-view.js draws them at this size). */
export const BADGE_R = 9;

/** The distance from p to an edge drawn as geo: exact for a straight edge, else measured at 25 points along it. */
export function distanceTo(geo, p) {
  if (geo.segment) return segmentDistance(geo.segment[0], geo.segment[1], p);
  let d = Infinity;
  for (let k = 0; k <= 24; k++) {
    const q = geo.at(k / 24);
    d = Math.min(d, Math.hypot(q.x - p.x, q.y - p.y));
  }
  return d;
}

/**
 * The edge a point p picks, or null. geometry[e] is edge e's drawing; free[e] whether it can be
 * played; badges[e] the centre {x, y} of its ✓/✗ badge, or null when it shows none (badges may be
 * null altogether); reach how far from an edge a point still picks it (SVG units; a finger's reach
 * is wider than a mouse's). badgeReach: how far from a badge's centre it still counts as on it
 * (a point inside a drawn disc always picks the disc on top).
 */
export function pickEdge(geometry, free, badges, p, reach, badgeReach = BADGE_R + 1) {
  if (badges) {
    let top = null;
    badges.forEach((b, e) => { if (b && free[e] && Math.hypot(b.x - p.x, b.y - p.y) <= BADGE_R) top = e; });
    if (top !== null) return top;
    // Just outside every disc, within the rim badgeReach allows: the nearest badge.
    const onBadge = nearest(badges.map((b, e) => [e, b && free[e] ? Math.hypot(b.x - p.x, b.y - p.y) : Infinity]), badgeReach);
    if (onBadge !== null) return onBadge;
  }
  return nearest(geometry.map((geo, e) => [e, free[e] ? distanceTo(geo, p) : Infinity]), reach);
}

/** The vertex (index into pts) nearest to p within reach, or null. */
export function pickVertex(pts, p, reach) {
  return nearest(pts.map((q, i) => [i, Math.hypot(q.x - p.x, q.y - p.y)]), reach);
}
