package dev.shannon.puzzles.tsunagaru;

import dev.shannon.zdd.GraphSet;
import dev.shannon.zdd.Subgraph;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * All solutions of one stage under one {@link Rule}, held as a GraphSet (a zero-suppressed
 * decision diagram) over the stage's grid graph: counted exactly, listed in a fixed order
 * (so {@link #get} can step through them by index), sampled uniformly, and asked which tiles
 * every solution agrees on. Immutable; the connected count and the forced tiles are computed
 * on first use.
 */
public final class Solutions {
    /** Up to this many solutions, forced tiles are read off the solutions themselves. */
    private static final int ENUMERATE_FORCED = 256;

    private final StageGraph graph;
    private final Rule rule;
    private final GraphSet family;
    private volatile BigInteger connected;
    private volatile BigInteger any;
    private volatile ForcedTiles forced;

    Solutions(StageGraph graph, Rule rule, GraphSet family) {
        this.graph = graph;
        this.rule = rule;
        this.family = family;
    }

    public Stage stage() {
        return graph.stage();
    }

    public Rule rule() {
        return rule;
    }

    /** The number of solutions under this rule. */
    public BigInteger count() {
        return family.count();
    }

    /** The number of connected solutions (all tiles in one piece). */
    public BigInteger connectedCount() {
        if (rule == Rule.CONNECTED) {
            return count();
        }
        BigInteger c = connected;
        if (c == null) {
            c = count().signum() == 0 ? BigInteger.ZERO : StageSolver.count(graph, true);
            connected = c;
        }
        return c;
    }

    /** The number of solutions under the game's rule, connected or not. */
    public BigInteger anyCount() {
        if (rule == Rule.ANY) {
            return count();
        }
        BigInteger a = any;
        if (a == null) {
            a = StageSolver.count(graph, false);
            any = a;
        }
        return a;
    }

    /** Both counts. */
    public Counts counts() {
        return new Counts(anyCount(), connectedCount());
    }

    public boolean isEmpty() {
        return family.isEmpty();
    }

    /** Whether there is exactly one solution. */
    public boolean isUnique() {
        return count().equals(BigInteger.ONE);
    }

    /**
     * The solution at {@code index} (0-based) of the fixed listing order, without listing the
     * ones before it.
     *
     * @throws IllegalArgumentException if the index is outside {@code 0 .. count()-1}
     */
    public Solution get(BigInteger index) {
        if (index.signum() < 0 || index.compareTo(count()) >= 0) {
            throw new IllegalArgumentException("solution index " + index + " outside 0.."
                    + count().subtract(BigInteger.ONE) + " (" + count() + " solutions)");
        }
        return graph.solution(family.get(index));
    }

    /** {@link #get(BigInteger)} for a small index. */
    public Solution get(long index) {
        return get(BigInteger.valueOf(index));
    }

    /** The solutions in listing order, lazily. */
    public Stream<Solution> stream() {
        return family.stream().map(graph::solution);
    }

    /** The first {@code k} solutions (fewer if there are fewer). */
    public List<Solution> first(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("number of solutions to show must be >= 0, got " + k);
        }
        return stream().limit(k).toList();
    }

    /** A solution drawn uniformly at random, if there is one. */
    public Optional<Solution> random(RandomGenerator random) {
        return family.isEmpty() ? Optional.empty() : Optional.of(graph.solution(family.sample(random)));
    }

    /** The tiles that show the same arms in every solution. */
    public ForcedTiles forcedTiles() {
        ForcedTiles f = forced;
        if (f == null) {
            f = computeForced();
            forced = f;
        }
        return f;
    }

    private ForcedTiles computeForced() {
        Stage s = stage();
        int n = s.cellCount();
        int[] arms = new int[n];
        for (int i = 0; i < n; i++) {
            arms[i] = s.kind(i) == null ? 0 : -1;
        }
        if (family.isEmpty()) {
            return new ForcedTiles(s.rows(), s.cols(), arms);
        }
        // Per edge: taken in every solution (1), in none (0), or in some (-1).
        int m = graph.universe().edgeCount();
        int[] edgeState = new int[m];
        if (count().compareTo(BigInteger.valueOf(ENUMERATE_FORCED)) <= 0) {
            int[] taken = new int[m];
            int total = 0;
            for (Subgraph g : family) {
                total++;
                for (int e : g.edges()) {
                    taken[e]++;
                }
            }
            for (int e = 0; e < m; e++) {
                edgeState[e] = taken[e] == 0 ? 0 : taken[e] == total ? 1 : -1;
            }
        } else {
            BigInteger total = count();
            for (int e = 0; e < m; e++) {
                BigInteger with = family.includingEdge(e).count();
                edgeState[e] = with.signum() == 0 ? 0 : with.equals(total) ? 1 : -1;
            }
        }
        for (int i = 0; i < n; i++) {
            if (s.kind(i) == null) {
                continue;
            }
            int a = 0;
            boolean fixed = true;
            for (int d = 0; d < 4 && fixed; d++) {
                int e = graph.edge(i, d);
                int st = e < 0 ? 0 : edgeState[e];
                fixed = st >= 0;
                a |= st == 1 ? 1 << d : 0;
            }
            arms[i] = fixed ? a : -1;
        }
        return new ForcedTiles(s.rows(), s.cols(), arms);
    }

    /**
     * A hint for a playable stage with the same tiles: first a forced tile not yet showing its
     * forced arms (row-major order); failing that, a tile still to turn in the solution nearest
     * in clicks. Empty if the stage is solved or has no solution.
     */
    public Optional<Hint> hint(Stage playing) {
        checkSameTiles(playing);
        if (family.isEmpty()
                || playing.isSolved()
                        && (rule == Rule.ANY
                                || playing.asSolution().orElseThrow().isConnected())) {
            return Optional.empty();
        }
        ForcedTiles f = forcedTiles();
        for (int r = 0; r < playing.rows(); r++) {
            for (int c = 0; c < playing.cols(); c++) {
                if (f.isForced(r, c) && playing.arms(r, c) != f.arms(r, c)) {
                    return Optional.of(
                            new Hint(r, c, Arms.clicks(playing.arms(r, c), f.arms(r, c)), f.arms(r, c), true));
                }
            }
        }
        PlannedSolution best = byFewestClicks(playing).findFirst().orElseThrow();
        int[] clicks = best.clicks();
        for (int i = 0; i < clicks.length; i++) {
            if (clicks[i] > 0) {
                int r = i / playing.cols();
                int c = i % playing.cols();
                return Optional.of(new Hint(r, c, clicks[i], best.solution().arms(r, c), false));
            }
        }
        return Optional.empty();
    }

    /**
     * The solutions ordered by the total clicks that reach them from the playable stage
     * {@code playing} (fewest first), lazily; ties in no particular order.
     */
    public Stream<PlannedSolution> byFewestClicks(Stage playing) {
        checkSameTiles(playing);
        return ClickPlanner.byFewestClicks(playing, rule);
    }

    private void checkSameTiles(Stage playing) {
        if (!playing.isPlayable()) {
            throw new IllegalArgumentException("a playable stage is needed (one that shows each tile's orientation)");
        }
        if (!playing.typesOnly().equals(stage().typesOnly())) {
            throw new IllegalArgumentException("the playable stage has other tiles than the solved one");
        }
    }

    /** The solutions as a graph set over the stage's grid ({@link dev.shannon.zdd.Universe#grid}). */
    public GraphSet graphSet() {
        return family;
    }

    /** The solutions as a list, for small counts. */
    List<Solution> toList() {
        List<Solution> list = new ArrayList<>();
        stream().forEach(list::add);
        return list;
    }
}
