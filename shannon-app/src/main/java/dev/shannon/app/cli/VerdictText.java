package dev.shannon.app.cli;

import dev.shannon.switching.GameType;
import dev.shannon.switching.Player;
import java.util.function.IntFunction;

/** The lines the solve commands (graphs, directed games, matroids) print for a game's verdicts. */
public final class VerdictText {
    /** How many winning moves a verdict line lists before "… N more". */
    static final int LISTED_MOVES = 40;

    private VerdictText() {}

    /** "Game type: ID — what it means.", with its line end. */
    public static String gameType(GameType type) {
        return "Game type: " + type.id() + " — "
                + switch (type) {
                    case SHORT -> "Short wins moving first or second.";
                    case CUT -> "Cut wins moving first or second.";
                    case FIRST -> "whoever moves first wins.";
                }
                + "\n";
    }

    /**
     * "LABEL: Short wins; winning claims (N): m1, m2, …." or "…; no winning claim.", with its line
     * end; {@code move} is what a move is called (claim, deletion), {@code label} names the i-th
     * winning move.
     */
    public static String verdict(String label, Player winner, String move, int moves, IntFunction<String> nth) {
        StringBuilder sb = new StringBuilder(label)
                .append(": ")
                .append(winner == Player.SHORT ? "Short" : "Cut")
                .append(" wins");
        if (moves == 0) {
            return sb.append("; no winning ").append(move).append(".\n").toString();
        }
        sb.append("; winning ").append(move).append("s (").append(moves).append("): ");
        for (int i = 0; i < moves; i++) {
            if (i == LISTED_MOVES) {
                sb.append(", … ").append(moves - LISTED_MOVES).append(" more");
                break;
            }
            sb.append(i == 0 ? "" : ", ").append(nth.apply(i));
        }
        return sb.append(".\n").toString();
    }
}
