package dev.shannon.puzzles.tsunagaru;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** Every combination of orientations of a tiny stage, checked one by one: the slowest, plainest count. */
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
            if (meet(s.rows(), s.cols(), arms)) {
                out.add(Solution.trusted(s.rows(), s.cols(), arms));
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

    /** Whether every arm meets an arm of the cell it points to (checked both ways, plainly). */
    private static boolean meet(int rows, int cols, int[] arms) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int a = arms[r * cols + c];
                boolean north = r > 0 && (arms[(r - 1) * cols + c] & Arms.SOUTH) != 0;
                boolean south = r + 1 < rows && (arms[(r + 1) * cols + c] & Arms.NORTH) != 0;
                boolean west = c > 0 && (arms[r * cols + c - 1] & Arms.EAST) != 0;
                boolean east = c + 1 < cols && (arms[r * cols + c + 1] & Arms.WEST) != 0;
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
