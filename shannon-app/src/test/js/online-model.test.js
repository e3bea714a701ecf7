// The online page's pure logic: seats kept in the browser, addresses, clocks, words.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  readSeats, withSeat, parseAddress, gameAddress, clocksAt, clockText, statusOf, resultSentence,
  presenceNews, outcomeFor, moveMarks, MAX_SEATS, sidesOf, moverOf, moveVerb, moveWords, moveName, boardWords,
  switchingPresetName, switchingPresetRequest, sameGraph, elementStates, recordOf, analysisAddress, recordFileName,
  abandonmentLimits, abandonmentRule, abandonmentWords,
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
  // Once over, the banner alone says who won how: the status line does not repeat it.
  for (const side of ['red', 'blue', null]) assert.equal(statusOf(game({status: 'finished', winner: 'red', reason: 'resign'}), side).line, '');
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

/** A switching game on the 4-cycle with a chord (the JSON form the server shows), Short first. */
function switching(over = {}) {
  return game({
    game: 'switching', n: undefined, first: 'short', toMove: 'short', preset: 'four-cycle',
    graph: {edges: [['s', 'a'], ['a', 't'], ['t', 'b'], ['b', 's'], ['a', 'b']], s: 's', t: 't'},
    players: {short: {arrived: true, connected: true}, cut: {arrived: true, connected: true}}, ...over,
  });
}

test('the switching and matroid games: their sides, whose move, what to do, and the words of each move', () => {
  assert.deepEqual(sidesOf('bridgit'), ['red', 'blue']);
  assert.deepEqual(sidesOf('switching'), ['short', 'cut']);
  assert.deepEqual(sidesOf('matroid'), ['short', 'cut']);
  assert.deepEqual([0, 1, 2].map(i => moverOf(i, 'cut')), ['cut', 'short', 'cut']);
  assert.equal(moveVerb('bridgit', 'red'), null);
  assert.equal(moveVerb('switching', 'cut'), 'delete an edge');
  assert.equal(moveVerb('matroid', 'short'), 'claim an element');
  assert.equal(statusOf(switching(), 'short').line, 'Your turn: claim an edge (you play Short).');
  assert.equal(statusOf(switching({toMove: 'cut'}), 'cut').line, 'Your turn: delete an edge (you play Cut).');
  assert.match(statusOf(switching(), 'short', true).line, /tap it again to play it\.$/);
  assert.doesNotMatch(statusOf(switching(), 'cut', true).line, /tap/i);
  assert.doesNotMatch(statusOf(switching({game: 'matroid'}), 'short', true).line, /tap/i);
  assert.equal(statusOf(switching(), 'cut').line, 'Short (your opponent) to move.');
  assert.equal(statusOf(switching({game: 'matroid', toMove: 'cut'}), null).line, 'Cut to move.');
  const played = switching({moves: [4, 0, 1]});
  assert.deepEqual([0, 1, 2].map(i => moveWords(played, i)), ['claims edge 4 (a–b)', 'deletes edge 0 (s–a)', 'claims edge 1 (a–t)']);
  assert.equal(moveWords(game({game: 'matroid', first: 'cut', moves: [3]}), 0), 'deletes element 3');
  assert.equal(moveWords(game({moves: [[1, 1], [[1, 1], [2, 2]]]}), 1), 'moves 1,1 → 2,2');
  assert.equal(moveName(game(), [1, 3]), '1,3');
  assert.equal(moveName({game: 'switching'}, 9), 'edge 9');
});

test('who won a switching or matroid game by the rules, in its own words', () => {
  const done = {status: 'finished', reason: 'rules'};
  assert.equal(resultSentence(switching({...done, winner: 'short'})), 'Short wins: the claimed edges join s and t.');
  assert.equal(resultSentence(switching({...done, winner: 'cut'})), 'Cut wins: the deleted edges separate s from t.');
  assert.equal(resultSentence(switching({...done, game: 'matroid', winner: 'short'})), 'Short wins: the claimed elements span the target.');
  assert.equal(resultSentence(switching({...done, game: 'matroid', winner: 'cut'})), 'Cut wins: the elements left no longer span the target.');
  assert.equal(resultSentence(switching({status: 'finished', reason: 'resign', winner: 'cut'})), 'Cut wins: Short resigned.');
  assert.equal(resultSentence(game({...done, winner: 'blue'})), 'Blue wins: a chain joins top to bottom.');
});

test('boards in words, for titles and my games', () => {
  assert.equal(boardWords(game({n: 5, bridges: 10})), '5 × 6 board, 10 bridges each');
  assert.equal(boardWords(switching(), {'four-cycle': 'The 4-cycle'}), 'switching game, The 4-cycle (4 vertices, 5 edges)');
  assert.equal(boardWords(switching({preset: 'grid?rows=2&cols=3'}), {grid: 'Grid'}), 'switching game, Grid (4 vertices, 5 edges)');
  assert.equal(boardWords(switching({preset: undefined})), 'switching game, a graph of 4 vertices, 5 edges');
  assert.equal(boardWords({game: 'matroid', preset: 'fano'}, {fano: 'Fano plane F7'}), 'matroid game, Fano plane F7');
  assert.equal(boardWords({game: 'matroid', preset: null}), 'matroid game, a matroid of its creator');
});

test('a switching preset kept by its name is drawn again from it; any other name is no preset', () => {
  assert.equal(switchingPresetName('petersen'), 'petersen');
  const name = switchingPresetName('random', {vertices: 40, edges: 200, seed: 999999999});
  assert.ok(name.length <= 64, 'fits the server\'s 64 characters');
  assert.deepEqual(switchingPresetRequest(name), {preset: 'random', vertices: 40, edges: 200, seed: 999999999});
  assert.deepEqual(switchingPresetRequest('grid?rows=2&cols=3'), {preset: 'grid', rows: 2, cols: 3});
  assert.deepEqual(switchingPresetRequest('petersen'), {preset: 'petersen'});
  for (const bad of [null, '', 'Grid', 'grid?rows=x', 'grid?rows=-1', 'grid?preset=3', 'grid?rows=2.5', '../x', 'grid?ROWS=2']) {
    assert.equal(switchingPresetRequest(bad), null, String(bad));
  }
});

test('the same graph means the same edges in the same order and the same terminals', () => {
  const g = switching().graph;
  assert.ok(sameGraph(g, JSON.parse(JSON.stringify(g))));
  assert.ok(sameGraph({edges: [[1, 2]], s: 1, t: 2}, {edges: [['1', '2']], s: '1', t: '2'}));
  assert.ok(!sameGraph(g, {...g, t: 'b'}));
  assert.ok(!sameGraph(g, {...g, edges: [...g.edges].reverse()}));
  assert.ok(!sameGraph(g, {...g, edges: g.edges.slice(1)}));
  assert.ok(!sameGraph(g, null));
});

test('a matroid game\'s element states follow the moves: Short claims, Cut deletes, the target stays', () => {
  assert.deepEqual(elementStates(4, 3, [], 'short'), ['free', 'free', 'free', 'target']);
  assert.deepEqual(elementStates(4, 3, [2, 0], 'short'), ['deleted', 'free', 'claimed', 'target']);
  assert.deepEqual(elementStates(4, 0, [2, 1, 3], 'cut'), ['target', 'claimed', 'deleted', 'deleted']);
});

test('a finished game\'s record is the one its own page writes, and the analysis link holds it', () => {
  const bridgit = game({id: 'g1', n: 3, status: 'finished', moves: [[1, 1], [3, 3], [1, 3]]});
  assert.equal(recordOf(bridgit), 'shannon-record bridgit\nn 3\nfirst red\nmoves 1,1 3,3 1,3\n');
  // The limited-bridges game: its bridges, and a moved bridge as from>to.
  const limited = game({n: 2, first: 'blue', bridges: 1, moves: [[1, 1], [2, 2], [[1, 1], [3, 3]]]});
  assert.equal(recordOf(limited), 'shannon-record bridgit\nn 2\nfirst blue\nbridges 1\nmoves 1,1 2,2 1,1>3,3\n');
  assert.equal(recordOf(game({moves: []})), 'shannon-record bridgit\nn 3\nfirst red\nmoves\n');
  // The switching game: the edges in the game's order (so a move keeps its number), the terminals by name.
  const sw = switching({first: 'cut', moves: [4, 0, 1]});
  assert.equal(recordOf(sw),
    'shannon-record switching\nfirst cut\ngraph\nterminals s t\ns a\na t\nt b\nb s\na b\nend\nmoves 4 0 1\n');
  // Names the server writes as numbers are names all the same.
  const numbered = switching({graph: {edges: [[0, 1], [1, 2]], s: 0, t: 2}, moves: [1]});
  assert.match(recordOf(numbered), /\nterminals 0 2\n0 1\n1 2\nend\nmoves 1\n$/);
  const matroid = game({game: 'matroid', first: 'short', matroid: 'uniform 2 4\ntarget 0\n', moves: [1, 2, 3]});
  assert.equal(recordOf(matroid), 'shannon-record matroid\nfirst short\nmatroid\nuniform 2 4\ntarget 0\nend\nmoves 1 2 3\n');
  // The link opens the game's own page with the record, which that page reads from its address.
  assert.equal(analysisAddress(bridgit), `#/bridgit?record=${encodeURIComponent(recordOf(bridgit)).replace(/%20/g, '+')}`);
  assert.equal(new URLSearchParams(analysisAddress(sw).split('?')[1]).get('record'), recordOf(sw));
  assert.match(analysisAddress(sw), /^#\/switching\?record=/);
  assert.match(analysisAddress(matroid), /^#\/matroid\?record=/);
  assert.equal(recordFileName(bridgit), 'bridgit-online-g1.txt');
});

test('when a game nobody plays ends, in words, from the server\'s limits', () => {
  assert.deepEqual(abandonmentLimits({waitingHours: 24, idleHours: 72, maxIds: 200}), {waitingHours: 24, idleHours: 72});
  // Missing or nonsense numbers: the page says nothing rather than something wrong.
  assert.equal(abandonmentLimits(undefined), null);
  assert.equal(abandonmentLimits({waitingHours: 24}), null);
  assert.equal(abandonmentLimits({waitingHours: 0, idleHours: 72}), null);
  const limits = {waitingHours: 24, idleHours: 72};
  assert.match(abandonmentRule(limits), /has not come 24 hours after it was created ends unplayed/);
  assert.match(abandonmentRule(limits), /does not move for 72 hours loses it as abandoned/);
  assert.match(abandonmentRule({waitingHours: 1, idleHours: 2}), /has not come an hour after/);
  assert.equal(abandonmentRule(null), null);
  const at = ms => `t${ms}`;
  const waiting = game({status: 'waiting', createdAt: 1000, players: {red: {arrived: true}, blue: {arrived: false}}});
  assert.equal(abandonmentWords(waiting, limits, 'red', at),
    `If your opponent has not opened the link by t${1000 + 24 * 3_600_000} (24 hours after the game was created), the game ends unplayed, with no winner.`);
  assert.match(abandonmentWords(waiting, limits, null, at), /^If the second player has not come by/);
  assert.equal(abandonmentWords(game(), limits, 'red', at), 'If you do not move for 72 hours, you lose the game as abandoned.');
  assert.equal(abandonmentWords(game(), limits, 'blue', at), 'If your opponent does not move for 72 hours, you win the game as abandoned.');
  assert.equal(abandonmentWords(game(), limits, null, at), 'A side that does not move for 72 hours loses the game as abandoned.');
  assert.equal(abandonmentWords(game({status: 'finished', winner: 'red'}), limits, 'red', at), null);
  assert.equal(abandonmentWords(game(), null, 'red', at), null);
});
