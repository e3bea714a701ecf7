package dev.shannon.app.cli.tsunagaru;

import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.UsageError;
import dev.shannon.puzzles.tsunagaru.Grader;
import dev.shannon.puzzles.tsunagaru.Reasoning;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Generated;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Goal;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code shannon tsunagaru levels}: the levels (Grader) of the stages the generator makes, per
 * size — how many need only local deduction, lookahead or search — with the generation times;
 * with {@code --tricky}, how many tricky stages are made within the time each.
 */
@Command(
        name = "levels",
        mixinStandardHelpOptions = true,
        description = {
            "Generate stages of each size (seeds S, S+1, ...) and report their levels: how many one-solution stages need only "
                    + "local deduction, lookahead over a region, or search (see docs/rules.md, 'Levels'), and how long "
                    + "generation took. With --tricky or --level, how many such stages were made within --millis each.",
        },
        footer = {
            "",
            "Examples:",
            "  shannon tsunagaru levels --sizes 5x5,7x7,9x9,15x15 --stages 20",
            "  shannon tsunagaru levels --tricky --sizes 8x8,15x15 --stages 5",
            "  shannon tsunagaru levels --wrap --sizes 5x5,9x9 --stages 10"
        })
public final class LevelsCommand implements Callable<Integer> {
    private static final Pattern SIZE = Pattern.compile("(\\d{1,3})[xX×](\\d{1,3})");

    @Option(
            names = "--sizes",
            paramLabel = "WxH,...",
            split = ",",
            defaultValue = "5x5,7x7,9x9,11x11,15x15",
            description = "Sizes to generate (default: ${DEFAULT-VALUE}).")
    List<String> sizes;

    @Option(
            names = "--stages",
            paramLabel = "N",
            defaultValue = "20",
            description = "Stages per size (default: ${DEFAULT-VALUE}).")
    int stages;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "First seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--millis",
            paramLabel = "MS",
            defaultValue = "10000",
            description = "Time for each stage, as the web page allows (default: ${DEFAULT-VALUE}).")
    long millis;

    @Option(names = "--tricky", description = "Tricky stages instead of one-solution ones: how many are made in time.")
    boolean tricky;

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            description =
                    "Ask the generator for one-solution stages of this level (local, lookahead, search): how many are "
                            + "made in time.")
    String level;

    @Option(
            names = "--wrap",
            description =
                    "Wrap-around (torus) stages, as in Net (docs/rules.md, 'Wrap-around boards'); sizes at least 3x3.")
    boolean wrap;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (stages < 1 || stages > 10_000) {
            throw new UsageError("--stages must be 1..10000, got " + stages);
        }
        if (millis < 1 || millis > 600_000) {
            throw new UsageError("--millis must be 1..600000, got " + millis);
        }
        Reasoning asked = null;
        if (level != null) {
            try {
                asked = Reasoning.parse(level);
            } catch (IllegalArgumentException e) {
                throw new UsageError("--level: " + e.getMessage());
            }
            if (tricky) {
                throw new UsageError("--level is for one-solution stages; it cannot go with --tricky");
            }
        }
        List<int[]> shapes = new ArrayList<>();
        for (String s : sizes) {
            Matcher m = SIZE.matcher(s.strip());
            if (!m.matches()) {
                throw new UsageError("--sizes: each size looks like WxH (e.g. 9x9), got '" + s + "'");
            }
            int[] wh = {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
            if (wrap && Math.min(wh[0], wh[1]) < 3) {
                throw new UsageError(
                        "--sizes: a wrap-around stage needs at least 3 rows and 3 columns, got " + s.strip());
            }
            shapes.add(wh);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(
                "%s%s stages, seeds %d..%d, %d ms each at most%n",
                tricky ? "tricky" : asked != null ? asked.id() + "-level one-solution" : "one-solution",
                wrap ? " wrap-around" : "",
                seed,
                seed + stages - 1,
                millis);
        out.println("| size | made | not in time | local | lookahead | search | median ms | max ms |");
        out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
        for (int[] wh : shapes) {
            int[] levels = new int[Reasoning.values().length];
            int failed = 0;
            long[] times = new long[stages];
            for (int k = 0; k < stages; k++) {
                long start = System.nanoTime();
                Optional<Generated> g = asked != null
                        ? StageGenerator.generate(wh[1], wh[0], wrap, asked, seed + k, millis)
                        : StageGenerator.generate(
                                wh[1], wh[0], wrap, tricky ? Goal.TRICKY : Goal.UNIQUE, seed + k, millis, 0);
                times[k] = (System.nanoTime() - start) / 1_000_000;
                if (g.isEmpty()) {
                    failed++;
                } else {
                    levels[Grader.grade(g.get().stage()).ordinal()]++;
                }
            }
            Arrays.sort(times);
            out.printf(
                    "| %dx%d | %d | %d | %d | %d | %d | %d | %d |%n",
                    wh[0],
                    wh[1],
                    stages - failed,
                    failed,
                    levels[0],
                    levels[1],
                    levels[2],
                    times[stages / 2],
                    times[stages - 1]);
            out.flush();
        }
        return ExitCodes.OK;
    }
}
