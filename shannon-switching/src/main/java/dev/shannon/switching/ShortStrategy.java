package dev.shannon.switching;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import java.util.Arrays;
import java.util.Optional;

/**
 * Short's winning strategy from Lehman's proof, played live: keep two edge-disjoint trees T1, T2
 * spanning S (with claimed edges contracted). When Cut deletes an edge e of T1, T1 − e falls into
 * two halves; T2 spans S, so some edge f of T2 joins them; claim f. Then T1 − e (with f
 * contracted) and T2 − f are again two spanning trees of the smaller S. A deletion outside both
 * trees is answered by claiming any tree edge (dropping one edge of the cycle it closes in the
 * other tree). Each answer costs one pass over the trees: no re-solving.
 */
public final class ShortStrategy {
    private final Multigraph g;
    private final int s;
    private final int t;
    private final UnionFind contracted;
    private final boolean[] inT1;
    private final boolean[] inT2;
    private final byte[] expected; // edge states of the position the strategy is in: 0 free, 1 claimed, 2 deleted
    private int pendingClaim;

    private ShortStrategy(Position position, Certificate certificate) {
        g = position.graph();
        s = position.game().s();
        t = position.game().t();
        contracted = new UnionFind(g.vertexCount());
        expected = new byte[g.edgeCount()];
        for (int e = 0; e < g.edgeCount(); e++) {
            EdgeState st = position.state(e);
            expected[e] = (byte) st.ordinal();
            if (st == EdgeState.CLAIMED) {
                contracted.union(g.edgeU(e), g.edgeV(e));
            }
        }
        inT1 = new boolean[g.edgeCount()];
        inT2 = new boolean[g.edgeCount()];
        for (int e : certificate.tree1()) {
            inT1[e] = true;
        }
        for (int e : certificate.tree2()) {
            inT2[e] = true;
        }
        pendingClaim = certificate.claimedEdge();
    }

    /**
     * The strategy for Short from {@code position}, if Short wins it with the player to move. With
     * Short to move, {@link #openingMove()} is the claim to make first.
     */
    public static Optional<ShortStrategy> start(Position position) {
        if (position.winner().isPresent()) {
            return Optional.empty();
        }
        if (position.toMove() == Player.CUT) {
            return Certificates.forPosition(position, -1).map(c -> new ShortStrategy(position, c));
        }
        Verdict v = LehmanSolver.INSTANCE.verdict(position);
        if (v.winner() != Player.SHORT) {
            return Optional.empty();
        }
        int move = preferredClaim(position, v.winningMoves());
        return Certificates.forPosition(position, move).map(c -> new ShortStrategy(position, c));
    }

    /** Among winning claims, one touching s or t if any (it shortens the game), else the first. */
    private static int preferredClaim(Position position, int[] winning) {
        Multigraph g = position.graph();
        for (int e : winning) {
            int a = g.edgeU(e);
            int b = g.edgeV(e);
            int s = position.game().s();
            int t = position.game().t();
            if ((a == s || a == t || b == s || b == t) && a != b) {
                return e;
            }
        }
        return winning[0];
    }

    /** The first claim when the strategy starts with Short to move; −1 when it started with Cut to move. */
    public int openingMove() {
        return pendingClaim;
    }

    /** Whether edge e belongs to one of the two trees now. */
    public boolean isTreeEdge(int e) {
        return inT1[e] || inT2[e];
    }

    /** Claims the opening move (call once, when Short moves first). */
    public int playOpening() {
        int f = pendingClaim;
        if (f < 0) {
            throw new IllegalStateException("no opening move: the strategy started with Cut to move");
        }
        pendingClaim = -1;
        // The certificate's trees already span S with f contracted.
        claim(f);
        return f;
    }

    /** True if {@code position} is the one this strategy expects (so it can answer Cut's last deletion). */
    public boolean follows(Position position, int deletedEdge) {
        if (position.graph() != g || position.toMove() != Player.SHORT || expected[deletedEdge] != 0) {
            return false;
        }
        for (int e = 0; e < expected.length; e++) {
            int want = e == deletedEdge ? 2 : expected[e];
            if (position.state(e).ordinal() != want) {
                return false;
            }
        }
        return true;
    }

    /** Cut deleted {@code e}; returns Short's answering claim (−1 once s and t are already joined). */
    public int answer(int e) {
        if (pendingClaim >= 0) {
            throw new IllegalStateException("play the opening move first");
        }
        if (expected[e] != 0) {
            throw new IllegalArgumentException("edge " + e + " is not free");
        }
        expected[e] = 2;
        if (contracted.connected(s, t)) {
            return -1;
        }
        int f;
        if (inT1[e] || inT2[e]) {
            boolean[] broken = inT1[e] ? inT1 : inT2;
            boolean[] other = broken == inT1 ? inT2 : inT1;
            broken[e] = false;
            f = reconnecting(broken, other, e);
            other[f] = false;
            claim(f);
        } else {
            f = anyTreeEdge();
            boolean[] first = inT1[f] ? inT1 : inT2;
            boolean[] second = first == inT1 ? inT2 : inT1;
            first[f] = false;
            dropCycleEdge(second, f);
            claim(f);
        }
        return f;
    }

    private void claim(int f) {
        expected[f] = 1;
        contracted.union(g.edgeU(f), g.edgeV(f));
    }

    /** An edge of {@code other} joining the two halves of {@code broken} after losing edge e. */
    private int reconnecting(boolean[] broken, boolean[] other, int e) {
        boolean[] side = reachable(broken, contracted.find(g.edgeU(e)));
        for (int f = 0; f < other.length; f++) {
            if (other[f] && side[contracted.find(g.edgeU(f))] != side[contracted.find(g.edgeV(f))]) {
                return f;
            }
        }
        throw new IllegalStateException("no tree edge reconnects the halves: the trees were not spanning");
    }

    /** Removes from {@code tree} one edge of the path between the ends of f (the cycle f's contraction closes). */
    private void dropCycleEdge(boolean[] tree, int f) {
        int a = contracted.find(g.edgeU(f));
        int b = contracted.find(g.edgeV(f));
        if (a == b) {
            return;
        }
        int[] via = search(tree, a);
        if (via[b] < 0) {
            throw new IllegalStateException("the ends of a tree edge were not joined by the other tree");
        }
        tree[via[b]] = false;
    }

    private int anyTreeEdge() {
        // Prefer an edge at s's class so that the terminals merge sooner.
        int sc = contracted.find(s);
        int fallback = -1;
        for (int e = 0; e < inT1.length; e++) {
            if (inT1[e] || inT2[e]) {
                if (contracted.find(g.edgeU(e)) == sc || contracted.find(g.edgeV(e)) == sc) {
                    return e;
                }
                if (fallback < 0) {
                    fallback = e;
                }
            }
        }
        if (fallback < 0) {
            throw new IllegalStateException("no tree edge left but s and t are apart");
        }
        return fallback;
    }

    /** Classes (by root) reachable from {@code root} over the tree's edges, in the contracted graph. */
    private boolean[] reachable(boolean[] tree, int root) {
        int[] via = search(tree, root);
        boolean[] seen = new boolean[via.length];
        for (int x = 0; x < via.length; x++) {
            seen[x] = via[x] != -1;
        }
        return seen;
    }

    /**
     * Breadth-first search over the tree's edges between contracted classes (named by their
     * union–find roots): for each class reached, the edge it was reached by (−2 for the root),
     * −1 for classes not reached. One pass over the tree to build adjacency, one to search.
     */
    private int[] search(boolean[] tree, int root) {
        int n = g.vertexCount();
        int[] edges = treeEdges(tree);
        int[] first = new int[n];
        Arrays.fill(first, -1);
        int[] next = new int[2 * edges.length];
        int[] edgeOf = new int[2 * edges.length];
        int[] end = new int[2 * edges.length];
        int k = 0;
        for (int e : edges) {
            int a = contracted.find(g.edgeU(e));
            int b = contracted.find(g.edgeV(e));
            edgeOf[k] = e;
            end[k] = b;
            next[k] = first[a];
            first[a] = k++;
            edgeOf[k] = e;
            end[k] = a;
            next[k] = first[b];
            first[b] = k++;
        }
        int[] via = new int[n];
        Arrays.fill(via, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        via[root] = -2;
        queue[tail++] = root;
        while (head < tail) {
            int x = queue[head++];
            for (int i = first[x]; i >= 0; i = next[i]) {
                int y = end[i];
                if (via[y] == -1) {
                    via[y] = edgeOf[i];
                    queue[tail++] = y;
                }
            }
        }
        return via;
    }

    private static int[] treeEdges(boolean[] tree) {
        int count = 0;
        for (boolean b : tree) {
            count += b ? 1 : 0;
        }
        int[] out = new int[count];
        int i = 0;
        for (int e = 0; e < tree.length; e++) {
            if (tree[e]) {
                out[i++] = e;
            }
        }
        return out;
    }

    /** The current trees (edge indices), for display. */
    public int[][] trees() {
        return new int[][] {treeEdges(inT1), treeEdges(inT2)};
    }

    @Override
    public String toString() {
        return "ShortStrategy(T1=" + Arrays.toString(treeEdges(inT1)) + ", T2=" + Arrays.toString(treeEdges(inT2))
                + ")";
    }
}
