package dev.shannon.zdd;

import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.spec.BicliqueSpec;
import dev.shannon.zdd.spec.BipartiteSpec;
import dev.shannon.zdd.spec.CliqueSpec;
import dev.shannon.zdd.spec.ConnectivitySpec;
import dev.shannon.zdd.spec.CycleSpec;
import dev.shannon.zdd.spec.DegreeDistributionSpec;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.EdgeCountSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.InducedSpec;
import dev.shannon.zdd.spec.PartitionSpec;
import dev.shannon.zdd.spec.PathSpec;
import dev.shannon.zdd.spec.TouchedWeightSpec;
import java.math.BigInteger;

/**
 * The named families of subgraphs, each built by frontier-based search from one spec of
 * this package. Vertices may be given by number or by name; a number outside {@code 0..n-1} or
 * an unknown name is an {@link IllegalArgumentException} naming it. For a family with
 * several constraints at once (degrees, groups, edge counts, weights, forbidden patterns) use
 * {@link #graphs(Universe)}.
 *
 * <p>Conventions, for multigraphs too: a loop adds 2 to its vertex's degree and is a cycle of
 * length one; two parallel edges form a cycle of length two; "connected" and "tree" speak of the
 * graph formed by the chosen edges and their endpoints.
 */
public final class GraphSets {
    private GraphSets() {}

    /**
     * The number of edge sets a spec accepts, by frontier search that carries counts instead of
     * building a diagram: only the states of the levels in flight are kept, so families far too
     * large to store can still be counted.
     */
    public static BigInteger count(Universe u, FrontierSpec spec) {
        return count(u, spec, Runtime.getRuntime().availableProcessors());
    }

    /**
     * {@link #count(Universe, FrontierSpec)} with {@code threads} threads sharing each large level
     * of the search (small levels stay on the calling thread). The spec's {@code child} is then
     * called from several threads at once, each on its own buffer, as every spec here allows.
     */
    public static BigInteger count(Universe u, FrontierSpec spec, int threads) {
        FrontierSpec.requireFor(u, spec);
        return u.search(budget -> FrontierEngine.count(
                        u.edgeCount(), spec, budget, FrontierEngine.Options.DEFAULT.withThreads(threads))
                .count());
    }

    /** Every subgraph satisfying several constraints at once. */
    public static GraphConstraints graphs(Universe u) {
        return new GraphConstraints(u);
    }

    /** Simple paths from {@code s} to {@code t}; for s = t, only the empty path (see {@link PathSpec}). */
    public static GraphSet paths(Universe u, int s, int t) {
        return GraphSet.build(u, PathSpec.between(u, s, t));
    }

    /** Simple paths between the vertices named {@code s} and {@code t}. */
    public static GraphSet paths(Universe u, String s, String t) {
        return paths(u, u.vertex(s), u.vertex(t));
    }

    /** Hamiltonian paths from {@code s} to {@code t}: simple paths through every vertex. */
    public static GraphSet hamiltonianPaths(Universe u, int s, int t) {
        return GraphSet.build(u, PathSpec.hamiltonian(u, s, t));
    }

    /** Steiner paths: simple s–t paths through every vertex of {@code via}. */
    public static GraphSet steinerPaths(Universe u, int s, int t, int... via) {
        return GraphSet.build(u, PathSpec.through(u, s, t, via));
    }

    /** Cycles (non-empty, connected, every degree 0 or 2). */
    public static GraphSet cycles(Universe u) {
        return GraphSet.build(u, CycleSpec.all(u));
    }

    /** Hamiltonian cycles: cycles through every vertex. */
    public static GraphSet hamiltonianCycles(Universe u) {
        return GraphSet.build(u, CycleSpec.hamiltonian(u));
    }

    /** Steiner cycles: cycles through every vertex of {@code via}. */
    public static GraphSet steinerCycles(Universe u, int... via) {
        return GraphSet.build(u, CycleSpec.through(u, via));
    }

    /** Non-empty trees: connected acyclic edge sets. */
    public static GraphSet trees(Universe u) {
        return GraphSet.build(u, ConnectivitySpec.trees(u));
    }

    /** Trees containing {@code root}; the bare root (no edge) counts as a tree. */
    public static GraphSet trees(Universe u, int root) {
        return GraphSet.build(u, ConnectivitySpec.treesAt(u, root));
    }

    /** Spanning trees. Their number is given by Kirchhoff's matrix-tree theorem. */
    public static GraphSet spanningTrees(Universe u) {
        return GraphSet.build(u, ConnectivitySpec.spanningTrees(u));
    }

    /** Forests: all edge sets without a cycle, the empty set included. */
    public static GraphSet forests(Universe u) {
        return GraphSet.build(u, ConnectivitySpec.forests(u));
    }

    /** Rooted forests: every tree holds exactly one root; spanning ones cover every vertex. */
    public static GraphSet forests(Universe u, int[] roots, boolean spanning) {
        return GraphSet.build(u, ConnectivitySpec.rootedForests(u, roots, spanning));
    }

    /** Connected edge sets: one connected piece, the empty set excluded. */
    public static GraphSet connected(Universe u) {
        return GraphSet.build(u, ConnectivitySpec.connected(u));
    }

    /**
     * Connected edge sets whose piece contains all the given vertices (at least one). With a single
     * vertex the empty edge set is a member: the vertex alone is a connected piece containing it,
     * unlike {@link #connected(Universe)}, which asks for no vertex and excludes it.
     */
    public static GraphSet connectedContaining(Universe u, int... vertices) {
        return GraphSet.build(u, ConnectivitySpec.connectedContaining(u, vertices));
    }

    /**
     * Edge sets with exactly {@code k} components in which each vertex group lies within one
     * component, different groups in different ones (Graphillion's {@code vertex_groups}); with
     * {@code spanning}, untouched vertices count as components too, so the result describes the
     * partitions of the vertex set into k connected parts, each part by its connecting edges.
     */
    public static GraphSet withComponents(Universe u, int k, boolean spanning, int[]... groups) {
        if (k < 0) {
            throw new IllegalArgumentException("the number of components must be >= 0, got " + k);
        }
        return GraphSet.build(u, new ConnectivitySpec(u, groups, k, false, spanning));
    }

    /**
     * Steiner trees: trees that touch every terminal. With a single terminal the empty edge set
     * (the terminal alone) is a member.
     */
    public static GraphSet steinerTrees(Universe u, int... terminals) {
        return GraphSet.build(u, ConnectivitySpec.steinerTrees(u, terminals));
    }

    /** Every edge set in which all terminals lie in one component (anything else allowed). */
    public static GraphSet terminalsConnected(Universe u, int... terminals) {
        return GraphSet.build(u, ConnectivitySpec.terminalsConnected(u, terminals));
    }

    /**
     * Network reliability: the probability that the terminals stay connected when each edge e
     * works independently with probability {@code p[e]}.
     */
    public static double reliability(Universe u, double[] p, int... terminals) {
        return terminalsConnected(u, terminals).probability(p);
    }

    /** Matchings: no two chosen edges share a vertex (loops excluded). */
    public static GraphSet matchings(Universe u) {
        return GraphSet.build(u, DegreeSpec.matchings(u));
    }

    /** Perfect matchings: every vertex has degree exactly 1. */
    public static GraphSet perfectMatchings(Universe u) {
        return kFactors(u, 1);
    }

    /** k-factors: spanning subgraphs in which every vertex has degree exactly k. */
    public static GraphSet kFactors(Universe u, int k) {
        return GraphSet.build(u, DegreeSpec.kFactors(u, k));
    }

    /** Cliques on {@code k} vertices (complete subgraphs K_k). */
    public static GraphSet cliques(Universe u, int k) {
        return GraphSet.build(u, new CliqueSpec(u, k));
    }

    /** The subgraphs with between {@code min} and {@code max} edges. */
    public static GraphSet withEdgeCount(Universe u, int min, int max) {
        return GraphSet.build(u, new EdgeCountSpec(u, min, max));
    }

    /**
     * Partitions of the vertices into between {@code minParts} and {@code maxParts} connected
     * parts, each member the edges inside its parts (Graphillion's {@code partitions}).
     */
    public static GraphSet partitions(Universe u, int minParts, int maxParts) {
        return GraphSet.build(u, PartitionSpec.parts(u, minParts, maxParts));
    }

    /**
     * Partitions into connected parts whose total vertex weight lies in {@code minWeight ..
     * maxWeight} (Graphillion's {@code balanced_partitions}), with between {@code minParts} and
     * {@code maxParts} parts.
     */
    public static GraphSet balancedPartitions(
            Universe u, int[] weights, int minWeight, int maxWeight, int minParts, int maxParts) {
        return GraphSet.build(u, new PartitionSpec(u, minParts, maxParts, weights, minWeight, maxWeight));
    }

    /**
     * {@link #balancedPartitions(Universe, int[], int, int, int, int)} whose heaviest part weighs
     * at most {@code ratio} times the lightest (Graphillion's {@code ratio}; isolated vertices are
     * parts too).
     *
     * @throws IllegalArgumentException unless {@code ratio >= 1}
     */
    public static GraphSet balancedPartitions(
            Universe u, int[] weights, int minWeight, int maxWeight, int minParts, int maxParts, double ratio) {
        return GraphSet.build(u, new PartitionSpec(u, minParts, maxParts, weights, minWeight, maxWeight, ratio));
    }

    /**
     * Connected induced subgraphs with at least one edge (Graphillion's {@code induced_graphs}):
     * connected edge sets holding every edge between two vertices they touch.
     */
    public static GraphSet inducedSubgraphs(Universe u) {
        return GraphSet.build(u, ConnectivitySpec.connected(u), InducedSpec.of(u));
    }

    /**
     * Weighted connected induced subgraphs (Graphillion's {@code weighted_induced_graphs}): the
     * members of {@link #inducedSubgraphs} whose vertices' total weight lies in {@code minWeight
     * .. maxWeight}, both bounds inclusive. The vertices of a member are the ends of its edges.
     *
     * @param weights one non-negative weight per vertex
     */
    public static GraphSet weightedInducedSubgraphs(Universe u, int[] weights, int minWeight, int maxWeight) {
        return GraphSet.build(
                u,
                ConnectivitySpec.connected(u),
                InducedSpec.of(u),
                new TouchedWeightSpec(u, weights, minWeight, maxWeight));
    }

    /**
     * Chordal subgraphs (Graphillion's {@code chordal_graphs}): the edge sets in which every cycle
     * through four or more vertices has a chord, an edge of the member joining two of its vertices
     * that are not consecutive on it. Chordality is that of the member's simple graph: loops and
     * parallel copies of an edge change nothing. The empty set and every forest are members.
     *
     * @throws IllegalArgumentException if the universe's frontier is wider than 31 vertices
     *                                  (built by a search over pairs of an edge set and one of its
     *                                  holes, then a projection; see the guide)
     */
    public static GraphSet chordalSubgraphs(Universe u) {
        return InducedFreeSubgraphs.chordal(u);
    }

    /**
     * The edge sets with no member H of {@code forbidden} as an induced subgraph (Graphillion's
     * {@code forbidden_induced_subgraphs}): G contains H induced when H ⊆ G and every edge of G
     * with both ends on H's vertices (loops and parallel edges included) is in H. The empty set
     * is contained in every G, so forbidding it leaves nothing.
     *
     * @throws IllegalArgumentException if the universe's frontier is wider than 31 vertices
     */
    public static GraphSet forbiddenInducedSubgraphs(Universe u, GraphSet forbidden) {
        if (!forbidden.universe().equals(u)) {
            throw new IllegalArgumentException("the forbidden family is over another universe");
        }
        return InducedFreeSubgraphs.free(u, forbidden);
    }

    /**
     * Bicliques (Graphillion's {@code bicliques}, which takes a = b only): the edge sets forming a
     * complete bipartite graph K<sub>a,b</sub>, a vertices on one side and b on the other, each
     * of the a·b pairs joined by one edge; {@code bicliques(u, a, b)} equals {@code bicliques(u,
     * b, a)}. {@link BicliqueSpec}.
     */
    public static GraphSet bicliques(Universe u, int a, int b) {
        return GraphSet.build(u, BicliqueSpec.of(u, a, b));
    }

    /**
     * Bipartite subgraphs (Graphillion's {@code bipartite_graphs}): the edge sets with no cycle
     * of odd length, the empty one included; no member has a loop. With {@code connected}, only
     * those forming one connected piece (the empty one excluded).
     */
    public static GraphSet bipartiteSubgraphs(Universe u, boolean connected) {
        BipartiteSpec bipartite = new BipartiteSpec(u);
        return connected ? GraphSet.build(u, bipartite, ConnectivitySpec.connected(u)) : GraphSet.build(u, bipartite);
    }

    /**
     * Regular subgraphs (Graphillion's {@code regular_graphs}): the non-empty edge sets in which
     * every vertex they touch has the same degree d, for some d in {@code minDegree ..
     * maxDegree} (a loop adds two); with {@code connected}, only those forming one connected
     * piece. One search per degree, joined by union.
     *
     * @throws IllegalArgumentException unless 1 ≤ minDegree ≤ maxDegree
     */
    public static GraphSet regularSubgraphs(Universe u, int minDegree, int maxDegree, boolean connected) {
        if (minDegree < 1 || maxDegree < minDegree) {
            throw new IllegalArgumentException(
                    "degrees must satisfy 1 <= min <= max, got " + minDegree + ".." + maxDegree);
        }
        // No vertex has more than 2m edge ends, nor may a degree exceed what a mask holds.
        int top = Math.min(maxDegree, Math.min(DegreeSpec.MAX_DEGREE, 2 * u.edgeCount()));
        GraphSet all = GraphSet.empty(u);
        for (int d = minDegree; d <= top; d++) {
            GraphConstraints c = graphs(u).allDegrees(0, d).edgeCount(1, u.edgeCount());
            if (connected) {
                c.components(1);
            }
            all = all.union(c.build());
        }
        return all;
    }

    /**
     * Edge sets by degree distribution (Graphillion's {@code degree_distribution_graphs}): for
     * each d, exactly {@code counts[d]} vertices of the universe have degree d
     * ({@link DegreeDistributionSpec#ANY}: any number), and none a degree above the last one
     * named; with {@code connected}, only those forming one connected piece.
     */
    public static GraphSet withDegreeDistribution(Universe u, int[] counts, boolean connected) {
        DegreeDistributionSpec spec = new DegreeDistributionSpec(u, counts);
        return connected ? GraphSet.build(u, spec, ConnectivitySpec.connected(u)) : GraphSet.build(u, spec);
    }
}
