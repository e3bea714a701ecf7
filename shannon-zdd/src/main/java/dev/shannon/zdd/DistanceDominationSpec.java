package dev.shannon.zdd;

import dev.shannon.graph.Multigraph;
import dev.shannon.zdd.spec.FrontierSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Frontier search over vertices for distance-k dominating sets that carries distances in its
 * state instead of searching the k-th power of the graph, whose frontier is k times wider.
 *
 * <p>After the vertices up to level p are decided, the <em>frontier</em> F is the decided
 * vertices with an undecided neighbour. Every path from a decided vertex to an undecided one
 * passes through F, so for decided u and undecided w, {@code d(u, w) = min over f in F of
 * d(u, f) + d(f, w)} (true graph distances, capped at k + 1). The state keeps two things:
 * <ul>
 *   <li>per frontier vertex f, the distance from f to the nearest chosen decided vertex; by the
 *       identity above that tells whether a new vertex is dominated by the decided part;
 *   <li>the decided vertices not yet dominated ("pending"), among those that still have an
 *       undecided vertex within distance k (the rest are rejected as they leave). A pending u
 *       whose distances to the frontier are all at most those of another pending vertex is
 *       dropped: the future can dominate the other only from within reach of u (and equal
 *       distance vectors have equal futures; the vertex of the higher level stays), so states
 *       that differ only in such vertices merge.
 * </ul>
 * Exact for every graph (tested against brute force and the power graph's search). Distances
 * are a table of n² shorts, so it serves graphs of up to {@link #MAX_VERTICES} vertices at any
 * distance (none between two of them exceeds n − 1).
 */
final class DistanceDominationSpec implements FrontierSpec {
    /** The most vertices the distance table is made for (8 MiB). */
    static final int MAX_VERTICES = 2048;

    private final int n;
    private final int k;
    /** {@code dist[p][q]}: the distance between levels p and q, capped at k + 1. */
    private final short[][] dist;
    /** Per level: the state slot of its nearest-chosen distance while in the frontier, or -1. */
    private final int[] frontierSlot;
    /** Per level: the frontier levels before it is decided. */
    private final int[][] frontierBefore;
    /** Per level: the frontier levels after it is decided. */
    private final int[][] frontierAfter;
    /** Per level: frontier slots freed once it is decided. */
    private final int[][] frontierLeaving;
    /** Per level: the slot of its pending flag while an undecided vertex is within k, or -1. */
    private final int[] reachSlot;
    /** Per level: the reach levels (decided, an undecided vertex within k) before it is decided. */
    private final int[][] reachBefore;
    /** Per level: the reach levels after it is decided (itself included). */
    private final int[][] reachAfter;
    /** Per level: the levels whose last vertex within k it is (they leave the reach). */
    private final int[][] reachLeaving;

    private final int frontierWidth;
    private final int reachWidth;

    DistanceDominationSpec(Multigraph g, VertexLevels levels, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("distance must be at least 1, got " + k);
        }
        this.n = g.vertexCount();
        this.k = effective(k, n);
        if (n > MAX_VERTICES) {
            throw new IllegalArgumentException("more than " + MAX_VERTICES + " vertices");
        }
        List<List<Integer>> nbrs = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            nbrs.add(new ArrayList<>());
        }
        for (int e = 0; e < g.edgeCount(); e++) {
            int a = levels.levelOf[g.edgeU(e)];
            int b = levels.levelOf[g.edgeV(e)];
            if (a != b) {
                nbrs.get(a).add(b);
                nbrs.get(b).add(a);
            }
        }
        dist = distances(nbrs, this.k);
        int[] lastNeighbour = new int[n];
        int[] lastInReach = new int[n];
        for (int p = 0; p < n; p++) {
            lastNeighbour[p] = p;
            for (int q : nbrs.get(p)) {
                lastNeighbour[p] = Math.max(lastNeighbour[p], q);
            }
            lastInReach[p] = p;
            for (int q = n - 1; q > p; q--) {
                if (dist[p][q] <= k) {
                    lastInReach[p] = q;
                    break;
                }
            }
        }
        frontierSlot = new int[n];
        reachSlot = new int[n];
        frontierLeaving = new int[n][];
        reachLeaving = new int[n][];
        frontierBefore = new int[n][];
        frontierAfter = new int[n][];
        reachBefore = new int[n][];
        reachAfter = new int[n][];
        frontierWidth = assignSlots(lastNeighbour, frontierSlot, frontierLeaving, frontierBefore, frontierAfter);
        reachWidth = assignSlots(lastInReach, reachSlot, reachLeaving, reachBefore, reachAfter);
    }

    /** The distance that matters: none between two vertices exceeds n − 1. */
    static int effective(int k, int n) {
        return Math.min(k, Math.max(1, n - 1));
    }

    /**
     * Whether the spec serves a graph of {@code n} vertices at distance {@code k}: at every distance
     * up to {@link #MAX_VERTICES} vertices. (Distances were bytes until 2026-12-05, and a distance
     * above 126 on a graph of more than 127 vertices went through the power graph, a near-clique
     * that ran out of memory: a path of 200 vertices at distance 150 failed in a 2 GB heap.)
     */
    static boolean serves(int n, int k) {
        return k >= 1 && n <= MAX_VERTICES;
    }

    /** Breadth-first search to depth k from every level; farther pairs get k + 1. */
    private static short[][] distances(List<List<Integer>> nbrs, int k) {
        int n = nbrs.size();
        short far = (short) (k + 1);
        short[][] d = new short[n][n];
        int[] queue = new int[n];
        for (int s = 0; s < n; s++) {
            short[] row = d[s];
            Arrays.fill(row, far);
            row[s] = 0;
            queue[0] = s;
            int head = 0;
            int tail = 1;
            while (head < tail) {
                int x = queue[head++];
                if (row[x] >= k) {
                    continue;
                }
                for (int y : nbrs.get(x)) {
                    if (row[y] == far) {
                        row[y] = (short) (row[x] + 1);
                        queue[tail++] = y;
                    }
                }
            }
        }
        return d;
    }

    /**
     * Slots for the levels that stay past their decision until {@code last[p]}: a level's slot
     * is free for the levels decided after its last one. Fills the per-level tables; returns
     * the number of slots.
     */
    private int assignSlots(int[] last, int[] slot, int[][] leaving, int[][] before, int[][] after) {
        List<List<Integer>> leavingAt = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            leavingAt.add(new ArrayList<>());
        }
        int[] free = new int[n + 1];
        int freeCount = 0;
        int used = 0;
        List<Integer> alive = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            before[p] = alive.stream().mapToInt(Integer::intValue).toArray();
            leaving[p] = leavingAt.get(p).stream().mapToInt(q -> slot[q]).toArray();
            for (int q : leavingAt.get(p)) {
                free[freeCount++] = slot[q];
                alive.remove(Integer.valueOf(q));
            }
            if (last[p] > p) {
                slot[p] = freeCount > 0 ? free[--freeCount] : used++;
                leavingAt.get(last[p]).add(p);
                alive.add(p);
            } else {
                slot[p] = -1;
            }
            after[p] = alive.stream().mapToInt(Integer::intValue).toArray();
        }
        return used;
    }

    @Override
    public int stateSize() {
        return frontierWidth + reachWidth;
    }

    @Override
    public int root(int[] state, int at) {
        Arrays.fill(state, at, at + stateSize(), 0);
        return n == 0 ? ACCEPT : 0;
    }

    @Override
    public int child(int[] state, int at, int p, boolean take) {
        int pending = at + frontierWidth;
        short[] fromP = dist[p];
        // How far p is from the nearest chosen decided vertex, through the frontier.
        int nearest = k + 1;
        if (take) {
            nearest = 0;
        } else {
            for (int f : frontierBefore[p]) {
                nearest = Math.min(nearest, state[at + frontierSlot[f]] + fromP[f]);
            }
        }
        if (take) {
            for (int u : reachBefore[p]) {
                if (fromP[u] <= k) {
                    state[pending + reachSlot[u]] = 0;
                }
            }
            for (int f : frontierBefore[p]) {
                int s = at + frontierSlot[f];
                state[s] = Math.min(state[s], fromP[f]);
            }
        }
        for (int s : frontierLeaving[p]) {
            state[at + s] = 0;
        }
        for (int s : reachLeaving[p]) {
            if (state[pending + s] != 0) {
                return REJECT; // nothing undecided is within k of it any more
            }
        }
        if (frontierSlot[p] >= 0) {
            state[at + frontierSlot[p]] = Math.min(nearest, k + 1);
        }
        boolean undominated = nearest > k;
        if (reachSlot[p] >= 0) {
            state[pending + reachSlot[p]] = undominated ? 1 : 0;
        } else if (undominated) {
            return REJECT;
        }
        dropImplied(state, pending, p); // the frontier moved: vectors that differed may now compare
        return p == n - 1 ? ACCEPT : p + 1;
    }

    /**
     * Drops each pending vertex whose distances to the frontier are all at most another pending
     * vertex's (of the higher level, when they are equal): dominating the other dominates it.
     */
    private void dropImplied(int[] state, int pending, int p) {
        int[] reach = reachAfter[p];
        int[] frontier = frontierAfter[p];
        for (int u : reach) {
            if (state[pending + reachSlot[u]] == 0) {
                continue;
            }
            short[] du = dist[u];
            for (int v : reach) {
                if (v == u || state[pending + reachSlot[v]] == 0) {
                    continue;
                }
                short[] dv = dist[v];
                boolean atLeast = true;
                boolean equal = true;
                for (int f : frontier) {
                    if (dv[f] < du[f]) {
                        atLeast = false;
                        break;
                    }
                    equal &= dv[f] == du[f];
                }
                if (atLeast && (!equal || v > u)) {
                    state[pending + reachSlot[u]] = 0;
                    break;
                }
            }
        }
    }
}
