package dev.shannon.switching.flow;

import java.util.Arrays;

/**
 * The bipartite flow network behind the (2,2) sparsity count, as a residual network with unit
 * augmenting paths (Imai 1983; Gabow and Westermann 1992, "Forests, frames, and games").
 *
 * <p>Nodes: a source, a sink, one node per vertex and one per edge. The source feeds each
 * <em>accepted</em> edge one unit; an edge node passes its unit to either endpoint (capacity 1
 * each); a vertex passes at most 2 units to the sink. An edge set B routes completely iff every
 * vertex set X has |B(X)| ≤ 2|X| (Hall). Forcing a pair u, v into the source side (extra source
 * arcs into u and v) turns the min cut into |B| + min over X ⊇ {u, v} of (2|X| − |B(X)|), the
 * Picard–Queyranne construction for densest subgraphs; the extra flow that still gets through is
 * that minimum. So B + uv keeps |B(X)| ≤ 2|X| − 2 everywhere iff at least 3 more units get
 * through from {u, v}.
 *
 * <p>The source's arcs are never scanned: every augmenting path starts at the head of a source
 * arc that still has capacity, and those are known (the forced pair, or a newly accepted edge).
 * Every change of a residual capacity is journalled, so trials (and tentative extra edges) are
 * rolled back exactly.
 */
final class SparsityNetwork {
    private static final int SOURCE = 0;
    private static final int SINK = 1;
    /** Capacity of a forced source arc: more than the at most 4 units a pair can ever absorb. */
    private static final int FORCED = 4;

    private final int n;
    /** Arc a goes to head[a]; its reverse is a ^ 1. */
    private final int[] head;

    private final int[] residual;
    private final int[] firstArc;
    private final int[] arcsByNode;
    /** The source arc of each edge node, and of each vertex (its forcing arc). */
    private final int[] edgeSourceArc;

    private final int[] vertexSourceArc;
    private final int[] parentArc;
    private final int[] seen;
    private int stamp;
    private final int[] queue;
    private int[] journal = new int[64];
    private int journalSize;

    /** The network for {@code u.length} edges on {@code n} vertices; no edge accepted yet. */
    SparsityNetwork(int n, int[] u, int[] v) {
        this.n = n;
        int m = u.length;
        int nodes = 2 + n + m;
        int arcs = 2 * (3 * m + 2 * n);
        head = new int[arcs];
        residual = new int[arcs];
        int[] tail = new int[arcs];
        edgeSourceArc = new int[m];
        vertexSourceArc = new int[n];
        int a = 0;
        for (int x = 0; x < n; x++) {
            a = arc(tail, a, vertexNode(x), SINK, 2);
            vertexSourceArc[x] = a;
            a = arc(tail, a, SOURCE, vertexNode(x), 0);
        }
        for (int e = 0; e < m; e++) {
            edgeSourceArc[e] = a;
            a = arc(tail, a, SOURCE, edgeNode(e), 0);
            a = arc(tail, a, edgeNode(e), vertexNode(u[e]), 1);
            a = arc(tail, a, edgeNode(e), vertexNode(v[e]), 1);
        }
        firstArc = new int[nodes + 1];
        for (int i = 0; i < arcs; i++) {
            firstArc[tail[i] + 1]++;
        }
        for (int i = 0; i < nodes; i++) {
            firstArc[i + 1] += firstArc[i];
        }
        arcsByNode = new int[arcs];
        int[] fill = Arrays.copyOf(firstArc, nodes);
        for (int i = 0; i < arcs; i++) {
            arcsByNode[fill[tail[i]]++] = i;
        }
        parentArc = new int[nodes];
        seen = new int[nodes];
        queue = new int[nodes];
    }

    private int arc(int[] tail, int a, int from, int to, int capacity) {
        tail[a] = from;
        head[a] = to;
        residual[a] = capacity;
        tail[a + 1] = to;
        head[a + 1] = from;
        residual[a + 1] = 0;
        return a + 2;
    }

    private int vertexNode(int x) {
        return 2 + x;
    }

    private int edgeNode(int e) {
        return 2 + n + e;
    }

    /** A point to {@link #rollback} to: every residual change after it is journalled. */
    int mark() {
        return journalSize;
    }

    /** Takes back every change made since {@code mark}, newest first. */
    void rollback(int mark) {
        while (journalSize > mark) {
            journalSize -= 2;
            residual[journal[journalSize]] = journal[journalSize + 1];
        }
    }

    /** Forgets the journal: what was done stays done. Only when no mark is outstanding. */
    void commit() {
        journalSize = 0;
    }

    /**
     * With u and v forced into the source side, how many more units (at most {@code limit}) reach
     * the sink; the caller rolls back.
     */
    int forcedExtraFlow(int u, int v, int limit) {
        set(vertexSourceArc[u], residual[vertexSourceArc[u]] + FORCED);
        if (v != u) {
            set(vertexSourceArc[v], residual[vertexSourceArc[v]] + FORCED);
        }
        int[] starts = v == u ? new int[] {vertexSourceArc[u]} : new int[] {vertexSourceArc[u], vertexSourceArc[v]};
        int pushed = 0;
        while (pushed < limit && augment(starts)) {
            pushed++;
        }
        return pushed;
    }

    /** Whether edge node e (ends u, v) is independent of the accepted edges: 3 more units get through from {u, v}. */
    boolean independent(int u, int v) {
        if (u == v) {
            return false; // a loop spans 1 edge on 1 vertex
        }
        int m = mark();
        boolean yes = forcedExtraFlow(u, v, 3) == 3;
        rollback(m);
        return yes;
    }

    /** Whether the pair s, t is spanned: fewer than 3 more units get through from {s, t}. */
    boolean spanned(int s, int t) {
        int m = mark();
        boolean yes = forcedExtraFlow(s, t, 3) < 3;
        rollback(m);
        return yes;
    }

    boolean isAccepted(int e) {
        return residual[edgeSourceArc[e]] + residual[edgeSourceArc[e] ^ 1] > 0;
    }

    /** Accepts edge node e: the source feeds it, and its unit is routed (it must fit). */
    void accept(int e) {
        set(edgeSourceArc[e], 1);
        if (!augment(new int[] {edgeSourceArc[e]})) {
            throw new IllegalStateException("edge " + e + " was tested independent but does not route");
        }
    }

    /** Takes accepted edge node e out again: its unit leaves the edge, its endpoint and the sink. */
    void remove(int e) {
        int feed = edgeSourceArc[e];
        set(feed, 0);
        set(feed ^ 1, 0);
        for (int a = feed + 2; a <= feed + 4; a += 2) { // the arcs to the two endpoints
            if (residual[a] == 0 && residual[a ^ 1] == 1) {
                set(a, 1);
                set(a ^ 1, 0);
                int sinkArc = firstSinkArc(head[a]);
                set(sinkArc, residual[sinkArc] + 1);
                set(sinkArc ^ 1, residual[sinkArc ^ 1] - 1);
                return;
            }
        }
        throw new IllegalStateException("edge " + e + " carries no flow");
    }

    private int firstSinkArc(int vertexNode) {
        return vertexSourceArc[vertexNode - 2] - 2; // laid out just before the vertex's source arc
    }

    private void set(int a, int value) {
        if (journalSize + 2 > journal.length) {
            journal = Arrays.copyOf(journal, journal.length * 2);
        }
        journal[journalSize++] = a;
        journal[journalSize++] = residual[a];
        residual[a] = value;
    }

    /**
     * The vertices the last failed augmentation reached: the source side of a minimum cut, that is
     * the least vertex set attaining the minimum.
     */
    boolean[] lastReachedVertices() {
        boolean[] in = new boolean[n];
        for (int x = 0; x < n; x++) {
            in[x] = seen[vertexNode(x)] == stamp;
        }
        return in;
    }

    /** One breadth-first augmenting path of one unit from the heads of the given source arcs. */
    private boolean augment(int[] startArcs) {
        stamp++;
        int qh = 0;
        int qt = 0;
        for (int a : startArcs) {
            int x = head[a];
            if (residual[a] > 0 && seen[x] != stamp) {
                seen[x] = stamp;
                parentArc[x] = a;
                queue[qt++] = x;
            }
        }
        while (qh < qt) {
            int x = queue[qh++];
            for (int i = firstArc[x]; i < firstArc[x + 1]; i++) {
                int a = arcsByNode[i];
                int y = head[a];
                if (residual[a] <= 0 || seen[y] == stamp || y == SOURCE) {
                    continue;
                }
                parentArc[y] = a;
                if (y == SINK) {
                    push(y);
                    return true;
                }
                seen[y] = stamp;
                queue[qt++] = y;
            }
        }
        return false;
    }

    private void push(int sink) {
        for (int y = sink; y != SOURCE; ) {
            int a = parentArc[y];
            set(a, residual[a] - 1);
            set(a ^ 1, residual[a ^ 1] + 1);
            y = head[a ^ 1];
        }
    }
}
