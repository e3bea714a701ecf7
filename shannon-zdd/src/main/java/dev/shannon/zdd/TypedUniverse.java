package dev.shannon.zdd;

import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.VertexNumbers;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A {@link Universe} whose vertices are objects of any type with a stable order — integers,
 * enum constants, records — as Graphillion's universes take any hashable vertex
 * ({@code GraphSet.set_universe([(1, 2), (1, 4), …])}). The vertices are numbered in their order
 * (so that equal edge lists give equal universes, whatever collection they came in) and named by
 * {@link String#valueOf}; edges keep the order given as their input order and are decided in the
 * default {@link EdgeOrder#FRONTIER}. Families are built over {@link #universe()} as over any
 * other; this object translates between the vertex objects and the universe's numbers and gives
 * the objects back from a {@link Subgraph}.
 *
 * <pre>{@code
 * TypedUniverse<Integer> u = TypedUniverse.of(List.of(Map.entry(1, 2), Map.entry(2, 3), Map.entry(1, 3)));
 * GraphSet cycles = GraphSets.cycles(u.universe());
 * for (Subgraph g : cycles) {
 *     List<Map.Entry<Integer, Integer>> edges = u.edges(g);   // [1=2, 2=3, 1=3]
 * }
 * }</pre>
 *
 * @param <V> the vertices' type
 */
public final class TypedUniverse<V> {
    private final Universe universe;
    private final List<V> vertices; // by vertex number
    private final Map<V, Integer> number;

    private TypedUniverse(Universe universe, List<V> vertices, Map<V, Integer> number) {
        this.universe = universe;
        this.vertices = vertices;
        this.number = number;
    }

    /** The universe of the given edges (pairs of vertices; loops and parallel edges allowed), vertices in their natural order. */
    public static <V extends Comparable<? super V>> TypedUniverse<V> of(
            Collection<? extends Map.Entry<? extends V, ? extends V>> edges) {
        return of(edges, Comparator.naturalOrder());
    }

    /**
     * The universe of the given edges, vertices numbered in {@code order}; vertices that
     * {@code order} finds equal are one vertex.
     *
     * @throws IllegalArgumentException if a vertex is null, or two vertices have the same
     *                                  {@link String#valueOf} (the universe's names must differ)
     */
    public static <V> TypedUniverse<V> of(
            Collection<? extends Map.Entry<? extends V, ? extends V>> edges, Comparator<? super V> order) {
        Objects.requireNonNull(order, "order");
        TreeMap<V, Integer> sorted = new TreeMap<>(order);
        for (Map.Entry<? extends V, ? extends V> edge : edges) {
            sorted.put(requireVertex(edge.getKey()), 0);
            sorted.put(requireVertex(edge.getValue()), 0);
        }
        List<V> vertices = new ArrayList<>(sorted.keySet());
        Map<String, V> byName = new HashMap<>();
        Universe.Builder builder = Universe.builder();
        for (int i = 0; i < vertices.size(); i++) {
            V v = vertices.get(i);
            sorted.put(v, i);
            String name = String.valueOf(v);
            V clash = byName.put(name, v);
            if (clash != null) {
                throw new IllegalArgumentException(
                        "two vertices are both written '" + name + "': the universe's vertex names must differ");
            }
            builder.addVertex(name);
        }
        for (Map.Entry<? extends V, ? extends V> edge : edges) {
            builder.addEdge(sorted.get(edge.getKey()), sorted.get(edge.getValue()));
        }
        return new TypedUniverse<>(builder.build(), List.copyOf(vertices), sorted);
    }

    private static <V> V requireVertex(V v) {
        if (v == null) {
            throw new IllegalArgumentException("an edge has a null end");
        }
        return v;
    }

    /** The universe itself: vertex {@code i} is {@link #vertex(int) vertex(i)}, named by its {@code String.valueOf}. */
    public Universe universe() {
        return universe;
    }

    /** The vertices, by vertex number (their order). */
    public List<V> vertices() {
        return vertices;
    }

    /** The object that is vertex {@code v}. */
    public V vertex(int v) {
        VertexNumbers.require(universe, v, "vertex");
        return vertices.get(v);
    }

    /**
     * The number of vertex {@code vertex}.
     *
     * @throws IllegalArgumentException if it is no vertex of this universe
     */
    public int number(V vertex) {
        Integer i = vertex == null ? null : number.get(vertex);
        if (i == null) {
            throw new IllegalArgumentException("no vertex " + vertex + " in this universe");
        }
        return i;
    }

    /**
     * The lowest-numbered edge joining {@code a} and {@code b}.
     *
     * @throws IllegalArgumentException if either is no vertex, or no edge joins them
     */
    public int edge(V a, V b) {
        int e = universe.edgeBetween(number(a), number(b));
        if (e < 0) {
            throw new IllegalArgumentException("no edge " + a + "-" + b + " in this universe");
        }
        return e;
    }

    /** The subgraph made of the given edges (each the lowest-numbered edge between its two ends). */
    public Subgraph subgraph(Collection<? extends Map.Entry<? extends V, ? extends V>> edges) {
        int[] e = new int[edges.size()];
        int i = 0;
        for (Map.Entry<? extends V, ? extends V> edge : edges) {
            e[i++] = edge(edge.getKey(), edge.getValue());
        }
        return Subgraph.of(universe, e);
    }

    /** The edges of {@code g} as pairs of vertex objects, in the order the universe's edges were given. */
    public List<Map.Entry<V, V>> edges(Subgraph g) {
        requireOwn(g);
        int[] input = g.edgesUnsafe().clone();
        for (int i = 0; i < input.length; i++) {
            input[i] = universe.inputIndex(input[i]);
        }
        java.util.Arrays.sort(input);
        List<Map.Entry<V, V>> out = new ArrayList<>(input.length);
        for (int position : input) {
            int e = universe.edgeOfInput(position);
            out.add(Map.entry(vertices.get(universe.edgeU(e)), vertices.get(universe.edgeV(e))));
        }
        return out;
    }

    /** The vertices {@code g} touches, in their order. */
    public List<V> vertices(Subgraph g) {
        requireOwn(g);
        List<V> out = new ArrayList<>();
        for (int v : g.vertices()) {
            out.add(vertices.get(v));
        }
        return out;
    }

    private void requireOwn(Subgraph g) {
        if (g.universe() != universe && !g.universe().equals(universe)) {
            throw new IllegalArgumentException("the subgraph is over another universe");
        }
    }

    @Override
    public String toString() {
        return "TypedUniverse" + vertices + " " + universe;
    }
}
