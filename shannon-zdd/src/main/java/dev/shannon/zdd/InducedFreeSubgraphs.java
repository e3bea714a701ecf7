package dev.shannon.zdd;

import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Edge sets free of forbidden induced subgraphs, and chordal subgraphs as those free of holes
 * (cycles of four or more vertices with no chord), as Graphillion builds them: the complement of
 * the edge sets that contain a forbidden H as an induced subgraph.
 *
 * <p>Containing H induced is not something a small frontier state can decide (for chordality: a
 * chord may join vertices far apart in the order), so the family is made by set algebra
 * instead, one term per forbidden H: the edge sets G ⊇ H that take no universe edge outside H
 * with both ends on H's vertices, every other edge free. A term is a chain of at most m nodes;
 * the union of the terms is the family of edge sets that contain some H induced, and its
 * complement the answer. The work grows with the number of forbidden subgraphs, so more than
 * {@link #MAX_TERMS} of them are refused before anything is built. (Graphillion instead follows
 * the forbidden family's diagram inside one three-valued frontier search and projects the
 * result onto the edges, which has no such limit but can grow as much.)
 */
final class InducedFreeSubgraphs {
    /** The most forbidden subgraphs (for chordality: cycles of four or more edges) accepted. */
    static final int MAX_TERMS = 1 << 17;

    private InducedFreeSubgraphs() {
    }

    /** The edge sets with no member of {@code forbidden} as an induced subgraph. */
    static GraphSet free(Universe u, GraphSet forbidden) {
        BigInteger n = forbidden.count();
        if (n.compareTo(BigInteger.valueOf(MAX_TERMS)) > 0) {
            throw new IllegalArgumentException("the forbidden family has " + n + " members; at most " + MAX_TERMS
                    + " are handled");
        }
        return complementOfUnion(u, members(forbidden), false);
    }

    /**
     * The chordal edge sets: those whose simple graph has no hole. A hole is a cycle H of four or
     * more edges; loops and parallel copies of H's edges are no chords, so only the other edges
     * between H's vertices are kept out of its term.
     */
    static GraphSet chordal(Universe u) {
        GraphSet cycles = GraphSets.cycles(u).ofSizeAtLeast(4);
        BigInteger n = cycles.count();
        if (n.compareTo(BigInteger.valueOf(MAX_TERMS)) > 0) {
            throw new IllegalArgumentException("the graph has " + n + " cycles of four or more edges; chordal "
                    + "subgraphs are built from at most " + MAX_TERMS + " of them");
        }
        return complementOfUnion(u, members(cycles), true);
    }

    private static List<int[]> members(GraphSet family) {
        List<int[]> out = new ArrayList<>(family.count().intValue());
        for (Subgraph h : family) {
            out.add(h.edges());
        }
        return out;
    }

    /** One operation on the shared table: the power set minus the union of the terms. */
    private static GraphSet complementOfUnion(Universe u, List<int[]> forbidden, boolean simple) {
        return GraphSet.all(u).unary((alg, all) -> alg.difference(all,
                union(alg, u, forbidden, simple, 0, forbidden.size())));
    }

    /** The union of the terms of forbidden[from, to), halving so that operands stay alike in size. */
    private static int union(ZddAlgebra alg, Universe u, List<int[]> forbidden, boolean simple, int from, int to) {
        if (to == from) {
            return Zdd.ZERO;
        }
        if (to - from == 1) {
            return term(alg, u, forbidden.get(from), simple);
        }
        int mid = (from + to) >>> 1;
        return alg.union(union(alg, u, forbidden, simple, from, mid), union(alg, u, forbidden, simple, mid, to));
    }

    /**
     * The edge sets containing {@code h} as an induced subgraph: all of h, no other edge with both
     * ends on h's vertices — except, if {@code simple}, loops and edges parallel to one of h's.
     */
    private static int term(ZddAlgebra alg, Universe u, int[] h, boolean simple) {
        int m = u.edgeCount();
        boolean[] inH = new boolean[m];
        boolean[] onH = new boolean[u.vertexCount()];
        Set<Long> joined = new HashSet<>();
        for (int e : h) {
            inH[e] = true;
            onH[u.edgeU(e)] = true;
            onH[u.edgeV(e)] = true;
            joined.add(pair(u.edgeU(e), u.edgeV(e)));
        }
        int f = Zdd.ONE;
        for (int e = m - 1; e >= 0; e--) {
            int a = u.edgeU(e);
            int b = u.edgeV(e);
            boolean inside = onH[a] && onH[b] && !(simple && (a == b || joined.contains(pair(a, b))));
            if (inH[e]) {
                f = alg.table().node(e, Zdd.ZERO, f);
            } else if (!inside) {
                f = alg.table().node(e, f, f);
            }
            // else: the level is skipped, so the edge stays out.
        }
        return f;
    }

    private static long pair(int a, int b) {
        return (long) Math.min(a, b) << 32 | Math.max(a, b);
    }
}
