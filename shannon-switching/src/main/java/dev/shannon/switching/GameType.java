package dev.shannon.switching;

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
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The type from the winners with Short to move and with Cut to move. */
    public static GameType of(dev.shannon.graph.Player winnerShortFirst, dev.shannon.graph.Player winnerCutFirst) {
        if (winnerShortFirst == dev.shannon.graph.Player.SHORT && winnerCutFirst == dev.shannon.graph.Player.SHORT) {
            return SHORT;
        }
        if (winnerShortFirst == dev.shannon.graph.Player.CUT && winnerCutFirst == dev.shannon.graph.Player.CUT) {
            return CUT;
        }
        if (winnerShortFirst == dev.shannon.graph.Player.SHORT) {
            return FIRST;
        }
        throw new IllegalStateException("second player wins only: impossible in the switching game");
    }
}
