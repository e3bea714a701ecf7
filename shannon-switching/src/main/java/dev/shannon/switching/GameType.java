package dev.shannon.switching;

import java.util.Locale;

/**
 * The three kinds of switching game. Nobody ever wins only as second player, so these are all.
 */
public enum GameType {
    /** Short wins moving first or second. */
    SHORT,
    /** Cut wins moving first or second. */
    CUT,
    /** Whoever moves first wins (a neutral game). */
    FIRST;

    /** "short", "cut" or "first", as in the JSON contract. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The type from the winners with Short to move and with Cut to move. */
    public static GameType of(Player winnerShortFirst, Player winnerCutFirst) {
        if (winnerShortFirst == Player.SHORT && winnerCutFirst == Player.SHORT) {
            return SHORT;
        }
        if (winnerShortFirst == Player.CUT && winnerCutFirst == Player.CUT) {
            return CUT;
        }
        if (winnerShortFirst == Player.SHORT) {
            return FIRST;
        }
        throw new IllegalStateException("second player wins only: impossible in the switching game");
    }
}
