package dev.shannon.zdd.order;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The default edge order: a small path-decomposition search. A good vertex order for
 * frontier-based search is one with small <em>vertex separation</em> (pathwidth); breadth-first
 * sweeps from a pseudo-peripheral vertex (Cuthill–McKee, found by the George–Liu iteration) are
 * the classical heuristic, and on grids they sweep along anti-diagonals with a frontier of about
 * one row. We try several sweeps, two ways of turning a vertex order into an edge order, and the
 * input order itself, and keep the edge order with the smallest frontier ({@link FrontierWidth}).
 * Unlike a purely greedy walk this never wanders off and leaves a long ragged frontier behind.
 */
final class FrontierOrder {
    /** Key packing below keeps vertex positions and edge numbers in 21 bits each. */
    private static final int KEY_LIMIT = 1 << 21;
    /** Above this many vertices in one breadth-first level the greedy refinement is skipped. */
    private static final int REFINE_LIMIT = 2_000;

    private final int n;
    private final int[] us;
    private final int[] vs;
    private final int[] adjStart;
    private final int[] adj;

    private FrontierOrder(int n, int[] us, int[] vs) {
        this.n = n;
        this.us = us;
        this.vs = vs;
        adjStart = new int[n + 1];
        for (int e = 0; e < us.length; e++) {
            if (us[e] != vs[e]) {
                adjStart[us[e] + 1]++;
                adjStart[vs[e] + 1]++;
            }
        }
        for (int v = 0; v < n; v++) {
            adjStart[v + 1] += adjStart[v];
        }
        adj = new int[adjStart[n]];
        int[] fill = Arrays.copyOf(adjStart, n);
        for (int e = 0; e < us.length; e++) {
            if (us[e] != vs[e]) {
                adj[fill[us[e]]++] = vs[e];
                adj[fill[vs[e]]++] = us[e];
            }
        }
    }

    static int[] best(int n, int[] us, int[] vs) {
        int[] identity = EdgeOrder.AS_GIVEN.order(n, us, vs);
        if (n >= KEY_LIMIT || us.length >= KEY_LIMIT || us.length == 0) {
            return identity;
        }
        FrontierOrder f = new FrontierOrder(n, us, vs);
        int[] bestOrder = identity;
        FrontierWidth bestWidth = FrontierWidth.of(n, us, vs, identity);
        for (int[] vertexOrder : f.vertexOrders()) {
            for (boolean byLater : new boolean[] {true, false}) {
                int[] order = f.edgeOrder(vertexOrder, byLater);
                FrontierWidth w = FrontierWidth.of(n, us, vs, order);
                if (w.compareTo(bestWidth) < 0) {
                    bestWidth = w;
                    bestOrder = order;
                }
            }
        }
        return bestOrder;
    }

    private int degree(int v) {
        return adjStart[v + 1] - adjStart[v];
    }

    /** Candidate vertex orders: plain and refined sweeps from both ends of a pseudo-diameter. */
    private List<int[]> vertexOrders() {
        int[][] starts = pseudoPeripheralPairs();
        List<int[]> orders = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            int[] roots = starts[side];
            int[] cm = cuthillMcKee(roots);
            orders.add(cm);
            orders.add(refineLevels(cm, roots));
        }
        return orders;
    }

    /** For every component, both ends of a pseudo-diameter (George–Liu): {@code [side][component]}. */
    private int[][] pseudoPeripheralPairs() {
        boolean[] seen = new boolean[n];
        List<int[]> pairs = new ArrayList<>();
        int[] dist = new int[n];
        for (int v = 0; v < n; v++) {
            if (seen[v]) {
                continue;
            }
            int[] component = bfs(v, dist);
            int r = v;
            for (int x : component) {
                seen[x] = true;
                if (degree(x) < degree(r)) {
                    r = x;
                }
            }
            int ecc = farthest(bfs(r, dist), dist);
            int x = lastLevelMinDegree(component.length, r, dist);
            for (int round = 0; round < 8; round++) {
                int[] fromX = bfs(x, dist);
                int eccX = dist[fromX[fromX.length - 1]];
                if (eccX <= ecc) {
                    break;
                }
                ecc = eccX;
                int next = lastLevelMinDegree(fromX.length, x, dist);
                r = x;
                x = next;
            }
            bfs(r, dist);
            x = lastLevelMinDegree(component.length, r, dist);
            pairs.add(new int[] {r, x});
        }
        int[][] out = new int[2][pairs.size()];
        for (int i = 0; i < pairs.size(); i++) {
            out[0][i] = pairs.get(i)[0];
            out[1][i] = pairs.get(i)[1];
        }
        return out;
    }

    private static int farthest(int[] order, int[] dist) {
        return dist[order[order.length - 1]];
    }

    /** After {@link #bfs} from {@code root}, a vertex of minimum degree among the farthest. */
    private int lastLevelMinDegree(int size, int root, int[] dist) {
        int[] order = bfs(root, dist);
        int ecc = dist[order[size - 1]];
        int best = order[size - 1];
        for (int i = size - 1; i >= 0 && dist[order[i]] == ecc; i--) {
            if (degree(order[i]) <= degree(best)) {
                best = order[i];
            }
        }
        return best;
    }

    /** Breadth-first order of the component of {@code root}; fills {@code dist} for it. */
    private int[] bfs(int root, int[] dist) {
        int[] queue = new int[n];
        boolean[] in = new boolean[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        in[root] = true;
        dist[root] = 0;
        while (head < tail) {
            int v = queue[head++];
            for (int i = adjStart[v]; i < adjStart[v + 1]; i++) {
                int w = adj[i];
                if (!in[w]) {
                    in[w] = true;
                    dist[w] = dist[v] + 1;
                    queue[tail++] = w;
                }
            }
        }
        return Arrays.copyOf(queue, tail);
    }

    /** Cuthill–McKee: breadth first, each vertex's new neighbours by increasing degree. */
    private int[] cuthillMcKee(int[] roots) {
        int[] order = new int[n];
        boolean[] in = new boolean[n];
        int tail = 0;
        for (int root : roots) {
            if (in[root]) {
                continue;
            }
            int head = tail;
            order[tail++] = root;
            in[root] = true;
            while (head < tail) {
                int v = order[head++];
                int from = tail;
                for (int i = adjStart[v]; i < adjStart[v + 1]; i++) {
                    int w = adj[i];
                    if (!in[w]) {
                        in[w] = true;
                        order[tail++] = w;
                    }
                }
                sortByDegree(order, from, tail);
            }
        }
        return order;
    }

    private void sortByDegree(int[] a, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= from && (degree(a[j]) > degree(x) || degree(a[j]) == degree(x) && a[j] > x)) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    /**
     * Keeps the breadth-first levels of {@code order} but reorders each level greedily: next comes
     * the vertex whose placement closes the most frontier vertices (those whose last unplaced
     * neighbour it is), then the one with most placed neighbours, then the sweep order.
     */
    private int[] refineLevels(int[] order, int[] roots) {
        int[] dist = new int[n];
        boolean[] isRoot = new boolean[n];
        for (int root : roots) {
            bfs(root, dist);
            isRoot[root] = true;
        }
        int[] out = new int[n];
        int[] unplaced = new int[n];
        for (int v = 0; v < n; v++) {
            unplaced[v] = degree(v);
        }
        boolean[] placed = new boolean[n];
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && dist[order[j]] == dist[order[i]] && (j == i || !isRoot[order[j]])) {
                j++;
            }
            if (j - i > REFINE_LIMIT) {
                for (int k = i; k < j; k++) {
                    place(order[k], placed, unplaced);
                    out[k] = order[k];
                }
            } else {
                boolean[] taken = new boolean[j - i];
                for (int k = i; k < j; k++) {
                    int bestIdx = -1;
                    int bestClosed = -1;
                    int bestPlaced = -1;
                    for (int c = i; c < j; c++) {
                        if (taken[c - i]) {
                            continue;
                        }
                        int v = order[c];
                        int closed = 0;
                        int placedNbrs = 0;
                        for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
                            int w = adj[a];
                            if (placed[w]) {
                                placedNbrs++;
                                if (unplaced[w] == 1) {
                                    closed++;
                                }
                            }
                        }
                        if (closed > bestClosed || closed == bestClosed && placedNbrs > bestPlaced) {
                            bestIdx = c;
                            bestClosed = closed;
                            bestPlaced = placedNbrs;
                        }
                    }
                    taken[bestIdx - i] = true;
                    out[k] = order[bestIdx];
                    place(order[bestIdx], placed, unplaced);
                }
            }
            i = j;
        }
        return out;
    }

    private void place(int v, boolean[] placed, int[] unplaced) {
        placed[v] = true;
        for (int a = adjStart[v]; a < adjStart[v + 1]; a++) {
            unplaced[adj[a]]--;
        }
    }

    /**
     * Edges sorted by the position of their later endpoint (each vertex brings the edges back to
     * placed vertices) or of their earlier endpoint (each vertex sends its edges forward), ties
     * by the other endpoint and then input order.
     */
    private int[] edgeOrder(int[] vertexOrder, boolean byLater) {
        int[] pos = new int[n];
        for (int i = 0; i < n; i++) {
            pos[vertexOrder[i]] = i;
        }
        int m = us.length;
        long[] keys = new long[m];
        for (int e = 0; e < m; e++) {
            int a = Math.min(pos[us[e]], pos[vs[e]]);
            int b = Math.max(pos[us[e]], pos[vs[e]]);
            long major = byLater ? b : a;
            long minor = byLater ? a : b;
            keys[e] = major << 42 | minor << 21 | e;
        }
        Arrays.sort(keys);
        int[] order = new int[m];
        for (int i = 0; i < m; i++) {
            order[i] = (int) (keys[i] & (KEY_LIMIT - 1));
        }
        return order;
    }
}
