// The switching page's badges and picking on the graphs an audit found wrong (fixtures: the
// server's drawings of them): a badge's target never shrinks to nothing, so the finger-size zoom
// stays sane; no badge covers another edge's midpoint; where badges overlap, a click plays the one
// drawn on top (the later edge); a point shared by several edges picks the nearest line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {BADGE_R, pickEdge} from '../../main/resources/web/js/switching/picking.js';
import {BADGE_TARGET, edgeGeometry, place, placeMarks} from '../../main/resources/web/js/switching/geometry.js';

const fixture = name => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url)));
const drawn = name => {
  const g = fixture(name);
  const {pts} = place(g, g.vertices.length <= 40);
  const geometry = edgeGeometry(g, pts);
  return {g, geometry, marks: placeMarks(g, pts, geometry, g.vertices.length <= 40), free: g.edges.map(() => true)};
};
const NAMES = ['random-8-14-1', 'random-12-24-1', 'random-20-60-3', 'random-40-200-1', 'random-40-200-7', 'complete-10'];
const REACH = 20;

test('every badge holds at least the square inside its disc, so the finger zoom never blows a graph up', () => {
  assert.ok(BADGE_TARGET >= Math.SQRT2 * BADGE_R - 1e-9);
  for (const name of NAMES) {
    const {marks} = drawn(name);
    const smallest = Math.min(...marks.map(m => m.target));
    assert.ok(smallest >= BADGE_TARGET - 1e-9, `${name}: smallest target ${smallest}`);
  }
});

test('a click on a badge plays the badge drawn on top: the later edge where two overlap', () => {
  const geometry = [{segment: [{x: 0, y: 0}, {x: 100, y: 0}]}, {segment: [{x: 0, y: 30}, {x: 100, y: 30}]}];
  const badges = [{x: 50, y: 10}, {x: 50, y: 20}];
  // Nearer to badge 0's centre, but inside badge 1's disc, which is drawn over it.
  assert.equal(pickEdge(geometry, [true, true], badges, {x: 50, y: 14}, REACH), 1);
  assert.equal(pickEdge(geometry, [true, true], badges, {x: 50, y: 3}, REACH), 0);
  // A deleted or claimed edge's badge is not drawn, so it does not cover the other.
  assert.equal(pickEdge(geometry, [true, false], badges, {x: 50, y: 14}, REACH), 0);
});

test('on the audited graphs every visible point of a badge plays its edge, and every midpoint of its own plays its edge', () => {
  for (const name of NAMES) {
    const {geometry, marks, free} = drawn(name);
    marks.forEach((m, e) => {
      // The centre of a badge, and its visible part: the points of its disc no later badge covers.
      for (let k = 0; k < 16; k++) {
        const p = k === 0 ? m : {x: m.x + 0.9 * BADGE_R * Math.cos(k), y: m.y + 0.9 * BADGE_R * Math.sin(k)};
        const covered = marks.some((o, f) => f > e && Math.hypot(o.x - p.x, o.y - p.y) <= BADGE_R);
        if (!covered) assert.equal(pickEdge(geometry, free, marks, p, REACH), e, `${name}: point ${k} of badge ${e}`);
      }
      // A midpoint no other edge passes through (K10's diameters all meet at the centre).
      const mid = geometry[e].at(0.5);
      const shared = geometry.some((o, f) => f !== e && distanceOf(o, mid) < 1);
      if (!shared) {
        assert.equal(pickEdge(geometry, free, marks, mid, REACH), e, `${name}: midpoint of edge ${e} (with badges)`);
        assert.equal(pickEdge(geometry, free, null, mid, REACH), e, `${name}: midpoint of edge ${e} (no badges)`);
      }
    });
  }
});

test('where several edges cross at one point no badge sits there, and without badges the nearest line picks', () => {
  const {g, geometry, marks, free} = drawn('complete-10');
  const centre = {x: 0, y: 0};
  const diameters = geometry.map((geo, e) => e).filter(e => distanceOf(geometry[e], geometry[0].at(0.5)) < 1e-6 || false);
  const c = g.vertices.length;
  assert.equal(c, 10);
  // The centre of the decagon: the midpoint of a diameter.
  const d = geometry.findIndex(geo => geometry.filter(o => distanceOf(o, geo.at(0.5)) < 1).length >= 5);
  assert.ok(d >= 0, 'K10 has a point where five diameters meet');
  Object.assign(centre, geometry[d].at(0.5));
  for (const m of marks) assert.ok(Math.hypot(m.x - centre.x, m.y - centre.y) > BADGE_R + 1, 'a badge on the crossing');
  // Just beside the centre, towards one diameter's end, the nearest line is that diameter.
  const [a, b] = geometry[d].segment;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const off = {x: centre.x + ((b.x - a.x) / len) * 2 - ((b.y - a.y) / len) * 0.2, y: centre.y + ((b.y - a.y) / len) * 2 + ((b.x - a.x) / len) * 0.2};
  assert.equal(pickEdge(geometry, free, marks, off, REACH), d);
  assert.ok(diameters.length >= 1);
});

function distanceOf(geo, p) {
  if (!geo.segment) return Math.min(...Array.from({length: 25}, (_, k) => geo.at(k / 24)).map(q => Math.hypot(q.x - p.x, q.y - p.y)));
  const [a, b] = geo.segment;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}
