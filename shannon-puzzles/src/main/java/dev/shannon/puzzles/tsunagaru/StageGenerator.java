package dev.shannon.puzzles.tsunagaru;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Random stages with a chosen number of solutions. A stage is read off a random solved layout
 * (a random spanning tree of the grid plus some extra edges: connected, every cell a tile), so
 * it always has that layout as a solution; the layout is then changed one edge at a time,
 * near the tiles where two solutions differ, keeping changes that do not make the stage worse
 * (local search on the exact count from {@link StageSolver}):
 * <ul>
 * <li>{@link Goal#UNIQUE}: exactly one solution;</li>
 * <li>{@link Goal#TRICKY}: the kind docs/rules.md calls tricky — exactly two solutions, one connected
 * and one not; the game accepts the disconnected one, so a player who insists that everything
 * "connects" is led astray;</li>
 * <li>{@link Goal#ANY}: the first random stage, whatever its count.</li>
 * </ul>
 * Deterministic for a given seed. The layout stays connected throughout.
 */
public final class StageGenerator {
    /** Share of the non-tree grid edges added to the random spanning tree. */
    private static final double EXTRA_EDGES = 0.35;
    /** Local-search steps without improvement before starting again from a new layout. */
    private static final int PATIENCE = 400;

    /** What the generated stage must satisfy. */
    public enum Goal {
        ANY,
        UNIQUE,
        TRICKY
    }

    /**
     * A generated stage: types-only {@code stage}, a {@code playable} copy with every tile
     * turned at random, its counts, a difficulty figure, the generation time and the number of
     * layouts tried.
     */
    public record Generated(
            Stage stage,
            Stage playable,
            Goal goal,
            Counts counts,
            Difficulty difficulty,
            long millis,
            int steps,
            int restarts) {}

    private final int rows;
    private final int cols;
    /** The board: the grid, or the torus of a wrap-around stage. */
    private final Neighbours board;

    private final Goal goal;
    private final SplittableRandom random;
    private int hardening;
    /** The level a one-solution stage must have, or null for any. */
    private Reasoning level;

    private StageGenerator(int rows, int cols, boolean wrap, Goal goal, long seed) {
        Stage.checkShape(rows, cols, rows * cols);
        this.board = new Neighbours(rows, cols, wrap);
        if (rows * cols < 2) {
            throw new IllegalArgumentException("a stage with one cell has no solution; generate at least 2 cells");
        }
        // Every wrap-around board (3x3 and larger) has tricky stages: the 3x3 torus 1,398, found by
        // enumerating its 2^18 edge sets (WrapAroundTest); hasTrickyStages is about plain boards.
        if (goal == Goal.TRICKY && !wrap && !hasTrickyStages(rows, cols)) {
            throw new IllegalArgumentException(
                    "no " + cols + "x" + rows
                            + " stage is tricky: that needs at least 3 rows and 3 columns and more than 3x3 (3x4 is the smallest)");
        }
        this.rows = rows;
        this.cols = cols;
        this.goal = goal;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Whether any stage of this size is tricky (two solutions, one connected and one not): exactly
     * when both sides are at least 3 and the board is not 3×3. On one row the kinds fix every arm
     * (one solution); 2×N has none for every N — a pair automaton over the ladder's columns
     * reaches no connected/disconnected pair with equal kinds — and 3×3 has none by enumeration,
     * while 3×4 has 208 (both in {@code TrickySizesTest} up to 2×5). Without this the generator
     * would search such boards until its time ran out.
     */
    public static boolean hasTrickyStages(int rows, int cols) {
        return Math.min(rows, cols) >= 3 && rows * cols > 9;
    }

    /**
     * Generates a stage {@code cols} wide and {@code rows} high.
     *
     * @param maxMillis give up after this long (the search for a tricky stage can fail on some sizes)
     * @return empty if the time ran out
     * @throws IllegalArgumentException for a size outside 1..{@value Stage#MAX_SIDE} or too small for the goal
     */
    public static Optional<Generated> generate(int rows, int cols, Goal goal, long seed, long maxMillis) {
        return generate(rows, cols, goal, seed, maxMillis, 0);
    }

    /**
     * {@link #generate(int, int, Goal, long, long)}, then {@code hardening} more local-search
     * steps that keep the goal and never let local deduction settle more tiles: harder stages,
     * where a player must look further ahead than one tile's neighbours.
     */
    public static Optional<Generated> generate(
            int rows, int cols, Goal goal, long seed, long maxMillis, int hardening) {
        if (hardening < 0) {
            throw new IllegalArgumentException("hardening steps must be >= 0, got " + hardening);
        }
        return generate(rows, cols, false, goal, seed, maxMillis, hardening);
    }

    /**
     * {@link #generate(int, int, Goal, long, long, int)} on a wrap-around board ({@code wrap},
     * {@link Stage#wraps()}: at least 3 rows and 3 columns) or a plain one. The goal is certified
     * the same way on both: the exact count of {@link StageSolver} over the board's graph, the
     * torus for a wrap-around board. A plain board gives the same stage for a seed as before.
     */
    public static Optional<Generated> generate(
            int rows, int cols, boolean wrap, Goal goal, long seed, long maxMillis, int hardening) {
        if (hardening < 0) {
            throw new IllegalArgumentException("hardening steps must be >= 0, got " + hardening);
        }
        StageGenerator g = new StageGenerator(rows, cols, wrap, goal, seed);
        g.hardening = hardening;
        return g.run(maxMillis);
    }

    /**
     * A stage with exactly one solution whose level — the reasoning it needs, {@link Grader} — is
     * {@code level}. From a one-solution stage, local search changes the layout one edge at a time
     * towards stages the weaker reasoning leaves open: for LOOKAHEAD, keeping changes after which
     * lookahead still settles every tile (which proves the solution unique without solving) and
     * local deduction leaves no fewer tiles open; for SEARCH, changes that keep the stage unique
     * (solved exactly) and leave lookahead no fewer tiles open. Deterministic for a seed.
     *
     * @return empty if the time ran out first
     */
    public static Optional<Generated> generate(int rows, int cols, Reasoning level, long seed, long maxMillis) {
        return generate(rows, cols, false, level, seed, maxMillis);
    }

    /** {@link #generate(int, int, Reasoning, long, long)} on a wrap-around board or a plain one. */
    public static Optional<Generated> generate(
            int rows, int cols, boolean wrap, Reasoning level, long seed, long maxMillis) {
        StageGenerator g = new StageGenerator(rows, cols, wrap, Goal.UNIQUE, seed);
        g.level = level;
        return g.run(maxMillis);
    }

    /**
     * A random stage with at least one solution: the tiles of a random spanning tree of the grid
     * plus 35% of the other grid edges (connected, every cell a tile).
     */
    public static Stage randomStage(int rows, int cols, long seed) {
        return randomStage(rows, cols, EXTRA_EDGES, seed);
    }

    /**
     * A random stage read off a random spanning tree plus each other grid edge with probability
     * {@code extraEdges} (0: a tree, all dead ends, corners, straights and T's; 1: the full grid).
     */
    public static Stage randomStage(int rows, int cols, double extraEdges, long seed) {
        return randomStage(rows, cols, false, extraEdges, seed);
    }

    /**
     * {@link #randomStage(int, int, double, long)} on a wrap-around board (at least 3 × 3; the
     * tree and the extra edges may cross the board's edges) or a plain one.
     */
    public static Stage randomStage(int rows, int cols, boolean wrap, double extraEdges, long seed) {
        Stage.checkShape(rows, cols, rows * cols);
        Neighbours board = new Neighbours(rows, cols, wrap);
        if (!(extraEdges >= 0 && extraEdges <= 1)) {
            throw new IllegalArgumentException("the share of extra edges must be between 0 and 1, got " + extraEdges);
        }
        int[] arms = Layouts.spanningTreePlus(board, extraEdges, new SplittableRandom(seed));
        if (rows * cols == 1) {
            throw new IllegalArgumentException("a stage with one cell has no solution; ask for at least 2 cells");
        }
        return Layouts.stageOf(board, arms).typesOnly();
    }

    /** A step's measure: lower is better; 0 is the goal reached. */
    private record Score(int missing, BigInteger excess) implements Comparable<Score> {
        @Override
        public int compareTo(Score o) {
            return missing != o.missing ? Integer.compare(missing, o.missing) : excess.compareTo(o.excess);
        }

        boolean reached() {
            return missing == 0 && excess.signum() == 0;
        }
    }

    private Optional<Generated> run(long maxMillis) {
        long start = System.nanoTime();
        long deadline = start + maxMillis * 1_000_000L;
        int steps = 0;
        int restarts = 0;
        while (System.nanoTime() < deadline) {
            int[] layout = Layouts.spanningTreePlus(board, EXTRA_EDGES, random);
            Solutions current = StageSolver.solve(stageOf(layout));
            Score score = score(current);
            int stale = 0;
            while (!score.reached() && stale < PATIENCE && System.nanoTime() < deadline) {
                steps++;
                int[] next = mutate(layout, current);
                if (next == null) {
                    break;
                }
                Solutions s = StageSolver.solve(stageOf(next));
                Score sc = score(s);
                int cmp = sc.compareTo(score);
                if (cmp <= 0) {
                    stale = cmp < 0 ? 0 : stale + 1;
                    layout = next;
                    current = s;
                    score = sc;
                } else {
                    stale++;
                }
            }
            if (score.reached() && hardening > 0) {
                // Keep the goal, and drift towards stages that local deduction leaves open.
                int open = openTiles(layout);
                for (int k = 0; k < hardening && System.nanoTime() < deadline; k++) {
                    steps++;
                    int[] next = mutate(layout, current);
                    if (next == null) {
                        continue;
                    }
                    int o = openTiles(next);
                    if (o < open) {
                        continue;
                    }
                    Solutions s = StageSolver.solve(stageOf(next));
                    if (score(s).reached()) {
                        layout = next;
                        current = s;
                        open = o;
                    }
                }
            }
            if (score.reached() && level != null && level != Reasoning.LOCAL) {
                int[] levelled = climb(layout, deadline);
                if (levelled == null) {
                    restarts++;
                    continue;
                }
                layout = levelled;
                current = StageSolver.solve(stageOf(layout));
            }
            if (score.reached() && level != null && Grader.grade(stageOf(layout)) != level) {
                restarts++;
                continue;
            }
            if (score.reached()) {
                Stage stage = stageOf(layout);
                Counts counts = current.counts();
                Stage playable = stage.scrambled(random);
                Difficulty d = Difficulty.of(stage, 2_000_000);
                long millis = (System.nanoTime() - start) / 1_000_000;
                return Optional.of(new Generated(stage, playable, goal, counts, d, millis, steps, restarts));
            }
            restarts++;
        }
        return Optional.empty();
    }

    /** Local-search steps towards a harder level before starting again from a new layout. */
    private static final int CLIMB_STEPS = 3000;

    /**
     * From a one-solution layout, a one-solution layout of the level asked for (LOOKAHEAD or
     * SEARCH), or null if the steps or the time ran out.
     */
    private int[] climb(int[] start, long deadline) {
        int[] layout = start;
        boolean toSearch = level == Reasoning.SEARCH;
        int open = toSearch ? lookaheadOpen(layout) : openTiles(layout);
        for (int k = 0; k < CLIMB_STEPS && System.nanoTime() < deadline; k++) {
            Reasoning now = Grader.grade(stageOf(layout));
            if (now == level) {
                return layout;
            }
            int[] next = mutate(layout, null);
            if (next == null) {
                continue;
            }
            Stage s = stageOf(next);
            if (!toSearch) {
                int[] look = Grader.lookahead(s);
                int o = openTiles(next);
                if (look != null && Grader.settlesAll(s, look) && o >= open) {
                    layout = next;
                    open = o;
                }
            } else if (now == Reasoning.LOCAL) {
                // First reach stages local deduction leaves open, the cheap way.
                int[] look = Grader.lookahead(s);
                if (look != null && Grader.settlesAll(s, look) && openTiles(next) >= openTiles(layout)) {
                    layout = next;
                }
            } else {
                int o = lookaheadOpen(next);
                if (o >= open && StageSolver.solve(s).isUnique()) {
                    layout = next;
                    open = o;
                }
            }
        }
        return Grader.grade(stageOf(layout)) == level ? layout : null;
    }

    /** The tiles lookahead does not settle (all of them if it finds a contradiction). */
    private int lookaheadOpen(int[] layout) {
        Stage s = stageOf(layout);
        int[] dom = Grader.lookahead(s);
        if (dom == null) {
            return s.cellCount();
        }
        int open = 0;
        for (int d : dom) {
            open += Integer.bitCount(d) > 1 ? 1 : 0;
        }
        return open;
    }

    /** The tiles local deduction does not settle. */
    private int openTiles(int[] layout) {
        Stage s = stageOf(layout);
        return s.tileCount() - Deduction.settledTiles(s);
    }

    private Stage stageOf(int[] layout) {
        return Layouts.stageOf(board, layout).typesOnly();
    }

    private Score score(Solutions s) {
        BigInteger n = s.count();
        return switch (goal) {
            case ANY -> new Score(0, BigInteger.ZERO);
            case UNIQUE -> new Score(0, n.subtract(BigInteger.ONE));
            case TRICKY -> {
                BigInteger connected = s.connectedCount();
                int missing = (connected.signum() == 0 ? 1 : 0) + (n.equals(connected) ? 1 : 0);
                yield new Score(missing, n.subtract(BigInteger.TWO).abs());
            }
        };
    }

    /**
     * The layout with one grid edge toggled next to a tile where two solutions differ (any
     * tile if all agree), keeping the layout connected and every cell a tile; null if no such
     * edge turns up in a few tries.
     */
    private int[] mutate(int[] layout, Solutions current) {
        List<Integer> differing = current == null ? List.of() : differingCells(layout, current);
        for (int attempt = 0; attempt < 50; attempt++) {
            int cell = differing.isEmpty()
                    ? random.nextInt(layout.length)
                    : differing.get(random.nextInt(differing.size()));
            int d = random.nextInt(4);
            int other = board.of(cell, d);
            if (other < 0) {
                continue;
            }
            int[] next = layout.clone();
            next[cell] ^= 1 << d;
            next[other] ^= Arms.opposite(1 << d);
            if (next[cell] != 0 && next[other] != 0 && Solution.pieces(board, next) == 1) {
                return next;
            }
        }
        return null;
    }

    /** Cells where the layout differs from another solution drawn at random (or the first other one). */
    private List<Integer> differingCells(int[] layout, Solutions current) {
        List<Integer> cells = new ArrayList<>();
        if (current.count().compareTo(BigInteger.ONE) <= 0) {
            return cells;
        }
        Solution other = current.random(random).orElseThrow();
        if (Arrays.equals(other.armsArray(), layout)) {
            other = current.get(0);
            if (Arrays.equals(other.armsArray(), layout)) {
                other = current.get(1);
            }
        }
        int[] arms = other.armsArray();
        for (int i = 0; i < layout.length; i++) {
            if (arms[i] != layout[i]) {
                cells.add(i);
            }
        }
        return cells;
    }
}
