package dev.shannon.switching;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;

/**
 * Solves switching-game positions exactly by Lehman's theorem (1964), deciding it with pebble
 * games instead of search (see {@link RigidityStructure}). One analysis costs two pebble games
 * plus one pebble search per candidate deletion; it never re-solves per move.
 */
public final class LehmanSolver implements SwitchingSolver {
    private static final LehmanSolver INSTANCE = new LehmanSolver();

    /** Stateless: one instance serves every caller; the static methods below are the same answers without one. */
    public LehmanSolver() {}

    @Override
    public Analysis solve(Multigraph g, int s, int t) {
        return analyze(g, s, t);
    }

    /** The start of the game on {@code game}. */
    public static Analysis analyze(TerminalGraph game) {
        return INSTANCE.solve(Position.start(game, Player.SHORT));
    }

    /** Both verdicts for the position's edges, whoever is to move in it. */
    public static Analysis analyze(Position position) {
        return INSTANCE.solve(position);
    }

    /** The verdict for the player to move in {@code position}. */
    public static Verdict verdict(Position position) {
        if (position.toMove() == Player.CUT) {
            return analyze(position).verdict(Player.CUT);
        }
        // Short to move needs only the claims half, which never rebuilds anything.
        Minor minor = position.minor();
        if (minor.s() == minor.t()) {
            return new Verdict(Player.SHORT, Player.SHORT, new int[0]);
        }
        Multigraph g = minor.graph();
        int[] claims = winningClaims(g.vertexCount(), g.edgeUs(), g.edgeVs(), minor.s(), minor.t());
        for (int i = 0; i < claims.length; i++) {
            claims[i] = minor.originalEdge()[claims[i]];
        }
        return new Verdict(Player.SHORT, claims.length > 0 ? Player.SHORT : Player.CUT, claims);
    }

    /** With Cut to move: does Short win? The (2,2) pebble game decides it (Lehman). */
    public static boolean shortWinsWithCutToMove(Multigraph g, int s, int t) {
        if (s == t) {
            return true;
        }
        PebbleGame game = PebbleGame.twoTwo(g.vertexCount());
        for (int e = 0; e < g.edgeCount(); e++) {
            game.add(g.edgeU(e), g.edgeV(e), e);
        }
        return game.gather(s, t, 3) < 3;
    }

    /**
     * Both verdicts on a multigraph whose every edge is free, with terminals s and t (s = t means
     * Short has already won). Moves are edge indices of {@code g}.
     */
    public static Analysis analyze(Multigraph g, int s, int t) {
        int m = g.edgeCount();
        int[] all = new int[m];
        for (int e = 0; e < m; e++) {
            all[e] = e;
        }
        if (s == t) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, new int[0]),
                    new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        if (!connected(g, s, t)) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        int[] eu = g.edgeUs();
        int[] ev = g.edgeVs();
        RigidityStructure r = new RigidityStructure(g.vertexCount(), eu, ev, null, s, t);
        if (r.shortWinsCutToMove) {
            // Claiming anything keeps two trees on the terminals' component, so every claim wins.
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, all), new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        if (!r.shortWinsShortToMove()) {
            // Short loses moving first, so after any deletion too: every deletion wins for Cut.
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        IntList claims = new IntList();
        IntList deletions = new IntList();
        boolean[] onCircuit = null;
        int[][] qAdjacency = null;
        byte[] needed = null; // per component: 0 unknown, 1 needed, 2 not needed, 3 needed and marked
        boolean[] critical = new boolean[m];
        for (int e = 0; e < m; e++) {
            if (r.claimWins(e)) {
                claims.add(e);
            }
            if (!r.insideRigidSet(e) || r.slot22[e] < 0) {
                // Outside X the rigid set survives the deletion; a rejected edge changes no span.
                continue;
            }
            boolean shortStillWins;
            if (r.slotQ[e] >= 0) {
                shortStillWins = r.shortStillWinsWithoutQEdge(e);
            } else {
                // An accepted edge inside a component C. Off every circuit it is a coloop of C,
                // and C may split; on a circuit it changes nothing. If C is not needed for the
                // rigid set, splitting it changes nothing either.
                if (onCircuit == null) {
                    onCircuit = r.onCircuit();
                    qAdjacency = qEdgesByComponent(r, eu, ev);
                    needed = new byte[r.compCount];
                }
                int c = r.comp[eu[e]];
                if (onCircuit[e]) {
                    shortStillWins = true;
                } else {
                    if (needed[c] == 0) {
                        needed[c] = (byte) (r.componentNeeded(c, qAdjacency[0], qAdjacency[1]) ? 1 : 2);
                    }
                    if (needed[c] == 2) {
                        shortStillWins = true;
                    } else {
                        if (needed[c] == 1) {
                            r.markCritical(c, qAdjacency[0], qAdjacency[1], critical);
                            needed[c] = 3;
                        }
                        shortStillWins = !critical[e];
                    }
                }
            }
            if (!shortStillWins) {
                deletions.add(e);
            }
        }
        return Analysis.of(
                new Verdict(Player.SHORT, Player.SHORT, claims.toArray()),
                new Verdict(Player.CUT, Player.CUT, deletions.toArray()));
    }

    /**
     * With Short to move on the multigraph given by endpoint arrays (every edge free, s != t):
     * the edges whose claim wins for Short, ascending; empty when Short loses. Only the
     * Short-to-move half of {@link #analyze(Multigraph, int, int)}: games that only need the
     * mover's winning claims (Bridg-It) skip Cut's deletions, which may cost a recomputation
     * per edge. The arrays are read, never kept or changed.
     */
    public static int[] winningClaims(int vertexCount, int[] u, int[] v, int s, int t) {
        if (s == t) {
            throw new IllegalArgumentException("s and t are already joined");
        }
        UnionFind uf = new UnionFind(vertexCount);
        for (int e = 0; e < u.length; e++) {
            uf.union(u[e], v[e]);
        }
        if (!uf.connected(s, t)) {
            return new int[0];
        }
        RigidityStructure r = new RigidityStructure(vertexCount, u, v, null, s, t);
        IntList claims = new IntList();
        for (int e = 0; e < u.length; e++) {
            if (r.shortWinsCutToMove || r.claimWins(e)) {
                claims.add(e);
            }
        }
        return claims.toArray();
    }

    /** Q-edges grouped by component (both ends), in compressed-row form: {edges, start offsets}. */
    private static int[][] qEdgesByComponent(RigidityStructure r, int[] eu, int[] ev) {
        int[] start = new int[r.compCount + 1];
        for (int e = 0; e < eu.length; e++) {
            if (r.slotQ[e] >= 0) {
                start[r.comp[eu[e]] + 1]++;
                start[r.comp[ev[e]] + 1]++;
            }
        }
        for (int c = 0; c < r.compCount; c++) {
            start[c + 1] += start[c];
        }
        int[] at = new int[start[r.compCount]];
        int[] fill = start.clone();
        for (int e = 0; e < eu.length; e++) {
            if (r.slotQ[e] >= 0) {
                at[fill[r.comp[eu[e]]]++] = e;
                at[fill[r.comp[ev[e]]]++] = e;
            }
        }
        return new int[][] {at, start};
    }

    /** Whether s and t are joined by the graph's edges at all (if not, Cut has already won). */
    public static boolean connected(Multigraph g, int s, int t) {
        UnionFind uf = new UnionFind(g.vertexCount());
        for (int e = 0; e < g.edgeCount(); e++) {
            uf.union(g.edgeU(e), g.edgeV(e));
        }
        return uf.connected(s, t);
    }
}
