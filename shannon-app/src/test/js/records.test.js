// Game records (docs/records.md) as the pages write them, and the address that holds one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {bridgitRecord, gameOf, switchingRecord, tsunagaruRecord} from '../../main/resources/web/js/records.js';

test('a Bridg-It record: size, first player, moves; bridges only for the limited game', () => {
  assert.equal(bridgitRecord({n: 5, first: 'red', bridges: null, moves: [[5, 5], [4, 4]]}),
    'shannon-record bridgit\nn 5\nfirst red\nmoves 5,5 4,4\n');
  assert.equal(bridgitRecord({n: 3, first: 'blue', bridges: 4, moves: [[1, 1], [1, 1, 3, 3]]}),
    'shannon-record bridgit\nn 3\nfirst blue\nbridges 4\nmoves 1,1 1,1>3,3\n');
  assert.equal(bridgitRecord({n: 2, first: 'red', bridges: null, moves: []}),
    'shannon-record bridgit\nn 2\nfirst red\nmoves\n');
});

test('a switching record names the edges by their vertices', () => {
  const graph = {vertices: [{name: 's'}, {name: 'a'}, {name: 't'}], edges: [[0, 1], [1, 2]]};
  const text = switchingRecord({graph, s: 's', t: 't', first: 'short', moves: [1]});
  assert.equal(gameOf(text), 'switching');
  assert.ok(text.includes('s a\n') && text.includes('a t\n'), text);
});

test('a Tsunagaru record keeps the stage between stage and end', () => {
  const text = tsunagaruRecord({rule: 'one', stage: 'I L\n1 .\n', turns: [[0, 1], [1, 0]]});
  assert.equal(text, 'shannon-record tsunagaru\nrule one\nstage\nI L\n1 .\nend\nturns 0,1 1,0\n');
});

test('gameOf reads the first line only, past comments and blank lines', () => {
  assert.equal(gameOf('# a comment\n\nshannon-record bridgit\nn 5\n'), 'bridgit');
  assert.equal(gameOf('shannon-record  matroid # trailing\n'), 'matroid');
  assert.equal(gameOf('not a record\n'), null);
  assert.equal(gameOf(''), null);
});
