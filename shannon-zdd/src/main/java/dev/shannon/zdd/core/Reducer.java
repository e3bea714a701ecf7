package dev.shannon.zdd.core;

import dev.shannon.graph.Interruption;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Turns the unreduced diagram of frontier search into a reduced {@link Zdd}, level by level
 * from the bottom. A node whose take-child is empty is replaced by its skip-child (zero
 * suppression); equal nodes of one level are merged through a hash table of that level only
 * (nodes on different levels are never equal). Reduced nodes are appended to chunked arrays (their
 * variables as one run per level, see {@link Zdd}), so
 * children precede parents. The number of members is summed in the same pass, as limbs per node
 * of the levels still referred to; a level's links, numbering and counts are dropped as soon as
 * no unprocessed level refers to it.
 */
final class Reducer {
    /**
     * Threads from which a large level's index is shared ({@link SharedLevelIndex}); below, the
     * sums are shared and the index runs on the calling thread. Since the index follows the take
     * children ({@link LevelIndex}) it costs less on one thread than the shared index's steps
     * cost each of two threads: at k = 15 on two threads the serial index took 0.81–0.88 s
     * against 1.4–1.7 s a thread for notes, firsts, appending and repeats, and the reduction
     * 1.86–2.08 s against 2.52–3.03 s (docs/history/benchmarks-2026-12-05.md, red11). Those
     * steps' share shrinks with more threads, the serial index's does not: from three on
     * (estimated from the two-thread figures, not measured on more cores) they are shared.
     */
    static final int SHARED_INDEX_FROM = 3;

    private final int levels;
    private final MemoryBudget budget;
    private final ArrayPool arrays;
    private final ChunkStock stock;
    private final Tasks tasks;
    private final int threads;
    private final int parallelFrom;

    /**
     * A reducer that shares, on levels of at least {@code parallelFrom} nodes, the work of each
     * level — resolving children and summing counts, then, from {@link #SHARED_INDEX_FROM}
     * threads on, finding equal nodes ({@link SharedLevelIndex}) — between {@code threads} tasks.
     */
    Reducer(int levels, ArrayPool arrays, ChunkStock stock, Tasks tasks, int threads, int parallelFrom) {
        this.levels = levels;
        this.budget = arrays.budget();
        this.arrays = arrays;
        this.stock = stock;
        this.tasks = tasks;
        this.threads = threads;
        this.parallelFrom = parallelFrom;
    }

    /** The reduced diagram and count, from the root (state 0 of level {@code first}). */
    FrontierEngine.Built reduce(int first, LinkLayer[] layers, int[] lowestReferrer, FrontierEngine.Stats stats) {
        // Nodes are made level by level, so their variables are kept as runs (the terminals',
        // then one run per level), not one int per node.
        // Reduced nodes go into the chunks the links of the levels already reduced let go.
        IntChunks lo = new IntChunks(budget, "ZDD nodes", stock);
        IntChunks hi = new IntChunks(budget, "ZDD nodes", stock);
        for (int i = 0; i < 2; i++) {
            lo.add(0);
            hi.add(0);
        }
        int[] runEnd = new int[levels + 1];
        int[] runVar = new int[levels + 1];
        runEnd[0] = 2;
        runVar[0] = levels;
        int runs = 1;
        // Per level still referred to: for node i, its reduced number and then its count, in
        // one stride, so a parent finds both in one cache line (they were two arrays, two misses).
        long[][] res = new long[levels + 1][];
        int[] limbs = new int[levels + 1];
        // The terminals as a level of their own (past the last), so that a link to one is read
        // as any other: REJECT (-1) is its entry 0, the empty diagram with no member; ACCEPT (-2)
        // its entry 1, the diagram of the empty set, one member.
        res[levels] = TERMINALS;
        limbs[levels] = 1;
        int[][] freeAfter = releaseSchedule(lowestReferrer);
        // The widest count so far in limbs: levels above count at least as many members.
        int widest = 1;
        // One index for the levels in turn: its chains need no clearing between them.
        LevelIndex index = new LevelIndex(arrays);
        for (int e = levels - 1; e >= first; e--) {
            Interruption.check();
            LinkLayer layer = layers[e];
            if (layer == null) {
                continue;
            }
            layers[e] = null;
            int n = layer.size();
            int[] his = arrays.scratchInts(n, "diagram numbering");
            // Children's reduced numbers and the counts first (shared out on large levels; each
            // node writes only its own entries), then the nodes themselves, in order. A count is
            // the sum of two counts of the levels below, so it is tried in the widest of their
            // widths and, in the rare case that a sum carries out of the top limb, one limb wider.
            int k = n >= parallelFrom ? threads : 1;
            // On enough threads, the pairs too, noted by part for the shared index.
            SharedLevelIndex.Pairs pairs = k >= SHARED_INDEX_FROM ? new SharedLevelIndex.Pairs(n, k, arrays) : null;
            int w = widest;
            long[] mine;
            while (true) {
                int width = w;
                long[] c = arrays.scratchLongs(n * (width + 1), "path counts");
                boolean[] overflow = new boolean[k];
                (k > 1 ? tasks : Tasks.SEQUENTIAL).run(k, t -> {
                    int from = (int) ((long) n * t / k);
                    int end = (int) ((long) n * (t + 1) / k);
                    overflow[t] = sumChildren(layer, from, end, c, width, his, res, limbs);
                    if (pairs != null) {
                        pairs.range(t).note(from, end, c, width + 1, his);
                    }
                });
                boolean any = false;
                for (boolean o : overflow) {
                    any |= o;
                }
                if (!any) {
                    mine = c;
                    break;
                }
                arrays.give(c);
                w++;
            }
            widest = w;
            int stride = w + 1;
            if (pairs != null) {
                SharedLevelIndex.reduce(mine, stride, his, pairs, n, k, tasks, lo, hi, arrays);
                pairs.free();
            } else {
                index.reduce(mine, stride, his, n, lo, hi);
            }
            if (lo.size() > runEnd[runs - 1]) {
                runEnd[runs] = lo.size();
                runVar[runs++] = e;
            }
            arrays.give(his);
            res[e] = mine;
            limbs[e] = w;
            layer.free();
            for (int c : freeAfter[e]) {
                arrays.give(res[c]);
                res[c] = null;
            }
        }
        index.free();
        int root = (int) res[first][0];
        BigInteger count = Limbs.toBigInteger(res[first], 1, limbs[first]);
        Zdd zdd = root <= Zdd.ONE
                ? Zdd.terminal(levels, root == Zdd.ONE)
                : Zdd.of(levels, Arrays.copyOf(runEnd, runs), Arrays.copyOf(runVar, runs), lo, hi, root);
        return new FrontierEngine.Built(
                zdd, count, new FrontierEngine.Stats(stats.unreducedNodes(), stats.widestLevel(), budget.peak()));
    }

    /**
     * Links are read a block of nodes at a time, copied out of their chunks, so that the loop
     * over the nodes reads plain arrays.
     */
    private static final int LINK_BLOCK = 1 << 10;

    /** The terminals' entries, number and one limb of count: REJECT's (ZERO, none), ACCEPT's (ONE, one). */
    private static final long[] TERMINALS = {Zdd.ZERO, 0, Zdd.ONE, 1};

    /**
     * For nodes {@code [from, end)} of {@code layer}: writes the reduced number of the skip-child
     * into {@code out[i * (w + 1)]}, the take-child's into {@code his[i]}, and the sum of their
     * counts into the {@code w} limbs after the number. True if a sum carried out of the top limb.
     * (On several threads the pairs are then noted for the shared index, in a loop of their own:
     * noted here, one node at a time through a method, they cost the sums half again;
     * docs/history/benchmarks-2026-12-05.md, par6.)
     *
     * <p>Counts of one and two limbs (on 14 × 14 grid paths, all but 12 thousand of 45 million
     * nodes) are added in one way, without a test of the width per node: the second limb of a
     * one-limb entry is read as its first and masked to 0. A test of the width first passed
     * half-way up the diagram, like a terminal link first met at the bottom, would send the
     * compiled loop back to the interpreter to be compiled again, which it did up to eight times
     * in one build.
     */
    private static boolean sumChildren(
            LinkLayer layer, int from, int end, long[] out, int w, int[] his, long[][] res, int[] limbs) {
        int stride = w + 1;
        int terminals = res.length - 1;
        // A carry out of the top limb: any bit of the second limb when there is one limb, its
        // sign when there are two (limbs keep their top bit clear).
        int top = w == 1 ? 0 : 63;
        long carried = 0;
        int[] loRefs = new int[LINK_BLOCK];
        int[] hiRefs = new int[LINK_BLOCK];
        for (int i = from, at = from * stride; i < end; i++, at += stride) {
            int x = (i - from) & (LINK_BLOCK - 1);
            if (x == 0) {
                int len = Math.min(LINK_BLOCK, end - i);
                layer.links(i, len, false, loRefs);
                layer.links(i, len, true, hiRefs);
            }
            int loRef = loRefs[x];
            int hiRef = hiRefs[x];
            int lc = loRef >= 0 ? layer.childLevel(i, false, loRef) : terminals;
            int hc = hiRef >= 0 ? layer.childLevel(i, true, hiRef) : terminals;
            long[] la = res[lc];
            long[] ha = res[hc];
            int lw = limbs[lc];
            int hw = limbs[hc];
            int lb = (loRef >= 0 ? LinkLayer.number(loRef) : -1 - loRef) * (lw + 1);
            int hb = (hiRef >= 0 ? LinkLayer.number(hiRef) : -1 - hiRef) * (hw + 1);
            out[at] = la[lb];
            his[i] = (int) ha[hb];
            if (w <= 2) {
                // Written out: a loop over a width known only at run time is not unrolled.
                long low = la[lb + 1] + ha[hb + 1];
                long high = (la[lb + lw] & -(lw >>> 1)) + (ha[hb + hw] & -(hw >>> 1)) + (low >>> 63);
                // The high limb first: with one limb, the low one takes its place.
                out[at + w] = high;
                out[at + 1] = low & Long.MAX_VALUE;
                carried |= high >>> top;
                continue;
            }
            long carry = 0;
            for (int j = 0; j < w; j++) {
                long sum = (j < lw ? la[lb + 1 + j] : 0) + (j < hw ? ha[hb + 1 + j] : 0) + carry;
                out[at + 1 + j] = sum & Long.MAX_VALUE;
                carry = sum >>> 63;
            }
            carried |= carry;
        }
        return carried != 0;
    }

    /** For each level e, the levels whose last referrer is e (so they may go once e is done). */
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
}
