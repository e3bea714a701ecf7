package dev.shannon.app.cli.bridgit;

import dev.shannon.app.cli.Output;
import dev.shannon.app.cli.PuzzleBatch;
import dev.shannon.app.cli.TimeLimit;
import dev.shannon.app.io.PuzzleJson;
import dev.shannon.bridgit.puzzle.Puzzle;
import dev.shannon.bridgit.puzzle.PuzzleGenerator;
import dev.shannon.bridgit.puzzle.PuzzleText;
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
    @Option(names = "--n", required = true, paramLabel = "N", description = "Board size: n x (n+1), 4..12.")
    int n;

    @Mixin
    PuzzleBatch batch;

    @Mixin
    Output output;

    @Mixin
    TimeLimit timeLimit;

    @Override
    public Integer call() {
        if (n < PuzzleGenerator.MIN_N || n > PuzzleGenerator.MAX_N) {
            throw new IllegalArgumentException("--n " + n + " is out of range " + PuzzleGenerator.MIN_N + ".."
                    + PuzzleGenerator.MAX_N + " (puzzles need many free crossings)");
        }
        List<Puzzle> puzzles = timeLimit.run(() -> PuzzleGenerator.generate(n, batch.count(), batch.seed()));
        batch.print(
                puzzles,
                PuzzleGenerator.GAMES_PER_PUZZLE,
                output,
                PuzzleText::format,
                PuzzleJson::puzzle,
                PuzzlesCommand::describe);
        return 0;
    }

    private static String describe(Puzzle p) {
        return "Bridg-It " + p.n() + "x" + (p.n() + 1) + ", " + p.first().id() + " first, moves "
                + AnalyzeCommand.join(p.moves()) + "\n  " + p.toMove().id() + " to move: find the only winning crossing"
                + (p.depth() > 1 ? " (and " + (p.depth() - 1) + " more after the best defence)" : "")
                + "; rating " + p.rating() + "; answer " + p.solution() + "; line " + AnalyzeCommand.join(p.line());
    }
}
