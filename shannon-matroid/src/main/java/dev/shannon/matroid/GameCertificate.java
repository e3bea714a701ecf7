package dev.shannon.matroid;

import dev.shannon.switching.Player;
import java.util.Objects;

/**
 * Why {@code winner} wins with {@code toMove} to move. For Short: a cospanning pair in the matroid
 * (after Short's winning claim when Short moves first). For Cut: a cospanning pair in the dual
 * (after Cut's winning deletion when Cut moves first) — Short's certificate in the dual game.
 */
public record GameCertificate(Player winner, Player toMove, Cospanning pair) {
    public GameCertificate {
        Objects.requireNonNull(winner);
        Objects.requireNonNull(toMove);
        Objects.requireNonNull(pair);
        if (pair.move() >= 0 && winner != toMove) {
            throw new IllegalArgumentException("only the player to move makes a first move");
        }
    }

    /** Whether the pair lives in the dual (a certificate for Cut). */
    public boolean inDual() {
        return winner == Player.CUT;
    }
}
