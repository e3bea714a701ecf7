package dev.shannon.zdd;

import dev.shannon.zdd.core.Deep;
import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.core.NodeTable;
import dev.shannon.zdd.core.Zdd;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A graph set's diagram with each member's touched vertices added, {@code {α ∪ V(α)}}, built
 * in the edge-and-vertex table in one memoized descent. Below a node f of the graph set the
 * result depends only on f and on the vertices already touched whose own variable is still to
 * come (each vertex comes right after its last edge, {@link EdgeVertexLevels}): the open
 * vertices, at most the frontier. A step from f to a child places the open vertices whose
 * variables lie between the two (present, since touched; the untouched ones there are absent).
 * So the work is one step per (node, open vertices) pair, about the size of the result.
 */
final class TouchedVertices {
    /** Rough bytes per memo entry (key object, vertex array, map node, boxed value). */
    private static final int ENTRY_BYTES = 96;

    private final Universe u;
    private final EdgeVertexLevels l;
    private final Zdd g;
    private final NodeTable t;
    private final MemoryBudget budget;
    private final Map<Key, Integer> memo = new HashMap<>();

    /** A node of the graph set's diagram and its open vertices (ascending by level). */
    private record Key(int node, int[] open) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.node == node && Arrays.equals(k.open, open);
        }

        @Override
        public int hashCode() {
            return 31 * node + Arrays.hashCode(open);
        }
    }

    private TouchedVertices(Universe u, Zdd g, NodeTable t, MemoryBudget budget) {
        this.u = u;
        this.l = u.edgeVertexLevels();
        this.g = g;
        this.t = t;
        this.budget = budget;
    }

    /** The root, in table {@code t} (the edge-and-vertex one), of graph set diagram {@code g} with its members' vertices. */
    static int of(Universe u, Zdd g, NodeTable t) {
        try (MemoryBudget budget = u.operationBudget()) {
            TouchedVertices d = new TouchedVertices(u, g, t, budget);
            return Deep.run(InducedEdges.FRAME_WEIGHT * u.edgeCount(), () -> d.below(g.root(), new int[0]));
        }
    }

    /** The level at which the graph set's node f is decided here (past the last level for terminals). */
    private int levelOf(int f) {
        return f <= Zdd.ONE ? l.levels() : l.ofEdge[g.var(f)];
    }

    /** The family below node f when the vertices at levels {@code open} are touched and still to come. */
    private int below(int f, int[] open) {
        if (f == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        if (f == Zdd.ONE) {
            return place(open, open.length, Zdd.ONE);
        }
        Key key = new Key(f, open);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int e = g.var(f);
        int lo = step(g.lo(f), open);
        int hi = step(g.hi(f), touch(open, l.ofVertex[u.edgeU(e)], l.ofVertex[u.edgeV(e)]));
        int r = t.node(l.ofEdge[e], lo, hi);
        budget.reserve(ENTRY_BYTES + 4L * open.length, "edge-vertex conversion memo");
        memo.put(key, r);
        return r;
    }

    /** Goes on to child c: the open vertices before c's level are placed above it. */
    private int step(int c, int[] open) {
        if (c == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        int at = levelOf(c);
        int placed = 0;
        while (placed < open.length && open[placed] < at) {
            placed++;
        }
        return place(open, placed, below(c, Arrays.copyOfRange(open, placed, open.length)));
    }

    /** {@code f} with the vertices at levels {@code open[0..n)} (ascending, all above f) added to every member. */
    private int place(int[] open, int n, int f) {
        for (int i = n - 1; i >= 0; i--) {
            f = t.node(open[i], Zdd.ZERO, f);
        }
        return f;
    }

    /** {@code open} with two more levels (possibly equal, possibly there already), ascending. */
    private static int[] touch(int[] open, int a, int b) {
        return with(with(open, Math.min(a, b)), Math.max(a, b));
    }

    /** {@code open} with level x, ascending, without repeats. */
    private static int[] with(int[] open, int x) {
        int i = Arrays.binarySearch(open, x);
        if (i >= 0) {
            return open;
        }
        int at = -i - 1;
        int[] out = new int[open.length + 1];
        System.arraycopy(open, 0, out, 0, at);
        out[at] = x;
        System.arraycopy(open, at, out, at + 1, open.length - at);
        return out;
    }
}
