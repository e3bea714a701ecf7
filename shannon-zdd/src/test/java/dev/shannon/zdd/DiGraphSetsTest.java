package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Directed families against every arc set of random multigraphs read as directed (loops, antiparallel arcs). */
class DiGraphSetsTest {

    @Provide
    Arbitrary<Universe> digraphs() {
        return TestGraphs.multigraphs(6, 11, true);
    }

    private static int[] degrees(Universe u, long arcs, boolean in) {
        int[] d = new int[u.vertexCount()];
        for (int e : Brute.edges(arcs)) {
            d[in ? u.edgeV(e) : u.edgeU(e)]++;
        }
        return d;
    }

    /** The arc out of each vertex (at most one assumed), or -1. */
    private static int[] next(Universe u, long arcs) {
        int[] next = new int[u.vertexCount()];
        Arrays.fill(next, -1);
        for (int e : Brute.edges(arcs)) {
            next[u.edgeU(e)] = u.edgeV(e);
        }
        return next;
    }

    /** s = v0 → v1 → … → vk = t along the arcs, every arc used once, no vertex twice. */
    static boolean isDirectedPath(Universe u, long arcs, int s, int t) {
        if (s == t) {
            return arcs == 0;
        }
        int[] in = degrees(u, arcs, true);
        int[] out = degrees(u, arcs, false);
        for (int v = 0; v < u.vertexCount(); v++) {
            if (in[v] > 1 || out[v] > 1) {
                return false;
            }
        }
        if (in[s] != 0 || out[t] != 0) {
            return false;
        }
        int[] next = next(u, arcs);
        int steps = 0;
        for (int v = s; v != t; v = next[v]) {
            if (next[v] < 0 || ++steps > u.vertexCount()) {
                return false;
            }
        }
        return steps == Long.bitCount(arcs);
    }

    /** A closed walk along all the arcs, through each of its vertices once. */
    static boolean isDirectedCycle(Universe u, long arcs) {
        if (arcs == 0) {
            return false;
        }
        int[] in = degrees(u, arcs, true);
        int[] out = degrees(u, arcs, false);
        for (int v = 0; v < u.vertexCount(); v++) {
            if (in[v] != out[v] || in[v] > 1) {
                return false;
            }
        }
        int start = u.edgeU(Long.numberOfTrailingZeros(arcs));
        int[] next = next(u, arcs);
        int steps = 0;
        int v = start;
        do {
            v = next[v];
            steps++;
        } while (v != start && steps <= u.vertexCount());
        return steps == Long.bitCount(arcs);
    }

    /** Every vertex reached from exactly one root, by exactly one path of arcs. */
    static boolean isRootedSpanningForest(Universe u, long arcs, int[] roots) {
        int[] in = degrees(u, arcs, true);
        boolean[] root = new boolean[u.vertexCount()];
        for (int r : roots) {
            root[r] = true;
        }
        for (int v = 0; v < u.vertexCount(); v++) {
            if (in[v] != (root[v] ? 0 : 1)) {
                return false;
            }
        }
        // Follow parents up from every vertex: a root must come within n steps (no cycle).
        int[] parent = new int[u.vertexCount()];
        for (int e : Brute.edges(arcs)) {
            parent[u.edgeV(e)] = u.edgeU(e);
        }
        for (int v = 0; v < u.vertexCount(); v++) {
            int x = v;
            for (int k = 0; k <= u.vertexCount() && !root[x]; k++) {
                x = parent[x];
            }
            if (!root[x]) {
                return false;
            }
        }
        return true;
    }

    /** No undirected cycle and at most one arc into each vertex. */
    static boolean isBranching(Universe u, long arcs) {
        return !Brute.hasCycle(u, arcs) && Arrays.stream(degrees(u, arcs, true)).allMatch(d -> d <= 1);
    }

    /** Every vertex with an arc reached from the root along arcs, by exactly one path. */
    static boolean isRootedTree(Universe u, long arcs, int root) {
        int[] in = degrees(u, arcs, true);
        int[] out = degrees(u, arcs, false);
        int[] parent = new int[u.vertexCount()];
        for (int e : Brute.edges(arcs)) {
            parent[u.edgeV(e)] = u.edgeU(e);
        }
        for (int v = 0; v < u.vertexCount(); v++) {
            if (v == root ? in[v] != 0 : in[v] > 1 || in[v] == 0 && out[v] > 0) {
                return false;
            }
            int x = v;
            for (int k = 0; k <= u.vertexCount() && x != root && in[x] == 1; k++) {
                x = parent[x];
            }
            if (in[v] + out[v] > 0 && x != root) {
                return false;
            }
        }
        return true;
    }

    /**
     * Graphillion's rooted forests: no undirected cycle, roots with no arc in and some arc out,
     * every other vertex with one arc in or none at all; spanning: no vertex without an arc.
     */
    static boolean isRootedForest(Universe u, long arcs, int[] roots, boolean spanning) {
        if (Brute.hasCycle(u, arcs)) {
            return false;
        }
        int[] in = degrees(u, arcs, true);
        int[] out = degrees(u, arcs, false);
        boolean[] root = new boolean[u.vertexCount()];
        for (int r : roots) {
            root[r] = true;
        }
        for (int v = 0; v < u.vertexCount(); v++) {
            boolean ok = root[v] ? in[v] == 0 && out[v] > 0 : in[v] == 1 || in[v] + out[v] == 0;
            if (!ok || spanning && in[v] + out[v] == 0) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 300)
    void rootedTreesForestsAndBranchingsMatchEveryArcSet(@ForAll("digraphs") Universe u) {
        int root = u.vertexCount() - 1;
        assertThat(Brute.members(DiGraphSets.rootedTrees(u, root)))
                .isEqualTo(Brute.subsets(u, m -> isRootedTree(u, m, root)));
        assertThat(Brute.members(DiGraphSets.branchings(u))).isEqualTo(Brute.subsets(u, m -> isBranching(u, m)));
        int[] roots = u.vertexCount() > 2 ? new int[] {0, 2} : new int[] {0};
        for (boolean spanning : new boolean[] {false, true}) {
            assertThat(Brute.members(DiGraphSets.rootedForests(u, roots, spanning)))
                    .isEqualTo(Brute.subsets(u, m -> isRootedForest(u, m, roots, spanning)));
        }
    }

    @Property(tries = 300)
    void directedFamiliesMatchEveryArcSet(@ForAll("digraphs") Universe u) {
        int n = u.vertexCount();
        int s = 0;
        int t = n - 1;
        assertThat(Brute.members(DiGraphSets.paths(u, s, t)))
                .isEqualTo(Brute.subsets(u, m -> isDirectedPath(u, m, s, t)));
        assertThat(Brute.members(DiGraphSets.hamiltonianPaths(u, s, t)))
                .isEqualTo(Brute.subsets(
                        u, m -> isDirectedPath(u, m, s, t) && Brute.pathVisitsAll(u, m, s, t, Brute.allVertices(u))));
        Set<Long> cycles = Brute.subsets(u, m -> isDirectedCycle(u, m));
        assertThat(Brute.members(DiGraphSets.cycles(u))).isEqualTo(cycles);
        assertThat(Brute.members(DiGraphSets.hamiltonianCycles(u)))
                .isEqualTo(Brute.subsets(u, m -> isDirectedCycle(u, m) && Brute.visitsAll(u, m, Brute.allVertices(u))));
        assertThat(Brute.members(DiGraphSets.arborescences(u, s)))
                .isEqualTo(Brute.subsets(u, m -> isRootedSpanningForest(u, m, new int[] {s})));
        int[] roots = n > 1 ? new int[] {0, n - 1} : new int[] {0};
        assertThat(Brute.members(DiGraphSets.rootedSpanningForests(u, roots)))
                .isEqualTo(Brute.subsets(u, m -> isRootedSpanningForest(u, m, roots)));
    }

    @Test
    void aDirectedGridHasOneMonotonePathPerLatticePath() {
        // Grid edges point right and down: corner-to-corner directed paths are the C(2k-2, k-1) staircase paths.
        Universe grid = Universe.grid(6, 6);
        assertThat(DiGraphSets.paths(grid, "0,0", "5,5").count()).isEqualTo(BigInteger.valueOf(252));
        assertThat(DiGraphSets.cycles(grid).isEmpty()).isTrue();
        // Every vertex but the root has its parent above or to the left: 2^(n - 2k + 1) arborescences.
        assertThat(DiGraphSets.arborescences(grid, 0).count()).isEqualTo(BigInteger.ONE.shiftLeft(25));
        // From the corner every vertex can be reached, so the spanning rooted trees are those arborescences.
        assertThat(DiGraphSets.rootedTrees(grid, 0).intersection(GraphSets.spanningTrees(grid)))
                .isEqualTo(DiGraphSets.arborescences(grid, 0));
        // Graphillion's spanning rooted forest with one root is an arborescence.
        assertThat(DiGraphSets.rootedForests(grid, new int[] {0}, true)).isEqualTo(DiGraphSets.arborescences(grid, 0));
        assertThatThrownBy(() -> DiGraphSets.rootedForests(grid, new int[0], false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("branchings");
    }
}
