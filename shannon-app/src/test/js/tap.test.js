// The tap rule's pure parts: the nearest candidate within reach, and distances to edges.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {nearest, segmentDistance, TAP_REACH} from '../../main/resources/web/js/tap.js';

test('nearest picks the closest candidate within reach, and nothing beyond it', () => {
  assert.equal(nearest([['a', 30], ['b', 12], ['c', 20]], TAP_REACH), 'b');
  assert.equal(nearest([['a', 41], ['b', 50]], TAP_REACH), null);
  assert.equal(nearest([], TAP_REACH), null);
  // A candidate exactly at the reach still counts; of two at the same distance the later wins.
  assert.equal(nearest([['a', 40]], 40), 'a');
  assert.equal(nearest([['a', 5], ['b', 5]], 40), 'b');
});

test('segmentDistance is the distance to the nearest point of the segment', () => {
  const a = {x: 0, y: 0};
  const b = {x: 10, y: 0};
  assert.equal(segmentDistance(a, b, {x: 5, y: 3}), 3); // above the middle
  assert.equal(segmentDistance(a, b, {x: -3, y: 4}), 5); // beyond an end: the distance to that end
  assert.equal(segmentDistance(a, b, {x: 13, y: 4}), 5);
  assert.equal(segmentDistance(a, a, {x: 3, y: 4}), 5); // a degenerate segment is a point
});

test('segmentDistance agrees with sampling the segment densely', () => {
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 100;
  for (let i = 0; i < 500; i++) {
    const a = {x: rnd(), y: rnd()};
    const b = {x: rnd(), y: rnd()};
    const p = {x: rnd(), y: rnd()};
    let best = Infinity;
    for (let k = 0; k <= 2000; k++) {
      const t = k / 2000;
      best = Math.min(best, Math.hypot(a.x + t * (b.x - a.x) - p.x, a.y + t * (b.y - a.y) - p.y));
    }
    assert.ok(Math.abs(segmentDistance(a, b, p) - best) < 0.1, `case ${i}`);
  }
});
