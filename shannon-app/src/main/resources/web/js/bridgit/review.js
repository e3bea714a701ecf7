// A whole game judged at once (POST /api/bridgit/analyze-game, docs/json.md): ✓/✗ on every move
// of a loaded or shared game, the moment the loser's last ✓ disappeared, who won, and ←/→ through
// the moves. Pure functions: the page keeps the review and draws; these decide what it says.

/** How many moves of line the review (of its own line, review.moves) still speaks for: their common start. */
export function reviewedPrefix(review, line) {
  if (!review) return 0;
  const judged = review.moves;
  let i = 0;
  while (i < judged.length && i < line.length && sameMove(judged[i].move, line[i])) i++;
  return i;
}

function sameMove(a, b) {
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => x === b[k]);
}

/** '✓' or '✗' for move i of line from the review, '' when the review does not cover it. */
export function reviewVerdict(review, line, i) {
  if (i >= reviewedPrefix(review, line)) return '';
  return review.moves[i].winning ? '✓' : '✗';
}

/**
 * The note on move i of line when it is the moment the loser's last ✓ disappeared (only while the
 * line is the reviewed one: a different ending has its own moment), else ''.
 */
export function lastChanceNote(review, line, i, names) {
  if (!review || review.lastChance === null || review.lastChance !== i) return '';
  if (reviewedPrefix(review, line) !== line.length || line.length !== review.moves.length) return '';
  return `${names[review.loser]}’s last ✓ gone`;
}

/** "Red won: chain 1,1 3,1 …" — a finished game opened by link says who won, whoever opens it. */
export function winnerSentence(winner, chain, names) {
  return `${names[winner]} won: chain ${chain.map(([r, c]) => `${r},${c}`).join(' ')}.`;
}

/** The move to show after a key: ← one back, → one on, Home the start, End the latest; null for any other key. */
export function stepTo(key, shown, length) {
  if (key === 'ArrowLeft') return shown > 0 ? shown - 1 : null;
  if (key === 'ArrowRight') return shown < length ? shown + 1 : null;
  if (key === 'Home') return shown > 0 ? 0 : null;
  if (key === 'End') return shown < length ? length : null;
  return null;
}

/** A record's file name: "bridgit-5x6-12-moves.txt". */
export function recordFileName(n, moves) {
  return `bridgit-${n}x${n + 1}-${moves}-move${moves === 1 ? '' : 's'}.txt`;
}
