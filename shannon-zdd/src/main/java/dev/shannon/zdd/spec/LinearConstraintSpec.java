package dev.shannon.zdd.spec;

/**
 * The edge sets whose total weight {@code Σ w[e]} over their edges lies in {@code [lower,
 * upper]}, with exact integer weights. The state is the partial sum; bounds on what the
 * remaining edges can still add reject hopeless sums early, and every sum from which all
 * completions are feasible is replaced by one "free" state, so those states merge.
 *
 * <p>Every subset's sum lies between the sum of the negative weights and the sum of the
 * positive ones; the constructor refuses weights whose two sums do not fit in a {@code long},
 * so no partial sum or bound computed during the search can overflow. The free state is a flag
 * of its own, not a reserved sum: with weights at the ends of the {@code long} range every value
 * is a possible sum.
 */
public final class LinearConstraintSpec implements FrontierSpec {
    private final DecisionGraph universe;
    /** State words: the free flag, then the sum's high and low halves. */
    private static final int FLAG = 0;

    private static final int HIGH = 1;
    private static final int LOW = 2;

    private final long[] w;
    private final long lower;
    private final long upper;
    /** Smallest and largest sums the edges {@code e..m-1} can add. */
    private final long[] minRest;

    private final long[] maxRest;

    /**
     * @throws IllegalArgumentException if there is not one weight per edge, if {@code lower >
     *                                  upper}, or if the positive (or the negative) weights sum
     *                                  beyond a {@code long}
     */
    public LinearConstraintSpec(DecisionGraph u, long[] weights, long lower, long upper) {
        this.universe = u;
        if (weights.length != u.edgeCount()) {
            throw new IllegalArgumentException("need " + u.edgeCount() + " weights, got " + weights.length);
        }
        if (lower > upper) {
            throw new IllegalArgumentException("empty weight range " + lower + ".." + upper);
        }
        this.w = weights.clone();
        this.lower = lower;
        this.upper = upper;
        int m = w.length;
        minRest = new long[m + 1];
        maxRest = new long[m + 1];
        for (int e = m - 1; e >= 0; e--) {
            try {
                minRest[e] = Math.addExact(minRest[e + 1], Math.min(0, w[e]));
                maxRest[e] = Math.addExact(maxRest[e + 1], Math.max(0, w[e]));
            } catch (ArithmeticException overflow) {
                throw new IllegalArgumentException("the " + (w[e] < 0 ? "negative" : "positive")
                        + " weights sum beyond a 64-bit integer (from edge " + e + " on)");
            }
        }
    }

    @Override
    public int stateSize() {
        return 3;
    }

    @Override
    public int root(int[] state, int at) {
        return settle(state, at, false, 0, 0);
    }

    @Override
    public int child(int[] state, int at, int e, boolean take) {
        boolean free = state[at + FLAG] != 0;
        long sum = (long) state[at + HIGH] << 32 | (state[at + LOW] & 0xFFFFFFFFL);
        if (!free && take) {
            // A subset's sum: within [minRest[0], maxRest[0]], which the constructor checked.
            sum += w[e];
        }
        return settle(state, at, free, sum, e + 1);
    }

    /** Stores {@code sum} with edges {@code next..} undecided and picks the next step. */
    private int settle(int[] state, int at, boolean free, long sum, int next) {
        int m = w.length;
        if (!free) {
            // Both are subset sums too (the chosen edges plus the remaining negative, or
            // positive, ones), so neither overflows.
            long lo = sum + minRest[next];
            long hi = sum + maxRest[next];
            if (lo > upper || hi < lower) {
                return REJECT;
            }
            if (lo >= lower && hi <= upper) {
                free = true;
            }
        }
        if (free) {
            sum = 0;
        }
        state[at + FLAG] = free ? 1 : 0;
        state[at + HIGH] = (int) (sum >>> 32);
        state[at + LOW] = (int) sum;
        if (next == m) {
            return ACCEPT;
        }
        return next;
    }

    @Override
    public final DecisionGraph universe() {
        return universe;
    }
}
