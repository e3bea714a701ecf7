package dev.shannon.matroid;

import java.util.Random;

/** Random matrices over small prime fields, for property tests. */
final class RandomMatroids {
    private RandomMatroids() {}

    /** A rows x cols matrix over GF(p) with entries uniform in 0..p-1 (p = 2 gives a binary matroid). */
    static Matroid matrix(Random rnd, int p, int rows, int cols) {
        int[][] a = entries(rnd, p, rows, cols);
        return p == 2 ? BinaryMatroid.ofRows(a) : LinearMatroid.ofRows(p, a);
    }

    /** A rows x cols matrix's entries, uniform in 0..p-1. */
    static int[][] entries(Random rnd, int p, int rows, int cols) {
        int[][] a = new int[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                a[i][j] = rnd.nextInt(p);
            }
        }
        return a;
    }
}
