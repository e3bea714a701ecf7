package dev.shannon.app.cli.tsunagaru;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.cli.CommandDeadline;
import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.io.BigNumbers;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.TsunagaruJson;
import dev.shannon.graph.Interruption;
import dev.shannon.puzzles.tsunagaru.Difficulty;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Generated;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Goal;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code shannon tsunagaru generate}: random stages with one solution, or the tricky kind with two. */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        description = {
            "Generate a random stage with exactly one solution (--unique), a tricky one, or any solvable one.",
            "",
            "Tricky stages (--tricky) have exactly two solutions, one connected and one not: the game accepts the disconnected "
                    + "one. The stage file is printed with the counts, the generation time and a difficulty figure as '#' "
                    + "comment lines, so the output can be solved or rendered as it is."
        },
        footer = {
            "",
            "Examples:",
            "  shannon tsunagaru generate --size 9x9 --unique --seed 1",
            "  shannon tsunagaru generate --size 7x7 --tricky --seed 1 --playable > tricky.txt",
            "  shannon tsunagaru generate --size 9x9 --unique --hard --seed 1",
            "  shannon tsunagaru generate --size 12x8 --unique --json"
        })
public final class GenerateCommand implements Callable<Integer> {
    /** Extra local-search steps for --hard. */
    private static final int HARDENING = 2000;

    private static final Pattern SIZE = Pattern.compile("(\\d{1,9})[xX×](\\d{1,9})");

    @Option(
            names = "--size",
            paramLabel = "WxH",
            required = true,
            description = "Width (columns) x height (rows), each 1..100 with at least 2 cells, e.g. 9x9.")
    String size;

    @ArgGroup(exclusive = true)
    GoalOption goal;

    static final class GoalOption {
        @Option(names = "--unique", required = true, description = "Exactly one solution.")
        boolean unique;

        @Option(names = "--tricky", required = true, description = "Exactly two solutions, one connected and one not.")
        boolean tricky;
    }

    @Option(
            names = "--seed",
            paramLabel = "S",
            description = "Random seed (default: random; the seed used is printed).")
    Long seed;

    @Option(
            names = "--hard",
            description =
                    "Then keep searching (2000 more steps) for a stage with the same goal that local deduction leaves more open.")
    boolean hard;

    @Option(
            names = "--playable",
            description = "Print the stage with every tile turned at random (box-drawing), ready to play.")
    boolean playable;

    @Option(names = "--json", description = "Print one JSON object instead.")
    boolean json;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description =
                    "Give up after this many seconds for the whole command, a single long solve included (default: ${DEFAULT-VALUE}).")
    double timeLimit;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Matcher m = SIZE.matcher(size.strip());
        if (!m.matches()) {
            throw new UsageError("--size must look like WxH (e.g. 9x9), got '" + size + "'");
        }
        int cols = Integer.parseInt(m.group(1));
        int rows = Integer.parseInt(m.group(2));
        if (!(timeLimit > 0) || timeLimit > 86_400) {
            throw new UsageError("--time-limit must be more than 0 and at most 86400 seconds, got " + timeLimit);
        }
        Goal g = goal == null ? Goal.ANY : goal.unique ? Goal.UNIQUE : Goal.TRICKY;
        long s = seed != null ? seed : new SplittableRandom().nextLong();
        Optional<Generated> found;
        // The limit covers the whole command: the generator's own clock, and a watchdog that stops a single long solve.
        try (CommandDeadline deadline = CommandDeadline.start("--time-limit", timeLimit)) {
            found = StageGenerator.generate(rows, cols, g, s, deadline.remainingMillis(), hard ? HARDENING : 0);
        } catch (Interruption.Interrupted e) {
            found = Optional.empty();
        }
        Generated gen = found.orElseThrow(() -> new IllegalArgumentException(
                "no " + g.name().toLowerCase(Locale.ROOT) + " " + cols + "x" + rows + " stage found in " + timeLimit
                        + " s with seed " + s + "; try another seed, a longer --time-limit or another size"));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.line(toJson(gen, s)));
        } else {
            Difficulty d = gen.difficulty();
            out.printf(
                    "# %dx%d %s stage, seed %d: %s solution%s (%s connected)%n",
                    cols,
                    rows,
                    TsunagaruJson.goal(g),
                    s,
                    gen.counts().solutions(),
                    gen.counts().solutions().intValue() == 1 ? "" : "s",
                    gen.counts().connected());
            out.printf(
                    "# generated in %d ms (%d local-search steps, %d restarts)%n",
                    gen.millis(), gen.steps(), gen.restarts());
            out.printf("# difficulty: %s%n", d);
            out.print(playable ? gen.playable() : gen.stage());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static ObjectNode toJson(Generated gen, long s) {
        return TsunagaruJson.generated(gen, s, BigNumbers.INTEGERS);
    }
}
