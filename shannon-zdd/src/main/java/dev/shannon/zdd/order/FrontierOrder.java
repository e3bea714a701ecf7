package dev.shannon.zdd.order;

import dev.shannon.graph.Interruption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The default edge order ({@link EdgeOrder#FRONTIER}): several candidate orders, of which the one
 * with the smallest frontier ({@link FrontierWidth}: widest frontier first, then the total) wins,
 * the input order taking part too, so the result is never wider than the input.
 *
 * <p>A good edge order for frontier-based search comes from a vertex order of small <em>vertex
 * separation</em>: the most placed vertices that still have unplaced neighbours, which over the
 * best order is the pathwidth (N. G. Kinnersley, "The vertex separation number of a graph equals
 * its path-width", Information Processing Letters 42, 1992). Finding it is NP-hard, so the
 * candidates are heuristics, each computed per connected component in near-linear time (except
 * the level refinement of the sweeps, quadratic in a level of up to 2,000 vertices):
 * <ul>
 *   <li><b>Sweeps</b>: Cuthill–McKee breadth-first orders (E. Cuthill and J. McKee, "Reducing the
 *       bandwidth of sparse symmetric matrices", 1969) from both ends of a pseudo-diameter (found
 *       by the iteration of A. George and J. W. H. Liu, "An implementation of a pseudoperipheral
 *       node finder", ACM TOMS 5, 1979), plain and with each breadth-first level reordered to close
 *       frontier vertices early. On grids they sweep along anti-diagonals with a frontier of about
 *       one row; on trees they are poor (the frontier holds a whole breadth-first level).
 *   <li><b>Depth-first orders</b> from both ends of the pseudo-diameter, neighbours by increasing
 *       degree: on a tree a depth-first order keeps only the open branches of one root path.
 *   <li><b>Greedy vertex separation</b> from both ends: grow the placed set one vertex at a time,
 *       always taking, among the unplaced neighbours of placed vertices, the one that leaves the
 *       fewest placed vertices with unplaced neighbours; ties go to fewest unplaced neighbours,
 *       then most placed neighbours, then the vertex that became a candidate first (a priority
 *       queue with lazy deletion, O(m log m)).
 *   <li><b>Spine layout of a spanning forest</b> (breadth-first, rooted at the middle of the
 *       pseudo-diameter): a simplified form of the main-path idea of J. A. Ellis,
 *       I. H. Sudborough and J. S. Turner ("The vertex separation and search number of a graph",
 *       Information and Computation 113, 1994). Each subtree is laid out along a path (its spine)
 *       and everything hanging off the spine is laid out, one piece at a time, while only the
 *       current spine vertex waits, so a hanging piece costs one more than its own layout. A
 *       linear dynamic program chooses the spines (through the root, and within hanging pieces
 *       through their attachment vertex). On a complete binary tree of height h this meets the
 *       pathwidth ⌈h/2⌉ (a lower bound by the three-branch rule of that paper: a tree whose vertex
 *       has three branches of pathwidth k has pathwidth at least k + 1); on other trees it is a
 *       heuristic, not the exact linear-time algorithm of that paper. On graphs with cycles the
 *       layout ignores the edges outside the spanning forest (the comparison counts them).
 * </ul>
 * Each vertex order gives two edge orders (edges by their later or by their earlier endpoint),
 * and all of them are measured. An edge order's frontier is at least the pathwidth plus one (its
 * frontiers form a path decomposition), and a layout of vertex separation k, edges by their later
 * endpoint, has frontier at most k + 1, so the best candidates are optimal when their vertex order
 * is. The idea of ordering a ZDD's edges by a path decomposition is also the one of Y. Inoue and
 * S. Minato, "Acceleration of ZDD construction for subgraph enumeration via path-width
 * optimization" (technical report, Hokkaido University, 2016).
 *
 * <p>On ties the earlier candidate is kept (the input order, then the list above), so graphs on
 * which the sweeps were already narrowest, row-major grids among them, keep the order they had
 * before the other candidates were added.
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
    /** Adjacency without parallel edges or loops, each list by increasing (degree, vertex). */
    private int[] simpleStart;

    private int[] simple;
    /** Scratch for {@link #bfs}: a visit stamp per vertex and the queue. */
    private final int[] visited;

    private int stamp;
    private final int[] queue;

    /** A candidate edge order and a name saying how it was made (for tests and reports). */
    record Candidate(String name, int[] order) {}

    /** Receives candidates one at a time (so only the best so far is kept in memory). */
    @FunctionalInterface
    interface Sink {
        void accept(String name, int[] order);
    }

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
        visited = new int[n];
        queue = new int[n];
    }

    static int[] best(int n, int[] us, int[] vs) {
        int[][] bestOrder = {null};
        FrontierWidth[] bestWidth = {null};
        candidates(n, us, vs, (name, order) -> {
            // each candidate costs a pass over the graph: a deadline is honoured between them
            // (a million-vertex grid takes seconds here, before the diagram's own checks begin)
            Interruption.check();
            FrontierWidth w = FrontierWidth.of(n, us, vs, order);
            if (bestWidth[0] == null || w.compareTo(bestWidth[0]) < 0) {
                bestWidth[0] = w;
                bestOrder[0] = order;
            }
        });
        return bestOrder[0];
    }

    /** Every candidate, the input order first; {@link #best} keeps the first narrowest. */
    static void candidates(int n, int[] us, int[] vs, Sink sink) {
        int[] identity = EdgeOrder.AS_GIVEN.order(n, us, vs);
        sink.accept("as given", identity);
        if (n >= KEY_LIMIT || us.length >= KEY_LIMIT || us.length == 0) {
            return;
        }
        FrontierOrder f = new FrontierOrder(n, us, vs);
        int[][] ends = f.pseudoPeripheralPairs();
        for (int side = 0; side < 2; side++) {
            int[] roots = ends[side];
            int[] cm = f.cuthillMcKee(roots);
            f.both("sweep " + side, cm, sink);
            f.both("refined sweep " + side, f.refineLevels(cm, roots), sink);
        }
        f.buildSimple();
        for (int side = 0; side < 2; side++) {
            f.both("depth-first " + side, f.depthFirst(ends[side]), sink);
        }
        for (int side = 0; side < 2; side++) {
            f.both("greedy " + side, f.greedy(ends[side]), sink);
        }
        f.both("spine layout", f.spineLayout(f.centres(ends)), sink);
    }

    /** All candidates as a list (tests). */
    static List<Candidate> candidates(int n, int[] us, int[] vs) {
        List<Candidate> out = new ArrayList<>();
        candidates(n, us, vs, (name, order) -> out.add(new Candidate(name, order)));
        return out;
    }

    private void both(String name, int[] vertexOrder, Sink sink) {
        sink.accept(name + ", by later endpoint", edgeOrder(vertexOrder, true));
        sink.accept(name + ", by earlier endpoint", edgeOrder(vertexOrder, false));
    }

    private int degree(int v) {
        return adjStart[v + 1] - adjStart[v];
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
        int mark = ++stamp;
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        visited[root] = mark;
        dist[root] = 0;
        while (head < tail) {
            int v = queue[head++];
            for (int i = adjStart[v]; i < adjStart[v + 1]; i++) {
                int w = adj[i];
                if (visited[w] != mark) {
                    visited[w] = mark;
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

    /**
     * Sorts {@code a[from .. to)} by degree, then by vertex number. By packed keys, not by
     * insertion: a star's centre puts all its leaves in one range (20,000 of them took 0.8 s).
     */
    private static final int SHORT_RUN = 16;

    private void sortByDegree(int[] a, int from, int to) {
        if (to - from <= SHORT_RUN) {
            for (int i = from + 1; i < to; i++) {
                int x = a[i];
                int j = i - 1;
                while (j >= from && (degree(a[j]) > degree(x) || degree(a[j]) == degree(x) && a[j] > x)) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
            return;
        }
        long[] keys = new long[to - from];
        for (int i = from; i < to; i++) {
            keys[i - from] = (long) degree(a[i]) << 32 | a[i];
        }
        Arrays.sort(keys);
        for (int i = from; i < to; i++) {
            a[i] = (int) keys[i - from];
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
     * Builds {@link #simple}: each vertex's distinct neighbours other than itself, by increasing
     * (number of distinct neighbours, vertex number), in linear time.
     */
    private void buildSimple() {
        int[] last = new int[n];
        Arrays.fill(last, -1);
        int[] deg = new int[n];
        for (int v = 0; v < n; v++) {
            for (int i = adjStart[v]; i < adjStart[v + 1]; i++) {
                if (last[adj[i]] != v) {
                    last[adj[i]] = v;
                    deg[v]++;
                }
            }
        }
        int maxDeg = 0;
        for (int d : deg) {
            maxDeg = Math.max(maxDeg, d);
        }
        int[] byDegree = new int[n];
        int[] count = new int[maxDeg + 2];
        for (int d : deg) {
            count[d + 1]++;
        }
        for (int d = 0; d <= maxDeg; d++) {
            count[d + 1] += count[d];
        }
        for (int v = 0; v < n; v++) {
            byDegree[count[deg[v]]++] = v;
        }
        simpleStart = new int[n + 1];
        for (int v = 0; v < n; v++) {
            simpleStart[v + 1] = simpleStart[v] + deg[v];
        }
        simple = new int[simpleStart[n]];
        int[] fill = Arrays.copyOf(simpleStart, n);
        Arrays.fill(last, -1);
        for (int w : byDegree) {
            for (int i = adjStart[w]; i < adjStart[w + 1]; i++) {
                int v = adj[i];
                if (last[v] != w) {
                    last[v] = w;
                    simple[fill[v]++] = w;
                }
            }
        }
    }

    /** Depth-first preorder from each root in turn (then from any vertex left), neighbours by increasing degree. */
    private int[] depthFirst(int[] roots) {
        int[] order = new int[n];
        int count = 0;
        boolean[] placed = new boolean[n];
        int[] next = Arrays.copyOf(simpleStart, n);
        int[] stack = new int[n];
        for (int k = 0; k < roots.length + n; k++) {
            int root = k < roots.length ? roots[k] : k - roots.length;
            if (placed[root]) {
                continue;
            }
            placed[root] = true;
            order[count++] = root;
            int top = 0;
            stack[top++] = root;
            while (top > 0) {
                int v = stack[top - 1];
                if (next[v] == simpleStart[v + 1]) {
                    top--;
                    continue;
                }
                int w = simple[next[v]++];
                if (!placed[w]) {
                    placed[w] = true;
                    order[count++] = w;
                    stack[top++] = w;
                }
            }
        }
        return order;
    }

    /**
     * Greedy vertex separation: from each root in turn, repeatedly place the unplaced neighbour of
     * the placed set that leaves the fewest placed vertices with unplaced neighbours; ties by
     * fewest unplaced neighbours, then most placed neighbours, then first to become a candidate.
     */
    private int[] greedy(int[] roots) {
        int[] order = new int[n];
        int count = 0;
        boolean[] placed = new boolean[n];
        int[] unplacedNbrs = new int[n];
        for (int v = 0; v < n; v++) {
            unplacedNbrs[v] = simpleStart[v + 1] - simpleStart[v];
        }
        int[] placedNbrs = new int[n];
        int[] closing = new int[n];
        int[] seq = new int[n];
        Arrays.fill(seq, -1);
        int[] bySeq = new int[n];
        int nextSeq = 0;
        long[] key = new long[n];
        LongHeap heap = new LongHeap();
        int nextRoot = 0;
        while (count < n) {
            int v = -1;
            while (!heap.isEmpty()) {
                long k = heap.poll();
                int u = bySeq[(int) (k & (KEY_LIMIT - 1))];
                if (!placed[u] && key[u] == k) {
                    v = u;
                    break;
                }
            }
            if (v < 0) {
                while (nextRoot < roots.length + n) {
                    int r = nextRoot < roots.length ? roots[nextRoot] : nextRoot - roots.length;
                    nextRoot++;
                    if (!placed[r]) {
                        v = r;
                        break;
                    }
                }
                if (seq[v] < 0) {
                    seq[v] = nextSeq;
                    bySeq[nextSeq++] = v;
                }
            }
            placed[v] = true;
            order[count++] = v;
            for (int i = simpleStart[v]; i < simpleStart[v + 1]; i++) {
                int w = simple[i];
                unplacedNbrs[w]--;
                if (placed[w]) {
                    if (unplacedNbrs[w] == 1) {
                        int x = lastUnplaced(w, placed);
                        closing[x]++;
                        push(x, heap, key, unplacedNbrs, placedNbrs, closing, seq);
                    }
                } else {
                    placedNbrs[w]++;
                    if (seq[w] < 0) {
                        seq[w] = nextSeq;
                        bySeq[nextSeq++] = w;
                    }
                }
            }
            if (unplacedNbrs[v] == 1) {
                closing[lastUnplaced(v, placed)]++;
            }
            for (int i = simpleStart[v]; i < simpleStart[v + 1]; i++) {
                int w = simple[i];
                if (!placed[w]) {
                    push(w, heap, key, unplacedNbrs, placedNbrs, closing, seq);
                }
            }
        }
        return order;
    }

    private int lastUnplaced(int v, boolean[] placed) {
        for (int i = simpleStart[v]; i < simpleStart[v + 1]; i++) {
            if (!placed[simple[i]]) {
                return simple[i];
            }
        }
        throw new IllegalStateException("no unplaced neighbour");
    }

    /** The greedy's key of {@code v}, smaller first: growth of the frontier, unplaced and placed neighbours, age. */
    private static void push(
            int v, LongHeap heap, long[] key, int[] unplacedNbrs, int[] placedNbrs, int[] closing, int[] seq) {
        long growth = (unplacedNbrs[v] > 0 ? 1 : 0) - closing[v] + (1L << 20);
        long k = Math.max(0, Math.min(growth, KEY_LIMIT - 1)) << 41
                | (long) Math.min(unplacedNbrs[v], 1023) << 31
                | (long) (1023 - Math.min(placedNbrs[v], 1023)) << 21
                | seq[v];
        key[v] = k;
        heap.add(k);
    }

    /**
     * The middle vertex of each component's pseudo-diameter: on the breadth-first tree from one
     * end, halfway along the path to the other.
     */
    private int[] centres(int[][] ends) {
        int[] parent = new int[n];
        int[] out = new int[ends[0].length];
        for (int c = 0; c < out.length; c++) {
            int from = ends[0][c];
            bfsTree(from, parent);
            int length = 0;
            for (int x = ends[1][c]; x != from; x = parent[x]) {
                length++;
            }
            int x = ends[1][c];
            for (int i = 0; i < length / 2; i++) {
                x = parent[x];
            }
            out[c] = x;
        }
        return out;
    }

    /** Breadth-first tree over {@link #simple} from {@code root}: parents (the root's is -1) and the order. */
    private int[] bfsTree(int root, int[] parent) {
        int mark = ++stamp;
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        visited[root] = mark;
        parent[root] = -1;
        while (head < tail) {
            int v = queue[head++];
            for (int i = simpleStart[v]; i < simpleStart[v + 1]; i++) {
                int w = simple[i];
                if (visited[w] != mark) {
                    visited[w] = mark;
                    parent[w] = v;
                    queue[tail++] = w;
                }
            }
        }
        return Arrays.copyOf(queue, tail);
    }

    private static final int LAYOUT_A = 0;
    private static final int LAYOUT_B = 1;
    private static final int LAYOUT_C = 2;
    private static final int EMIT = 3;

    /**
     * The spine layout of a breadth-first spanning forest rooted at {@code roots} (then at any
     * vertex left). For a subtree rooted at v, three layouts:
     * <ul>
     *   <li>A (the spine starts at v and goes down through child {@code spine[v]}): v, then the
     *       B-layouts of v's other children, then the A-layout of the spine child;
     *   <li>C (the same spine walked upwards, ending at v while v's parent waits): the C-layout of
     *       the spine child, then v, then the B-layouts of the other children;
     *   <li>B (free-standing, the spine may pass through v): the C-layout of {@code through[v]},
     *       v, the B-layouts of the children off the spine, the A-layout of {@code onward[v]}; or
     *       the A-layout when that is no wider.
     * </ul>
     * While the children off the spine are laid out exactly one spine vertex (v) waits, so
     * {@code a(v) = max(1, a(spine), 1 + max b(other child))} and likewise for B with two spine
     * children; the dynamic program picks the spine children minimising these, and a leaf has 0.
     */
    private int[] spineLayout(int[] roots) {
        int[] parent = new int[n];
        Arrays.fill(parent, -2);
        int[] a = new int[n];
        int[] b = new int[n];
        int[] spine = new int[n];
        int[] through = new int[n];
        int[] onward = new int[n];
        int[] treeRoots = new int[n];
        int treeCount = 0;
        for (int k = 0; k < roots.length + n; k++) {
            int root = k < roots.length ? roots[k] : k - roots.length;
            if (parent[root] != -2) {
                continue;
            }
            treeRoots[treeCount++] = root;
            int[] bfsOrder = bfsTree(root, parent);
            for (int i = bfsOrder.length - 1; i >= 0; i--) {
                choose(bfsOrder[i], parent, a, b, spine, through, onward);
            }
        }
        int[] order = new int[n];
        int count = 0;
        int[] stack = new int[2 * n + 2];
        for (int t = 0; t < treeCount; t++) {
            int top = 0;
            stack[top++] = treeRoots[t] << 2 | LAYOUT_B;
            while (top > 0) {
                int task = stack[--top];
                int v = task >>> 2;
                int kind = task & 3;
                if (kind == LAYOUT_B && through[v] < 0) {
                    kind = LAYOUT_A;
                }
                switch (kind) {
                    case EMIT -> order[count++] = v;
                    case LAYOUT_A -> {
                        // Pushed in reverse: v, the other children, then the spine child.
                        if (spine[v] >= 0) {
                            stack[top++] = spine[v] << 2 | LAYOUT_A;
                        }
                        top = pushOthers(v, spine[v], -1, parent, stack, top);
                        stack[top++] = v << 2 | EMIT;
                    }
                    case LAYOUT_C -> {
                        top = pushOthers(v, spine[v], -1, parent, stack, top);
                        stack[top++] = v << 2 | EMIT;
                        if (spine[v] >= 0) {
                            stack[top++] = spine[v] << 2 | LAYOUT_C;
                        }
                    }
                    default -> {
                        stack[top++] = onward[v] << 2 | LAYOUT_A;
                        top = pushOthers(v, through[v], onward[v], parent, stack, top);
                        stack[top++] = v << 2 | EMIT;
                        stack[top++] = through[v] << 2 | LAYOUT_C;
                    }
                }
            }
        }
        return order;
    }

    /** Pushes B-layout tasks for the children of v other than x and y, last child first. */
    private int pushOthers(int v, int x, int y, int[] parent, int[] stack, int top) {
        for (int i = simpleStart[v + 1] - 1; i >= simpleStart[v]; i--) {
            int w = simple[i];
            if (parent[w] == v && w != x && w != y) {
                stack[top++] = w << 2 | LAYOUT_B;
            }
        }
        return top;
    }

    /** The dynamic program's step at v, its children done: fills a, b, spine, through, onward. */
    private void choose(int v, int[] parent, int[] a, int[] b, int[] spine, int[] through, int[] onward) {
        // The three children of largest b, and the child of smallest a outside them twice over.
        int t0 = -1;
        int t1 = -1;
        int t2 = -1;
        int children = 0;
        for (int i = simpleStart[v]; i < simpleStart[v + 1]; i++) {
            int w = simple[i];
            if (parent[w] != v) {
                continue;
            }
            children++;
            if (t0 < 0 || b[w] > b[t0]) {
                t2 = t1;
                t1 = t0;
                t0 = w;
            } else if (t1 < 0 || b[w] > b[t1]) {
                t2 = t1;
                t1 = w;
            } else if (t2 < 0 || b[w] > b[t2]) {
                t2 = w;
            }
        }
        through[v] = -1;
        onward[v] = -1;
        if (children == 0) {
            a[v] = 0;
            b[v] = 0;
            spine[v] = -1;
            return;
        }
        int s0 = -1;
        int s1 = -1;
        for (int i = simpleStart[v]; i < simpleStart[v + 1]; i++) {
            int w = simple[i];
            if (parent[w] != v || w == t0 || w == t1 || w == t2) {
                continue;
            }
            if (s0 < 0 || a[w] < a[s0]) {
                s1 = s0;
                s0 = w;
            } else if (s1 < 0 || a[w] < a[s1]) {
                s1 = w;
            }
        }
        int[] top = {t0, t1, t2};
        int[] cand = {t0, t1, t2, s0, s1};
        // A: one spine child.
        int bestA = Integer.MAX_VALUE;
        for (int h : cand) {
            if (h < 0) {
                continue;
            }
            int cost = Math.max(1, Math.max(a[h], 1 + largestB(top, b, h, -1)));
            if (cost < bestA) {
                bestA = cost;
                spine[v] = h;
            }
        }
        a[v] = bestA;
        b[v] = bestA;
        // B: two spine children, one on each side of v.
        for (int i = 0; i < cand.length; i++) {
            for (int j = i + 1; j < cand.length; j++) {
                int x = cand[i];
                int y = cand[j];
                if (x < 0 || y < 0) {
                    continue;
                }
                int cost = Math.max(1, Math.max(Math.max(a[x], a[y]), 1 + largestB(top, b, x, y)));
                if (cost < b[v]) {
                    b[v] = cost;
                    through[v] = x;
                    onward[v] = y;
                }
            }
        }
    }

    /** The largest b among the children other than x and y, from the three largest; -1 if none. */
    private static int largestB(int[] top, int[] b, int x, int y) {
        for (int t : top) {
            if (t >= 0 && t != x && t != y) {
                return b[t];
            }
        }
        return -1;
    }

    /**
     * Edges sorted by the position of their later endpoint (each vertex brings the edges back to
     * placed vertices) or of their earlier endpoint (each vertex sends its edges forward), ties
     * by the other endpoint and then input order (two stable counting sorts).
     */
    private int[] edgeOrder(int[] vertexOrder, boolean byLater) {
        int[] pos = new int[n];
        for (int i = 0; i < n; i++) {
            pos[vertexOrder[i]] = i;
        }
        int m = us.length;
        int[] major = new int[m];
        int[] minor = new int[m];
        for (int e = 0; e < m; e++) {
            int lo = Math.min(pos[us[e]], pos[vs[e]]);
            int hi = Math.max(pos[us[e]], pos[vs[e]]);
            major[e] = byLater ? hi : lo;
            minor[e] = byLater ? lo : hi;
        }
        int[] byMinor = new int[m];
        int[] count = new int[n + 1];
        for (int e = 0; e < m; e++) {
            count[minor[e] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            count[i + 1] += count[i];
        }
        for (int e = 0; e < m; e++) {
            byMinor[count[minor[e]]++] = e;
        }
        Arrays.fill(count, 0);
        for (int e = 0; e < m; e++) {
            count[major[e] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            count[i + 1] += count[i];
        }
        int[] order = new int[m];
        for (int e : byMinor) {
            order[count[major[e]]++] = e;
        }
        return order;
    }

    /** A binary min-heap of longs. */
    private static final class LongHeap {
        private long[] heap = new long[64];
        private int size;

        boolean isEmpty() {
            return size == 0;
        }

        void add(long x) {
            if (size == heap.length) {
                heap = Arrays.copyOf(heap, size * 2);
            }
            int i = size++;
            while (i > 0) {
                int p = (i - 1) >>> 1;
                if (heap[p] <= x) {
                    break;
                }
                heap[i] = heap[p];
                i = p;
            }
            heap[i] = x;
        }

        long poll() {
            long out = heap[0];
            long x = heap[--size];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= size) {
                    break;
                }
                if (c + 1 < size && heap[c + 1] < heap[c]) {
                    c++;
                }
                if (heap[c] >= x) {
                    break;
                }
                heap[i] = heap[c];
                i = c;
            }
            heap[i] = x;
            return out;
        }
    }
}
