package dev.shannon.zdd;

import java.util.Arrays;
import java.util.Objects;


/**
 * Simple paths between two vertices s and t: edge sets in which s and t have degree 1, every
 * other vertex degree 0 or 2, and which are connected and acyclic. For s = t the only path is
 * the trivial one, the empty edge set (so a 1×1 grid has one corner-to-corner path). Optionally the path must
 * pass through given vertices ({@link #through}, Steiner paths) or through all of them
 * ({@link #hamiltonian}). Built by Knuth's SIMPATH frontier search ({@link MateSpec}).
 */
public final class PathSpec extends MateSpec {

    private PathSpec(Universe u, int s, int t, boolean[] mustVisit) {
        super(u, s, t, mustVisit, false);
    }

    /** All simple s–t paths. */
    public static PathSpec between(Universe u, int s, int t) {
        return through(u, s, t, new int[0]);
    }

    /** The s–t paths that visit every vertex. */
    public static PathSpec hamiltonian(Universe u, int s, int t) {
        boolean[] all = new boolean[u.vertexCount()];
        Arrays.fill(all, true);
        return new PathSpec(u, checked(u, s, t), t, all);
    }

    /** The s–t paths that visit every vertex of {@code via}. */
    public static PathSpec through(Universe u, int s, int t, int[] via) {
        boolean[] must = new boolean[u.vertexCount()];
        for (int x : via) {
            if (x < 0 || x >= must.length) {
                throw new IllegalArgumentException("vertex " + x + " to pass through is not in the universe (0.." + (must.length - 1) + ")");
            }
            must[x] = true;
        }
        return new PathSpec(u, checked(u, s, t), t, must);
    }

    private static int checked(Universe u, int s, int t) {
        Objects.checkIndex(s, u.vertexCount());
        Objects.checkIndex(t, u.vertexCount());
        return s;
    }

}
