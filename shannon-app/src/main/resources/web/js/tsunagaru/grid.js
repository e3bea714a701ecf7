// Who is next to whom on a Tsunagaru board, and which arms meet: the plain grid, or on a
// wrap-around board (as in Simon Tatham's Net, docs/rules.md) the torus, where the cell east of
// the last column is the first column of the same row and the cell north of the top row is the
// bottom row's. Pure functions on arms[r][c] (bit 0 north, 1 east, 2 south, 3 west; 0 = empty).

export const DR = [-1, 0, 1, 0];
export const DC = [0, 1, 0, -1];

/** The cell [r, c] next to (r, c) in direction d, or null off a plain board. */
export function neighbour(rows, cols, r, c, d, wrap = false) {
  let rr = r + DR[d];
  let cc = c + DC[d];
  if (wrap) {
    rr = (rr + rows) % rows;
    cc = (cc + cols) % cols;
  } else if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) {
    return null;
  }
  return [rr, cc];
}

/** Whether the step from (r, c) in direction d leaves the rectangle (on a torus: crosses its edge). */
export function crossesEdge(rows, cols, r, c, d) {
  const rr = r + DR[d];
  const cc = c + DC[d];
  return rr < 0 || rr >= rows || cc < 0 || cc >= cols;
}

/** Whether the arm of (r, c) in direction d meets an arm of the cell it points to. */
export function meets(arms, r, c, d, wrap = false) {
  const n = neighbour(arms.length, arms[0].length, r, c, d, wrap);
  return n !== null && ((arms[n[0]][n[1]] >> ((d + 2) % 4)) & 1) === 1;
}

/** Piece number per cell (-1 for empty cells), the number of pieces, and whether every arm meets another. */
export function pieces(arms, wrap = false) {
  const rows = arms.length;
  const cols = arms[0].length;
  const piece = arms.map(row => row.map(() => -1));
  let next = 0;
  let solved = true;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (let d = 0; d < 4; d++) {
        if ((arms[r][c] >> d) & 1 && !meets(arms, r, c, d, wrap)) solved = false;
      }
      if (arms[r][c] === 0 || piece[r][c] >= 0) continue;
      const stack = [[r, c]];
      piece[r][c] = next;
      while (stack.length) {
        const [i, j] = stack.pop();
        for (let d = 0; d < 4; d++) {
          if (!((arms[i][j] >> d) & 1) || !meets(arms, i, j, d, wrap)) continue;
          const [ni, nj] = neighbour(rows, cols, i, j, d, wrap);
          if (piece[ni][nj] < 0) {
            piece[ni][nj] = next;
            stack.push([ni, nj]);
          }
        }
      }
      next++;
    }
  }
  return {piece, count: next, solved};
}

/** The keyboard cursor moved by [dr, dc]: it stops at a plain board's edge and goes round a torus. */
export function moveCursor(rows, cols, [r, c], [dr, dc], wrap = false) {
  if (wrap) return [(r + dr + rows) % rows, (c + dc + cols) % cols];
  return [Math.min(rows - 1, Math.max(0, r + dr)), Math.min(cols - 1, Math.max(0, c + dc))];
}

/** The stage as the server reads it (docs/formats.md): box-drawing rows, after a line "wrap" on a torus. */
export function stageText(arms, wrap = false) {
  const BOX = ' ╵╶└╷│┌├╴┘─┴┐┤┬┼';
  return (wrap ? 'wrap\n' : '') + arms.map(row => row.map(a => (a ? BOX[a] : '.')).join('')).join('\n') + '\n';
}
