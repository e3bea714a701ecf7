package dev.shannon.matroid.oriented;

/** Exact integer determinants of small matrices (Laplace expansion along the first column). */
final class Determinants {
    private Determinants() {}

    /** det of the square matrix whose columns are {@code cols} (each of length cols.length). */
    static long of(int[][] cols) {
        int r = cols.length;
        int[] rows = new int[r];
        for (int i = 0; i < r; i++) {
            rows[i] = i;
        }
        return expand(cols, 0, rows, r);
    }

    private static long expand(int[][] cols, int col, int[] rows, int k) {
        if (k == 0) {
            return 1;
        }
        if (k == 1) {
            return cols[col][rows[0]];
        }
        if (k == 2) {
            return (long) cols[col][rows[0]] * cols[col + 1][rows[1]]
                    - (long) cols[col][rows[1]] * cols[col + 1][rows[0]];
        }
        long sum = 0;
        int[] sub = new int[k - 1];
        for (int i = 0; i < k; i++) {
            int a = cols[col][rows[i]];
            if (a == 0) {
                continue;
            }
            int w = 0;
            for (int j = 0; j < k; j++) {
                if (j != i) {
                    sub[w++] = rows[j];
                }
            }
            long minor = expand(cols, col + 1, sub.clone(), k - 1);
            sum += (i % 2 == 0 ? a : -a) * minor;
        }
        return sum;
    }
}
