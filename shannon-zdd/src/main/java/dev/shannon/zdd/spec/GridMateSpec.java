package dev.shannon.zdd.spec;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

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
 * <p>The decisions are MateSpec's, edge for edge: the same members and the same jumps over edges
 * that cannot be taken ({@link #looksAhead()}); the states of each level are MateSpec's but for
 * one merge: a vertex that is neither a terminal nor to be visited, with one edge left after the
 * one that has just made it inner, is written fresh (it can take that edge in neither case), as
 * TdZdd's PathZdd writes a fresh vertex skipped at its last edge but one as used up. On a
 * row-major grid that is the last column's vertex, for the one level between its left edge and
 * its down edge; on 14 × 14 corner paths 1% of the unreduced nodes, the same number as TdZdd's.
 * The state is shorter than MateSpec's (one {@code long} where its slot-numbered mates take two on
 * 14 × 14 to 16 × 16 grids), which the engine merges and copies faster.
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
    /** The step's results that are not states (every state is non-negative): SearchSpec's REJECT and ACCEPT. */
    private static final long REJECTED = REJECT;

    // Layout of the per-edge row: one cache line of longs.
    /** The shift of the upper or left endpoint A's column, the window over the edge's columns' values above it, and the base of its transition table above that. */
    private static final int WINDOW = 0;
    /** Over the window's value (A's, then B's three bits): taking the edge gives a state. */
    private static final int TAKES = 1;
    /** Over the window's value: taking the edge finishes a member if nothing else is left unfinished. */
    private static final int FINISHES = 2;
    /** Over the window's value: skipping the edge (and the leaving after it) gives a state. */
    private static final int SKIPS = 3;
    /** The state's bits that stay when the edge is skipped (the columns of leaving vertices cleared). */
    private static final int KEEP = 4;
    /** The state's bits outside the edge's own columns. */
    private static final int OTHERS = 5;
    /** Bit 3j set when column j, outside the edge's, then holds an entered, not yet left, must-visit vertex. */
    private static final int MUST = 6;
    /** Nonzero while some terminal or must-visit vertex has not entered yet (no member can be complete). */
    private static final int EARLY = 7;

    private static final int ROW = 8;

    // A transition: the edge's columns' new values (after leaving), or a flag-marked non-state.
    /** The far end of one endpoint's fragment changes its kind: it is looked for and rewritten. */
    private static final int PARTNER = 1 << 6;
    /** The fragment whose far end changes is B's (else A's). */
    private static final int FROM_B = 1 << 7;
    /** That far end lies to the left (its near end is an OPEN_R). */
    private static final int LEFTWARD = 1 << 8;
    /** The far end's new value, 3 bits from here. */
    private static final int NEW_FAR = 9;

    private static final int NOT_A_STATE = Integer.MIN_VALUE;
    /** Taking the edge joins the last two open ends: a member if nothing else is left unfinished. */
    private static final int FINISH = NOT_A_STATE | 1 << 30;

    private final DecisionGraph universe;
    private final int m;
    private final int words;
    /** Per edge, {@value #ROW} longs (see {@link #WINDOW} and after). */
    private final long[] rows;
    /**
     * The transitions of taking an edge, 64 per kind of edge (indexed by the window's value):
     * edges alike in direction, leaving, terminals and must-visit endpoints share theirs.
     */
    private final int[] moves;

    private final boolean impossible;
    private final int trivial;

    private GridMateSpec(
            DecisionGraph universe, GridShape grid, int s, int t, boolean[] mustVisit, boolean closesCycle) {
        this.universe = universe;
        this.m = universe.edgeCount();
        int n = universe.vertexCount();
        this.words = 3 * grid.cols <= 32 ? 1 : 2;
        // The per-edge tables (and the vertices' first and last edges) answer to the universe's
        // memory limit, as MateSpec's frontier layout does: a long thin grid has millions of edges.
        universe.requireRoom(8L * ROW * Math.max(1, m) + 9L * n, "the grid path spec's tables (" + m + " edges)");
        boolean[] must = mustVisit == null ? new boolean[n] : mustVisit.clone();
        int[] firstEdge = new int[n];
        int[] lastEdge = new int[n];
        int[] lastButOneEdge = new int[n];
        Arrays.fill(firstEdge, -1);
        Arrays.fill(lastEdge, -1);
        Arrays.fill(lastButOneEdge, -1);
        for (int e = 0; e < m; e++) {
            for (int x : new int[] {universe.edgeU(e), universe.edgeV(e)}) {
                if (firstEdge[x] < 0) {
                    firstEdge[x] = e;
                }
                lastButOneEdge[x] = lastEdge[x];
                lastEdge[x] = e;
            }
        }
        // As MateSpec: a terminal or must-visit vertex without edges cannot be visited, and no
        // member is complete before the last of them has entered.
        int lastMustEnter = -1;
        boolean dead = m == 0;
        for (int v = 0; v < n; v++) {
            if (must[v] || v == s || v == t) {
                dead |= firstEdge[v] < 0;
                lastMustEnter = Math.max(lastMustEnter, firstEdge[v]);
            }
        }
        this.impossible = dead;
        boolean onlyS = true;
        for (int v = 0; v < n; v++) {
            onlyS &= !must[v] || v == s;
        }
        this.trivial = s >= 0 && s == t ? (onlyS ? ACCEPT : REJECT) : 0;
        rows = new long[Math.max(1, m) * ROW];
        // The transition tables grow by one kind of edge at a time (a grid has a few dozen kinds).
        Map<Integer, Integer> kinds = new HashMap<>();
        int[] pool = new int[0];
        int[] table = new int[64];
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
            Edge edge = new Edge(
                    down,
                    lastEdge[a] == e,
                    lastEdge[b] == e,
                    a == s || a == t,
                    b == s || b == t,
                    must[a],
                    must[b],
                    a == s ? TO_S : TO_T,
                    b == s ? TO_S : TO_T,
                    closesCycle,
                    !down && lastButOneEdge[b] == e && b != s && b != t && !must[b]);
            int kind = edge.kind();
            Integer base = kinds.get(kind);
            long takes = 0;
            long finishes = 0;
            long skips = 0;
            for (int w = 0; w < 64; w++) {
                int move = edge.move(w & 7, w >>> 3);
                table[w] = move;
                takes |= (move >= 0 ? 1L : 0L) << w;
                finishes |= (move == FINISH ? 1L : 0L) << w;
                skips |= (edge.skips(w & 7, w >>> 3) ? 1L : 0L) << w;
            }
            if (base == null) {
                base = kinds.size() * 64;
                kinds.put(kind, base);
                pool = Arrays.copyOf(pool, base + 64);
                System.arraycopy(table, 0, pool, base, 64);
            }
            int sh = 3 * c;
            long own = (down ? 7L : 63L) << sh;
            int at = e * ROW;
            rows[at + WINDOW] = sh | (down ? 7L : 63L) << 8 | (long) base << 16;
            rows[at + TAKES] = takes;
            // No member finishes before every terminal and must-visit vertex has entered. Until
            // then each row's first edge has a mark that no state's window matches (value 4 is
            // no column's), so that the test for finishing edges is seen passed from the first
            // row on: a test first passed on the last row would send the compiled expansion
            // back to the interpreter to be compiled again.
            boolean early = lastMustEnter > e;
            rows[at + FINISHES] = !early ? finishes : c == 0 ? 1L << 4 : 0;
            rows[at + SKIPS] = skips;
            rows[at + KEEP] = ~((down || edge.leavesA ? 7L << sh : 0) | (!down && edge.leavesB ? 7L << sh + 3 : 0));
            rows[at + OTHERS] = ~own;
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
            rows[at + MUST] = mustBits & ~own;
            rows[at + EARLY] = lastMustEnter > e ? 1 : 0;
        }
        this.moves = pool;
    }

    /**
     * What an edge is to the spec: from A (upper or left) down to the new vertex B or right to B,
     * whether each endpoint leaves after it, is a terminal (and which: its end code) or must be
     * visited.
     */
    private record Edge(
            boolean down,
            boolean leavesA,
            boolean leavesB,
            boolean terminalA,
            boolean terminalB,
            boolean mustA,
            boolean mustB,
            int codeA,
            int codeB,
            boolean closesCycle,
            boolean lastButOneB) {

        int kind() {
            return (down ? 1 : 0)
                    | (leavesA ? 2 : 0)
                    | (leavesB ? 4 : 0)
                    | (terminalA ? 8 : 0)
                    | (terminalB ? 16 : 0)
                    | (mustA ? 32 : 0)
                    | (mustB ? 64 : 0)
                    | codeA << 7
                    | codeB << 9
                    | (closesCycle ? 1 << 11 : 0)
                    | (lastButOneB ? 1 << 12 : 0);
        }

        /** Whether an endpoint of value v may take one more edge. */
        private static boolean open(int v, boolean terminal) {
            return v == EMPTY || !terminal && (v == TO_S || v == TO_T || v == OPEN_L || v == OPEN_R);
        }

        /**
         * Whether a vertex may have value v after the edge (MateSpec's leaveSlot): any, unless it
         * leaves; then no open end, and no terminal or must-visit vertex unvisited.
         */
        private static boolean mayLeave(int v, boolean leaves, boolean terminal, boolean must) {
            return !leaves || (terminal ? v != EMPTY : v == INNER || v == EMPTY && !must);
        }

        boolean skips(int a, int v) {
            return (!down || v == EMPTY)
                    && mayLeave(a, down || leavesA, terminalA, mustA)
                    && mayLeave(v, leavesB, terminalB, mustB);
        }

        /**
         * Taking the edge when A holds a and B holds v (EMPTY for the new vertex below): the
         * edge's columns' new values (B's three bits above A's; a vertex that leaves clears its
         * column, and on a down edge B takes A's column), with {@link #PARTNER} and its fields
         * when the far end of a fragment changes kind; or {@link #FINISH} or
         * {@link #NOT_A_STATE}.
         */
        int move(int a, int v) {
            if (a == 4 || a == 5 || v == 4 || v == 5 || down && v != EMPTY) {
                return NOT_A_STATE;
            }
            if (!open(a, terminalA) || !open(v, terminalB)) {
                return NOT_A_STATE;
            }
            return down ? moveDown(a) : moveRight(a, v);
        }

        /**
         * Down to the new vertex K, which takes A's column (A leaves): K continues A's fragment,
         * so an end keeps its parenthesis.
         */
        private int moveDown(int a) {
            int k;
            int partner = 0;
            if (a == EMPTY) {
                // A fresh vertex other than a terminal would leave as a dead end.
                if (!terminalA) {
                    return NOT_A_STATE;
                }
                if (terminalB) {
                    return FINISH;
                }
                k = codeA;
            } else if (!terminalB) {
                k = a;
            } else if (a <= TO_T) {
                // The s-fragment meets the t-fragment.
                return FINISH;
            } else {
                partner = PARTNER | (a == OPEN_R ? LEFTWARD : 0) | codeB << NEW_FAR;
                k = INNER;
            }
            // K may have to leave as well (a grid of one column).
            if (!mayLeave(k, leavesB, terminalB, mustB)) {
                return NOT_A_STATE;
            }
            return (leavesB ? 0 : k) | partner;
        }

        /** Right to B in the next column; the joins that move or drop ends keep every parenthesis. */
        private int moveRight(int a, int v) {
            boolean freshA = a == EMPTY && !terminalA;
            boolean freshB = v == EMPTY && !terminalB;
            int na;
            int nb;
            int partner = 0;
            if (freshA && freshB) {
                na = OPEN_L;
                nb = OPEN_R;
            } else if (freshB && a != EMPTY) {
                na = INNER;
                nb = a;
            } else if (freshA && v != EMPTY) {
                na = v;
                nb = INNER;
            } else if (a == OPEN_R && v == OPEN_L) {
                na = INNER;
                nb = INNER;
            } else if (a == OPEN_L && v == OPEN_R) {
                // Neighbouring parentheses are partners: the edge closes a cycle.
                return closesCycle ? FINISH : NOT_A_STATE;
            } else if (a == OPEN_L && v == OPEN_L) {
                // (( joined: the right one's partner now closes the left one's pair.
                na = INNER;
                nb = INNER;
                partner = PARTNER | FROM_B | OPEN_L << NEW_FAR;
            } else if (a == OPEN_R && v == OPEN_R) {
                na = INNER;
                nb = INNER;
                partner = PARTNER | LEFTWARD | OPEN_R << NEW_FAR;
            } else {
                // A terminal, or an end reaching one, on at least one side (both fresh or both
                // parentheses were all handled above): the other side's far end takes its code.
                int endA = a == EMPTY ? (terminalA ? codeA : -1) : a <= TO_T ? a : 0;
                int endB = v == EMPTY ? (terminalB ? codeB : -1) : v <= TO_T ? v : 0;
                if (endA > 0 && endB > 0) {
                    return FINISH;
                }
                na = INNER;
                nb = INNER;
                if (endA < 0) {
                    na = endB;
                } else if (endB < 0) {
                    nb = endA;
                } else if (endA == 0) {
                    partner = PARTNER | (a == OPEN_R ? LEFTWARD : 0) | endB << NEW_FAR;
                } else {
                    partner = PARTNER | FROM_B | (v == OPEN_R ? LEFTWARD : 0) | endA << NEW_FAR;
                }
            }
            if (!mayLeave(na, leavesA, terminalA, mustA) || !mayLeave(nb, leavesB, terminalB, mustB)) {
                return NOT_A_STATE;
            }
            if (lastButOneB && nb == INNER) {
                // B has one edge left, which it cannot take now (it would end there); neither
                // could it fresh, so an inner B is written as a fresh one: the two states merge.
                nb = EMPTY;
            }
            return (leavesA ? 0 : na) | (leavesB ? 0 : nb) << 3 | partner;
        }
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
        return impossible ? REJECT : written(0L, -1, state, at);
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
        long x = read(st, at);
        int b = e * ROW;
        long w = rows[b + WINDOW];
        int sh = (int) w & 0xFF;
        int window = (int) (x >>> sh) & (int) (w >>> 8) & 63;
        long y = take ? take(x, b, sh, moves[(int) (w >>> 16) + window]) : skip(x, b, window);
        return written(y, e, st, at);
    }

    /** {@link #next} with the state written to {@code st[at ..]}, for the spec's ints. */
    private int written(long x, int e, int[] st, int at) {
        long[] kid = new long[1];
        int level = next(x, e, kid, 0);
        if (level >= 0) {
            write(st, at, kid[0]);
        }
        return level;
    }

    /** Both branches in one call, on the spec's ints (the engine calls the form on longs). */
    @Override
    public long children(int[] st, int at, int[] taken, int tat, int e) {
        long[] out = new long[CHILDREN];
        children(new long[] {read(st, at)}, 0, 1, e, out);
        long both = out[0];
        if ((int) both >= 0) {
            write(st, at, out[1]);
        }
        if ((int) (both >>> 32) >= 0) {
            write(taken, tat, out[2]);
        }
        return both;
    }

    /**
     * Both branches of each state of a run in one call, on the states as the engine keeps them,
     * one {@code long} each: it is this spec's own word (the ints are its low and high halves), so
     * nothing is unpacked or packed on the way, and the edge's row is read once a run.
     */
    @Override
    public void children(long[] keys, int from, int n, int e, long[] out) {
        int b = e * ROW;
        long w = rows[b + WINDOW];
        int sh = (int) w & 0xFF;
        int columns = (int) (w >>> 8) & 63;
        int moveBase = (int) (w >>> 16);
        for (int i = 0, o = 0; i < n; i++, o += CHILDREN) {
            long x = keys[from + i];
            int window = (int) (x >>> sh) & columns;
            int take = next(take(x, b, sh, moves[moveBase + window]), e, out, o + 2);
            int skip = next(skip(x, b, window), e, out, o + 1);
            out[o] = (long) take << 32 | (skip & 0xFFFFFFFFL);
        }
    }

    @Override
    public boolean onLongs() {
        return true;
    }

    /** The spec jumps over every edge it cannot take ({@link #next} tests each exactly). */
    @Override
    public boolean looksAhead() {
        return true;
    }

    /**
     * State x after skipping the edge of row b (its endpoints that leave must be allowed to, as
     * they are), or REJECTED; without a branch.
     */
    private long skip(long x, int b, int window) {
        return x & rows[b + KEEP] | (rows[b + SKIPS] >>> window & 1) - 1;
    }

    /**
     * State x after taking the edge of row b by transition {@code move}, or REJECTED or ACCEPT.
     * Which of the two non-states is chosen without a branch: a member is finished only on the
     * last row of the grid, and a branch first taken there would send the compiled expansion
     * back to the interpreter (an "unstable if") and have it compiled again.
     */
    private long take(long x, int b, int sh, int move) {
        long y = x & rows[b + OTHERS] | (long) (move & 63) << sh;
        if ((move & PARTNER) != 0) {
            int from = (move & FROM_B) != 0 ? sh + 3 : sh;
            int far = (move & LEFTWARD) != 0 ? partnerLeft(x, from) : partnerRight(x, from);
            y = with(y, far, move >>> NEW_FAR & 7);
        }
        // Whether a finishing move finishes a member, looked at only where one can (as in next).
        long finished = 0;
        if (rows[b + FINISHES] != 0) {
            long u = unfinished(x, b);
            finished = (move >>> 30 & 1) & ~(u | -u) >>> 63;
        }
        long notState = move >> 31;
        return y & ~notState | (REJECTED - finished) & notState;
    }

    /**
     * Zero when the member would be complete after the edge of row b: every terminal and
     * must-visit vertex has entered, no column outside the edge's holds an open end, and none
     * holds a must-visit vertex still empty.
     */
    private long unfinished(long x, int b) {
        long y = x & rows[b + OTHERS];
        return y >>> 1 & LOW | ~(y | y >>> 1 | y >>> 2) & rows[b + MUST] | rows[b + EARLY];
    }

    /**
     * The next edge after {@code e} that state x could take, skipping the others; the state is
     * written to {@code out[i]}. A non-state (REJECT, ACCEPT) is passed through, tested here for
     * both branches of {@link #children}, so that its branch is seen taken from the first levels
     * on.
     */
    private int next(long x, int e, long[] out, int i) {
        if (x < 0) {
            return (int) x;
        }
        for (int f = e + 1; f < m; f++) {
            int b = f * ROW;
            long w = rows[b + WINDOW];
            int window = (int) (x >>> (int) w) & (int) (w >>> 8) & 63;
            // Takeable: a state, or a finished member, looked for only on edges where one can
            // be (on corner paths, those after the last terminal's first; the test for it alone
            // took a tenth of the expansion when made on every edge). The search stops here if
            // the edge is takeable or cannot be skipped; which of the two is told without a
            // branch (a state that can do neither is first met on the last row).
            long takes = rows[b + TAKES];
            long finishes = rows[b + FINISHES];
            if (finishes != 0) {
                long u = unfinished(x, b);
                takes |= finishes & ~((u | -u) >> 63);
            }
            if (((takes | ~rows[b + SKIPS]) >>> window & 1) != 0) {
                out[i] = x;
                return f | (int) (takes >>> window & 1) - 1;
            }
            x &= rows[b + KEEP];
        }
        return REJECT;
    }

    /** x with the column at shift sh set to v. */
    private static long with(long x, int sh, int v) {
        return x & ~(7L << sh) | (long) v << sh;
    }

    /**
     * The shift of the OPEN_R matching the OPEN_L at shift {@code sh}: depth counted over the
     * parentheses to its right, all of them, the first return to depth 0 kept without a
     * branch. A loop that stopped there would leave on its first step in every search of the
     * first rows (where no two pairs nest), and the compiled expansion, with this inlined,
     * would be sent back to the interpreter and compiled again when a search first goes on.
     */
    static int partnerRight(long x, int sh) {
        long paren = x >>> 1 & x >>> 2 & LOW;
        long closing = paren & x;
        long rest = paren & -2L << sh;
        int depth = 1;
        int found = 64;
        while (rest != 0) {
            int p = Long.numberOfTrailingZeros(rest);
            depth += 1 - 2 * (int) (closing >>> p & 1);
            found = Math.min(found, p | ((depth | -depth) >>> 31) << 6);
            rest &= rest - 1;
        }
        if (found == 64) {
            throw unbalanced(x);
        }
        return found;
    }

    /** The shift of the OPEN_L matching the OPEN_R at shift {@code sh}, over the parentheses to its left (as {@link #partnerRight}). */
    static int partnerLeft(long x, int sh) {
        long paren = x >>> 1 & x >>> 2 & LOW;
        long closing = paren & x;
        long rest = paren & (1L << sh) - 1;
        int depth = 1;
        int found = -1;
        while (rest != 0) {
            int p = 63 - Long.numberOfLeadingZeros(rest);
            depth += 2 * (int) (closing >>> p & 1) - 1;
            found = Math.max(found, p | -((depth | -depth) >>> 31));
            rest ^= 1L << p;
        }
        if (found < 0) {
            throw unbalanced(x);
        }
        return found;
    }

    private static IllegalStateException unbalanced(long x) {
        return new IllegalStateException("unbalanced grid mate state " + Long.toOctalString(x));
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
