package dev.shannon.zdd.spec;

import dev.shannon.zdd.Universe;

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
 */
abstract class MateSpec implements FrontierSpec {
    static final int EMPTY = 0;
    static final int INNER = 1;
    static final int TO_S = 2;
    static final int TO_T = 3;
    static final int PAIR = 4;
    /** Fragment ends that are not frontier slots. */
    private static final int END_S = -1;
    private static final int END_T = -2;

    private final FrontierLayout layout;
    private final PackedSlots slots;
    private final int s;
    private final int t;
    private final boolean[] mustVisit;
    /** Completion is impossible before every must-visit vertex has entered the frontier. */
    private final int lastMustEnter;
    private final boolean impossible;
    /** ACCEPT or REJECT when s = t (only the empty path can qualify), else 0. */
    private final int trivial;

    /**
     * @param s,t       path terminals, or -1 for cycles
     * @param mustVisit vertices every member must pass through (may be null)
     */
    MateSpec(Universe universe, int s, int t, boolean[] mustVisit) {
        this.layout = FrontierLayout.of(universe);
        this.slots = new PackedSlots(Math.max(1, layout.width()),
                PackedSlots.bitsFor(PAIR + Math.max(1, layout.width()) - 1));
        this.s = s;
        this.t = t;
        this.mustVisit = mustVisit == null ? new boolean[universe.vertexCount()] : mustVisit.clone();
        int last = -1;
        boolean dead = universe.edgeCount() == 0;
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

    /** Whether joining the two ends of one fragment is a success (cycles) or not (paths). */
    abstract boolean closesCycle();

    @Override
    public int stateSize() {
        return slots.words();
    }

    @Override
    public int root(int[] state, int at) {
        java.util.Arrays.fill(state, at, at + slots.words(), 0);
        if (trivial != 0) {
            return trivial;
        }
        return impossible ? REJECT : 0;
    }

    private boolean isTerminal(int x) {
        return x == s || x == t;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int u = layout.u(e);
        int v = layout.v(e);
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if (take) {
            int r = take(st, at, e, u, v, su, sv);
            if (r != 0) {
                return r;
            }
        }
        if (layout.leavesU(e) && !leave(st, at, u, su)) {
            return REJECT;
        }
        if (u != v && layout.leavesV(e) && !leave(st, at, v, sv)) {
            return REJECT;
        }
        return e + 1 < layout.edgeCount() ? e + 1 : REJECT;
    }

    /** Takes edge e; returns 0 to go on, or ACCEPT/REJECT. */
    private int take(int[] st, int at, int e, int u, int v, int su, int sv) {
        int mu = slots.get(st, at, su);
        if (u == v) {
            // A loop is a cycle of length one: only a cycle family accepts it, on a fresh vertex.
            if (!closesCycle() || mu != EMPTY) {
                return REJECT;
            }
            slots.set(st, at, su, INNER);
            return complete(st, at, e);
        }
        int mv = slots.get(st, at, sv);
        if (!open(u, mu) || !open(v, mv)) {
            return REJECT;
        }
        int endU = farEnd(u, mu, su);
        int endV = farEnd(v, mv, sv);
        if (endU == sv) {
            if (!closesCycle()) {
                return REJECT;
            }
            slots.set(st, at, su, INNER);
            slots.set(st, at, sv, INNER);
            return complete(st, at, e);
        }
        if (mu != EMPTY || isTerminal(u)) {
            slots.set(st, at, su, INNER);
        }
        if (mv != EMPTY || isTerminal(v)) {
            slots.set(st, at, sv, INNER);
        }
        if (endU == END_S && endV == END_T || endU == END_T && endV == END_S) {
            return complete(st, at, e);
        }
        if (endU >= 0) {
            slots.set(st, at, endU, code(endV));
        }
        if (endV >= 0) {
            slots.set(st, at, endV, code(endU));
        }
        return 0;
    }

    /** Whether a vertex with value m may take one more edge. */
    private boolean open(int x, int m) {
        return m == EMPTY || m != INNER && !isTerminal(x);
    }

    private int farEnd(int x, int m, int slot) {
        if (m == EMPTY) {
            return x == s ? END_S : x == t ? END_T : slot;
        }
        return m == TO_S ? END_S : m == TO_T ? END_T : m - PAIR;
    }

    private static int code(int end) {
        return end == END_S ? TO_S : end == END_T ? TO_T : PAIR + end;
    }

    /** The one cycle or path is complete: accept iff nothing else is open and all visits are done. */
    private int complete(int[] st, int at, int e) {
        if (lastMustEnter > e) {
            return REJECT;
        }
        for (int slot = 0; slot < layout.width(); slot++) {
            int m = slots.get(st, at, slot);
            if (m >= TO_S) {
                return REJECT;
            }
            if (m == EMPTY) {
                int x = layout.occupant(e, slot);
                if (x >= 0 && layout.lastEdge(x) > e && mustVisit[x]) {
                    return REJECT;
                }
            }
        }
        // Vertices that leave at e itself were just joined (INNER) or are checked by leave().
        return ACCEPT;
    }

    /** Vertex x leaves the frontier; false if that strands an open end or misses a visit. */
    private boolean leave(int[] st, int at, int x, int slot) {
        int m = slots.get(st, at, slot);
        slots.set(st, at, slot, EMPTY);
        if (isTerminal(x)) {
            return m != EMPTY;
        }
        if (m >= TO_S) {
            return false;
        }
        return m != EMPTY || !mustVisit[x];
    }
}
