package dev.shannon.app.cli.tsunagaru;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.cli.bench.Timing;
import dev.shannon.puzzles.tsunagaru.Counts;
import dev.shannon.puzzles.tsunagaru.Rule;
import dev.shannon.puzzles.tsunagaru.SampleStages;
import dev.shannon.puzzles.tsunagaru.Solutions;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.StageSolver;
import dev.shannon.zdd.ZddMemoryLimitException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.IntSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code shannon tsunagaru bench}: the speed figures of BENCHMARKS.md's Tsunagaru section —
 * world stage 9 warm, random 30×30 stages, and the largest random stage counted in a minute.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = {
            "Measure the Tsunagaru solver; the results go into BENCHMARKS.md.",
            "",
            "World stage 9 solved and counted on a warm JVM, random 30x30 stages counted with their connected count, and square "
                    + "random stages of growing size until one takes longer than --minute seconds. A random stage is the tiles "
                    + "of a random spanning tree plus a share of the other grid edges."
        },
        footer = {
            "",
            "Examples:",
            "  shannon tsunagaru bench",
            "  shannon tsunagaru bench --sizes 30,45,60 --extra 0,0.35",
            "  shannon tsunagaru bench --seeds 0 --sizes 8,12,16,20,24 --extra 0.35 --wrap"
        })
public final class TsunagaruBenchCommand implements Callable<Integer> {
    @Option(
            names = "--seconds",
            paramLabel = "S",
            defaultValue = "3",
            description = "Measuring time for stage 9 (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(
            names = "--sizes",
            paramLabel = "N,N,...",
            split = ",",
            defaultValue = "30,40,50,60,70",
            description = "Square sizes for the growing-size run (default: ${DEFAULT-VALUE}).")
    List<Integer> sizes;

    @Option(
            names = "--extra",
            paramLabel = "P,P,...",
            split = ",",
            defaultValue = "0,0.35,0.7",
            description = "Shares of extra edges beyond the spanning tree, one run each (default: ${DEFAULT-VALUE}).")
    List<Double> extras;

    @Option(
            names = "--seeds",
            paramLabel = "K",
            defaultValue = "3",
            description = "Random 30x30 stages to count (default: ${DEFAULT-VALUE}).")
    int seeds;

    @Option(
            names = "--minute",
            paramLabel = "S",
            defaultValue = "60",
            description = "Stop growing once a count takes longer (default: ${DEFAULT-VALUE}).")
    double minute;

    @Option(
            names = "--wrap",
            description =
                    "In the growing-size run, count each size's wrap-around (torus) stage right after the plain one, "
                            + "side by side.")
    boolean wrap;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (!(seconds > 0) || seconds > 3600 || seeds < 0 || seeds > 1000 || !(minute > 0)) {
            throw new UsageError("--seconds must be in (0, 3600], --seeds in 0..1000 and --minute positive");
        }
        for (int n : sizes) {
            if (n < (wrap ? 3 : 2) || n > Stage.MAX_SIDE) {
                throw new UsageError(
                        "--sizes must be between " + (wrap ? 3 : 2) + " and " + Stage.MAX_SIDE + ", got " + n);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        stageNine(out);
        random30(out);
        growing(out);
        return ExitCodes.OK;
    }

    private void stageNine(PrintWriter out) {
        Stage s9 = SampleStages.world9();
        long ms = Math.round(seconds * 1000);
        IntSupplier solveAndCount = () -> {
            Solutions s = StageSolver.solve(s9);
            return s.count().intValue() + s.connectedCount().intValue();
        };
        IntSupplier countOnly = () -> StageSolver.count(s9).solutions().intValue();
        IntSupplier forcedTiles = () -> StageSolver.solve(s9).forcedTiles().count();
        // Warm all three up together first: they share the engine, and a JIT still compiling
        // it would be charged to whichever is measured first.
        Timing.measure(() -> solveAndCount.getAsInt() + countOnly.getAsInt() + forcedTiles.getAsInt(), 2 * ms, 1, 1);
        Timing.Result solve = Timing.measure(solveAndCount, ms / 4, ms, 100_000);
        Timing.Result count = Timing.measure(countOnly, ms / 4, ms, 100_000);
        Timing.Result forced = Timing.measure(forcedTiles, ms / 4, ms, 100_000);
        Counts c = StageSolver.count(s9);
        out.println("## world stage 9 (" + c.solutions() + " solutions, " + c.connected() + " connected)");
        out.println("| what | median | p90 | runs |");
        out.println("| --- | --- | --- | --- |");
        row(out, "solve (diagram) + count + connected count", solve);
        row(out, "both counts, count-only searches", count);
        row(out, "solve + forced tiles", forced);
        out.flush();
    }

    private static void row(PrintWriter out, String what, Timing.Result r) {
        out.printf("| %s | %.2f ms | %.2f ms | %d |%n", what, r.medianMillis(), r.p90Millis(), r.runs());
    }

    private void random30(PrintWriter out) {
        out.println();
        out.println("## random 30x30 stages (spanning tree + 35% extra edges), both counts, count-only");
        out.println("| seed | solutions | connected | time |");
        out.println("| --- | --- | --- | --- |");
        StageSolver.count(StageGenerator.randomStage(30, 30, 0));
        for (int seed = 1; seed <= seeds; seed++) {
            Stage s = StageGenerator.randomStage(30, 30, seed);
            long t0 = System.nanoTime();
            Counts c = StageSolver.count(s);
            double sec = (System.nanoTime() - t0) / 1e9;
            out.printf("| %d | %s | %s | %.2f s |%n", seed, c.solutions(), c.connected(), sec);
            out.flush();
        }
    }

    private void growing(PrintWriter out) {
        for (double extra : extras) {
            out.println();
            out.printf("## growing square random stages, %.0f%% extra edges, seed 1, both counts%n", extra * 100);
            out.println("| size | solutions | connected | all solutions | connected count | total |");
            out.println("| --- | --- | --- | --- | --- | --- |");
            List<String> done = new ArrayList<>();
            boolean over = false;
            for (int n : sizes) {
                for (boolean torus : wrap ? new boolean[] {false, true} : new boolean[] {false}) {
                    String name = n + "x" + n + (torus ? " wrap" : "");
                    Stage s = StageGenerator.randomStage(n, n, torus, extra, 1);
                    over |= !countGrowing(out, name, s);
                    if (over) {
                        break;
                    }
                    done.add(name);
                }
                if (over) {
                    break;
                }
            }
            out.println("largest counted within " + minute + " s: "
                    + (done.isEmpty() ? "none" : done.get(done.size() - 1)));
            out.flush();
        }
    }

    /** One row of the growing-size table; false once the count ran out of memory or took longer than --minute. */
    private boolean countGrowing(PrintWriter out, String name, Stage s) {
        long t0 = System.nanoTime();
        BigInteger any;
        BigInteger con;
        long t1;
        try {
            any = StageSolver.count(s, Rule.ANY);
            t1 = System.nanoTime();
            con = StageSolver.count(s, Rule.CONNECTED);
        } catch (ZddMemoryLimitException e) {
            out.printf(
                    "| %s | memory limit after %.0f s: %s | | | | |%n",
                    name, (System.nanoTime() - t0) / 1e9, e.getMessage());
            return false;
        }
        long t2 = System.nanoTime();
        double total = (t2 - t0) / 1e9;
        out.printf(
                "| %s | %s | %s | %.2f s | %.2f s | %.2f s |%n",
                name, any, con, (t1 - t0) / 1e9, (t2 - t1) / 1e9, total);
        out.flush();
        return total <= minute;
    }
}
