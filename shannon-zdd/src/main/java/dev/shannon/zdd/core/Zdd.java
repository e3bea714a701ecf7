package dev.shannon.zdd.core;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

/**
 * An immutable, reduced zero-suppressed decision diagram in three flat arrays: node {@code i}
 * tests variable {@code var(i)} and has children {@code lo(i)} (variable absent) and
 * {@code hi(i)} (variable present). Nodes 0 and 1 are the terminals: 0 is the empty family, 1
 * the family holding only the empty set; both have {@code var == levels()}.
 *
 * <p>Invariants (checked by {@link #checkInvariants()} in tests): children have smaller
 * numbers than their parents and larger variables; no node has {@code hi == 0} (zero
 * suppression); no two nodes agree on {@code (var, lo, hi)} (sharing). Under these rules the
 * diagram of a family is unique up to numbering (Minato 1993), which makes equality a
 * structural walk. Children-before-parents numbering makes every bottom-up pass a forward loop.
 *
 * <p>A diagram made level by level (frontier search's) may keep its variables as runs of
 * consecutive nodes on one level; they are spelled out one per node on the first call of
 * {@link #var}, so a diagram that is only counted or stored never pays four bytes a node for
 * them while it is being made.
 */
public final class Zdd {
    /** The empty family. */
    public static final int ZERO = 0;
    /** The family {∅}. */
    public static final int ONE = 1;

    private static final int B = IntChunks.BITS;
    private static final int M = IntChunks.MASK;

    private final int levels;
    private final int size;
    /** One variable per node, in chunks; null until spelled out from the runs. */
    private volatile int[][] var;
    /** Runs of nodes on one variable: nodes {@code [runEnd[r-1], runEnd[r])} test {@code runVar[r]}. */
    private final int[] runEnd;

    private final int[] runVar;
    private final int[][] lo;
    private final int[][] hi;
    private final int root;

    /** Wraps chunked arrays (see {@link IntChunks}) without copying; callers hand over ownership. */
    Zdd(int levels, int size, int[][] var, int[][] lo, int[][] hi, int root) {
        this.levels = levels;
        this.size = size;
        this.var = var;
        this.runEnd = null;
        this.runVar = null;
        this.lo = lo;
        this.hi = hi;
        this.root = root;
    }

    private Zdd(int levels, int size, int[] runEnd, int[] runVar, int[][] lo, int[][] hi, int root) {
        this.levels = levels;
        this.size = size;
        this.runEnd = runEnd;
        this.runVar = runVar;
        this.lo = lo;
        this.hi = hi;
        this.root = root;
    }

    /**
     * Builds a diagram whose nodes come in runs on one variable each: nodes {@code [runEnd[r-1],
     * runEnd[r])} (from 0 for the first run) test variable {@code runVar[r]}; the first run is the
     * two terminals.
     */
    static Zdd of(int levels, int[] runEnd, int[] runVar, IntChunks lo, IntChunks hi, int root) {
        int n = lo.size();
        if (runEnd.length == 0 || runEnd[runEnd.length - 1] != n || runEnd[0] != 2 || runVar[0] != levels) {
            throw new IllegalArgumentException("runs do not cover the " + n + " nodes");
        }
        return new Zdd(levels, n, runEnd.clone(), runVar.clone(), lo.freeze(), hi.freeze(), root);
    }

    /** Builds a diagram from finished {@link IntChunks} columns. */
    static Zdd of(int levels, IntChunks var, IntChunks lo, IntChunks hi, int root) {
        int n = var.size();
        return new Zdd(levels, n, var.freeze(), lo.freeze(), hi.freeze(), root);
    }

    /** The empty family or {∅} over {@code levels} variables. */
    public static Zdd terminal(int levels, boolean one) {
        return new Zdd(
                levels,
                2,
                new int[][] {{levels, levels}},
                new int[][] {{0, 0}},
                new int[][] {{0, 0}},
                one ? ONE : ZERO);
    }

    /** The number of variables (edges of the universe). */
    public int levels() {
        return levels;
    }

    /** Array length: terminals plus inner nodes. */
    public int size() {
        return size;
    }

    /**
     * The bytes of its columns as a budget counts them: children and variables, 12 bytes a node
     * (the variables of a diagram made in runs counted too, since the first query that needs
     * them spells them out), and the runs themselves.
     */
    public long bytes() {
        return 12L * size + (runEnd == null ? 0 : 8L * runEnd.length);
    }

    /** The number of inner (non-terminal) nodes. */
    public int nodeCount() {
        return size - 2;
    }

    public int root() {
        return root;
    }

    public int var(int node) {
        int[][] v = var;
        if (v == null) {
            v = spellOutVariables();
        }
        return v[node >>> B][node & M];
    }

    public int lo(int node) {
        return lo[node >>> B][node & M];
    }

    public int hi(int node) {
        return hi[node >>> B][node & M];
    }

    /** Whether the family is empty. */
    public boolean isEmpty() {
        return root == ZERO;
    }

    /** Whether the family contains the empty set (follow the lo-chain to the end). */
    public boolean containsEmptySet() {
        int f = root;
        while (f > ONE) {
            f = lo(f);
        }
        return f == ONE;
    }

    /**
     * Whether this diagram represents the same family as {@code other}: a structural walk that
     * maps nodes consistently (reduced diagrams are canonical, so equal families are isomorphic).
     */
    public boolean sameFamily(Zdd other) {
        if (levels != other.levels || size() != other.size()) {
            return false;
        }
        if (root <= ONE || other.root <= ONE) {
            return root == other.root;
        }
        int[] map = new int[size()];
        Arrays.fill(map, -1);
        map[ZERO] = ZERO;
        map[ONE] = ONE;
        int[] stack = new int[2 * size()];
        int sp = 0;
        stack[sp++] = root;
        stack[sp++] = other.root;
        while (sp > 0) {
            int b = stack[--sp];
            int a = stack[--sp];
            if (map[a] >= 0) {
                if (map[a] != b) {
                    return false;
                }
                continue;
            }
            if (b <= ONE || var(a) != other.var(b)) {
                return false;
            }
            map[a] = b;
            stack[sp++] = lo(a);
            stack[sp++] = other.lo(b);
            stack[sp++] = hi(a);
            stack[sp++] = other.hi(b);
        }
        return true;
    }

    /** Throws {@link IllegalStateException} if an invariant of the class comment fails. */
    public void checkInvariants() {
        if (size < 2 || var(0) != levels || var(1) != levels) {
            throw new IllegalStateException("bad terminals");
        }
        if (root < 0 || root >= size || root > ONE && root != size - 1 || root <= ONE && size != 2) {
            throw new IllegalStateException("bad root " + root + " of " + size);
        }
        HashSet<List<Integer>> seen = new HashSet<>();
        boolean[] reached = new boolean[size];
        reached[root] = true;
        for (int i = size - 1; i >= 2; i--) {
            int v = var(i);
            int l = lo(i);
            int h = hi(i);
            if (l >= i || h >= i || l < 0 || h <= 0) {
                throw new IllegalStateException("node " + i + " has bad children " + l + "," + h);
            }
            if (v < 0 || v >= levels || var(l) <= v || var(h) <= v) {
                throw new IllegalStateException("node " + i + " breaks the variable order");
            }
            if (!seen.add(List.of(v, l, h))) {
                throw new IllegalStateException("node " + i + " duplicates another");
            }
            if (!reached[i]) {
                throw new IllegalStateException("node " + i + " is unreachable");
            }
            reached[l] = true;
            reached[h] = true;
        }
    }

    /** The variable of every node, from the runs, made once (other threads wait for it). */
    private synchronized int[][] spellOutVariables() {
        if (var == null) {
            int chunks = (size + IntChunks.SIZE - 1) >>> B;
            int[][] v = new int[chunks][];
            for (int c = 0; c < chunks; c++) {
                v[c] = new int[Math.min(IntChunks.SIZE, size - c * IntChunks.SIZE)];
            }
            int from = 0;
            for (int r = 0; r < runEnd.length; r++) {
                for (int i = from; i < runEnd[r]; i++) {
                    v[i >>> B][i & M] = runVar[r];
                }
                from = runEnd[r];
            }
            var = v;
        }
        return var;
    }
}
