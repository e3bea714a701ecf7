package dev.shannon.app.cli.matroid;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.FileArguments;
import dev.shannon.app.cli.PlayerSides;
import dev.shannon.app.cli.TurnLoop;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.io.InputFiles;
import dev.shannon.app.io.LineInput;
import dev.shannon.app.io.MatroidInput;
import dev.shannon.app.io.OutputFiles;
import dev.shannon.app.io.RecordFiles;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.MatroidComputer;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.MatroidPosition;
import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.matroid.io.MatroidRecord;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
            arity = "0..1",
            paramLabel = "FILE",
            description = "The matroid game (text or JSON; '-' is not allowed: moves come from standard input); "
                    + "may be left out when --record names an existing record.")
    String file;

    @Option(
            names = "--record",
            paramLabel = "RECORD",
            description =
                    "Game record (docs/records.md): if RECORD exists the game goes on from it (its matroid and first "
                            + "player win over FILE and the options); when the session ends the game so far is written to RECORD. "
                            + "A new record needs FILE in the text form.")
    Path record;

    @Mixin
    PlayerSides sides;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** A position and the moves that reached it (for the record: undo takes them back too). */
    private record State(MatroidPosition position, int[] moves) {
        State play(int x) {
            int[] more = Arrays.copyOf(moves, moves.length + 1);
            more[moves.length] = x;
            return new State(position.play(x), more);
        }

        MatroidGame game() {
            return position.game();
        }
    }

    @Override
    public Integer call() throws IOException {
        MatroidRecord recorded = null;
        if (record != null) {
            OutputFiles.checkWritable(record, "--record ");
            if (Files.exists(record)) {
                recorded = RecordFiles.read(record.toString(), MatroidRecord::parse);
                sides.first = recorded.first();
            }
        }
        if (recorded == null) {
            FileArguments.requirePlayableFile(file, record, "matroid game");
        }
        String text = recorded != null ? recorded.matroidText() : InputFiles.read(file, System.in);
        if (record != null && recorded == null && text.stripLeading().startsWith("{")) {
            throw new UsageError("--record holds the matroid in the text form: give FILE in the text form, not JSON");
        }
        MatroidFile f = recorded != null ? recorded.file() : MatroidInput.read(file, System.in);
        ElementLabels labels = new ElementLabels(f);
        MatroidBoard board = new MatroidBoard(f, labels);
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = LineInput.standardInput();
        Player computerSide = sides.human.opponent();
        MatroidComputer computer = new MatroidComputer(computerSide);
        int n = f.game().size();
        State s = recorded != null
                ? new State(recorded.position(), recorded.moves())
                : new State(MatroidPosition.start(f.game(), sides.first), new int[0]);
        out.printf(
                "Switching game on a matroid: %s, %d elements, rank %d, target %s.%n",
                f.game().matroid().describe(),
                n,
                f.game().matroid().rank(),
                labels.label(f.game().target()));
        out.print(sides.introduction(
                "you claim elements, to span the target",
                "you delete elements, so that the target is no longer spanned",
                EdmondsSolver.analyze(f.game(), false).type().id()));
        if (recorded != null) {
            int k = s.moves().length;
            out.printf("Going on from the record: %d move%s played.%n", k, k == 1 ? "" : "s");
        }
        State[] last = {s};
        State end = TurnLoop.run(
                new TurnLoop.Game<State>() {
                    @Override
                    public boolean isOver(State position) {
                        last[0] = position;
                        return position.position().isOver();
                    }

                    @Override
                    public boolean playerToMove(State position) {
                        return position.position().toMove() != computerSide;
                    }

                    @Override
                    public TurnLoop.Reasoned<State> computerMove(State position, PrintWriter out) {
                        MatroidComputer.Move m = computer.move(position.game());
                        out.printf(
                                "Computer (%s) %s element %s.%n",
                                computerSide.id(),
                                computerSide == Player.SHORT ? "claims" : "deletes",
                                labels.label(m.element()));
                        return new TurnLoop.Reasoned<>(
                                position.play(m.element()), m.reason() + "\n  in theory: " + m.why());
                    }

                    @Override
                    public State playerMove(State position, String text) {
                        int x = text.matches("\\d{1,9}") ? Integer.parseInt(text) : -1;
                        return x < 0 || x >= n || !position.game().isPlayable(x) ? null : position.play(x);
                    }

                    @Override
                    public void printBoard(State position, PrintWriter out) {
                        last[0] = position;
                        out.print(board.draw(position.position()));
                    }

                    @Override
                    public void printHint(State position, PrintWriter out) {
                        Verdict v =
                                EdmondsSolver.analyze(position.game(), false).verdict(sides.human);
                        if (v.winner() == sides.human) {
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
        if (end != null) {
            Player winner = end.position().winner();
            out.print(sides.ending(
                    winner,
                    "Short wins: the claimed elements span the target.",
                    "Cut wins: the elements left no longer span the target."));
        }
        if (record != null) {
            // The position the session ended in: the final one, or the one the player quit in.
            State at = end != null ? end : last[0];
            Files.writeString(record, new MatroidRecord(text, sides.first, at.moves()).format());
            out.println("game record written to " + record);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
