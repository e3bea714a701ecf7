package dev.shannon.matroid.oriented;

/**
 * The directed game decided without any circuits: by the conformal decomposition of a vector in
 * the kernel, the claimed vectors (signed) and e hold a positive circuit through e iff −v_e lies
 * in the cone of the signed claimed vectors; by Carathéodory iff it lies in the cone of a
 * linearly independent subset T, which is read from the normal equations (Gram matrix G of T,
 * Cramer's rule: μ_i has the sign of det G_i, and −v_e ∈ span T iff det G·(−v_e) = Σ det G_i w_i).
 * Plain minimax, every element played before judging.
 */
final class ConeGame {
    private final int[][] v;
    private final int n;
    private final int target;

    ConeGame(int[][] vectors, int target) {
        this.v = vectors;
        this.n = vectors.length;
        this.target = target;
    }

    boolean shortWins(boolean shortFirst) {
        return search(0, 0, 0, shortFirst);
    }

    private boolean search(long plus, long minus, long deleted, boolean shortToMove) {
        long free = ((1L << n) - 1) & ~(1L << target) & ~(plus | minus | deleted);
        if (free == 0) {
            return inCone(plus, minus);
        }
        for (long f = free; f != 0; f &= f - 1) {
            long b = Long.lowestOneBit(f);
            boolean r = shortToMove
                    ? search(plus | b, minus, deleted, false) || search(plus, minus | b, deleted, false)
                    : search(plus, minus, deleted | b, true);
            if (r == shortToMove) {
                return r;
            }
        }
        return !shortToMove;
    }

    private boolean inCone(long plus, long minus) {
        long claimed = plus | minus;
        int r = v[0].length;
        int[] goal = new int[r];
        for (int i = 0; i < r; i++) {
            goal[i] = -v[target][i];
        }
        for (long t = claimed; ; t = (t - 1) & claimed) {
            int k = Long.bitCount(t);
            if (k <= r) {
                int[][] w = new int[k][];
                int j = 0;
                for (long s = t; s != 0; s &= s - 1) {
                    int x = Long.numberOfTrailingZeros(s);
                    w[j] = new int[r];
                    for (int i = 0; i < r; i++) {
                        w[j][i] = (plus >> x & 1) != 0 ? v[x][i] : -v[x][i];
                    }
                    j++;
                }
                if (nonNegativeCombination(w, goal)) {
                    return true;
                }
            }
            if (t == 0) {
                return false;
            }
        }
    }

    /** Whether goal = Σ μ_i w_i with μ ≥ 0, for linearly independent w (false if dependent). */
    private static boolean nonNegativeCombination(int[][] w, int[] goal) {
        int k = w.length;
        if (k == 0) {
            return isZero(goal);
        }
        int[][] gram = new int[k][k]; // as columns
        int[] rhs = new int[k];
        for (int a = 0; a < k; a++) {
            rhs[a] = dot(w[a], goal);
            for (int b = 0; b < k; b++) {
                gram[b][a] = dot(w[a], w[b]);
            }
        }
        long det = Determinants.of(gram);
        if (det == 0) {
            return false; // dependent: some independent subset is tried on its own
        }
        long[] cramer = new long[k];
        for (int i = 0; i < k; i++) {
            int[][] gi = new int[k][];
            for (int c = 0; c < k; c++) {
                gi[c] = c == i ? rhs : gram[c];
            }
            cramer[i] = Determinants.of(gi);
            if (Long.signum(cramer[i]) * Long.signum(det) < 0) {
                return false;
            }
        }
        for (int row = 0; row < goal.length; row++) {
            long sum = 0;
            for (int i = 0; i < k; i++) {
                sum += cramer[i] * w[i][row];
            }
            if (sum != det * goal[row]) {
                return false; // goal is not in the span of w
            }
        }
        return true;
    }

    private static int dot(int[] a, int[] b) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    private static boolean isZero(int[] a) {
        for (int x : a) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }
}
