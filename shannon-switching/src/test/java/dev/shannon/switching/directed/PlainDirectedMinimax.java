package dev.shannon.switching.directed;

import dev.shannon.switching.Player;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The directed game by the rules alone: every legal move, no pruning. {@link #shortWins} has no
 * table either (tiny boards only); {@link #tabled} remembers exact positions, which is sound by
 * definition and reaches boards of about 10 edges.
 */
final class PlainDirectedMinimax {
    private final Map<DirectedPosition, Boolean> table = new HashMap<>();

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

    /** A fresh minimax with a table of exact positions. */
    static PlainDirectedMinimax tabled() {
        return new PlainDirectedMinimax();
    }

    boolean wins(DirectedPosition p) {
        Boolean known = table.get(p);
        if (known != null) {
            return known;
        }
        Optional<Player> w = p.winner();
        boolean result;
        if (w.isPresent()) {
            result = w.get() == Player.SHORT;
        } else {
            boolean shortToMove = p.toMove() == Player.SHORT;
            result = !shortToMove;
            List<DirectedMove> moves = p.legalMoves();
            for (DirectedMove move : moves) {
                if (wins(p.play(move)) == shortToMove) {
                    result = shortToMove;
                    break;
                }
            }
        }
        table.put(p, result);
        return result;
    }
}
