package dev.shannon.app.cli.matroid;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.UsageError;
import dev.shannon.graph.Multigraph;
import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.GraphGames;
import dev.shannon.matroid.MatroidAnalysis;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code shannon matroid bench}: oracle calls and time of Edmonds' solver on random binary
 * matroids, and the matroid solver against the graph solver on the same graphs (run alternately,
 * so both see the same machine load).
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = {
            "Time Edmonds' solver on random binary matroids (n elements, rank n/2) and on graphic matroids against the "
                    + "graph solver (LehmanSolver) on the same graphs, alternating the two; medians of --reps runs."
        })
public final class MatroidBenchCommand implements Callable<Integer> {
    @Option(
            names = "--sizes",
            paramLabel = "N,...",
            split = ",",
            defaultValue = "50,200,1000",
            description = "Binary matroid sizes (rank n/2). Default: ${DEFAULT-VALUE}.")
    int[] sizes;

    @Option(
            names = "--graphs",
            paramLabel = "V,...",
            split = ",",
            defaultValue = "25,100,400",
            description =
                    "Graph sizes in vertices (random, 2V - 1 edges, so about two spanning trees). Default: ${DEFAULT-VALUE}.")
    int[] graphs;

    @Option(
            names = "--reps",
            paramLabel = "R",
            defaultValue = "3",
            description = "Runs per case (default: ${DEFAULT-VALUE}).")
    int reps;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (reps < 1 || reps > 100) {
            throw new UsageError("--reps must be 1..100, got " + reps);
        }
        for (int n : sizes) {
            if (n < 2 || n > 4096) {
                throw new UsageError("--sizes must be 2..4096, got " + n);
            }
        }
        for (int v : graphs) {
            if (v < 2 || v > 2000) {
                throw new UsageError("--graphs must be 2..2000, got " + v);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        Random rnd = new Random(seed);
        out.println("binary matroids (random, rank n/2):");
        out.println("  n     rank  type   oracle calls (rank + circuit)  solve ms  with certificates ms");
        for (int n : sizes) {
            int rows = n / 2;
            int[][] a = new int[rows][n];
            for (int[] row : a) {
                for (int j = 0; j < n; j++) {
                    row[j] = rnd.nextInt(2);
                }
            }
            MatroidGame game = MatroidGame.of(BinaryMatroid.ofRows(a), rnd.nextInt(n));
            double[] plain = new double[reps];
            double[] certified = new double[reps];
            MatroidAnalysis last = null;
            for (int r = 0; r < reps; r++) {
                long t0 = System.nanoTime();
                last = EdmondsSolver.analyze(game, false);
                plain[r] = (System.nanoTime() - t0) / 1e6;
                t0 = System.nanoTime();
                EdmondsSolver.analyze(game, true);
                certified[r] = (System.nanoTime() - t0) / 1e6;
            }
            out.printf(
                    "  %-5d %-5d %-6s %-30d %-9.1f %.1f%n",
                    n, game.matroid().rank(), last.type().id(), last.oracleCalls(), median(plain), median(certified));
        }
        out.println("graphic matroids against the graph solver (random graphs, 2V - 1 edges, s = 0, t = 1):");
        out.println("  V     E     type   LehmanSolver ms  EdmondsSolver ms  ratio  oracle calls");
        for (int v : graphs) {
            int m = 2 * v - 1;
            int[] eu = new int[m];
            int[] ev = new int[m];
            for (int e = 0; e < m; e++) {
                // A random spanning tree first (so the graph is connected), then random edges.
                eu[e] = e < v - 1 ? e + 1 : rnd.nextInt(v);
                ev[e] = e < v - 1 ? rnd.nextInt(e + 1) : rnd.nextInt(v);
            }
            Multigraph g = Multigraph.ofIndices(v, eu, ev);
            TerminalGraph tg = new TerminalGraph(g, 0, 1);
            MatroidGame game = GraphGames.graphic(g, 0, 1);
            double[] lehman = new double[reps];
            double[] edmonds = new double[reps];
            MatroidAnalysis last = null;
            for (int r = 0; r < reps; r++) {
                long t0 = System.nanoTime();
                Analysis expected = SwitchingSolver.lehman().solve(tg);
                lehman[r] = (System.nanoTime() - t0) / 1e6;
                t0 = System.nanoTime();
                last = EdmondsSolver.analyze(game, false);
                edmonds[r] = (System.nanoTime() - t0) / 1e6;
                if (!last.analysis().equals(expected)) {
                    throw new IllegalStateException(
                            "the matroid solver disagrees with the graph solver on a " + v + "-vertex graph");
                }
            }
            out.printf(
                    "  %-5d %-5d %-6s %-16.2f %-17.1f %-6.0f %d%n",
                    v,
                    m,
                    last.type().id(),
                    median(lehman),
                    median(edmonds),
                    median(edmonds) / median(lehman),
                    last.oracleCalls());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
