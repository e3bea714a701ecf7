package dev.shannon.switching.directed;

import dev.shannon.switching.Player;
import java.util.List;
import java.util.Objects;

/**
 * Who wins a directed position with {@code toMove} to play, and every winning move (by edge, then
 * forward before backward).
 */
public record DirectedVerdict(Player toMove, Player winner, List<DirectedMove> winningMoves) {
    public DirectedVerdict {
        Objects.requireNonNull(toMove);
        Objects.requireNonNull(winner);
        winningMoves = List.copyOf(winningMoves);
    }
}
