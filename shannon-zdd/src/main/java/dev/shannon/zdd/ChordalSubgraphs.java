package dev.shannon.zdd;

import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Chordal subgraphs, built as the complement of the edge sets that contain a <em>hole</em> (a
 * cycle of four or more vertices with no chord) as an induced subgraph, as Graphillion does.
 *
 * <p>Chordality is not a property a small frontier state can decide: whether a cycle has a
 * chord depends on edges far apart in the order. So the family is made by set algebra instead,
 * one term per cycle H of the universe with at least four edges: the edge sets G ⊇ H that take
 * no chord of H (a non-loop edge joining two vertices of H that are not consecutive on it),
 * every other edge free. Such a term is a chain of m nodes; their union is the family of edge
 * sets with a hole, and its complement the chordal ones. The work grows with the number of such
 * cycles, so it is refused above {@link #MAX_HOLES} of them, before anything is built.
 * (Graphillion instead follows the cycle diagram inside one three-valued frontier search and
 * projects the result, which has no such limit but can grow as much.)
 */
final class ChordalSubgraphs {
    /** The most cycles of four or more edges a universe may have. */
    static final int MAX_HOLES = 1 << 17;

    private ChordalSubgraphs() {
    }

    static GraphSet of(Universe u) {
        GraphSet candidates = GraphSets.cycles(u).ofSizeAtLeast(4);
        BigInteger n = candidates.count();
        if (n.compareTo(BigInteger.valueOf(MAX_HOLES)) > 0) {
            throw new IllegalArgumentException("the graph has " + n + " cycles of four or more edges; chordal "
                    + "subgraphs are built from at most " + MAX_HOLES + " of them");
        }
        List<int[]> holes = new ArrayList<>(n.intValue());
        for (Subgraph h : candidates) {
            holes.add(h.edges());
        }
        // One operation on the shared table: the power set minus the union of the terms.
        return GraphSet.all(u).unary((alg, all) -> alg.difference(all, union(alg, u, holes, 0, holes.size())));
    }

    /** The union of the terms of holes[from, to), halving so that operands stay alike in size. */
    private static int union(ZddAlgebra alg, Universe u, List<int[]> holes, int from, int to) {
        if (to - from == 0) {
            return Zdd.ZERO;
        }
        if (to - from == 1) {
            return term(alg, u, holes.get(from));
        }
        int mid = (from + to) >>> 1;
        return alg.union(union(alg, u, holes, from, mid), union(alg, u, holes, mid, to));
    }

    /** The edge sets containing the cycle {@code hole} and none of its chords. */
    private static int term(ZddAlgebra alg, Universe u, int[] hole) {
        int m = u.edgeCount();
        boolean[] inHole = new boolean[m];
        boolean[] onHole = new boolean[u.vertexCount()];
        Set<Long> consecutive = new HashSet<>();
        for (int e : hole) {
            inHole[e] = true;
            onHole[u.edgeU(e)] = true;
            onHole[u.edgeV(e)] = true;
            consecutive.add(pair(u.edgeU(e), u.edgeV(e)));
        }
        int f = Zdd.ONE;
        for (int e = m - 1; e >= 0; e--) {
            int a = u.edgeU(e);
            int b = u.edgeV(e);
            if (inHole[e]) {
                f = alg.table().node(e, Zdd.ZERO, f);
            } else if (a == b || !onHole[a] || !onHole[b] || consecutive.contains(pair(a, b))) {
                f = alg.table().node(e, f, f);
            }
            // else: a chord, which must stay out (the level is skipped).
        }
        return f;
    }

    private static long pair(int a, int b) {
        return (long) Math.min(a, b) << 32 | Math.max(a, b);
    }
}
