// What the matroid page says in sentences: the explainers under the board and the end-of-game reasons.

export const NAME = {short: 'Short', cut: 'Cut'};

/** Why a finished game was won. */
export const WHY = {
  short: 'The claimed elements span the target e.',
  cut: 'The elements left no longer span the target e.',
};

export const GAME_TYPE = {
  short: 'Short wins whoever starts',
  cut: 'Cut wins whoever starts',
  first: 'whoever moves first wins',
};

/** The explainer cards under the board: [title, paragraphs, open at first]. */
export const MATROID_EXPLAINERS = [
  ['How to play', [
    'Pick a matroid, then click an element on your turn — a point of the picture, an edge of the graph, or a column of the matrix (Tab and Enter work too). As Short you <em>claim</em> it (●), as Cut you <em>delete</em> it (○). Short wins once the claimed elements span the target e; Cut wins once the elements left no longer span it. There are no draws.',
    'On a touch screen a tap plays the nearest free element within reach. On your turn every free element shows ✓ if taking it wins against any defence and ✗ if it does not. Undo and Redo (Ctrl+Z, Ctrl+Y) step through the game, the move list jumps to any position, and the game record holds the whole game (also in the address bar).'], true],
  ['Edmonds’ solution', [
    'On a graph the switching game is Shannon’s: claim edges to join s to t. Lehman (1964) asked the same of any matroid, with a target element e in place of the edge st. Edmonds (1965) solved it by matroid partition: with Cut to move, Short wins exactly when two disjoint sets of elements have the same span and that span holds e.',
    '<strong>Certificate</strong> shows the two sets for the position on show. Whenever the opponent takes an element of one, the winner takes an element of the other that mends it (basis exchange) — the same strategy as the two trees in the graph game.'], false],
];
