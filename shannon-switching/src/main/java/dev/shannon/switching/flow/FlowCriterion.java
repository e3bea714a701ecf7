package dev.shannon.switching.flow;

import dev.shannon.graph.Multigraph;
import java.util.Optional;

/**
 * Lehman's Cut-to-move criterion — is there a vertex set S ⊇ {s, t} whose induced subgraph has
 * two edge-disjoint spanning trees? — decided by network flow, independently of the pebble game.
 *
 * <p>The argument. Let M be the (2,2) count matroid on the edges: F is independent iff every
 * vertex set X spans |F(X)| ≤ 2|X| − 2 of its edges. By Nash-Williams (1961) M is the union of two
 * copies of the cycle matroid, so a graph on k vertices has two edge-disjoint spanning trees iff
 * its edges have rank 2k − 2 in M. Add a virtual edge e* = st. If some S ⊇ {s, t} induces two
 * trees, E(S) already has rank 2|S| − 2 and e* adds nothing: e* is in the closure of E. Conversely
 * if e* is in the closure, E + e* has a circuit C through e*; C − e* is independent with
 * 2|V(C)| − 2 edges on V(C) ∋ s, t, so V(C) is such an S. Hence: <em>Short wins with Cut to move
 * iff e* is spanned by E in M.</em>
 *
 * <p>The algorithm builds a basis B of M greedily (edges in input order, loops never): edge uv
 * joins B iff min over X ⊇ {u, v} of (2|X| − |B(X)|) ≥ 3, one forced max-flow question on
 * {@link SparsityNetwork}. Then e* is spanned iff the same minimum for {s, t} is 2, and the
 * minimum cut's source side is then a vertex set S with |B(S)| = 2|S| − 2 — tight, hence two
 * spanning trees on S. One decision costs m small max-flow questions.
 */
public final class FlowCriterion {
    private FlowCriterion() {}

    /**
     * The network over edge nodes {@code 0..u.length-1} with a greedy basis of the first
     * {@code prefix} edges accepted (in index order, loops never); the other nodes stay inactive.
     */
    static SparsityNetwork basis(int n, int[] u, int[] v, int prefix) {
        SparsityNetwork network = new SparsityNetwork(n, u, v);
        for (int e = 0; e < prefix; e++) {
            if (network.independent(u[e], v[e])) {
                network.accept(e);
            }
            network.commit();
        }
        return network;
    }

    /** With Cut to move, does Short win? (s = t counts as already won.) */
    public static boolean shortWinsWithCutToMove(Multigraph g, int s, int t) {
        return witness(g, s, t).isPresent();
    }

    /** A vertex set S ⊇ {s, t} whose induced subgraph has two edge-disjoint spanning trees, if any (as a membership array). */
    public static Optional<boolean[]> witness(Multigraph g, int s, int t) {
        return witness(g.vertexCount(), g.edgeUs(), g.edgeVs(), s, t);
    }

    /** As {@link #witness(Multigraph, int, int)}, for a multigraph given by endpoint arrays (read, never kept). */
    public static Optional<boolean[]> witness(int n, int[] u, int[] v, int s, int t) {
        if (s < 0 || s >= n || t < 0 || t >= n) {
            throw new IllegalArgumentException(
                    "terminals " + s + ", " + t + " are not both vertices (0.." + (n - 1) + ")");
        }
        if (s == t) {
            boolean[] only = new boolean[n];
            only[s] = true;
            return Optional.of(only);
        }
        SparsityNetwork network = basis(n, u, v, u.length);
        int mark = network.mark();
        boolean spanned = network.forcedExtraFlow(s, t, 3) < 3;
        boolean[] tight = spanned ? network.lastReachedVertices() : null;
        network.rollback(mark);
        return Optional.ofNullable(tight);
    }
}
