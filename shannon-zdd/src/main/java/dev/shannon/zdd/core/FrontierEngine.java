package dev.shannon.zdd.core;

import dev.shannon.zdd.spec.FrontierSpec;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Frontier-based search (Knuth's SIMPATH generalised by Iwashita and Minato's TdZdd): builds the
 * zero-suppressed decision diagram of the family a {@link FrontierSpec} describes, or just counts
 * its members. Level {@code e} holds the distinct states with edge {@code e} undecided; each is
 * expanded by skipping and by taking edge {@code e}, and its children go to the level the spec
 * names (usually {@code e + 1}; specs may jump ahead).
 *
 * <p><b>Building</b> needs every child's number on its level at once, to write the parent's link
 * ({@link LinkLayer}: two {@code int}s per node), so children are merged through a
 * {@link StateTable} per level. They are produced in batches and the table slots they will probe
 * are read before any is inserted: the reads are independent, so their cache misses overlap
 * instead of queuing. Once a level is expanded only its links remain, and the {@link Reducer}
 * then reduces the links level by level from the bottom, summing the exact member count.
 *
 * <p><b>Counting</b> needs no numbers: children are appended with their path counts to the
 * {@link StateRecords} of their level and merged, in cache-sized buckets, just before the level
 * is expanded. Only the levels in flight are kept, so families whose diagrams would not fit in
 * memory can still be counted.
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
    /** One batch of children: states back to back, target level, parent and branch, hash. */
    private final int[] batchStates;
    private final int[] batchLevel;
    private final int[] batchParent;
    private final int[] batchHash;
    private long sink;
    /** Tables of finished levels, cleared for reuse: allocating and zeroing per level is costly. */
    private final java.util.ArrayDeque<StateTable> spare = new java.util.ArrayDeque<>();

    /** Children per batch (two per parent): enough independent misses to keep memory busy. */
    private static final int BATCH = 256;

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
        this.batchStates = new int[Math.max(1, words) * BATCH];
        this.batchLevel = new int[BATCH];
        this.batchParent = new int[BATCH];
        this.batchHash = new int[BATCH];
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
        StateTable[] tables = new StateTable[levels];
        LinkLayer[] layers = new LinkLayer[levels];
        int[] lowestReferrer = new int[levels];
        Arrays.fill(lowestReferrer, levels);
        table(tables, first).add(scratch, 0);
        for (int e = first; e < levels; e++) {
            StateTable t = tables[e];
            if (t != null) {
                tables[e] = null;
                layers[e] = expand(t, e, tables, lowestReferrer);
                t.clear();
                spare.push(t);
            }
        }
        for (StateTable t : spare) {
            t.free();
        }
        spare.clear();
        return new Reducer(levels, budget).reduce(first, layers, lowestReferrer, stats());
    }

    private StateTable table(StateTable[] tables, int level) {
        StateTable t = tables[level];
        if (t == null) {
            t = spare.isEmpty() ? new StateTable(words, budget) : spare.pop();
            tables[level] = t;
        }
        return t;
    }

    private LinkLayer expand(StateTable t, int e, StateTable[] tables, int[] lowestReferrer) {
        int n = t.size();
        unreduced += n;
        widest = Math.max(widest, n);
        LinkLayer layer = new LinkLayer(e, budget.ints(n, "diagram links"), budget.ints(n, "diagram links"));
        for (int from = 0; from < n; from += BATCH / 2) {
            int k = fillBatch(t, e, from, Math.min(n, from + BATCH / 2), tables, layer);
            for (int j = 0; j < k; j++) {
                int c = batchLevel[j];
                int number = tables[c].add(batchStates, j * words, batchHash[j]);
                if (number >= LinkLayer.MAX_WIDTH) {
                    throw new dev.shannon.zdd.ZddMemoryLimitException("a level of the search exceeds "
                            + LinkLayer.MAX_WIDTH + " states");
                }
                lowestReferrer[c] = Math.min(lowestReferrer[c], e);
                layer.set(batchParent[j] >>> 1, (batchParent[j] & 1) == 1, number, c);
            }
        }
        return layer;
    }

    /**
     * Expands parents {@code from .. to-1} of level {@code e} into the batch and touches the slots
     * their children will probe; terminal children go straight into {@code layer}. Returns the
     * number of children batched.
     */
    private int fillBatch(StateTable t, int e, int from, int to, StateTable[] tables, LinkLayer layer) {
        int k = 0;
        for (int i = from; i < to; i++) {
            for (int b = 0; b < 2; b++) {
                int at = k * words;
                t.copyTo(i, batchStates, at);
                int c = next(batchStates, at, e, b == 1);
                if (c < 0) {
                    layer.setTerminal(i, b == 1, c);
                    continue;
                }
                StateTable child = table(tables, c);
                int h = child.hash(batchStates, at);
                sink += child.touch(h);
                batchLevel[k] = c;
                batchParent[k] = i << 1 | b;
                batchHash[k] = h;
                k++;
            }
        }
        // Second wave of independent reads: the states the first probes will compare against.
        for (int j = 0; j < k; j++) {
            sink += tables[batchLevel[j]].touchEntry(batchHash[j]);
        }
        return k;
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
            StateRecords.Level level = in.merge();
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
