package dev.shannon.puzzles.tsunagaru;

/**
 * Who is next to whom on a {@code rows × cols} board: the plain grid, or, on a wrap-around board
 * (as in Simon Tatham's Net), the torus — a tile on the right edge is the left edge's neighbour and
 * the bottom row is the top row's. A wrap-around board has at least {@value #MIN_WRAP_SIDE} rows
 * and columns: with two, a cell's north and south (or east and west) neighbours would be the same
 * cell and the grid graph would need two edges between them; with one, a cell would be its own
 * neighbour.
 */
record Neighbours(int rows, int cols, boolean wrap) {
    /** The fewest rows and columns of a wrap-around board. */
    static final int MIN_WRAP_SIDE = 3;

    Neighbours {
        checkWrap(rows, cols, wrap);
    }

    /** Refuses a wrap-around board smaller than {@value #MIN_WRAP_SIDE} × {@value #MIN_WRAP_SIDE}. */
    static void checkWrap(int rows, int cols, boolean wrap) {
        if (wrap && (rows < MIN_WRAP_SIDE || cols < MIN_WRAP_SIDE)) {
            throw new IllegalArgumentException("a wrap-around stage needs at least " + MIN_WRAP_SIDE + " rows and "
                    + MIN_WRAP_SIDE + " columns, got " + cols + "x" + rows);
        }
    }

    /** The cell next to {@code cell} in direction {@code d} (0 N, 1 E, 2 S, 3 W), or -1 off the board. */
    int of(int cell, int d) {
        int r = cell / cols + Arms.DR[d];
        int c = cell % cols + Arms.DC[d];
        if (wrap) {
            r = Math.floorMod(r, rows);
            c = Math.floorMod(c, cols);
        } else if (r < 0 || r >= rows || c < 0 || c >= cols) {
            return -1;
        }
        return r * cols + c;
    }

    /** The distance in rows (or columns, with {@code size} = cols) between two coordinates, the short way round. */
    int distance(int a, int b, int size) {
        int d = Math.abs(a - b);
        return wrap ? Math.min(d, size - d) : d;
    }
}
