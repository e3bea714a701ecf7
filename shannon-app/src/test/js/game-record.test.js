// A game's moves with undo and redo, and its cache of analyses (GameRecord).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {GameRecord} from '../../main/resources/web/js/game-record.js';

/** A record whose "server" answers with the side to move after the moves (red starts, sides alternate). */
function alternating() {
  const asked = [];
  const record = new GameRecord(async moves => {
    asked.push(moves.length);
    return {toMove: moves.length % 2 === 0 ? 'red' : 'blue', over: false};
  });
  return {record, asked};
}

test('play, undo and redo walk the line; a new move clears what could be redone', () => {
  const {record} = alternating();
  record.reset('n5');
  record.play([1, 1]);
  record.play([2, 2]);
  record.play([3, 3]);
  record.undo(null);
  assert.deepEqual(record.moves, [[1, 1], [2, 2]]);
  assert.ok(record.canRedo());
  record.redo(null);
  assert.deepEqual(record.moves, [[1, 1], [2, 2], [3, 3]]);
  record.undo(null);
  record.play([4, 4]);
  assert.equal(record.canRedo(), false);
  assert.deepEqual(record.line(), [[1, 1], [2, 2], [4, 4]]);
});

test('against a computer, undo takes back its reply too, so that it is the person\'s turn again', async () => {
  const {record} = alternating();
  record.reset('n5');
  record.play([1, 1]); // the person (red)
  record.play([2, 2]); // the computer (blue)
  await record.analyse([[1, 1]]); // the position before the reply: blue to move
  record.undo('red');
  assert.deepEqual(record.moves, []);
  await record.analyse([[1, 1]]);
  record.redo('red'); // through the reply again
  assert.deepEqual(record.moves, [[1, 1], [2, 2]]);
});

test('analyses are cached per position and context; goTo keeps the rest of the line', async () => {
  const {record, asked} = alternating();
  record.reset('n5');
  record.play([1, 1]);
  await record.analyse();
  await record.analyse();
  assert.deepEqual(asked, [1]);
  record.play([2, 2]);
  record.play([3, 3]);
  record.goTo(1);
  assert.deepEqual(record.moves, [[1, 1]]);
  assert.deepEqual(record.line(), [[1, 1], [2, 2], [3, 3]]);
  record.goTo(99);
  assert.equal(record.moves.length, 3);
  record.reset('n6');
  assert.equal(record.current(), null);
  assert.deepEqual(record.history(), [null]);
});

test('load replaces the game and shows it at its end', () => {
  const {record} = alternating();
  record.load('n4', [[1, 1], [2, 2]]);
  assert.deepEqual(record.moves, [[1, 1], [2, 2]]);
  assert.equal(record.canRedo(), false);
  assert.ok(record.key().startsWith('n4|'));
});
