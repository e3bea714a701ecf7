package dev.shannon.puzzles.tsunagaru;

import dev.shannon.zdd.GraphSet;
import dev.shannon.zdd.GraphSets;
import java.math.BigInteger;

/**
 * Solves stages with GraphSet (docs/theory.md, "Tsunagaru as a family of subgraphs"): one frontier-based search over
 * the grid graph with a degree constraint per cell and the forbidden edge pairs that tell a
 * corner from a straight ({@link StageGraph}); for the connected count the same search also
 * tracks which frontier cells are joined (a connectivity spec, one component).
 *
 * <pre>{@code
 * Solutions s = StageSolver.solve(Stage.parse(text));
 * s.count();                  // exact, a BigInteger
 * s.connectedCount();
 * s.first(3).forEach(x -> System.out.print(x.draw()));
 * s.forcedTiles();            // tiles with the same orientation in every solution
 * }</pre>
 */
public final class StageSolver {
    private StageSolver() {}

    /** The solutions under the game's rule (disconnected ones count). */
    public static Solutions solve(Stage stage) {
        return solve(stage, Rule.ANY);
    }

    /** The solutions under {@code rule}, held as a decision diagram. */
    public static Solutions solve(Stage stage, Rule rule) {
        StageGraph g = new StageGraph(stage);
        GraphSet family = g.constraints(rule == Rule.CONNECTED).build();
        return new Solutions(g, rule, family);
    }

    /**
     * Both counts without building a diagram: two counting searches that carry path counts
     * instead of nodes, so only two levels of states are held at a time. The way to count large
     * stages.
     */
    public static Counts count(Stage stage) {
        StageGraph g = new StageGraph(stage);
        BigInteger all = count(g, false);
        BigInteger connected = all.signum() == 0 ? BigInteger.ZERO : count(g, true);
        return new Counts(all, connected);
    }

    /** The number of solutions under {@code rule}, without a diagram. */
    public static BigInteger count(Stage stage, Rule rule) {
        return count(new StageGraph(stage), rule == Rule.CONNECTED);
    }

    static BigInteger count(StageGraph g, boolean connected) {
        // One thread: a stage is small, and callers (the web server, the generator) run many.
        return GraphSets.count(g.universe(), g.spec(connected), 1);
    }
}
