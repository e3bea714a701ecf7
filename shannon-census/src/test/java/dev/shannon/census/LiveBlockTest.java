package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class LiveBlockTest {

    /** The block of the virtual edge st is exactly the set of vertices on some simple s–t path. */
    @Property(tries = 3000)
    void blockIsTheVerticesOnSimplePaths(
            @ForAll @IntRange(min = 2, max = 9) int n,
            @ForAll @IntRange(min = 0, max = 16) int edges,
            @ForAll long seed) {
        int[] w = TestGraphs.random(n, edges, new Random(seed));
        int[] onPath = new int[1];
        paths(n, w, 0, 1, onPath);
        assertThat(new LiveBlock().of(n, w)).isEqualTo(onPath[0]);
    }

    /** Depth-first enumeration of simple paths from s = 0 to t = 1; ors each path's vertices into found[0]. */
    private static void paths(int n, int[] w, int v, int visited, int[] found) {
        if (v == 1) {
            found[0] |= visited;
            return;
        }
        for (int u = 0; u < n; u++) {
            if (w[v * MinorCode.STRIDE + u] > 0 && (visited >> u & 1) == 0) {
                paths(n, w, u, visited | 1 << u, found);
            }
        }
    }
}
