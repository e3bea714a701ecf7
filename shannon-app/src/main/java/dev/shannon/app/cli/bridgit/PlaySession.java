package dev.shannon.app.cli.bridgit;

import dev.shannon.app.io.SafeText;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.Side;
import dev.shannon.bridgit.TurnGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * One terminal game against the computer. The loop — prompt, read, dispatch the commands
 * (move, undo, why, hint, board, help, quit), let the computer answer — and what every
 * {@link TurnGame} answers (whose turn, over, undo) are shared; the game rules live in the
 * subclasses.
 *
 * @param <G> the game played
 */
abstract class PlaySession<G extends TurnGame<G>> {
    /**
     * The most commands one game reads. A game on the largest board (n = 60) has 7,081
     * crossings, so a human plays at most 3,541 of them; the rest is room for undos and questions. Input that
     * never ends (`yes hint`) would otherwise keep the game going for hours (issue 29, §8).
     */
    static final int MAX_COMMANDS = 10_000;

    protected final PrintWriter out;
    protected final Side human;
    protected G game;
    protected String lastReason = "the computer has not moved yet";

    PlaySession(PrintWriter out, G start, Side human) {
        this.out = out;
        this.game = start;
        this.human = human;
    }

    final boolean isOver() {
        return game.isOver();
    }

    final boolean humanToMove() {
        return game.toMove() == human;
    }

    /** Takes back the human's last move (and the computer's answer); false if there is none. */
    final boolean undo() {
        for (G g = game; g.movesPlayed() > 0; ) {
            g = g.undo();
            if (g.toMove() == human) {
                game = g;
                return true;
            }
        }
        return false;
    }

    /** The computer moves; prints what it did and keeps the reason. */
    abstract void computerMoves();

    /** The human's move as typed; throws IllegalArgumentException if it is malformed or illegal. */
    abstract void humanMoves(String text);

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
        int commands = 0;
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
            if (++commands > MAX_COMMANDS) {
                out.flush();
                throw new IllegalArgumentException(
                        "more than " + MAX_COMMANDS + " commands in one game: stopped (is the input a loop?)");
            }
            String cmd = line.strip().toLowerCase(Locale.ROOT);
            switch (cmd) {
                case "" -> {}
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
