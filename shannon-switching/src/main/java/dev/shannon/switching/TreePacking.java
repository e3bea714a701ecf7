package dev.shannon.switching;

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
        // Path search in a forest.
        private final int[] seen;
        private final int[] viaEdge;
        private final int[] stack;
        private int seenStamp;

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
            seen = new int[n];
            viaEdge = new int[n];
            stack = new int[n];
        }

        TreePacking run() {
            int size = 0;
            for (int x = 0; x < m; x++) {
                if (u[x] != v[x] && insert(x)) {
                    size++;
                }
            }
            return new TreePacking(forest, size);
        }

        /** Breadth-first search for a shortest exchange sequence that makes room for x. */
        private boolean insert(int x) {
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
                    int pathEnd = pathInForest(i, u[y], v[y]);
                    if (pathEnd < 0) {
                        augment(y, i);
                        return true;
                    }
                    // Label every unlabelled edge of the cycle y closes in forest i.
                    for (int z = v[y]; z != u[y]; ) {
                        int e = viaEdge[z];
                        if (labelStamp[e] != mark) {
                            labelStamp[e] = mark;
                            pred[e] = y;
                            queue[tailQ++] = e;
                        }
                        z = u[e] == z ? v[e] : u[e];
                    }
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

        /**
         * Depth-first search from a to b in forest i, recording the edge used to reach each vertex
         * in {@code viaEdge}; returns b if found, −1 if a and b are in different trees.
         */
        private int pathInForest(int i, int a, int b) {
            int mark = ++seenStamp;
            seen[a] = mark;
            int top = 0;
            stack[top++] = a;
            while (top > 0) {
                int x = stack[--top];
                int[] list = adj[i][x];
                for (int k = 0, size = adjSize[i][x]; k < size; k++) {
                    int e = list[k];
                    int y = u[e] == x ? v[e] : u[e];
                    if (seen[y] != mark) {
                        seen[y] = mark;
                        viaEdge[y] = e;
                        if (y == b) {
                            return b;
                        }
                        stack[top++] = y;
                    }
                }
            }
            return -1;
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
