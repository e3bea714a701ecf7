package dev.shannon.zdd.core;

import dev.shannon.zdd.spec.FrontierSpec;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Frontier-based search (Knuth's SIMPATH generalised by Iwashita and Minato's TdZdd): builds the
 * zero-suppressed decision diagram of the family a {@link FrontierSpec} describes.
 *
 * <p><b>Top-down, level by level.</b> The states of level {@code e} (edge {@code e} undecided)
 * sit in one {@link StateTable}; each is expanded by skipping and by taking edge {@code e}, and
 * the children are merged into the tables of the levels they name. Once a level is expanded its
 * states are dropped and only its child links remain: two {@code int}s per node, each the
 * child's number within its level shifted left by three, the low bits telling how many levels
 * the spec jumped ahead (a side map holds the rare jumps of seven or more).
 *
 * <p><b>Bottom-up, level by level.</b> The links are then reduced from the last level up: a node
 * whose take-child is empty is replaced by its skip-child (zero suppression) and equal nodes of
 * one level are merged through a per-level hash table (nodes of different levels are never
 * equal). Reduced nodes are appended to chunked arrays, so children always precede parents.
 * The exact number of members is summed in the same pass, as base-2<sup>63</sup> limbs per node
 * of the two or three levels alive at once; a level's links and numbering are freed as soon as
 * no unprocessed level refers to it.
 *
 * <p>{@link #count} runs the top-down half only, carrying the number of paths into each state
 * instead of links: the count of a family whose diagram would not fit in memory.
 */
public final class FrontierEngine {
    private final int levels;
    private final FrontierSpec spec;
    private final MemoryBudget budget;
    private final boolean lookahead;
    private final int words;
    private final int[] scratch;
    private final int[] probe;
    /** One batch of children: states back to back, target level, parent and branch, hash. */
    private final int[] batchStates;
    private final int[] batchLevel;
    private final int[] batchParent;
    private final int[] batchHash;
    private long sink;
    private long unreduced;
    private int widest;
    /** Tables of finished levels, cleared for reuse: allocating and zeroing per level dominated. */
    private final java.util.ArrayDeque<StateTable> spare = new java.util.ArrayDeque<>();

    /** Size and cost of one search. */
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

    /** Children per batch (two per parent): enough independent misses to keep the memory busy. */
    private static final int BATCH = 256;

    /**
     * Builds the reduced diagram of {@code spec} over {@code levels} edges.
     *
     * @param lookahead whether to test each new state's next edge at once and skip it when it
     *                  cannot be taken (such a node would be removed by zero suppression anyway;
     *                  testing early keeps it out of the tables at the price of one more spec call)
     */
    public static Built build(int levels, FrontierSpec spec, MemoryBudget budget, boolean lookahead) {
        return new FrontierEngine(levels, spec, budget, lookahead).build();
    }

    /** The number of members of the family of {@code spec}, without building its diagram. */
    public static Counted count(int levels, FrontierSpec spec, MemoryBudget budget, boolean lookahead) {
        if (!lookahead) {
            return new StreamingCounter(levels, spec, budget).count();
        }
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
        if (c >= 0 && (c <= edge || c >= levels)) {
            throw new IllegalStateException(spec.getClass().getSimpleName() + " went from edge " + edge
                    + " to " + c + " of " + levels);
        }
        return lookahead ? lookahead(buf, at, c) : c;
    }

    /** Skips edges that the state at {@code buf[at ..]} cannot take. */
    private int lookahead(int[] buf, int at, int c) {
        while (c >= 0) {
            System.arraycopy(buf, at, probe, 0, words);
            if (spec.child(probe, 0, c, true) != FrontierSpec.REJECT) {
                return c;
            }
            int d = spec.child(buf, at, c, false);
            if (d >= 0 && (d <= c || d >= levels)) {
                throw new IllegalStateException(spec.getClass().getSimpleName() + " went from edge " + c
                        + " to " + d);
            }
            c = d;
        }
        return c;
    }

    /**
     * Expands parents {@code from .. to-1} of level {@code e} into the batch; terminal children
     * go to {@code terminal} instead. Returns the number of children batched.
     */
    private int fillBatch(StateTable t, int e, int from, int to, StateTable[] tables, boolean counting,
                          TerminalSink terminal) {
        int k = 0;
        for (int i = from; i < to; i++) {
            for (int b = 0; b < 2; b++) {
                int at = k * words;
                t.copyTo(i, batchStates, at);
                int c = next(batchStates, at, e, b == 1);
                if (c < 0) {
                    terminal.accept(i, b, c);
                    continue;
                }
                StateTable child = table(tables, c, counting, t.size());
                int h = child.hash(batchStates, at);
                sink += child.touch(h);
                batchLevel[k] = c;
                batchParent[k] = i << 1 | b;
                batchHash[k] = h;
                k++;
            }
        }
        // Second wave of independent reads: the states and counts the first probes will compare.
        for (int j = 0; j < k; j++) {
            sink += tables[batchLevel[j]].touchEntry(batchHash[j]);
        }
        return k;
    }

    /** Where a child that is a terminal goes: parent, branch (0 skip, 1 take), ACCEPT or REJECT. */
    @FunctionalInterface
    private interface TerminalSink {
        void accept(int parent, int branch, int terminal);
    }

    private StateTable table(StateTable[] tables, int level, boolean withCounts, int expected) {
        StateTable t = tables[level];
        if (t == null) {
            t = spare.isEmpty() ? new StateTable(words, budget, withCounts) : spare.pop();
            tables[level] = t;
        }
        return t;
    }

    private void recycle(StateTable t) {
        t.clear();
        spare.push(t);
    }

    private void freeSpares() {
        for (StateTable t : spare) {
            t.free();
        }
        spare.clear();
    }

    // ---------------------------------------------------------------- building

    /** Largest number of states one level may hold, so that links keep three bits for the jump. */
    private static final int MAX_WIDTH = 1 << 28;
    private static final int JUMP_BITS = 3;
    private static final int FAR = (1 << JUMP_BITS) - 1;

    /**
     * Child links of one expanded level: {@code ref = number << 3 | jump}, the child living on
     * level {@code level + 1 + jump}; jump {@link #FAR} means "look in {@code far}".
     */
    private static final class Layer {
        final int level;
        final int[] lo;
        final int[] hi;
        java.util.Map<Long, Integer> far;

        Layer(int level, int[] lo, int[] hi) {
            this.level = level;
            this.lo = lo;
            this.hi = hi;
        }

        int ref(int i, boolean take, int number, int childLevel) {
            int jump = childLevel - level - 1;
            if (jump >= FAR) {
                if (far == null) {
                    far = new java.util.HashMap<>();
                }
                far.put(2L * i + (take ? 1 : 0), childLevel);
                jump = FAR;
            }
            return number << JUMP_BITS | jump;
        }

        int childLevel(int i, boolean take) {
            int ref = take ? hi[i] : lo[i];
            int jump = ref & FAR;
            return jump == FAR ? far.get(2L * i + (take ? 1 : 0)) : level + 1 + jump;
        }
    }

    private Built build() {
        int first = first();
        if (first < 0) {
            return new Built(Zdd.terminal(levels, first == FrontierSpec.ACCEPT),
                    first == FrontierSpec.ACCEPT ? BigInteger.ONE : BigInteger.ZERO, stats());
        }
        StateTable[] tables = new StateTable[levels];
        Layer[] layers = new Layer[levels];
        int[] lowestReferrer = new int[levels];
        Arrays.fill(lowestReferrer, levels);
        table(tables, first, false, 1).add(scratch, 0);
        for (int e = first; e < levels; e++) {
            StateTable t = tables[e];
            if (t != null) {
                tables[e] = null;
                layers[e] = expand(t, e, tables, lowestReferrer);
                recycle(t);
            }
        }
        freeSpares();
        return reduce(first, layers, lowestReferrer);
    }

    private Layer expand(StateTable t, int e, StateTable[] tables, int[] lowestReferrer) {
        int n = t.size();
        unreduced += n;
        widest = Math.max(widest, n);
        Layer layer = new Layer(e, budget.ints(n, "diagram links"), budget.ints(n, "diagram links"));
        TerminalSink terminal = (i, b, c) -> (b == 1 ? layer.hi : layer.lo)[i] = c;
        for (int from = 0; from < n; from += BATCH / 2) {
            int k = fillBatch(t, e, from, Math.min(n, from + BATCH / 2), tables, false, terminal);
            for (int j = 0; j < k; j++) {
                int c = batchLevel[j];
                int number = tables[c].add(batchStates, j * words, batchHash[j]);
                if (number >= MAX_WIDTH) {
                    throw new dev.shannon.zdd.ZddMemoryLimitException("a level of the search exceeds "
                            + MAX_WIDTH + " states");
                }
                if (lowestReferrer[c] == levels) {
                    lowestReferrer[c] = e;
                }
                int i = batchParent[j] >>> 1;
                boolean take = (batchParent[j] & 1) == 1;
                (take ? layer.hi : layer.lo)[i] = layer.ref(i, take, number, c);
            }
        }
        return layer;
    }

    private Built reduce(int first, Layer[] layers, int[] lowestReferrer) {
        IntChunks var = new IntChunks(budget, "ZDD nodes");
        IntChunks lo = new IntChunks(budget, "ZDD nodes");
        IntChunks hi = new IntChunks(budget, "ZDD nodes");
        for (int i = 0; i < 2; i++) {
            var.add(levels);
            lo.add(0);
            hi.add(0);
        }
        int[][] ids = new int[levels + 1][];
        long[][] counts = new long[levels + 1][];
        int[] limbs = new int[levels + 1];
        // Levels whose numbering may be dropped once level e is done.
        int[][] freeAfter = releaseSchedule(lowestReferrer);
        for (int e = levels - 1; e >= first; e--) {
            Layer layer = layers[e];
            if (layer == null) {
                continue;
            }
            layers[e] = null;
            int n = layer.lo.length;
            int w = Limbs.forBits(levels - e + 1);
            int[] map = budget.ints(n, "diagram numbering");
            long[] cnt = budget.longs(n * w, "path counts");
            LevelIndex index = new LevelIndex(n, budget);
            for (int i = 0; i < n; i++) {
                int lc = layer.lo[i] < 0 ? 0 : layer.childLevel(i, false);
                int hc = layer.hi[i] < 0 ? 0 : layer.childLevel(i, true);
                int l = resolve(layer.lo[i], lc, ids);
                int h = resolve(layer.hi[i], hc, ids);
                if (h == Zdd.ZERO) {
                    map[i] = l;
                } else {
                    map[i] = index.findOrAdd(e, l, h, var, lo, hi);
                }
                addCount(cnt, i * w, w, layer.lo[i], lc, counts, limbs);
                addCount(cnt, i * w, w, layer.hi[i], hc, counts, limbs);
            }
            index.free();
            ids[e] = map;
            counts[e] = cnt;
            limbs[e] = w;
            release(layer);
            for (int c : freeAfter[e]) {
                budget.release(4L * ids[c].length + 8L * counts[c].length);
                ids[c] = null;
                counts[c] = null;
            }
        }
        int root = ids[first][0];
        BigInteger count = Limbs.toBigInteger(counts[first], 0, limbs[first]);
        Zdd zdd = root <= Zdd.ONE ? Zdd.terminal(levels, root == Zdd.ONE) : Zdd.of(levels, var, lo, hi, root);
        return new Built(zdd, count, stats());
    }

    private int[][] releaseSchedule(int[] lowestReferrer) {
        int[] n = new int[levels];
        for (int c = 0; c < levels; c++) {
            if (lowestReferrer[c] < levels) {
                n[lowestReferrer[c]]++;
            }
        }
        int[][] out = new int[levels][];
        for (int e = 0; e < levels; e++) {
            out[e] = new int[n[e]];
            n[e] = 0;
        }
        for (int c = 0; c < levels; c++) {
            int e = lowestReferrer[c];
            if (e < levels) {
                out[e][n[e]++] = c;
            }
        }
        return out;
    }

    private void release(Layer layer) {
        budget.release(4L * (layer.lo.length + layer.hi.length));
    }

    private static int resolve(int ref, int level, int[][] ids) {
        if (ref == FrontierSpec.REJECT) {
            return Zdd.ZERO;
        }
        if (ref == FrontierSpec.ACCEPT) {
            return Zdd.ONE;
        }
        return ids[level][ref >>> JUMP_BITS];
    }

    private static void addCount(long[] cnt, int at, int w, int ref, int level, long[][] counts, int[] limbs) {
        if (ref == FrontierSpec.REJECT) {
            return;
        }
        if (ref == FrontierSpec.ACCEPT) {
            long carry = 1;
            for (int i = 0; i < w && carry != 0; i++) {
                long sum = cnt[at + i] + carry;
                cnt[at + i] = sum & Long.MAX_VALUE;
                carry = sum >>> 63;
            }
            return;
        }
        long[] src = counts[level];
        int sw = limbs[level];
        int from = (ref >>> JUMP_BITS) * sw;
        long carry = 0;
        for (int i = 0; i < w; i++) {
            long x = i < sw ? src[from + i] : 0;
            long sum = cnt[at + i] + x + carry;
            cnt[at + i] = sum & Long.MAX_VALUE;
            carry = sum >>> 63;
        }
    }

    /** Merges equal {@code (lo, hi)} pairs of one level into one reduced node each. */
    private static final class LevelIndex {
        private final int[] slots;
        private final int mask;
        private final MemoryBudget budget;

        LevelIndex(int n, MemoryBudget budget) {
            this.budget = budget;
            int cap = Integer.highestOneBit(Math.max(4, 2 * n) - 1) << 1;
            slots = budget.ints(cap, "level unique table");
            mask = cap - 1;
        }

        int findOrAdd(int v, int l, int h, IntChunks var, IntChunks lo, IntChunks hi) {
            long x = l * 0x9E3779B97F4A7C15L ^ h * 0xC2B2AE3D27D4EB4FL;
            x ^= x >>> 31;
            x *= 0xBF58476D1CE4E5B9L;
            int slot = (int) (x ^ (x >>> 32)) & mask;
            while (true) {
                int f = slots[slot];
                if (f == 0) {
                    f = var.size();
                    var.add(v);
                    lo.add(l);
                    hi.add(h);
                    slots[slot] = f;
                    return f;
                }
                if (lo.get(f) == l && hi.get(f) == h) {
                    return f;
                }
                slot = (slot + 1) & mask;
            }
        }

        void free() {
            budget.release(4L * slots.length);
        }
    }

    // ---------------------------------------------------------------- counting only

    private Counted count() {
        int first = first();
        if (first < 0) {
            return new Counted(first == FrontierSpec.ACCEPT ? BigInteger.ONE : BigInteger.ZERO, stats());
        }
        StateTable[] tables = new StateTable[levels];
        StateTable root = table(tables, first, true, 1);
        root.setOne(root.add(scratch, 0));
        long[][] accepted = {new long[1]};
        for (int e = first; e < levels; e++) {
            StateTable t = tables[e];
            if (t == null) {
                continue;
            }
            tables[e] = null;
            int n = t.size();
            unreduced += n;
            widest = Math.max(widest, n);
            TerminalSink terminal = (i, b, c) -> {
                if (c == FrontierSpec.ACCEPT) {
                    accepted[0] = t.addCountTo(i, accepted[0]);
                }
            };
            for (int from = 0; from < n; from += BATCH / 2) {
                int k = fillBatch(t, e, from, Math.min(n, from + BATCH / 2), tables, true, terminal);
                for (int j = 0; j < k; j++) {
                    StateTable child = tables[batchLevel[j]];
                    child.addCount(child.add(batchStates, j * words, batchHash[j]), t, batchParent[j] >>> 1);
                }
            }
            recycle(t);
        }
        freeSpares();
        return new Counted(Limbs.toBigInteger(accepted[0]), stats());
    }
}
