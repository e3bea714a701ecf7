package dev.shannon.zdd;

import dev.shannon.graph.Multigraph;
import java.util.Arrays;

/**
 * The k-th power G<sup>k</sup> of a multigraph G: the same vertices, two distinct vertices
 * joined by one edge when some path of at most k edges of G joins them, and a loop wherever G
 * has one. A set of vertices is distance-k independent (dominating) in G exactly when it is
 * independent (dominating) in G<sup>k</sup>; this is how Graphillion 2.1 defines
 * {@code independent_sets(edges, distance=k)} and {@code dominating_sets(edges, distance=k)}
 * (its {@code vertex_setset.py} replaces each vertex's neighbours by the vertices a
 * breadth-first search reaches within k steps).
 */
final class PowerGraph {
    private PowerGraph() {}

    /**
     * Bytes one edge of the power costs before the search starts: its two ends here, in the
     * multigraph and its incidence lists, and in the search's layout (an estimate, for the limit).
     */
    static final int BYTES_PER_EDGE = 64;

    /**
     * G<sup>k</sup>; G itself for k = 1. The power can be far denser than G (a star's square is
     * complete), so its edges are counted against {@code memoryLimit}.
     *
     * @throws IllegalArgumentException if {@code k < 1}
     * @throws ZddMemoryLimitException  if the power's edges would not fit in {@code memoryLimit}
     */
    static Multigraph of(Multigraph g, int k, long memoryLimit) {
        if (k < 1) {
            throw new IllegalArgumentException("distance must be at least 1, got " + k);
        }
        if (k == 1) {
            return g;
        }
        try {
            return power(g, k, memoryLimit);
        } catch (OutOfMemoryError e) {
            throw new ZddMemoryLimitException(
                    "out of memory while making the distance-" + k + " graph (raise -Xmx or lower the distance)");
        }
    }

    private static Multigraph power(Multigraph g, int k, long memoryLimit) {
        int n = g.vertexCount();
        long maxEdges = Math.min(Integer.MAX_VALUE - 16, memoryLimit / BYTES_PER_EDGE);
        EdgeList edges = new EdgeList(g.edgeCount());
        // One breadth-first search to depth k from each vertex; reachedFrom[y] == x marks y as seen from x.
        int[] reachedFrom = new int[n];
        Arrays.fill(reachedFrom, -1);
        int[] depth = new int[n];
        int[] queue = new int[n];
        for (int x = 0; x < n; x++) {
            reachedFrom[x] = x;
            depth[x] = 0;
            queue[0] = x;
            int head = 0;
            int tail = 1;
            while (head < tail) {
                int y = queue[head++];
                for (int i = 0; i < g.incidenceCount(y); i++) {
                    int e = g.incidentEdge(y, i);
                    int z = g.opposite(e, y);
                    if (reachedFrom[z] == x || depth[y] == k) {
                        continue;
                    }
                    reachedFrom[z] = x;
                    depth[z] = depth[y] + 1;
                    queue[tail++] = z;
                    if (z > x) { // each pair once, from its smaller end
                        edges.add(x, z);
                        if (edges.size() > maxEdges) {
                            throw new ZddMemoryLimitException("the distance-" + k + " graph has more than " + maxEdges
                                    + " edges, more than its memory limit allows");
                        }
                    }
                }
            }
            if (hasLoop(g, x)) {
                edges.add(x, x);
            }
        }
        return Multigraph.of(g.names(), edges.us(), edges.vs());
    }

    private static boolean hasLoop(Multigraph g, int x) {
        for (int i = 0; i < g.incidenceCount(x); i++) {
            if (g.isLoop(g.incidentEdge(x, i))) {
                return true;
            }
        }
        return false;
    }

    /** Endpoint pairs, appended. */
    private static final class EdgeList {
        private int[] us;
        private int[] vs;
        private int size;

        EdgeList(int expected) {
            us = new int[Math.max(16, expected)];
            vs = new int[us.length];
        }

        void add(int u, int v) {
            if (size == us.length) {
                us = Arrays.copyOf(us, 2 * size);
                vs = Arrays.copyOf(vs, 2 * size);
            }
            us[size] = u;
            vs[size++] = v;
        }

        int size() {
            return size;
        }

        int[] us() {
            return Arrays.copyOf(us, size);
        }

        int[] vs() {
            return Arrays.copyOf(vs, size);
        }
    }
}
