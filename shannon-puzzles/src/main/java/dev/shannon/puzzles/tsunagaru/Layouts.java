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
        return spanningTreePlus(new Neighbours(rows, cols, false), extra, random);
    }

    /**
     * {@link #spanningTreePlus(int, int, double, RandomGenerator)} on a board that may wrap around:
     * on a torus the tree and the extra edges may cross the board's edges.
     */
    static int[] spanningTreePlus(Neighbours board, double extra, RandomGenerator random) {
        int n = board.rows() * board.cols();
        int[] arms = new int[n];
        // Edge 2i leaves cell i eastwards, 2i + 1 southwards.
        int[] edges = new int[2 * n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (board.of(i, 1) >= 0) {
                edges[m++] = 2 * i;
            }
            if (board.of(i, 2) >= 0) {
                edges[m++] = 2 * i + 1;
            }
        }
        for (int i = m - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = edges[i];
            edges[i] = edges[j];
            edges[j] = t;
        }
        UnionFind joined = new UnionFind(n);
        for (int k = 0; k < m; k++) {
            int a = edges[k] >>> 1;
            int d = (edges[k] & 1) == 0 ? 1 : 2;
            int b = board.of(a, d);
            if (joined.union(a, b) || random.nextDouble() < extra) {
                arms[a] |= 1 << d;
                arms[b] |= Arms.opposite(1 << d);
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

    /** The playable stage on {@code board} whose tiles show {@code arms} (already solved there). */
    static Stage stageOf(Neighbours board, int[] arms) {
        return stageOf(board.rows(), board.cols(), arms).wrapping(board.wrap());
    }
}
