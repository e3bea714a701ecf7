package dev.shannon.switching.directed;

import dev.shannon.switching.Player;

import java.util.Optional;

/** The directed game by the rules alone: every legal move, no pruning, no table. Tiny boards only. */
final class PlainDirectedMinimax {
    private PlainDirectedMinimax() {
    }

    static boolean shortWins(DirectedPosition p) {
        Optional<Player> w = p.winner();
        if (w.isPresent()) {
            return w.get() == Player.SHORT;
        }
        boolean shortToMove = p.toMove() == Player.SHORT;
        for (DirectedMove move : p.legalMoves()) {
            if (shortWins(p.play(move)) == shortToMove) {
                return shortToMove;
            }
        }
        return !shortToMove;
    }
}
