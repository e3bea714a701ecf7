// The online page's pure logic (no DOM, no network): where a browser keeps its seats, what the
// page says about a game, the clocks as they tick between two events, and the addresses to send.
// The server is the referee (docs/online.md); this only reads the games it sends.

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
      return game.game === 'bridgit'
        ? `${sideName(w)} wins: a chain joins ${w === 'red' ? 'left to right' : 'top to bottom'}.`
        : `${sideName(w)} wins by the rules.`;
  }
}

/**
 * What the page says about the game, for the seat mySide holds (null: a watcher):
 * {line, turn: bool (this seat may move now), over: bool}.
 */
export function statusOf(game, mySide) {
  if (game.status === 'finished') return {line: resultSentence(game), turn: false, over: true};
  const opp = mySide ? OTHER[mySide] : null;
  const parts = [];
  if (mySide) {
    const them = game.players[opp];
    if (!them.arrived) parts.push('Waiting for your opponent to open the link.');
    else if (!them.connected) parts.push('Your opponent is disconnected.');
  }
  const turn = !!mySide && game.toMove === mySide;
  if (turn) parts.push('Your turn.');
  else if (mySide) parts.push(`${sideName(game.toMove)} (your opponent) to move.`);
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
    const mover = i % 2 === 0 ? first : OTHER[first];
    const after = history[i + 1];
    marks.push(after && after.winner ? (after.winner === mover ? 'win' : 'lose') : null);
  }
  return marks;
}
