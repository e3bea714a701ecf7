package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Graph sets of one universe share a node table: results must not depend on what else lives
 * there, on collections, on threads, or on which of two equal universe objects made a set.
 */
class SharedTableTest {

    @Provide
    Arbitrary<GraphSetAlgebraTest.Case> cases() {
        return new GraphSetAlgebraTest().cases();
    }

    private static Set<Long> union(Set<Long> a, Set<Long> b) {
        Set<Long> s = new HashSet<>(a);
        s.addAll(b);
        return s;
    }

    private static Set<Long> intersection(Set<Long> a, Set<Long> b) {
        Set<Long> s = new HashSet<>(a);
        s.retainAll(b);
        return s;
    }

    @Property(tries = 100)
    void resultsSurviveCollectionsAndGarbage(@ForAll("cases") GraphSetAlgebraTest.Case c) {
        GraphSet a = c.setA();
        GraphSet b = c.setB();
        GraphSet u = a.union(b);
        GraphSet i = a.intersection(b);
        SplittableRandom r = new SplittableRandom(c.seed());
        // Garbage: families made and dropped, then the Java collector and the table's.
        for (int k = 0; k < 30; k++) {
            int m = c.u().edgeCount();
            GraphSet x = k % 2 == 0 && m > 0 ? a.toggle(r.nextInt(m)) : b.ofSizeAtMost(r.nextInt(4));
            x.union(a).difference(b);
        }
        System.gc();
        c.u().manager().collect();
        assertThat(Brute.members(u)).isEqualTo(union(c.a(), c.b()));
        assertThat(Brute.members(i)).isEqualTo(intersection(c.a(), c.b()));
        assertThat(Brute.members(u.difference(i)))
                .isEqualTo(union(c.a(), c.b()).stream()
                        .filter(m -> !(c.a().contains(m) && c.b().contains(m)))
                        .collect(Collectors.toSet()));
        assertThat(b.union(a)).isEqualTo(u);
        assertThat(a.union(b).nodeCount()).isEqualTo(u.nodeCount());
    }

    @Property(tries = 50)
    void equalUniverseObjectsCombine(@ForAll("cases") GraphSetAlgebraTest.Case c) {
        Universe twin = c.u().withMemoryLimit(c.u().memoryLimit());
        assertThat(twin).isEqualTo(c.u());
        GraphSet a = c.setA();
        GraphSet b = GraphSetAlgebraTest.of(twin, c.b());
        assertThat(Brute.members(a.union(b))).isEqualTo(union(c.a(), c.b()));
        assertThat(Brute.members(b.intersection(a))).isEqualTo(intersection(c.a(), c.b()));
        assertThat(GraphSetAlgebraTest.of(twin, c.a())).isEqualTo(a);
    }

    @Property(tries = 20)
    void manyThreadsOnOneUniverse(@ForAll("cases") GraphSetAlgebraTest.Case c) throws Exception {
        GraphSet a = c.setA();
        GraphSet b = c.setB();
        Set<Long> both = intersection(c.a(), c.b());
        Set<Long> either = union(c.a(), c.b());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int id = t;
                results.add(pool.submit(() -> {
                    for (int k = 0; k < 20; k++) {
                        GraphSet x = (id + k) % 2 == 0 ? a.union(b) : b.intersection(a);
                        if (!Brute.members(x).equals((id + k) % 2 == 0 ? either : both)) {
                            return false;
                        }
                        if (k % 7 == 0) {
                            c.u().manager().collect();
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> f : results) {
                assertThat(f.get()).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * A memory limit far below the heap puts no pressure on the Java collector, so sets the
     * program has dropped may still hold their roots when the limit is hit; the table must find
     * them then. (This loop ran out of its 24 MiB at round 67, with 131 roots held, before the
     * manager asked the Java collector to run on hitting the limit.)
     */
    @Example
    void droppedSetsAreFoundWhenTheLimitIsHit() {
        Universe u = Universe.grid(7, 7).withMemoryLimit(24L << 20);
        GraphSet cycles = GraphSets.cycles(u);
        java.math.BigInteger total = java.math.BigInteger.ZERO;
        for (int i = 0; i < 150; i++) {
            GraphSet paths = GraphSets.paths(u, 0, 48 - i % 47);
            total = total.add(paths.union(cycles)
                    .excludingEdge(i % u.edgeCount())
                    .includingVertex(i * 7 % 49)
                    .count());
        }
        // Reaching here is the check: without the collector's help the loop ran out of its limit.
        // The roots still held at the end are not asserted: how many of the last rounds' dropped
        // sets the Java collector has noticed by then depends on its timing (188 once, under load).
        assertThat(total.signum()).isPositive();
        assertThat(u.manager().stats().collections()).isPositive();
    }
}
