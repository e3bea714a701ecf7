package dev.shannon.zdd;

import dev.shannon.zdd.spec.ArcDegreeSpec;
import dev.shannon.zdd.spec.ConnectivitySpec;
import dev.shannon.zdd.spec.CycleSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.PathSpec;
import java.util.Arrays;

/**
 * Families of directed subgraphs (Graphillion's {@code DiGraphSet}). A directed graph is a
 * {@link Universe} whose every edge {@code e} is read as an arc from {@code edgeU(e)} to
 * {@code edgeV(e)} — the order in which {@link Universe.Builder#addEdge} was given its ends —
 * so antiparallel arcs are two edges and a loop is an arc from a vertex to itself. The families
 * are {@link GraphSet}s of arc sets, with all of GraphSet's algebra and queries; each is built
 * in one frontier search as an undirected family intersected with in- and out-degree
 * constraints ({@link ArcDegreeSpec}): a consistently oriented path, cycle or tree is exactly
 * an undirected one whose degrees fit. A vertex number outside {@code 0..n-1} is an
 * {@link IllegalArgumentException} naming it and the range.
 */
public final class DiGraphSets {
    private static final long ZERO = 1L;
    private static final long ONE = 2L;
    private static final long AT_MOST_ONE = 3L;
    private static final long ANY = -1L;
    private static final long AT_LEAST_ONE = -2L;

    private DiGraphSets() {}

    private static GraphSet build(Universe u, FrontierSpec undirected, long[] in, long[] out, boolean[] balanced) {
        return GraphSet.build(u, undirected, new ArcDegreeSpec(u, in, out, balanced));
    }

    private static long[] fill(Universe u, long mask) {
        long[] a = new long[u.vertexCount()];
        Arrays.fill(a, mask);
        return a;
    }

    /** Directed simple paths from s to t (for s = t, only the empty path). */
    public static GraphSet paths(Universe u, int s, int t) {
        return paths(u, s, t, PathSpec.between(u, s, t));
    }

    /** Directed simple paths from s to t through every vertex. */
    public static GraphSet hamiltonianPaths(Universe u, int s, int t) {
        return paths(u, s, t, PathSpec.hamiltonian(u, s, t));
    }

    private static GraphSet paths(Universe u, int s, int t, FrontierSpec undirected) {
        if (s == t) {
            return GraphSet.build(u, undirected);
        }
        long[] in = fill(u, AT_MOST_ONE);
        long[] out = fill(u, AT_MOST_ONE);
        boolean[] balanced = new boolean[u.vertexCount()];
        Arrays.fill(balanced, true);
        in[s] = ZERO;
        out[s] = ONE;
        in[t] = ONE;
        out[t] = ZERO;
        balanced[s] = false;
        balanced[t] = false;
        return build(u, undirected, in, out, balanced);
    }

    /** Directed paths between vertices given by name. */
    public static GraphSet paths(Universe u, String s, String t) {
        return paths(u, u.vertex(s), u.vertex(t));
    }

    /** Directed cycles (a loop is a cycle of length one, two antiparallel arcs one of length two). */
    public static GraphSet cycles(Universe u) {
        return build(u, CycleSpec.all(u), fill(u, AT_MOST_ONE), fill(u, AT_MOST_ONE), balancedEverywhere(u));
    }

    /** Directed cycles through every vertex. */
    public static GraphSet hamiltonianCycles(Universe u) {
        return build(u, CycleSpec.hamiltonian(u), fill(u, ONE), fill(u, ONE), balancedEverywhere(u));
    }

    private static boolean[] balancedEverywhere(Universe u) {
        boolean[] b = new boolean[u.vertexCount()];
        Arrays.fill(b, true);
        return b;
    }

    /** Spanning arborescences rooted at {@code root}: spanning trees with every arc pointing away from it. */
    public static GraphSet arborescences(Universe u, int root) {
        return rootedSpanningForests(u, new int[] {root});
    }

    /**
     * Arborescences rooted at {@code root}, spanning or not (Graphillion's {@code
     * rooted_trees(root)}): trees containing the root with every arc pointing away from it; the
     * bare root, no arc, is one of them.
     */
    public static GraphSet rootedTrees(Universe u, int root) {
        ConnectivitySpec trees = ConnectivitySpec.treesAt(u, root); // checks the root first
        long[] in = fill(u, AT_MOST_ONE);
        in[root] = ZERO;
        return build(u, trees, in, fill(u, ANY), new boolean[u.vertexCount()]);
    }

    /**
     * Branchings (Graphillion's {@code rooted_forests()} without roots): arc sets with no cycle
     * even when read undirected, and no vertex with two arcs in — forests of arborescences, each
     * tree rooted at its one vertex without an arc in. The empty set is one.
     */
    public static GraphSet branchings(Universe u) {
        return build(u, ConnectivitySpec.forests(u), fill(u, AT_MOST_ONE), fill(u, ANY), new boolean[u.vertexCount()]);
    }

    /**
     * Forests of arborescences as Graphillion's {@code rooted_forests(roots, is_spanning)} has
     * them: one tree per root, every arc pointing away from its tree's root, and every root with
     * at least one arc out; other vertices in no tree are allowed unless {@code spanning}. (Unlike
     * {@link #rootedSpanningForests}, where a root may stand alone.)
     *
     * @throws IllegalArgumentException if {@code roots} is empty (forests without given roots are
     *                                  {@link #branchings})
     */
    public static GraphSet rootedForests(Universe u, int[] roots, boolean spanning) {
        if (roots.length == 0) {
            throw new IllegalArgumentException("rooted forests need at least one root; branchings(u) has none");
        }
        ConnectivitySpec forests = ConnectivitySpec.rootedForests(u, roots, spanning); // checks the roots first
        long[] in = fill(u, AT_MOST_ONE);
        long[] out = fill(u, ANY);
        for (int r : roots) {
            in[r] = ZERO;
            out[r] = AT_LEAST_ONE;
        }
        return build(u, forests, in, out, new boolean[u.vertexCount()]);
    }

    /**
     * Spanning forests of arborescences, one rooted at each of {@code roots}: every vertex
     * reached from exactly one root along the arcs.
     */
    public static GraphSet rootedSpanningForests(Universe u, int[] roots) {
        ConnectivitySpec forests = ConnectivitySpec.rootedForests(u, roots, true); // checks the roots first
        long[] in = fill(u, ONE);
        for (int r : roots) {
            in[r] = ZERO;
        }
        return build(u, forests, in, fill(u, ANY), new boolean[u.vertexCount()]);
    }
}
