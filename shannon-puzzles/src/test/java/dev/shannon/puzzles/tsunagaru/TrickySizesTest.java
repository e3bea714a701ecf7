package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which boards can hold a tricky stage (exactly two solutions, one connected and one not). A
 * stage's solutions are exactly the edge sets of the grid whose tiles have the stage's kinds, so
 * grouping every edge set of a small grid by the kinds it gives lists every stage with its
 * solutions — no generator involved, empty cells included.
 */
class TrickySizesTest {
    @Test
    void noTrickyStageFitsASideOfTwoOrThreeByThree() {
        for (int cols = 2; cols <= 5; cols++) {
            assertThat(trickyStages(2, cols)).as("2x%d", cols).isZero();
        }
        assertThat(trickyStages(3, 3)).isZero();
        assertThat(trickyStages(1, 8)).isZero();
    }

    @Test
    void threeByFourIsTheSmallestThatCan() {
        // 208 kinds assignments (36 without empty cells), counted independently by a Python enumeration.
        assertThat(trickyStages(3, 4)).isEqualTo(208);
        assertThat(trickyStages(4, 3)).isEqualTo(208);
    }

    @Test
    void theGeneratorRefusesTheSizesWithoutOne() {
        for (int[] size : new int[][] {{2, 2}, {2, 15}, {15, 2}, {3, 3}, {1, 9}}) {
            assertThatThrownBy(() -> StageGenerator.generate(size[0], size[1], StageGenerator.Goal.TRICKY, 1, 60_000))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("3x4");
        }
        assertThat(StageGenerator.hasTrickyStages(3, 4)).isTrue();
        assertThat(StageGenerator.hasTrickyStages(20, 3)).isTrue();
    }

    /** The number of kind assignments of a rows×cols board whose stage is tricky. */
    private static int trickyStages(int rows, int cols) {
        int n = rows * cols;
        int[][] edges = gridEdges(rows, cols);
        Map<String, int[]> byKinds = new HashMap<>(); // kinds -> {solutions, connected}
        int[] arms = new int[n];
        for (int mask = 0; mask < 1 << edges.length; mask++) {
            Arrays.fill(arms, 0);
            for (int e = 0; e < edges.length; e++) {
                if ((mask >>> e & 1) != 0) {
                    arms[edges[e][0]] |= edges[e][2];
                    arms[edges[e][1]] |= edges[e][3];
                }
            }
            StringBuilder kinds = new StringBuilder(n);
            for (int a : arms) {
                TileKind k = TileKind.ofArms(a);
                kinds.append(k == null ? '.' : k.symbol());
            }
            int[] tally = byKinds.computeIfAbsent(kinds.toString(), k -> new int[2]);
            tally[0]++;
            if (Solution.trusted(rows, cols, arms.clone()).isConnected()) {
                tally[1]++;
            }
        }
        return (int)
                byKinds.values().stream().filter(t -> t[0] == 2 && t[1] == 1).count();
    }

    /** Each grid edge as {cell a, cell b, arm of a, arm of b}. */
    private static int[][] gridEdges(int rows, int cols) {
        int[][] out = new int[rows * (cols - 1) + (rows - 1) * cols][];
        int k = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int v = r * cols + c;
                if (c + 1 < cols) {
                    out[k++] = new int[] {v, v + 1, Arms.EAST, Arms.WEST};
                }
                if (r + 1 < rows) {
                    out[k++] = new int[] {v, v + cols, Arms.SOUTH, Arms.NORTH};
                }
            }
        }
        return out;
    }
}
