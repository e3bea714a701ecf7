package dev.shannon.switching.puzzle;

import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.Strength;
import dev.shannon.switching.defence.SwitchingComputer;
import dev.shannon.switching.rating.DifficultyFit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * A switching puzzle's difficulty rating, seeded by measurement as the Bridg-It ones are
 * (docs/puzzles.md, "Ratings"): each simulated solver tries the puzzle {@value #TRIALS} times and
 * the rating is the one that best explains the solve counts given the solvers' own ratings
 * ({@link DifficultyFit}). The solvers: the computer strengths that slip (a winning move, or with
 * their slip rate a random free edge), the route players that never look ahead (an edge of a
 * shortest s–t route of the graph left to play on: {@code route} among all of them, {@code
 * route-near-s} among the two nearest s, as the switching arena's attacker) and a random player.
 * The slipping strengths find an only winning move more often when few edges are free; the route
 * players find it exactly when it lies on a shortest route — what separates easy puzzles from hard.
 *
 * <p>The solvers' ratings were fitted once, jointly with the puzzles' (alternating the two fits,
 * puzzle mean held at 1500) on the shipped set's measurements; they are constants here so that a
 * puzzle's rating depends on that puzzle alone.
 */
public final class SwitchingPuzzleRater {
    /** Tries per solver and puzzle. */
    public static final int TRIALS = 12;

    /** A simulated solver and its rating. */
    public record Solver(String model, double rating) {}

    /** The solvers and their fitted ratings. */
    public static final List<Solver> SOLVERS = List.of(
            new Solver("strong", 2075),
            new Solver("casual", 1785),
            new Solver("beginner", 1607),
            new Solver("route", 1694),
            new Solver("route-near-s", 1685),
            new Solver("random", 1042));

    private SwitchingPuzzleRater() {}

    /** The puzzle with its measured rating. */
    public static SwitchingPuzzle rated(SwitchingPuzzle p) {
        int[] solved = solveCounts(p, models(SOLVERS), TRIALS);
        List<DifficultyFit.Measurement> m = new ArrayList<>();
        for (int i = 0; i < SOLVERS.size(); i++) {
            m.add(new DifficultyFit.Measurement(SOLVERS.get(i).rating(), TRIALS, solved[i]));
        }
        return p.withRating((int) Math.round(DifficultyFit.rate(m)));
    }

    /** For each model, how many of {@code trials} tries find the puzzle's answer; seeded by the position alone. */
    public static int[] solveCounts(SwitchingPuzzle p, List<String> models, int trials) {
        Position position = p.position();
        int[] wins = SwitchingSolver.lehman().verdict(position).winningMoves();
        Random random = new Random(seedOf(p.family(), position));
        int[] solved = new int[models.size()];
        for (int i = 0; i < models.size(); i++) {
            for (int t = 0; t < trials; t++) {
                if (choose(models.get(i), position, wins, random) == p.solution()) {
                    solved[i]++;
                }
            }
        }
        return solved;
    }

    /** The move of solver {@code model} in {@code p}, whose winning moves are {@code wins}. */
    static int choose(String model, Position p, int[] wins, Random random) {
        int[] free = p.freeEdges();
        return switch (model) {
            case "random" -> free[random.nextInt(free.length)];
            case "route" -> pick(SwitchingComputer.shortestRouteEdges(p), random, Integer.MAX_VALUE);
            case "route-near-s" -> pick(SwitchingComputer.shortestRouteEdges(p), random, 2);
            default -> {
                double slip = Strength.parse(model).errorRate();
                yield random.nextDouble() < slip || wins.length == 0
                        ? free[random.nextInt(free.length)]
                        : wins[random.nextInt(wins.length)];
            }
        };
    }

    private static int pick(int[] edges, Random random, int among) {
        return edges[random.nextInt(Math.min(among, edges.length))];
    }

    /** A seed from the position alone (not Position.hashCode, which need not be the same from run to run). */
    static long seedOf(String family, Position p) {
        return Objects.hash(
                family,
                Arrays.hashCode(p.claimedEdges()),
                Arrays.hashCode(p.deletedEdges()),
                p.toMove().id());
    }

    public static List<String> models(List<Solver> solvers) {
        return solvers.stream().map(Solver::model).toList();
    }
}
