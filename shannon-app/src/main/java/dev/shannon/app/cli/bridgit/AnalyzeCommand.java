package dev.shannon.app.cli.bridgit;

import dev.shannon.app.cli.Output;
import dev.shannon.app.cli.SolverMethod;
import dev.shannon.app.cli.TimeLimit;
import dev.shannon.app.io.BridgitJson;
import dev.shannon.app.io.LineInput;
import dev.shannon.app.io.RecordFiles;
import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import dev.shannon.bridgit.WinningTrees;
import dev.shannon.graph.Interruption;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.Defender;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code shannon bridgit analyze}: who wins a position, and which crossings win for the side to move. */
@Command(
        name = "analyze",
        mixinStandardHelpOptions = true,
        description = {
            "Exact analysis of a Bridg-It position: the winner with perfect play and every winning crossing (✓) for the side to move.",
            "With '-' instead of --n, reads positions from standard input, one a line: 'N r,c r,c ...', and answers each as it comes; a bad line ends the command there (exit 2) with one line naming it."
        },
        footer = {
            "",
            "Examples:",
            "  shannon bridgit analyze --n 5 --moves \"5,5 4,4\"",
            "  shannon bridgit analyze --n 5 --moves \"5,5\" --json",
            "  printf '5\\n5 5,5 4,4\\n' | shannon bridgit analyze --json -",
            "  shannon bridgit analyze --record game.txt",
            "  shannon bridgit analyze --n 3 --moves \"3,3\" --method minimax"
        })
@TimeLimit.Default(600)
public final class AnalyzeCommand implements Callable<Integer> {
    @Parameters(
            arity = "0..1",
            paramLabel = "-",
            description = "Read positions from standard input ('N r,c r,c ...' per line).")
    String input;

    @Option(names = "--n", paramLabel = "N", description = "Board size: n x (n+1) red dots (1..60).")
    Integer n;

    @Option(
            names = "--moves",
            paramLabel = "MOVES",
            defaultValue = "",
            description = "Moves so far, \"r,c r,c ...\", players alternating.")
    String moves;

    @Option(
            names = "--first",
            paramLabel = "SIDE",
            defaultValue = "red",
            converter = SideConverter.class,
            description = "Who moved first: red or blue (default: ${DEFAULT-VALUE}).")
    Side first;

    @Mixin
    Output output;

    @Option(
            names = "--trees",
            description =
                    "Also give, for each winning crossing, the two spanning trees that remain after it (minutes on a large board: see --time-limit).")
    boolean trees;

    @Mixin
    TimeLimit timeLimit;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description =
                    "Analyse the position a game record ends in (docs/records.md; '-' for standard input), instead of --n/--moves.")
    String record;

    @Option(
            names = "--method",
            paramLabel = "METHOD",
            defaultValue = "lehman",
            description = "How the switching game on the mover's graph is decided: " + SolverMethod.DESCRIPTION
                    + ". Default: ${DEFAULT-VALUE}.")
    SolverMethod method;

    @Override
    public Integer call() throws IOException {
        List<BridgitGame> games = new ArrayList<>();
        boolean stream = false;
        if (record != null) {
            if (input != null || n != null || !moves.isEmpty()) {
                throw new IllegalArgumentException("give either --record or '-'/--n/--moves, not both");
            }
            games.add(RecordFiles.read(record, BridgitRecord::parse).game());
        } else if (input != null) {
            if (!input.equals("-")) {
                throw new IllegalArgumentException(
                        "unexpected argument '" + input + "': use '-' to read positions from standard input");
            }
            if (n != null || !moves.isEmpty()) {
                throw new IllegalArgumentException(
                        "give either '-' (positions on standard input) or --n/--moves, not both");
            }
            stream = true;
        } else {
            if (n == null) {
                throw new IllegalArgumentException(
                        "missing --n (the board size), or '-' to read positions from standard input");
            }
            games.add(BridgitGame.parse(n, first, moves));
        }
        PrintWriter out = output.out();
        boolean streaming = stream;
        try {
            SwitchingSolver solver = method.solver(Interruption::check);
            timeLimit.run(() -> {
                if (streaming) {
                    streamPositions(out, solver);
                }
                for (BridgitGame g : games) {
                    answer(out, g, solver);
                }
                return null;
            });
        } finally {
            out.flush();
        }
        return 0;
    }

    private void answer(PrintWriter out, BridgitGame g, SwitchingSolver solver) {
        Interruption.check();
        BridgitAnalysis a = BridgitAnalyzer.analyze(g, solver);
        if (output.json()) {
            BridgitJson.writeAnalysis(out, a, trees); // streamed: --trees is about n⁴ crossings
            out.println();
        } else {
            printReadable(out, a);
        }
    }

    /**
     * Answers each line of standard input as it comes, holding one position at a time, so that
     * memory stays bounded however long the input (issue 29, §5: 250,000 lines held every
     * position, 4.1 GB). The answers go out whenever no more input is waiting, so that a program
     * that writes a line and waits for its answer gets it. A bad line ends the command there,
     * with one line naming it, after the answers to the lines before it.
     */
    private void streamPositions(PrintWriter out, SwitchingSolver solver) {
        try {
            LineInput reader = LineInput.standardInput();
            for (String line; (line = reader.readLine()) != null; ) {
                int lineNumber = reader.lineNumber();
                String text = line.strip();
                if (!text.isEmpty()) {
                    answer(out, position(text, lineNumber), solver);
                }
                if (!reader.ready()) {
                    out.flush();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("standard input: cannot read: " + e.getMessage(), e);
        }
    }

    private BridgitGame position(String text, int lineNumber) {
        String[] parts = text.split("\\s+", 2);
        try {
            int size = parseSize(parts[0]);
            return BridgitGame.parse(size, first, parts.length > 1 ? parts[1] : "");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("line " + lineNumber + ": " + e.getMessage());
        }
    }

    private static int parseSize(String token) {
        if (!token.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("malformed board size '" + token + "': expected N r,c r,c ...");
        }
        return Integer.parseInt(token);
    }

    private void printReadable(PrintWriter out, BridgitAnalysis a) {
        BridgitGame g = a.game();
        out.println("Bridg-It " + g.board() + ", " + g.first().id() + " first, "
                + Defender.plural(g.moveCount(), "move", "moves") + " played");
        if (g.isOver()) {
            out.print(BoardView.draw(g));
            out.println(g.winner().orElseThrow().id() + " has won: chain " + join(g.winningChain()));
        } else {
            out.print(BoardView.draw(g, a));
            Side mover = a.toMove();
            out.println(mover.id() + " to move; " + a.winner().id() + " wins with perfect play. "
                    + a.winningMoves().size() + " of " + (g.board().crossingCount() - g.moveCount())
                    + " free crossings win for " + mover.id() + " (✓): " + join(a.winningMoves()));
            if (trees) {
                for (Crossing x : a.winningMoves()) {
                    Interruption.check();
                    WinningTrees t = a.trees(x).orElseThrow();
                    out.println("  after " + x + ": tree 1 " + join(t.tree1()) + " | tree 2 " + join(t.tree2()));
                }
            }
        }
        out.println(BoardView.LEGEND);
    }

    static String join(List<Crossing> list) {
        StringBuilder sb = new StringBuilder();
        for (Crossing x : list) {
            sb.append(sb.length() == 0 ? "" : " ").append(x);
        }
        return sb.length() == 0 ? "(none)" : sb.toString();
    }
}
