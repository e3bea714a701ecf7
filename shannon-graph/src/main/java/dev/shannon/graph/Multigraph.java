package dev.shannon.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An immutable undirected multigraph with named vertices {@code 0..n-1} and indexed edges
 * {@code 0..m-1}. Parallel edges and loops are allowed: the switching game creates both when
 * it contracts edges, and graph files may contain them.
 *
 * <p>Endpoints and incidence lists live in flat {@code int} arrays (incidence in compressed
 * sparse row form) so that solvers can walk the graph without allocating.
 */
public final class Multigraph {
    /** The largest number of vertices a multigraph may have. */
    public static final int MAX_VERTICES = 1 << 24;
    /** The largest number of edges a multigraph may have. */
    public static final int MAX_EDGES = 1 << 24;

    private final int vertexCount;
    // Null for a graph whose vertices are named by their indices ("0".."n-1", ofIndices): solvers
    // build many such graphs per second, and they need neither the strings nor the name map.
    private final String[] names;
    private final Map<String, Integer> indexByName;
    private final int[] edgeU;
    private final int[] edgeV;
    private final int[] incidenceStart;
    private final int[] incidentEdges;

    private Multigraph(int n, String[] names, int[] edgeU, int[] edgeV) {
        this.vertexCount = n;
        this.names = names;
        this.edgeU = edgeU;
        this.edgeV = edgeV;
        if (names == null) {
            this.indexByName = null;
        } else {
            this.indexByName = new HashMap<>(names.length * 2);
            for (int v = 0; v < names.length; v++) {
                if (indexByName.put(names[v], v) != null) {
                    throw new IllegalArgumentException("duplicate vertex name '" + names[v] + "'");
                }
            }
        }
        incidenceStart = new int[n + 1];
        for (int e = 0; e < edgeU.length; e++) {
            incidenceStart[edgeU[e] + 1]++;
            if (edgeV[e] != edgeU[e]) {
                incidenceStart[edgeV[e] + 1]++;
            }
        }
        for (int v = 0; v < n; v++) {
            incidenceStart[v + 1] += incidenceStart[v];
        }
        incidentEdges = new int[incidenceStart[n]];
        int[] fill = Arrays.copyOf(incidenceStart, n);
        for (int e = 0; e < edgeU.length; e++) {
            incidentEdges[fill[edgeU[e]]++] = e;
            if (edgeV[e] != edgeU[e]) {
                incidentEdges[fill[edgeV[e]]++] = e;
            }
        }
    }

    /** A multigraph on vertices named by {@code names}, with edge {@code e} joining {@code u[e]} and {@code v[e]}. */
    public static Multigraph of(List<String> names, int[] u, int[] v) {
        Objects.requireNonNull(names, "names");
        if (u.length != v.length) {
            throw new IllegalArgumentException("endpoint arrays differ in length");
        }
        checkEdges(names.size(), u, v);
        String[] copy = names.toArray(new String[0]);
        for (String name : copy) {
            Objects.requireNonNull(name, "vertex name");
        }
        return new Multigraph(copy.length, copy, u.clone(), v.clone());
    }

    /** A multigraph on vertices named "0".."n-1" (equal to the one {@link #of} makes with those names). */
    public static Multigraph ofIndices(int n, int[] u, int[] v) {
        if (n < 0) {
            throw new IllegalArgumentException("negative vertex count " + n);
        }
        checkEdges(n, u, v);
        return new Multigraph(n, null, u.clone(), v.clone());
    }

    private static void checkEdges(int n, int[] u, int[] v) {
        if (u.length != v.length) {
            throw new IllegalArgumentException("endpoint arrays differ in length");
        }
        if (n > MAX_VERTICES || u.length > MAX_EDGES) {
            throw new IllegalArgumentException(
                    "graph too large: at most " + MAX_VERTICES + " vertices and " + MAX_EDGES + " edges");
        }
        for (int e = 0; e < u.length; e++) {
            if (u[e] < 0 || u[e] >= n || v[e] < 0 || v[e] >= n) {
                throw new IllegalArgumentException("edge " + e + " has an endpoint outside 0.." + (n - 1));
            }
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    public int vertexCount() {
        return vertexCount;
    }

    public int edgeCount() {
        return edgeU.length;
    }

    /** The name of vertex {@code v}. */
    public String name(int v) {
        if (names == null) {
            Objects.checkIndex(v, vertexCount);
            return Integer.toString(v);
        }
        return names[v];
    }

    /** The index of the vertex called {@code name}, or -1 if there is none. */
    public int indexOf(String name) {
        if (names == null) {
            return indexName(name);
        }
        Integer i = indexByName.get(name);
        return i == null ? -1 : i;
    }

    /** For index-named vertices: the vertex whose name is {@code name} written as {@code Integer.toString} does. */
    private int indexName(String name) {
        if (name.isEmpty() || name.length() > 10) {
            return -1;
        }
        for (int i = 0; i < name.length(); i++) {
            if (name.charAt(i) < '0' || name.charAt(i) > '9') {
                return -1;
            }
        }
        long v = Long.parseLong(name);
        return v < vertexCount && Long.toString(v).equals(name) ? (int) v : -1;
    }

    /** One endpoint of edge {@code e} (the first as given). */
    public int edgeU(int e) {
        return edgeU[e];
    }

    /** The other endpoint of edge {@code e} (the second as given). */
    public int edgeV(int e) {
        return edgeV[e];
    }

    /** The endpoint of {@code e} that is not {@code x} ({@code x} itself for a loop). */
    public int opposite(int e, int x) {
        return edgeU[e] == x ? edgeV[e] : edgeU[e];
    }

    public boolean isLoop(int e) {
        return edgeU[e] == edgeV[e];
    }

    /** Number of edge ends at {@code v}, a loop counted once. */
    public int incidenceCount(int v) {
        return incidenceStart[v + 1] - incidenceStart[v];
    }

    /** The {@code i}-th edge incident to {@code v}, for {@code 0 <= i < incidenceCount(v)}. */
    public int incidentEdge(int v, int i) {
        return incidentEdges[incidenceStart[v] + i];
    }

    /** A copy of the edges incident to {@code v} (each loop once), in increasing order. */
    public int[] incidentEdges(int v) {
        return Arrays.copyOfRange(incidentEdges, incidenceStart[v], incidenceStart[v + 1]);
    }

    /** Whether some path of edges joins {@code a} and {@code b} (a vertex is joined to itself). */
    public boolean connected(int a, int b) {
        UnionFind uf = new UnionFind(vertexCount);
        for (int e = 0; e < edgeU.length; e++) {
            uf.union(edgeU[e], edgeV[e]);
        }
        return uf.connected(a, b);
    }

    /** A copy of the first endpoints of all edges. */
    public int[] edgeUs() {
        return edgeU.clone();
    }

    /** A copy of the second endpoints of all edges. */
    public int[] edgeVs() {
        return edgeV.clone();
    }

    /** The vertex names, in index order. */
    public List<String> names() {
        return names == null ? List.of(nameArray()) : List.of(names);
    }

    private String[] nameArray() {
        if (names != null) {
            return names;
        }
        String[] out = new String[vertexCount];
        Arrays.setAll(out, Integer::toString);
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Multigraph g
                && vertexCount == g.vertexCount
                && Arrays.equals(edgeU, g.edgeU)
                && Arrays.equals(edgeV, g.edgeV)
                && (names == null && g.names == null || Arrays.equals(nameArray(), g.nameArray()));
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(nameArray()), Arrays.hashCode(edgeU), Arrays.hashCode(edgeV));
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Multigraph(").append(vertexCount).append(" vertices:");
        for (int e = 0; e < edgeU.length && e < 20; e++) {
            sb.append(' ').append(name(edgeU[e])).append('-').append(name(edgeV[e]));
        }
        if (edgeU.length > 20) {
            sb.append(" ... ").append(edgeU.length).append(" edges");
        }
        return sb.append(')').toString();
    }

    /** Builds a multigraph from named edges; vertices are numbered in order of first appearance. */
    public static final class Builder {
        private final List<String> names = new ArrayList<>();
        private final Map<String, Integer> index = new HashMap<>();
        private int[] u = new int[16];
        private int[] v = new int[16];
        private int edges;

        private Builder() {}

        /** Adds a vertex (no-op if present) and returns its index. */
        public int addVertex(String name) {
            Objects.requireNonNull(name, "vertex name");
            Integer i = index.get(name);
            if (i != null) {
                return i;
            }
            String problem = VertexNames.problem(name);
            if (problem != null) {
                // The readers say so first, with a line number; this is for every other way a name can come in.
                throw new IllegalArgumentException(problem);
            }
            if (names.size() >= MAX_VERTICES) {
                throw new IllegalArgumentException("graph too large: more than " + MAX_VERTICES + " vertices");
            }
            index.put(name, names.size());
            names.add(name);
            return names.size() - 1;
        }

        /** Adds an edge between two named vertices (created if new) and returns its index. */
        public int addEdge(String a, String b) {
            return addEdge(addVertex(a), addVertex(b));
        }

        /** Adds an edge between two existing vertex indices and returns its index. */
        public int addEdge(int a, int b) {
            if (a < 0 || a >= names.size() || b < 0 || b >= names.size()) {
                throw new IllegalArgumentException("no vertex " + (a < 0 || a >= names.size() ? a : b));
            }
            if (edges >= MAX_EDGES) {
                throw new IllegalArgumentException("graph too large: more than " + MAX_EDGES + " edges");
            }
            if (edges == u.length) {
                u = Arrays.copyOf(u, edges * 2);
                v = Arrays.copyOf(v, edges * 2);
            }
            u[edges] = a;
            v[edges] = b;
            return edges++;
        }

        public int vertexCount() {
            return names.size();
        }

        public int edgeCount() {
            return edges;
        }

        /** The index of a named vertex, or -1. */
        public int indexOf(String name) {
            Integer i = index.get(name);
            return i == null ? -1 : i;
        }

        public Multigraph build() {
            return new Multigraph(
                    names.size(), names.toArray(new String[0]), Arrays.copyOf(u, edges), Arrays.copyOf(v, edges));
        }
    }
}
