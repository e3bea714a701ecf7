package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Distance-k independent and dominating sets against every vertex subset of random multigraphs,
 * with distances from Floyd–Warshall (not the breadth-first search of {@link PowerGraph}).
 */
class DistanceVertexSetsTest {
    private static final int FAR = Integer.MAX_VALUE / 2;

    @Provide
    Arbitrary<Universe> graphs() {
        return TestGraphs.multigraphs(8, 12, true);
    }

    @Provide
    Arbitrary<Integer> distances() {
        return Arbitraries.integers().between(1, 5);
    }

    /** Edge counts of shortest paths between distinct vertices; FAR if none. */
    private static int[][] distancesOf(Universe u) {
        int n = u.vertexCount();
        int[][] d = new int[n][n];
        for (int[] row : d) {
            Arrays.fill(row, FAR);
        }
        for (int x = 0; x < n; x++) {
            d[x][x] = 0;
        }
        for (int e = 0; e < u.edgeCount(); e++) {
            int a = u.edgeU(e);
            int b = u.edgeV(e);
            if (a != b) {
                d[a][b] = 1;
                d[b][a] = 1;
            }
        }
        for (int via = 0; via < n; via++) {
            for (int x = 0; x < n; x++) {
                for (int y = 0; y < n; y++) {
                    d[x][y] = Math.min(d[x][y], d[x][via] + d[via][y]);
                }
            }
        }
        return d;
    }

    private static boolean hasLoop(Universe u, int x) {
        for (int e = 0; e < u.edgeCount(); e++) {
            if (u.edgeU(e) == x && u.edgeV(e) == x) {
                return true;
            }
        }
        return false;
    }

    private static boolean in(long m, int v) {
        return (m >>> v & 1) != 0;
    }

    /** No two chosen vertices within k edges; a vertex with a loop is adjacent to itself, so never chosen. */
    private static boolean independent(Universe u, int[][] d, int k, long m) {
        for (int x = 0; x < u.vertexCount(); x++) {
            if (in(m, x) && hasLoop(u, x)) {
                return false;
            }
            for (int y = x + 1; y < u.vertexCount(); y++) {
                if (in(m, x) && in(m, y) && d[x][y] <= k) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Every vertex within k edges of a chosen one (itself at distance 0). */
    private static boolean dominating(Universe u, int[][] d, int k, long m) {
        for (int y = 0; y < u.vertexCount(); y++) {
            boolean reached = false;
            for (int x = 0; x < u.vertexCount(); x++) {
                reached |= in(m, x) && d[x][y] <= k;
            }
            if (!reached) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 250)
    void distanceFamiliesMatchEveryVertexSubset(@ForAll("graphs") Universe u, @ForAll("distances") int k) {
        int[][] d = distancesOf(u);
        Set<Long> ind = VertexSetFamilyTest.all(u, m -> independent(u, d, k, m));
        Set<Long> dom = VertexSetFamilyTest.all(u, m -> dominating(u, d, k, m));
        assertThat(VertexSetFamilyTest.members(u, VertexSetFamily.independentSets(u, k)))
                .isEqualTo(ind);
        assertThat(VertexSetFamilyTest.members(u, VertexSetFamily.dominatingSets(u, k)))
                .isEqualTo(dom);
    }

    /** The search that carries distances against the one over the power graph (which it replaced). */
    @Property(tries = 150)
    void distancesInTheStateGiveThePowersFamily(@ForAll("graphs") Universe u, @ForAll("distances") int k) {
        assertThat(VertexSetFamily.dominatingSets(u, k)).isEqualTo(VertexSetFamily.dominatingSetsByPower(u, k));
    }

    @Test
    void onGridsDistancesInTheStateGiveThePowersFamily() {
        for (int rows = 1; rows <= 4; rows++) {
            for (int cols = rows; cols <= 5; cols++) {
                Universe u = Universe.grid(rows, cols);
                for (int k = 2; k <= 4; k++) {
                    assertThat(VertexSetFamily.dominatingSets(u, k))
                            .as("%dx%d at distance %d", rows, cols, k)
                            .isEqualTo(VertexSetFamily.dominatingSetsByPower(u, k));
                }
            }
        }
    }

    /** Out of a 1 GB heap through the power graph; Graphillion needs 29 MB. */
    @Test
    void theSevenBySevenGridAtDistanceThreeFitsSmallMemory() {
        Universe u = Universe.grid(7, 7).withMemoryLimit(64L << 20);
        VertexSetFamily dom = VertexSetFamily.dominatingSets(u, 3);
        assertThat(dom.count()).isPositive();
        assertThat(u.memoryPeak()).isLessThan(64L << 20);
    }

    /**
     * Distances above 126 on a graph of more than 127 vertices: a set of the path 0..199 dominates at
     * distance 150 exactly when its least vertex is at most 150 and its greatest at least 49 (any
     * gap between two chosen vertices is covered), so 2^200 − 1 − 2 · (2^49 − 1) sets. It went
     * through the power graph until distances became shorts, and ran out of a 2 GB heap.
     */
    @Test
    void aLongPathAtAFarDistanceNeedsNoPowerGraph() {
        Universe path = Universe.grid(1, 200).withMemoryLimit(64L << 20);
        BigInteger expected =
                BigInteger.TWO.pow(200).subtract(BigInteger.TWO.pow(50)).add(BigInteger.ONE);
        assertThat(VertexSetFamily.dominatingSets(path, 150).count()).isEqualTo(expected);
        assertThat(path.memoryPeak()).isLessThan(64L << 20);
    }

    @Property(tries = 60)
    void distanceOneIsThePlainFamily(@ForAll("graphs") Universe u) {
        assertThat(VertexSetFamily.independentSets(u, 1)).isEqualTo(VertexSetFamily.independentSets(u));
        assertThat(VertexSetFamily.dominatingSets(u, 1)).isEqualTo(VertexSetFamily.dominatingSets(u));
    }

    /**
     * On a path of n vertices a distance-2 independent set leaves two vertices between any two
     * of its own, so a(n) = a(n−1) + a(n−3): 2, 3, 4, 6, 9, 13, 19, 28 (OEIS A000930, shifted).
     */
    @Test
    void onAPathDistanceTwoGivesNarayanasCows() {
        long[] expected = {2, 3, 4, 6, 9, 13, 19, 28};
        for (int n = 1; n <= expected.length; n++) {
            Universe path = Universe.grid(1, n);
            assertThat(VertexSetFamily.independentSets(path, 2).count()).isEqualTo(BigInteger.valueOf(expected[n - 1]));
        }
        // A distance larger than the graph: one vertex at most, or the empty set.
        assertThat(VertexSetFamily.independentSets(Universe.grid(3, 3), 100).count())
                .isEqualTo(BigInteger.TEN);
        assertThat(VertexSetFamily.dominatingSets(Universe.grid(3, 3), 100)
                        .minimal()
                        .count())
                .isEqualTo(BigInteger.valueOf(9));
    }

    @Test
    void aDistanceBelowOneIsRefused() {
        Universe u = Universe.grid(2, 2);
        assertThatThrownBy(() -> VertexSetFamily.independentSets(u, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("distance must be at least 1, got 0");
        assertThatThrownBy(() -> VertexSetFamily.dominatingSets(u, -2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("distance must be at least 1, got -2");
    }
}
