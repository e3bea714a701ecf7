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
 * states are dropped and only its child links remain: two {@code int}s per node, numbered
 * within the child's level (a per-level side array records the child's level only where a spec
 * jumps ahead).
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
    }

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
        return lookahead ? lookahead(first) : first;
    }

    private int next(int edge, boolean take) {
        int c = spec.child(scratch, 0, edge, take);
        if (c >= 0 && (c <= edge || c >= levels)) {
            throw new IllegalStateException(spec.getClass().getSimpleName() + " went from edge " + edge
                    + " to " + c + " of " + levels);
        }
        return lookahead ? lookahead(c) : c;
    }

    /** Skips edges that the state in {@code scratch} cannot take. */
    private int lookahead(int c) {
        while (c >= 0) {
            System.arraycopy(scratch, 0, probe, 0, words);
            if (spec.child(probe, 0, c, true) != FrontierSpec.REJECT) {
                return c;
            }
            int d = spec.child(scratch, 0, c, false);
            if (d >= 0 && (d <= c || d >= levels)) {
                throw new IllegalStateException(spec.getClass().getSimpleName() + " went from edge " + c
                        + " to " + d);
            }
            c = d;
        }
        return c;
    }

    private StateTable table(StateTable[] tables, int level, boolean withCounts) {
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

    /** Child links of one expanded level; a child lives on {@code level + 1} unless recorded otherwise. */
    private static final class Layer {
        final int[] lo;
        final int[] hi;
        int[] loLevel;
        int[] hiLevel;

        Layer(int[] lo, int[] hi) {
            this.lo = lo;
            this.hi = hi;
        }

        int childLevel(int i, boolean take, int next) {
            int[] lv = take ? hiLevel : loLevel;
            return lv == null ? next : lv[i];
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
        table(tables, first, false).add(scratch, 0);
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
        Layer layer = new Layer(budget.ints(n, "diagram links"), budget.ints(n, "diagram links"));
        for (int i = 0; i < n; i++) {
            for (int b = 0; b < 2; b++) {
                boolean take = b == 1;
                t.copyTo(i, scratch, 0);
                int c = next(e, take);
                int ref = c;
                if (c >= 0) {
                    ref = table(tables, c, false).add(scratch, 0);
                    if (lowestReferrer[c] == levels) {
                        lowestReferrer[c] = e;
                    }
                    if (c != e + 1) {
                        recordLevel(layer, i, take, c, e + 1, n);
                    }
                }
                (take ? layer.hi : layer.lo)[i] = ref;
            }
        }
        return layer;
    }

    private void recordLevel(Layer layer, int i, boolean take, int level, int next, int n) {
        int[] lv = take ? layer.hiLevel : layer.loLevel;
        if (lv == null) {
            lv = budget.ints(n, "diagram links");
            Arrays.fill(lv, next);
            if (take) {
                layer.hiLevel = lv;
            } else {
                layer.loLevel = lv;
            }
        }
        lv[i] = level;
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
                int lc = layer.childLevel(i, false, e + 1);
                int hc = layer.childLevel(i, true, e + 1);
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
        long b = 4L * (layer.lo.length + layer.hi.length);
        if (layer.loLevel != null) {
            b += 4L * layer.loLevel.length;
        }
        if (layer.hiLevel != null) {
            b += 4L * layer.hiLevel.length;
        }
        budget.release(b);
    }

    private static int resolve(int ref, int level, int[][] ids) {
        if (ref == FrontierSpec.REJECT) {
            return Zdd.ZERO;
        }
        if (ref == FrontierSpec.ACCEPT) {
            return Zdd.ONE;
        }
        return ids[level][ref];
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
        int from = ref * sw;
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
        StateTable root = table(tables, first, true);
        root.setOne(root.add(scratch, 0));
        long[] accepted = new long[1];
        for (int e = first; e < levels; e++) {
            StateTable t = tables[e];
            if (t == null) {
                continue;
            }
            tables[e] = null;
            int n = t.size();
            unreduced += n;
            widest = Math.max(widest, n);
            for (int i = 0; i < n; i++) {
                for (int b = 0; b < 2; b++) {
                    t.copyTo(i, scratch, 0);
                    int c = next(e, b == 1);
                    if (c == FrontierSpec.ACCEPT) {
                        accepted = t.addCountTo(i, accepted);
                    } else if (c >= 0) {
                        StateTable child = table(tables, c, true);
                        child.addCount(child.add(scratch, 0), t, i);
                    }
                }
            }
            recycle(t);
        }
        freeSpares();
        return new Counted(Limbs.toBigInteger(accepted), stats());
    }
}
