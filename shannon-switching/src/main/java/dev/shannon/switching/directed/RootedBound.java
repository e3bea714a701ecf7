package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.switching.Player;
import dev.shannon.switching.internal.PebbleGame;

/**
 * Lehman's bound for <em>rooted</em> play, Short orienting: Short claims only arcs that enter
 * another class of his arcs at its root (a vertex no claimed arc enters; s's class is rooted at
 * s), so that every class stays an out-arborescence and a path entering a class at its root can
 * leave it anywhere. Under that restriction a free edge whose two ends are both non-roots can
 * never be claimed (a non-root stays one), so the restricted game is decided on the graph of the
 * other live edges with every class contracted — and the undirected game there (Lehman, the
 * (2,2) pebble game) is an upper bound for it: false means rooted Short loses. It is only an
 * upper bound for rooted Short, not for Short in general (he may enter a class below its root);
 * docs/directed.md says how often it decides the rooted game exactly.
 */
final class RootedBound {
    private final Multigraph g;
    private final int s;
    private final int t;
    private final ArcReach reach;
    private final UnionFind classes;
    private final boolean[] entered;

    RootedBound(DirectedGame game) {
        if (game.rule() != DirectedRule.SHORT_ORIENTS) {
            throw new IllegalArgumentException("rooted play is a Short-orients notion");
        }
        this.g = game.board().graph();
        this.s = game.board().s();
        this.t = game.board().t();
        this.reach = new ArcReach(g, game.rule());
        this.classes = new UnionFind(g.vertexCount());
        this.entered = new boolean[g.vertexCount()];
    }

    /** False means Short, restricted to rooted claims from {@code p} on, loses {@code p}. */
    boolean leavesShortAChance(DirectedPosition p) {
        return leavesShortAChance(p.states(), p.toMove() == Player.SHORT);
    }

    boolean leavesShortAChance(byte[] state, boolean shortToMove) {
        reach.claimed(state, s, true, reach.claimedFromS);
        if (reach.claimedFromS[t]) {
            return true;
        }
        reach.distances(state, s, true);
        if (!reach.reachable(reach.fromS, t)) {
            return false;
        }
        reach.distances(state, t, false);
        reach.claimed(state, t, false, reach.claimedToT);
        ArcClasses.entered(g, state, entered);
        ArcClasses.fill(g, state, classes);
        int rs = classes.find(s);
        int rt = classes.find(t);
        PebbleGame pebbles = PebbleGame.twoTwo(g.vertexCount());
        if (shortToMove) {
            pebbles.add(rs, rt, -1); // Short to move is Cut to move with a free edge st more
        }
        for (int e = 0; e < state.length; e++) {
            if (state[e] != ArcState.FREE || g.isLoop(e)) {
                continue;
            }
            int u = g.edgeU(e);
            int v = g.edgeV(e);
            int a = classes.find(u);
            int b = classes.find(v);
            if (a != b && (rootedLive(u, v) || rootedLive(v, u))) {
                pebbles.add(a, b, e);
            }
        }
        return pebbles.gather(rs, rt, 3) < 3;
    }

    /** The arc x → y enters y's class at its root and can still lie on a shortcut-free s→t path. */
    private boolean rootedLive(int x, int y) {
        return !entered[y]
                && y != s
                && reach.reachable(reach.fromS, x)
                && reach.reachable(reach.toT, y)
                && !reach.claimedFromS[y]
                && !reach.claimedToT[x];
    }
}
