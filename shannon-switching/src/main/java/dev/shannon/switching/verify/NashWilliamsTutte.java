package dev.shannon.switching.verify;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.Verdict;
import java.util.Arrays;
import java.util.Optional;

/**
 * Lehman's Cut-to-move criterion decided by brute force, independently of any pebble game:
 * Short wins with Cut to move iff some vertex set S ⊇ {s,t} induces a subgraph with two
 * edge-disjoint spanning trees, and by the Nash-Williams–Tutte theorem (1961) a graph has two
 * such trees iff every partition P of its vertices has at least 2(|P|−1) crossing edges.
 *
 * <p>Tries every S and every partition of S (Bell numbers), so it is for small graphs only: at
 * most {@value #MAX_VERTICES} vertices, where the worst case is about half a million partitions.
 */
public final class NashWilliamsTutte implements SwitchingSolver {
    /** The most vertices a graph may have here. */
    public static final int MAX_VERTICES = 10;

    /** Stateless; the static methods decide the criterion alone. */
    public NashWilliamsTutte() {}

    /**
     * Both verdicts from the Cut-to-move criterion alone, by the reductions of
     * {@code flow.FlowSolver}: Short to move on G is Cut to move on G + e* (a new s–t edge, which
     * Cut must delete at once); claiming f wins iff the criterion holds on G / f; deleting f wins
     * iff it fails on G − f + e*. One criterion per edge, each trying every vertex set.
     */
    @Override
    public Analysis solve(Multigraph g, int s, int t) {
        int n = g.vertexCount();
        int m = g.edgeCount();
        if (n > MAX_VERTICES) {
            throw new IllegalArgumentException("Nash-Williams–Tutte brute force handles at most " + MAX_VERTICES
                    + " vertices; this graph has " + n);
        }
        int[] all = new int[m];
        Arrays.setAll(all, e -> e);
        if (s == t) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, new int[0]),
                    new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        if (!g.connected(s, t)) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        int[] u = g.edgeUs();
        int[] v = g.edgeVs();
        if (shortWinsWithCutToMove(g, s, t)) {
            // A claim only helps Short: every claim keeps the win.
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, all), new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        if (!shortWinsWithCutToMove(withoutAndPlus(n, u, v, -1, s, t), s, t)) {
            // Short loses moving first, so after any deletion too.
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        int[] claims = new int[m];
        int[] deletions = new int[m];
        int c = 0;
        int d = 0;
        for (int f = 0; f < m; f++) {
            if (claimWins(n, u, v, f, s, t)) {
                claims[c++] = f;
            }
            if (!shortWinsWithCutToMove(withoutAndPlus(n, u, v, f, s, t), s, t)) {
                deletions[d++] = f;
            }
        }
        return Analysis.of(
                new Verdict(Player.SHORT, Player.SHORT, Arrays.copyOf(claims, c)),
                new Verdict(Player.CUT, Player.CUT, Arrays.copyOf(deletions, d)));
    }

    /** Does Cut to move lose on G / f? Contracting f folds its second end into its first (the vertex stays, isolated). */
    private static boolean claimWins(int n, int[] u, int[] v, int f, int s, int t) {
        int from = v[f];
        int to = u[f];
        int[] cu = new int[u.length - 1];
        int[] cv = new int[u.length - 1];
        for (int e = 0, i = 0; e < u.length; e++) {
            if (e != f) {
                cu[i] = u[e] == from ? to : u[e];
                cv[i++] = v[e] == from ? to : v[e];
            }
        }
        int cs = s == from ? to : s;
        int ct = t == from ? to : t;
        return shortWinsWithCutToMove(Multigraph.ofIndices(n, cu, cv), cs, ct);
    }

    /** G without edge {@code skip} (none if −1) and with one more edge s–t. */
    private static Multigraph withoutAndPlus(int n, int[] u, int[] v, int skip, int s, int t) {
        int k = u.length - (skip >= 0 ? 1 : 0) + 1;
        int[] nu = new int[k];
        int[] nv = new int[k];
        int i = 0;
        for (int e = 0; e < u.length; e++) {
            if (e != skip) {
                nu[i] = u[e];
                nv[i++] = v[e];
            }
        }
        nu[i] = s;
        nv[i] = t;
        return Multigraph.ofIndices(n, nu, nv);
    }

    /** With Cut to move, does Short win? By the witness alone (no deletion is tried), within {@value #MAX_VERTICES} vertices. */
    @Override
    public boolean shortWinsWithCutToMove(Minor minor) {
        return shortWinsWithCutToMove(minor.graph(), minor.s(), minor.t());
    }

    /** With Cut to move, does Short win? (s = t counts as already won.) */
    public static boolean shortWinsWithCutToMove(Multigraph g, int s, int t) {
        return witness(g, s, t).isPresent();
    }

    /** A vertex set S ⊇ {s,t} whose induced subgraph has two edge-disjoint spanning trees, if any. */
    public static Optional<int[]> witness(Multigraph g, int s, int t) {
        int n = g.vertexCount();
        if (n > MAX_VERTICES) {
            throw new IllegalArgumentException("Nash-Williams–Tutte brute force handles at most " + MAX_VERTICES
                    + " vertices; this graph has " + n);
        }
        if (s < 0 || s >= n || t < 0 || t >= n) {
            throw new IllegalArgumentException(
                    "terminals " + s + ", " + t + " are not both vertices (0.." + (n - 1) + ")");
        }
        if (s == t) {
            return Optional.of(new int[] {s});
        }
        int required = 1 << s | 1 << t;
        for (int set = 0; set < 1 << n; set++) {
            if ((set & required) == required && packsTwoSpanningTrees(g, set)) {
                return Optional.of(members(set));
            }
        }
        return Optional.empty();
    }

    /** Does the subgraph induced by the vertex set {@code set} (a bit mask) have two edge-disjoint spanning trees? */
    public static boolean packsTwoSpanningTrees(Multigraph g, int set) {
        int[] vertex = members(set);
        int k = vertex.length;
        int[] position = new int[g.vertexCount()];
        for (int i = 0; i < k; i++) {
            position[vertex[i]] = i;
        }
        // For each vertex of S, its neighbours in S that come earlier (with multiplicity).
        int[][] earlier = new int[k][];
        int[] count = new int[k];
        int edges = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int e = 0; e < g.edgeCount(); e++) {
                int u = g.edgeU(e);
                int v = g.edgeV(e);
                if (u == v || (set >> u & 1) == 0 || (set >> v & 1) == 0) {
                    continue; // loops never cross a partition; edges leaving S are not in G[S]
                }
                int a = Math.max(position[u], position[v]);
                int b = Math.min(position[u], position[v]);
                if (pass == 0) {
                    count[a]++;
                    edges++;
                } else {
                    earlier[a][count[a]++] = b;
                }
            }
            if (pass == 0) {
                for (int i = 0; i < k; i++) {
                    earlier[i] = new int[count[i]];
                    count[i] = 0;
                }
            }
        }
        if (edges < 2 * (k - 1)) {
            return false; // the partition into singletons already fails
        }
        return new PartitionCheck(earlier).everyPartitionCrossedEnough(0, 0, 0);
    }

    private static int[] members(int set) {
        int[] out = new int[Integer.bitCount(set)];
        int i = 0;
        for (int rest = set; rest != 0; rest &= rest - 1) {
            out[i++] = Integer.numberOfTrailingZeros(rest);
        }
        return out;
    }

    /** Enumerates set partitions as restricted growth strings, counting crossing edges incrementally. */
    private static final class PartitionCheck {
        private final int[][] earlier;
        private final int[] block;

        PartitionCheck(int[][] earlier) {
            this.earlier = earlier;
            this.block = new int[earlier.length];
        }

        boolean everyPartitionCrossedEnough(int i, int blocks, int crossing) {
            if (i == block.length) {
                return crossing >= 2 * (blocks - 1);
            }
            for (int b = 0; b <= blocks; b++) {
                block[i] = b;
                int more = 0;
                for (int j : earlier[i]) {
                    if (block[j] != b) {
                        more++;
                    }
                }
                if (!everyPartitionCrossedEnough(i + 1, Math.max(blocks, b + 1), crossing + more)) {
                    return false;
                }
            }
            return true;
        }
    }
}
