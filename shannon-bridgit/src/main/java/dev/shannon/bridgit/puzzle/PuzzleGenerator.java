package dev.shannon.bridgit.puzzle;

import dev.shannon.graph.Interruption;
import java.util.List;

/** Puzzles on demand: mined ({@link PuzzleMiner}), then rated ({@link PuzzleRater}); the same seed gives the same puzzles. */
public final class PuzzleGenerator {
    /** Boards puzzles are made for: 4×5 … 12×13 (smaller boards are too small for many free crossings). */
    public static final int MIN_N = 4;

    public static final int MAX_N = 12;
    /** Games mined per puzzle asked for before giving up (the 4×5 board needs about 500). */
    public static final int GAMES_PER_PUZZLE = 1000;

    private PuzzleGenerator() {}

    /** {@code count} rated puzzles on the n×(n+1) board from {@code seed}; fewer only if mining gave up. */
    public static List<Puzzle> generate(int n, int count, long seed) {
        if (n < MIN_N || n > MAX_N) {
            throw new IllegalArgumentException(
                    "puzzles are made for boards n = " + MIN_N + ".." + MAX_N + ", got n = " + n);
        }
        if (count < 0) {
            throw new IllegalArgumentException("the number of puzzles must be >= 0, got " + count);
        }
        PuzzleMiner.Result mined = PuzzleMiner.mine(n, count, seed, Math.max(1, count) * GAMES_PER_PUZZLE);
        List<Puzzle> rated = new java.util.ArrayList<>();
        for (Puzzle p : mined.puzzles()) {
            Interruption.check();
            rated.add(PuzzleRater.rated(p));
        }
        return List.copyOf(rated);
    }
}
