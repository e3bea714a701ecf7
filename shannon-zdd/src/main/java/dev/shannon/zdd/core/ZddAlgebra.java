package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.Arrays;

/**
 * Family algebra on the nodes of one {@link NodeTable}: the recursive operations of Minato
 * (1993) and Knuth (TAOCP 7.1.4), each memoised in a direct-mapped operation cache that lives
 * as long as the table (a {@link ZddManager}'s), so later operations reuse earlier results. Nodes are
 * numbers; {@code var} of a terminal is {@code levels}, larger than every variable, so the
 * recursions need no special cases for terminals beyond their base cases.
 *
 * <p>Recursion depth is at most the number of variables; {@link Deep} runs operations on
 * universes with many edges on a thread with a large stack.
 */
public final class ZddAlgebra {
    private static final int UNION = 1;
    private static final int INTERSECT = 2;
    private static final int DIFFERENCE = 3;
    private static final int XOR = 4;
    private static final int ONSET = 5;
    private static final int OFFSET = 6;
    private static final int SUPERSETS = 7;
    private static final int SUBSETS = 8;
    private static final int MINIMAL = 9;
    private static final int MAXIMAL = 10;
    private static final int BLOCKER = 11;
    private static final int SIZE_EQ = 12;
    private static final int SIZE_LE = 13;
    private static final int SIZE_GE = 14;
    private static final int JOIN = 15;
    private static final int MEET = 16;
    private static final int FLIP = 17;
    private static final int AVOID = 18;
    private static final int NON_SUPERSETS = 19;
    private static final int NON_SUBSETS = 20;
    private static final int TOUCH = 21;
    private static final int REMOVE_SOME = 22;
    private static final int ADD_SOME = 23;
    private static final int COFACTOR1 = 24;
    private static final int QUOTIENT = 25;

    private final NodeTable t;
    private final MemoryBudget budget;
    /** Direct-mapped memo of (op, a, b) → result, four ints per entry; grows when it thrashes. */
    private int[] cache;

    private int cacheMask;
    /** Stores that overwrote another key since the cache last grew. */
    private long evictions;
    /** Evictions in this operation while the cache could not grow ({@link #grow}). */
    private long evictedUngrown;

    private boolean[] avoidMask;
    private int avoidGeneration;

    /** Entries at first: small operations should not pay for clearing a large table. */
    private static final int MIN_ENTRIES = 1 << 12;
    /**
     * Entries at most (256 MiB). Recursions such as minimal/maximal visit many more pairs of nodes
     * than either operand has nodes; a memo that loses them recomputes whole subtrees, which on
     * the 8×8 grid's path family turned 50 ms into nearly 6 minutes.
     */
    private static final int MAX_ENTRIES = 1 << 24;

    public ZddAlgebra(NodeTable table, MemoryBudget budget, int expectedNodes) {
        this.t = table;
        this.budget = budget;
        int entries = entriesFor(expectedNodes);
        cache = budget.ints(entries * 4, "ZDD operation cache");
        cacheMask = entries - 1;
    }

    public NodeTable table() {
        return t;
    }

    /** Forgets every memoised result (needed when {@link NodeTable#collect} may reuse node numbers). */
    public void clearCache() {
        Arrays.fill(cache, 0);
        evictions = 0;
        avoidGeneration = 0;
    }

    /**
     * {@link #clearCache()}, and gives back the memo's memory when it is more than four times
     * what a table of {@code liveNodes} nodes starts with, so that a table that has shrunk after
     * a large operation does not keep that operation's memo (it grows again when it thrashes).
     */
    public void clearCache(int liveNodes) {
        int entries = entriesFor(liveNodes);
        if (cacheMask + 1 > 4 * entries) {
            int[] smaller = budget.smaller(cache, entries * 4); // never refused (see MemoryBudget)
            if (smaller != cache) {
                cache = smaller;
                cacheMask = entries - 1;
                evictions = 0;
                avoidGeneration = 0;
                return;
            }
        }
        clearCache();
    }

    private static int entriesFor(int nodes) {
        return Integer.highestOneBit(Math.max(MIN_ENTRIES, Math.min(1 << 22, nodes * 2)));
    }

    private int slot(int op, int a, int b) {
        long x = op * 0x9E3779B97F4A7C15L + a * 0xC2B2AE3D27D4EB4FL + b * 0x165667B19E3779F9L;
        x ^= x >>> 31;
        x *= 0xBF58476D1CE4E5B9L;
        return ((int) (x ^ (x >>> 29)) & cacheMask) << 2;
    }

    private int lookup(int op, int a, int b) {
        int s = slot(op, a, b);
        return cache[s] == op && cache[s + 1] == a && cache[s + 2] == b ? cache[s + 3] : -1;
    }

    private int store(int op, int a, int b, int r) {
        int s = slot(op, a, b);
        if (cache[s] != 0 && ++evictions > cacheMask) {
            grow();
            s = slot(op, a, b);
        }
        cache[s] = op;
        cache[s + 1] = a;
        cache[s + 2] = b;
        cache[s + 3] = r;
        return r;
    }

    /**
     * Doubles the memo, keeping its entries, once every slot's worth of stores has evicted one,
     * if the room left under the limit allows: the doubling (32 bytes an entry while the old
     * memo is copied) may take at most half of it, the rest staying for the nodes the operation
     * makes. Measured against the room left, not against half the limit: with kept diagrams
     * filling half a 24 MiB limit, a memo that could never grow past 4,096 entries made
     * {@code offset} on a 9 × 9 grid's paths recompute evicted results for minutes (review9).
     *
     * <p>A memo that cannot grow and keeps thrashing stops the operation: past {@value #THRASH}
     * evictions per entry and live node it is recomputing what it lost rather than making
     * progress, and a recursion on a diagram that forgets its results may take exponential
     * time. The limit's exception lets the manager reclaim and try once more, then reports it.
     */
    private void grow() {
        evictions = 0;
        int entries = cacheMask + 1;
        if (entries >= MAX_ENTRIES) {
            return;
        }
        long room = budget.limit() - budget.used();
        if (32L * entries <= room / 2 && growTo(2 * entries)) {
            return;
        }
        evictedUngrown += entries;
        if (evictedUngrown > THRASH * ((long) entries + t.liveNodes())) {
            throw budget.refusal(32L * entries, "the ZDD operation cache (full at " + entries + " entries)");
        }
    }

    /** Evictions per entry and live node, the cache unable to grow, after which an operation stops. */
    static final int THRASH = 64;

    /** Moves the memo into {@code entries} slots, if the budget gives the room without reclaiming. */
    private boolean growTo(int entries) {
        int[] grown;
        try {
            grown = MemoryBudget.withoutReclaim(() -> budget.ints(entries * 4, "ZDD operation cache"));
        } catch (ZddMemoryLimitException refused) {
            return false; // another thread took the room in between
        }
        int[] old = cache;
        cache = grown;
        cacheMask = entries - 1;
        for (int i = 0; i < old.length; i += 4) {
            if (old[i] != 0) {
                int s = slot(old[i], old[i + 1], old[i + 2]);
                System.arraycopy(old, i, cache, s, 4);
            }
        }
        budget.release(4L * old.length);
        return true;
    }

    /** Starts counting a new operation's evictions while the memo cannot grow. */
    public void beginOperation() {
        evictedUngrown = 0;
    }

    /** The bytes of the operation cache (for tests of the accounting). */
    public long cacheBytes() {
        return 4L * cache.length;
    }

    /** F ∪ G. */
    public int union(int f, int g) {
        if (f == Zdd.ZERO || f == g) {
            return g;
        }
        if (g == Zdd.ZERO) {
            return f;
        }
        if (f > g) {
            int x = f;
            f = g;
            g = x;
        }
        int r = lookup(UNION, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = t.node(vf, union(t.lo(f), g), t.hi(f));
        } else if (vf > vg) {
            r = t.node(vg, union(f, t.lo(g)), t.hi(g));
        } else {
            r = t.node(vf, union(t.lo(f), t.lo(g)), union(t.hi(f), t.hi(g)));
        }
        return store(UNION, f, g, r);
    }

    /** F ∩ G. */
    public int intersect(int f, int g) {
        if (f == Zdd.ZERO || g == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (f == g) {
            return f;
        }
        if (f > g) {
            int x = f;
            f = g;
            g = x;
        }
        int r = lookup(INTERSECT, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = intersect(t.lo(f), g);
        } else if (vf > vg) {
            r = intersect(f, t.lo(g));
        } else {
            r = t.node(vf, intersect(t.lo(f), t.lo(g)), intersect(t.hi(f), t.hi(g)));
        }
        return store(INTERSECT, f, g, r);
    }

    /** F ∖ G. */
    public int difference(int f, int g) {
        if (f == Zdd.ZERO || f == g) {
            return Zdd.ZERO;
        }
        if (g == Zdd.ZERO) {
            return f;
        }
        int r = lookup(DIFFERENCE, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = t.node(vf, difference(t.lo(f), g), t.hi(f));
        } else if (vf > vg) {
            r = difference(f, t.lo(g));
        } else {
            r = t.node(vf, difference(t.lo(f), t.lo(g)), difference(t.hi(f), t.hi(g)));
        }
        return store(DIFFERENCE, f, g, r);
    }

    /** F △ G. */
    public int symmetricDifference(int f, int g) {
        if (f == Zdd.ZERO) {
            return g;
        }
        if (g == Zdd.ZERO) {
            return f;
        }
        if (f == g) {
            return Zdd.ZERO;
        }
        if (f > g) {
            int x = f;
            f = g;
            g = x;
        }
        int r = lookup(XOR, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = t.node(vf, symmetricDifference(t.lo(f), g), t.hi(f));
        } else if (vf > vg) {
            r = t.node(vg, symmetricDifference(f, t.lo(g)), t.hi(g));
        } else {
            r = t.node(vf, symmetricDifference(t.lo(f), t.lo(g)), symmetricDifference(t.hi(f), t.hi(g)));
        }
        return store(XOR, f, g, r);
    }

    /** The members of F that contain variable {@code v}. */
    public int onset(int f, int v) {
        int vf = t.var(f);
        if (vf > v) {
            return Zdd.ZERO;
        }
        if (vf == v) {
            return t.node(v, Zdd.ZERO, t.hi(f));
        }
        int r = lookup(ONSET, f, v);
        if (r >= 0) {
            return r;
        }
        r = t.node(vf, onset(t.lo(f), v), onset(t.hi(f), v));
        return store(ONSET, f, v, r);
    }

    /** The members of F that lack variable {@code v}. */
    public int offset(int f, int v) {
        int vf = t.var(f);
        if (vf > v) {
            return f;
        }
        if (vf == v) {
            return t.lo(f);
        }
        int r = lookup(OFFSET, f, v);
        if (r >= 0) {
            return r;
        }
        r = t.node(vf, offset(t.lo(f), v), offset(t.hi(f), v));
        return store(OFFSET, f, v, r);
    }

    /** The members of F that contain none of the variables marked in {@code mask}. */
    public int avoiding(int f, boolean[] mask) {
        useMask(mask);
        return avoid(f);
    }

    /** The members of F that contain at least one of the variables marked in {@code mask}. */
    public int touching(int f, boolean[] mask) {
        useMask(mask);
        return touch(f);
    }

    private int touch(int f) {
        if (f <= Zdd.ONE) {
            return Zdd.ZERO;
        }
        int r = lookup(TOUCH, f, avoidGeneration);
        if (r >= 0) {
            return r;
        }
        int v = t.var(f);
        // A member holding a marked v qualifies whatever else it holds.
        r = t.node(v, touch(t.lo(f)), avoidMask[v] ? t.hi(f) : touch(t.hi(f)));
        return store(TOUCH, f, avoidGeneration, r);
    }

    /** Sets the mask of the next avoid/touch walk, under a key of its own in the cache. */
    private void useMask(boolean[] mask) {
        avoidMask = mask;
        if (avoidGeneration == Integer.MAX_VALUE) {
            clearCache();
        }
        avoidGeneration++;
    }

    private int avoid(int f) {
        if (f <= Zdd.ONE) {
            return f;
        }
        int r = lookup(AVOID, f, avoidGeneration);
        if (r >= 0) {
            return r;
        }
        int v = t.var(f);
        r = avoidMask[v] ? avoid(t.lo(f)) : t.node(v, avoid(t.lo(f)), avoid(t.hi(f)));
        return store(AVOID, f, avoidGeneration, r);
    }

    /** F with variable {@code v} toggled in every member. */
    public int flip(int f, int v) {
        int vf = t.var(f);
        if (vf > v) {
            return t.node(v, Zdd.ZERO, f);
        }
        if (vf == v) {
            return t.node(v, t.hi(f), t.lo(f));
        }
        int r = lookup(FLIP, f, v);
        if (r >= 0) {
            return r;
        }
        r = t.node(vf, flip(t.lo(f), v), flip(t.hi(f), v));
        return store(FLIP, f, v, r);
    }

    /** {α ∈ F : β ⊆ α for some β ∈ G} — the members of F that are supersets of a member of G. */
    public int supersets(int f, int g) {
        if (f == Zdd.ZERO || g == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (g == Zdd.ONE || f == g) {
            return f;
        }
        if (f == Zdd.ONE) {
            return containsEmpty(g) ? Zdd.ONE : Zdd.ZERO;
        }
        int r = lookup(SUPERSETS, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = t.node(vf, supersets(t.lo(f), g), supersets(t.hi(f), g));
        } else if (vf > vg) {
            // No member of F holds vg, so only members of G without vg can fit inside.
            r = supersets(f, t.lo(g));
        } else {
            // Unions of results, not of arguments: the arguments stay nodes that already exist,
            // so the cache keeps hitting (Coudert's restrict).
            r = t.node(
                    vf, supersets(t.lo(f), t.lo(g)), union(supersets(t.hi(f), t.lo(g)), supersets(t.hi(f), t.hi(g))));
        }
        return store(SUPERSETS, f, g, r);
    }

    /** {α ∈ F : α ⊆ β for some β ∈ G} — the members of F that are subsets of a member of G. */
    public int subsets(int f, int g) {
        if (f == Zdd.ZERO || g == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (f == g) {
            return f;
        }
        if (f == Zdd.ONE) {
            return Zdd.ONE;
        }
        if (g == Zdd.ONE) {
            return containsEmpty(f) ? Zdd.ONE : Zdd.ZERO;
        }
        int r = lookup(SUBSETS, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            // No member of G holds vf: members of F with vf fit nowhere.
            r = subsets(t.lo(f), g);
        } else if (vf > vg) {
            r = union(subsets(f, t.lo(g)), subsets(f, t.hi(g)));
        } else {
            r = t.node(vf, union(subsets(t.lo(f), t.lo(g)), subsets(t.lo(f), t.hi(g))), subsets(t.hi(f), t.hi(g)));
        }
        return store(SUBSETS, f, g, r);
    }

    /**
     * {α ∈ F : no β ∈ G has β ⊆ α}. Computed directly rather than as F ∖ supersets(F, G), so the
     * superset family is never built as an intermediate diagram.
     */
    public int nonSupersets(int f, int g) {
        if (f == Zdd.ZERO || g == Zdd.ZERO) {
            return f;
        }
        if (g == Zdd.ONE || f == g) {
            return Zdd.ZERO;
        }
        if (f == Zdd.ONE) {
            return containsEmpty(g) ? Zdd.ZERO : Zdd.ONE;
        }
        int r = lookup(NON_SUPERSETS, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = t.node(vf, nonSupersets(t.lo(f), g), nonSupersets(t.hi(f), g));
        } else if (vf > vg) {
            // No member of F holds vg, so members of G with vg fit inside none of them.
            r = nonSupersets(f, t.lo(g));
        } else {
            r = t.node(vf, nonSupersets(t.lo(f), t.lo(g)), nonSupersets(nonSupersets(t.hi(f), t.lo(g)), t.hi(g)));
        }
        return store(NON_SUPERSETS, f, g, r);
    }

    /** {α ∈ F : α ⊆ β for no β ∈ G}, computed directly as {@link #nonSupersets} is. */
    public int nonSubsets(int f, int g) {
        if (f == Zdd.ZERO || g == Zdd.ZERO) {
            return f;
        }
        if (f == Zdd.ONE || f == g) {
            return Zdd.ZERO;
        }
        if (g == Zdd.ONE) {
            return difference(f, Zdd.ONE);
        }
        int r = lookup(NON_SUBSETS, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            // No member of G holds vf: members of F with vf lie inside none of them.
            r = t.node(vf, nonSubsets(t.lo(f), g), t.hi(f));
        } else if (vf > vg) {
            r = nonSubsets(nonSubsets(f, t.lo(g)), t.hi(g));
        } else {
            r = t.node(vf, nonSubsets(nonSubsets(t.lo(f), t.lo(g)), t.hi(g)), nonSubsets(t.hi(f), t.hi(g)));
        }
        return store(NON_SUBSETS, f, g, r);
    }

    private boolean containsEmpty(int f) {
        while (f > Zdd.ONE) {
            f = t.lo(f);
        }
        return f == Zdd.ONE;
    }

    /** The inclusion-minimal members of F. */
    public int minimal(int f) {
        if (f <= Zdd.ONE) {
            return f;
        }
        int r = lookup(MINIMAL, f, 0);
        if (r >= 0) {
            return r;
        }
        int m0 = minimal(t.lo(f));
        int m1 = minimal(t.hi(f));
        // v ∪ α is minimal iff α is minimal in F1 and contains no member of F0.
        r = t.node(t.var(f), m0, nonSupersets(m1, m0));
        return store(MINIMAL, f, 0, r);
    }

    /** The inclusion-maximal members of F. */
    public int maximal(int f) {
        if (f <= Zdd.ONE) {
            return f;
        }
        int r = lookup(MAXIMAL, f, 0);
        if (r >= 0) {
            return r;
        }
        int m0 = maximal(t.lo(f));
        int m1 = maximal(t.hi(f));
        // α ∈ F0 is maximal iff it lies inside no member of F1 (nor of F0).
        r = t.node(t.var(f), nonSubsets(m0, m1), m1);
        return store(MAXIMAL, f, 0, r);
    }

    /**
     * The blocker of F: the minimal sets that meet every member of F (minimal hitting sets,
     * Knuth's F^♯). With F = F0 ∪ v·F1: b(F) = b(F0 ∪ F1) ∪ v·(b(F0) ∖ b(F0 ∪ F1)).
     */
    public int blocker(int f) {
        if (f == Zdd.ZERO) {
            return Zdd.ONE;
        }
        if (f == Zdd.ONE) {
            return Zdd.ZERO;
        }
        int r = lookup(BLOCKER, f, 0);
        if (r >= 0) {
            return r;
        }
        int both = blocker(union(t.lo(f), t.hi(f)));
        int without = blocker(t.lo(f));
        r = t.node(t.var(f), both, difference(without, both));
        return store(BLOCKER, f, 0, r);
    }

    /** The members of F with exactly {@code k} elements. */
    public int withSize(int f, int k) {
        if (k < 0 || f == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (f == Zdd.ONE) {
            return k == 0 ? Zdd.ONE : Zdd.ZERO;
        }
        int r = lookup(SIZE_EQ, f, k);
        if (r >= 0) {
            return r;
        }
        r = t.node(t.var(f), withSize(t.lo(f), k), withSize(t.hi(f), k - 1));
        return store(SIZE_EQ, f, k, r);
    }

    /** The members of F with at most {@code k} elements. */
    public int atMost(int f, int k) {
        if (k < 0 || f == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (f == Zdd.ONE) {
            return Zdd.ONE;
        }
        int r = lookup(SIZE_LE, f, k);
        if (r >= 0) {
            return r;
        }
        r = t.node(t.var(f), atMost(t.lo(f), k), atMost(t.hi(f), k - 1));
        return store(SIZE_LE, f, k, r);
    }

    /** The members of F with at least {@code k} elements. */
    public int atLeast(int f, int k) {
        if (k <= 0 || f == Zdd.ZERO) {
            return f;
        }
        if (f == Zdd.ONE) {
            return Zdd.ZERO;
        }
        int r = lookup(SIZE_GE, f, k);
        if (r >= 0) {
            return r;
        }
        r = t.node(t.var(f), atLeast(t.lo(f), k), atLeast(t.hi(f), k - 1));
        return store(SIZE_GE, f, k, r);
    }

    /** F ⊔ G = {α ∪ β : α ∈ F, β ∈ G}. */
    public int join(int f, int g) {
        if (f == Zdd.ZERO || g == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (f == Zdd.ONE) {
            return g;
        }
        if (g == Zdd.ONE) {
            return f;
        }
        if (f > g) {
            int x = f;
            f = g;
            g = x;
        }
        int r = lookup(JOIN, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = t.node(vf, join(t.lo(f), g), join(t.hi(f), g));
        } else if (vf > vg) {
            r = t.node(vg, join(f, t.lo(g)), join(f, t.hi(g)));
        } else {
            int f0 = t.lo(f);
            int f1 = t.hi(f);
            int g0 = t.lo(g);
            int g1 = t.hi(g);
            int withV = union(union(join(f1, g0), join(f0, g1)), join(f1, g1));
            r = t.node(vf, join(f0, g0), withV);
        }
        return store(JOIN, f, g, r);
    }

    /** F ⊓ G = {α ∩ β : α ∈ F, β ∈ G}. */
    public int meet(int f, int g) {
        if (f == Zdd.ZERO || g == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (f == Zdd.ONE || g == Zdd.ONE) {
            return Zdd.ONE;
        }
        if (f > g) {
            int x = f;
            f = g;
            g = x;
        }
        int r = lookup(MEET, f, g);
        if (r >= 0) {
            return r;
        }
        int vf = t.var(f);
        int vg = t.var(g);
        if (vf < vg) {
            r = union(meet(t.lo(f), g), meet(t.hi(f), g));
        } else if (vf > vg) {
            r = union(meet(f, t.lo(g)), meet(f, t.hi(g)));
        } else {
            int f0 = t.lo(f);
            int f1 = t.hi(f);
            int g0 = t.lo(g);
            int g1 = t.hi(g);
            int without = union(union(meet(f0, g0), meet(f0, g1)), meet(f1, g0));
            r = t.node(vf, without, meet(f1, g1));
        }
        return store(MEET, f, g, r);
    }

    /** {α ∖ {e} : α ∈ F, e ∈ α} — every member with one of its elements taken out, in every way. */
    public int removeSome(int f) {
        if (f <= Zdd.ONE) {
            return Zdd.ZERO;
        }
        int r = lookup(REMOVE_SOME, f, 0);
        if (r >= 0) {
            return r;
        }
        // Without v: v was the one removed (F1), or another was and v never was there (F0).
        r = t.node(t.var(f), union(removeSome(t.lo(f)), t.hi(f)), removeSome(t.hi(f)));
        return store(REMOVE_SOME, f, 0, r);
    }

    /** {α ∪ {e} : α ∈ F, e ∉ α} — every member with one more element, in every way. */
    public int addSome(int f) {
        return addSome(f, 0);
    }

    /** {@link #addSome(int)} adding only variables {@code >= v} (all members' variables are {@code >= v}). */
    private int addSome(int f, int v) {
        if (f == Zdd.ZERO || v == t.levels()) {
            return Zdd.ZERO;
        }
        int r = lookup(ADD_SOME, f, v);
        if (r >= 0) {
            return r;
        }
        if (t.var(f) > v) {
            // No member has v: add v itself (F), or something later.
            r = t.node(v, addSome(f, v + 1), f);
        } else {
            int f0 = t.lo(f);
            int f1 = t.hi(f);
            r = t.node(v, addSome(f0, v + 1), union(f0, addSome(f1, v + 1)));
        }
        return store(ADD_SOME, f, v, r);
    }

    /** {α ∖ {v} : α ∈ F, v ∈ α} — the members holding v, without it. */
    public int cofactor1(int f, int v) {
        int vf = t.var(f);
        if (vf > v) {
            return Zdd.ZERO;
        }
        if (vf == v) {
            return t.hi(f);
        }
        int r = lookup(COFACTOR1, f, v);
        if (r >= 0) {
            return r;
        }
        r = t.node(vf, cofactor1(t.lo(f), v), cofactor1(t.hi(f), v));
        return store(COFACTOR1, f, v, r);
    }

    /**
     * Minato's weak division F / G = {α : α ∩ β = ∅ and α ∪ β ∈ F for every β ∈ G}, for a
     * non-empty G (the empty family divides nothing: callers refuse it).
     */
    public int quotient(int f, int g) {
        if (g == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (g == Zdd.ONE) {
            return f;
        }
        if (f == g) {
            return Zdd.ONE; // ∅ divides; a non-empty α would outgrow the largest member
        }
        if (f <= Zdd.ONE) {
            return Zdd.ZERO;
        }
        int r = lookup(QUOTIENT, f, g);
        if (r >= 0) {
            return r;
        }
        int v = t.var(g);
        if (t.var(f) > v) {
            r = Zdd.ZERO; // members of G hold v, no member of F does
        } else {
            // Every α lacks v (it must miss the members of G that hold v).
            r = quotient(cofactor1(f, v), t.hi(g));
            if (r != Zdd.ZERO && t.lo(g) != Zdd.ZERO) {
                r = intersect(r, quotient(offset(f, v), t.lo(g)));
            }
        }
        return store(QUOTIENT, f, g, r);
    }

    /** F % G = F ∖ ((F / G) ⊔ G), the remainder of {@link #quotient}. */
    public int remainder(int f, int g) {
        return difference(f, join(quotient(f, g), g));
    }

    /** The family of all subsets of the variables {@code from..levels-1}. */
    public int powerSet(int from) {
        int f = Zdd.ONE;
        for (int v = t.levels() - 1; v >= from; v--) {
            f = t.node(v, f, f);
        }
        return f;
    }

    /** The family holding the single set {@code vars} (strictly increasing). */
    public int single(int[] vars) {
        int f = Zdd.ONE;
        for (int i = vars.length - 1; i >= 0; i--) {
            f = t.node(vars[i], Zdd.ZERO, f);
        }
        return f;
    }
}
