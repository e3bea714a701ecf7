package dev.shannon.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The terminal loop of the switching games against the computer (on a graph, on a matroid): the
 * computer moves on its turns; on the player's, {@link PlayerPrompt} reads a line, the words
 * {@code board}, {@code help}, {@code why}, {@code hint} and {@code undo} are answered here, and
 * anything else is offered to the game as a move. The positions to undo to are kept here too.
 *
 * @param <P> an immutable position of the game
 */
public final class TurnLoop<P> {
    /** What a game supplies to the loop. */
    public interface Game<P> {
        boolean isOver(P position);

        boolean playerToMove(P position);

        /** The computer's move from {@code position}, announced on {@code out}. */
        Reasoned<P> computerMove(P position, PrintWriter out);

        /** The position after the move {@code text} names, or null if it names none. */
        P playerMove(P position, String text);

        void printBoard(P position, PrintWriter out);

        void printHint(P position, PrintWriter out);

        String help();

        /** The line that refuses a text naming no move. */
        String notAMove();

        /** The player's last move (and the computer's answers after it) has been taken back. */
        default void undone() {}
    }

    /** A position reached by the computer's move, with the computer's reason for it. */
    public record Reasoned<P>(P position, String reason) {}

    private final Game<P> game;
    private final Deque<P> history = new ArrayDeque<>();
    private String lastReason = "the computer has not moved yet";

    private TurnLoop(Game<P> game) {
        this.game = game;
    }

    /**
     * Plays from {@code start} until the game is over (returns the final position) or the player
     * quits or the input ends (returns null). Prints the board first.
     */
    public static <P> P run(Game<P> game, P start, BufferedReader in, PrintWriter out) throws IOException {
        return new TurnLoop<>(game).from(start, in, out);
    }

    private P from(P start, BufferedReader in, PrintWriter out) throws IOException {
        P p = start;
        game.printBoard(p, out);
        while (!game.isOver(p)) {
            if (!game.playerToMove(p)) {
                Reasoned<P> m = game.computerMove(p, out);
                lastReason = m.reason();
                p = m.position();
                continue;
            }
            String cmd = PlayerPrompt.next(out, in);
            if (cmd == null) {
                return null;
            }
            switch (cmd) {
                case "" -> {}
                case "board" -> game.printBoard(p, out);
                case "help" -> out.println(game.help());
                case "why" -> out.println(lastReason);
                case "hint" -> game.printHint(p, out);
                case "undo" -> {
                    if (history.isEmpty()) {
                        out.println("Nothing to undo.");
                    } else {
                        p = history.pop();
                        game.undone();
                        out.println("Took back your last move.");
                        game.printBoard(p, out);
                    }
                }
                default -> {
                    P next = game.playerMove(p, cmd);
                    if (next == null) {
                        out.println(game.notAMove());
                    } else {
                        history.push(p);
                        p = next;
                    }
                }
            }
        }
        return p;
    }
}
