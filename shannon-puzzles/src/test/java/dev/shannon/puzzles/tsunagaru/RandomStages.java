package dev.shannon.puzzles.tsunagaru;

import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Random small stages for property tests: arbitrary tiles (usually unsolvable) and stages read off random solved layouts. */
final class RandomStages {
    private static final String CELLS = ".1LI34";

    private RandomStages() {}

    /** Any kinds in any cells (at least one tile), {@code 1..maxSide} rows and columns. */
    static Arbitrary<Stage> anyTiles(int maxSide) {
        return Combinators.combine(
                        Arbitraries.integers().between(1, maxSide),
                        Arbitraries.integers().between(1, maxSide),
                        Arbitraries.longs())
                .as((r, c, seed) -> anyTiles(r, c, new SplittableRandom(seed)));
    }

    static Stage anyTiles(int rows, int cols, SplittableRandom random) {
        TileKind[] kinds = new TileKind[rows * cols];
        boolean any = false;
        for (int i = 0; i < kinds.length; i++) {
            // Empty cells one time in six; tiles weighted towards the ones that fit often.
            kinds[i] = TileKind.ofSymbol(CELLS.charAt(random.nextInt(CELLS.length())));
            any |= kinds[i] != null;
        }
        if (!any) {
            kinds[0] = TileKind.DEAD_END;
        }
        return Stage.of(rows, cols, kinds);
    }

    /**
     * The kinds of a random solved layout: each grid edge present with a random probability,
     * so the stage has at least one solution (cells without arms are empty; a 1×1 grid becomes {@code 1 1}).
     */
    static Arbitrary<Stage> solvable(int maxSide) {
        return Combinators.combine(
                        Arbitraries.integers().between(1, maxSide),
                        Arbitraries.integers().between(1, maxSide),
                        Arbitraries.longs())
                .as((r, c, seed) -> solvable(r, c, new SplittableRandom(seed)));
    }

    static Stage solvable(int rows, int cols, SplittableRandom random) {
        double p = 0.3 + 0.6 * random.nextDouble();
        int[] arms = new int[rows * cols];
        for (int i = 0; i < arms.length; i++) {
            if (i % cols + 1 < cols && random.nextDouble() < p) {
                Layouts.join(arms, i, i + 1, cols);
            }
            if (i + cols < arms.length && random.nextDouble() < p) {
                Layouts.join(arms, i, i + cols, cols);
            }
        }
        if (rows * cols == 1) {
            return Stage.parse("1 1");
        }
        if (Arrays.stream(arms).allMatch(a -> a == 0)) {
            Layouts.join(arms, 0, cols > 1 ? 1 : cols, cols);
        }
        return Layouts.stageOf(rows, cols, arms).typesOnly();
    }
}
