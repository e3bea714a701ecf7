package dev.shannon.zdd.core;

/**
 * One thread's way through a {@link SearchSpec}: the child of a state for one branch of an
 * edge, checked against the spec's contract and, with lookahead, moved past every edge the
 * state cannot take. Holds a scratch state, so each thread needs its own.
 */
final class FrontierStepper {
    private final int levels;
    private final SearchSpec spec;
    private final boolean lookahead;
    private final int words;
    /**
     * Whether the engine hands this stepper states as keys ({@link #children(long[], int, int, int, long[])}):
     * the spec works on them as longs and they are one or two ints, one long in the records.
     */
    final boolean onLongs;

    private final int[] probe;
    /** A key's state as ints, for the lookahead of {@link #children(long[], int, int, int, long[])}. */
    private final int[] unpacked;
    /** Spare ints after a thread's scratch state, so no other thread's writes share its cache lines. */
    static final int PADDING = 32;

    FrontierStepper(int levels, SearchSpec spec, boolean lookahead) {
        this.levels = levels;
        this.spec = spec;
        // A spec that looks ahead itself leaves nothing for the trial take to find.
        this.lookahead = lookahead && !spec.looksAhead();
        this.words = spec.stateSize();
        this.onLongs = spec.onLongs() && (words == 1 || words == 2);
        this.probe = new int[Math.max(1, words) + PADDING];
        this.unpacked = new int[2 + PADDING];
    }

    /** Writes the root state into {@code buf[0 ..]} and returns its first edge (or a terminal). */
    int root(int[] buf) {
        int first = spec.root(buf, 0);
        if (first >= levels) {
            throw new IllegalStateException(
                    spec.getClass().getSimpleName() + " started at edge " + first + " of " + levels);
        }
        return lookahead ? lookahead(buf, 0, first) : first;
    }

    /**
     * Both children of the state at {@code buf[0 ..]} for {@code edge}: the skip child in place,
     * the take child in {@code taken[0 ..]}; the two levels as {@link SearchSpec#children}
     * returns them.
     */
    long children(int[] buf, int[] taken, int edge) {
        long both = checked(edge, spec.children(buf, 0, taken, 0, edge));
        if (!lookahead) {
            return both;
        }
        return SearchSpec.bothLevels(lookahead(buf, 0, (int) both), lookahead(taken, 0, (int) (both >>> 32)));
    }

    /**
     * {@link #children(int[], int[], int)} for states {@code keys[from .. from + n)} of one or
     * two ints kept as one {@code long} each, as {@link SearchSpec#children(long[], int, int,
     * int, long[])} writes them to {@code out}.
     */
    void children(long[] keys, int from, int n, int edge, long[] out) {
        spec.children(keys, from, n, edge, out);
        for (int o = 0; o < SearchSpec.CHILDREN * n; o += SearchSpec.CHILDREN) {
            long both = checked(edge, out[o]);
            if (lookahead) {
                out[o] = SearchSpec.bothLevels(
                        lookahead(out, o + 1, (int) both), lookahead(out, o + 2, (int) (both >>> 32)));
            }
        }
    }

    /** {@link #lookahead(int[], int, int)} of the key {@code keys[i]}, through the ints. */
    private int lookahead(long[] keys, int i, int c) {
        if (c < 0) {
            return c;
        }
        SearchSpec.unpack(keys[i], words, unpacked);
        int d = lookahead(unpacked, 0, c);
        keys[i] = SearchSpec.pack(unpacked, words);
        return d;
    }

    /** The two levels {@code both} of a state at {@code edge}, checked. */
    private long checked(int edge, long both) {
        check(edge, (int) both);
        check(edge, (int) (both >>> 32));
        return both;
    }

    private void check(int edge, int c) {
        if (c >= 0 && (c <= edge || c >= levels)) {
            throw new IllegalStateException(
                    spec.getClass().getSimpleName() + " went from edge " + edge + " to " + c + " of " + levels);
        }
    }

    /** Skips edges that the state at {@code buf[at ..]} cannot take. */
    private int lookahead(int[] buf, int at, int c) {
        while (c >= 0) {
            System.arraycopy(buf, at, probe, 0, words);
            if (spec.child(probe, 0, c, true) != SearchSpec.REJECT) {
                return c;
            }
            int d = spec.child(buf, at, c, false);
            check(c, d);
            c = d;
        }
        return c;
    }
}
