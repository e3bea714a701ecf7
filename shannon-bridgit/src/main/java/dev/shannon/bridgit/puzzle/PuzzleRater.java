package dev.shannon.bridgit.puzzle;

import dev.shannon.bridgit.Arena;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.Crossing;
import dev.shannon.switching.rating.DifficultyFit;
import java.util.ArrayList;
import java.util.List;

/**
 * A puzzle's difficulty rating, seeded by measurement: each simulated solver — our levels that
 * slip, the erring attacker models p = 0.05 … 0.4, and three players that never look ahead —
 * tries the puzzle {@value #TRIALS} times (a try fails at the first attacker move of the line it
 * misses), and the rating is the one that best explains those solve counts given the solvers'
 * own ratings ({@link DifficultyFit}). The relentless level is not among them: it plays a winning
 * crossing whenever there is one, so it solves every puzzle and says nothing about difficulty.
 *
 * <p>The solvers' ratings were fitted once, jointly with the puzzles', on the shipped set
 * (docs/puzzles.md, "Ratings"); they are constants here so that a puzzle's rating depends on
 * that puzzle alone.
 */
public final class PuzzleRater {
    /** Tries per solver and puzzle. */
    public static final int TRIALS = 12;

    /** A simulated solver: a model name ({@link Arena#player}) and its rating. */
    public record Solver(String model, double rating) {}

    /** The solvers and their fitted ratings. */
    public static final List<Solver> SOLVERS = List.of(
            new Solver("strong", 1881),
            new Solver("casual", 1566),
            new Solver("beginner", 1345),
            new Solver("erring-0.05", 1896),
            new Solver("erring-0.1", 1749),
            new Solver("erring-0.2", 1555),
            new Solver("erring-0.3", 1452),
            new Solver("erring-0.4", 1352),
            new Solver("greedy", 0),
            new Solver("straight", 997),
            new Solver("random", 509));

    private PuzzleRater() {}

    /** The puzzle with its measured rating. */
    public static Puzzle rated(Puzzle p) {
        List<DifficultyFit.Measurement> m = new ArrayList<>();
        int[] solved = solveCounts(p, models(SOLVERS), TRIALS, seedOf(p));
        for (int i = 0; i < SOLVERS.size(); i++) {
            m.add(new DifficultyFit.Measurement(SOLVERS.get(i).rating(), TRIALS, solved[i]));
        }
        return p.withRating((int) Math.round(DifficultyFit.rate(m)));
    }

    /** For each model, how many of {@code trials} tries solve the puzzle; tries seeded from {@code seed}. */
    public static int[] solveCounts(Puzzle p, List<String> models, int trials, long seed) {
        int[] solved = new int[models.size()];
        BridgitGame start = p.game();
        for (int i = 0; i < models.size(); i++) {
            for (int t = 0; t < trials; t++) {
                ComputerPlayer solver =
                        Arena.player(models.get(i), seed * 1_000_003L + i * 7919L + t, PuzzleMiner.BUDGET);
                if (solves(start, p.line(), solver)) {
                    solved[i]++;
                }
            }
        }
        return solved;
    }

    /** Whether {@code solver} finds every attacker move of {@code line} from {@code start}, the defender answering as in the line. */
    public static boolean solves(BridgitGame start, List<Crossing> line, ComputerPlayer solver) {
        BridgitGame g = start;
        for (int i = 0; i < line.size(); i += 2) {
            if (!solver.choose(g).crossing().equals(line.get(i))) {
                return false;
            }
            g = g.play(line.get(i));
            if (i + 1 < line.size()) {
                g = g.play(line.get(i + 1));
            }
        }
        return true;
    }

    /** A seed from the position alone, so that a puzzle's rating does not depend on what was rated before it. */
    public static long seedOf(Puzzle p) {
        return PuzzleMiner.key(p.game()).hashCode();
    }

    public static List<String> models(List<Solver> solvers) {
        return solvers.stream().map(Solver::model).toList();
    }
}
