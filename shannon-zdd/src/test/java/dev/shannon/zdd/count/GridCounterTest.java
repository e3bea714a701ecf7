package dev.shannon.zdd.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.SubgraphKind;
import dev.shannon.zdd.Universe;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The frontier programme against the diagram engine (every family, every small grid and random
 * rectangular grids with random terminals) and against published terms (OEIS).
 */
class GridCounterTest {

    /** OEIS A007764 (offset 1): corner-to-corner simple paths on the n × n grid of vertices, n = 2 … 14. */
    private static final String[] A007764 = {
        "2",
        "12",
        "184",
        "8512",
        "1262816",
        "575780564",
        "789360053252",
        "3266598486981642",
        "41044208702632496804",
        "1568758030464750013214100",
        "182413291514248049241470885236",
        "64528039343270018963357185158482118",
        "69450664761521361664274701548907358996488"
    };

    /** OEIS A140517 (offset 0): cycles in the n × n grid of cells, i.e. on (n + 1) × (n + 1) vertices. */
    private static final String[] A140517 = {
        "0",
        "1",
        "13",
        "213",
        "9349",
        "1222363",
        "487150371",
        "603841648931",
        "2318527339461265",
        "27359264067916806101",
        "988808811046283595068099",
        "109331355810135629946698361371",
        "36954917962039884953387868334644457"
    };

    /** OEIS A003763 (offset 1): Hamiltonian cycles on the 2n × 2n grid of vertices. */
    private static final String[] A003763 = {"1", "6", "1072", "4638576", "467260456608", "1076226888605605706"};

    private static BigInteger count(GridFamily f, int rows, int cols, int from, int to) {
        return GridCounter.count(f, rows, cols, from, to).count();
    }

    @Test
    void cornerPathsFollowA007764() {
        for (int n = 2; n <= 12; n++) {
            assertThat(count(GridFamily.PATHS, n, n, 0, n * n - 1))
                    .as("n=%d", n)
                    .isEqualTo(new BigInteger(A007764[n - 2]));
        }
    }

    @Test
    void cyclesFollowA140517() {
        for (int n = 0; n <= 10; n++) {
            int k = n + 1;
            assertThat(count(GridFamily.CYCLES, k, k, 0, 0)).as("n=%d", n).isEqualTo(new BigInteger(A140517[n]));
        }
    }

    @Test
    void hamiltonianCyclesFollowA003763() {
        for (int n = 1; n <= A003763.length; n++) {
            int k = 2 * n;
            assertThat(count(GridFamily.HAMILTONIAN_CYCLES, k, k, 0, 0))
                    .as("n=%d", n)
                    .isEqualTo(new BigInteger(A003763[n - 1]));
        }
        // An odd number of vertices admits none (the grid is bipartite).
        assertThat(count(GridFamily.HAMILTONIAN_CYCLES, 5, 5, 0, 0)).isZero();
    }

    /** The engine's count of the same family on the same grid, terminals as vertex numbers r * cols + c. */
    private static BigInteger engine(GridFamily f, int rows, int cols, int from, int to) {
        Universe g = Universe.grid(rows, cols);
        return SubgraphKind.parse(f.id()).count(g, from, to);
    }

    @Test
    void everyFamilyOnEverySmallGridMatchesTheDiagramEngine() {
        List<String> wrong = new ArrayList<>();
        for (int rows = 1; rows <= 4; rows++) {
            for (int cols = 1; cols <= 4; cols++) {
                int n = rows * cols;
                for (GridFamily f : GridFamily.values()) {
                    if (!f.hasEnds()) {
                        compare(f, rows, cols, 0, 0, wrong);
                        continue;
                    }
                    for (int s = 0; s < n; s++) {
                        for (int t = 0; t < n; t++) {
                            compare(f, rows, cols, s, t, wrong); // s = t too: the path with no edge
                        }
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    private static void compare(GridFamily f, int rows, int cols, int s, int t, List<String> wrong) {
        BigInteger dp = count(f, rows, cols, s, t);
        BigInteger zdd = engine(f, rows, cols, s, t);
        if (!dp.equals(zdd)) {
            wrong.add(f.id() + " " + rows + "x" + cols + " " + s + "-" + t + ": " + dp + " against " + zdd);
        }
    }

    @Property(tries = 60)
    void randomRectangularGridsMatchTheDiagramEngine(
            @ForAll @IntRange(min = 1, max = 7) int rows,
            @ForAll @IntRange(min = 1, max = 7) int cols,
            @ForAll @IntRange(min = 0, max = 48) int a,
            @ForAll @IntRange(min = 0, max = 48) int b,
            @ForAll GridFamily f) {
        int n = rows * cols;
        int s = a % n;
        int t = b % n;
        if (f.hasEnds() && s == t) {
            t = (t + 1) % n;
            if (s == t) {
                return; // a single vertex: no two terminals
            }
        }
        GridCount c = GridCounter.count(f, rows, cols, s, t);
        assertThat(c.count()).isEqualTo(engine(f, rows, cols, s, t));
        // the bound the Chinese remainder relies on
        assertThat(c.count().bitLength()).isLessThanOrEqualTo(c.boundBits() + 1);
        assertThat(c.count()).isLessThanOrEqualTo(BigInteger.ONE.shiftLeft(c.boundBits()));
    }

    @Property(tries = 30)
    void aGridAndItsTransposeHaveTheSameCounts(
            @ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 9) int cols,
            @ForAll @IntRange(min = 0, max = 53) int a,
            @ForAll GridFamily f) {
        int n = rows * cols;
        int s = a % n;
        int t = n - 1 - s;
        if (f.hasEnds() && s == t) {
            return;
        }
        int sT = (s % cols) * rows + s / cols;
        int tT = (t % cols) * rows + t / cols;
        assertThat(count(f, cols, rows, sT, tT)).isEqualTo(count(f, rows, cols, s, t));
    }

    @Test
    void moreCheckModuliGiveTheSameCount() {
        GridCounter.Options o = GridCounter.Options.defaults().withChecks(4);
        GridCount c = GridCounter.count(GridFamily.PATHS, 9, 9, 0, 80, o);
        assertThat(c.count()).isEqualTo(new BigInteger(A007764[7]));
        assertThat(c.checkModuli()).isEqualTo(4);
        // the degree-constrained subgraphs' bound, 2^58 (the plain one is 2^64): one prime above 2^61 rebuilds it
        assertThat(c.boundBits()).isEqualTo(58);
        assertThat(c.moduliUsed()).isEqualTo(1);
    }

    @Property(tries = 20)
    void fewerModuliAPassGiveTheSameCount(
            @ForAll @IntRange(min = 2, max = 7) int rows,
            @ForAll @IntRange(min = 2, max = 7) int cols,
            @ForAll @IntRange(min = 1, max = 3) int perPass,
            @ForAll @IntRange(min = 1, max = 3) int checks,
            @ForAll GridFamily f) {
        int t = rows * cols - 1;
        GridCounter.Options all = GridCounter.Options.defaults().withChecks(checks);
        GridCount c = GridCounter.count(f, rows, cols, 0, t, all.withModuliPerPass(perPass));
        assertThat(c.count())
                .isEqualTo(GridCounter.count(f, rows, cols, 0, t, all).count());
        assertThat(c.count()).isEqualTo(engine(f, rows, cols, 0, t));
    }

    @Test
    void eachRunIsToldWhenTheModuliGoInGroups() {
        List<String> told = new ArrayList<>();
        CountProgress progress = new CountProgress() {
            @Override
            public void row(int done, int rows, int states) {}

            @Override
            public void run(int run, int runs, int moduli) {
                told.add(run + "/" + runs + ":" + moduli);
            }
        };
        GridCounter.Options o = GridCounter.Options.defaults().withChecks(2).withProgress(progress);
        GridCount c = GridCounter.count(GridFamily.PATHS, 10, 10, 0, 99, o.withModuliPerPass(1));
        int moduli = c.moduliUsed() + c.checkModuli();
        List<String> expected = new ArrayList<>();
        for (int run = 1; run <= moduli; run++) {
            expected.add(run + "/" + moduli + ":1");
        }
        assertThat(told).isEqualTo(expected);
        told.clear();
        GridCounter.count(GridFamily.PATHS, 10, 10, 0, 99, o);
        assertThat(told).as("one run: nothing told").isEmpty();
    }

    @Test
    void whenAllModuliDoNotFitTheyGoInGroups() {
        GridCounter.Options o = GridCounter.Options.defaults().withChecks(2);
        GridCount all = GridCounter.count(GridFamily.PATHS, 10, 10, 0, 99, o);
        assertThat(all.count()).isEqualTo(new BigInteger(A007764[8]));
        // a limit below what all moduli need at once, above what one needs
        long limit = all.peakBytes() * 2 / 3;
        GridCount grouped = GridCounter.count(GridFamily.PATHS, 10, 10, 0, 99, o.withMemoryLimit(limit));
        assertThat(grouped.count()).isEqualTo(all.count());
        assertThat(grouped.peakBytes()).isLessThanOrEqualTo(limit);
        assertThatThrownBy(() -> GridCounter.count(
                        GridFamily.PATHS,
                        10,
                        10,
                        0,
                        99,
                        o.withMemoryLimit(limit).withModuliPerPass(all.moduliUsed() + 2)))
                .isInstanceOf(CountMemoryLimitException.class);
    }

    @Test
    void theBoundIsTightOnTheLadder() {
        // 2 × n corner to corner: 2^(n-1) paths, exactly the bound 2^((2-1)(n-1)).
        GridCount c = GridCounter.count(GridFamily.PATHS, 2, 40, 0, 79);
        assertThat(c.count()).isEqualTo(BigInteger.ONE.shiftLeft(39));
        assertThat(c.boundBits()).isEqualTo(39);
    }

    @Test
    void progressIsToldOncePerRowOfTheSweep() {
        List<String> rows = new ArrayList<>();
        GridCounter.count(
                GridFamily.CYCLES,
                3,
                5,
                0,
                0,
                GridCounter.Options.defaults().withProgress((done, all, states) -> rows.add(done + "/" + all)));
        // swept the long way: 5 rows of 3
        assertThat(rows).containsExactly("1/5", "2/5", "3/5", "4/5", "5/5");
    }

    @Test
    void whatItDoesNotCountIsRefused() {
        assertThat(GridCounter.applies(GridFamily.PATHS, 3, 3, 0, 9)).isFalse();
        assertThat(GridCounter.applies(GridFamily.PATHS, 3, 3, -1, 4)).isFalse();
        assertThat(GridCounter.applies(GridFamily.CYCLES, 31, 40, 0, 0)).isFalse();
        assertThat(GridCounter.applies(GridFamily.CYCLES, 30, 500, 0, 0)).isTrue();
        // long thin grids: more moduli than GraphSet's big integers are worth
        assertThat(GridCounter.applies(GridFamily.CYCLES, 2, GridCounter.MAX_BOUND_BITS + 1, 0, 0))
                .isTrue();
        assertThat(GridCounter.applies(GridFamily.CYCLES, 2, GridCounter.MAX_BOUND_BITS + 2, 0, 0))
                .isFalse();
        assertThatThrownBy(() -> GridCounter.count(GridFamily.PATHS, 3, 3, 4, 9))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3x3");
    }

    @Test
    void aPathFromAVertexToItselfIsThePathWithNoEdge() {
        assertThat(GridCounter.applies(GridFamily.PATHS, 3, 3, 4, 4)).isTrue();
        assertThat(count(GridFamily.PATHS, 3, 3, 4, 4)).isEqualTo(BigInteger.ONE);
        assertThat(count(GridFamily.HAMILTONIAN_PATHS, 3, 3, 4, 4)).isZero();
        assertThat(count(GridFamily.HAMILTONIAN_PATHS, 1, 1, 0, 0)).isEqualTo(BigInteger.ONE);
    }

    @Test
    void aStepBeyondTheMemoryLimitStopsWithOneMessage() {
        GridCounter.Options tiny = GridCounter.Options.defaults().withMemoryLimit(200_000);
        assertThatThrownBy(() -> GridCounter.count(GridFamily.PATHS, 12, 12, 0, 143, tiny))
                .isInstanceOf(CountMemoryLimitException.class)
                .hasMessageContaining("frontier states");
    }
}
