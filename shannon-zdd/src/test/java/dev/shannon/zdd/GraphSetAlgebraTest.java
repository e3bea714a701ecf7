package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import java.util.function.LongPredicate;
import java.util.function.LongToIntFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.assertj.core.data.Offset;

/** Every operation of GraphSet against the same operation on explicit sets of bit masks. */
class GraphSetAlgebraTest {

    /** Two random families over one random universe with at most 8 edges. */
    record Case(Universe u, Set<Long> a, Set<Long> b, long seed) {
        GraphSet setA() {
            return of(u, a);
        }

        GraphSet setB() {
            return of(u, b);
        }

        @Override
        public String toString() {
            return u.edges() + " A=" + a + " B=" + b;
        }
    }

    static GraphSet of(Universe u, Set<Long> masks) {
        List<Subgraph> graphs = new ArrayList<>();
        for (long m : masks) {
            graphs.add(Brute.subgraph(u, m));
        }
        return GraphSet.of(u, graphs);
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(TestGraphs.multigraphs(5, 8, true), Arbitraries.longs())
                .as((u, seed) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    return new Case(u, family(u, r), family(u, r), seed);
                });
    }

    private static Set<Long> family(Universe u, SplittableRandom r) {
        return Brute.randomFamily(u.edgeCount(), r);
    }

    private static Set<Long> filter(Set<Long> s, LongPredicate p) {
        return Brute.filter(s, p);
    }

    private static boolean anyIn(Set<Long> s, long m, BiPredicate<Long, Long> rel) {
        for (long x : s) {
            if (rel.test(m, x)) {
                return true;
            }
        }
        return false;
    }

    private static boolean subset(long a, long b) {
        return (a & ~b) == 0;
    }

    @Property(tries = 300)
    void booleanAlgebra(@ForAll("cases") Case c) {
        GraphSet a = c.setA();
        GraphSet b = c.setB();
        assertThat(Brute.members(a)).isEqualTo(c.a);
        assertThat(Brute.members(a.union(b))).isEqualTo(union(c.a, c.b));
        assertThat(Brute.members(a.intersection(b))).isEqualTo(filter(c.a, c.b::contains));
        assertThat(Brute.members(a.difference(b))).isEqualTo(filter(c.a, m -> !c.b.contains(m)));
        Set<Long> sym = filter(union(c.a, c.b), m -> c.a.contains(m) != c.b.contains(m));
        assertThat(Brute.members(a.symmetricDifference(b))).isEqualTo(sym);
        Set<Long> all = Brute.subsets(c.u, m -> true);
        assertThat(Brute.members(a.complement())).isEqualTo(filter(all, m -> !c.a.contains(m)));
        assertThat(Brute.members(GraphSet.all(c.u))).isEqualTo(all);
        assertThat(GraphSet.all(c.u).count()).isEqualTo(BigInteger.ONE.shiftLeft(c.u.edgeCount()));
        assertThat(a.isSubsetOf(b)).isEqualTo(c.b.containsAll(c.a));
        assertThat(a.isDisjointFrom(b)).isEqualTo(filter(c.a, c.b::contains).isEmpty());
        assertThat(a.equals(b)).isEqualTo(c.a.equals(c.b));
        assertThat(a.union(b)).isEqualTo(b.union(a)).hasSameHashCodeAs(b.union(a));
        assertThat(a.isEmpty()).isEqualTo(c.a.isEmpty());
        assertThat(a.count()).isEqualTo(BigInteger.valueOf(c.a.size()));
        for (long m = 0; m < 1L << c.u.edgeCount(); m++) {
            assertThat(a.contains(Brute.subgraph(c.u, m))).isEqualTo(c.a.contains(m));
        }
    }

    private static Set<Long> union(Set<Long> a, Set<Long> b) {
        Set<Long> s = new HashSet<>(a);
        s.addAll(b);
        return s;
    }

    @Property(tries = 300)
    void edgeAndVertexFilters(@ForAll("cases") Case c) {
        GraphSet a = c.setA();
        SplittableRandom r = new SplittableRandom(c.seed);
        if (c.u.edgeCount() > 0) {
            int e = r.nextInt(c.u.edgeCount());
            assertThat(Brute.members(a.includingEdge(e))).isEqualTo(filter(c.a, m -> (m >>> e & 1) != 0));
            assertThat(Brute.members(a.excludingEdge(e))).isEqualTo(filter(c.a, m -> (m >>> e & 1) == 0));
            Set<Long> toggled = new HashSet<>();
            c.a.forEach(m -> toggled.add(m ^ 1L << e));
            assertThat(Brute.members(a.toggle(e))).isEqualTo(toggled);
        }
        int v = r.nextInt(c.u.vertexCount());
        assertThat(Brute.members(a.includingVertex(v))).isEqualTo(filter(c.a, m -> Brute.touched(c.u, m, v)));
        assertThat(Brute.members(a.excludingVertex(c.u.name(v))))
                .isEqualTo(filter(c.a, m -> !Brute.touched(c.u, m, v)));
        long g = c.u.edgeCount() == 0 ? 0 : r.nextLong(1L << c.u.edgeCount()) & r.nextLong();
        Subgraph sg = Brute.subgraph(c.u, g);
        assertThat(Brute.members(a.including(sg))).isEqualTo(filter(c.a, m -> subset(g, m)));
        assertThat(Brute.members(a.excluding(sg))).isEqualTo(filter(c.a, m -> !subset(g, m)));
        int k = r.nextInt(c.u.edgeCount() + 2);
        assertThat(Brute.members(a.ofSize(k))).isEqualTo(filter(c.a, m -> Long.bitCount(m) == k));
        assertThat(Brute.members(a.ofSizeAtMost(k))).isEqualTo(filter(c.a, m -> Long.bitCount(m) <= k));
        assertThat(Brute.members(a.ofSizeAtLeast(k))).isEqualTo(filter(c.a, m -> Long.bitCount(m) >= k));
        assertThat(Brute.members(a.with(sg))).isEqualTo(union(c.a, Set.of(g)));
        assertThat(Brute.members(a.without(sg))).isEqualTo(filter(c.a, m -> m != g));
    }

    @Property(tries = 300)
    void subsetAndSupersetFamilies(@ForAll("cases") Case c) {
        GraphSet a = c.setA();
        GraphSet b = c.setB();
        assertThat(Brute.members(a.supersetsOf(b))).isEqualTo(filter(c.a, m -> anyIn(c.b, m, (x, y) -> subset(y, x))));
        assertThat(Brute.members(a.nonSupersetsOf(b)))
                .isEqualTo(filter(c.a, m -> !anyIn(c.b, m, (x, y) -> subset(y, x))));
        assertThat(Brute.members(a.subsetsOf(b))).isEqualTo(filter(c.a, m -> anyIn(c.b, m, (x, y) -> subset(x, y))));
        assertThat(Brute.members(a.nonSubsetsOf(b)))
                .isEqualTo(filter(c.a, m -> !anyIn(c.b, m, (x, y) -> subset(x, y))));
        assertThat(Brute.members(a.minimal()))
                .isEqualTo(filter(c.a, m -> !anyIn(c.a, m, (x, y) -> !x.equals(y) && subset(y, x))));
        assertThat(Brute.members(a.maximal()))
                .isEqualTo(filter(c.a, m -> !anyIn(c.a, m, (x, y) -> !x.equals(y) && subset(x, y))));
        Set<Long> joins = new HashSet<>();
        Set<Long> meets = new HashSet<>();
        for (long x : c.a) {
            for (long y : c.b) {
                joins.add(x | y);
                meets.add(x & y);
            }
        }
        assertThat(Brute.members(a.join(b))).isEqualTo(joins);
        assertThat(Brute.members(a.meet(b))).isEqualTo(meets);
    }

    @Property(tries = 300)
    void blockingIsTheSetOfMinimalHittingSets(@ForAll("cases") Case c) {
        Set<Long> hitting = Brute.subsets(c.u, h -> c.a.stream().allMatch(f -> (f & h) != 0));
        Set<Long> minimal = filter(hitting, h -> !anyIn(hitting, h, (x, y) -> !x.equals(y) && subset(y, x)));
        assertThat(Brute.members(c.setA().blocking())).isEqualTo(minimal);
    }

    @Property(tries = 200)
    void iterationRankingSamplingAndText(@ForAll("cases") Case c) {
        GraphSet a = c.setA();
        List<Subgraph> listed = a.stream().toList();
        assertThat(listed).hasSize(c.a.size()).doesNotHaveDuplicates();
        for (int i = 0; i < listed.size(); i++) {
            assertThat(a.get(BigInteger.valueOf(i))).isEqualTo(listed.get(i));
        }
        if (!c.a.isEmpty()) {
            SplittableRandom r = new SplittableRandom(c.seed);
            for (int i = 0; i < 20; i++) {
                assertThat(c.a).contains(Brute.mask(a.sample(r)));
            }
            assertThat(a.sample(7L)).isEqualTo(a.sample(7L));
        } else {
            assertThatThrownBy(() -> a.sample(1L)).isInstanceOf(NoSuchElementException.class);
        }
        GraphSet back = GraphSet.loads(c.u, a.dumps());
        assertThat(back).isEqualTo(a);
        assertThat(Brute.members(back)).isEqualTo(c.a);
    }

    @Property(tries = 200)
    void weightsAndProbabilities(@ForAll("cases") Case c) {
        GraphSet a = c.setA();
        SplittableRandom r = new SplittableRandom(c.seed);
        double[] w = new double[c.u.edgeCount()];
        double[] p = new double[c.u.edgeCount()];
        for (int e = 0; e < w.length; e++) {
            w[e] = r.nextInt(21) - 10;
            p[e] = r.nextInt(4) == 0 ? r.nextInt(2) : r.nextDouble();
        }
        List<Double> expected = new ArrayList<>();
        double prob = 0;
        for (long m : c.a) {
            expected.add(weight(m, w));
            double q = 1;
            for (int e = 0; e < p.length; e++) {
                q *= (m >>> e & 1) != 0 ? p[e] : 1 - p[e];
            }
            prob += q;
        }
        expected.sort(Comparator.naturalOrder());
        List<Double> increasing = a.byIncreasingWeight(w).map(g -> g.weight(w)).toList();
        assertThat(increasing).isEqualTo(expected);
        List<Double> decreasing = a.byDecreasingWeight(w).map(g -> g.weight(w)).toList();
        List<Double> reversed = new ArrayList<>(expected);
        Collections.reverse(reversed);
        assertThat(decreasing).isEqualTo(reversed);
        assertThat(a.byIncreasingWeight(w).map(Brute::mask).toList()).doesNotHaveDuplicates();
        assertThat(a.lightest(3, w)).hasSize(Math.min(3, c.a.size()));
        assertThat(a.minWeight(w).map(g -> g.weight(w)))
                .isEqualTo(expected.stream().findFirst());
        assertThat(a.maxWeight(w).map(g -> g.weight(w)))
                .isEqualTo(expected.isEmpty() ? Optional.empty() : Optional.of(expected.get(expected.size() - 1)));
        assertThat(a.probability(p)).isCloseTo(prob, Offset.offset(1e-9));
    }

    private static double weight(long m, double[] w) {
        double s = 0;
        for (int e : Brute.edges(m)) {
            s += w[e];
        }
        return s;
    }

    @Property(tries = 300)
    void oneEdgeMoreOrLessDivisionAndCosts(@ForAll("cases") Case c) {
        GraphSet a = c.setA();
        GraphSet b = c.setB();
        int m = c.u.edgeCount();
        Set<Long> removed = new HashSet<>();
        Set<Long> added = new HashSet<>();
        for (long x : c.a) {
            for (int e = 0; e < m; e++) {
                if ((x >>> e & 1) != 0) {
                    removed.add(x & ~(1L << e));
                } else {
                    added.add(x | 1L << e);
                }
            }
        }
        assertThat(Brute.members(a.removeSomeEdge())).isEqualTo(removed);
        assertThat(Brute.members(a.addSomeEdge())).isEqualTo(added);
        Set<Long> swapped = new HashSet<>();
        Set<Long> complements = new HashSet<>();
        long everything = (1L << m) - 1;
        for (long x : c.a) {
            complements.add(everything & ~x);
            for (int e : Brute.edges(x)) {
                for (int f : Brute.edges(everything & ~x)) {
                    swapped.add(x & ~(1L << e) | 1L << f);
                }
            }
        }
        assertThat(Brute.members(a.removeAddSomeEdges())).isEqualTo(swapped);
        assertThat(Brute.members(a.edgeComplements())).isEqualTo(complements);
        if (c.b.isEmpty()) {
            assertThatThrownBy(() -> a.quotient(b)).isInstanceOf(IllegalArgumentException.class);
        } else {
            Set<Long> q = Brute.subsets(c.u, x -> c.b.stream().allMatch(y -> (x & y) == 0 && c.a.contains(x | y)));
            assertThat(Brute.members(a.quotient(b))).isEqualTo(q);
            Set<Long> covered = new HashSet<>();
            q.forEach(x -> c.b.forEach(y -> covered.add(x | y)));
            assertThat(Brute.members(a.remainder(b))).isEqualTo(filter(c.a, x -> !covered.contains(x)));
        }
        SplittableRandom r = new SplittableRandom(c.seed);
        int[] costs = new int[m];
        for (int e = 0; e < m; e++) {
            costs[e] = r.nextInt(11) - 4;
        }
        long bound = r.nextInt(13) - 4;
        LongToIntFunction cost = x -> {
            int s = 0;
            for (int e : Brute.edges(x)) {
                s += costs[e];
            }
            return s;
        };
        assertThat(Brute.members(a.costAtMost(costs, bound))).isEqualTo(filter(c.a, x -> cost.applyAsInt(x) <= bound));
        assertThat(Brute.members(a.costAtLeast(costs, bound))).isEqualTo(filter(c.a, x -> cost.applyAsInt(x) >= bound));
        assertThat(Brute.members(a.costEqual(costs, bound))).isEqualTo(filter(c.a, x -> cost.applyAsInt(x) == bound));
    }
}
