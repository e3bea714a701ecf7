package dev.shannon.switching.verify;

import java.util.Arrays;

/**
 * The edges that lie on some simple s–t path: with a virtual edge st added, they are exactly the
 * edges of the block (biconnected component) that holds the virtual edge. Found by one
 * Tarjan depth-first search from t with s already visited, on reusable primitive buffers.
 *
 * <p>Why this is safe to prune in the switching game: an edge on no simple s–t path stays so
 * after any contraction or deletion, so claiming or deleting it only passes the turn, and a pass
 * never helps the passer (an extra move never hurts in the switching game).
 */
public final class StBlock {
    private int[] adjStart = new int[8];
    private int[] adjEdge = new int[16];
    private int[] adjVertex = new int[16];
    private int[] disc = new int[8];
    private int[] low = new int[8];
    private int[] parent = new int[8];
    private int[] preorder = new int[8];
    private boolean[] inBlock = new boolean[8];
    private int clock;
    private int visited;

    /**
     * Marks the vertices of the block of the virtual edge st, for a multigraph on {@code vertices}
     * vertices with {@code edges} edges {@code a[i]b[i]}, s = 0 and t = 1.
     *
     * @return true iff s and t are connected (the block then holds a real edge)
     */
    public boolean compute(int vertices, int edges, int[] a, int[] b) {
        ensure(vertices, edges);
        Arrays.fill(adjStart, 0, vertices + 1, 0);
        for (int i = 0; i < edges; i++) {
            if (a[i] != b[i]) {
                adjStart[a[i] + 1]++;
                adjStart[b[i] + 1]++;
            }
        }
        for (int v = 0; v < vertices; v++) {
            adjStart[v + 1] += adjStart[v];
        }
        int[] fill = parent; // reused as a cursor before the search needs it
        System.arraycopy(adjStart, 0, fill, 0, vertices);
        for (int i = 0; i < edges; i++) {
            if (a[i] != b[i]) {
                adjEdge[fill[a[i]]] = i;
                adjVertex[fill[a[i]]++] = b[i];
                adjEdge[fill[b[i]]] = i;
                adjVertex[fill[b[i]]++] = a[i];
            }
        }
        Arrays.fill(disc, 0, vertices, -1);
        Arrays.fill(inBlock, 0, vertices, false);
        disc[0] = 0;
        low[0] = 0;
        clock = 1;
        visited = 0;
        parent[1] = 0;
        search(1, -1);
        // low(t) = 0 iff some vertex reached from t has a real edge back to s.
        boolean connected = low[1] == 0;
        inBlock[0] = true;
        inBlock[1] = true;
        // Preorder visits a parent before its children. Tree edge p–v stays in the block of its
        // parent edge iff v's subtree reaches above p (Tarjan's articulation test fails at p).
        for (int i = 1; i < visited; i++) {
            int v = preorder[i];
            int p = parent[v];
            inBlock[v] = inBlock[p] && low[v] < disc[p];
        }
        return connected;
    }

    /** After {@link #compute}: is vertex v in the block of st? */
    public boolean inBlock(int v) {
        return inBlock[v];
    }

    private void search(int v, int parentEdge) {
        disc[v] = clock;
        low[v] = clock++;
        preorder[visited++] = v;
        for (int j = adjStart[v]; j < adjStart[v + 1]; j++) {
            if (adjEdge[j] == parentEdge) {
                continue;
            }
            int w = adjVertex[j];
            if (disc[w] < 0) {
                parent[w] = v;
                search(w, adjEdge[j]);
                low[v] = Math.min(low[v], low[w]);
            } else {
                low[v] = Math.min(low[v], disc[w]);
            }
        }
    }

    private void ensure(int vertices, int edges) {
        if (disc.length < vertices + 1) {
            int n = Math.max(vertices + 1, disc.length * 2);
            adjStart = new int[n + 1];
            disc = new int[n];
            low = new int[n];
            parent = new int[n];
            preorder = new int[n];
            inBlock = new boolean[n];
        }
        if (adjEdge.length < 2 * edges) {
            adjEdge = new int[2 * edges];
            adjVertex = new int[2 * edges];
        }
    }
}
