package dev.shannon.switching;

import dev.shannon.graph.UnionFind;
import java.util.Arrays;

/**
 * Two edge-disjoint forests of maximum total size, by Edmonds' matroid partition (1965): edges
 * are inserted one by one; an edge that fits in neither forest starts a breadth-first search for
 * an exchange sequence (x enters forest i pushing out y from the cycle it closes there, y enters
 * the other forest, and so on until an edge fits without a cycle). Shortest exchange sequences
 * can be applied all at once without creating a cycle.
 *
 * <p>On a graph with 2(|V| − 1) edges that is (2,2)-sparse, the result is two spanning trees.
 * Immutable result: {@link #forestOf(int)} is 0, 1 or −1 (left out).
 */
public final class TreePacking {
    private final int[] forest;
    private final int size;

    private TreePacking(int[] forest, int size) {
        this.forest = forest;
        this.size = size;
    }

    /** Packs the edges (u[e], v[e]) of a multigraph on {@code vertexCount} vertices. */
    public static TreePacking pack(int vertexCount, int[] u, int[] v) {
        return new Packer(vertexCount, u, v).run();
    }

    /** 0 or 1 for the forest holding edge e, −1 if e is in neither. */
    public int forestOf(int e) {
        return forest[e];
    }

    /** Edges in both forests together. */
    public int size() {
        return size;
    }

    /** The edges of forest {@code i} (0 or 1), ascending. */
    public int[] forest(int i) {
        return Arrays.stream(indices()).filter(e -> forest[e] == i).toArray();
    }

    private int[] indices() {
        int[] all = new int[forest.length];
        Arrays.setAll(all, e -> e);
        return all;
    }

    private static final class Packer {
        private final int n;
        private final int[] u;
        private final int[] v;
        private final int m;
        private final int[] forest;
        // Forest adjacency: per forest and vertex, a list of incident edges (swap-remove by position).
        private final int[][][] adj = new int[2][][];
        private final int[][] adjSize = new int[2][];
        private final int[][] posU = new int[2][];
        private final int[][] posV = new int[2][];
        // BFS over edges.
        private final int[] pred;
        private final int[] labelStamp;
        private final int[] queue;
        private int stamp;
        // Each forest rooted (rebuilt before every exchange search, as only an exchange changes
        // the forests), so a tree path is two walks up to the meeting point, not a search.
        private final int[][] parentEdge = new int[2][];
        private final int[][] depth = new int[2][];
        private final int[][] tree = new int[2][];
        private final int[] order;
        // Per forest, for one exchange search: labelled edges as a union–find over their ends,
        // and each set's highest vertex (the root side), kept at the set's representative.
        private final UnionFind[] labelledSet = new UnionFind[2];
        private final int[][] highest = new int[2][];

        Packer(int n, int[] u, int[] v) {
            this.n = n;
            this.u = u;
            this.v = v;
            this.m = u.length;
            forest = new int[m];
            Arrays.fill(forest, -1);
            for (int i = 0; i < 2; i++) {
                adj[i] = new int[n][];
                adjSize[i] = new int[n];
                posU[i] = new int[m];
                posV[i] = new int[m];
                for (int x = 0; x < n; x++) {
                    adj[i][x] = new int[4];
                }
            }
            pred = new int[m];
            labelStamp = new int[m];
            queue = new int[m];
            for (int i = 0; i < 2; i++) {
                parentEdge[i] = new int[n];
                depth[i] = new int[n];
                tree[i] = new int[n];
            }
            order = new int[n];
            for (int i = 0; i < 2; i++) {
                labelledSet[i] = new UnionFind(n);
                highest[i] = new int[n];
            }
        }

        /**
         * The partition's independent sets form a matroid (the union of two graphic matroids), so
         * any order of insertion ends in a maximum, and so does any valid start. A greedy pass
         * first puts each edge into the first forest where it closes no cycle, which needs no
         * search; only the edges it leaves over go through the exchange search, and that stops
         * as soon as the forests reach the rank bound 2(|V'| − c) — on a large certificate graph
         * most left-over edges would otherwise each cost a search that is bound to fail.
         */
        TreePacking run() {
            UnionFind[] components = {new UnionFind(n), new UnionFind(n)};
            UnionFind all = new UnionFind(n);
            boolean[] touched = new boolean[n];
            int[] leftOver = new int[m];
            int leftOverCount = 0;
            int size = 0;
            for (int x = 0; x < m; x++) {
                if (u[x] == v[x]) {
                    continue;
                }
                touched[u[x]] = true;
                touched[v[x]] = true;
                all.union(u[x], v[x]);
                if (components[0].union(u[x], v[x])) {
                    place(x, 0);
                    size++;
                } else if (components[1].union(u[x], v[x])) {
                    place(x, 1);
                    size++;
                } else {
                    leftOver[leftOverCount++] = x;
                }
            }
            int rankBound = 0;
            for (int x = 0; x < n; x++) {
                if (touched[x] && all.find(x) != x) {
                    rankBound += 2; // each touched vertex but one per component adds an edge to each forest
                }
            }
            for (int i = 0; i < leftOverCount && size < rankBound; i++) {
                if (insert(leftOver[i])) {
                    size++;
                }
            }
            return new TreePacking(forest, size);
        }

        private void place(int x, int i) {
            link(i, x);
            forest[x] = i;
        }

        /** Breadth-first search for a shortest exchange sequence that makes room for x. */
        private boolean insert(int x) {
            root(0);
            root(1);
            int mark = ++stamp;
            int head = 0;
            int tailQ = 0;
            queue[tailQ++] = x;
            labelStamp[x] = mark;
            pred[x] = -1;
            while (head < tailQ) {
                int y = queue[head++];
                for (int i = 0; i < 2; i++) {
                    if (forest[y] == i) {
                        continue;
                    }
                    int tail = labelCycle(i, y, mark, tailQ);
                    if (tail < 0) {
                        augment(y, i);
                        return true;
                    }
                    tailQ = tail;
                }
            }
            return false;
        }

        /** Moves y into forest i and shifts each predecessor into the forest its successor left. */
        private void augment(int y, int i) {
            int target = i;
            int e = y;
            while (e >= 0) {
                int left = forest[e];
                if (left >= 0) {
                    unlink(left, e);
                }
                link(target, e);
                forest[e] = target;
                target = left;
                e = pred[e];
            }
        }

        /** Roots every tree of forest i: its number, each vertex's depth and the edge to its parent. */
        private void root(int i) {
            int[] treeOf = tree[i];
            Arrays.fill(treeOf, -1);
            labelledSet[i].reset();
            for (int x = 0; x < n; x++) {
                highest[i][x] = x;
            }
            for (int r = 0; r < n; r++) {
                if (treeOf[r] >= 0) {
                    continue;
                }
                treeOf[r] = r;
                depth[i][r] = 0;
                parentEdge[i][r] = -1;
                int head = 0;
                int tail = 0;
                order[tail++] = r;
                while (head < tail) {
                    int x = order[head++];
                    int[] list = adj[i][x];
                    for (int k = 0, size = adjSize[i][x]; k < size; k++) {
                        int e = list[k];
                        int y = u[e] == x ? v[e] : u[e];
                        if (treeOf[y] < 0) {
                            treeOf[y] = r;
                            depth[i][y] = depth[i][x] + 1;
                            parentEdge[i][y] = e;
                            order[tail++] = y;
                        }
                    }
                }
            }
        }

        /**
         * Labels (and queues, with predecessor y) every unlabelled edge of the cycle y closes in
         * forest i, and returns the new queue end; −1 if y's ends lie in different trees of forest
         * i (y fits there). Labelled edges of a forest form subtrees, kept in a union–find with
         * each set's highest vertex, so a walk up jumps over a labelled stretch in one step instead
         * of walking it again: long tree paths are walked once per search, not once per edge.
         */
        private int labelCycle(int i, int y, int mark, int tail) {
            int a = u[y];
            int b = v[y];
            if (tree[i][a] != tree[i][b]) {
                return -1;
            }
            UnionFind set = labelledSet[i];
            int[] top = highest[i];
            while (true) {
                int ra = set.find(a);
                int rb = set.find(b);
                if (ra == rb) {
                    return tail; // one labelled subtree holds both: the rest of the path is labelled
                }
                int ta = top[ra];
                int tb = top[rb];
                int from = depth[i][ta] >= depth[i][tb] ? ta : tb;
                int e = parentEdge[i][from]; // unlabelled: from is the top of its labelled subtree
                labelStamp[e] = mark;
                pred[e] = y;
                queue[tail++] = e;
                int up = u[e] == from ? v[e] : u[e];
                int rf = from == ta ? ra : rb;
                int ru = set.find(up);
                int above = top[ru]; // the parent's set keeps its top, which is above
                set.union(rf, ru);
                top[set.find(ru)] = above;
                if (from == ta) {
                    a = up;
                } else {
                    b = up;
                }
            }
        }

        private void link(int i, int e) {
            posU[i][e] = append(i, u[e], e);
            posV[i][e] = append(i, v[e], e);
        }

        private int append(int i, int x, int e) {
            if (adjSize[i][x] == adj[i][x].length) {
                adj[i][x] = Arrays.copyOf(adj[i][x], adj[i][x].length * 2);
            }
            adj[i][x][adjSize[i][x]] = e;
            return adjSize[i][x]++;
        }

        private void unlink(int i, int e) {
            removeAt(i, u[e], posU[i][e]);
            removeAt(i, v[e], posV[i][e]);
        }

        private void removeAt(int i, int x, int p) {
            int last = adj[i][x][--adjSize[i][x]];
            adj[i][x][p] = last;
            if (u[last] == x) {
                posU[i][last] = p;
            } else {
                posV[i][last] = p;
            }
        }
    }
}
