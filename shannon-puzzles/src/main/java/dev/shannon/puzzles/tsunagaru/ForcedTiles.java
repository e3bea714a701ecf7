package dev.shannon.puzzles.tsunagaru;

import java.util.Arrays;

/**
 * The tiles that show the same arms in every solution, with those arms — what a player may
 * safely set first. A stage without solutions forces nothing.
 */
public final class ForcedTiles {
    private final int rows;
    private final int cols;
    /** Per cell: the forced arms, or -1 (an empty cell: 0, never forced). */
    private final int[] arms;

    ForcedTiles(int rows, int cols, int[] arms) {
        this.rows = rows;
        this.cols = cols;
        this.arms = arms;
    }

    /** Whether the tile at a cell is forced (false for empty cells). */
    public boolean isForced(int row, int col) {
        return arms[row * cols + col] > 0;
    }

    /**
     * The arms the tile at a cell shows in every solution.
     *
     * @throws IllegalArgumentException if it is not forced
     */
    public int arms(int row, int col) {
        if (!isForced(row, col)) {
            throw new IllegalArgumentException("the tile at (" + row + ", " + col + ") is not forced");
        }
        return arms[row * cols + col];
    }

    /** The number of forced tiles. */
    public int count() {
        return (int) Arrays.stream(arms).filter(a -> a > 0).count();
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** Forced tiles drawn as in {@link BoxDrawing}, the others as {@code ?}, empty cells {@code ·}. */
    public String draw() {
        return BoxDrawing.draw(rows, cols, arms);
    }

    /** The forced arms per cell, row-major: arms, 0 for an empty cell, -1 for a tile not forced. */
    public int[] armsArray() {
        return arms.clone();
    }
}
