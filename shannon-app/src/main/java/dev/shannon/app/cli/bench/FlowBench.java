package dev.shannon.app.cli.bench;

import dev.shannon.bridgit.Board;
import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.flow.FlowCriterion;
import dev.shannon.switching.flow.FlowSolver;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.IntSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The network-flow decision against the pebble game, side by side: each round runs the pebble
 * game's version and then the flow version of the same task on the same graph, so that load from
 * other processes falls on both alike. Tasks: the Cut-to-move verdict and the full analysis.
 */
@Command(
        name = "flow",
        mixinStandardHelpOptions = true,
        description =
                "Time the network-flow solver against the pebble game (alternating runs) on Bridg-It red graphs and random graphs.")
public final class FlowBench implements Callable<Integer> {
    @Option(
            names = "--sizes",
            split = ",",
            defaultValue = "5,14,30",
            description = "Bridg-It board sizes n (default: ${DEFAULT-VALUE}).")
    List<Integer> sizes;

    @Option(
            names = "--random",
            defaultValue = "1000:2400,1000:4000",
            split = ",",
            description = "Random multigraphs as VERTICES:EDGES (s = 0, t = 1; default: ${DEFAULT-VALUE}).")
    List<String> random;

    @Option(
            names = "--seconds",
            defaultValue = "4",
            description = "Measuring time per task and graph (default: ${DEFAULT-VALUE}).")
    double seconds;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.println("load average at start: " + load());
        out.println(
                "| graph | V | E | type | verdict: pebble | verdict: flow | full analysis: pebble | full analysis: flow | rounds (verdict / full) |");
        out.println("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
        List<Object[]> cases = new ArrayList<>();
        for (int n : sizes) {
            if (n < Board.MIN_N || n > Board.MAX_N) {
                throw new IllegalArgumentException(
                        "--sizes: n must be " + Board.MIN_N + ".." + Board.MAX_N + ", got " + n);
            }
            cases.add(new Object[] {
                "Bridg-It " + n + "×" + (n + 1), SwitchingBench.redGraph(Board.of(n)), Board.S, Board.T
            });
        }
        for (String spec : random) {
            String[] parts = spec.split(":");
            int n = Integer.parseInt(parts[0]);
            int m = Integer.parseInt(parts[1]);
            Random r = new Random(n * 31L + m);
            int[] u = new int[m];
            int[] v = new int[m];
            for (int e = 0; e < m; e++) {
                u[e] = r.nextInt(n);
                v[e] = r.nextInt(n);
            }
            cases.add(new Object[] {"random " + n + "/" + m, Multigraph.ofIndices(n, u, v), 0, 1});
        }
        for (Object[] c : cases) {
            Multigraph g = (Multigraph) c[1];
            int s = (Integer) c[2];
            int t = (Integer) c[3];
            Analysis pebble = SwitchingSolver.lehman().solve(g, s, t);
            Analysis flow = FlowSolver.analyze(g, s, t);
            if (!pebble.equals(flow)) {
                throw new IllegalStateException("flow and pebble game disagree on " + c[0]);
            }
            double[][] verdict = alternate(
                    () -> SwitchingSolver.lehman().shortWinsWithCutToMove(Minor.of(g, s, t)) ? 1 : 0,
                    () -> FlowCriterion.shortWinsWithCutToMove(g, s, t) ? 1 : 0);
            double[][] full = alternate(
                    () -> SwitchingSolver.lehman().solve(g, s, t).shortFirst().winningMoveCount(),
                    () -> FlowSolver.analyze(g, s, t).shortFirst().winningMoveCount());
            out.printf(
                    "| %s | %d | %d | %s | %s | %s | %s | %s | %d / %d |%n",
                    c[0],
                    g.vertexCount(),
                    g.edgeCount(),
                    pebble.type().id(),
                    ms(verdict[0]),
                    ms(verdict[1]),
                    ms(full[0]),
                    ms(full[1]),
                    verdict[0].length,
                    full[0].length);
            out.flush();
        }
        out.println("load average at end: " + load());
        return 0;
    }

    /** Runs a then b, again and again, for about {@link #seconds} (at least 3 rounds); the times of each, in ms. */
    private double[][] alternate(IntSupplier a, IntSupplier b) {
        long budget = (long) (seconds * 1e9);
        List<double[]> rounds = new ArrayList<>();
        long start = System.nanoTime();
        int sink = 0;
        while (rounds.size() < 3 || (System.nanoTime() - start < budget && rounds.size() < 100_000)) {
            long t0 = System.nanoTime();
            sink += a.getAsInt();
            long t1 = System.nanoTime();
            sink += b.getAsInt();
            long t2 = System.nanoTime();
            rounds.add(new double[] {(t1 - t0) / 1e6, (t2 - t1) / 1e6});
        }
        if (sink == Integer.MIN_VALUE) {
            System.out.print(""); // keeps the results alive
        }
        // Drop the first third as warm-up.
        List<double[]> kept = rounds.subList(rounds.size() / 3, rounds.size());
        double[][] out = new double[2][kept.size()];
        for (int i = 0; i < kept.size(); i++) {
            out[0][i] = kept.get(i)[0];
            out[1][i] = kept.get(i)[1];
        }
        return out;
    }

    private static String ms(double[] times) {
        double[] sorted = times.clone();
        Arrays.sort(sorted);
        double median = sorted[sorted.length / 2];
        return median < 1
                ? String.format("%.3f ms", median)
                : median < 100 ? String.format("%.1f ms", median) : String.format("%.0f ms", median);
    }

    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
