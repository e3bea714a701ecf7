package dev.shannon.zdd;

import dev.shannon.zdd.spec.EdgeNumbers;
import dev.shannon.zdd.spec.VertexNumbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;
import org.jgrapht.Graph;
import org.jgrapht.graph.Pseudograph;

/**
 * One member of a {@link GraphSet}: a set of edges of a {@link Universe}, an immutable value.
 * Its vertices are the endpoints of its edges.
 */
public final class Subgraph {
    private final Universe universe;
    private final int[] edges;

    private Subgraph(Universe universe, int[] sortedEdges) {
        this.universe = universe;
        this.edges = sortedEdges;
    }

    /** The subgraph with the given edge numbers (any order, repeats ignored). */
    public static Subgraph of(Universe universe, int... edges) {
        Objects.requireNonNull(universe, "universe");
        int[] e = Arrays.stream(edges).sorted().distinct().toArray();
        for (int x : e) {
            EdgeNumbers.require(universe, x);
        }
        return new Subgraph(universe, e);
    }

    /** The subgraph with the given edges, each named as a pair of vertex names. */
    public static Subgraph ofEdges(Universe universe, List<String[]> namedEdges) {
        int[] e = new int[namedEdges.size()];
        for (int i = 0; i < e.length; i++) {
            String[] pair = namedEdges.get(i);
            e[i] = universe.edgeIndex(pair[0], pair[1]);
        }
        return of(universe, e);
    }

    /** Wraps edges already sorted and checked (for the library's own use). */
    static Subgraph trusted(Universe universe, int[] sortedEdges) {
        return new Subgraph(universe, sortedEdges);
    }

    public Universe universe() {
        return universe;
    }

    /** The edge numbers, increasing. */
    public int[] edges() {
        return edges.clone();
    }

    int[] edgesUnsafe() {
        return edges;
    }

    /**
     * The edges as pairs of the vertex objects of {@code vertices}, the typed view of this
     * subgraph's universe, in the order the edges were given ({@link TypedUniverse#edges}).
     */
    public <V> List<Map.Entry<V, V>> edges(TypedUniverse<V> vertices) {
        return vertices.edges(this);
    }

    /** The edges as values, in decision order. */
    public List<Edge> edgeList() {
        List<Edge> list = new ArrayList<>(edges.length);
        for (int e : edges) {
            list.add(universe.edge(e));
        }
        return list;
    }

    /** The number of edges. */
    public int size() {
        return edges.length;
    }

    public boolean isEmpty() {
        return edges.length == 0;
    }

    public boolean contains(int edge) {
        return Arrays.binarySearch(edges, edge) >= 0;
    }

    /** The degree of vertex {@code v} in this subgraph (a loop counts twice). */
    public int degree(int v) {
        VertexNumbers.require(universe, v, "vertex");
        int d = 0;
        for (int e : edges) {
            if (universe.edgeU(e) == v) {
                d++;
            }
            if (universe.edgeV(e) == v) {
                d++;
            }
        }
        return d;
    }

    /** The vertices touched by some edge, increasing. */
    public int[] vertices() {
        boolean[] seen = new boolean[universe.vertexCount()];
        for (int e : edges) {
            seen[universe.edgeU(e)] = true;
            seen[universe.edgeV(e)] = true;
        }
        int[] out = new int[universe.vertexCount()];
        int n = 0;
        for (int v = 0; v < seen.length; v++) {
            if (seen[v]) {
                out[n++] = v;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The sum of {@code weights[e]} over the edges; {@code weights} has one entry per edge of the universe. */
    public double weight(double[] weights) {
        if (weights == null || weights.length != universe.edgeCount()) {
            throw new IllegalArgumentException("need " + universe.edgeCount() + " edge weights, got "
                    + (weights == null ? "none" : weights.length));
        }
        double w = 0;
        for (int e : edges) {
            w += weights[e];
        }
        return w;
    }

    /** This subgraph as a JGraphT pseudograph: its vertices by name, its edges by number. */
    public Graph<String, Integer> toJGraphT() {
        Graph<String, Integer> g = new Pseudograph<>(null, null, false);
        for (int v : vertices()) {
            g.addVertex(universe.name(v));
        }
        for (int e : edges) {
            g.addEdge(universe.name(universe.edgeU(e)), universe.name(universe.edgeV(e)), e);
        }
        return g;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Subgraph s && Arrays.equals(edges, s.edges) && universe.equals(s.universe);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(edges);
    }

    /** The edges by vertex names, e.g. {@code {0,0-0,1; 0,1-1,1}}. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner("; ", "{", "}");
        for (int e : edges) {
            j.add(universe.name(universe.edgeU(e)) + "-" + universe.name(universe.edgeV(e)));
        }
        return j.toString();
    }
}
