package dev.shannon.zdd.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.generate.EdgeLists;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The frontier programme against brute force, independent of the diagram engine: every edge set of
 * every grid with at most 17 edges is classified (a cycle, or a path between its two ends; spanning
 * or not), and every family's count, for every pair of ends, must agree. Published terms (OEIS)
 * check larger grids.
 */
class GridCounterBruteForceTest {

    /** OEIS A120443 (offset 1): Hamiltonian paths of the n × n grid, any two ends, n = 2 … 6. */
    private static final long[] A120443 = {4, 20, 276, 4324, 229348};

    /** Counts found by brute force on one grid: paths[s][t] (s < t), Hamiltonian paths, cycles, Hamiltonian cycles. */
    private record Tally(long[][] paths, long[][] hamiltonianPaths, long cycles, long hamiltonianCycles) {}

    private static Tally bruteForce(int rows, int cols) {
        int n = rows * cols;
        List<int[]> edges = EdgeLists.grid(rows, cols);
        int m = edges.size();
        long[][] paths = new long[n][n];
        long[][] hamiltonianPaths = new long[n][n];
        long cycles = 0;
        long hamiltonianCycles = 0;
        for (long set = 1; set < 1L << m; set++) {
            int[] degree = new int[n];
            int[] parent = new int[n];
            for (int v = 0; v < n; v++) {
                parent[v] = v;
            }
            int components = 0; // components with an edge
            boolean tooHigh = false;
            int touched = 0;
            for (int i = 0; i < m && !tooHigh; i++) {
                if ((set >>> i & 1) == 0) {
                    continue;
                }
                int a = edges.get(i)[0];
                int b = edges.get(i)[1];
                if (degree[a]++ == 0) {
                    touched++;
                    components++;
                }
                if (degree[b]++ == 0) {
                    touched++;
                    components++;
                }
                tooHigh = degree[a] > 2 || degree[b] > 2;
                int ra = find(parent, a);
                int rb = find(parent, b);
                if (ra != rb) {
                    parent[ra] = rb;
                    components--;
                }
            }
            if (tooHigh || components != 1) {
                continue;
            }
            int first = -1;
            int second = -1;
            for (int v = 0; v < n; v++) {
                if (degree[v] == 1) {
                    if (first < 0) {
                        first = v;
                    } else {
                        second = v;
                    }
                }
            }
            boolean spanning = touched == n;
            if (first < 0) {
                cycles++;
                hamiltonianCycles += spanning ? 1 : 0;
            } else {
                paths[first][second]++;
                hamiltonianPaths[first][second] += spanning ? 1 : 0;
            }
        }
        return new Tally(paths, hamiltonianPaths, cycles, hamiltonianCycles);
    }

    private static int find(int[] parent, int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    private static long count(GridFamily f, int rows, int cols, int s, int t) {
        return GridCounter.count(f, rows, cols, s, t).count().longValueExact();
    }

    @Test
    void everyFamilyAndEveryPairOfEndsOnEveryGridOfAtMost17Edges() {
        List<String> wrong = new ArrayList<>();
        int grids = 0;
        for (int rows = 1; rows <= 18; rows++) {
            for (int cols = 1; cols <= 18; cols++) {
                int edges = rows * (cols - 1) + cols * (rows - 1);
                if (edges > 17) {
                    continue;
                }
                grids++;
                Tally b = bruteForce(rows, cols);
                int n = rows * cols;
                check(wrong, "cycles", rows, cols, b.cycles(), count(GridFamily.CYCLES, rows, cols, 0, 0));
                check(
                        wrong,
                        "hamiltonian-cycles",
                        rows,
                        cols,
                        b.hamiltonianCycles(),
                        count(GridFamily.HAMILTONIAN_CYCLES, rows, cols, 0, 0));
                for (int s = 0; s < n; s++) {
                    for (int t = s + 1; t < n; t++) {
                        String ends = " " + s + "-" + t;
                        check(
                                wrong,
                                "paths" + ends,
                                rows,
                                cols,
                                b.paths()[s][t],
                                count(GridFamily.PATHS, rows, cols, s, t));
                        // the ends either way round
                        check(
                                wrong,
                                "paths" + ends,
                                rows,
                                cols,
                                b.paths()[s][t],
                                count(GridFamily.PATHS, rows, cols, t, s));
                        check(
                                wrong,
                                "hamiltonian-paths" + ends,
                                rows,
                                cols,
                                b.hamiltonianPaths()[s][t],
                                count(GridFamily.HAMILTONIAN_PATHS, rows, cols, s, t));
                    }
                }
            }
        }
        // 1 × 1 … 1 × 18, 2 × 1 … 18 × 1, 2 × 2 … 2 × 6, 3 × 2 … 6 × 2, 3 × 3, 3 × 4, 4 × 3
        assertThat(grids).isEqualTo(18 + 17 + 5 + 4 + 3);
        assertThat(wrong).isEmpty();
    }

    private static void check(List<String> wrong, String what, int rows, int cols, long brute, long dp) {
        if (brute != dp) {
            wrong.add(what + " on " + rows + "x" + cols + ": programme " + dp + ", brute force " + brute);
        }
    }

    @Test
    void hamiltonianPathsOverAllPairsOfEndsFollowA120443() {
        for (int k = 2; k <= 6; k++) {
            int n = k * k;
            BigInteger sum = BigInteger.ZERO;
            for (int s = 0; s < n; s++) {
                for (int t = s + 1; t < n; t++) {
                    sum = sum.add(GridCounter.count(GridFamily.HAMILTONIAN_PATHS, k, k, s, t)
                            .count());
                }
            }
            assertThat(sum).as("k=%d", k).isEqualTo(BigInteger.valueOf(A120443[k - 2]));
        }
    }
}
