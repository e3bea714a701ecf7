package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * The paths and cycles of {@link MateSpec} on a universe that is a grid decided row-major
 * ({@link GridShape}), with the mate state written as a word of balanced parentheses: one
 * {@code long}, three bits a column, for grids of up to {@value #MAX_COLUMNS} columns.
 *
 * <p>On such a grid the frontier holds one vertex per column (between the two edges at a vertex
 * the column of the edge going down holds two; the lower one, new, is handled inside that
 * edge's step), and the vertices that have entered lie on the boundary of the part of the
 * grid already decided, in column order. Two vertex-disjoint path fragments drawn inside that
 * part (a disc) cannot join interleaved boundary points — the Jordan curve theorem — so the
 * fragments' pairs of open ends nest like parentheses. Each column therefore holds one of
 * {@code EMPTY}, {@code INNER}, {@code TO_S}, {@code TO_T} (as in {@link MateSpec}) or
 * {@code OPEN_L} / {@code OPEN_R}, the left and right end of a fragment whose other end is on
 * the frontier; the partner of an end is the matching parenthesis. This is the state of the
 * transfer-matrix enumerations of self-avoiding polygons and walks (Enting 1980, J. Phys. A 13,
 * 3713; Conway, Enting and Guttmann 1993, J. Phys. A 26, 1519; Jensen and Guttmann 1999,
 * "Self-avoiding polygons on the square lattice", J. Phys. A 32, 4867), canonical without
 * relabelling; shannon-zdd/README.md, "Paths and cycles on a grid".
 * A partner is looked up only when two open ends join, by counting depth over the parentheses
 * alone (found with bit operations on the whole word, one step per parenthesis passed).
 *
 * <p>The decisions are MateSpec's, edge for edge: the same members, the same jumps over edges
 * that cannot be taken ({@link #looksAhead()}), and a one-to-one correspondence between the
 * states of each level, so the unreduced diagram is the same node for node; only the state is
 * shorter (one {@code long} where MateSpec's slot-numbered mates take two on 14 × 14 to 16 × 16
 * grids), which the engine merges and copies faster.
 */
final class GridMateSpec implements FrontierSpec {
    /** 3 bits a column in one {@code long} (the sign bit stays clear, for the terminal sentinels). */
    static final int MAX_COLUMNS = 21;

    private static final int EMPTY = 0;
    private static final int INNER = 1;
    private static final int TO_S = 2;
    private static final int TO_T = 3;
    private static final int OPEN_L = 6;
    private static final int OPEN_R = 7;
    /** Bit 0 of every column's three: an end is a value with bit 1 set, a parenthesis one with bits 1 and 2. */
    private static final long LOW = 0x1249249249249249L;
    /** The step's results that are not states (every state is non-negative). */
    private static final long REJECTED = -1L;

    private static final long ACCEPTED = -2L;
    /** A fragment end that is a terminal: {@code FAR + TO_S} or {@code FAR + TO_T}; columns are shifts below it. */
    private static final int FAR = 64;

    // Layout of the per-edge table.
    private static final int SHIFT = 0;
    private static final int FLAGS = 1;
    private static final int MASKS = 2;
    private static final int OPEN = 3;
    private static final int CODE_A = 4;
    private static final int CODE_B = 5;
    private static final int LEAVE = 6;
    private static final int STRIDE = 8;
    private static final int DOWN = 1;
    private static final int LEAVES_A = 2;
    private static final int LEAVES_B = 4;
    private static final int TERMINAL_A = 8;
    private static final int TERMINAL_B = 16;
    private static final int MUST_A = 32;
    private static final int MUST_B = 64;

    private final DecisionGraph universe;
    private final int m;
    private final int words;
    private final boolean closesCycle;
    /**
     * Per edge: the shift of its upper or left endpoint A's column, flags, MateSpec's masks over
     * the endpoints' values (A's, then B's: the right neighbour, or the new vertex below), and
     * the end code a terminal endpoint gives the far end of the fragment it starts.
     */
    private final int[] info;
    /** Per edge: the state's bits that stay when it is decided (the columns of leaving vertices cleared). */
    private final long[] keep;
    /** Per edge: bit 3j set when column j then holds an entered, not yet left, must-visit vertex. */
    private final long[] mustAfter;

    private final int lastMustEnter;
    private final boolean impossible;
    private final int trivial;

    private GridMateSpec(
            DecisionGraph universe, GridShape grid, int s, int t, boolean[] mustVisit, boolean closesCycle) {
        this.universe = universe;
        this.closesCycle = closesCycle;
        this.m = universe.edgeCount();
        int n = universe.vertexCount();
        this.words = 3 * grid.cols <= 32 ? 1 : 2;
        // The per-edge tables (and the vertices' first and last edges) answer to the universe's
        // memory limit, as MateSpec's frontier layout does: a long thin grid has millions of edges.
        universe.requireRoom(
                (4L * STRIDE + 16) * Math.max(1, m) + 9L * n, "the grid path spec's tables (" + m + " edges)");
        boolean[] must = mustVisit == null ? new boolean[n] : mustVisit.clone();
        int[] firstEdge = new int[n];
        int[] lastEdge = new int[n];
        Arrays.fill(firstEdge, -1);
        Arrays.fill(lastEdge, -1);
        for (int e = 0; e < m; e++) {
            for (int x : new int[] {universe.edgeU(e), universe.edgeV(e)}) {
                if (firstEdge[x] < 0) {
                    firstEdge[x] = e;
                }
                lastEdge[x] = e;
            }
        }
        info = new int[Math.max(1, m) * STRIDE];
        mustAfter = new long[Math.max(1, m)];
        keep = new long[Math.max(1, m)];
        int[] inColumn = new int[grid.cols];
        for (int c = 0; c < grid.cols; c++) {
            inColumn[c] = grid.vertex(0, c);
        }
        for (int e = 0; e < m; e++) {
            int r = grid.row(e);
            int c = grid.column(e);
            boolean down = grid.down(e);
            int a = grid.vertex(r, c);
            int b = down ? grid.vertex(r + 1, c) : grid.vertex(r, c + 1);
            if (a != inColumn[c] || down && (lastEdge[a] != e || firstEdge[b] != e)) {
                throw new IllegalStateException("not a row-major grid at edge " + e);
            }
            boolean terminalA = a == s || a == t;
            boolean terminalB = b == s || b == t;
            boolean leavesA = lastEdge[a] == e;
            boolean leavesB = lastEdge[b] == e;
            int at = e * STRIDE;
            info[at + SHIFT] = 3 * c;
            info[at + FLAGS] = (down ? DOWN : 0)
                    | (leavesA ? LEAVES_A : 0)
                    | (leavesB ? LEAVES_B : 0)
                    | (terminalA ? TERMINAL_A : 0)
                    | (terminalB ? TERMINAL_B : 0)
                    | (must[a] ? MUST_A : 0)
                    | (must[b] ? MUST_B : 0);
            info[at + MASKS] = endMasks(terminalA, leavesA) | endMasks(terminalB, leavesB) << 8;
            info[at + OPEN] = openMask(terminalA) | openMask(terminalB) << 8;
            info[at + CODE_A] = a == s ? TO_S : TO_T;
            info[at + CODE_B] = b == s ? TO_S : TO_T;
            info[at + LEAVE] = leaveMask(leavesA, terminalA, must[a]) | leaveMask(leavesB, terminalB, must[b]) << 8;
            keep[e] = ~((down || leavesA ? 7L << 3 * c : 0) | (!down && leavesB ? 7L << 3 * c + 3 : 0));
            if (down) {
                inColumn[c] = b;
            }
            long mustBits = 0;
            for (int j = 0; j < grid.cols; j++) {
                int x = inColumn[j];
                if (must[x] && firstEdge[x] >= 0 && firstEdge[x] <= e && lastEdge[x] > e) {
                    mustBits |= 1L << 3 * j;
                }
            }
            mustAfter[e] = mustBits;
        }
        // As MateSpec: a terminal or must-visit vertex without edges cannot be visited, and no
        // member is complete before the last of them has entered.
        int last = -1;
        boolean dead = m == 0;
        for (int v = 0; v < n; v++) {
            if (must[v] || v == s || v == t) {
                dead |= firstEdge[v] < 0;
                last = Math.max(last, firstEdge[v]);
            }
        }
        this.lastMustEnter = last;
        this.impossible = dead;
        boolean onlyS = true;
        for (int v = 0; v < n; v++) {
            onlyS &= !must[v] || v == s;
        }
        this.trivial = s >= 0 && s == t ? (onlyS ? ACCEPT : REJECT) : 0;
    }

    /**
     * The spec of s–t paths ({@code closesCycle} false) or of cycles (s = t = -1), through every
     * vertex of {@code mustVisit}, if {@code universe} is a row-major grid of at most
     * {@value #MAX_COLUMNS} columns; null otherwise.
     */
    static GridMateSpec forGrid(DecisionGraph universe, int s, int t, boolean[] mustVisit, boolean closesCycle) {
        GridShape grid = GridShape.of(universe, MAX_COLUMNS);
        return grid == null ? null : new GridMateSpec(universe, grid, s, t, mustVisit, closesCycle);
    }

    /** MateSpec's masks over a value: bits 0-7 whether it may take the edge, 16-23 whether its fragment ends at a terminal. */
    private static int endMasks(boolean terminal, boolean leaves) {
        int ends = 1 << TO_S | 1 << TO_T | 1 << OPEN_L | 1 << OPEN_R;
        int ok = (terminal || !leaves ? 1 << EMPTY : 0) | (terminal ? 0 : ends);
        int toTerminal = (terminal ? 1 << EMPTY : 0) | 1 << TO_S | 1 << TO_T;
        return ok | toTerminal << 16;
    }

    /**
     * Over a value: whether the vertex may have it after the edge (MateSpec's leaveSlot) — any,
     * unless it leaves; then no open end, and no terminal or must-visit vertex unvisited.
     */
    private static int leaveMask(boolean leaves, boolean terminal, boolean must) {
        if (!leaves) {
            return 0xFF;
        }
        return terminal ? 0xFF & ~(1 << EMPTY) : 1 << INNER | (must ? 0 : 1 << EMPTY);
    }

    /** Over a value: whether the vertex may take one more edge. */
    private static int openMask(boolean terminal) {
        return 1 << EMPTY | (terminal ? 0 : 1 << TO_S | 1 << TO_T | 1 << OPEN_L | 1 << OPEN_R);
    }

    @Override
    public int stateSize() {
        return words;
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + words, 0);
        if (trivial != 0) {
            return trivial;
        }
        return impossible ? REJECT : next(0L, -1, state, at);
    }

    private long read(int[] st, int at) {
        long lo = st[at] & 0xFFFFFFFFL;
        return words == 1 ? lo : lo | (long) st[at + 1] << 32;
    }

    private void write(int[] st, int at, long x) {
        st[at] = (int) x;
        if (words == 2) {
            st[at + 1] = (int) (x >>> 32);
        }
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        long x = step(read(st, at), e, take);
        return x >= 0 ? next(x, e, st, at) : x == ACCEPTED ? ACCEPT : REJECT;
    }

    /** Both branches in one call, the state unpacked once. */
    @Override
    public long children(int[] st, int at, int[] taken, int tat, int e) {
        long x = read(st, at);
        long y = step(x, e, true);
        int take = y >= 0 ? next(y, e, taken, tat) : y == ACCEPTED ? ACCEPT : REJECT;
        long z = step(x, e, false);
        int skip = z >= 0 ? next(z, e, st, at) : REJECT;
        return (long) take << 32 | (skip & 0xFFFFFFFFL);
    }

    /** The spec jumps over every edge it cannot take ({@link #takeable} is exact). */
    @Override
    public boolean looksAhead() {
        return true;
    }

    /** The next edge after {@code e} that state x could take, skipping the others; the state is written out. */
    private int next(long x, int e, int[] st, int at) {
        for (int f = e + 1; f < m; f++) {
            int b = f * STRIDE;
            int sh = info[b + SHIFT];
            int a = (int) (x >>> sh) & 7;
            int v = (info[b + FLAGS] & DOWN) != 0 ? EMPTY : (int) (x >>> sh + 3) & 7;
            int masks = info[b + MASKS];
            int both = masks >>> a & masks >>> 8 + v;
            if ((both & 1) != 0 && takeable(x, f, a, v, both)) {
                write(st, at, x);
                return f;
            }
            // Skipped: the endpoints that leave must be allowed to, as they are.
            int leave = info[b + LEAVE];
            if ((leave >>> a & leave >>> 8 + v & 1) == 0) {
                return REJECT;
            }
            x &= keep[f];
        }
        return REJECT;
    }

    /**
     * MateSpec's takeable, for an edge both of whose endpoints (of values a and v, v EMPTY for
     * the new vertex below) may take it: whether taking it, and the leaving after it, would not
     * reject. {@code both} holds the endpoints' masks ANDed.
     */
    private boolean takeable(long x, int f, int a, int v, int both) {
        if ((both & 1 << 16) == 0 && (a != OPEN_L || v != OPEN_R)) {
            return true;
        }
        int b = f * STRIDE;
        int sh = info[b + SHIFT];
        long own = (info[b + FLAGS] & DOWN) != 0 ? 7L << sh : 63L << sh;
        if (a == OPEN_L && v == OPEN_R) {
            // Neighbouring parentheses are partners: the edge closes a cycle.
            return closesCycle && completes(x, f, own);
        }
        // Joining the s-fragment to the t-fragment finishes the path.
        return completes(x, f, own);
    }

    /**
     * Whether the member is complete once edge f is taken: every must-visit vertex has entered,
     * no column outside {@code own} (the edge's endpoints) holds an open end, and none holds a
     * must-visit vertex still empty.
     */
    private boolean completes(long x, int f, long own) {
        if (lastMustEnter > f) {
            return false;
        }
        long y = x & ~own;
        long open = y >>> 1 & LOW;
        long missed = ~(y | y >>> 1 | y >>> 2) & mustAfter[f] & ~own;
        return (open | missed) == 0;
    }

    /** State x after deciding edge e (and its endpoints leaving, if they do), or REJECTED / ACCEPTED. */
    private long step(long x, int e, boolean take) {
        int b = e * STRIDE;
        int sh = info[b + SHIFT];
        boolean down = (info[b + FLAGS] & DOWN) != 0;
        if (take) {
            return down ? takeDown(x, b, e, sh) : takeRight(x, b, e, sh);
        }
        int a = (int) (x >>> sh) & 7;
        int v = down ? EMPTY : (int) (x >>> sh + 3) & 7;
        int leave = info[b + LEAVE];
        return (leave >>> a & leave >>> 8 + v & 1) == 0 ? REJECTED : x & keep[e];
    }

    /**
     * Takes an edge from A (column c) down to the new vertex K: A leaves after it, and K takes
     * its place in column c — K continues A's fragment, so an end keeps its parenthesis.
     */
    private long takeDown(long x, int b, int e, int sh) {
        int flags = info[b + FLAGS];
        int a = (int) (x >>> sh) & 7;
        int open = info[b + OPEN];
        if ((open >>> a & open >>> 8 & 1) == 0) {
            return REJECTED;
        }
        int k;
        if (a == EMPTY) {
            // A fresh vertex other than a terminal would leave as a dead end.
            if ((flags & TERMINAL_A) == 0) {
                return REJECTED;
            }
            if ((flags & TERMINAL_B) != 0) {
                return completes(x, e, 7L << sh) ? ACCEPTED : REJECTED;
            }
            k = info[b + CODE_A];
        } else if ((flags & TERMINAL_B) == 0) {
            k = a;
        } else if (a <= TO_T) {
            // The s-fragment meets the t-fragment.
            return completes(x, e, 7L << sh) ? ACCEPTED : REJECTED;
        } else {
            x = with(x, a == OPEN_L ? partnerRight(x, sh) : partnerLeft(x, sh), info[b + CODE_B]);
            k = INNER;
        }
        // A, full now, may leave; K may have to as well (a grid of one column).
        if ((info[b + LEAVE] >>> 8 + k & 1) == 0) {
            return REJECTED;
        }
        return (flags & LEAVES_B) != 0 ? x & keep[e] : with(x, sh, k);
    }

    /** Takes an edge from A (column c) to its right neighbour B (column c + 1). */
    private long takeRight(long x, int b, int e, int sh) {
        int flags = info[b + FLAGS];
        int a = (int) (x >>> sh) & 7;
        int v = (int) (x >>> sh + 3) & 7;
        int open = info[b + OPEN];
        if ((open >>> a & open >>> 8 + v & 1) == 0) {
            return REJECTED;
        }
        boolean freshA = a == EMPTY && (flags & TERMINAL_A) == 0;
        boolean freshB = v == EMPTY && (flags & TERMINAL_B) == 0;
        // The joins that move or drop ends without changing a partner come first: no scan.
        if (freshA && freshB) {
            x = with(with(x, sh, OPEN_L), sh + 3, OPEN_R);
        } else if (freshB && a != EMPTY) {
            x = with(with(x, sh, INNER), sh + 3, a);
        } else if (freshA && v != EMPTY) {
            x = with(with(x, sh, v), sh + 3, INNER);
        } else if (a == OPEN_R && v == OPEN_L) {
            x = with(with(x, sh, INNER), sh + 3, INNER);
        } else if (a == OPEN_L && v == OPEN_R) {
            return closesCycle && completes(x, e, 63L << sh) ? ACCEPTED : REJECTED;
        } else if (a == OPEN_L && v == OPEN_L) {
            // (( joined: the right one's partner now closes the left one's pair.
            x = with(with(with(x, partnerRight(x, sh + 3), OPEN_L), sh, INNER), sh + 3, INNER);
        } else if (a == OPEN_R && v == OPEN_R) {
            x = with(with(with(x, partnerLeft(x, sh), OPEN_R), sh, INNER), sh + 3, INNER);
        } else {
            // A terminal, or an end reaching one, on at least one side.
            int farA = far(x, a, sh, flags & TERMINAL_A, info[b + CODE_A]);
            int farB = far(x, v, sh + 3, flags & TERMINAL_B, info[b + CODE_B]);
            if (farA != sh) {
                x = with(x, sh, INNER);
            }
            if (farB != sh + 3) {
                x = with(x, sh + 3, INNER);
            }
            if ((farA & farB & FAR) != 0) {
                return completes(x, e, 63L << sh) ? ACCEPTED : REJECTED;
            }
            if (farA < FAR) {
                x = with(x, farA, code(farB, farA));
            }
            if (farB < FAR) {
                x = with(x, farB, code(farA, farB));
            }
        }
        int leave = info[b + LEAVE];
        if ((leave >>> ((int) (x >>> sh) & 7) & leave >>> 8 + ((int) (x >>> sh + 3) & 7) & 1) == 0) {
            return REJECTED;
        }
        return x & keep[e];
    }

    /** x with the column at shift sh set to v. */
    private static long with(long x, int sh, int v) {
        return x & ~(7L << sh) | (long) v << sh;
    }

    /** The far end of the fragment an endpoint of value v (in the column at shift sh) is joined by: a shift, or FAR + an end code. */
    private static int far(long x, int v, int sh, int terminal, int terminalCode) {
        if (v == EMPTY) {
            return terminal != 0 ? FAR + terminalCode : sh;
        }
        if (v <= TO_T) {
            return FAR + v;
        }
        return v == OPEN_L ? partnerRight(x, sh) : partnerLeft(x, sh);
    }

    /** The value of the end at shift {@code at} whose fragment's other end is {@code far}. */
    private static int code(int far, int at) {
        return far >= FAR ? far - FAR : far > at ? OPEN_L : OPEN_R;
    }

    /** The shift of the OPEN_R matching the OPEN_L at shift {@code sh}: depth counted over the parentheses to its right. */
    static int partnerRight(long x, int sh) {
        long paren = x >>> 1 & x >>> 2 & LOW;
        long closing = paren & x;
        long rest = paren & -2L << sh;
        int depth = 1;
        while (rest != 0) {
            int p = Long.numberOfTrailingZeros(rest);
            depth += 1 - 2 * (int) (closing >>> p & 1);
            if (depth == 0) {
                return p;
            }
            rest &= rest - 1;
        }
        throw unbalanced(x);
    }

    /** The shift of the OPEN_L matching the OPEN_R at shift {@code sh}, over the parentheses to its left. */
    static int partnerLeft(long x, int sh) {
        long paren = x >>> 1 & x >>> 2 & LOW;
        long closing = paren & x;
        long rest = paren & (1L << sh) - 1;
        int depth = 1;
        while (rest != 0) {
            int p = 63 - Long.numberOfLeadingZeros(rest);
            depth += 2 * (int) (closing >>> p & 1) - 1;
            if (depth == 0) {
                return p;
            }
            rest ^= 1L << p;
        }
        throw unbalanced(x);
    }

    private static IllegalStateException unbalanced(long x) {
        return new IllegalStateException("unbalanced grid mate state " + Long.toOctalString(x));
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
