package dev.shannon.zdd.core;

import dev.shannon.zdd.Universe;
import dev.shannon.zdd.ZddMemoryLimitException;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.ConnectivitySpec;
import dev.shannon.zdd.spec.CycleSpec;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.PathSpec;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Counting shared between threads gives exactly the single-thread count: every level handed
 * to the workers (threshold 0), with two and three threads, for specs whose states and counts
 * differ in size, with and without lookahead.
 */
class ParallelCountTest {

    @Provide
    Arbitrary<Universe> multigraphs() {
        Arbitrary<int[]> ends = Arbitraries.integers().between(0, 7).array(int[].class).ofSize(2);
        return Combinators.combine(Arbitraries.integers().between(2, 8), ends.list().ofMinSize(1).ofMaxSize(16))
                .as((n, edges) -> {
                    Universe.Builder b = Universe.builder();
                    for (int v = 0; v < n; v++) {
                        b.addVertex("v" + v);
                    }
                    for (int[] e : edges) {
                        b.addEdge("v" + e[0] % n, "v" + e[1] % n);
                    }
                    return b.build(EdgeOrder.AS_GIVEN);
                });
    }

    @Property(tries = 300)
    void everyThreadCountGivesTheSameCount(@ForAll("multigraphs") Universe u) {
        int t = u.vertexCount() - 1;
        for (FrontierSpec spec : List.of(PathSpec.between(u, 0, t), CycleSpec.all(u), ConnectivitySpec.forests(u),
                ConnectivitySpec.connected(u), DegreeSpec.matchings(u),
                DegreeSpec.matchings(u).and(ConnectivitySpec.trees(u)))) {
            for (boolean lookahead : new boolean[] {false, true}) {
                BigInteger one = FrontierEngine.count(u.edgeCount(), spec, MemoryBudget.unlimited(), lookahead, 1, 0)
                        .count();
                for (int threads = 2; threads <= 3; threads++) {
                    MemoryBudget budget = MemoryBudget.unlimited();
                    FrontierEngine.Counted shared = FrontierEngine.count(u.edgeCount(), spec, budget, lookahead,
                            threads, 0);
                    assertThat(shared.count()).isEqualTo(one);
                    assertThat(budget.used()).as("every array released").isZero();
                }
            }
        }
    }

    @Test
    void aLargeGridIsSharedAndCountedExactly() {
        // 12x12 corner paths (OEIS A007764): levels of tens of thousands of states, counts past 2^63.
        Universe g = Universe.grid(12, 12);
        MemoryBudget budget = MemoryBudget.unlimited();
        FrontierEngine.Counted c = FrontierEngine.count(g.edgeCount(), PathSpec.between(g, 0, 143), budget, false, 2);
        assertThat(c.count()).isEqualTo(new BigInteger("182413291514248049241470885236"));
        assertThat(c.stats().widestLevel()).isGreaterThan(FrontierEngine.PARALLEL_LEVEL);
        assertThat(budget.used()).isZero();
    }

    @Test
    void theBudgetStopsASharedSearchWithItsOwnError() {
        Universe g = Universe.grid(12, 12);
        assertThatThrownBy(() -> FrontierEngine.count(g.edgeCount(), PathSpec.between(g, 0, 143),
                new MemoryBudget(8 << 20), false, 2, 0)).isInstanceOf(ZddMemoryLimitException.class)
                .hasMessageContaining("memory limit of 8 MiB");
    }

    @Test
    void threadsMustBePositive() {
        Universe g = Universe.grid(2, 2);
        assertThatThrownBy(() -> FrontierEngine.count(g.edgeCount(), PathSpec.between(g, 0, 3),
                MemoryBudget.unlimited(), false, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
