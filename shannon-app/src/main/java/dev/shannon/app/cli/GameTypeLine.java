package dev.shannon.app.cli;

import dev.shannon.switching.GameType;

/** The "Game type: …" line of the solve commands (graphs, directed games, matroids). */
public final class GameTypeLine {
    private GameTypeLine() {}

    /** "Game type: ID — what it means.", with its line end. */
    public static String of(GameType type) {
        return "Game type: " + type.id() + " — "
                + switch (type) {
                    case SHORT -> "Short wins moving first or second.";
                    case CUT -> "Cut wins moving first or second.";
                    case FIRST -> "whoever moves first wins.";
                }
                + "\n";
    }
}
