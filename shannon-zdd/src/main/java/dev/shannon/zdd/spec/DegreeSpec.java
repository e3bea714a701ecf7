package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Per-vertex degree constraints: the edge sets in which every constrained vertex {@code v} has
 * a degree in its allowed set (a loop adds two). Degrees are tracked only for constrained
 * vertices on the frontier; a choice is rejected as soon as no allowed degree is reachable
 * with the vertex's remaining edges, so dead states never reach the next level.
 *
 * <p>Matchings, perfect matchings and k-factors are degree constraints
 * ({@link #matchings}, {@link #kFactors}); with {@link ForbiddenEdgeSetsSpec} they describe
 * tile puzzles such as Tsunagaru.
 */
public final class DegreeSpec implements FrontierSpec {
    private final DecisionGraph universe;
    /** Allowed degrees are bits of a {@code long}. */
    public static final int MAX_DEGREE = 63;

    private final FrontierLayout layout;
    private final PackedSlots slots;
    /** Bit d set iff degree d is allowed; -1 (all bits) for unconstrained vertices. */
    private final long[] allowed;

    private final boolean[] constrained;
    /** Edges at u (resp. v) after e, counting a loop twice: how much the degree can still grow. */
    private final int[] restU;

    private final int[] restV;
    private final boolean impossible;

    /**
     * @param allowed per vertex, a bit mask of allowed degrees (bit d = degree d), or -1 for no
     *                constraint
     */
    public DegreeSpec(DecisionGraph u, long[] allowed) {
        this.universe = u;
        if (allowed.length != u.vertexCount()) {
            throw new IllegalArgumentException(
                    "need " + u.vertexCount() + " degree constraints, got " + allowed.length);
        }
        this.layout = FrontierLayout.of(u);
        this.allowed = allowed.clone();
        this.constrained = new boolean[allowed.length];
        int maxDeg = 1;
        boolean dead = false;
        for (int v = 0; v < allowed.length; v++) {
            constrained[v] = allowed[v] != -1L;
            if (constrained[v]) {
                maxDeg = Math.max(maxDeg, 63 - Long.numberOfLeadingZeros(allowed[v] | 1));
                if (layout.firstEdge(v) < 0 && (allowed[v] & 1L) == 0) {
                    dead = true;
                }
            }
        }
        // One value above the largest allowed degree is never stored: exceeding it rejects.
        this.slots = new PackedSlots(Math.max(1, layout.width()), PackedSlots.bitsFor(maxDeg));
        int m = u.edgeCount();
        restU = new int[m];
        restV = new int[m];
        int[] seen = new int[u.vertexCount()];
        for (int e = m - 1; e >= 0; e--) {
            restU[e] = seen[layout.u(e)];
            restV[e] = seen[layout.v(e)];
            seen[layout.u(e)]++;
            seen[layout.v(e)]++;
        }
        this.impossible = dead;
    }

    /** Matchings: every degree 0 or 1. */
    public static DegreeSpec matchings(DecisionGraph u) {
        return uniform(u, 0b11L);
    }

    /** k-factors (spanning k-regular subgraphs); k = 1 gives perfect matchings. */
    public static DegreeSpec kFactors(DecisionGraph u, int k) {
        if (k < 0 || k > MAX_DEGREE) {
            throw new IllegalArgumentException("k must be 0.." + MAX_DEGREE + ", got " + k);
        }
        return uniform(u, 1L << k);
    }

    /** The same allowed-degree mask for every vertex. */
    public static DegreeSpec uniform(DecisionGraph u, long mask) {
        long[] a = new long[u.vertexCount()];
        Arrays.fill(a, mask);
        return new DegreeSpec(u, a);
    }

    @Override
    public int stateSize() {
        return slots.words();
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + slots.words(), 0);
        if (impossible) {
            return REJECT;
        }
        return layout.edgeCount() == 0 ? ACCEPT : 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int u = layout.u(e);
        int v = layout.v(e);
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        if (u == v) {
            if (!step(st, at, u, su, take ? 2 : 0, restU[e], layout.leavesU(e))) {
                return REJECT;
            }
        } else if (!step(st, at, u, su, take ? 1 : 0, restU[e], layout.leavesU(e))
                || !step(st, at, v, sv, take ? 1 : 0, restV[e], layout.leavesV(e))) {
            return REJECT;
        }
        if (e + 1 == layout.edgeCount()) {
            return ACCEPT;
        }
        return e + 1;
    }

    /** Adds {@code add} to x's degree; false if no allowed degree stays reachable. */
    private boolean step(int[] st, int at, int x, int slot, int add, int rest, boolean leaves) {
        if (!constrained[x]) {
            return true;
        }
        int d = slots.get(st, at, slot) + add;
        long mask = allowed[x];
        if (d > MAX_DEGREE || (mask >>> d) == 0) {
            return false;
        }
        if (leaves) {
            slots.set(st, at, slot, 0);
            return (mask >>> d & 1L) != 0;
        }
        // Some allowed degree must lie in d .. d + rest.
        long window = rest >= 63 ? -1L : (1L << (rest + 1)) - 1;
        if ((mask >>> d & window) == 0) {
            return false;
        }
        slots.set(st, at, slot, d);
        return true;
    }

    @Override
    public final DecisionGraph universe() {
        return universe;
    }
}
