package dev.shannon.graph.io;

/**
 * Size limits for graphs read from files or requests. They keep every solver call bounded: the
 * exact solver is polynomial but super-linear, so a graph of a million edges would look like a
 * hang. The defaults are documented in the README.
 */
public record GraphLimits(int maxVertices, int maxEdges) {
    /** 20,000 vertices and 20,000 edges. */
    public static final GraphLimits DEFAULT = new GraphLimits(20_000, 20_000);

    public GraphLimits {
        if (maxVertices < 2 || maxEdges < 1) {
            throw new IllegalArgumentException("limits must allow at least 2 vertices and 1 edge");
        }
    }

    void checkEdges(String source, int edges) {
        if (edges > maxEdges) {
            throw new GraphFormatException(source + ": graph too large: more than " + maxEdges + " edges (the limit)");
        }
    }

    void checkVertices(String source, int vertices) {
        if (vertices > maxVertices) {
            throw new GraphFormatException(
                    source + ": graph too large: more than " + maxVertices + " vertices (the limit)");
        }
    }
}
