package dev.shannon.app.cli.bridgit;

import dev.shannon.app.cli.Output;
import dev.shannon.app.cli.TimeLimit;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.PuzzleJson;
import dev.shannon.bridgit.puzzle.Puzzle;
import dev.shannon.bridgit.puzzle.PuzzleGenerator;
import dev.shannon.bridgit.puzzle.PuzzleText;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code shannon bridgit puzzles}: "find the winning crossing" puzzles mined from play and rated (docs/puzzles.md). */
@Command(
        name = "puzzles",
        mixinStandardHelpOptions = true,
        description = {
            "Puzzles mined from games of the computer levels: positions where the side to move has exactly one winning",
            "crossing (certified by Lehman's theorem), the player to move erred there, and the answer is not the obvious",
            "shortest-route move. Each comes with its line (the defender's best replies and the next only winning moves)",
            "and a difficulty rating. The same seed gives the same puzzles."
        },
        footer = {
            "",
            "Examples:",
            "  shannon bridgit puzzles --n 7 --count 3 --seed 1",
            "  shannon bridgit puzzles --n 8 --count 10 --seed 42 --json"
        })
@TimeLimit.Default(600)
public final class PuzzlesCommand implements Callable<Integer> {
    /** The most puzzles one command makes. */
    static final int MAX_COUNT = 1000;

    @Option(names = "--n", required = true, paramLabel = "N", description = "Board size: n x (n+1), 4..12.")
    int n;

    @Option(
            names = "--count",
            paramLabel = "K",
            defaultValue = "1",
            description = "How many puzzles (1.." + MAX_COUNT + ", default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    Output output;

    @Option(
            names = "--set-format",
            description =
                    "One line a puzzle in the shipped set's text form (docs/puzzles.md), as shannon-bridgit/puzzles.sh writes it.")
    boolean setFormat;

    @Mixin
    TimeLimit timeLimit;

    @Override
    public Integer call() {
        if (n < PuzzleGenerator.MIN_N || n > PuzzleGenerator.MAX_N) {
            throw new IllegalArgumentException("--n " + n + " is out of range " + PuzzleGenerator.MIN_N + ".."
                    + PuzzleGenerator.MAX_N + " (puzzles need many free crossings)");
        }
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException("--count " + count + " is out of range 1.." + MAX_COUNT);
        }
        List<Puzzle> puzzles = timeLimit.run(() -> PuzzleGenerator.generate(n, count, seed));
        if (puzzles.size() < count) {
            throw new IllegalArgumentException("found only " + puzzles.size() + " of " + count + " puzzles in "
                    + count * PuzzleGenerator.GAMES_PER_PUZZLE + " games; ask for fewer or try another seed");
        }
        PrintWriter out = output.out();
        for (Puzzle p : puzzles) {
            if (setFormat) {
                out.println(PuzzleText.format(p));
            } else if (output.json()) {
                out.println(Json.line(PuzzleJson.puzzle(p)));
            } else {
                out.println(describe(p));
            }
        }
        out.flush();
        return 0;
    }

    private static String describe(Puzzle p) {
        return "Bridg-It " + p.n() + "x" + (p.n() + 1) + ", " + p.first().id() + " first, moves "
                + AnalyzeCommand.join(p.moves()) + "\n  " + p.toMove().id() + " to move: find the only winning crossing"
                + (p.depth() > 1 ? " (and " + (p.depth() - 1) + " more after the best defence)" : "")
                + "; rating " + p.rating() + "; answer " + p.solution() + "; line " + AnalyzeCommand.join(p.line());
    }
}
