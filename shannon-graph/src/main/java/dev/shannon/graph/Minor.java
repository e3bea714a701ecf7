package dev.shannon.graph;

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
    /** True when claimed edges already join s and t. */
    public boolean terminalsMerged() {
        return s == t;
    }
}
