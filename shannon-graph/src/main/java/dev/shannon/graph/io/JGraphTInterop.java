package dev.shannon.graph.io;

import dev.shannon.graph.Multigraph;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.jgrapht.Graph;
import org.jgrapht.graph.Pseudograph;

/** Conversion between {@link Multigraph} and JGraphT graphs. */
public final class JGraphTInterop {
    private JGraphTInterop() {}

    /**
     * A JGraphT pseudograph (parallel edges and loops allowed) with the vertex names as vertices
     * and the edge indices as edges.
     */
    public static Graph<String, Integer> toJGraphT(Multigraph g) {
        Graph<String, Integer> out = new Pseudograph<>(null, null, false);
        for (int v = 0; v < g.vertexCount(); v++) {
            out.addVertex(g.name(v));
        }
        for (int e = 0; e < g.edgeCount(); e++) {
            out.addEdge(g.name(g.edgeU(e)), g.name(g.edgeV(e)), e);
        }
        return out;
    }

    /**
     * A multigraph from any JGraphT graph: vertices in the graph's iteration order, named by
     * {@code String.valueOf}, edges in iteration order (direction ignored).
     */
    public static <V, E> Multigraph fromJGraphT(Graph<V, E> graph) {
        Objects.requireNonNull(graph, "graph");
        Multigraph.Builder builder = Multigraph.builder();
        Map<V, Integer> index = new HashMap<>();
        for (V v : graph.vertexSet()) {
            String name = String.valueOf(v);
            if (builder.indexOf(name) >= 0) {
                throw new IllegalArgumentException("two vertices are both named '" + name + "'");
            }
            index.put(v, builder.addVertex(name));
        }
        for (E e : graph.edgeSet()) {
            builder.addEdge(index.get(graph.getEdgeSource(e)), index.get(graph.getEdgeTarget(e)));
        }
        return builder.build();
    }
}
