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
    private final int levels;
    private final MemoryBudget budget;
    private final ArrayPool arrays;
    private final Tasks tasks;
    private final int threads;
    private final int parallelFrom;

    /**
     * A reducer that shares, on levels of at least {@code parallelFrom} nodes, the work that does
     * not create nodes — resolving children and summing counts — between {@code threads} tasks.
     */
    Reducer(int levels, ArrayPool arrays, Tasks tasks, int threads, int parallelFrom) {
        this.levels = levels;
        this.budget = arrays.budget();
        this.arrays = arrays;
        this.tasks = tasks;
        this.threads = threads;
        this.parallelFrom = parallelFrom;
    }

    /** The reduced diagram and count, from the root (state 0 of level {@code first}). */
    FrontierEngine.Built reduce(int first, LinkLayer[] layers, int[] lowestReferrer, FrontierEngine.Stats stats) {
        // Nodes are made level by level, so their variables are kept as runs (the terminals',
        // then one run per level), not one int per node.
        IntChunks lo = new IntChunks(budget, "ZDD nodes");
        IntChunks hi = new IntChunks(budget, "ZDD nodes");
        for (int i = 0; i < 2; i++) {
            lo.add(0);
            hi.add(0);
        }
        int[] runEnd = new int[levels + 1];
        int[] runVar = new int[levels + 1];
        runEnd[0] = 2;
        runVar[0] = levels;
        int runs = 1;
        int[][] ids = new int[levels + 1][];
        long[][] counts = new long[levels + 1][];
        int[] limbs = new int[levels + 1];
        int[][] freeAfter = releaseSchedule(lowestReferrer);
        // The widest count so far in limbs: levels above count at least as many members.
        int widest = 1;
        for (int e = levels - 1; e >= first; e--) {
            Interruption.check();
            LinkLayer layer = layers[e];
            if (layer == null) {
                continue;
            }
            layers[e] = null;
            int n = layer.size();
            int[] map = arrays.scratchInts(n, "diagram numbering");
            int[] his = arrays.scratchInts(n, "diagram numbering");
            // Children's reduced numbers and the counts first (shared out on large levels; each
            // node writes only its own entries), then the nodes themselves, in order. A count is
            // the sum of two counts of the levels below, so it is tried in the widest of their
            // widths and, in the rare case that a sum carries out of the top limb, one limb wider.
            int k = n >= parallelFrom ? threads : 1;
            int w = widest;
            long[] cnt;
            while (true) {
                long[] c = arrays.longs(n * w, "path counts");
                int width = w;
                boolean[] overflow = new boolean[k];
                (k > 1 ? tasks : Tasks.SEQUENTIAL).run(k, t -> {
                    boolean carried = false;
                    for (int i = (int) ((long) n * t / k), end = (int) ((long) n * (t + 1) / k); i < end; i++) {
                        int loRef = layer.link(i, false);
                        int hiRef = layer.link(i, true);
                        int lc = loRef < 0 ? 0 : layer.childLevel(i, false);
                        int hc = hiRef < 0 ? 0 : layer.childLevel(i, true);
                        map[i] = resolve(loRef, lc, ids);
                        his[i] = resolve(hiRef, hc, ids);
                        carried |= addCount(c, i * width, width, loRef, lc, counts, limbs);
                        carried |= addCount(c, i * width, width, hiRef, hc, counts, limbs);
                    }
                    overflow[t] = carried;
                });
                boolean any = false;
                for (boolean o : overflow) {
                    any |= o;
                }
                if (!any) {
                    cnt = c;
                    break;
                }
                arrays.give(c);
                w++;
            }
            widest = w;
            LevelIndex index = new LevelIndex(n, arrays);
            for (int i = 0; i < n; i++) {
                int h = his[i];
                if (h != Zdd.ZERO) {
                    map[i] = index.findOrAdd(map[i], h, lo, hi);
                }
            }
            index.free();
            if (lo.size() > runEnd[runs - 1]) {
                runEnd[runs] = lo.size();
                runVar[runs++] = e;
            }
            arrays.give(his);
            ids[e] = map;
            counts[e] = cnt;
            limbs[e] = w;
            layer.free();
            for (int c : freeAfter[e]) {
                arrays.give(ids[c]);
                arrays.give(counts[c]);
                ids[c] = null;
                counts[c] = null;
            }
        }
        int root = ids[first][0];
        BigInteger count = Limbs.toBigInteger(counts[first], 0, limbs[first]);
        Zdd zdd = root <= Zdd.ONE ? Zdd.terminal(levels, root == Zdd.ONE) : Zdd.of(levels, Arrays.copyOf(runEnd, runs),
                Arrays.copyOf(runVar, runs), lo, hi, root);
        return new FrontierEngine.Built(zdd, count, new FrontierEngine.Stats(stats.unreducedNodes(),
                stats.widestLevel(), budget.peak()));
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

    private static int resolve(int ref, int level, int[][] ids) {
        if (ref == SearchSpec.REJECT) {
            return Zdd.ZERO;
        }
        if (ref == SearchSpec.ACCEPT) {
            return Zdd.ONE;
        }
        return ids[level][LinkLayer.number(ref)];
    }

    /**
     * {@code cnt[at .. at+w) += count(ref)}, the count of the child {@code ref} on {@code level}
     * (no wider than {@code w}); true if the sum carried out of the top limb.
     */
    private static boolean addCount(long[] cnt, int at, int w, int ref, int level, long[][] counts, int[] limbs) {
        if (ref == SearchSpec.REJECT) {
            return false;
        }
        if (ref == SearchSpec.ACCEPT) {
            long carry = 1;
            for (int i = 0; i < w && carry != 0; i++) {
                long sum = cnt[at + i] + carry;
                cnt[at + i] = sum & Long.MAX_VALUE;
                carry = sum >>> 63;
            }
            return carry != 0;
        }
        long[] src = counts[level];
        int sw = limbs[level];
        int from = LinkLayer.number(ref) * sw;
        long carry = 0;
        for (int i = 0; i < w; i++) {
            long x = i < sw ? src[from + i] : 0;
            long sum = cnt[at + i] + x + carry;
            cnt[at + i] = sum & Long.MAX_VALUE;
            carry = sum >>> 63;
        }
        return carry != 0;
    }

    /** Merges equal {@code (lo, hi)} pairs of one level into one reduced node each. */
    private static final class LevelIndex {
        private final int[] slots;
        private final int mask;
        private final ArrayPool arrays;

        LevelIndex(int n, ArrayPool arrays) {
            this.arrays = arrays;
            int cap = Integer.highestOneBit(Math.max(4, 2 * n) - 1) << 1;
            slots = arrays.ints(cap, "level unique table");
            mask = cap - 1;
        }

        int findOrAdd(int l, int h, IntChunks lo, IntChunks hi) {
            long x = l * 0x9E3779B97F4A7C15L ^ h * 0xC2B2AE3D27D4EB4FL;
            x ^= x >>> 31;
            x *= 0xBF58476D1CE4E5B9L;
            int slot = (int) (x ^ (x >>> 32)) & mask;
            while (true) {
                int f = slots[slot];
                if (f == 0) {
                    f = lo.size();
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
            arrays.give(slots);
        }
    }
}
