// The player's puzzle record, kept in the browser's storage for now: a Glicko-2 rating (updated by
// the server's pure function after every rated attempt), the best streak and the last daily puzzle
// solved. Reading tolerates anything: a missing or damaged entry starts afresh.
const KEY = 'shannon.puzzles';
/** The switching-game puzzles' record: their ratings are on a scale of their own. */
export const SWITCHING_KEY = 'shannon.puzzles.switching';

export const NEW_PLAYER = Object.freeze({rating: 1500, deviation: 350, volatility: 0.06});

export function load(storage = window.localStorage, key = KEY) {
  let saved = null;
  try {
    saved = JSON.parse(storage.getItem(key) || 'null');
  } catch (e) {
    saved = null;
  }
  const p = saved && typeof saved === 'object' ? saved : {};
  const r = p.player || {};
  const ok = x => typeof x === 'number' && Number.isFinite(x);
  return {
    player: ok(r.rating) && ok(r.deviation) && ok(r.volatility) ? {rating: r.rating, deviation: r.deviation, volatility: r.volatility} : {...NEW_PLAYER},
    bestStreak: ok(p.bestStreak) ? p.bestStreak : 0,
    solvedDaily: typeof p.solvedDaily === 'string' ? p.solvedDaily : null,
    attempts: ok(p.attempts) ? p.attempts : 0,
    solved: ok(p.solved) ? p.solved : 0,
  };
}

export function save(record, storage = window.localStorage, key = KEY) {
  try {
    storage.setItem(key, JSON.stringify(record));
  } catch (e) {
    // Storage full or refused (private mode): the record lives for this visit only.
  }
}
