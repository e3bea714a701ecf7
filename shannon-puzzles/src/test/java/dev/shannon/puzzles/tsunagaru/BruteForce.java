package dev.shannon.puzzles.tsunagaru;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** Every combination of orientations of a tiny stage (plain or wrap-around), checked one by one: the slowest, plainest count. */
final class BruteForce {
    private BruteForce() {}

    /** All solutions, in no particular order. */
    static List<Solution> solutions(Stage s) {
        int n = s.cellCount();
        int[][] options = new int[n][];
        for (int i = 0; i < n; i++) {
            options[i] = s.kind(i) == null ? new int[] {0} : s.kind(i).orientations();
        }
        List<Solution> out = new ArrayList<>();
        int[] arms = new int[n];
        int[] pick = new int[n];
        while (true) {
            for (int i = 0; i < n; i++) {
                arms[i] = options[i][pick[i]];
            }
            if (meet(s.rows(), s.cols(), s.wraps(), arms)) {
                out.add(Solution.trusted(s.neighbours(), arms));
            }
            int i = 0;
            while (i < n && ++pick[i] == options[i].length) {
                pick[i++] = 0;
            }
            if (i == n) {
                return out;
            }
        }
    }

    /**
     * Whether every arm meets an arm of the cell it points to (checked both ways, plainly); on a
     * torus with its own modular steps, sharing nothing with {@link Neighbours}.
     */
    private static boolean meet(int rows, int cols, boolean wrap, int[] arms) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int a = arms[r * cols + c];
                boolean north = (at(arms, rows, cols, wrap, r - 1, c) & Arms.SOUTH) != 0;
                boolean south = (at(arms, rows, cols, wrap, r + 1, c) & Arms.NORTH) != 0;
                boolean west = (at(arms, rows, cols, wrap, r, c - 1) & Arms.EAST) != 0;
                boolean east = (at(arms, rows, cols, wrap, r, c + 1) & Arms.WEST) != 0;
                if (((a & Arms.NORTH) != 0) != north
                        || ((a & Arms.SOUTH) != 0) != south
                        || ((a & Arms.WEST) != 0) != west
                        || ((a & Arms.EAST) != 0) != east) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The arms at (r, c): none off a plain board; on a torus the cell the other side of the edge. */
    private static int at(int[] arms, int rows, int cols, boolean wrap, int r, int c) {
        if (wrap) {
            return arms[(r + rows) % rows * cols + (c + cols) % cols];
        }
        return r < 0 || r >= rows || c < 0 || c >= cols ? 0 : arms[r * cols + c];
    }

    static Counts counts(Stage s) {
        List<Solution> all = solutions(s);
        long connected = all.stream().filter(Solution::isConnected).count();
        return new Counts(BigInteger.valueOf(all.size()), BigInteger.valueOf(connected));
    }

    /** The number of orientation combinations the brute force visits, capped at {@code Long.MAX_VALUE}. */
    static long combinations(Stage s) {
        long c = 1;
        for (int i = 0; i < s.cellCount(); i++) {
            int k = s.kind(i) == null ? 1 : s.kind(i).orientations().length;
            c = c > Long.MAX_VALUE / 4 ? Long.MAX_VALUE : c * k;
        }
        return c;
    }
}
