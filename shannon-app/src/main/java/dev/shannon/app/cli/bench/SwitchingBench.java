package dev.shannon.app.cli.bench;

import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Side;
import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.SwitchingSolver;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Lehman solver speed on red's graph of the empty n×(n+1) Bridg-It board: the Cut-to-move verdict
 * (one (2,2) pebble game) and the full analysis (every winning claim and every winning deletion),
 * against the straightforward method (a fresh pebble game per contracted edge).
 */
@Command(
        name = "switching",
        mixinStandardHelpOptions = true,
        description = "Time the Lehman solver on red's graph of empty Bridg-It boards.")
public final class SwitchingBench implements Callable<Integer> {
    @Option(
            names = "--sizes",
            split = ",",
            defaultValue = "5,10,14,30",
            description = "Board sizes n (default: ${DEFAULT-VALUE}).")
    List<Integer> sizes;

    @Option(
            names = "--seconds",
            defaultValue = "3",
            description = "Measuring time per case (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(
            names = "--straightforward",
            negatable = true,
            defaultValue = "true",
            description = "Also time the straightforward method for comparison (default: on).")
    boolean straightforward;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        long ms = (long) (seconds * 1000);
        out.println(
                "| n | V | E | Cut-to-move verdict | full analysis (all claims + all deletions) | straightforward claims only |");
        out.println("| --- | --- | --- | --- | --- | --- |");
        for (int n : sizes) {
            if (n < Board.MIN_N || n > Board.MAX_N) {
                throw new IllegalArgumentException(
                        "--sizes: n must be " + Board.MIN_N + ".." + Board.MAX_N + ", got " + n);
            }
            Multigraph red = redGraph(Board.of(n));
            Timing.Result verdict = Timing.measure(
                    () -> SwitchingSolver.lehman().shortWinsWithCutToMove(Minor.of(red, Board.S, Board.T)) ? 1 : 0,
                    ms / 3,
                    ms,
                    100_000);
            Timing.Result full = Timing.measure(
                    () -> {
                        Analysis a = SwitchingSolver.lehman().solve(red, Board.S, Board.T);
                        return a.shortFirst().winningMoveCount() + a.cutFirst().winningMoveCount();
                    },
                    ms / 3,
                    ms,
                    100_000);
            String naive = straightforward
                    ? Timing.measure(() -> straightforwardClaims(red), ms / 3, ms, 1000)
                            .toString()
                    : "—";
            out.printf(
                    "| %d | %d | %d | %s | %s | %s |%n", n, red.vertexCount(), red.edgeCount(), verdict, full, naive);
            out.flush();
        }
        return 0;
    }

    static Multigraph redGraph(Board board) {
        int m = board.crossingCount();
        int[] u = new int[m];
        int[] v = new int[m];
        for (int e = 0; e < m; e++) {
            u[e] = board.edgeU(Side.RED, e);
            v[e] = board.edgeV(Side.RED, e);
        }
        return Multigraph.ofIndices(board.vertexCount(), u, v);
    }

    /** The method without reuse: for each edge, contract it and run a fresh (2,2) pebble game. */
    private static int straightforwardClaims(Multigraph g) {
        int m = g.edgeCount();
        int wins = 0;
        int[] u = new int[m - 1];
        int[] v = new int[m - 1];
        for (int e = 0; e < m; e++) {
            int keep = g.edgeU(e);
            int gone = g.edgeV(e);
            for (int f = 0, i = 0; f < m; f++) {
                if (f != e) {
                    u[i] = g.edgeU(f) == gone ? keep : g.edgeU(f);
                    v[i++] = g.edgeV(f) == gone ? keep : g.edgeV(f);
                }
            }
            int s = Board.S == gone ? keep : Board.S;
            int t = Board.T == gone ? keep : Board.T;
            if (SwitchingSolver.lehman()
                    .shortWinsWithCutToMove(Minor.of(Multigraph.ofIndices(g.vertexCount(), u, v), s, t))) {
                wins++;
            }
        }
        return wins;
    }
}
