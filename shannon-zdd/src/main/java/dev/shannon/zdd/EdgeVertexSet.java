package dev.shannon.zdd;

import java.util.List;
import java.util.Objects;

/**
 * One member of an {@link EdgeVertexFamily}: a set of edges and a set of vertices of one
 * universe (Graphillion's mixed edge-and-vertex lists). The vertices are names in
 * vertex-number order; nothing ties them to the edges, though the members of
 * {@link EdgeVertexFamily#of(GraphSet)} hold exactly the vertices their edges touch.
 */
public record EdgeVertexSet(Subgraph edges, List<String> vertices) {
    public EdgeVertexSet {
        Objects.requireNonNull(edges, "edges");
        vertices = List.copyOf(vertices);
    }

    /** The number of elements: edges plus vertices. */
    public int size() {
        return edges.size() + vertices.size();
    }

    @Override
    public String toString() {
        return edges + " + " + vertices;
    }
}
