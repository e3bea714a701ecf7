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
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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

    /**
     * {@link dev.shannon.zdd.core.SearchSpec#children}, which the engine calls, against two calls
     * of {@code child}: the same levels and the same states, on every state reached (up to a few
     * thousand) of the mate specs, which share the work of the two branches, and of a spec that
     * keeps the default.
     */
    @Property(tries = 200)
    void bothChildrenInOneCallAgreeWithChild(@ForAll("multigraphs") Universe u) {
        int t = u.vertexCount() - 1;
        int[] via = {t / 2};
        for (FrontierSpec spec : List.of(
                PathSpec.between(u, 0, t),
                PathSpec.between(u, t, t),
                PathSpec.through(u, 0, t, via),
                PathSpec.hamiltonian(u, 0, t),
                CycleSpec.all(u),
                CycleSpec.through(u, via),
                DegreeSpec.matchings(u))) {
            int w = spec.stateSize();
            int[] root = new int[w];
            int first = spec.root(root, 0);
            ArrayDeque<int[]> todo = new ArrayDeque<>();
            Set<List<Integer>> seen = new HashSet<>();
            if (first >= 0) {
                todo.add(withLevel(root, first));
            }
            while (!todo.isEmpty() && seen.size() < 3000) {
                int[] item = todo.poll();
                if (!seen.add(Arrays.stream(item).boxed().toList())) {
                    continue;
                }
                int edge = item[w];
                int[] skip = Arrays.copyOf(item, w);
                int[] take = Arrays.copyOf(item, w);
                int skipLevel = spec.child(skip, 0, edge, false);
                int takeLevel = spec.child(take, 0, edge, true);
                int[] both = new int[w + 1];
                System.arraycopy(item, 0, both, 1, w);
                int[] taken = new int[w + 2];
                long levels = spec.children(both, 1, taken, 2, edge);
                assertThat((int) levels).as("skip level").isEqualTo(skipLevel);
                assertThat((int) (levels >>> 32)).as("take level").isEqualTo(takeLevel);
                if (skipLevel >= 0) {
                    assertThat(Arrays.copyOfRange(both, 1, w + 1)).isEqualTo(skip);
                    todo.add(withLevel(skip, skipLevel));
                }
                if (takeLevel >= 0) {
                    assertThat(Arrays.copyOfRange(taken, 2, w + 2)).isEqualTo(take);
                    todo.add(withLevel(take, takeLevel));
                }
            }
        }
    }

    private static int[] withLevel(int[] state, int level) {
        int[] item = Arrays.copyOf(state, state.length + 1);
        item[state.length] = level;
        return item;
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
