package dev.shannon.zdd.spec;

/**
 * Checks the edge numbers given to public entry points, as {@link VertexNumbers} does vertex
 * numbers: a bad one is an {@link IllegalArgumentException} naming it and the valid range.
 */
public final class EdgeNumbers {
    private EdgeNumbers() {}

    /** {@code e}, if it is an edge number of {@code u}; else IllegalArgumentException. */
    public static int require(DecisionGraph u, int e) {
        return require(u.edgeCount(), e);
    }

    /** {@code e}, if it is one of {@code m} edge numbers; else IllegalArgumentException. */
    public static int require(int m, int e) {
        if (e < 0 || e >= m) {
            throw new IllegalArgumentException("edge " + e + " is out of range: "
                    + (m == 0 ? "the universe has no edges" : "the edges are 0.." + (m - 1)));
        }
        return e;
    }
}
