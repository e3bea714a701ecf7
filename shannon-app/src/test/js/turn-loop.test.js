// The turn loop every game page runs: a move, the analysis, the computer's answer — and answers
// that arrive after the position changed are dropped.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {GameRecord} from '../../main/resources/web/js/game-record.js';
import {TurnLoop} from '../../main/resources/web/js/turn-loop.js';

const tick = ms => new Promise(resolve => setTimeout(resolve, ms));

/** Red is the person, blue the computer; the "server" says whose turn it is after the moves. */
function game({computerMove = async () => ({move: [9, 9], reason: 'because'})} = {}) {
  const record = new GameRecord(async moves => ({toMove: moves.length % 2 === 0 ? 'red' : 'blue', over: moves.length >= 4}));
  const page = {
    renders: 0,
    render() { this.renders++; },
    computerToMove: a => a && !a.over && a.toMove === 'blue',
    askComputer: computerMove,
  };
  const loop = new TurnLoop(record, page, 0);
  return {record, page, loop};
}

test('the computer answers a move, and its reason is kept until the position changes', async () => {
  const {record, loop, page} = game();
  loop.start('n5');
  await tick(5);
  loop.play([1, 1]);
  await tick(20);
  assert.deepEqual(record.moves, [[1, 1], [9, 9]]);
  assert.equal(loop.lastReason, 'because');
  assert.ok(page.renders > 2);
  loop.undo('red');
  assert.equal(loop.lastReason, null);
  assert.deepEqual(record.moves, []);
});

test('an answer that arrives after a new game is dropped, and does not keep the new game busy', async () => {
  let release;
  const {record, loop} = game({computerMove: () => new Promise(resolve => { release = resolve; })});
  loop.start('n5');
  await tick(5);
  loop.play([1, 1]);
  await tick(20);
  assert.equal(loop.busy, true);
  loop.start('n6'); // a new game while the computer thinks
  assert.equal(loop.busy, false);
  release({move: [9, 9], reason: 'late'});
  await tick(20);
  assert.deepEqual(record.moves, []);
  assert.equal(loop.lastReason, null);
});

test('while moves remain to redo, the computer does not answer (stepping through a game)', async () => {
  const {record, loop} = game();
  loop.start('n5', [[1, 1], [2, 2], [3, 3]], 1);
  await tick(20);
  assert.deepEqual(record.moves, [[1, 1]]);
  assert.ok(record.canRedo());
  assert.equal(loop.goTo(3), true);
  await tick(20);
  assert.deepEqual(record.moves, [[1, 1], [2, 2], [3, 3], [9, 9]]);
});
