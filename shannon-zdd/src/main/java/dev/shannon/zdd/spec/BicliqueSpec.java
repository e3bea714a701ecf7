package dev.shannon.zdd.spec;

import java.util.List;

/**
 * Bicliques K<sub>a,b</sub>: edge sets forming a complete bipartite graph with a vertices on
 * one side and b on the other, every one of the a·b pairs joined by exactly one edge. As an edge
 * set K<sub>a,b</sub> is K<sub>b,a</sub>, so the two sizes may come in either order.
 *
 * <p>The spec asks for a connected bipartite simple graph (no loop, no two parallel edges) in
 * which b vertices have degree a, a vertices have degree b, and no other vertex has an edge.
 * That is exactly K<sub>a,b</sub>: say a ≤ b and let the side X hold p of the degree-b vertices
 * and q of the degree-a ones. If p ≥ 1 the other side has at least b vertices, so q ≤ a − p; if
 * that side also held a degree-b vertex, X would need at least b > a ≥ p + q vertices. So the
 * degree-b vertices lie on one side, and counting edges (pb + qa = ab) puts nothing else there;
 * each of them then meets all b vertices opposite. (With a = b the same count gives two sides
 * of a.) Graphillion's {@code bicliques} builds the a = b case the same way, from regular
 * bipartite graphs.
 */
public final class BicliqueSpec {
    private BicliqueSpec() {}

    /**
     * The spec of K<sub>a,b</sub> over {@code u} (an intersection of the specs named above).
     *
     * @throws IllegalArgumentException unless both sizes are in 1..{@link DegreeSpec#MAX_DEGREE}
     */
    public static FrontierSpec of(DecisionGraph u, int a, int b) {
        if (a < 1 || b < 1 || a > DegreeSpec.MAX_DEGREE || b > DegreeSpec.MAX_DEGREE) {
            throw new IllegalArgumentException(
                    "biclique sides must be 1.." + DegreeSpec.MAX_DEGREE + ", got " + a + " and " + b);
        }
        if (a + b > u.vertexCount()) {
            // Too few vertices: an empty forbidden pattern rejects everything.
            return new ForbiddenEdgeSetsSpec(u, List.of(new int[0]));
        }
        int[] counts = new int[Math.max(a, b) + 1];
        counts[0] = DegreeDistributionSpec.ANY;
        counts[a] += b;
        counts[b] += a;
        return new DegreeDistributionSpec(u, counts)
                .and(new BipartiteSpec(u))
                .and(ConnectivitySpec.connected(u))
                .and(new ForbiddenEdgeSetsSpec(u, SimplePatterns.loopsAndParallelPairs(u)));
    }
}
