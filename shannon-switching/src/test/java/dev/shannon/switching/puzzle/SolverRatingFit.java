package dev.shannon.switching.puzzle;

import dev.shannon.switching.rating.DifficultyFit;
import java.util.ArrayList;
import java.util.List;

/**
 * The one-off joint fit behind {@link SwitchingPuzzleRater#SOLVERS}' ratings (docs/puzzles.md,
 * "Ratings"): on the mined puzzles of every family, puzzle ratings and solver ratings are fitted
 * in turn, the puzzles' mean held at 1500. Run by hand: {@code java -cp ... SolverRatingFit COUNT}.
 */
final class SolverRatingFit {
    private SolverRatingFit() {}

    public static void main(String[] args) {
        int count = Integer.parseInt(args[0]);
        List<String> models = SwitchingPuzzleRater.models(SwitchingPuzzleRater.SOLVERS);
        int trials = SwitchingPuzzleRater.TRIALS;
        List<int[]> counts = new ArrayList<>();
        for (String family : SwitchingPuzzles.FAMILIES) {
            for (SwitchingPuzzle p :
                    SwitchingPuzzles.mine(family, count, 1, count * SwitchingPuzzles.GAMES_PER_PUZZLE)) {
                counts.add(SwitchingPuzzleRater.solveCounts(p, models, trials));
            }
        }
        double[] solver = new double[models.size()];
        java.util.Arrays.fill(solver, 1500);
        double[] puzzle = new double[counts.size()];
        for (int round = 0; round < 50; round++) {
            double mean = 0;
            for (int j = 0; j < puzzle.length; j++) {
                List<DifficultyFit.Measurement> m = new ArrayList<>();
                for (int i = 0; i < solver.length; i++) {
                    m.add(new DifficultyFit.Measurement(solver[i], trials, counts.get(j)[i]));
                }
                puzzle[j] = DifficultyFit.rate(m);
                mean += puzzle[j] / puzzle.length;
            }
            for (int j = 0; j < puzzle.length; j++) {
                puzzle[j] += 1500 - mean;
            }
            for (int i = 0; i < solver.length; i++) {
                List<DifficultyFit.Measurement> m = new ArrayList<>();
                for (int j = 0; j < puzzle.length; j++) {
                    m.add(new DifficultyFit.Measurement(puzzle[j], trials, counts.get(j)[i]));
                }
                solver[i] = DifficultyFit.rateSolver(m);
            }
        }
        for (int i = 0; i < solver.length; i++) {
            System.out.printf("%s %.0f%n", models.get(i), solver[i]);
        }
        System.out.println(counts.size() + " puzzles");
    }
}
