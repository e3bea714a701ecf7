package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import java.util.HashMap;
import java.util.Map;

/**
 * The game in which Short orients, with Short restricted to claims that keep every class (component
 * of his arcs) of a given shape. Restricting Short can only hurt him, so wherever the restricted
 * Short still wins every game Short wins, that shape is one a perfect Short never needs to leave:
 * a candidate for the invariant of a strategy. Exact minimax with a table of positions, Short's
 * claims limited to arcs that can still lie on an s→t path (as in {@link DirectedSearch}: a dead
 * arc is a pass, and a pass would let Short dodge the shape), Cut's deletions to the live edges
 * (a deletion of a dead edge is a pass, never better for Cut), and Lehman's bound (if Cut wins the
 * undirected game on the same position he wins the unrestricted directed game, so this one too).
 * Tiny boards only (at most 31 edges, one long a position).
 */
final class ShapeRestrictedGame {
    /** Which classes Short may form. */
    enum Shape {
        /** No restriction beyond joining two different classes (never an arc inside a class). */
        FOREST,
        /** Every class an out-arborescence (each vertex entered by at most one arc), s's class rooted at s. */
        OUT,
        /** Every class an in-arborescence (each vertex left by at most one arc), t's class rooted at t. */
        IN,
        /** Every class an out-arborescence (s's rooted at s) or an in-arborescence (t's rooted at t). */
        OUT_OR_IN,
        /** Every class a directed path. */
        PATH
    }

    private final DirectedGame game;
    private final Multigraph g;
    private final int s;
    private final int t;
    private final Shape shape;
    private final DirectedSearch bound;
    private final ArcReach reach;
    private final Map<Long, Boolean> table = new HashMap<>();

    ShapeRestrictedGame(DirectedGame game, Shape shape) {
        if (game.edgeCount() > 31 || game.rule() != DirectedRule.SHORT_ORIENTS) {
            throw new IllegalArgumentException("Short-orients boards of at most 31 edges only");
        }
        this.game = game;
        this.g = game.board().graph();
        this.s = game.board().s();
        this.t = game.board().t();
        this.shape = shape;
        this.bound = new DirectedSearch(game, 0);
        this.reach = new ArcReach(g, game.rule());
    }

    long positions() {
        return table.size();
    }

    boolean shortWins(DirectedPosition p) {
        var w = p.winner();
        if (w.isPresent()) {
            return w.get() == Player.SHORT;
        }
        byte[] state = p.states();
        long key = p.toMove() == Player.SHORT ? 1 : 0;
        for (int e = 0; e < state.length; e++) {
            key |= (long) state[e] << (2 * e + 1);
        }
        Boolean known = table.get(key);
        if (known != null) {
            return known;
        }
        boolean result;
        if (!bound.boundLeavesShortAChance(p)) {
            result = false;
        } else if (p.toMove() == Player.SHORT) {
            result = false;
            for (DirectedMove claim : claims(state)) {
                if (shortWins(p.play(claim))) {
                    result = true;
                    break;
                }
            }
        } else {
            result = true;
            for (DirectedMove deletion : deletions(state)) {
                if (!shortWins(p.play(deletion))) {
                    result = false;
                    break;
                }
            }
        }
        table.put(key, result);
        return result;
    }

    /** Short's claims that keep the shape, among the arcs that can still lie on an s→t path. */
    DirectedMove[] claims(byte[] state) {
        fillReach(state);
        java.util.List<DirectedMove> claims = new java.util.ArrayList<>();
        ArcClasses.forEachFreeArc(g, state, (e, x, y, forward) -> {
            if (live(x, y) && keepsShape(state, e, x, y)) {
                claims.add(new DirectedMove(e, forward));
            }
        });
        return claims.toArray(new DirectedMove[0]);
    }

    /** Cut's deletions of live edges (deleting a dead one is a pass). */
    DirectedMove[] deletions(byte[] state) {
        fillReach(state);
        DirectedMove[] deletions = new DirectedMove[state.length];
        int count = 0;
        for (int e = 0; e < state.length; e++) {
            if (state[e] == ArcState.FREE
                    && !g.isLoop(e)
                    && (live(g.edgeU(e), g.edgeV(e)) || live(g.edgeV(e), g.edgeU(e)))) {
                deletions[count++] = new DirectedMove(e, true);
            }
        }
        return java.util.Arrays.copyOf(deletions, count);
    }

    private void fillReach(byte[] state) {
        reach.distances(state, s, true);
        reach.distances(state, t, false);
        reach.claimed(state, s, true, reach.claimedFromS);
        reach.claimed(state, t, false, reach.claimedToT);
    }

    /** Whether the arc x → y can still lie on a shortcut-free s→t path (the reach arrays are filled). */
    private boolean live(int x, int y) {
        return reach.reachable(reach.fromS, x)
                && reach.reachable(reach.toT, y)
                && !reach.claimedFromS[y]
                && !reach.claimedToT[x];
    }

    /** Whether claiming x → y (edge e) joins two classes and leaves the merged class of the shape. */
    private boolean keepsShape(byte[] state, int e, int x, int y) {
        int n = g.vertexCount();
        int[] in = new int[n];
        int[] out = new int[n];
        int[] comp = components(state, n);
        if (comp[x] == comp[y]) {
            return false;
        }
        for (int f = 0; f < state.length; f++) {
            if (state[f] == ArcState.FORWARD || state[f] == ArcState.BACKWARD) {
                int a = state[f] == ArcState.FORWARD ? g.edgeU(f) : g.edgeV(f);
                int b = state[f] == ArcState.FORWARD ? g.edgeV(f) : g.edgeU(f);
                out[a]++;
                in[b]++;
            }
        }
        out[x]++;
        in[y]++;
        int cx = comp[x];
        int cy = comp[y];
        boolean outShaped = true;
        boolean inShaped = true;
        boolean hasS = false;
        boolean hasT = false;
        for (int v = 0; v < n; v++) {
            if (comp[v] != cx && comp[v] != cy) {
                continue;
            }
            outShaped &= in[v] <= 1;
            inShaped &= out[v] <= 1;
            hasS |= v == s;
            hasT |= v == t;
        }
        // A tree whose in-degrees are at most one is an out-arborescence; rooted at s means s is not entered.
        boolean outOk = outShaped && (!hasS || in[s] == 0);
        boolean inOk = inShaped && (!hasT || out[t] == 0);
        return switch (shape) {
            case FOREST -> true;
            case OUT -> outOk;
            case IN -> inOk;
            case OUT_OR_IN -> outOk || inOk;
            case PATH -> outShaped && inShaped;
        };
    }

    private int[] components(byte[] state, int n) {
        int[] comp = new int[n];
        for (int v = 0; v < n; v++) {
            comp[v] = v;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int f = 0; f < state.length; f++) {
                if (state[f] == ArcState.FORWARD || state[f] == ArcState.BACKWARD) {
                    int a = comp[g.edgeU(f)];
                    int b = comp[g.edgeV(f)];
                    if (a != b) {
                        int lo = Math.min(a, b);
                        comp[g.edgeU(f)] = lo;
                        comp[g.edgeV(f)] = lo;
                        changed = true;
                    }
                }
            }
        }
        return comp;
    }
}
