package dev.shannon.app.cli.matroid;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.PlayerConverter;
import dev.shannon.app.cli.TurnLoop;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.io.LineInput;
import dev.shannon.app.io.MatroidInput;
import dev.shannon.matroid.Bits;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.MatroidComputer;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code shannon matroid play}: the matroid game in the terminal against the perfect computer. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        description = {
            "Play the switching game on a matroid in the terminal against the perfect computer.",
            "Type an element number to move; 'hint' lists your winning moves, 'why' explains the computer's last move, "
                    + "'undo' takes back your last move, 'board' shows the elements, 'quit' ends."
        })
public final class MatroidPlayCommand implements Callable<Integer> {
    @Parameters(
            paramLabel = "FILE",
            description = "The matroid game (text or JSON; '-' is not allowed: moves come from standard input).")
    String file;

    @Option(
            names = "--as",
            paramLabel = "SIDE",
            required = true,
            description = "short or cut: the side you play.",
            converter = PlayerConverter.class)
    Player human;

    @Option(
            names = "--first",
            paramLabel = "SIDE",
            defaultValue = "short",
            description = "Who moves first: short or cut (default: ${DEFAULT-VALUE}).",
            converter = PlayerConverter.class)
    Player first;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** A position with what each element has become. */
    private record State(MatroidGame game, long[] claimed, long[] deleted, Player toMove) {}

    @Override
    public Integer call() throws IOException {
        if (file.equals("-")) {
            throw new UsageError("play reads moves from standard input: give the matroid game as a file");
        }
        MatroidFile f = MatroidInput.read(file, System.in);
        ElementLabels labels = new ElementLabels(f);
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = LineInput.standardInput();
        Player computerSide = human.opponent();
        MatroidComputer computer = new MatroidComputer(computerSide);
        int n = f.game().size();
        State s = new State(f.game(), Bits.empty(n), Bits.empty(n), first);
        out.printf(
                "Switching game on a matroid: %s, %d elements, rank %d, target %s.%n",
                f.game().matroid().describe(),
                n,
                f.game().matroid().rank(),
                labels.label(f.game().target()));
        out.printf(
                "You are %s (%s). %s moves first. The game is of type '%s'.%n",
                human == Player.SHORT ? "Short" : "Cut",
                human == Player.SHORT
                        ? "you claim elements, to span the target"
                        : "you delete elements, so that the target is no longer spanned",
                first == Player.SHORT ? "Short" : "Cut",
                EdmondsSolver.analyze(f.game(), false).type().id());
        int target = f.game().target();
        State end = TurnLoop.run(
                new TurnLoop.Game<State>() {
                    @Override
                    public boolean isOver(State position) {
                        return position.game.shortHasWon() || position.game.cutHasWon();
                    }

                    @Override
                    public boolean playerToMove(State position) {
                        return position.toMove != computerSide;
                    }

                    @Override
                    public TurnLoop.Reasoned<State> computerMove(State position, PrintWriter out) {
                        MatroidComputer.Move m = computer.move(position.game);
                        out.printf(
                                "Computer (%s) %s element %s.%n",
                                computerSide.id(),
                                computerSide == Player.SHORT ? "claims" : "deletes",
                                labels.label(m.element()));
                        return new TurnLoop.Reasoned<>(play(position, m.element()), m.reason());
                    }

                    @Override
                    public State playerMove(State position, String text) {
                        int x = text.matches("\\d{1,9}") ? Integer.parseInt(text) : -1;
                        return x < 0 || x >= n || !position.game.isPlayable(x) ? null : play(position, x);
                    }

                    @Override
                    public void printBoard(State position, PrintWriter out) {
                        MatroidPlayCommand.printBoard(out, position, labels, target);
                    }

                    @Override
                    public void printHint(State position, PrintWriter out) {
                        Verdict v = EdmondsSolver.analyze(position.game, false).verdict(human);
                        if (v.winner() == human) {
                            out.println("Winning moves: " + labels.list(v.winningMoves(), 40));
                        } else {
                            out.println("No move wins against perfect play; the computer wins from here.");
                        }
                    }

                    @Override
                    public String help() {
                        return "Type an element number to play it; 'board' shows the elements, 'hint' the winning moves, "
                                + "'why' the reason for the computer's last move, 'undo' takes back your last move, 'quit' ends.";
                    }

                    @Override
                    public String notAMove() {
                        return "? not a free element: type an element number (see 'board'), or 'help'.";
                    }
                },
                s,
                in,
                out);
        if (end == null) {
            return ExitCodes.OK;
        }
        Player winner = end.game.shortHasWon() ? Player.SHORT : Player.CUT;
        out.println(
                winner == Player.SHORT
                        ? "Short wins: the claimed elements span the target."
                        : "Cut wins: the elements left no longer span the target.");
        out.println(winner == human ? "You win!" : "The computer wins.");
        out.flush();
        return ExitCodes.OK;
    }

    private static State play(State s, int x) {
        if (s.toMove == Player.SHORT) {
            return new State(s.game.claim(x), Bits.with(s.claimed, x), s.deleted, Player.CUT);
        }
        return new State(s.game.delete(x), s.claimed, Bits.with(s.deleted, x), Player.SHORT);
    }

    private static void printBoard(PrintWriter out, State s, ElementLabels labels, int target) {
        StringBuilder sb = new StringBuilder("Elements (✓ claimed, ✗ deleted, e the target):");
        int n = s.game.size();
        for (int x = 0; x < n; x++) {
            String mark = x == target ? "e" : Bits.get(s.claimed, x) ? "✓" : Bits.get(s.deleted, x) ? "✗" : " ";
            sb.append(x % 6 == 0 ? "\n  " : "   ").append(String.format("%s %-14s", mark, labels.label(x)));
        }
        out.println(sb);
    }
}
