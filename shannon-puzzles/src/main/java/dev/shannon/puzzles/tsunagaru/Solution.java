package dev.shannon.puzzles.tsunagaru;

import dev.shannon.graph.UnionFind;
import java.util.Arrays;

/**
 * One solution of a stage: the arm set of every cell (row-major, 0 for an empty cell) such that
 * every arm meets an arm of the neighbour it points to and none points off the board. Immutable.
 * As a graph it is a subgraph of the grid; it is <em>connected</em> when all tiles lie in one
 * piece (empty cells aside).
 */
public final class Solution {
    private final int rows;
    private final int cols;
    private final int[] arms;
    private final Neighbours neighbours;

    private Solution(Neighbours neighbours, int[] arms) {
        this.rows = neighbours.rows();
        this.cols = neighbours.cols();
        this.neighbours = neighbours;
        this.arms = arms;
    }

    /** Wraps arms already known to be a solution on a plain board (for the package's solvers). */
    static Solution trusted(int rows, int cols, int[] arms) {
        return trusted(new Neighbours(rows, cols, false), arms);
    }

    /** Wraps arms already known to be a solution on this board (for the package's solvers). */
    static Solution trusted(Neighbours board, int[] arms) {
        return new Solution(board, arms.clone());
    }

    /**
     * The solution of {@code stage} in which the cells show {@code arms} (row-major).
     *
     * @throws IllegalArgumentException if the arms do not fit the tiles or do not meet
     */
    public static Solution of(Stage stage, int[] arms) {
        Stage shown = stage.withArms(arms);
        if (!shown.isSolved()) {
            throw new IllegalArgumentException("these arms do not solve the stage: some arm meets no arm");
        }
        return new Solution(stage.neighbours(), arms.clone());
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** Whether this is a solution on a wrap-around board ({@link Stage#wraps()}). */
    public boolean wraps() {
        return neighbours.wrap();
    }

    /** The arms at a cell (0 if empty). */
    public int arms(int row, int col) {
        if (row < 0 || row >= rows || col < 0 || col >= cols) {
            throw new IllegalArgumentException(
                    "cell (" + row + ", " + col + ") is outside the " + rows + "x" + cols + " stage");
        }
        return arms[row * cols + col];
    }

    /** All arm sets, row-major. */
    public int[] armsArray() {
        return arms.clone();
    }

    /** The number of pieces: connected groups of tiles joined by arms. */
    public int pieces() {
        return pieces(neighbours, arms);
    }

    /** Whether all tiles form one piece. */
    public boolean isConnected() {
        return pieces() == 1;
    }

    /** The number of connected groups of non-empty cells joined by east and south arms, on a plain board. */
    static int pieces(int rows, int cols, int[] arms) {
        return pieces(new Neighbours(rows, cols, false), arms);
    }

    /** The number of connected groups of non-empty cells joined by east and south arms. */
    static int pieces(Neighbours board, int[] arms) {
        int n = arms.length;
        UnionFind joined = new UnionFind(n);
        int pieces = 0;
        for (int i = 0; i < n; i++) {
            if (arms[i] != 0) {
                pieces++;
            }
        }
        for (int i = 0; i < n; i++) {
            int east = board.of(i, 1);
            int south = board.of(i, 2);
            if ((arms[i] & Arms.EAST) != 0 && east >= 0 && joined.union(i, east)) {
                pieces--;
            }
            if ((arms[i] & Arms.SOUTH) != 0 && south >= 0 && joined.union(i, south)) {
                pieces--;
            }
        }
        return pieces;
    }

    /**
     * Per cell, the fewest clicks (0..3) that turn the tile shown in the playable stage
     * {@code from} into this solution's tile; 0 for empty cells.
     *
     * @throws IllegalArgumentException if the stage is not playable or has other tiles
     */
    public int[] clicksFrom(Stage from) {
        if (!from.isPlayable()) {
            throw new IllegalArgumentException("clicks need a playable stage (one that shows each tile's orientation)");
        }
        if (from.rows() != rows || from.cols() != cols) {
            throw new IllegalArgumentException(
                    "the stage is " + from.rows() + "x" + from.cols() + ", the solution " + rows + "x" + cols);
        }
        int[] clicks = new int[arms.length];
        for (int i = 0; i < arms.length; i++) {
            int k = Arms.clicks(from.arms(i), arms[i]);
            if (k < 0) {
                throw new IllegalArgumentException(
                        "cell (" + i / cols + ", " + i % cols + ") holds another tile than the solution's");
            }
            clicks[i] = k;
        }
        return clicks;
    }

    /** The total of {@link #clicksFrom}. */
    public int totalClicksFrom(Stage from) {
        return Arrays.stream(clicksFrom(from)).sum();
    }

    /** The solution as a box-drawing picture (see {@link BoxDrawing}). */
    public String draw() {
        return BoxDrawing.draw(rows, cols, arms);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Solution s
                && rows == s.rows
                && cols == s.cols
                && wraps() == s.wraps()
                && Arrays.equals(arms, s.arms);
    }

    @Override
    public int hashCode() {
        return 31 * rows + Arrays.hashCode(arms);
    }

    @Override
    public String toString() {
        return draw();
    }
}
