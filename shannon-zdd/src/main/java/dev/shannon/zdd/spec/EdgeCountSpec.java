package dev.shannon.zdd.spec;

/**
 * The edge sets with between {@code min} and {@code max} edges (inclusive). The state is the
 * number taken so far; once {@code max} is reached the rest must be skipped, so the spec
 * accepts at once (TdZdd's size constraint, about twenty lines there too).
 */
public final class EdgeCountSpec implements FrontierSpec {
    private final DecisionGraph universe;
    private final int m;
    private final int min;
    private final int max;

    public EdgeCountSpec(DecisionGraph u, int min, int max) {
        this.universe = u;
        if (min < 0 || max < min) {
            throw new IllegalArgumentException("bad edge count range " + min + ".." + max);
        }
        this.m = u.edgeCount();
        this.min = min;
        this.max = Math.min(max, m);
    }

    @Override
    public int stateSize() {
        return 1;
    }

    @Override
    public int root(int[] state, int at) {
        state[at] = 0;
        return next(0, -1);
    }

    @Override
    public int child(int[] state, int at, int e, boolean take) {
        if (take) {
            state[at]++;
        }
        return next(state[at], e);
    }

    /** Where to go with {@code count} edges taken and edges up to {@code e} decided. */
    private int next(int count, int e) {
        int rest = m - 1 - e;
        if (count > max || count + rest < min) {
            return REJECT;
        }
        if (count == max || rest == 0) {
            return count >= min ? ACCEPT : REJECT;
        }
        return e + 1;
    }

    @Override
    public final DecisionGraph universe() {
        return universe;
    }
}
