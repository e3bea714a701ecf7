package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Edge sets by degree distribution (Graphillion's {@code degree_distribution_graphs}): for each
 * degree d from 0 to the largest one named, exactly {@code counts[d]} vertices of the universe
 * have degree d ({@link #ANY}: any number of them), and no vertex has a larger degree. A loop
 * adds two; vertices without edges in the universe have degree 0.
 *
 * <p>The state holds each frontier vertex's degree so far and, per degree, how many vertices
 * have left the frontier with it (capped one above the wanted number: more is rejected at once).
 * The counts are checked for equality after the last edge.
 */
public final class DegreeDistributionSpec implements FrontierSpec {
    /** In {@code counts}: any number of vertices may have this degree. */
    public static final int ANY = -1;

    private final DecisionGraph universe;
    private final FrontierLayout layout;
    private final int[] wanted;
    private final int maxDegree;
    private final PackedSlots degrees;
    private final PackedSlots finished;
    /** Vertices that no edge reaches: degree 0 from the start. */
    private final int isolated;

    /**
     * @param counts per degree d, the number of vertices of degree d, or {@link #ANY}
     * @throws IllegalArgumentException if {@code counts} is empty, longer than
     *                                  {@link DegreeSpec#MAX_DEGREE} + 1, or holds another negative
     */
    public DegreeDistributionSpec(DecisionGraph u, int[] counts) {
        if (counts.length == 0 || counts.length > DegreeSpec.MAX_DEGREE + 1) {
            throw new IllegalArgumentException("a degree distribution names degrees 0.." + DegreeSpec.MAX_DEGREE
                    + ", got " + counts.length + " of them");
        }
        for (int c : counts) {
            if (c < ANY) {
                throw new IllegalArgumentException("a vertex count must be at least 0 (or ANY), got " + c);
            }
        }
        this.universe = u;
        this.layout = FrontierLayout.of(u);
        this.wanted = counts.clone();
        this.maxDegree = counts.length - 1;
        int n = u.vertexCount();
        // A frontier degree one above the largest allowed is never stored: exceeding it rejects.
        this.degrees = new PackedSlots(Math.max(1, layout.width()), PackedSlots.bitsFor(Math.max(1, maxDegree)));
        this.finished = new PackedSlots(counts.length, PackedSlots.bitsFor(n + 1));
        int lonely = 0;
        for (int v = 0; v < n; v++) {
            if (layout.firstEdge(v) < 0) {
                lonely++;
            }
        }
        this.isolated = lonely;
    }

    @Override
    public int stateSize() {
        return degrees.words() + finished.words();
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + stateSize(), 0);
        if (isolated > 0 && !finish(state, at, 0, isolated)) {
            return REJECT;
        }
        return layout.edgeCount() == 0 ? complete(state, at) : 0;
    }

    @Override
    public int child(int[] st, int at, int e, boolean take) {
        int su = layout.slotU(e);
        int sv = layout.slotV(e);
        boolean loop = layout.u(e) == layout.v(e);
        if (take) {
            if (!add(st, at, su, loop ? 2 : 1) || !loop && !add(st, at, sv, 1)) {
                return REJECT;
            }
        }
        if (layout.leavesU(e) && !leave(st, at, su)) {
            return REJECT;
        }
        if (!loop && layout.leavesV(e) && !leave(st, at, sv)) {
            return REJECT;
        }
        return e + 1 == layout.edgeCount() ? complete(st, at) : e + 1;
    }

    private boolean add(int[] st, int at, int slot, int by) {
        int d = degrees.get(st, at, slot) + by;
        if (d > maxDegree) {
            return false;
        }
        degrees.set(st, at, slot, d);
        return true;
    }

    /** The vertex in {@code slot} leaves with its final degree. */
    private boolean leave(int[] st, int at, int slot) {
        int d = degrees.get(st, at, slot);
        degrees.set(st, at, slot, 0);
        return finish(st, at, d, 1);
    }

    /** Counts {@code k} more vertices of degree d; false if that is more than wanted. */
    private boolean finish(int[] st, int at, int d, int k) {
        if (wanted[d] == ANY) {
            return true;
        }
        int at2 = at + degrees.words();
        int c = finished.get(st, at2, d) + k;
        if (c > wanted[d]) {
            return false;
        }
        finished.set(st, at2, d, c);
        return true;
    }

    /** Every vertex has left: accept iff each counted degree has exactly its number. */
    private int complete(int[] st, int at) {
        int at2 = at + degrees.words();
        for (int d = 0; d <= maxDegree; d++) {
            if (wanted[d] != ANY && finished.get(st, at2, d) != wanted[d]) {
                return REJECT;
            }
        }
        return ACCEPT;
    }

    @Override
    public DecisionGraph universe() {
        return universe;
    }
}
