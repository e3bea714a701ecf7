package dev.shannon.switching.rating;

import java.util.List;

/**
 * A puzzle's difficulty rating from how often solvers of known strength solve it: the rating R
 * that best explains the measured results under the Elo/Glicko model, in which a solver rated r
 * solves a puzzle rated R with probability 1 / (1 + 10^((R − r)/400)) — the maximum-likelihood R.
 * A prior of one solve and one failure against a 1500 solver keeps R finite when every solver
 * succeeds (or every one fails).
 */
public final class DifficultyFit {
    /** Ratings are searched in this range. */
    public static final double LOWEST = 0;

    public static final double HIGHEST = 4000;

    /** How one solver did: its rating, its attempts and how many of them solved the puzzle. */
    public record Measurement(double solverRating, int attempts, int solved) {
        public Measurement {
            if (attempts < 0 || solved < 0 || solved > attempts) {
                throw new IllegalArgumentException("need 0 <= solved <= attempts, got " + solved + " of " + attempts);
            }
        }
    }

    private DifficultyFit() {}

    /** The probability that a solver rated {@code solver} solves a puzzle rated {@code puzzle}. */
    public static double solveChance(double solver, double puzzle) {
        return 1 / (1 + Math.pow(10, (puzzle - solver) / 400));
    }

    /** The maximum-likelihood rating of a puzzle with these measurements (and the prior). */
    public static double rate(List<Measurement> measurements) {
        // The score equation is decreasing in R: bisection finds its root.
        double lo = LOWEST;
        double hi = HIGHEST;
        for (int i = 0; i < 60; i++) {
            double mid = (lo + hi) / 2;
            if (excessSolves(measurements, mid) > 0) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /** Observed minus expected solves at puzzle rating R, the prior included: positive means R is too high. */
    private static double excessSolves(List<Measurement> measurements, double r) {
        double excess = 1 - 2 * solveChance(1500, r);
        for (Measurement m : measurements) {
            excess += m.solved() - m.attempts() * solveChance(m.solverRating(), r);
        }
        return excess;
    }

    /**
     * A solver's rating from its results against puzzles of known rating: the same equation seen
     * from the solver's side (a solve is the solver's win); used to fit the solvers' ratings.
     */
    public static double rateSolver(List<Measurement> againstPuzzles) {
        double lo = LOWEST;
        double hi = HIGHEST;
        for (int i = 0; i < 60; i++) {
            double mid = (lo + hi) / 2;
            double excess = 2 * solveChance(mid, 1500) - 1;
            for (Measurement m : againstPuzzles) {
                // Here solverRating holds the puzzle's rating.
                excess += m.attempts() * solveChance(mid, m.solverRating()) - m.solved();
            }
            if (excess < 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }
}
