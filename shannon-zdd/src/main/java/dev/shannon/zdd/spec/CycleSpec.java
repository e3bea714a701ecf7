package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Cycles: non-empty connected edge sets in which every vertex has degree 0 or 2. In a
 * multigraph a loop is a cycle of length one and two parallel edges a cycle of length two.
 * Optionally the cycle must pass through given vertices ({@link #through}) or all of them
 * ({@link #hamiltonian}). Built by frontier search over mate states: {@link MateSpec}, or on a
 * grid decided row-major its parenthesis form {@code GridMateSpec}.
 */
public final class CycleSpec {

    private CycleSpec() {}

    /** All cycles. */
    public static FrontierSpec all(DecisionGraph u) {
        return of(u, null);
    }

    /** The cycles through every vertex. */
    public static FrontierSpec hamiltonian(DecisionGraph u) {
        boolean[] all = new boolean[u.vertexCount()];
        Arrays.fill(all, true);
        return of(u, all);
    }

    /** The cycles through every vertex of {@code via}. */
    public static FrontierSpec through(DecisionGraph u, int[] via) {
        boolean[] must = new boolean[u.vertexCount()];
        for (int x : VertexNumbers.requireAll(u, via, "vertex to pass through")) {
            must[x] = true;
        }
        return of(u, must);
    }

    private static FrontierSpec of(DecisionGraph u, boolean[] must) {
        FrontierSpec grid = GridMateSpec.forGrid(u, -1, -1, must, true);
        return grid != null ? grid : new MateSpec(u, -1, -1, must, true);
    }
}
