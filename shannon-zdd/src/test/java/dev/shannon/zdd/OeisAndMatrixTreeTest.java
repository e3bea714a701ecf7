package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.zdd.spec.PathSpec;
import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** Counts with known closed forms or published values. */
class OeisAndMatrixTreeTest {

    /** OEIS A007764: simple paths joining opposite corners of a k×k grid of vertices. */
    private static final String[] CORNER_PATHS = {
        "1",
        "2",
        "12",
        "184",
        "8512",
        "1262816",
        "575780564",
        "789360053252",
        "3266598486981642",
        "41044208702632496804",
        "1568758030464750013214100"
    };

    /** OEIS A140517: cycles in the k×k grid graph, k = 1, 2, … */
    private static final String[] GRID_CYCLES = {"0", "1", "13", "213", "9349", "1222363", "487150371", "603841648931"};

    @Test
    void cornerToCornerPathsOnGridsUpTo11() {
        for (int k = 1; k <= CORNER_PATHS.length; k++) {
            Universe g = Universe.grid(k, k);
            GraphSet paths = GraphSets.paths(g, "0,0", (k - 1) + "," + (k - 1));
            assertThat(paths.count()).as("k=%d", k).isEqualTo(new BigInteger(CORNER_PATHS[k - 1]));
        }
    }

    /** Counting without a diagram goes one size further within the test budget (OEIS A007764). */
    @Test
    void countingAloneReachesTheTwelveByTwelveGrid() {
        Universe g = Universe.grid(12, 12);
        assertThat(GraphSets.count(g, PathSpec.between(g, 0, 143)))
                .isEqualTo(new BigInteger("182413291514248049241470885236"));
    }

    @Test
    void cyclesInGridGraphs() {
        for (int k = 1; k <= GRID_CYCLES.length; k++) {
            assertThat(GraphSets.cycles(Universe.grid(k, k)).count())
                    .as("k=%d", k)
                    .isEqualTo(new BigInteger(GRID_CYCLES[k - 1]));
        }
    }

    @Test
    void spanningTreesOfGridsFollowTheMatrixTreeTheorem() {
        for (int r = 1; r <= 8; r++) {
            for (int c = r; c <= 8; c++) {
                Universe g = Universe.grid(r, c);
                assertThat(GraphSets.spanningTrees(g).count()).as("%dx%d", r, c).isEqualTo(kirchhoff(g));
            }
        }
    }

    @Property(tries = 200)
    void spanningTreesOfRandomMultigraphsFollowTheMatrixTreeTheorem(@ForAll("multigraphs") Universe u) {
        assertThat(GraphSets.spanningTrees(u).count()).isEqualTo(kirchhoff(u));
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Universe> multigraphs() {
        return TestGraphs.multigraphs(8, 16, true);
    }

    /** Any cofactor of the Laplacian (loops ignored), by fraction-free Bareiss elimination. */
    static BigInteger kirchhoff(Universe u) {
        int n = u.vertexCount() - 1;
        if (n <= 0) {
            return BigInteger.ONE;
        }
        BigInteger[][] a = new BigInteger[n][n];
        for (BigInteger[] row : a) {
            Arrays.fill(row, BigInteger.ZERO);
        }
        for (int e = 0; e < u.edgeCount(); e++) {
            int x = u.edgeU(e) - 1;
            int y = u.edgeV(e) - 1;
            if (x == y) {
                continue;
            }
            if (x >= 0) {
                a[x][x] = a[x][x].add(BigInteger.ONE);
            }
            if (y >= 0) {
                a[y][y] = a[y][y].add(BigInteger.ONE);
            }
            if (x >= 0 && y >= 0) {
                a[x][y] = a[x][y].subtract(BigInteger.ONE);
                a[y][x] = a[y][x].subtract(BigInteger.ONE);
            }
        }
        return bareiss(a);
    }

    private static BigInteger bareiss(BigInteger[][] a) {
        int n = a.length;
        BigInteger prev = BigInteger.ONE;
        int sign = 1;
        for (int k = 0; k < n - 1; k++) {
            if (a[k][k].signum() == 0) {
                int p = k + 1;
                while (p < n && a[p][k].signum() == 0) {
                    p++;
                }
                if (p == n) {
                    return BigInteger.ZERO;
                }
                BigInteger[] t = a[k];
                a[k] = a[p];
                a[p] = t;
                sign = -sign;
            }
            for (int i = k + 1; i < n; i++) {
                for (int j = k + 1; j < n; j++) {
                    a[i][j] = a[i][j].multiply(a[k][k])
                            .subtract(a[i][k].multiply(a[k][j]))
                            .divide(prev);
                }
            }
            prev = a[k][k];
        }
        BigInteger det = a[n - 1][n - 1];
        return sign < 0 ? det.negate() : det;
    }

    @Test
    void theBareissDeterminantIsRightOnSmallCases() {
        // K4 has 4^2 = 16 spanning trees (Cayley); the 4-cycle has 4.
        Universe k4 = Universe.builder()
                .addEdge("a", "b")
                .addEdge("a", "c")
                .addEdge("a", "d")
                .addEdge("b", "c")
                .addEdge("b", "d")
                .addEdge("c", "d")
                .build();
        assertThat(kirchhoff(k4)).isEqualTo(BigInteger.valueOf(16));
        Universe c4 = Universe.builder()
                .addEdge("a", "b")
                .addEdge("b", "c")
                .addEdge("c", "d")
                .addEdge("d", "a")
                .build();
        assertThat(kirchhoff(c4)).isEqualTo(BigInteger.valueOf(4));
    }
}
