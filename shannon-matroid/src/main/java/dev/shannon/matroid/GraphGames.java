package dev.shannon.matroid;

import dev.shannon.graph.Multigraph;
import java.util.Arrays;

/**
 * The graph switching game as a matroid game: the graph's edges plus one new edge e = st,
 * appended after the last edge as the target. Short joins s and t by claimed edges exactly when
 * e is spanned by them (a circuit through e), and Cut separates them exactly when e becomes a
 * coloop of what is left, so both games have the same moves and the same winner.
 */
public final class GraphGames {
    private GraphGames() {}

    /** The graph plus edge st (the last element, the target). */
    public static Multigraph withTargetEdge(Multigraph g, int s, int t) {
        int m = g.edgeCount();
        int[] u = Arrays.copyOf(g.edgeUs(), m + 1);
        int[] v = Arrays.copyOf(g.edgeVs(), m + 1);
        u[m] = s;
        v[m] = t;
        return Multigraph.of(g.names(), u, v);
    }

    /** The game on the cycle matroid of G + st. */
    public static MatroidGame graphic(Multigraph g, int s, int t) {
        return MatroidGame.of(new GraphicMatroid(withTargetEdge(g, s, t)), g.edgeCount());
    }

    /**
     * The game on the binary matroid of the vertex-edge incidence matrix of G + st over GF(2):
     * column j has 1 at both ends of edge j (a loop's column is 0), the same matroid as the cycle
     * matroid, since a set of columns sums to zero exactly when every vertex has even degree in it.
     */
    public static MatroidGame incidence(Multigraph g, int s, int t) {
        return MatroidGame.of(incidenceMatrix(withTargetEdge(g, s, t)), g.edgeCount());
    }

    public static BinaryMatroid incidenceMatrix(Multigraph g) {
        int[][] rows = new int[g.vertexCount()][g.edgeCount()];
        for (int e = 0; e < g.edgeCount(); e++) {
            rows[g.edgeU(e)][e] ^= 1;
            rows[g.edgeV(e)][e] ^= 1;
        }
        return BinaryMatroid.ofRows(rows);
    }
}
