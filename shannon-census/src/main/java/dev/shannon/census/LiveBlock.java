package dev.shannon.census;

/**
 * The vertices of the block (biconnected component) of a virtual edge st, on an adjacency
 * matrix of at most 9 vertices, by Tarjan's low-point search from t with s already visited. The
 * edges among these vertices are exactly the edges on some simple s–t path; every other edge is
 * dead: claiming or deleting it only passes, and a pass never helps in the switching game.
 * Parallel edges need no special care: membership only asks whether a subtree reaches strictly
 * above its parent.
 */
final class LiveBlock {
    private static final int S = MinorCode.STRIDE;
    private final int[] adjacency = new int[MinorCode.MAX_VERTICES];
    private final int[] disc = new int[MinorCode.MAX_VERTICES];
    private final int[] low = new int[MinorCode.MAX_VERTICES];
    private final int[] parent = new int[MinorCode.MAX_VERTICES];
    private final int[] preorder = new int[MinorCode.MAX_VERTICES];
    private int clock;
    private int visited;

    /** The block's vertex mask (always holding s = 0 and t = 1), or 0 if s and t are not connected. */
    int of(int n, int[] w) {
        for (int v = 0; v < n; v++) {
            int mask = 0;
            int row = v * S;
            for (int u = 0; u < n; u++) {
                if (w[row + u] != 0 && u != v) {
                    mask |= 1 << u;
                }
            }
            adjacency[v] = mask;
            disc[v] = -1;
        }
        disc[0] = 0;
        clock = 1;
        visited = 0;
        search(1);
        if (low[1] != 0) {
            return 0; // nothing reached from t has an edge to s
        }
        int block = 0b11;
        for (int i = 1; i < visited; i++) {
            int v = preorder[i];
            int p = parent[v];
            if ((block >> p & 1) != 0 && low[v] < disc[p]) {
                block |= 1 << v;
            }
        }
        return block;
    }

    private void search(int v) {
        disc[v] = clock;
        low[v] = clock++;
        preorder[visited++] = v;
        for (int rest = adjacency[v]; rest != 0; rest &= rest - 1) {
            int u = Integer.numberOfTrailingZeros(rest);
            if (disc[u] < 0) {
                parent[u] = v;
                search(u);
                low[v] = Math.min(low[v], low[u]);
            } else if (u != parent[v] || v == 1) {
                // Back edge (for t, even to s: the tree edge s–t is the virtual one).
                low[v] = Math.min(low[v], disc[u]);
            }
        }
    }
}
