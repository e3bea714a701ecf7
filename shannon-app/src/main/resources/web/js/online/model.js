// The online page's pure logic (no DOM, no network): where a browser keeps its seats, what the
// page says about a game, the clocks as they tick between two events, and the addresses to send.
// The server is the referee (docs/online.md); this only reads the games it sends.
import {plural} from '../prose.js';
import {bridgitRecord, matroidRecord, switchingRecord} from '../records.js';

const NAMES = {red: 'Red', blue: 'Blue', short: 'Short', cut: 'Cut'};
const OTHER = {red: 'blue', blue: 'red', short: 'cut', cut: 'short'};

export function sideName(side) {
  return NAMES[side] || side;
}

export function otherSide(side) {
  return OTHER[side];
}

/** The localStorage key of this browser's seats. */
export const SEATS_KEY = 'shannon.online.seats';
/** Kept at most: the oldest seats are forgotten first. */
export const MAX_SEATS = 200;

/** This browser's seats from their stored text: [{id, token, friend?, at}], newest first; bad text is none. */
export function readSeats(text) {
  let list;
  try {
    list = JSON.parse(text || '[]');
  } catch (e) {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.filter(s => s && typeof s.id === 'string' && typeof s.token === 'string'
    && /^[0-9A-Za-z]{1,40}$/.test(s.id) && /^[A-Za-z0-9_-]{1,100}$/.test(s.token));
}

/** The seats with {id, token, …} added or updated (kept first), at most MAX_SEATS. */
export function withSeat(seats, seat) {
  const old = seats.find(s => s.id === seat.id);
  const merged = {...old, ...seat};
  return [merged, ...seats.filter(s => s.id !== seat.id)].slice(0, MAX_SEATS);
}

/** What the address's fragment names: {game, seat} (either may be null). #/online?game=ID&seat=TOKEN */
export function parseAddress(hash) {
  const q = hash.indexOf('?');
  const params = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
  const game = params.get('game');
  const seat = params.get('seat');
  return {
    game: game && /^[0-9A-Za-z]{1,40}$/.test(game) ? game : null,
    seat: seat && /^[A-Za-z0-9_-]{1,100}$/.test(seat) ? seat : null,
  };
}

/** The fragment of a game's page: with a seat's token to play, without to watch. The token never leaves the fragment. */
export function gameAddress(id, token = null) {
  return `#/online?game=${id}` + (token ? `&seat=${token}` : '');
}

/** The game's clocks now: {side: ms} from the last event, the running side's time taken off since it arrived. */
export function clocksAt(game, receivedAt, now) {
  if (!game.clock) return null;
  const left = {...game.clock.remainingMillis};
  const running = game.status === 'finished' ? null : game.clock.running;
  if (running) left[running] = Math.max(0, left[running] - Math.max(0, now - receivedAt));
  return left;
}

/** A clock as people read one: 5:03, 0:09.4 under ten seconds, 1:02:03 past an hour. */
export function clockText(ms) {
  const t = Math.max(0, ms);
  if (t < 10_000) return `0:0${(Math.floor(t / 100) / 10).toFixed(1)}`;
  const total = Math.floor(t / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The games the page creates, by the API's names. */
export const GAMES = [
  {value: 'bridgit', label: 'Bridg-It'},
  {value: 'switching', label: 'Switching game'},
  {value: 'matroid', label: 'Matroid game'},
];

/** A game's two sides, the first-named first: Bridg-It's red and blue, the other games' short and cut. */
export function sidesOf(kind) {
  return kind === 'bridgit' ? ['red', 'blue'] : ['short', 'cut'];
}

/** The side that made move i (0-based) of a game whose first mover is first. */
export function moverOf(i, first) {
  return i % 2 === 0 ? first : OTHER[first];
}

/** What a game's pieces are called: a switching game's edges, a matroid's elements. */
function pieceOf(kind) {
  return kind === 'switching' ? 'edge' : 'element';
}

/** How a side wins by the rules of each game. */
const RULE_WIN = {
  red: 'a chain joins left to right',
  blue: 'a chain joins top to bottom',
  'switching short': 'the claimed edges join s and t',
  'switching cut': 'the deleted edges separate s from t',
  'matroid short': 'the claimed elements span the target',
  'matroid cut': 'the elements left no longer span the target',
};

/** How a finished game ended, in words: "Red wins: Blue resigned." */
export function resultSentence(game) {
  const w = game.winner;
  const l = w ? OTHER[w] : null;
  switch (game.reason) {
    case 'resign': return `${sideName(w)} wins: ${sideName(l)} resigned.`;
    case 'time': return `${sideName(w)} wins on time: ${sideName(l)}’s clock ran out.`;
    case 'abandoned': return w ? `${sideName(w)} wins: ${sideName(l)} left the game unfinished.` : 'The game was abandoned before it began.';
    default:
      if (!w) return 'Draw: the limited-bridges game ended with no chain.';
      return `${sideName(w)} wins: ${RULE_WIN[game.game === 'bridgit' ? w : `${game.game} ${w}`] || 'by the rules'}.`;
  }
}

/** What the side to move does, in the imperative: "claim an edge", "delete an element"; null for Bridg-It. */
export function moveVerb(kind, side) {
  if (kind === 'bridgit') return null;
  return `${side === 'short' ? 'claim' : 'delete'} an ${pieceOf(kind)}`;
}

/**
 * Move i (0-based) of a game in words, after its mover's name: "bridges 1,1", "moves 1,1 → 2,2",
 * "claims edge 3 (a–b)", "deletes 4". The switching game names an edge by its ends (game.graph).
 */
export function moveWords(game, i) {
  const m = game.moves[i];
  if (game.game === 'bridgit') return Array.isArray(m[0]) ? `moves ${m[0].join(',')} → ${m[1].join(',')}` : `bridges ${m.join(',')}`;
  const verb = moverOf(i, game.first) === 'short' ? 'claims' : 'deletes';
  return `${verb} ${moveName(game, m)}`;
}

/** A move's piece in words: "1,1" (Bridg-It), "edge 3 (a–b)", "element 4". */
export function moveName(game, m) {
  if (game.game === 'bridgit') return Array.isArray(m[0]) ? `${m[0].join(',')} → ${m[1].join(',')}` : m.join(',');
  if (game.game === 'switching') {
    const ends = game.graph && game.graph.edges[m];
    return ends ? `edge ${m} (${ends[0]}–${ends[1]})` : `edge ${m}`;
  }
  return `element ${m}`;
}

/**
 * The board of a game in a few words, for titles and "my games": "5 × 6 board, 10 bridges each",
 * "switching game, Petersen graph", "matroid game, Fano plane". titles: a preset's name → its title.
 */
/** "1 move", "2 moves". */
export function movesWords(ply) {
  return plural(ply, 'move');
}

export function boardWords(game, titles = {}) {
  if (game.game === 'bridgit') return `${game.n} × ${game.n + 1} board` + (game.bridges ? `, ${plural(game.bridges, 'bridge')} each` : '');
  // A switching preset's name carries its parameters ("grid?rows=3&cols=4"): its title names the family.
  const base = game.preset ? game.preset.split('?')[0] : null;
  const named = base ? titles[base] || base : null;
  if (game.game === 'switching') {
    const g = game.graph;
    const size = g ? `${plural(new Set(g.edges.flat()).size, 'vertex', 'vertices')}, ${plural(g.edges.length, 'edge')}` : '';
    return `switching game, ${named ? `${named} (${size})` : `a graph of ${size}`}`;
  }
  return `matroid game, ${named || 'a matroid of its creator'}`;
}

/** The switching page's presets (switching/layout.js PRESETS) a game keeps as its preset name: "grid?rows=3&cols=4". */
export function switchingPresetName(preset, params = {}) {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return q ? `${preset}?${q}` : preset;
}

/**
 * The /api/switching/graph request that draws a game's preset again, from its preset name: {preset, …whole-number
 * parameters}; null for a name that is no such preset (a game made through the API may name anything).
 */
export function switchingPresetRequest(name) {
  if (typeof name !== 'string') return null;
  const m = /^([a-z][a-z-]{0,30})(?:\?(.*))?$/.exec(name);
  if (!m) return null;
  const body = {preset: m[1]};
  for (const [k, v] of new URLSearchParams(m[2] || '')) {
    if (!/^[a-z]{1,20}$/.test(k) || !/^\d{1,9}$/.test(v) || k === 'preset') return null;
    body[k] = Number(v);
  }
  return body;
}

/** Whether two graphs in the JSON form ({edges: [[u, v], …], s, t}) are the same game: the same edges in the same order, the same terminals. */
export function sameGraph(a, b) {
  return !!a && !!b && String(a.s) === String(b.s) && String(a.t) === String(b.t) && a.edges.length === b.edges.length
    && a.edges.every(([u, v], i) => String(u) === String(b.edges[i][0]) && String(v) === String(b.edges[i][1]));
}

/**
 * The matroid game's element states after moves, as /api/matroid/analyze names them: 'target' for the target,
 * 'claimed' (Short's moves), 'deleted' (Cut's), 'free'.
 */
export function elementStates(size, target, moves, first) {
  const states = Array.from({length: size}, (_, x) => (x === target ? 'target' : 'free'));
  moves.forEach((x, i) => { states[x] = moverOf(i, first) === 'short' ? 'claimed' : 'deleted'; });
  return states;
}

/**
 * What the page says about the game, for the seat mySide holds (null: a watcher):
 * {line ('' once the game is over: the banner says how it ended), turn: bool (this seat may move now), over: bool}. touch: the page is played by finger, where a
 * switching game's edge is selected by a first tap and played by a second (as on the switching page).
 */
export function statusOf(game, mySide, touch = false) {
  // The banner says who won how: the status line does not say it twice.
  if (game.status === 'finished') return {line: '', turn: false, over: true};
  const opp = mySide ? OTHER[mySide] : null;
  const parts = [];
  if (mySide) {
    const them = game.players[opp];
    if (!them.arrived) parts.push('Waiting for your opponent to open the link.');
    else if (!them.connected) parts.push('Your opponent is disconnected.');
  }
  const turn = !!mySide && game.toMove === mySide;
  const verb = moveVerb(game.game, game.toMove);
  if (turn) {
    parts.push(verb ? `Your turn: ${verb} (you play ${sideName(mySide)}).` : 'Your turn.');
    if (touch && game.game === 'switching') parts.push('Tap an edge to select it, then tap it again to play it.');
  } else if (mySide) parts.push(`${sideName(game.toMove)} (your opponent) to move.`);
  else parts.push(`${sideName(game.toMove)} to move.`);
  return {line: parts.join(' '), turn, over: false};
}

/** A presence change between two events of one game, in words for the page to announce, or null. */
export function presenceNews(before, after, mySide) {
  if (!before || !mySide) return null;
  const opp = OTHER[mySide];
  const was = before.players[opp];
  const is = after.players[opp];
  if (was.connected && !is.connected) return 'Your opponent disconnected.';
  if (!was.connected && is.connected) return was.arrived ? 'Your opponent reconnected.' : 'Your opponent joined.';
  return null;
}

/** For "my games": the outcome for the seat mySide: 'won', 'lost', 'draw' or 'playing'. */
export function outcomeFor(game, mySide) {
  if (game.status !== 'finished') return 'playing';
  if (!game.winner) return 'draw';
  return game.winner === mySide ? 'won' : 'lost';
}

/**
 * The ✓/✗ of every move of a finished game from the analyses of its positions (history[i]: the
 * position before move i, with its perfect-play winner): a move is ✓ when its mover wins the
 * position it leaves. null where an analysis is missing or has no winner (limited bridges).
 */
export function moveMarks(history, first) {
  const marks = [];
  for (let i = 0; i + 1 < history.length; i++) {
    const mover = moverOf(i, first);
    const after = history[i + 1];
    marks.push(after && after.winner ? (after.winner === mover ? 'win' : 'lose') : null);
  }
  return marks;
}

/**
 * A game's record (docs/records.md), as its own page writes it, so that the page reads it back: Bridg-It's moved
 * bridges as from>to, the switching game's graph as an edge list (vertices in the order the edges first name them,
 * so the edges keep their numbers), the matroid game's matroid text.
 */
export function recordOf(game) {
  if (game.game === 'bridgit') {
    const moves = game.moves.map(m => (Array.isArray(m[0]) ? [...m[0], ...m[1]] : m));
    return bridgitRecord({n: game.n, first: game.first, bridges: game.bridges || null, moves});
  }
  if (game.game === 'switching') {
    const {edges, s, t} = game.graph;
    const names = [...new Set(edges.flat().map(String))];
    const index = new Map(names.map((name, i) => [name, i]));
    const graph = {vertices: names.map(name => ({name})), edges: edges.map(([u, v]) => [index.get(String(u)), index.get(String(v))])};
    return switchingRecord({graph, s, t, first: game.first, moves: game.moves});
  }
  return matroidRecord({text: game.matroid, first: game.first, moves: game.moves});
}

/** The address of the game's own page (#/bridgit, #/switching, #/matroid) holding its record: analysis, move by move. */
export function analysisAddress(game) {
  return `#/${game.game}?${new URLSearchParams({record: recordOf(game)})}`;
}

/** The record's file name: "bridgit-online-ID.txt". */
export function recordFileName(game) {
  return `${game.game}-online-${game.id}.txt`;
}

/** The page that analyses a game, by name: "the Bridg-It page". */
export function analysisPageName(kind) {
  return {bridgit: 'the Bridg-It page', switching: 'the switching-game page', matroid: 'the matroid page'}[kind];
}

/** The abandonment rule's numbers from /api/limits' online object: {waitingHours, idleHours}, or null where they are missing. */
export function abandonmentLimits(online) {
  const ok = x => Number.isFinite(x) && x > 0;
  return online && ok(online.waitingHours) && ok(online.idleHours) ? {waitingHours: online.waitingHours, idleHours: online.idleHours} : null;
}

function hours(h) {
  return h === 1 ? 'an hour' : `${h} hours`;
}

/** The server's rule for games nobody plays, in words, for the lobby; null without the limits. */
export function abandonmentRule(limits) {
  if (!limits) return null;
  return `Games nobody plays end by themselves: a game whose second player has not come ${hours(limits.waitingHours)} after it was `
    + `created ends unplayed, with no winner; in a game under way, a side that does not move for ${hours(limits.idleHours)} `
    + 'loses it as abandoned.';
}

/**
 * When and how an unfinished game ends if nobody plays it, in words for the seat mySide (null: a watcher); null for a
 * finished game or without the limits. when(ms) writes a moment as the reader reads one (the page: the local time).
 */
export function abandonmentWords(game, limits, mySide, when) {
  if (!limits || game.status === 'finished') return null;
  if (game.status === 'waiting') {
    const by = when(game.createdAt + limits.waitingHours * 3_600_000);
    const who = mySide ? 'your opponent has not opened the link' : 'the second player has not come';
    return `If ${who} by ${by} (${hours(limits.waitingHours)} after the game was created), the game ends unplayed, with no winner.`;
  }
  const idle = hours(limits.idleHours);
  if (mySide && game.toMove === mySide) return `If you do not move for ${idle}, you lose the game as abandoned.`;
  if (mySide) return `If your opponent does not move for ${idle}, you win the game as abandoned.`;
  return `A side that does not move for ${idle} loses the game as abandoned.`;
}
