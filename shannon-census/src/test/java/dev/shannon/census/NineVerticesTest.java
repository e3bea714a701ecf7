package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.SwitchingSolver;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Positions on 9 vertices and their minors in one {@code long}, and the solver on them. */
class NineVerticesTest {

    /** A random simple graph on n vertices, each pair an edge with probability p. */
    static int[] randomSimple(int n, double p, Random random) {
        int[] w = new int[MinorCode.CELLS];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (random.nextDouble() < p) {
                    w[a * MinorCode.STRIDE + b] = 1;
                    w[b * MinorCode.STRIDE + a] = 1;
                }
            }
        }
        return w;
    }

    /** Every minor met along random plays from a simple 9-vertex graph encodes, decodes to itself and keeps its canonical code. */
    @Property(tries = 300)
    void everyMinorOfANineVertexGraphFitsOneLong(@ForAll @IntRange(min = 0, max = 100) int percent, @ForAll long seed) {
        Random random = new Random(seed);
        int n = 9;
        int[] w = randomSimple(n, percent / 100.0, random);
        int[] identity = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        CanonicalForm canonical = new CanonicalForm();
        int[] back = new int[MinorCode.CELLS];
        while (true) {
            long code = MinorCode.encode(n, w, identity);
            assertThat(MinorCode.vertices(code)).isEqualTo(n);
            assertThat(MinorCode.decode(code, back)).isEqualTo(n);
            for (int i = 0; i < n * MinorCode.STRIDE; i++) {
                assertThat(back[i]).isEqualTo(w[i]);
            }
            long canon = canonical.code(n, w);
            assertThat(canonical.code(n, TestGraphs.relabel(n, w, TestGraphs.randomPermutation(n, random))))
                    .isEqualTo(canon);
            int[] edge = randomEdge(n, w, random);
            if (edge == null) {
                return;
            }
            if (random.nextBoolean() || edge[1] == 1) { // contracting s–t would end the game
                w[edge[0] * MinorCode.STRIDE + edge[1]]--;
                w[edge[1] * MinorCode.STRIDE + edge[0]]--;
            } else {
                w = contract(n, w, edge[0], edge[1]);
                n--;
            }
        }
    }

    @Test
    void theDensestMinorsFit() {
        int[] complete = randomSimple(9, 1.0, new Random(1));
        int[] identity = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        assertThat(MinorCode.edges(MinorCode.encode(9, complete, identity))).isEqualTo(36);
        int[] eight = contract(9, complete, 2, 3); // 35 edges on 8 vertices: 63 bits
        long code = MinorCode.encode(8, eight, identity);
        assertThat(MinorCode.edges(code)).isEqualTo(35);
        assertThat(MinorCode.vertices(code)).isEqualTo(8);
        int[] seven = contract(8, eight, 3, 4);
        assertThat(MinorCode.edges(MinorCode.encode(7, seven, identity))).isEqualTo(34);
        complete[2 * MinorCode.STRIDE + 3] = 2;
        complete[3 * MinorCode.STRIDE + 2] = 2;
        assertThatThrownBy(() -> MinorCode.encode(9, complete, identity)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The census search on 9-vertex graphs agrees with Lehman's theorem as the project's solver decides it. */
    @Property(tries = 60)
    void theSolverAgreesWithLehmanOnNineVertices(@ForAll @IntRange(min = 10, max = 30) int percent, @ForAll long seed) {
        int[] w = randomSimple(9, percent / 100.0, new Random(seed));
        Multigraph g = TestGraphs.multigraph(9, w);
        long[] disagreements = new long[1];
        CensusSolver solver = new CensusSolver(1 << 16, TestGraphs.countingDisagreements(disagreements));
        int answer = solver.solve(9, w);
        Analysis lehman = SwitchingSolver.lehman().solve(g, 0, 1);
        assertThat((answer & CensusSolver.SHORT_WINS_SHORT_FIRST) != 0)
                .isEqualTo(lehman.shortFirst().winner() == Player.SHORT);
        assertThat((answer & CensusSolver.SHORT_WINS_CUT_FIRST) != 0)
                .isEqualTo(lehman.cutFirst().winner() == Player.SHORT);
        assertThat(disagreements[0]).isZero();
    }

    private static int[] randomEdge(int n, int[] w, Random random) {
        int total = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                total += w[a * MinorCode.STRIDE + b];
            }
        }
        if (total == 0) {
            return null;
        }
        int pick = random.nextInt(total);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                pick -= w[a * MinorCode.STRIDE + b];
                if (pick < 0) {
                    return new int[] {a, b};
                }
            }
        }
        throw new AssertionError();
    }

    /** Merges b into a (a &lt; b); the a–b edges disappear. */
    static int[] contract(int n, int[] w, int a, int b) {
        int[] out = new int[MinorCode.CELLS];
        int[] index = new int[n];
        for (int v = 0, k = 0; v < n; v++) {
            index[v] = v == b ? a : k++;
        }
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                int ix = index[x == b ? a : x];
                int iy = index[y == b ? a : y];
                if (ix != iy) {
                    out[ix * MinorCode.STRIDE + iy] += w[x * MinorCode.STRIDE + y];
                }
            }
        }
        return out;
    }
}
