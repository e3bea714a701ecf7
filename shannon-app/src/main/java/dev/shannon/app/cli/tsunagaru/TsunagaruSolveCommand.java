package dev.shannon.app.cli.tsunagaru;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.cli.ExitCodes;
import dev.shannon.app.cli.Output;
import dev.shannon.app.io.BigNumbers;
import dev.shannon.app.io.InputFiles;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.RecordFiles;
import dev.shannon.app.io.TsunagaruJson;
import dev.shannon.app.io.TsunagaruJson.Shown;
import dev.shannon.puzzles.tsunagaru.BacktrackingSolver;
import dev.shannon.puzzles.tsunagaru.Counts;
import dev.shannon.puzzles.tsunagaru.ForcedTiles;
import dev.shannon.puzzles.tsunagaru.PlannedSolution;
import dev.shannon.puzzles.tsunagaru.Rule;
import dev.shannon.puzzles.tsunagaru.Solution;
import dev.shannon.puzzles.tsunagaru.Solutions;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageSolver;
import dev.shannon.puzzles.tsunagaru.TsunagaruRecord;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shannon tsunagaru solve}: the exact number of solutions and of connected ones (docs/json.md),
 * with the forced tiles, uniqueness and some solutions drawn; for a playable stage the clicks
 * that reach a solution, fewest first.
 */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        description = {
            "Count a stage's solutions exactly, and how many are connected; show forced tiles and some solutions.",
            "",
            "Counts come from GraphSet (a degree per tile, forbidden edge pairs telling L from I, a connectivity constraint for "
                    + "the connected count). Forced tiles show the same arms in every solution. For a playable stage, solutions "
                    + "come fewest clicks first, with the clicks per tile. STAGE '-' reads standard input."
        },
        footer = {
            "",
            "Examples:",
            "  shannon tsunagaru solve stage.txt",
            "  shannon tsunagaru solve --json a.txt b.txt",
            "  shannon tsunagaru sample world-9 | shannon tsunagaru solve --show 3 -",
            "  shannon tsunagaru solve --random --seed 7 big.txt",
            "  shannon tsunagaru solve --count-only --json huge.txt",
            "  shannon tsunagaru solve --record game.txt"
        })
public final class TsunagaruSolveCommand implements Callable<Integer> {
    enum Method {
        zdd,
        backtrack
    }

    /** The backtracking check gives up after this many search nodes. */
    private static final long BACKTRACK_NODES = 50_000_000L;

    @Parameters(
            arity = "0..*",
            paramLabel = "STAGE",
            description =
                    "Stage files ('-' for standard input); several give one JSON object per line with --json. Any bad stage means no output at all (exit 2).")
    List<String> files;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description =
                    "Give up a backtracking search after this many seconds, 1..86400 (default: ${DEFAULT-VALUE}).")
    double backtrackSeconds;

    @Mixin
    Output output;

    @Option(
            names = "--connected",
            description = "Count only connected solutions (all tiles in one piece), a stricter rule than the game's.")
    boolean connected;

    @Option(
            names = "--show",
            paramLabel = "K",
            description = "Draw K solutions (default: 3 in text, none in JSON; 1 with --random).")
    Integer show;

    @Option(names = "--random", description = "Draw solutions uniformly at random instead of the first ones.")
    boolean random;

    @Option(names = "--seed", paramLabel = "S", description = "Random seed for --random (default: random).")
    Long seed;

    @Option(names = "--count-only", description = "Only count (no diagram kept): the way to count large stages.")
    boolean countOnly;

    @Option(
            names = "--method",
            paramLabel = "METHOD",
            defaultValue = "zdd",
            description =
                    "zdd (GraphSet) or backtrack (the independent check: deduction and backtracking, counts only; small stages). Default: ${DEFAULT-VALUE}.")
    Method method;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description =
                    "Solve the stage a game record reaches (docs/records.md; '-' for standard input: the stage as dealt with "
                            + "every turn made) by the record's rule, instead of STAGE files; 'as shown' tells whether the turns solve it.")
    String record;

    /** The record read for --record, else null. */
    private TsunagaruRecord recorded;

    @Override
    public Integer call() {
        if (show != null && (show < 0 || show > 10_000)) {
            throw new IllegalArgumentException("--show must be between 0 and 10000, got " + show);
        }
        if (!(backtrackSeconds >= 1 && backtrackSeconds <= 86_400)) {
            throw new IllegalArgumentException(
                    "--time-limit must be between 1 and 86400 seconds, got " + backtrackSeconds);
        }
        if (files == null) {
            files = List.of();
        }
        // Read everything first: bad input anywhere means no output at all, exit 2.
        List<Stage> stages = new ArrayList<>();
        if (record != null) {
            if (!files.isEmpty()) {
                throw new IllegalArgumentException("give either --record or STAGE files, not both");
            }
            recorded = RecordFiles.read(record, TsunagaruRecord::parse);
            connected |= recorded.rule() == Rule.CONNECTED;
            files = List.of(record);
            stages.add(recorded.finalStage());
        } else if (files.isEmpty()) {
            throw new IllegalArgumentException("give a STAGE file (or --record FILE)");
        }
        for (String f : record != null ? List.<String>of() : files) {
            stages.add(StageInput.read(f));
        }
        PrintWriter out = output.out();
        SplittableRandom rng = seed == null ? new SplittableRandom() : new SplittableRandom(seed);
        for (int i = 0; i < stages.size(); i++) {
            String name = InputFiles.displayName(files.get(i));
            if (output.json()) {
                out.println(Json.line(solveJson(stages.get(i), rng)));
            } else {
                if (i > 0) {
                    out.println();
                }
                solveText(out, name, stages.get(i), rng);
            }
            out.flush();
        }
        return ExitCodes.OK;
    }

    private Rule rule() {
        return connected ? Rule.CONNECTED : Rule.ANY;
    }

    private int shown() {
        return show != null ? show : random ? 1 : output.json() ? 0 : 3;
    }

    private boolean fullSolve() {
        return !countOnly && method == Method.zdd;
    }

    /** Counts by the chosen method; under --connected both numbers are the connected count. */
    private Counts counts(Stage s, Solutions solutions) {
        if (solutions != null) {
            return new Counts(solutions.count(), solutions.connectedCount());
        }
        Counts c = method == Method.backtrack ? backtrack(s) : StageSolver.count(s);
        return connected ? new Counts(c.connected(), c.connected()) : c;
    }

    private Counts backtrack(Stage s) {
        try {
            return BacktrackingSolver.count(s.typesOnly(), BACKTRACK_NODES, (long) (backtrackSeconds * 1e9))
                    .counts();
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException(
                    "--method backtrack gave up (" + e.getMessage() + ", limits " + BACKTRACK_NODES + " nodes and "
                            + backtrackSeconds + " s); the stage is too large for it (use --method zdd)",
                    e);
        }
    }

    /** The solutions to draw: fewest clicks first for a playable stage, else the first or random ones. */
    private List<Shown> pick(Stage s, Solutions solutions, SplittableRandom rng) {
        int k = shown();
        List<Shown> list = new ArrayList<>();
        if (k == 0 || solutions.isEmpty()) {
            return list;
        }
        if (random) {
            for (int i = 0; i < k; i++) {
                Solution x = solutions.random(rng).orElseThrow();
                list.add(new Shown(null, x, s.isPlayable() ? plan(s, x) : null));
            }
        } else if (s.isPlayable()) {
            solutions.byFewestClicks(s).limit(k).forEach(p -> list.add(new Shown(null, p.solution(), p)));
        } else {
            List<Solution> first = solutions.first(k);
            for (int i = 0; i < first.size(); i++) {
                list.add(new Shown(BigInteger.valueOf(i), first.get(i), null));
            }
        }
        return list;
    }

    private static PlannedSolution plan(Stage s, Solution x) {
        return new PlannedSolution(x, x.clicksFrom(s), x.totalClicksFrom(s));
    }

    private ObjectNode solveJson(Stage s, SplittableRandom rng) {
        long start = System.nanoTime();
        Solutions solutions = fullSolve() ? StageSolver.solve(s, rule()) : null;
        Counts c = counts(s, solutions);
        List<Shown> shown = solutions == null ? List.of() : pick(s, solutions, rng);
        ObjectNode o = TsunagaruJson.solved(s, c, rule(), solutions, shown, BigNumbers.INTEGERS);
        if (recorded != null) {
            ObjectNode r = o.putObject("record");
            r.put("rule", TsunagaruJson.rule(recorded.rule()));
            r.put("turns", recorded.turns().size());
        }
        o.put("millis", Math.round((System.nanoTime() - start) / 1e4) / 100.0);
        return o;
    }

    private void solveText(PrintWriter out, String name, Stage s, SplittableRandom rng) {
        long start = System.nanoTime();
        Solutions solutions = fullSolve() ? StageSolver.solve(s, rule()) : null;
        Counts c = counts(s, solutions);
        out.printf(
                "%s: %d x %d, %d tile%s, %s%n",
                name,
                s.cols(),
                s.rows(),
                s.tileCount(),
                s.tileCount() == 1 ? "" : "s",
                s.isPlayable() ? "playable" : "types only");
        if (recorded != null) {
            int k = recorded.turns().size();
            out.println("record:    the stage as dealt after " + k + " turn" + (k == 1 ? "" : "s")
                    + (recorded.rule() == Rule.CONNECTED ? ", played by the connected rule" : ""));
        }
        String ruleNote = connected ? " (connected rule: all tiles in one piece)" : "";
        out.println("solutions: " + c.solutions() + ruleNote);
        if (!connected) {
            out.println("connected: " + c.connected() + " (" + c.disconnected() + " not connected)");
        }
        BigInteger n = c.solutions();
        out.println("unique:    " + (n.equals(BigInteger.ONE) ? "yes" : n.signum() == 0 ? "no (no solution)" : "no"));
        if (solutions != null && n.signum() > 0) {
            ForcedTiles f = solutions.forcedTiles();
            out.println("forced:    " + f.count() + " of " + s.tileCount()
                    + " tiles (same in every solution; ? = not forced)");
            out.print(indent(f.draw()));
            if (s.isPlayable()) {
                boolean solved = s.isSolved()
                        && (!connected || s.asSolution().orElseThrow().isConnected());
                out.println("as shown:  " + (solved ? "solved" : "not solved yet"));
                out.print(indent(s.draw()));
            }
            List<Shown> picked = pick(s, solutions, rng);
            for (int i = 0; i < picked.size(); i++) {
                Shown x = picked.get(i);
                Solution solution = x.solution();
                PlannedSolution plan = x.plan();
                String which = random
                        ? "random solution"
                        : s.isPlayable()
                                ? "solution " + (i + 1) + " by fewest clicks"
                                : "solution " + (x.index().add(BigInteger.ONE)) + " of " + n;
                int pieces = solution.pieces();
                out.println(which + " (" + (pieces == 1 ? "connected" : pieces + " pieces") + ")"
                        + (plan != null ? ", " + plan.totalClicks() + " clicks:" : ":"));
                out.print(indent(solution.draw()));
                if (plan != null) {
                    out.println("  clicks per tile:");
                    out.print(indent(plan.drawClicks()));
                }
            }
        }
        out.printf("time:      %.1f ms%n", (System.nanoTime() - start) / 1e6);
    }

    private static String indent(String block) {
        return block.lines().map(l -> "  " + l + "\n").reduce("", String::concat);
    }
}
