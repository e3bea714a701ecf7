package dev.shannon.app.cli.bridgit;

import dev.shannon.app.io.SafeText;
import dev.shannon.bridgit.BridgitRecord;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * One terminal game against the computer. The loop — prompt, read, dispatch the commands
 * (move, undo, why, hint, board, help, quit), let the computer answer — is shared; the game
 * rules live in the subclasses.
 */
abstract class PlaySession {
    protected final PrintWriter out;
    protected String lastReason = "the computer has not moved yet";

    PlaySession(PrintWriter out) {
        this.out = out;
    }

    abstract boolean isOver();

    abstract boolean humanToMove();

    /** The computer moves; prints what it did and keeps the reason. */
    abstract void computerMoves();

    /** The human's move as typed; throws IllegalArgumentException if it is malformed or illegal. */
    abstract void humanMoves(String text);

    /** Takes back the human's last move (and the computer's answer); false if there is none. */
    abstract boolean undo();

    abstract String board();

    abstract String hint();

    abstract String prompt();

    abstract String help();

    abstract String result();

    /** The game so far as a record (docs/records.md). */
    abstract BridgitRecord record();

    /** Runs the game until it ends, the human quits, or input ends. */
    final void run(BufferedReader in) throws IOException {
        out.print(board());
        while (!isOver()) {
            if (!humanToMove()) {
                computerMoves();
                out.print(board());
                continue;
            }
            out.print(prompt());
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return;
            }
            String cmd = line.strip().toLowerCase(Locale.ROOT);
            switch (cmd) {
                case "" -> { }
                case "quit", "exit" -> {
                    return;
                }
                case "help" -> out.println(help());
                case "why" -> out.println(lastReason);
                case "board" -> out.print(board());
                case "hint" -> out.print(hint());
                case "undo" -> {
                    if (undo()) {
                        out.print(board());
                    } else {
                        out.println("nothing to undo");
                    }
                }
                default -> {
                    try {
                        humanMoves(cmd);
                        out.print(board());
                    } catch (IllegalArgumentException e) {
                        out.println("? " + SafeText.escape(e.getMessage()));
                    }
                }
            }
        }
        out.println(result());
        out.flush();
    }
}
