package dev.shannon.app.cli.tsunagaru;

import dev.shannon.app.cli.CommandDeadline;
import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.Output;
import dev.shannon.app.cli.TimeLimit;
import dev.shannon.app.cli.UsageError;
import dev.shannon.app.io.BigNumbers;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.TsunagaruJson;
import dev.shannon.graph.Interruption;
import dev.shannon.puzzles.tsunagaru.Difficulty;
import dev.shannon.puzzles.tsunagaru.Grader;
import dev.shannon.puzzles.tsunagaru.Reasoning;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Generated;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Goal;
import dev.shannon.puzzles.tsunagaru.StageId;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
            "  shannon tsunagaru generate --size 9x9 --level lookahead",
            "  shannon tsunagaru generate --id 7x7u2#42",
            "  shannon tsunagaru generate --size 7x7 --unique --wrap --seed 1",
            "  shannon tsunagaru generate --size 12x8 --unique --json"
        })
@TimeLimit.Default(60)
public final class GenerateCommand implements Callable<Integer> {
    /** Extra local-search steps for --hard. */
    private static final int HARDENING = 2000;

    private static final Pattern SIZE = Pattern.compile("(\\d{1,9})[xX×](\\d{1,9})");

    @Option(
            names = "--size",
            paramLabel = "WxH",
            description = "Width (columns) x height (rows), each 1..100 with at least 2 cells, e.g. 9x9.")
    String size;

    @Option(
            names = "--id",
            paramLabel = "ID",
            description =
                    "The stage a stage ID names, e.g. 7x7u#42 or 9x9u2#7 (as printed by an earlier run and shown on the "
                            + "page): size, goal (u one solution, t tricky, a any), optional level, w for wrap-around, seed. "
                            + "Instead of --size, the goal, --level, --wrap and --seed.")
    String id;

    @Option(
            names = "--wrap",
            description = "A wrap-around board, as in Simon Tatham's Net: the left and right edges meet, and so do the "
                    + "top and bottom (a torus; at least 3x3). The stage's text begins with the line 'wrap'.")
    boolean wrap;

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            description = "A one-solution stage needing this reasoning: local (1), lookahead (2) or search (3); "
                    + "see docs/rules.md.")
    String level;

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
            description =
                    "Random seed (default: a random one below 1,000,000, so the ID stays short; the ID is printed).")
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

    @Mixin
    Output output;

    @Mixin
    TimeLimit timeLimit;

    @Override
    public Integer call() {
        if (!(timeLimit.seconds() > 0) || timeLimit.seconds() > 86_400) {
            throw new UsageError(
                    "--time-limit must be more than 0 and at most 86400 seconds, got " + timeLimit.seconds());
        }
        StageId stageId = stageId();
        if (hard && stageId.level() != null) {
            throw new UsageError("--hard and a level do not go together: the level says how hard");
        }
        Goal g = stageId.goal();
        Optional<Generated> found;
        // The limit covers the whole command: the generator's own clock, and a watchdog that stops a single long solve.
        try (CommandDeadline deadline = timeLimit.start()) {
            found = stageId.level() != null
                    ? stageId.generate(deadline.remainingMillis())
                    : StageGenerator.generate(
                            stageId.rows(),
                            stageId.cols(),
                            stageId.wrap(),
                            g,
                            stageId.seed(),
                            deadline.remainingMillis(),
                            hard ? HARDENING : 0);
        } catch (Interruption.Interrupted e) {
            found = Optional.empty();
        }
        Generated gen = found.orElseThrow(() -> new IllegalArgumentException("no "
                + (stageId.level() != null ? stageId.level().id() + "-level " : "")
                + g.name().toLowerCase(Locale.ROOT) + " " + (stageId.wrap() ? "wrap-around " : "") + stageId.cols()
                + "x"
                + stageId.rows() + " stage found in "
                + timeLimit.seconds() + " s with seed " + stageId.seed()
                + "; try another seed, a longer --time-limit or another size"));
        PrintWriter out = output.out();
        if (output.json()) {
            out.println(Json.line(TsunagaruJson.generated(gen, stageId, BigNumbers.INTEGERS)));
        } else {
            Difficulty d = gen.difficulty();
            out.printf(
                    "# %dx%d %s stage, seed %d: %s solution%s (%s connected)%n",
                    stageId.cols(),
                    stageId.rows(),
                    TsunagaruJson.goal(g),
                    stageId.seed(),
                    gen.counts().solutions(),
                    gen.counts().solutions().intValue() == 1 ? "" : "s",
                    gen.counts().connected());
            out.printf("# id: %s (generate --id %s makes it again)%n", stageId, stageId);
            out.printf(
                    "# generated in %d ms (%d local-search steps, %d restarts)%n",
                    gen.millis(), gen.steps(), gen.restarts());
            out.printf("# level: %s%n", Grader.grade(gen.stage()).id());
            out.printf("# difficulty: %s%n", d);
            out.print(playable ? gen.playable() : gen.stage());
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The stage asked for, from --id or from --size, the goal, --level and --seed. */
    private StageId stageId() {
        if (id != null) {
            if (size != null || goal != null || level != null || seed != null || hard || wrap) {
                throw new UsageError("--id names the whole stage: give it without --size, --unique/--tricky, --level, "
                        + "--wrap, --seed or --hard");
            }
            try {
                return StageId.parse(id);
            } catch (IllegalArgumentException e) {
                throw new UsageError("--id: " + e.getMessage());
            }
        }
        if (size == null) {
            throw new UsageError("give --size WxH (e.g. 9x9) or --id (e.g. 7x7u#42)");
        }
        Matcher m = SIZE.matcher(size.strip());
        if (!m.matches()) {
            throw new UsageError("--size must look like WxH (e.g. 9x9), got '" + size + "'");
        }
        int cols = Integer.parseInt(m.group(1));
        int rows = Integer.parseInt(m.group(2));
        Reasoning lv = null;
        if (level != null) {
            try {
                lv = Reasoning.parse(level);
            } catch (IllegalArgumentException e) {
                throw new UsageError("--level: " + e.getMessage());
            }
            if (goal != null && goal.tricky) {
                throw new UsageError("--level is for one-solution stages; it cannot go with --tricky");
            }
        }
        Goal g = lv != null ? Goal.UNIQUE : goal == null ? Goal.ANY : goal.unique ? Goal.UNIQUE : Goal.TRICKY;
        long s = seed != null ? seed : new SplittableRandom().nextLong(1_000_000);
        if (wrap && Math.min(cols, rows) < 3) {
            throw new UsageError(
                    "--wrap: a wrap-around stage needs at least 3 rows and 3 columns, got " + cols + "x" + rows);
        }
        return new StageId(cols, rows, g, lv, wrap, s);
    }
}
