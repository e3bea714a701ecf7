package dev.shannon.zdd.count;

import java.util.Arrays;

/**
 * A rigorous upper bound on the members of every {@link GridFamily} of a grid, far tighter than
 * 2^((rows − 1)(cols − 1)), so that the Chinese remainder needs fewer moduli (docs/theory.md,
 * "Counting without a diagram").
 *
 * <p>Every member of a family is a <em>degree-constrained subgraph</em>: the terminals (paths only)
 * have degree 1 and every other vertex degree 0 or 2 (exactly 2 for the Hamiltonian families);
 * members are distinct edge sets, so there are at most as many members as such subgraphs (they
 * also count a path with cycles beside it, or the empty set). Whether a subgraph is one depends on
 * each vertex's degree alone, so a transfer matrix over frontier <em>bits</em> (is this frontier
 * edge taken?) counts them exactly: 2^(cols + 1) states, no pairing of arcs, a few seconds at
 * cols = 20. At k = 17 the bound is about 2^221 against 2^256 (the count is about 2^205): four
 * primes below 2^63 rebuild it instead of five.
 *
 * <p><b>Why doubles give a rigorous bound.</b> The counts are kept in doubles, and every operation
 * is the addition of two non-negative doubles, rounded to nearest (Java's arithmetic is IEEE 754,
 * without fused or extended-precision operations since Java 17). Each rounded sum is (a + b)(1 +
 * δ) with |δ| ≤ u = 2^−53, so the computed total is the exact one with each subgraph's unit
 * contribution multiplied by a product of at most A factors (1 + δ), where A is the number of
 * additions made in all; hence computed ≥ exact · (1 − u)^A ≥ exact · (1 − A·u). This class makes
 * at most 4 · 2^(cols + 1) · rows · cols ≤ 4 · {@link #MAX_WORK} ≤ 2^33 additions, so A·u ≤ 2^−20
 * and exact ≤ computed / (1 − 2^−20) < 2 · computed: twice the computed value is a bound. No
 * value underflows (they are 0 or at least 1); an overflow to infinity gives no bound.
 */
final class DegreeBound {
    /** At most this many frontier states × vertices (the work, and 2^(cols + 1) doubles twice). */
    static final long MAX_WORK = 1L << 31;

    private DegreeBound() {}

    /**
     * The least b with every member of {@code family} on the rows × cols grid counted by b bits
     * (fewer than or as many as 2^b of them), or -1 when the transfer matrix is too large or
     * overflows.
     *
     * @param s the first terminal as r * cols + c (ignored unless the family has ends)
     * @param t the second terminal
     */
    static int bits(GridFamily family, int rows, int cols, int s, int t) {
        int width = cols + 1;
        if (width > 30 || (1L << width) * rows * cols > MAX_WORK) {
            return -1;
        }
        double total = count(family, rows, cols, s, t);
        if (Double.isInfinite(total) || Double.isNaN(total)) {
            return -1;
        }
        if (total < 1) {
            return 0; // no member at all: exactly counted, nothing rounded
        }
        // total < 2^(e + 1), so the exact count, below twice the total, is below 2^(e + 2)
        return Math.getExponent(total) + 2;
    }

    /**
     * The degree-constrained subgraphs counted in doubles. Bit p of a state is frontier position p
     * of {@link FrontierProgramme} (the same layout: positions c and c + 1 are the edges coming
     * into (r, c) from the left and from above, replaced by those leaving down and right).
     */
    static double count(GridFamily family, int rows, int cols, int s, int t) {
        int states = 1 << (cols + 1);
        double[] now = new double[states];
        double[] next = new double[states];
        now[0] = 1;
        boolean spanning = family.spanning();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int v = r * cols + c;
                boolean terminal = family.hasEnds() && (v == s || v == t);
                boolean down = r + 1 < rows;
                boolean right = c + 1 < cols;
                // after the last column the frontier moves one position to the right (the row below)
                int rowShift = !right && down ? 1 : 0;
                Arrays.fill(next, 0);
                int clear = ~(3 << c);
                for (int x = 0; x < states; x++) {
                    double n = now[x];
                    if (n == 0) {
                        continue;
                    }
                    int in = ((x >>> c) & 1) + ((x >>> (c + 1)) & 1);
                    int base = x & clear;
                    for (int d = 0; d <= (down ? 1 : 0); d++) {
                        for (int e = 0; e <= (right ? 1 : 0); e++) {
                            int degree = in + d + e;
                            boolean allowed = terminal ? degree == 1 : degree == 2 || (degree == 0 && !spanning);
                            if (allowed) {
                                int y = (base | d << c | e << (c + 1)) << rowShift;
                                next[y] += n;
                            }
                        }
                    }
                }
                double[] swap = now;
                now = next;
                next = swap;
            }
        }
        return now[0];
    }
}
