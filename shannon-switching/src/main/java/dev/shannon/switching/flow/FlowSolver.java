package dev.shannon.switching.flow;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import java.util.Arrays;

/**
 * The switching game solved with {@link FlowCriterion} alone: every verdict and every winning
 * move reduces to Lehman's Cut-to-move criterion on a derived graph, each decided by flow.
 *
 * <ul>
 * <li>Cut to move: Short wins iff the criterion holds on G.</li>
 * <li>Short to move on G is Cut to move on G + e* (a new edge s–t): there Cut must delete e*
 * at once, or Short claims it and has joined s and t; after that deletion it is G with Short to
 * move. So Short wins moving first iff the criterion holds on G + e*.</li>
 * <li>Claiming f wins iff the criterion holds on G / f (Cut moves next).</li>
 * <li>Deleting f wins iff Short, then moving first on G − f, loses: iff the criterion fails on
 * G − f + e*.</li>
 * </ul>
 *
 * One basis of G (for the claims) and one of G + e* (for the deletions) serve every move: a claim
 * costs a few max-flow questions, a deletion up to one per edge (looking for a replacement). Slower
 * than the pebble game's shared structure, and meant as an independent check of it.
 */
public final class FlowSolver implements SwitchingSolver {
    /** The most edges the command line lets this solver take on: it costs about m² small max-flow questions. */
    public static final int MAX_EDGES = 4000;

    private static final FlowSolver INSTANCE = new FlowSolver();

    /** Stateless: one instance serves every caller; the static methods are the same answers without one. */
    public FlowSolver() {}

    @Override
    public Analysis solve(Multigraph g, int s, int t) {
        return analyze(g, s, t);
    }

    /** Lehman's criterion decided by flow alone ({@link FlowCriterion}): no move is tried. */
    @Override
    public boolean shortWinsWithCutToMove(Minor minor) {
        return FlowCriterion.shortWinsWithCutToMove(minor.graph(), minor.s(), minor.t());
    }

    /** The start of the game on {@code game}. */
    public static Analysis analyze(TerminalGraph game) {
        return INSTANCE.solve(game);
    }

    /** Both verdicts for the position's free edges, whoever is to move in it. */
    public static Analysis analyze(Position position) {
        return INSTANCE.solve(position);
    }

    /** Both verdicts on a multigraph whose every edge is free (s = t means Short has already won). */
    public static Analysis analyze(Multigraph g, int s, int t) {
        int n = g.vertexCount();
        int m = g.edgeCount();
        int[] u = g.edgeUs();
        int[] v = g.edgeVs();
        int[] all = new int[m];
        Arrays.setAll(all, e -> e);
        if (s == t) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, new int[0]),
                    new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        if (!joined(n, u, v, s, t)) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        if (criterion(n, u, v, s, t)) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, all), new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        if (!criterion(n, withEdge(u, s), withEdge(v, t), s, t)) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        return Analysis.of(
                new Verdict(Player.SHORT, Player.SHORT, winningClaims(n, u, v, s, t)),
                new Verdict(Player.CUT, Player.CUT, winningDeletions(n, u, v, s, t)));
    }

    /**
     * Claims f with the criterion on G / f. Contracting f = ab is the same as doubling it: two
     * trees on S / f lift to T1 + f and T2 + f' on S, and two trees of G[S] + f' contract to two
     * trees of S / f. So with a basis B of G, f wins iff s-t is spanned by B + f' when f' is
     * independent of B; when it is not, the span is B's, and B does not span s-t here.
     */
    private static int[] winningClaims(int n, int[] u, int[] v, int s, int t) {
        int m = u.length;
        int[] cu = Arrays.copyOf(u, 2 * m); // edge nodes m..2m-1: a parallel copy of each edge
        int[] cv = Arrays.copyOf(v, 2 * m);
        System.arraycopy(u, 0, cu, m, m);
        System.arraycopy(v, 0, cv, m, m);
        SparsityNetwork network = FlowCriterion.basis(n, cu, cv, m);
        return Arrays.stream(indicesOf(m))
                .filter(f -> {
                    if (!network.independent(u[f], v[f])) {
                        return false;
                    }
                    int mark = network.mark();
                    network.accept(m + f);
                    boolean wins = network.spanned(s, t);
                    network.rollback(mark);
                    return wins;
                })
                .toArray();
    }

    /**
     * Deletions f with the criterion failing on G - f + e*. With a basis B* of G + e*: if f is
     * not in B*, B* still spans everything and Short still wins. Otherwise B* - f plus at most one
     * replacement edge (the first that is independent again) is a basis of G - f + e*.
     */
    private static int[] winningDeletions(int n, int[] u, int[] v, int s, int t) {
        int m = u.length;
        int[] du = withEdge(u, s);
        int[] dv = withEdge(v, t);
        SparsityNetwork network = FlowCriterion.basis(n, du, dv, m + 1);
        return Arrays.stream(indicesOf(m))
                .filter(f -> {
                    if (!network.isAccepted(f)) {
                        return false;
                    }
                    int mark = network.mark();
                    network.remove(f);
                    for (int g = 0; g <= m; g++) {
                        if (g != f && !network.isAccepted(g) && network.independent(du[g], dv[g])) {
                            network.accept(g);
                            break;
                        }
                    }
                    boolean wins = !network.spanned(s, t);
                    network.rollback(mark);
                    return wins;
                })
                .toArray();
    }

    private static int[] indicesOf(int m) {
        int[] all = new int[m];
        Arrays.setAll(all, e -> e);
        return all;
    }

    private static boolean criterion(int n, int[] u, int[] v, int s, int t) {
        return FlowCriterion.witness(n, u, v, s, t).isPresent();
    }

    private static int[] withEdge(int[] ends, int end) {
        int[] out = Arrays.copyOf(ends, ends.length + 1);
        out[ends.length] = end;
        return out;
    }

    private static boolean joined(int n, int[] u, int[] v, int s, int t) {
        UnionFind uf = new UnionFind(n);
        for (int e = 0; e < u.length; e++) {
            uf.union(u[e], v[e]);
        }
        return uf.connected(s, t);
    }
}
