package dev.shannon.zdd;


/**
 * The edge sets whose total weight {@code Σ w[e]} over their edges lies in {@code [lower,
 * upper]}, with exact integer weights. The state is the partial sum; bounds on what the
 * remaining edges can still add reject hopeless sums early, and every sum from which all
 * completions are feasible is replaced by one "free" state, so those states merge.
 */
public final class LinearConstraintSpec implements FrontierSpec {
    private final Universe universe;
    private static final long FREE = Long.MIN_VALUE;

    private final long[] w;
    private final long lower;
    private final long upper;
    /** Smallest and largest sums the edges {@code e..m-1} can add. */
    private final long[] minRest;
    private final long[] maxRest;

    public LinearConstraintSpec(Universe u, long[] weights, long lower, long upper) {
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
            minRest[e] = Math.addExact(minRest[e + 1], Math.min(0, w[e]));
            maxRest[e] = Math.addExact(maxRest[e + 1], Math.max(0, w[e]));
        }
    }

    @Override
    public int stateSize() {
        return 2;
    }

    @Override
    public int root(int[] state, int at) {
        return settle(state, at, 0, 0);
    }

    @Override
    public int child(int[] state, int at, int e, boolean take) {
        long sum = (long) state[at] << 32 | (state[at + 1] & 0xFFFFFFFFL);
        if (sum != FREE && take) {
            sum = Math.addExact(sum, w[e]);
        }
        return settle(state, at, sum, e + 1);
    }

    /** Stores {@code sum} with edges {@code next..} undecided and picks the next step. */
    private int settle(int[] state, int at, long sum, int next) {
        int m = w.length;
        if (sum != FREE) {
            long lo = sum + minRest[next];
            long hi = sum + maxRest[next];
            if (lo > upper || hi < lower) {
                return REJECT;
            }
            if (lo >= lower && hi <= upper) {
                sum = FREE;
            }
        }
        state[at] = (int) (sum >>> 32);
        state[at + 1] = (int) sum;
        if (next == m) {
            return ACCEPT;
        }
        return next;
    }

    @Override
    public final Universe universe() {
        return universe;
    }
}
