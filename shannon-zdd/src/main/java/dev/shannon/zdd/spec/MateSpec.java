package dev.shannon.zdd.spec;

import dev.shannon.zdd.core.SearchSpec;
import java.util.Arrays;

/**
 * Knuth's SIMPATH "mate" state, shared by {@link PathSpec} and {@link CycleSpec}: the chosen
 * edges form vertex-disjoint path fragments, and each frontier vertex records where it stands:
 * <ul>
 * <li>{@code EMPTY}: no chosen edge yet (or the slot is free);</li>
 * <li>{@code INNER}: it can take no more edges (degree 2, or a path terminal of degree 1);</li>
 * <li>{@code TO_S}, {@code TO_T}: it is the open end of the fragment whose other end is the
 * path terminal s (or t);</li>
 * <li>{@code PAIR + j}: it is an open end of a fragment whose other end sits in slot j.</li>
 * </ul>
 * Taking an edge joins two fragments by their ends; joining the two ends of one fragment closes
 * a cycle, and joining the s-fragment to the t-fragment completes a path. Either ends the
 * search: every other fragment must be closed already, every vertex that must be visited must
 * have been, and all remaining edges are skipped (ACCEPT). A vertex leaving the frontier as an
 * open end would stay a dead end, so that choice is rejected.
 *
 * <p>After each edge the spec looks at the next ones and jumps over every edge it could not take
 * anyway (an endpoint already full, or a path that would close on itself). Such a node would be
 * removed by zero suppression; not making it saves its state and links. The per-edge facts the
 * hot loop needs sit in one flat table, and slot values are unpacked inline. Whether an endpoint
 * can take an edge, and whether its fragment reaches a terminal, is one bit of a per-edge mask
 * indexed by the endpoint's value class, not a chain of value-dependent branches; with that,
 * {@code take} is small enough for the JIT to inline into {@code child}
 * (docs/history/benchmarks-to-2026-12-04.md, "the path spec's tables", issue 18).
 *
 * <p>{@link PathSpec} and {@link CycleSpec} choose it for every universe except a grid decided
 * row-major, where {@code GridMateSpec} makes the same decisions with a shorter state.
 */
public final class MateSpec implements FrontierSpec {
    private final DecisionGraph universe;
    static final int EMPTY = 0;
    static final int INNER = 1;
    static final int TO_S = 2;
    static final int TO_T = 3;
    static final int PAIR = 4;
    /** Fragment ends that are not frontier slots. */
    private static final int END_S = -1;

    private static final int END_T = -2;

    // Layout of the per-edge table: slot, word and shift of each endpoint, then flags.
    private static final int SU = 0;
    private static final int SV = 1;
    private static final int WU = 2;
    private static final int SHU = 3;
    private static final int WV = 4;
    private static final int SHV = 5;
    private static final int FLAGS = 6;
    private static final int MASKS = 7;
    private static final int OPEN = 8;
    private static final int EMPTY_END_U = 9;
    private static final int EMPTY_END_V = 10;
    private static final int STRIDE = 16;
    private static final int LEAVES_U = 1;
    private static final int LEAVES_V = 2;
    private static final int TERMINAL_U = 4;
    private static final int TERMINAL_V = 8;
    private static final int LOOP = 16;
    private static final int MUST_U = 32;
    private static final int MUST_V = 64;

    private final FrontierLayout layout;
    private final int m;
    private final int width;
    private final int words;
    private final int bits;
    private final int mask;
    private final int[] wordOf;
    private final int[] shiftOf;
    private final int[] info;
    private final boolean[] mustVisit;
    /** Completion is impossible before every must-visit vertex has entered the frontier. */
    private final int lastMustEnter;

    private final boolean impossible;
    /** ACCEPT or REJECT when s = t (only the empty path can qualify), else 0. */
    private final int trivial;

    private final boolean closesCycle;

    /**
     * @param s,t       path terminals, or -1 for cycles
     * @param mustVisit vertices every member must pass through (may be null)
     */
    MateSpec(DecisionGraph universe, int s, int t, boolean[] mustVisit, boolean closesCycle) {
        this.universe = universe;
        this.layout = FrontierLayout.of(universe);
        this.closesCycle = closesCycle;
        this.m = universe.edgeCount();
        this.width = Math.max(1, layout.width());
        this.bits = PackedSlots.bitsFor(PAIR + width - 1);
        this.mask = (1 << bits) - 1;
        int perWord = 32 / bits;
        this.words = (width + perWord - 1) / perWord;
        this.wordOf = new int[width];
        this.shiftOf = new int[width];
        for (int i = 0; i < width; i++) {
            wordOf[i] = i / perWord;
            shiftOf[i] = (i % perWord) * bits;
        }
        this.mustVisit = mustVisit == null ? new boolean[universe.vertexCount()] : mustVisit.clone();
        info = new int[Math.max(1, m) * STRIDE];
        for (int e = 0; e < m; e++) {
            int u = layout.u(e);
            int v = layout.v(e);
            int b = e * STRIDE;
            info[b + SU] = layout.slotU(e);
            info[b + SV] = layout.slotV(e);
            info[b + WU] = wordOf[layout.slotU(e)];
            info[b + SHU] = shiftOf[layout.slotU(e)];
            info[b + WV] = wordOf[layout.slotV(e)];
            info[b + SHV] = shiftOf[layout.slotV(e)];
            info[b + FLAGS] = (layout.leavesU(e) ? LEAVES_U : 0)
                    | (layout.leavesV(e) && u != v ? LEAVES_V : 0)
                    | (u == s || u == t ? TERMINAL_U : 0)
                    | (v == s || v == t ? TERMINAL_V : 0)
                    | (u == v ? LOOP : 0)
                    | (this.mustVisit[u] ? MUST_U : 0)
                    | (this.mustVisit[v] ? MUST_V : 0);
            if (u != v) {
                info[b + MASKS] = endMasks(u == s || u == t, layout.leavesU(e))
                        | endMasks(v == s || v == t, layout.leavesV(e)) << 8;
                info[b + OPEN] = openMask(u == s || u == t) | openMask(v == s || v == t) << 8;
            }
            info[b + EMPTY_END_U] = u != s && u != t ? layout.slotU(e) : u == s ? END_S : END_T;
            info[b + EMPTY_END_V] = v != s && v != t ? layout.slotV(e) : v == s ? END_S : END_T;
        }
        int last = -1;
        boolean dead = m == 0;
        for (int v = 0; v < universe.vertexCount(); v++) {
            if (this.mustVisit[v] || v == s || v == t) {
                if (layout.firstEdge(v) < 0) {
                    dead = true;
                }
                last = Math.max(last, layout.firstEdge(v));
            }
        }
        this.lastMustEnter = last;
        this.impossible = dead;
        // A path from s to itself is the trivial path: no edges, visiting s alone.
        boolean onlyS = true;
        for (int v = 0; v < this.mustVisit.length; v++) {
            onlyS &= !this.mustVisit[v] || v == s;
        }
        this.trivial = s >= 0 && s == t ? (onlyS ? ACCEPT : REJECT) : 0;
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
        return impossible ? REJECT : next(state, at, -1);
    }

    /**
     * For one endpoint of an edge, two masks over its value's class ({@code min(value, PAIR)}):
     * bits 0-4, whether it may take the edge (open, and not stranded as a fresh open end when it
     * leaves with it); bits 16-20, whether its fragment then ends at a path terminal. Shifted
     * left by 8 for the edge's second endpoint. One table lookup instead of a chain of
     * value-dependent branches, which the processor mispredicts.
     */
    private static int endMasks(boolean terminal, boolean leaves) {
        int ok = (terminal || !leaves ? 1 << EMPTY : 0) | (terminal ? 0 : 1 << TO_S | 1 << TO_T | 1 << PAIR);
        int toTerminal = (terminal ? 1 << EMPTY : 0) | 1 << TO_S | 1 << TO_T;
        return ok | toTerminal << 16;
    }

    /** Over a vertex's value class ({@code min(value, PAIR)}): whether it may take one more edge. */
    private static int openMask(boolean terminal) {
        return 1 << EMPTY | (terminal ? 0 : 1 << TO_S | 1 << TO_T | 1 << PAIR);
    }

    private int get(int[] st, int at, int slot) {
        return (st[at + wordOf[slot]] >>> shiftOf[slot]) & mask;
    }

    private void set(int[] st, int at, int slot, int value) {
        int w = at + wordOf[slot];
        int sh = shiftOf[slot];
        st[w] = (st[w] & ~(mask << sh)) | (value << sh);
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        if (take) {
            int r = take(st, at, e);
            if (r != 0) {
                return r;
            }
        }
        if (!leave(st, at, e)) {
            return REJECT;
        }
        return next(st, at, e);
    }

    /** Both branches in one call ({@link SearchSpec#children}), the take branch on a copy. */
    @Override
    public long children(int[] st, int at, int[] taken, int tat, int e) {
        for (int i = 0; i < words; i++) {
            taken[tat + i] = st[at + i];
        }
        int take = take(taken, tat, e);
        if (take == 0) {
            take = leave(taken, tat, e) ? next(taken, tat, e) : REJECT;
        }
        int skip = leave(st, at, e) ? next(st, at, e) : REJECT;
        return SearchSpec.bothLevels(skip, take);
    }

    /** The next edge after {@code e} that could be taken, skipping (and leaving through) the others. */
    private int next(int[] st, int at, int e) {
        for (int f = e + 1; f < m; f++) {
            if (takeable(st, at, f)) {
                return f;
            }
            if (!leave(st, at, f)) {
                return REJECT;
            }
        }
        return REJECT;
    }

    /**
     * Whether taking edge f leads anywhere: exactly when {@link #take} and the {@link #leave}
     * after it would not reject, so the search never makes a node whose take-branch is empty
     * (zero suppression would remove it) and the engine need not probe ({@link #looksAhead()}).
     * The frontier is scanned only when the edge would finish the member.
     */
    private boolean takeable(int[] st, int at, int f) {
        int b = f * STRIDE;
        int flags = info[b + FLAGS];
        int su = info[b + SU];
        int mu = (st[at + info[b + WU]] >>> info[b + SHU]) & mask;
        if ((flags & LOOP) != 0) {
            return closesCycle && mu == EMPTY && completes(st, at, f, su, su);
        }
        int sv = info[b + SV];
        int mv = (st[at + info[b + WV]] >>> info[b + SHV]) & mask;
        int m = info[b + MASKS];
        int both = m >>> Math.min(mu, PAIR) & m >>> 8 + Math.min(mv, PAIR);
        if ((both & 1) == 0) {
            return false;
        }
        if (mu == PAIR + sv) {
            return closesCycle && completes(st, at, f, su, sv);
        }
        // Joining the s-fragment to the t-fragment finishes the path.
        return (both & 1 << 16) == 0 || completes(st, at, f, su, sv);
    }

    /**
     * Whether the member is complete once edge f's endpoints (slots a and b) are full: every
     * must-visit vertex has entered the frontier, no other fragment is open, no must-visit vertex
     * on the frontier was missed. What {@link #complete} decides, without changing the state.
     */
    private boolean completes(int[] st, int at, int f, int a, int b) {
        if (lastMustEnter > f) {
            return false;
        }
        for (int slot = 0; slot < width; slot++) {
            if (slot == a || slot == b) {
                continue;
            }
            int v = get(st, at, slot);
            if (v >= TO_S) {
                return false;
            }
            if (v == EMPTY) {
                int x = layout.occupant(f, slot);
                if (x >= 0 && mustVisit[x]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The spec jumps over every edge it cannot take ({@link #takeable} is exact). */
    @Override
    public boolean looksAhead() {
        return true;
    }

    /** Takes edge e; returns 0 to go on, or ACCEPT/REJECT. */
    private int take(int[] st, int at, int e) {
        int b = e * STRIDE;
        if ((info[b + FLAGS] & LOOP) != 0) {
            return takeLoop(st, at, e, b);
        }
        int su = info[b + SU];
        int sv = info[b + SV];
        int mu = get(st, at, su);
        int mv = get(st, at, sv);
        int open = info[b + OPEN];
        if ((open >>> Math.min(mu, PAIR) & open >>> 8 + Math.min(mv, PAIR) & 1) == 0) {
            return REJECT;
        }
        int endU = mu == EMPTY ? info[b + EMPTY_END_U] : farEnd(mu);
        int endV = mv == EMPTY ? info[b + EMPTY_END_V] : farEnd(mv);
        if (endU == sv) {
            return closeCycle(st, at, e, su, sv);
        }
        // A vertex that already had an edge (or is a terminal) is now full; a fresh one is
        // now the open end of the joined fragment (its own far end), written below.
        if (endU != su) {
            set(st, at, su, INNER);
        }
        if (endV != sv) {
            set(st, at, sv, INNER);
        }
        if ((endU & endV) < 0) {
            // The s-fragment met the t-fragment (one fragment holds s, so the ends differ).
            return complete(st, at, e);
        }
        if (endU >= 0) {
            set(st, at, endU, code(endV));
        }
        if (endV >= 0) {
            set(st, at, endV, code(endU));
        }
        return 0;
    }

    /** A loop is a cycle of length one: only a cycle family accepts it, on a fresh vertex. */
    private int takeLoop(int[] st, int at, int e, int b) {
        int su = info[b + SU];
        if (!closesCycle || get(st, at, su) != EMPTY) {
            return REJECT;
        }
        set(st, at, su, INNER);
        return complete(st, at, e);
    }

    /** u and v are the two ends of one fragment: a cycle closes, complete for cycle families. */
    private int closeCycle(int[] st, int at, int e, int su, int sv) {
        if (!closesCycle) {
            return REJECT;
        }
        set(st, at, su, INNER);
        set(st, at, sv, INNER);
        return complete(st, at, e);
    }

    /** The other end of the fragment that a vertex with end value m (not EMPTY or INNER) belongs to. */
    private static int farEnd(int m) {
        // TO_S and TO_T map to END_S and END_T, and back in code: 1 - x both ways.
        return m >= PAIR ? m - PAIR : TO_S + END_S - m;
    }

    private static int code(int end) {
        return end >= 0 ? PAIR + end : TO_S + END_S - end;
    }

    /** The one cycle or path is complete: accept iff nothing else is open and all visits are done. */
    private int complete(int[] st, int at, int e) {
        if (lastMustEnter > e) {
            return REJECT;
        }
        for (int slot = 0; slot < width; slot++) {
            int v = get(st, at, slot);
            if (v >= TO_S) {
                return REJECT;
            }
            if (v == EMPTY) {
                int x = layout.occupant(e, slot);
                if (x >= 0 && mustVisit[x]) {
                    return REJECT;
                }
            }
        }
        return ACCEPT;
    }

    /** The endpoints whose last edge is e leave; false if that strands an open end or misses a visit. */
    private boolean leave(int[] st, int at, int e) {
        int b = e * STRIDE;
        int flags = info[b + FLAGS];
        if ((flags & LEAVES_U) != 0
                && !leaveSlot(st, at, info[b + SU], (flags & TERMINAL_U) != 0, (flags & MUST_U) != 0)) {
            return false;
        }
        return (flags & LEAVES_V) == 0
                || leaveSlot(st, at, info[b + SV], (flags & TERMINAL_V) != 0, (flags & MUST_V) != 0);
    }

    private boolean leaveSlot(int[] st, int at, int slot, boolean terminal, boolean must) {
        int v = get(st, at, slot);
        set(st, at, slot, EMPTY);
        if (terminal) {
            return v != EMPTY;
        }
        if (v >= TO_S) {
            return false;
        }
        return v != EMPTY || !must;
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
