package dev.shannon.puzzles.tsunagaru;

import dev.shannon.zdd.Universe;

/**
 * The torus grid graph of a wrap-around stage as a GraphSet universe: the {@code rows × cols}
 * grid of {@link Universe#grid} (vertices {@code "r,c"}, numbered row-major) plus an edge from
 * each row's last cell to its first and from each column's bottom cell to its top. The edges are
 * given along the longer side — row by row on a tall board, column by column on a wide one —
 * and then decided in {@link dev.shannon.zdd.order.EdgeOrder#FRONTIER}'s order, never wider than
 * that. A torus has no order narrower than about twice its shorter side (cutting it open takes two
 * cuts), so a wrap-around stage costs the solver about what a plain one twice as wide does.
 */
final class Torus {
    private Torus() {}

    static Universe universe(int rows, int cols) {
        Neighbours board = new Neighbours(rows, cols, true);
        Universe.Builder b = Universe.builder();
        for (int i = 0; i < rows * cols; i++) {
            b.addVertex(i / cols + "," + i % cols);
        }
        boolean byRows = rows >= cols;
        int outer = byRows ? rows : cols;
        int inner = byRows ? cols : rows;
        for (int x = 0; x < outer; x++) {
            for (int y = 0; y < inner; y++) {
                int cell = byRows ? x * cols + y : y * cols + x;
                // Along the line first (east on a row, south on a column), then across to the next line.
                b.addEdge(cell, board.of(cell, byRows ? 1 : 2));
                b.addEdge(cell, board.of(cell, byRows ? 2 : 1));
            }
        }
        return b.build();
    }
}
