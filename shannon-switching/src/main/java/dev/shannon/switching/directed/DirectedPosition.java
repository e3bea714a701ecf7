package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable position of a directed switching game: each edge free, claimed by Short as an arc
 * (in one of its two directions when Short orients, in its given direction under fixed arcs) or
 * deleted by Cut, and whose turn it is. The winner is read from the arcs themselves.
 */
public final class DirectedPosition {
    private final DirectedGame game;
    private final byte[] state;
    private final Player toMove;

    private DirectedPosition(DirectedGame game, byte[] state, Player toMove) {
        this.game = game;
        this.state = state;
        this.toMove = toMove;
    }

    /** The start of {@code game} with {@code first} to move. */
    public static DirectedPosition start(DirectedGame game, Player first) {
        return new DirectedPosition(
                Objects.requireNonNull(game), new byte[game.edgeCount()], Objects.requireNonNull(first));
    }

    public DirectedGame game() {
        return game;
    }

    public Player toMove() {
        return toMove;
    }

    public boolean isFree(int e) {
        return state[e] == ArcState.FREE;
    }

    public boolean isDeleted(int e) {
        return state[e] == ArcState.DELETED;
    }

    /** Whether Short holds edge e as the arc from its first endpoint to its second. */
    public boolean isClaimedForward(int e) {
        return state[e] == ArcState.FORWARD;
    }

    /** Whether Short holds edge e as the arc from its second endpoint to its first. */
    public boolean isClaimedBackward(int e) {
        return state[e] == ArcState.BACKWARD;
    }

    /** The moves open to the player to move: every free edge, in each direction Short may give it. */
    public List<DirectedMove> legalMoves() {
        List<DirectedMove> moves = new ArrayList<>();
        if (winner().isPresent()) {
            return moves;
        }
        Multigraph g = game.board().graph();
        for (int e = 0; e < state.length; e++) {
            if (state[e] != ArcState.FREE) {
                continue;
            }
            moves.add(new DirectedMove(e, true));
            if (toMove == Player.SHORT && game.rule() == DirectedRule.SHORT_ORIENTS && !g.isLoop(e)) {
                moves.add(new DirectedMove(e, false));
            }
        }
        return moves;
    }

    /** The player to move takes {@code move}: Short claims the arc, Cut deletes the edge. */
    public DirectedPosition play(DirectedMove move) {
        Optional<Player> w = winner();
        if (w.isPresent()) {
            throw new IllegalArgumentException("the game is over: " + w.get().id() + " has won");
        }
        int e = move.edge();
        if (e >= state.length) {
            throw new IllegalArgumentException("no edge " + e + " (edges are 0.." + (state.length - 1) + ")");
        }
        if (state[e] != ArcState.FREE) {
            throw new IllegalArgumentException(
                    "edge " + e + " is already " + (state[e] == ArcState.DELETED ? "deleted" : "claimed"));
        }
        if (toMove == Player.SHORT && !move.forward() && game.rule() == DirectedRule.FIXED) {
            throw new IllegalArgumentException("edge " + e + " is a fixed arc: it cannot be claimed backwards");
        }
        byte[] next = state.clone();
        next[e] = toMove == Player.CUT ? ArcState.DELETED : move.forward() ? ArcState.FORWARD : ArcState.BACKWARD;
        return new DirectedPosition(game, next, toMove.opponent());
    }

    /** Short if his arcs hold a directed s→t path; Cut if no such path can be completed any more. */
    public Optional<Player> winner() {
        Multigraph g = game.board().graph();
        ArcReach reach = new ArcReach(g, game.rule());
        int s = game.board().s();
        int t = game.board().t();
        if (reach.shortHasWon(state, s, t)) {
            return Optional.of(Player.SHORT);
        }
        reach.distances(state, s, true);
        return reach.reachable(reach.fromS, t) ? Optional.empty() : Optional.of(Player.CUT);
    }

    /** A copy of the edge states, for searches (package-private). */
    byte[] states() {
        return state.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DirectedPosition p
                && p.game.equals(game)
                && p.toMove == toMove
                && Arrays.equals(p.state, state);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(state) + toMove.hashCode();
    }
}
