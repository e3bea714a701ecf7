import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FAMILIES, edgeName, movesAfter, puzzlePath, task} from '../../main/resources/web/js/puzzles/switching.js';

const graph = {vertices: [{name: 'h'}, {name: 'r0'}, {name: 'r1'}], edges: [[0, 1], [1, 2], [0, 2]], s: 'h', t: 'r1'};

test('the request names the game, the filter, the rating and the puzzle to avoid', () => {
  assert.equal(puzzlePath({game: 'bridgit', mode: 'rated', rating: 1500.4, size: 7, seed: 3, notId: 2}),
    '/api/puzzles/pick?n=7&rating=1500&seed=3&not=2');
  assert.equal(puzzlePath({game: 'switching', mode: 'streak', rating: 1100, family: 'grid-4x4', seed: 9}),
    '/api/puzzles/pick?game=switching&family=grid-4x4&rating=1100&seed=9&not=-1');
  assert.equal(puzzlePath({game: 'switching', mode: 'rated', rating: 1500, family: '', seed: 1}),
    '/api/puzzles/pick?game=switching&rating=1500&seed=1&not=-1');
  assert.equal(puzzlePath({game: 'switching', mode: 'daily'}), '/api/puzzles/daily?game=switching');
  assert.equal(puzzlePath({game: 'bridgit', mode: 'daily'}), '/api/puzzles/daily');
});

test('edges are named by their ends', () => {
  assert.equal(edgeName(graph, 1), 'r0–r1');
});

test('a wrong move shows the reply that beats it; a right one only itself', () => {
  assert.deepEqual(movesAfter([4], 1, {correct: false, reply: 2}), [4, 1, 2]);
  assert.deepEqual(movesAfter([4], 1, {correct: true}), [4, 1]);
});

test('the task names the terminals and the families are the server\'s four', () => {
  assert.match(task({toMove: 'cut', graph}), /^Cut to move: delete .* h and r1 cut apart/);
  assert.match(task({toMove: 'short', graph}), /^Short to move: claim .* from h to r1/);
  assert.deepEqual(FAMILIES.map(f => f.value), ['wheel-9', 'grid-4x4', 'petersen', 'random-12-26']);
});
