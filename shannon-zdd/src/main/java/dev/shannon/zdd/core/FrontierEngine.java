package dev.shannon.zdd.core;

import dev.shannon.zdd.spec.FrontierSpec;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Frontier-based search (Knuth's SIMPATH generalised by Iwashita and Minato's TdZdd): builds the
 * zero-suppressed decision diagram of the family a {@link FrontierSpec} describes, or just counts
 * its members.
 *
 * <p><b>Top-down, level by level.</b> Level {@code e} holds the distinct states with edge
 * {@code e} undecided. Each is expanded by skipping and by taking edge {@code e}; every child
 * that is not a terminal is appended, with a payload, to the {@link StateRecords} of the level the
 * spec names (usually {@code e + 1}; specs may jump ahead). A level's records are merged into
 * distinct states — in cache-sized buckets, so memory is streamed rather than probed at random —
 * just before the level is expanded, when all its parents are done, and dropped right after.
 * When counting, the payload is the path count; when building, the address of the parent link
 * ({@link LinkLayer}: two {@code int}s per node) that the merged state's number goes into.
 *
 * <p><b>Bottom-up.</b> When building, the {@link Reducer} then reduces the links level by level
 * from the bottom, summing the exact member count on the way. Counting keeps only the levels in
 * flight, so families whose diagrams would not fit in memory can still be counted.
 */
public final class FrontierEngine {
    private final int levels;
    private final FrontierSpec spec;
    private final MemoryBudget budget;
    private final boolean lookahead;
    private final int words;
    private final int[] scratch;
    private final int[] probe;
    private long unreduced;
    private int widest;

    /** Size and cost of one search: states expanded, the widest level, the peak of the budget. */
    public record Stats(long unreducedNodes, int widestLevel, long peakBytes) {
    }

    /** A built diagram with its exact member count. */
    public record Built(Zdd zdd, BigInteger count, Stats stats) {
    }

    /** A count without a diagram. */
    public record Counted(BigInteger count, Stats stats) {
    }

    private FrontierEngine(int levels, FrontierSpec spec, MemoryBudget budget, boolean lookahead) {
        this.levels = levels;
        this.spec = spec;
        this.budget = budget;
        this.lookahead = lookahead;
        this.words = spec.stateSize();
        this.scratch = new int[Math.max(1, words)];
        this.probe = new int[Math.max(1, words)];
    }

    /**
     * Builds the reduced diagram of {@code spec} over {@code levels} edges.
     *
     * @param lookahead whether to test each new state's next edge at once and skip it when it
     *                  cannot be taken (such a node would be removed by zero suppression anyway;
     *                  testing early keeps it out of the search at the price of one more spec call)
     */
    public static Built build(int levels, FrontierSpec spec, MemoryBudget budget, boolean lookahead) {
        return new FrontierEngine(levels, spec, budget, lookahead).build();
    }

    /** The number of members of the family of {@code spec}, without building its diagram. */
    public static Counted count(int levels, FrontierSpec spec, MemoryBudget budget, boolean lookahead) {
        return new FrontierEngine(levels, spec, budget, lookahead).count();
    }

    private Stats stats() {
        return new Stats(unreduced, widest, budget.peak());
    }

    private int first() {
        int first = spec.root(scratch, 0);
        if (first >= levels) {
            throw new IllegalStateException(spec.getClass().getSimpleName() + " started at edge " + first
                    + " of " + levels);
        }
        return lookahead ? lookahead(scratch, 0, first) : first;
    }

    /** The child of the state at {@code buf[at ..]} for one branch of {@code edge}, in place. */
    private int next(int[] buf, int at, int edge, boolean take) {
        int c = spec.child(buf, at, edge, take);
        check(edge, c);
        return lookahead ? lookahead(buf, at, c) : c;
    }

    private void check(int edge, int c) {
        if (c >= 0 && (c <= edge || c >= levels)) {
            throw new IllegalStateException(spec.getClass().getSimpleName() + " went from edge " + edge
                    + " to " + c + " of " + levels);
        }
    }

    /** Skips edges that the state at {@code buf[at ..]} cannot take. */
    private int lookahead(int[] buf, int at, int c) {
        while (c >= 0) {
            System.arraycopy(buf, at, probe, 0, words);
            if (spec.child(probe, 0, c, true) != FrontierSpec.REJECT) {
                return c;
            }
            int d = spec.child(buf, at, c, false);
            check(c, d);
            c = d;
        }
        return c;
    }

    // ---------------------------------------------------------------- building

    private Built build() {
        int first = first();
        if (first < 0) {
            return new Built(Zdd.terminal(levels, first == FrontierSpec.ACCEPT),
                    first == FrontierSpec.ACCEPT ? BigInteger.ONE : BigInteger.ZERO, stats());
        }
        StateRecords[] pending = new StateRecords[levels];
        LinkLayer[] layers = new LinkLayer[levels];
        int[] lowestReferrer = new int[levels];
        Arrays.fill(lowestReferrer, levels);
        pending[first] = new StateRecords(words, 1, 1, budget);
        pending[first].append(scratch, -1L);
        for (int e = first; e < levels; e++) {
            StateRecords in = pending[e];
            if (in == null) {
                continue;
            }
            pending[e] = null;
            int here = e;
            // Each record names the parent link that its state's number goes into.
            StateRecords.Level level = in.merge((link, number) -> {
                if (link >= 0) {
                    layers[(int) (link >>> 32)].set((int) link >>> 1, (link & 1) != 0, number, here);
                }
            });
            in.free();
            int n = level.n();
            unreduced += n;
            widest = Math.max(widest, n);
            LinkLayer layer = new LinkLayer(e, n, budget);
            layers[e] = layer;
            int[] states = level.states();
            for (int i = 0; i < n; i++) {
                for (int b = 0; b < 2; b++) {
                    boolean take = b == 1;
                    System.arraycopy(states, i * words, scratch, 0, words);
                    int c = next(scratch, 0, e, take);
                    if (c < 0) {
                        layer.setTerminal(i, take, c);
                        continue;
                    }
                    StateRecords out = pending[c];
                    if (out == null) {
                        // Most children of a level land on the next one: room for two per state.
                        out = new StateRecords(words, 1, 2 * n, budget);
                        pending[c] = out;
                    }
                    out.append(scratch, (long) e << 32 | (long) i << 1 | b);
                    lowestReferrer[c] = Math.min(lowestReferrer[c], e);
                }
            }
            budget.release(4L * states.length);
        }
        return new Reducer(levels, budget).reduce(first, layers, lowestReferrer, stats());
    }

    // ---------------------------------------------------------------- counting only

    private Counted count() {
        int first = first();
        if (first < 0) {
            return new Counted(first == FrontierSpec.ACCEPT ? BigInteger.ONE : BigInteger.ZERO, stats());
        }
        StateRecords[] pending = new StateRecords[levels];
        pending[first] = new StateRecords(words, 1, 1, budget);
        pending[first].append(scratch, new long[] {1}, 0, 1);
        long[] accepted = new long[1];
        for (int e = first; e < levels; e++) {
            StateRecords in = pending[e];
            if (in == null) {
                continue;
            }
            pending[e] = null;
            StateRecords.Level level = in.merge(null);
            in.free();
            unreduced += level.n();
            widest = Math.max(widest, level.n());
            int w = level.width();
            int[] states = level.states();
            long[] counts = level.counts();
            for (int i = 0; i < level.n(); i++) {
                for (int b = 0; b < 2; b++) {
                    System.arraycopy(states, i * words, scratch, 0, words);
                    int c = next(scratch, 0, e, b == 1);
                    if (c == FrontierSpec.ACCEPT) {
                        accepted = addTo(accepted, counts, i * w, w);
                    } else if (c >= 0) {
                        StateRecords out = pending[c];
                        if (out == null) {
                            // Most children of a level land on the next one: room for two per state.
                            out = new StateRecords(words, w, 2 * level.n(), budget);
                            pending[c] = out;
                        }
                        out.append(scratch, counts, i * w, w);
                    }
                }
            }
            budget.release(4L * states.length + 8L * counts.length);
        }
        return new Counted(Limbs.toBigInteger(accepted), stats());
    }

    /** {@code acc += c[at .. at+w)}, growing {@code acc} as needed. */
    private static long[] addTo(long[] acc, long[] c, int at, int w) {
        if (acc.length < w + 1) {
            acc = Arrays.copyOf(acc, w + 1);
        }
        long carry = 0;
        for (int i = 0; i < acc.length; i++) {
            long sum = acc[i] + (i < w ? c[at + i] : 0) + carry;
            acc[i] = sum & Long.MAX_VALUE;
            carry = sum >>> 63;
        }
        if (carry != 0) {
            acc = Arrays.copyOf(acc, acc.length + 1);
            acc[acc.length - 1] = carry;
        }
        return acc;
    }
}
