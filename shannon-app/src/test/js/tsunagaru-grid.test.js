// The Tsunagaru board's adjacency on the page: the plain grid and the wrap-around torus (issue 31).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {crossesEdge, meets, moveCursor, neighbour, pieces, stageText} from '../../main/resources/web/js/tsunagaru/grid.js';

// Three columns of straights │ on a 3 × 3 board: every arm meets only when the board wraps.
const COLUMNS = [[5, 5, 5], [5, 5, 5], [5, 5, 5]];

test('neighbours stop at a plain board\'s edge and go round a torus', () => {
  assert.equal(neighbour(3, 4, 0, 0, 0), null);
  assert.deepEqual(neighbour(3, 4, 0, 0, 0, true), [2, 0]);
  assert.deepEqual(neighbour(3, 4, 1, 3, 1, true), [1, 0]);
  assert.deepEqual(neighbour(3, 4, 2, 2, 2, true), [0, 2]);
  assert.deepEqual(neighbour(3, 4, 1, 0, 3, true), [1, 3]);
  assert.deepEqual(neighbour(3, 4, 1, 1, 1, true), [1, 2]);
  assert.equal(crossesEdge(3, 4, 0, 2, 0), true);
  assert.equal(crossesEdge(3, 4, 1, 2, 0), false);
});

test('a board solved only on the torus', () => {
  const plain = pieces(COLUMNS);
  assert.equal(plain.solved, false);
  const torus = pieces(COLUMNS, true);
  assert.equal(torus.solved, true);
  assert.equal(torus.count, 3);
  assert.deepEqual(torus.piece[2], [0, 1, 2]);
  assert.equal(meets(COLUMNS, 0, 1, 0), false);
  assert.equal(meets(COLUMNS, 0, 1, 0, true), true);
});

test('pieces join across the edges, and a loose arm across an edge is still loose', () => {
  // ┐ at the top left points west to ┌ at the top right... which points east, back round: one piece.
  const arms = [[12, 0, 0, 6], [1, 0, 0, 1], [0, 0, 0, 0]];
  const torus = pieces(arms, true);
  assert.equal(torus.solved, true);
  assert.equal(torus.count, 1);
  assert.equal(pieces(arms).solved, false);
  const broken = [[12, 0, 0, 4], [1, 0, 0, 1], [0, 0, 0, 0]];
  assert.equal(pieces(broken, true).solved, false);
});

test('the cursor goes round a torus and stops at a plain edge', () => {
  assert.deepEqual(moveCursor(3, 4, [0, 0], [-1, 0]), [0, 0]);
  assert.deepEqual(moveCursor(3, 4, [0, 0], [-1, 0], true), [2, 0]);
  assert.deepEqual(moveCursor(3, 4, [1, 3], [0, 1], true), [1, 0]);
});

test('the stage text marks a torus with a first line "wrap"', () => {
  assert.equal(stageText([[3, 0], [5, 15]]), '└.\n│┼\n');
  assert.equal(stageText(COLUMNS, true), 'wrap\n│││\n│││\n│││\n');
});
