package dev.shannon.matroid.oriented;

import java.util.Random;

/** Random configurations of vectors for the tests (the laboratory's conjecture census draws them the same way). */
final class RandomVectors {
    private RandomVectors() {}

    /** {@code n} vectors of R^r with independent uniform entries in −entry..entry. */
    static int[][] of(Random rnd, int n, int r, int entry) {
        int[][] v = new int[n][r];
        for (int[] row : v) {
            for (int i = 0; i < r; i++) {
                row[i] = rnd.nextInt(2 * entry + 1) - entry;
            }
        }
        return v;
    }
}
