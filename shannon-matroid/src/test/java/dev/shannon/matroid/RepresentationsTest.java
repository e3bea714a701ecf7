package dev.shannon.matroid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Every direct construction (dual, contraction, deletion, fundamental circuits) against the rank-only definition. */
class RepresentationsTest {
    @Property(tries = 200)
    void matrixMinorsAndDualsMatchTheirDefinitions(
            @ForAll @IntRange(min = 2, max = 5) int p,
            @ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 11) int cols,
            @ForAll long seed) {
        if (!LinearMatroid.isPrime(p)) {
            return;
        }
        Random rnd = new Random(seed);
        Matroid m = RandomMatroids.matrix(rnd, p, rows, cols);
        long[] c = randomSet(rnd, cols);
        assertSameRanks(m.dual(), new DualView(m), cols);
        assertSameRanks(m.dual().dual(), m, cols);
        assertSameRanks(m.contract(c), new ContractionView(m, c), cols);
        assertSameRanks(m.delete(c), new DeletionView(m, c), cols);
        assertSameCircuits(m, rnd);
        assertSameCircuits(m.dual(), rnd);
    }

    /**
     * The binary matroid is the linear matroid over GF(2) with a faster kernel: on random 0/1
     * matrices both kernels give the same ranks, the same matrices for the dual and the minors
     * (entry by entry: one standard representation), and the same fundamental circuits.
     */
    @Property(tries = 200)
    void binaryKernelAgreesWithTheLinearOneOverGf2(
            @ForAll @IntRange(min = 1, max = 7) int rows,
            @ForAll @IntRange(min = 0, max = 11) int cols,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        int[][] a = RandomMatroids.entries(rnd, 2, rows, cols);
        BinaryMatroid binary = BinaryMatroid.ofRows(a);
        LinearMatroid linear = LinearMatroid.ofRows(2, a);
        long[] c = randomSet(rnd, cols);
        assertSameMatrix(binary, linear);
        assertSameMatrix(binary.dual(), linear.dual());
        assertSameMatrix(binary.dual().dual(), linear.dual().dual());
        assertSameMatrix(binary.contract(c), linear.contract(c));
        assertSameMatrix(binary.delete(c), linear.delete(c));
        assertSameRanks(binary, linear, cols);
        assertSameRanks(binary.dual(), linear.dual(), cols);
        long[] basis = Bits.empty(cols);
        for (int x = 0; x < cols; x++) {
            if (rnd.nextBoolean() && linear.isIndependent(Bits.with(basis, x))) {
                Bits.set(basis, x);
            }
        }
        ExchangeOracle fast = binary.exchange(basis);
        ExchangeOracle general = linear.exchange(basis);
        for (int x = 0; x < cols; x++) {
            long[] f = fast.circuit(x);
            long[] g = general.circuit(x);
            assertThat(f == null ? null : Bits.toString(f)).isEqualTo(g == null ? null : Bits.toString(g));
        }
        assertThat(binary.describe()).isEqualTo("binary " + rows + "x" + cols);
        assertThat(linear.describe()).isEqualTo("linear over GF(2) " + rows + "x" + cols);
    }

    private static void assertSameMatrix(LinearMatroid a, LinearMatroid b) {
        assertThat(a.prime()).isEqualTo(b.prime());
        assertThat(a.rows()).isEqualTo(b.rows());
        assertThat(a.size()).isEqualTo(b.size());
        for (int i = 0; i < a.rows(); i++) {
            for (int j = 0; j < a.size(); j++) {
                assertThat(a.entry(i, j)).as("entry %d,%d", i, j).isEqualTo(b.entry(i, j));
            }
        }
    }

    @Property(tries = 200)
    void forestPathsAreFundamentalCircuits(
            @ForAll @IntRange(min = 1, max = 7) int n, @ForAll @IntRange(min = 0, max = 14) int m, @ForAll long seed) {
        Random rnd = new Random(seed);
        int[] u = new int[m];
        int[] v = new int[m];
        for (int e = 0; e < m; e++) {
            u[e] = rnd.nextInt(n);
            v[e] = rnd.nextInt(n);
        }
        GraphicMatroid g = new GraphicMatroid(Multigraph.ofIndices(n, u, v));
        assertSameCircuits(g, rnd);
        assertSameCircuits(g.dual(), rnd);
        assertSameRanks(g.dual(), new DualView(g), m);
        assertSameRanks(g, GraphGames.incidenceMatrix(g.graph()), m);
    }

    @Test
    void uniformDualAndMinors() {
        Random rnd = new Random(11);
        for (int n = 1; n <= 8; n++) {
            for (int r = 0; r <= n; r++) {
                UniformMatroid u = new UniformMatroid(r, n);
                assertSameRanks(u.dual(), new DualView(u), n);
                long[] c = randomSet(rnd, n);
                long[] d = randomSet(rnd, n);
                assertSameRanks(u.contract(c), new ContractionView(u, c), n);
                assertSameRanks(u.delete(d), new DeletionView(u, d), n);
                assertSameRanks(u.contract(c).delete(d), new DeletionView(new ContractionView(u, c), d), n);
                assertSameRanks(u.contract(c).dual(), new DualView(new ContractionView(u, c)), n);
                assertSameCircuits(u.contract(c).delete(d), rnd);
            }
        }
    }

    @Test
    void explicitMatroidsAreCheckedOnInput() {
        ExplicitMatroid u24 = ExplicitMatroid.ofBases(
                4,
                List.of(
                        new int[] {0, 1},
                        new int[] {0, 2},
                        new int[] {0, 3},
                        new int[] {1, 2},
                        new int[] {1, 3},
                        new int[] {2, 3}));
        assertSameRanks(u24, new UniformMatroid(2, 4), 4);
        // Two disjoint pairs are not the bases of a matroid: exchange 0 out of {0,1} against {2,3} fails.
        assertThatThrownBy(() -> ExplicitMatroid.ofBases(4, List.of(new int[] {0, 1}, new int[] {2, 3})))
                .hasMessageContaining("basis exchange");
        assertThatThrownBy(() -> ExplicitMatroid.ofBases(3, List.of(new int[] {0, 1}, new int[] {2})))
                .hasMessageContaining("differ in size");
        ExplicitMatroid triangle = ExplicitMatroid.ofCircuits(3, List.of(new int[] {0, 1, 2}));
        assertSameRanks(triangle, new UniformMatroid(2, 3), 3);
        assertThatThrownBy(() -> ExplicitMatroid.ofCircuits(4, List.of(new int[] {0, 1, 2}, new int[] {1, 2, 3})))
                .hasMessageContaining("elimination");
        assertThatThrownBy(() -> ExplicitMatroid.ofCircuits(3, List.of(new int[] {0, 1}, new int[] {0, 1, 2})))
                .hasMessageContaining("lies inside");
    }

    @Property(tries = 60)
    void explicitFromBasesAndCircuitsOfAMatrix(
            @ForAll @IntRange(min = 1, max = 4) int rows,
            @ForAll @IntRange(min = 1, max = 8) int cols,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        Matroid m = RandomMatroids.matrix(rnd, 2, rows, cols);
        int r = m.rank();
        List<int[]> bases = new ArrayList<>();
        List<int[]> circuits = new ArrayList<>();
        for (long mask = 0; mask < 1L << cols; mask++) {
            long[] s = {mask};
            int size = Long.bitCount(mask);
            if (size == r && m.rank(s) == r) {
                bases.add(Bits.toArray(s));
            }
            boolean circuit = size > 0 && m.rank(s) == size - 1;
            for (long rest = mask; rest != 0 && circuit; rest &= rest - 1) {
                circuit = m.rank(new long[] {mask & ~(rest & -rest)}) == size - 1;
            }
            if (circuit) {
                circuits.add(Bits.toArray(s));
            }
        }
        assertSameRanks(ExplicitMatroid.ofBases(cols, bases), m, cols);
        assertSameRanks(ExplicitMatroid.ofCircuits(cols, circuits), m, cols);
    }

    private static long[] randomSet(Random rnd, int n) {
        long[] s = Bits.empty(n);
        for (int i = 0; i < n; i++) {
            if (rnd.nextBoolean()) {
                Bits.set(s, i);
            }
        }
        return s;
    }

    private static void assertSameRanks(Matroid a, Matroid b, int n) {
        assertThat(a.size()).isEqualTo(n);
        assertThat(b.size()).isEqualTo(n);
        for (long mask = 0; mask < 1L << n; mask++) {
            long[] s = {mask};
            assertThat(a.rank(s)).as("rank of %s", Bits.toString(s)).isEqualTo(b.rank(s));
        }
    }

    /** Fundamental circuits of a greedy random basis against the rank-only oracle. */
    private static void assertSameCircuits(Matroid m, Random rnd) {
        int n = m.size();
        long[] basis = Bits.empty(n);
        for (int x = 0; x < n; x++) {
            if (rnd.nextInt(3) > 0 && m.isIndependent(Bits.with(basis, x))) {
                Bits.set(basis, x);
            }
        }
        ExchangeOracle fast = m.exchange(basis);
        ExchangeOracle slow = new RankExchange(m, basis);
        for (int x = 0; x < n; x++) {
            if (!Bits.get(basis, x)) {
                long[] f = fast.circuit(x);
                long[] s = slow.circuit(x);
                assertThat(f == null ? null : Bits.toString(f)).isEqualTo(s == null ? null : Bits.toString(s));
            }
        }
    }
}
