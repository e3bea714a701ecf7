package dev.shannon.matroid;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The cycle matroid of a multigraph: element j is edge j, independent sets are forests. A loop
 * is a loop of the matroid; parallel edges are parallel elements. Its dual is the cographic
 * (bond) matroid.
 */
public final class GraphicMatroid implements Matroid {
    private final Multigraph g;
    private final int[] u;
    private final int[] v;

    public GraphicMatroid(Multigraph g) {
        this.g = g;
        this.u = g.edgeUs();
        this.v = g.edgeVs();
    }

    public Multigraph graph() {
        return g;
    }

    @Override
    public int size() {
        return u.length;
    }

    @Override
    public int rank(long[] set) {
        UnionFind uf = new UnionFind(g.vertexCount());
        int r = 0;
        for (int e = Bits.next(set, 0); e >= 0; e = Bits.next(set, e + 1)) {
            if (uf.union(u[e], v[e])) {
                r++;
            }
        }
        return r;
    }

    /** Fundamental circuits in a forest: the tree path between an edge's ends. */
    @Override
    public ExchangeOracle exchange(long[] independent) {
        return new ForestPaths(independent);
    }

    private final class ForestPaths implements ExchangeOracle {
        private final long[] forest;
        private int[] parent; // vertex -> parent vertex (-1 at a root)
        private int[] parentEdge; // vertex -> edge to its parent
        private int[] depth;
        private int[] root;

        ForestPaths(long[] independent) {
            this.forest = independent.clone();
            build();
        }

        private void build() {
            int n = g.vertexCount();
            int[] start = new int[n + 1];
            for (int e = Bits.next(forest, 0); e >= 0; e = Bits.next(forest, e + 1)) {
                start[u[e] + 1]++;
                start[v[e] + 1]++;
            }
            for (int i = 0; i < n; i++) {
                start[i + 1] += start[i];
            }
            int[] adj = new int[start[n]];
            int[] fill = Arrays.copyOf(start, n);
            for (int e = Bits.next(forest, 0); e >= 0; e = Bits.next(forest, e + 1)) {
                adj[fill[u[e]]++] = e;
                adj[fill[v[e]]++] = e;
            }
            parent = new int[n];
            parentEdge = new int[n];
            depth = new int[n];
            root = new int[n];
            Arrays.fill(root, -1);
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            for (int s = 0; s < n; s++) {
                if (root[s] >= 0) {
                    continue;
                }
                root[s] = s;
                parent[s] = -1;
                queue.add(s);
                while (!queue.isEmpty()) {
                    int x = queue.poll();
                    for (int i = start[x]; i < start[x + 1]; i++) {
                        int e = adj[i];
                        int y = u[e] == x ? v[e] : u[e];
                        if (root[y] < 0) {
                            root[y] = s;
                            parent[y] = x;
                            parentEdge[y] = e;
                            depth[y] = depth[x] + 1;
                            queue.add(y);
                        }
                    }
                }
            }
        }

        @Override
        public long[] circuit(int x) {
            int a = u[x];
            int b = v[x];
            if (root[a] != root[b]) {
                return null;
            }
            long[] c = Bits.empty(u.length);
            while (a != b) {
                if (depth[a] >= depth[b]) {
                    Bits.set(c, parentEdge[a]);
                    a = parent[a];
                } else {
                    Bits.set(c, parentEdge[b]);
                    b = parent[b];
                }
            }
            return c;
        }

        @Override
        public void add(int x) {
            Bits.set(forest, x);
            build();
        }
    }

    /** The cographic (bond) matroid, with its own fundamental circuits. */
    @Override
    public CographicMatroid dual() {
        return new CographicMatroid(this);
    }

    @Override
    public String describe() {
        return "graphic, " + g.vertexCount() + " vertices, " + u.length + " edges";
    }
}
