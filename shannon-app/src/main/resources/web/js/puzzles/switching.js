// The switching-game puzzles' pure logic (no DOM, tested with Node): which puzzle to ask the server
// for, the edges' names, and the moves on show after an attempt. The page (page.js) draws them
// with the switching page's graph view.

/** The graph families of the shipped switching puzzles (docs/puzzles.md), as the server names them. */
export const FAMILIES = [
  {value: 'wheel-9', label: 'Wheel W9'},
  {value: 'grid-4x4', label: '4 × 4 grid'},
  {value: 'petersen', label: 'Petersen graph'},
  {value: 'random-12-26', label: 'Random graph, 12 vertices'},
];

/**
 * The request for the next puzzle: the daily one, or one near rating, of the game asked for, on a
 * board size (Bridg-It, 0 for any) or a family (switching, '' for any), never puzzle notId.
 */
export function puzzlePath({game, mode, rating, size = 0, family = '', seed, notId = -1}) {
  const gameParam = game === 'switching' ? 'game=switching' : '';
  if (mode === 'daily') return `/api/puzzles/daily${gameParam ? `?${gameParam}` : ''}`;
  const filter = game === 'switching' ? `${gameParam}${family ? `&family=${encodeURIComponent(family)}` : ''}` : `n=${size}`;
  return `/api/puzzles/pick?${filter}&rating=${Math.round(rating)}&seed=${seed}&not=${notId}`;
}

/** Edge e by its ends' names, e.g. "h–r3". */
export function edgeName(graph, e) {
  const [u, v] = graph.edges[e];
  return `${graph.vertices[u].name}–${graph.vertices[v].name}`;
}

/** The moves on show after attempting move: the puzzle's, the move, and after a wrong one the opponent's winning reply. */
export function movesAfter(moves, move, res) {
  return res.correct || res.reply === undefined ? [...moves, move] : [...moves, move, res.reply];
}

/** The player to move's task, in words. */
export function task(p) {
  return p.toMove === 'short'
    ? `Short to move: claim the only edge that wins — a path of claimed edges from ${p.graph.s} to ${p.graph.t} against any defence.`
    : `Cut to move: delete the only edge that wins — ${p.graph.s} and ${p.graph.t} cut apart against any defence.`;
}
