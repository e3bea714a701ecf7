package dev.shannon.zdd;

import dev.shannon.zdd.core.Deep;
import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The edge sets a vertex family induces, {@code {E[S] : S ∈ F}} (the edges with both ends in
 * S, loops included), built in the edge table in one memoized descent of F's diagram. The
 * vertex order is the order the edges first reach the vertices ({@link VertexLevels}), so when
 * edge e is decided both its ends are: walking the edges in order, the vertices first reached at
 * e are decided from F's diagram (both ways where F allows both, the results united, since
 * several S may induce the same edges), then e is present exactly when both ends were taken.
 * Below a node the result depends on the node, the next edge and the taken vertices that still
 * have an edge to come, at most the frontier.
 */
final class InducedEdges {
    /**
     * One recursive frame per edge, each several times the size of the algebra's own frames:
     * counted as this many levels when asking {@link Deep} for a stack.
     */
    static final int FRAME_WEIGHT = 4;

    /** Rough bytes per memo entry. */
    private static final int ENTRY_BYTES = 96;

    private final Universe u;
    private final Zdd f;
    private final ZddAlgebra alg;
    private final VertexLevels vl;
    /** Per edge: the vertex levels first reached there, ascending (zero to two). */
    private final int[][] reachedAt;
    /** Per vertex: its last edge. */
    private final int[] lastEdge;

    private final MemoryBudget budget;
    private final Map<Key, Integer> memo = new HashMap<>();

    /** The next edge, a node of F's diagram, and the taken vertices with an edge to come (ascending). */
    private record Key(int edge, int node, int[] taken) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.edge == edge && k.node == node && Arrays.equals(k.taken, taken);
        }

        @Override
        public int hashCode() {
            return (31 * edge + node) * 31 + Arrays.hashCode(taken);
        }
    }

    private InducedEdges(Universe u, Zdd f, ZddAlgebra alg, MemoryBudget budget) {
        this.u = u;
        this.f = f;
        this.alg = alg;
        this.vl = u.vertexLevels();
        int m = u.edgeCount();
        reachedAt = new int[m][];
        lastEdge = new int[u.vertexCount()];
        boolean[] reached = new boolean[u.vertexCount()];
        for (int e = 0; e < m; e++) {
            int[] ends = u.edgeU(e) == u.edgeV(e) ? new int[] {u.edgeU(e)} : new int[] {u.edgeU(e), u.edgeV(e)};
            reachedAt[e] = Arrays.stream(ends)
                    .filter(x -> !reached[x])
                    .map(x -> vl.levelOf[x])
                    .sorted()
                    .toArray();
            for (int x : ends) {
                reached[x] = true;
                lastEdge[x] = e;
            }
        }
        this.budget = budget;
    }

    /** The root, in {@code alg}'s table (the edge one), of the edge sets vertex diagram {@code f} induces. */
    static int of(Universe u, Zdd f, ZddAlgebra alg) {
        try (MemoryBudget budget = u.operationBudget()) {
            InducedEdges d = new InducedEdges(u, f, alg, budget);
            return Deep.run(FRAME_WEIGHT * u.edgeCount(), () -> d.from(0, f.root(), new int[0]));
        }
    }

    /**
     * Edges {@code e..m-1} below node {@code node}, with vertices {@code taken} in. One frame
     * per edge (the vertices first reached at e are decided in a loop), so the recursion is as
     * deep as the edges and no deeper.
     */
    private int from(int e, int node, int[] taken) {
        if (node == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (e == u.edgeCount()) {
            return Zdd.ONE; // a reduced diagram's non-empty node has a member: the rest of the vertices is free
        }
        Key key = new Key(e, node, taken);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        // The ways F allows for the vertices first reached at e: at most two vertices, four ways.
        int[] nodes = {node, 0, 0, 0};
        int[][] takens = {taken, null, null, null};
        int ways = 1;
        for (int level : reachedAt[e]) {
            int before = ways;
            for (int w = 0; w < before; w++) {
                if (f.var(nodes[w]) == level) {
                    nodes[ways] = f.hi(nodes[w]);
                    takens[ways++] = with(takens[w], vl.vertexAt[level]);
                    nodes[w] = f.lo(nodes[w]);
                } // else F's members here lack the vertex
            }
        }
        int r = Zdd.ZERO;
        for (int w = 0; w < ways; w++) {
            if (nodes[w] == Zdd.ZERO) {
                continue;
            }
            int[] t = takens[w];
            boolean present = has(t, u.edgeU(e)) && has(t, u.edgeV(e));
            int rest = from(e + 1, nodes[w], stillNeeded(t, e));
            r = alg.union(r, present ? alg.table().node(e, Zdd.ZERO, rest) : rest);
        }
        budget.reserve(ENTRY_BYTES + 4L * taken.length, "induced-edges memo");
        memo.put(key, r);
        return r;
    }

    /** The vertices of {@code taken} with an edge after e (a loop, not a stream: this runs at the deepest point). */
    private int[] stillNeeded(int[] taken, int e) {
        int n = 0;
        for (int x : taken) {
            if (lastEdge[x] > e) {
                n++;
            }
        }
        if (n == taken.length) {
            return taken;
        }
        int[] out = new int[n];
        int k = 0;
        for (int x : taken) {
            if (lastEdge[x] > e) {
                out[k++] = x;
            }
        }
        return out;
    }

    private static boolean has(int[] taken, int v) {
        return Arrays.binarySearch(taken, v) >= 0;
    }

    private static int[] with(int[] taken, int v) {
        int[] out = Arrays.copyOf(taken, taken.length + 1);
        out[taken.length] = v;
        Arrays.sort(out);
        return out;
    }
}
