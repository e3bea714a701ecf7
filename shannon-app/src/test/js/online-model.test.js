// The online page's pure logic: seats kept in the browser, addresses, clocks, words.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  readSeats, withSeat, parseAddress, gameAddress, clocksAt, clockText, statusOf, resultSentence,
  presenceNews, outcomeFor, moveMarks, MAX_SEATS,
} from '../../main/resources/web/js/online/model.js';

const TOKEN = 'A'.repeat(43);

function game(over = {}) {
  return {
    id: 'abc123', game: 'bridgit', n: 3, first: 'red', moves: [], toMove: 'red', status: 'playing',
    winner: null, reason: null, ply: 0,
    players: {red: {arrived: true, connected: true}, blue: {arrived: true, connected: true}},
    clock: null, ...over,
  };
}

test('seats: bad stored text is no seats, a seat is added first and updated in place, the list is bounded', () => {
  assert.deepEqual(readSeats('not json'), []);
  assert.deepEqual(readSeats('{"id": 1}'), []);
  assert.deepEqual(readSeats(JSON.stringify([{id: 'x/y', token: TOKEN}, {id: 'ok', token: 'bad token'}])), []);
  let seats = withSeat([], {id: 'g1', token: TOKEN});
  seats = withSeat(seats, {id: 'g2', token: TOKEN});
  seats = withSeat(seats, {id: 'g1', token: TOKEN, friend: 'B'.repeat(43)});
  assert.deepEqual(seats.map(s => s.id), ['g1', 'g2']);
  assert.equal(seats[0].friend, 'B'.repeat(43));
  assert.deepEqual(readSeats(JSON.stringify(seats)), seats);
  for (let i = 0; i < MAX_SEATS + 5; i++) seats = withSeat(seats, {id: `g${i + 10}`, token: TOKEN});
  assert.equal(seats.length, MAX_SEATS);
});

test('addresses: the token stays in the fragment; junk in the fragment is ignored', () => {
  assert.equal(gameAddress('abc', TOKEN), `#/online?game=abc&seat=${TOKEN}`);
  assert.equal(gameAddress('abc'), '#/online?game=abc');
  assert.deepEqual(parseAddress(`#/online?game=abc&seat=${TOKEN}`), {game: 'abc', seat: TOKEN});
  assert.deepEqual(parseAddress('#/online'), {game: null, seat: null});
  assert.deepEqual(parseAddress('#/online?game=../x&seat=a b'), {game: null, seat: null});
});

test('clocks tick locally from the server time for the running side only, and stop at zero', () => {
  const g = game({clock: {remainingMillis: {red: 60_000, blue: 30_000}, running: 'red'}});
  assert.deepEqual(clocksAt(g, 1000, 1000), {red: 60_000, blue: 30_000});
  assert.deepEqual(clocksAt(g, 1000, 6000), {red: 55_000, blue: 30_000});
  assert.deepEqual(clocksAt(g, 1000, 100_000), {red: 0, blue: 30_000});
  assert.deepEqual(clocksAt({...g, status: 'finished'}, 1000, 6000), {red: 60_000, blue: 30_000});
  assert.equal(clocksAt(game(), 0, 0), null);
  assert.equal(clockText(303_000), '5:03');
  assert.equal(clockText(9_440), '0:09.4');
  assert.equal(clockText(3_723_000), '1:02:03');
  assert.equal(clockText(-5), '0:00.0');
});

test('the status says whose turn it is, who is missing, and who won how', () => {
  assert.equal(statusOf(game(), 'red').line, 'Your turn.');
  assert.equal(statusOf(game(), 'red').turn, true);
  assert.equal(statusOf(game(), 'blue').line, 'Red (your opponent) to move.');
  assert.equal(statusOf(game(), null).line, 'Red to move.');
  const waiting = game({status: 'waiting', players: {red: {arrived: true, connected: true}, blue: {arrived: false, connected: false}}});
  assert.match(statusOf(waiting, 'red').line, /^Waiting for your opponent/);
  const gone = game({players: {red: {arrived: true, connected: true}, blue: {arrived: true, connected: false}}});
  assert.match(statusOf(gone, 'red').line, /disconnected/);
  assert.equal(resultSentence(game({status: 'finished', winner: 'blue', reason: 'resign'})), 'Blue wins: Red resigned.');
  assert.equal(resultSentence(game({status: 'finished', winner: 'red', reason: 'time'})), 'Red wins on time: Blue’s clock ran out.');
  assert.match(resultSentence(game({status: 'finished', winner: 'red', reason: 'rules'})), /left to right/);
  assert.equal(statusOf(game({status: 'finished', winner: 'red', reason: 'rules'}), 'blue').over, true);
});

test('presence news, outcomes and the marks of a finished game', () => {
  const on = game();
  const off = game({players: {red: {arrived: true, connected: true}, blue: {arrived: true, connected: false}}});
  assert.equal(presenceNews(on, off, 'red'), 'Your opponent disconnected.');
  assert.equal(presenceNews(off, on, 'red'), 'Your opponent reconnected.');
  assert.equal(presenceNews(on, on, 'red'), null);
  assert.equal(presenceNews(on, off, null), null);
  assert.equal(outcomeFor(game({status: 'finished', winner: 'red'}), 'red'), 'won');
  assert.equal(outcomeFor(game({status: 'finished', winner: 'red'}), 'blue'), 'lost');
  assert.equal(outcomeFor(game({status: 'finished', winner: null}), 'blue'), 'draw');
  assert.equal(outcomeFor(game(), 'blue'), 'playing');
  // Red moves first and keeps the win, blue cannot help losing, red's second move throws the win
  // away (✗), and blue's answer gives it back (✗).
  const history = [{winner: 'red'}, {winner: 'red'}, {winner: 'red'}, {winner: 'blue'}, {winner: 'red'}];
  assert.deepEqual(moveMarks(history, 'red'), ['win', 'lose', 'lose', 'lose']);
  assert.deepEqual(moveMarks([{winner: null}, null], 'red'), [null]);
});
