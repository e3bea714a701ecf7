package dev.shannon.zdd;

import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A second, independent construction of the induced-free families, for graphs too large for
 * brute force: one term per forbidden H (the edge sets that hold H and none of the other edges
 * between H's vertices, everything else free, a chain of at most m nodes), their union, then
 * the complement. Its cost grows with the number of forbidden members, so only tests use it.
 */
final class InducedFreeByTerms {
    private InducedFreeByTerms() {}

    static GraphSet free(Universe u, GraphSet forbidden) {
        return complementOfUnion(u, members(forbidden), false);
    }

    static GraphSet chordal(Universe u) {
        return complementOfUnion(u, members(GraphSets.cycles(u).ofSizeAtLeast(4)), true);
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
        return GraphSet.all(u)
                .unary((alg, all) -> alg.difference(all, union(alg, u, forbidden, simple, 0, forbidden.size())));
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
