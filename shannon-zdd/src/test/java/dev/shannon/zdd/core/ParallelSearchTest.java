package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.Universe;
import dev.shannon.zdd.ZddMemoryLimitException;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.ConnectivitySpec;
import dev.shannon.zdd.spec.CycleSpec;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.PathSpec;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Counting and building shared between threads give exactly the single-thread count and
 * diagram: every level handed to the workers (threshold 0), with two and three threads, for
 * specs whose states and counts differ in size, with and without lookahead, and with long jumps.
 */
class ParallelSearchTest {

    @Provide
    Arbitrary<Universe> multigraphs() {
        Arbitrary<int[]> ends =
                Arbitraries.integers().between(0, 7).array(int[].class).ofSize(2);
        return Combinators.combine(
                        Arbitraries.integers().between(2, 8),
                        ends.list().ofMinSize(1).ofMaxSize(16))
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
        for (FrontierSpec spec : List.of(
                PathSpec.between(u, 0, t),
                CycleSpec.all(u),
                ConnectivitySpec.forests(u),
                ConnectivitySpec.connected(u),
                DegreeSpec.matchings(u),
                DegreeSpec.matchings(u).and(ConnectivitySpec.trees(u)))) {
            for (boolean lookahead : new boolean[] {false, true}) {
                BigInteger one = FrontierEngine.count(
                                u.edgeCount(), spec, MemoryBudget.unlimited(), everyLevel(lookahead, 1))
                        .count();
                for (int threads = 2; threads <= 3; threads++) {
                    MemoryBudget budget = MemoryBudget.unlimited();
                    FrontierEngine.Counted shared =
                            FrontierEngine.count(u.edgeCount(), spec, budget, everyLevel(lookahead, threads));
                    assertThat(shared.count()).isEqualTo(one);
                    assertThat(budget.used()).as("every array released").isZero();
                }
            }
        }
    }

    @Property(tries = 300)
    void everyThreadCountBuildsTheSameDiagram(@ForAll("multigraphs") Universe u) {
        int t = u.vertexCount() - 1;
        for (FrontierSpec spec : List.of(
                PathSpec.between(u, 0, t),
                CycleSpec.all(u),
                ConnectivitySpec.forests(u),
                ConnectivitySpec.connected(u),
                DegreeSpec.matchings(u).and(ConnectivitySpec.trees(u)),
                new Padded(PathSpec.between(u, 0, t), 4))) {
            for (boolean lookahead : new boolean[] {false, true}) {
                FrontierEngine.Built one =
                        FrontierEngine.build(u.edgeCount(), spec, MemoryBudget.unlimited(), everyLevel(lookahead, 1));
                for (int threads = 2; threads <= 3; threads++) {
                    FrontierEngine.Built shared = FrontierEngine.build(
                            u.edgeCount(), spec, MemoryBudget.unlimited(), everyLevel(lookahead, threads));
                    shared.zdd().checkInvariants();
                    assertThat(shared.zdd().sameFamily(one.zdd())).isTrue();
                    assertSameNodes(shared.zdd(), one.zdd());
                    assertThat(shared.count()).isEqualTo(one.count());
                    assertThat(shared.stats().unreducedNodes())
                            .isEqualTo(one.stats().unreducedNodes());
                }
            }
        }
    }

    /**
     * A search that starts on one thread and brings the others in at the first level of at
     * least {@code joinFrom} records ({@link FrontierEngine.Options#joinFrom}) — records already
     * made for the levels ahead are filed anew by part — builds and counts exactly what one
     * thread does, node for node.
     */
    @Property(tries = 100)
    void threadsJoiningMidSearchGiveTheSameDiagramAndCount(
            @ForAll("multigraphs") Universe u, @ForAll @IntRange(min = 1, max = 40) int joinFrom) {
        int t = u.vertexCount() - 1;
        for (FrontierSpec spec : List.of(
                PathSpec.between(u, 0, t), CycleSpec.all(u), ConnectivitySpec.connected(u), new Stride(40, 3))) {
            int levels = spec instanceof Stride ? 40 : u.edgeCount();
            FrontierEngine.Built one =
                    FrontierEngine.build(levels, spec, MemoryBudget.unlimited(), everyLevel(true, 1));
            for (int threads = 2; threads <= 3; threads++) {
                FrontierEngine.Options joining = everyLevel(true, threads).joiningFrom(joinFrom);
                FrontierEngine.Built shared = FrontierEngine.build(levels, spec, MemoryBudget.unlimited(), joining);
                shared.zdd().checkInvariants();
                assertSameNodes(shared.zdd(), one.zdd());
                assertThat(shared.count()).isEqualTo(one.count());
                assertThat(shared.stats().unreducedNodes())
                        .isEqualTo(one.stats().unreducedNodes());
                MemoryBudget budget = MemoryBudget.unlimited();
                assertThat(FrontierEngine.count(levels, spec, budget, joining).count())
                        .isEqualTo(one.count());
                assertThat(budget.used()).as("every counting array released").isZero();
            }
        }
    }

    @Test
    void threadsJoinAtJoinLevelUnlessEveryLevelIsShared() {
        assertThat(FrontierEngine.Options.DEFAULT.joinFrom()).isEqualTo(FrontierEngine.JOIN_LEVEL);
        assertThat(FrontierEngine.Options.DEFAULT.sharingFrom(0).joinFrom()).isZero();
        assertThat(FrontierEngine.Options.DEFAULT.sharingFrom(1 << 20).joinFrom())
                .isEqualTo(FrontierEngine.JOIN_LEVEL);
        assertThatThrownBy(() -> FrontierEngine.Options.DEFAULT.joiningFrom(-1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * {@code inner}'s family with {@code pad} more words of state, each a function of the inner
     * words (so the states stay as distinct as the inner ones): states of several longs, which
     * the small graphs' own specs never have.
     */
    record Padded(FrontierSpec inner, int pad) implements FrontierSpec {
        @Override
        public int stateSize() {
            return inner.stateSize() + pad;
        }

        @Override
        public int root(int[] state, int at) {
            int level = inner.root(state, at);
            fill(state, at);
            return level;
        }

        @Override
        public int child(int[] state, int at, int edge, boolean take) {
            int level = inner.child(state, at, edge, take);
            fill(state, at);
            return level;
        }

        private void fill(int[] state, int at) {
            int words = inner.stateSize();
            int h = 17;
            for (int i = 0; i < words; i++) {
                h = h * 31 + state[at + i];
            }
            for (int i = 0; i < pad; i++) {
                state[at + words + i] = h * (i + 1);
            }
        }
    }

    /**
     * {@code inner} (of one or two words) handed to the engine as a spec on longs
     * ({@link SearchSpec#onLongs}), through {@link SearchSpec#children(long, int, long[])}'s
     * default: the engine's expansion of keys, and the stepper's lookahead on them.
     */
    record OnLongs(FrontierSpec inner) implements FrontierSpec {
        @Override
        public int stateSize() {
            return inner.stateSize();
        }

        @Override
        public int root(int[] state, int at) {
            return inner.root(state, at);
        }

        @Override
        public int child(int[] state, int at, int edge, boolean take) {
            return inner.child(state, at, edge, take);
        }

        @Override
        public boolean looksAhead() {
            return inner.looksAhead();
        }

        @Override
        public boolean onLongs() {
            return true;
        }
    }

    /**
     * A spec on longs builds node for node the diagram its ints build, on one, two and three
     * threads, with and without lookahead, the threads joining from the start or part way. (Each
     * try builds up to 48 diagrams: 150 tries took 150 s of the build's tests; audit13 ran 3,632
     * specs through this path, docs/history/benchmarks-2026-12-05.md.)
     */
    @Property(tries = 40)
    void aSpecOnLongsBuildsAsOnInts(
            @ForAll("multigraphs") Universe u, @ForAll @IntRange(min = 0, max = 40) int joinFrom) {
        int t = u.vertexCount() - 1;
        for (FrontierSpec spec : List.of(
                PathSpec.between(u, 0, t),
                CycleSpec.all(u),
                ConnectivitySpec.forests(u),
                DegreeSpec.matchings(u),
                new Stride(40, 3),
                new Padded(new Stride(40, 2), 1))) {
            if (spec.stateSize() > 2) {
                continue;
            }
            int levels = spec instanceof Stride || spec instanceof Padded ? 40 : u.edgeCount();
            for (boolean lookahead : new boolean[] {false, true}) {
                FrontierEngine.Built ints =
                        FrontierEngine.build(levels, spec, MemoryBudget.unlimited(), everyLevel(lookahead, 1));
                for (int threads = 1; threads <= 3; threads++) {
                    FrontierEngine.Options options =
                            everyLevel(lookahead, threads).joiningFrom(joinFrom);
                    FrontierEngine.Built longs =
                            FrontierEngine.build(levels, new OnLongs(spec), MemoryBudget.unlimited(), options);
                    longs.zdd().checkInvariants();
                    assertSameNodes(longs.zdd(), ints.zdd());
                    assertThat(longs.count()).isEqualTo(ints.count());
                    assertThat(longs.stats().unreducedNodes())
                            .isEqualTo(ints.stats().unreducedNodes());
                }
            }
        }
    }

    /** Edge sets using only every {@code step}-th edge: links that jump past the three-bit field. */
    record Stride(int m, int step) implements FrontierSpec {
        @Override
        public int stateSize() {
            return 1;
        }

        @Override
        public int root(int[] state, int at) {
            state[at] = 0;
            return 0;
        }

        @Override
        public int child(int[] state, int at, int edge, boolean take) {
            // The state counts taken edges modulo 3, so a level holds several states to share out.
            if (take) {
                state[at] = (state[at] + 1) % 3;
            }
            int next = edge + step;
            return next < m ? next : ACCEPT;
        }
    }

    @Test
    void longJumpsSurviveASharedBuild() {
        FrontierEngine.Built one =
                FrontierEngine.build(200, new Stride(200, 10), MemoryBudget.unlimited(), everyLevel(false, 1));
        FrontierEngine.Built two =
                FrontierEngine.build(200, new Stride(200, 10), MemoryBudget.unlimited(), everyLevel(false, 2));
        two.zdd().checkInvariants();
        assertThat(two.zdd().sameFamily(one.zdd())).isTrue();
        assertThat(two.count()).isEqualTo(BigInteger.ONE.shiftLeft(20));
    }

    @Test
    void aLargeGridIsBuiltSharedAndExactly() {
        Universe g = Universe.grid(9, 9);
        FrontierEngine.Built one = FrontierEngine.build(
                g.edgeCount(),
                PathSpec.between(g, 0, 80),
                MemoryBudget.unlimited(),
                FrontierEngine.Options.DEFAULT.withLookahead(true).withThreads(1));
        FrontierEngine.Built two = FrontierEngine.build(
                g.edgeCount(),
                PathSpec.between(g, 0, 80),
                MemoryBudget.unlimited(),
                FrontierEngine.Options.DEFAULT
                        .withLookahead(true)
                        .withThreads(2)
                        .sharingFrom(1 << 10));
        assertThat(two.count()).isEqualTo(new BigInteger("3266598486981642"));
        assertThat(two.zdd().nodeCount()).isEqualTo(110_189);
        assertThat(two.zdd().sameFamily(one.zdd())).isTrue();
        assertSameNodes(two.zdd(), one.zdd());
    }

    @Test
    void aLargeGridIsSharedAndCountedExactly() {
        // 12x12 corner paths (OEIS A007764): levels of tens of thousands of states, counts past 2^63.
        Universe g = Universe.grid(12, 12);
        MemoryBudget budget = MemoryBudget.unlimited();
        FrontierEngine.Counted c = FrontierEngine.count(
                g.edgeCount(),
                PathSpec.between(g, 0, 143),
                budget,
                FrontierEngine.Options.DEFAULT
                        .withLookahead(false)
                        .withThreads(2)
                        .sharingFrom(FrontierEngine.PARALLEL_LEVEL));
        assertThat(c.count()).isEqualTo(new BigInteger("182413291514248049241470885236"));
        assertThat(c.stats().widestLevel()).isGreaterThan(FrontierEngine.PARALLEL_LEVEL);
        assertThat(budget.used()).isZero();
    }

    @Test
    void theBudgetStopsASharedSearchWithItsOwnError() {
        Universe g = Universe.grid(12, 12);
        assertThatThrownBy(() -> FrontierEngine.count(
                        g.edgeCount(), PathSpec.between(g, 0, 143), new MemoryBudget(2 << 20), everyLevel(false, 2)))
                .isInstanceOf(ZddMemoryLimitException.class)
                .hasMessageContaining("memory limit of 2 MiB");
    }

    @Test
    void theBudgetStopsASharedBuildWithItsOwnError() {
        Universe g = Universe.grid(12, 12);
        assertThatThrownBy(() -> FrontierEngine.build(
                        g.edgeCount(), PathSpec.between(g, 0, 143), new MemoryBudget(8 << 20), everyLevel(true, 2)))
                .isInstanceOf(ZddMemoryLimitException.class)
                .hasMessageContaining("memory limit of 8 MiB");
    }

    @Test
    void threadsMustBePositive() {
        Universe g = Universe.grid(2, 2);
        assertThatThrownBy(() -> FrontierEngine.count(
                        g.edgeCount(),
                        PathSpec.between(g, 0, 3),
                        MemoryBudget.unlimited(),
                        FrontierEngine.Options.DEFAULT.withThreads(0)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FrontierEngine.build(
                        g.edgeCount(),
                        PathSpec.between(g, 0, 3),
                        MemoryBudget.unlimited(),
                        FrontierEngine.Options.DEFAULT.withThreads(0)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * The same nodes in the same order: a shared build numbers each level's states as one thread
     * does (in the order of their parents), and the shared reduction numbers nodes as the
     * sequential one does.
     */
    static void assertSameNodes(Zdd shared, Zdd one) {
        assertThat(shared.size()).isEqualTo(one.size());
        assertThat(shared.root()).isEqualTo(one.root());
        for (int node = 2; node < one.size(); node++) {
            assertThat(new int[] {shared.var(node), shared.lo(node), shared.hi(node)})
                    .as("node %d", node)
                    .containsExactly(one.var(node), one.lo(node), one.hi(node));
        }
    }

    /** Options that share every level between the threads, however small. */
    private static FrontierEngine.Options everyLevel(boolean lookahead, int threads) {
        return FrontierEngine.Options.DEFAULT
                .withLookahead(lookahead)
                .withThreads(threads)
                .sharingFrom(0);
    }
}
