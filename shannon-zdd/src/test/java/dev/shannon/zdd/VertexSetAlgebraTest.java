package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.shannon.zdd.spec.InducedSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongPredicate;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The algebra vertex families share with graph sets, and their per-vertex operations, against
 * the same operations on explicit sets of vertex masks (vertex numbers, not the families' own
 * variable order, so the order's mapping is checked too).
 */
class VertexSetAlgebraTest {

    record Case(Universe u, Set<Long> a, Set<Long> b, long seed) {
        @Override
        public String toString() {
            return u.edges() + " A=" + a + " B=" + b;
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(TestGraphs.multigraphs(6, 9, true), Arbitraries.longs())
                .as((u, seed) -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    return new Case(u, family(u, r), family(u, r), seed);
                });
    }

    private static Set<Long> family(Universe u, SplittableRandom r) {
        return Brute.randomFamily(u.vertexCount(), r);
    }

    static VertexSetFamily of(Universe u, Set<Long> masks) {
        List<List<String>> sets = new ArrayList<>();
        for (long m : masks) {
            List<String> names = new ArrayList<>();
            for (int v = 0; v < u.vertexCount(); v++) {
                if ((m >>> v & 1) != 0) {
                    names.add(u.name(v));
                }
            }
            sets.add(names);
        }
        return VertexSetFamily.of(u, sets);
    }

    private static Set<Long> filter(Set<Long> s, LongPredicate p) {
        return Brute.filter(s, p);
    }

    private static Set<Long> members(Universe u, VertexSetFamily f) {
        return VertexSetFamilyTest.members(u, f);
    }

    @Property(tries = 300)
    void familyAlgebra(@ForAll("cases") Case c) {
        Universe u = c.u;
        VertexSetFamily a = of(u, c.a);
        VertexSetFamily b = of(u, c.b);
        Set<Long> joins = new HashSet<>();
        Set<Long> meets = new HashSet<>();
        for (long x : c.a) {
            for (long y : c.b) {
                joins.add(x | y);
                meets.add(x & y);
            }
        }
        assertThat(members(u, a.join(b))).isEqualTo(joins);
        assertThat(members(u, a.meet(b))).isEqualTo(meets);
        assertThat(members(u, a.supersetsOf(b)))
                .isEqualTo(filter(c.a, x -> c.b.stream().anyMatch(y -> (y & ~x) == 0)));
        assertThat(members(u, a.nonSupersetsOf(b)))
                .isEqualTo(filter(c.a, x -> c.b.stream().noneMatch(y -> (y & ~x) == 0)));
        assertThat(members(u, a.subsetsOf(b)))
                .isEqualTo(filter(c.a, x -> c.b.stream().anyMatch(y -> (x & ~y) == 0)));
        assertThat(members(u, a.nonSubsetsOf(b)))
                .isEqualTo(filter(c.a, x -> c.b.stream().noneMatch(y -> (x & ~y) == 0)));
        assertThat(members(u, a.ofSizeAtMost(2))).isEqualTo(filter(c.a, x -> Long.bitCount(x) <= 2));
        assertThat(members(u, a.ofSizeAtLeast(2))).isEqualTo(filter(c.a, x -> Long.bitCount(x) >= 2));
        assertThat(a.isSubsetOf(b)).isEqualTo(c.b.containsAll(c.a));
        assertThat(a.isDisjointFrom(b)).isEqualTo(c.a.stream().noneMatch(c.b::contains));
        long everything = (1L << u.vertexCount()) - 1;
        // Minimal hitting sets of A: vertex sets meeting every member, none of whose proper subsets does.
        Set<Long> hitting = VertexSetFamilyTest.all(u, h -> c.a.stream().allMatch(x -> (x & h) != 0));
        assertThat(members(u, a.blocking()))
                .isEqualTo(filter(hitting, h -> hitting.stream().noneMatch(g -> g != h && (g & ~h) == 0)));
        if (c.b.isEmpty()) {
            assertThatThrownBy(() -> a.quotient(b)).isInstanceOf(IllegalArgumentException.class);
        } else {
            Set<Long> q =
                    VertexSetFamilyTest.all(u, x -> c.b.stream().allMatch(y -> (x & y) == 0 && c.a.contains(x | y)));
            assertThat(members(u, a.quotient(b))).isEqualTo(q);
            Set<Long> covered = new HashSet<>();
            q.forEach(x -> c.b.forEach(y -> covered.add(x | y)));
            assertThat(members(u, a.remainder(b))).isEqualTo(filter(c.a, x -> !covered.contains(x)));
        }
        Set<Long> removed = new HashSet<>();
        Set<Long> added = new HashSet<>();
        Set<Long> swapped = new HashSet<>();
        Set<Long> complements = new HashSet<>();
        for (long x : c.a) {
            complements.add(everything & ~x);
            for (int v = 0; v < u.vertexCount(); v++) {
                if ((x >>> v & 1) != 0) {
                    removed.add(x & ~(1L << v));
                    for (int w = 0; w < u.vertexCount(); w++) {
                        if ((x >>> w & 1) == 0) {
                            swapped.add(x & ~(1L << v) | 1L << w);
                        }
                    }
                } else {
                    added.add(x | 1L << v);
                }
            }
        }
        assertThat(members(u, a.removeSomeVertex())).isEqualTo(removed);
        assertThat(members(u, a.addSomeVertex())).isEqualTo(added);
        assertThat(members(u, a.removeAddSomeVertices())).isEqualTo(swapped);
        assertThat(members(u, a.vertexComplements())).isEqualTo(complements);
        int v = (int) Math.floorMod(c.seed, (long) u.vertexCount());
        Set<Long> toggled = new HashSet<>();
        c.a.forEach(x -> toggled.add(x ^ 1L << v));
        assertThat(members(u, a.toggle(u.name(v)))).isEqualTo(toggled);
    }

    @Property(tries = 300)
    void inducedEdgeSets(@ForAll("cases") Case c) {
        Universe u = c.u;
        Set<Long> induced = new HashSet<>();
        for (long x : c.a) {
            long edges = 0;
            for (int e = 0; e < u.edgeCount(); e++) {
                if ((x >>> u.edgeU(e) & 1) != 0 && (x >>> u.edgeV(e) & 1) != 0) {
                    edges |= 1L << e;
                }
            }
            induced.add(edges);
        }
        assertThat(Brute.members(of(u, c.a).inducedSubgraphs())).isEqualTo(induced);
        assertThat(VertexSetFamily.all(u).inducedSubgraphs()).isEqualTo(GraphSet.build(u, InducedSpec.of(u)));
    }

    @Property(tries = 300)
    void weightsAndProbabilities(@ForAll("cases") Case c) {
        Universe u = c.u;
        VertexSetFamily a = of(u, c.a);
        SplittableRandom r = new SplittableRandom(c.seed);
        int n = u.vertexCount();
        int[] w = new int[n];
        double[] p = new double[n];
        for (int v = 0; v < n; v++) {
            w[v] = r.nextInt(9) - 3;
            p[v] = r.nextDouble();
        }
        long bound = r.nextInt(9) - 2;
        LongPredicate le = x -> weight(x, w) <= bound;
        assertThat(members(u, a.costAtMost(w, bound))).isEqualTo(filter(c.a, le));
        assertThat(members(u, a.costAtLeast(w, bound))).isEqualTo(filter(c.a, x -> weight(x, w) >= bound));
        assertThat(members(u, a.costEqual(w, bound))).isEqualTo(filter(c.a, x -> weight(x, w) == bound));
        double expected = 0;
        for (long x : c.a) {
            double q = 1;
            for (int v = 0; v < n; v++) {
                q *= (x >>> v & 1) != 0 ? p[v] : 1 - p[v];
            }
            expected += q;
        }
        assertThat(a.probability(p)).isCloseTo(expected, within(1e-9));
        assertThatThrownBy(() -> a.probability(new double[n + 1]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("need " + n + " vertex probabilities");
    }

    private static long weight(long x, int[] w) {
        long s = 0;
        for (int v = 0; v < w.length; v++) {
            if ((x >>> v & 1) != 0) {
                s += w[v];
            }
        }
        return s;
    }
}
