// A whole game judged at once: which moves the review speaks for, the last-chance note, the winner's words, ←/→.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lastChanceNote, recordFileName, reviewVerdict, reviewedPrefix, stepTo, winnerSentence}
  from '../../main/resources/web/js/bridgit/review.js';

const NAMES = {red: 'Red', blue: 'Blue'};
// Red 5,5 ✓, Blue 1,1 ✗, Red 9,9 ✗ (a slip), Blue 3,3 ✓, Red 7,7 ✗: Red's last ✓ went with move index 2.
const review = {
  moves: [
    {move: [5, 5], side: 'red', winning: true},
    {move: [1, 1], side: 'blue', winning: false},
    {move: [9, 9], side: 'red', winning: false},
    {move: [3, 3], side: 'blue', winning: true},
    {move: [7, 7], side: 'red', winning: false},
  ],
  loser: 'red',
  lastChance: 2,
};
const line = review.moves.map(m => m.move);

test('the review speaks for the moves its line shares with the one on show', () => {
  assert.equal(reviewedPrefix(review, line), 5);
  assert.equal(reviewedPrefix(review, line.slice(0, 3)), 3);
  assert.equal(reviewedPrefix(review, [[5, 5], [1, 3], [9, 9]]), 1);
  assert.equal(reviewedPrefix(null, line), 0);
  assert.deepEqual(line.map((_, i) => reviewVerdict(review, line, i)), ['✓', '✗', '✗', '✓', '✗']);
  assert.equal(reviewVerdict(review, [[5, 5], [1, 3]], 1), '');
  assert.equal(reviewVerdict(review, [...line, [2, 2]], 5), '');
});

test('the moment the loser\'s last ✓ disappeared is marked only on the reviewed line', () => {
  assert.deepEqual(line.map((_, i) => lastChanceNote(review, line, i, NAMES)), ['', '', 'Red’s last ✓ gone', '', '']);
  assert.equal(lastChanceNote(review, line.slice(0, 4), 2, NAMES), '');
  assert.equal(lastChanceNote({...review, lastChance: null}, line, 2, NAMES), '');
});

test('the winner is named, with the chain, whoever opens the game', () => {
  assert.equal(winnerSentence('red', [[1, 1], [1, 3]], NAMES), 'Red won: chain 1,1 1,3.');
  assert.equal(winnerSentence('blue', [[1, 1]], NAMES), 'Blue won: chain 1,1.');
});

test('← and → step one move, Home and End to the ends, and stop there', () => {
  assert.equal(stepTo('ArrowLeft', 3, 5), 2);
  assert.equal(stepTo('ArrowRight', 3, 5), 4);
  assert.equal(stepTo('ArrowLeft', 0, 5), null);
  assert.equal(stepTo('ArrowRight', 5, 5), null);
  assert.equal(stepTo('Home', 3, 5), 0);
  assert.equal(stepTo('End', 3, 5), 5);
  assert.equal(stepTo('End', 5, 5), null);
  assert.equal(stepTo('ArrowUp', 3, 5), null);
});

test('a record file is named by its board and length', () => {
  assert.equal(recordFileName(5, 12), 'bridgit-5x6-12-moves.txt');
  assert.equal(recordFileName(3, 1), 'bridgit-3x4-1-move.txt');
});
