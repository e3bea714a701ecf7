package dev.shannon.switching;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.internal.PebbleGame;
import java.util.Arrays;

/**
 * Solves switching-game positions exactly by Lehman's theorem (1964), deciding it with pebble
 * games instead of search (see {@link RigidityStructure}). One analysis costs two pebble games
 * plus one pebble search per candidate deletion; it never re-solves per move.
 */
public final class LehmanSolver implements SwitchingSolver {
    /** The instance {@link SwitchingSolver#lehman()} hands out. */
    static final LehmanSolver INSTANCE = new LehmanSolver();

    /** Stateless: one instance serves every caller ({@link SwitchingSolver#lehman()}). */
    public LehmanSolver() {}

    @Override
    public Analysis solve(Multigraph g, int s, int t) {
        return analyze(g, s, t);
    }

    /** Only the claims half of the analysis, which never rebuilds anything (see {@link #claims}). */
    @Override
    public int[] winningClaims(Minor minor) {
        if (minor.terminalsMerged()) {
            throw new IllegalArgumentException("s and t are already joined");
        }
        int[] claims = claims(minor.graph(), minor.s(), minor.t());
        int[] original = minor.originalEdge();
        for (int i = 0; i < claims.length; i++) {
            claims[i] = original[claims[i]];
        }
        Arrays.sort(claims);
        return claims;
    }

    /** Lehman: with Cut to move, Short wins iff the (2,2) pebble game cannot gather 3 pebbles on s and t. */
    @Override
    public boolean shortWinsWithCutToMove(Minor minor) {
        if (minor.terminalsMerged()) {
            return true;
        }
        Multigraph g = minor.graph();
        PebbleGame game = PebbleGame.twoTwo(g.vertexCount());
        for (int e = 0; e < g.edgeCount(); e++) {
            game.add(g.edgeU(e), g.edgeV(e), e);
        }
        return game.gather(minor.s(), minor.t(), 3) < 3;
    }

    /**
     * Both verdicts on a multigraph whose every edge is free, with terminals s and t (s = t means
     * Short has already won). Moves are edge indices of {@code g}.
     */
    private static Analysis analyze(Multigraph g, int s, int t) {
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
        if (!g.connected(s, t)) {
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
     * With Short to move on {@code g} (every edge free, s != t): the edges whose claim wins for
     * Short, ascending; empty when Short loses. Only the Short-to-move half of the analysis: games
     * that only need the mover's winning claims (Bridg-It) skip Cut's deletions, which may cost a
     * recomputation per edge.
     */
    private static int[] claims(Multigraph g, int s, int t) {
        if (!g.connected(s, t)) {
            return new int[0];
        }
        int[] u = g.edgeUs();
        int[] v = g.edgeVs();
        RigidityStructure r = new RigidityStructure(g.vertexCount(), u, v, null, s, t);
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
}
