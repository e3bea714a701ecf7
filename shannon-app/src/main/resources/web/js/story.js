// Why a finished game was won: the first moment the loser had no winning move left.

/**
 * history[i] is the server's analysis of the position after i moves ({over, toMove, winner}),
 * or null if it was never fetched; winner is the side that won; names maps side ids to words;
 * moveName(i) describes move i+1. Returns one sentence.
 */
export function verdictSentence(history, winner, names, moveName, neverWinning) {
  const loser = Object.keys(names).find(k => k !== winner);
  const last = history.length - 1;
  let mistake = -1;
  for (let i = last - 1; i >= 0; i--) {
    const a = history[i];
    if (!a) return '';
    if (!a.over && a.winner === loser) {
      mistake = i;
      break;
    }
  }
  if (mistake < 0) {
    return neverWinning || `${names[loser]} never had a winning move: ${names[winner]} could force the win from the start.`;
  }
  const who = history[mistake].toMove === loser ? names[loser] : names[winner];
  return `${names[loser]} could still have won before move ${mistake + 1}; after move ${mistake + 1} (${who}: ${moveName(mistake)}) `
    + `no winning move remained for ${names[loser]}.`;
}
