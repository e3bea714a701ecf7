package dev.shannon.zdd;

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

    private InducedEdges(Universe u, Zdd f, ZddAlgebra alg) {
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
            reachedAt[e] = Arrays.stream(ends).filter(x -> !reached[x]).map(x -> vl.levelOf[x]).sorted().toArray();
            for (int x : ends) {
                reached[x] = true;
                lastEdge[x] = e;
            }
        }
        this.budget = new MemoryBudget(u.memoryLimit());
    }

    /** The root, in {@code alg}'s table (the edge one), of the edge sets vertex diagram {@code f} induces. */
    static int of(Universe u, Zdd f, ZddAlgebra alg) {
        return new InducedEdges(u, f, alg).from(0, f.root(), new int[0]);
    }

    /** Edges {@code e..m-1} below node {@code node}, with vertices {@code taken} in. */
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
        int r = decide(e, 0, node, taken);
        budget.reserve(ENTRY_BYTES + 4L * taken.length, "induced-edges memo");
        memo.put(key, r);
        return r;
    }

    /** Decides the {@code i}-th vertex first reached at edge {@code e}, then (after the last) the edge itself. */
    private int decide(int e, int i, int node, int[] taken) {
        if (node == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (i < reachedAt[e].length) {
            int level = reachedAt[e][i];
            if (f.var(node) != level) {
                return decide(e, i + 1, node, taken); // F's members here lack the vertex
            }
            int without = decide(e, i + 1, f.lo(node), taken);
            int with = decide(e, i + 1, f.hi(node), with(taken, vl.vertexAt[level]));
            return alg.union(without, with);
        }
        boolean present = has(taken, u.edgeU(e)) && has(taken, u.edgeV(e));
        int rest = from(e + 1, node, Arrays.stream(taken).filter(x -> lastEdge[x] > e).toArray());
        return present ? alg.table().node(e, Zdd.ZERO, rest) : rest;
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
