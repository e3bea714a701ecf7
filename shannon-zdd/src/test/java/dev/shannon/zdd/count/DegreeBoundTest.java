package dev.shannon.zdd.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.generate.EdgeLists;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The degree-constrained subgraphs' transfer matrix against brute force over every edge set of
 * small grids, and the bound it gives against the counts it bounds.
 */
class DegreeBoundTest {

    private static List<int[]> edges(int rows, int cols) {
        return EdgeLists.grid(rows, cols);
    }

    /** Edge sets in which the terminals have degree 1 and every other vertex 0 or 2 (only 2 if spanning). */
    private static long bruteForce(GridFamily f, int rows, int cols, int s, int t) {
        List<int[]> e = edges(rows, cols);
        int n = rows * cols;
        long found = 0;
        for (long set = 0; set < 1L << e.size(); set++) {
            int[] degree = new int[n];
            for (int i = 0; i < e.size(); i++) {
                if ((set >>> i & 1) != 0) {
                    degree[e.get(i)[0]]++;
                    degree[e.get(i)[1]]++;
                }
            }
            boolean ok = true;
            for (int v = 0; v < n && ok; v++) {
                boolean terminal = f.hasEnds() && (v == s || v == t);
                ok = terminal ? degree[v] == 1 : degree[v] == 2 || (degree[v] == 0 && !f.spanning());
            }
            if (ok) {
                found++;
            }
        }
        return found;
    }

    @Test
    void countsEveryDegreeConstrainedSubgraphOfSmallGrids() {
        List<String> wrong = new ArrayList<>();
        for (int rows = 1; rows <= 3; rows++) {
            for (int cols = 1; cols <= 4; cols++) {
                int n = rows * cols;
                for (GridFamily f : GridFamily.values()) {
                    for (int s = 0; s < (f.hasEnds() ? n : 1); s++) {
                        for (int t = 0; t < (f.hasEnds() ? n : 1); t++) {
                            if (f.hasEnds() && s == t) {
                                continue;
                            }
                            double dp = DegreeBound.count(f, rows, cols, s, t);
                            long brute = bruteForce(f, rows, cols, s, t);
                            if (dp != brute) {
                                wrong.add(f.id() + " " + rows + "x" + cols + " " + s + "-" + t + ": " + dp + " against "
                                        + brute);
                            }
                        }
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Property(tries = 25)
    void boundsTheCountOnRandomGrids(
            @ForAll @IntRange(min = 1, max = 8) int rows,
            @ForAll @IntRange(min = 1, max = 8) int cols,
            @ForAll @IntRange(min = 0, max = 63) int a,
            @ForAll @IntRange(min = 0, max = 63) int b,
            @ForAll GridFamily f) {
        int n = rows * cols;
        int s = a % n;
        int t = b % n;
        if (f.hasEnds() && s == t) {
            return;
        }
        BigInteger exact = GridCounter.count(f, rows, cols, s, t).count();
        int bits = DegreeBound.bits(f, rows, cols, s, t);
        assertThat(bits).isNotNegative();
        assertThat(exact).isLessThanOrEqualTo(BigInteger.ONE.shiftLeft(bits));
        // the subgraphs themselves, exactly (small enough for doubles to hold them exactly)
        double d = DegreeBound.count(f, rows, cols, s, t);
        assertThat(BigInteger.valueOf((long) d)).isGreaterThanOrEqualTo(exact);
        assertThat(BigInteger.valueOf((long) d).shiftLeft(1)).isLessThanOrEqualTo(BigInteger.ONE.shiftLeft(bits));
    }

    @Test
    void atK17FourPrimesSufficeWhereTheOldBoundNeededFive() {
        int bits = DegreeBound.bits(GridFamily.PATHS, 17, 17, 0, 17 * 17 - 1);
        // 2^221.4 computed; twice that rounded up a power of two
        assertThat(bits).isEqualTo(223);
        assertThat(Moduli.neededAbove(bits)).isEqualTo(4);
        assertThat(Moduli.neededAbove(16 * 16)).isEqualTo(5);
    }

    @Test
    void tooWideATransferMatrixGivesNoBound() {
        assertThat(DegreeBound.bits(GridFamily.CYCLES, 30, 30, 0, 0)).isEqualTo(-1);
        // the empty set and the square: 2 computed, at most 4 bounded
        assertThat(DegreeBound.bits(GridFamily.CYCLES, 2, 2, 0, 0)).isEqualTo(3);
    }
}
