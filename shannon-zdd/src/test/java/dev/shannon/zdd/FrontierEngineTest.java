package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.ConnectivitySpec;
import dev.shannon.zdd.spec.CycleSpec;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.PathSpec;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The engine itself: both modes, with and without lookahead, long jumps, invariants, misbehaving specs. */
class FrontierEngineTest {

    /** Edge sets using only edges whose number is a multiple of {@code step}: the spec jumps {@code step} ahead. */
    record Stride(int m, int step) implements FrontierSpec {
        @Override
        public int stateSize() {
            return 0;
        }

        @Override
        public int root(int[] state, int at) {
            return m == 0 ? ACCEPT : 0;
        }

        @Override
        public int child(int[] state, int at, int edge, boolean take) {
            int next = edge + step;
            return next < m ? next : ACCEPT;
        }
    }

    @Test
    void longJumpsAreFollowed() {
        Universe.Builder b = Universe.builder();
        for (int i = 0; i < 50; i++) {
            b.addEdge("v" + i, "v" + (i + 1));
        }
        Universe u = b.build(EdgeOrder.AS_GIVEN);
        for (boolean lookahead : new boolean[] {false, true}) {
            FrontierEngine.Built built = FrontierEngine.build(
                    50,
                    new Stride(50, 10),
                    MemoryBudget.unlimited(),
                    FrontierEngine.Options.DEFAULT.withLookahead(lookahead));
            built.zdd().checkInvariants();
            assertThat(built.count()).isEqualTo(32);
            assertThat(built.zdd().nodeCount()).isEqualTo(5);
            assertThat(FrontierEngine.count(
                                    50,
                                    new Stride(50, 10),
                                    MemoryBudget.unlimited(),
                                    FrontierEngine.Options.DEFAULT.withLookahead(lookahead))
                            .count())
                    .isEqualTo(32);
        }
        GraphSet g = GraphSet.build(u, new Stride(50, 10));
        assertThat(g.stream().map(Subgraph::size).reduce(0, Integer::sum)).isEqualTo(5 * 16);
        assertThat(g.contains(Subgraph.of(u, 0, 20, 40))).isTrue();
        assertThat(g.contains(Subgraph.of(u, 0, 21))).isFalse();
    }

    @Provide
    Arbitrary<Universe> multigraphs() {
        return TestGraphs.multigraphs(7, 13, true);
    }

    @Property(tries = 200)
    void modesAndLookaheadAgree(@ForAll("multigraphs") Universe u) {
        int t = u.vertexCount() - 1;
        for (FrontierSpec spec : List.of(
                PathSpec.between(u, 0, t),
                CycleSpec.all(u),
                ConnectivitySpec.forests(u),
                ConnectivitySpec.connected(u),
                DegreeSpec.matchings(u),
                DegreeSpec.matchings(u).and(ConnectivitySpec.trees(u)))) {
            FrontierEngine.Built plain = FrontierEngine.build(
                    u.edgeCount(), spec, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT.withLookahead(false));
            FrontierEngine.Built ahead = FrontierEngine.build(
                    u.edgeCount(), spec, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT.withLookahead(true));
            plain.zdd().checkInvariants();
            ahead.zdd().checkInvariants();
            assertThat(plain.zdd().sameFamily(ahead.zdd())).isTrue();
            assertThat(plain.zdd().nodeCount()).isEqualTo(ahead.zdd().nodeCount());
            BigInteger c = FrontierEngine.count(
                            u.edgeCount(),
                            spec,
                            MemoryBudget.unlimited(),
                            FrontierEngine.Options.DEFAULT.withLookahead(false))
                    .count();
            assertThat(plain.count()).isEqualTo(ahead.count()).isEqualTo(c);
            assertThat(FrontierEngine.count(
                                    u.edgeCount(),
                                    spec,
                                    MemoryBudget.unlimited(),
                                    FrontierEngine.Options.DEFAULT.withLookahead(true))
                            .count())
                    .isEqualTo(c);
        }
    }

    @Test
    void aSpecThatGoesBackwardsIsReported() {
        FrontierSpec bad = new FrontierSpec() {
            @Override
            public int stateSize() {
                return 1;
            }

            @Override
            public int root(int[] state, int at) {
                return 1;
            }

            @Override
            public int child(int[] state, int at, int edge, boolean take) {
                return 0;
            }
        };
        assertThatThrownBy(() -> FrontierEngine.build(
                        3, bad, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT.withLookahead(false)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("went from edge 1 to 0");
    }

    @Test
    void theBudgetStopsRunawaySearches() {
        Universe g = Universe.grid(12, 12);
        assertThatThrownBy(() -> FrontierEngine.count(
                        g.edgeCount(),
                        PathSpec.between(g, 0, 143),
                        new MemoryBudget(1 << 20),
                        FrontierEngine.Options.DEFAULT))
                .isInstanceOf(ZddMemoryLimitException.class)
                .hasMessageContaining("memory limit of 1 MiB");
    }
}
