package dev.shannon.switching;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The plainest possible solver, for tests only: plays every move, memoized on the edge states.
 * Short claims, Cut deletes; no theory at all.
 */
final class BruteForceGame {
    private final Multigraph g;
    private final int s;
    private final int t;
    private final Map<String, Boolean> memo = new HashMap<>();

    BruteForceGame(Multigraph g, int s, int t) {
        this.g = g;
        this.s = s;
        this.t = t;
    }

    /** Winner with {@code toMove} to play from the position given by {@code state} (0 free, 1 claimed, 2 deleted). */
    Player winner(byte[] state, Player toMove) {
        Player done = decided(state);
        if (done != null) {
            return done;
        }
        String key = Arrays.toString(state) + toMove;
        Boolean shortWins = memo.get(key);
        if (shortWins == null) {
            shortWins = toMove == Player.CUT;
            for (int e = 0; e < state.length; e++) {
                if (state[e] != 0) {
                    continue;
                }
                state[e] = (byte) (toMove == Player.SHORT ? 1 : 2);
                Player w = winner(state, toMove.opponent());
                state[e] = 0;
                if (w == toMove) {
                    shortWins = toMove == Player.SHORT;
                    break;
                }
            }
            // Nobody can move but the game is undecided: impossible (all edges used decides it).
            memo.put(key, shortWins);
        }
        return shortWins ? Player.SHORT : Player.CUT;
    }

    Verdict verdict(Player toMove) {
        byte[] state = new byte[g.edgeCount()];
        Player done = decided(state);
        int m = g.edgeCount();
        if (done == Player.CUT) {
            int[] all = new int[toMove == Player.CUT ? m : 0];
            for (int i = 0; i < all.length; i++) {
                all[i] = i;
            }
            return new Verdict(toMove, Player.CUT, all);
        }
        int[] wins = new int[m];
        int count = 0;
        for (int e = 0; e < m; e++) {
            state[e] = (byte) (toMove == Player.SHORT ? 1 : 2);
            if (winner(state, toMove.opponent()) == toMove) {
                wins[count++] = e;
            }
            state[e] = 0;
        }
        return new Verdict(toMove, count > 0 ? toMove : toMove.opponent(), Arrays.copyOf(wins, count));
    }

    Analysis analysis() {
        return Analysis.of(verdict(Player.SHORT), verdict(Player.CUT));
    }

    private Player decided(byte[] state) {
        UnionFind claimed = new UnionFind(g.vertexCount());
        UnionFind alive = new UnionFind(g.vertexCount());
        for (int e = 0; e < state.length; e++) {
            if (state[e] == 1) {
                claimed.union(g.edgeU(e), g.edgeV(e));
            }
            if (state[e] != 2) {
                alive.union(g.edgeU(e), g.edgeV(e));
            }
        }
        if (claimed.connected(s, t)) {
            return Player.SHORT;
        }
        if (!alive.connected(s, t)) {
            return Player.CUT;
        }
        return null;
    }
}
