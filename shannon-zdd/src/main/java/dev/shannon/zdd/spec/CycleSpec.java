package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Cycles: non-empty connected edge sets in which every vertex has degree 0 or 2. In a
 * multigraph a loop is a cycle of length one and two parallel edges a cycle of length two.
 * Optionally the cycle must pass through given vertices ({@link #through}) or all of them
 * ({@link #hamiltonian}). Built by frontier search over mate states ({@link MateSpec}).
 */
public final class CycleSpec extends MateSpec {

    private CycleSpec(DecisionGraph u, boolean[] mustVisit) {
        super(u, -1, -1, mustVisit, true);
    }

    /** All cycles. */
    public static CycleSpec all(DecisionGraph u) {
        return new CycleSpec(u, null);
    }

    /** The cycles through every vertex. */
    public static CycleSpec hamiltonian(DecisionGraph u) {
        boolean[] all = new boolean[u.vertexCount()];
        Arrays.fill(all, true);
        return new CycleSpec(u, all);
    }

    /** The cycles through every vertex of {@code via}. */
    public static CycleSpec through(DecisionGraph u, int[] via) {
        boolean[] must = new boolean[u.vertexCount()];
        for (int x : VertexNumbers.requireAll(u, via, "vertex to pass through")) {
            must[x] = true;
        }
        return new CycleSpec(u, must);
    }
}
