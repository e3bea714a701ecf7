package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * Simple paths between two vertices s and t: edge sets in which s and t have degree 1, every
 * other vertex degree 0 or 2, and which are connected and acyclic. For s = t the only path is
 * the trivial one, the empty edge set (so a 1×1 grid has one corner-to-corner path). Optionally the path must
 * pass through given vertices ({@link #through}, Steiner paths) or through all of them
 * ({@link #hamiltonian}). Built by Knuth's SIMPATH frontier search: {@link MateSpec}, or on a grid
 * decided row-major its parenthesis form {@code GridMateSpec} (the same decisions, a shorter state).
 */
public final class PathSpec {

    private PathSpec() {}

    /** All simple s–t paths. */
    public static FrontierSpec between(DecisionGraph u, int s, int t) {
        return through(u, s, t, new int[0]);
    }

    /** The s–t paths that visit every vertex. */
    public static FrontierSpec hamiltonian(DecisionGraph u, int s, int t) {
        boolean[] all = new boolean[u.vertexCount()];
        Arrays.fill(all, true);
        return of(u, checked(u, s, t), t, all);
    }

    /** The s–t paths that visit every vertex of {@code via}. */
    public static FrontierSpec through(DecisionGraph u, int s, int t, int[] via) {
        int s0 = checked(u, s, t);
        boolean[] must = new boolean[u.vertexCount()];
        for (int x : VertexNumbers.requireAll(u, via, "vertex to pass through")) {
            must[x] = true;
        }
        return of(u, s0, t, must);
    }

    private static FrontierSpec of(DecisionGraph u, int s, int t, boolean[] must) {
        FrontierSpec grid = GridMateSpec.forGrid(u, s, t, must, false);
        return grid != null ? grid : new MateSpec(u, s, t, must, false);
    }

    private static int checked(DecisionGraph u, int s, int t) {
        VertexNumbers.require(u, s, "path end");
        VertexNumbers.require(u, t, "path end");
        return s;
    }
}
