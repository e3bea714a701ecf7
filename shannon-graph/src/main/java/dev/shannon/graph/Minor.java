package dev.shannon.graph;

import java.util.Arrays;

/**
 * The graph a switching-game position really leaves to play on: claimed edges contracted, deleted
 * and claimed edges gone, only free edges left (loops included, since claiming one is legal).
 *
 * @param graph        the contracted multigraph; its edge {@code i} is original edge {@code originalEdge[i]}
 * @param s            the vertex of {@code graph} that s was contracted into
 * @param t            the vertex of {@code graph} that t was contracted into (equal to s once Short has won)
 * @param originalEdge for each edge of {@code graph}, the index of the edge in the original graph
 * @param vertexOf     for each original vertex, the vertex of {@code graph} it was contracted into
 */
public record Minor(Multigraph graph, int s, int t, int[] originalEdge, int[] vertexOf) {
    /** The whole of {@code graph} as its own minor (nothing contracted or gone), terminals {@code s} and {@code t}. */
    public static Minor of(Multigraph graph, int s, int t) {
        int n = graph.vertexCount();
        if (s < 0 || s >= n || t < 0 || t >= n) {
            throw new IllegalArgumentException(
                    "terminals " + s + ", " + t + " are not both vertices (0.." + (n - 1) + ")");
        }
        int[] edges = new int[graph.edgeCount()];
        Arrays.setAll(edges, e -> e);
        int[] vertices = new int[n];
        Arrays.setAll(vertices, v -> v);
        return new Minor(graph, s, t, edges, vertices);
    }

    /** True when claimed edges already join s and t. */
    public boolean terminalsMerged() {
        return s == t;
    }
}
