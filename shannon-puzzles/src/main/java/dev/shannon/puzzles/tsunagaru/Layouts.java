package dev.shannon.puzzles.tsunagaru;

import dev.shannon.graph.UnionFind;
import java.util.random.RandomGenerator;

/**
 * Random arrangements of arms on a grid that meet everywhere — solved stages to start a
 * generator from. Arms are row-major masks; a cell with no arm is an empty cell.
 */
final class Layouts {
    private Layouts() {}

    /**
     * A random spanning tree of the {@code rows × cols} grid (randomised Kruskal: edges in random
     * order, kept when they join two trees), plus every other grid edge with probability
     * {@code extra}. Connected, and every cell is a tile (if the grid has two cells or more).
     */
    static int[] spanningTreePlus(int rows, int cols, double extra, RandomGenerator random) {
        int n = rows * cols;
        int[] arms = new int[n];
        int m = rows * (cols - 1) + (rows - 1) * cols;
        int[] edges = new int[m];
        int e = 0;
        for (int i = 0; i < n; i++) {
            if (i % cols + 1 < cols) {
                edges[e++] = 2 * i;
            }
            if (i + cols < n) {
                edges[e++] = 2 * i + 1;
            }
        }
        for (int i = m - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = edges[i];
            edges[i] = edges[j];
            edges[j] = t;
        }
        UnionFind joined = new UnionFind(n);
        for (int x : edges) {
            int a = x >>> 1;
            int b = (x & 1) == 0 ? a + 1 : a + cols;
            if (joined.union(a, b)) {
                join(arms, a, b, cols);
            } else if (random.nextDouble() < extra) {
                join(arms, a, b, cols);
            }
        }
        return arms;
    }

    /** Adds the meeting arms of neighbours {@code a < b}. */
    static void join(int[] arms, int a, int b, int cols) {
        if (b == a + 1 && a / cols == b / cols) {
            arms[a] |= Arms.EAST;
            arms[b] |= Arms.WEST;
        } else {
            arms[a] |= Arms.SOUTH;
            arms[b] |= Arms.NORTH;
        }
    }

    /** The playable stage whose tiles show {@code arms} (already solved). */
    static Stage stageOf(int rows, int cols, int[] arms) {
        TileKind[] kinds = new TileKind[arms.length];
        for (int i = 0; i < arms.length; i++) {
            kinds[i] = TileKind.ofArms(arms[i]);
        }
        return Stage.playable(rows, cols, kinds, arms);
    }
}
