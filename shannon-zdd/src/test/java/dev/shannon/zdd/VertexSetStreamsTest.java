package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Vertex families' members by weight and at random, against sorting and counting every member
 * of random families over random multigraphs (vertex numbers, not the families' own order).
 */
class VertexSetStreamsTest {

    @Provide
    Arbitrary<TestGraphs.VertexFamilyCase> cases() {
        return TestGraphs.vertexFamilies(7, 10);
    }

    private static double weight(long mask, double[] w) {
        double s = 0;
        for (int v = 0; v < w.length; v++) {
            if ((mask >>> v & 1) != 0) {
                s += w[v];
            }
        }
        return s;
    }

    @Property(tries = 300)
    void membersByWeightAreAllMembersSortedWithTiesKept(@ForAll("cases") TestGraphs.VertexFamilyCase c) {
        Universe u = c.u();
        VertexSetFamily a = VertexSetAlgebraTest.of(u, c.a());
        SplittableRandom r = new SplittableRandom(c.seed());
        // Few distinct integer weights, so ties are common and sums exact.
        int[] byNumber = new int[u.vertexCount()];
        for (int v = 0; v < byNumber.length; v++) {
            byNumber[v] = r.nextInt(7) - 3;
        }
        // Half the time the weights come by name.
        double[] w = r.nextBoolean()
                ? u.vertexWeights(name -> byNumber[u.vertex(name)])
                : Arrays.stream(byNumber).asDoubleStream().toArray();
        List<Long> expected = new ArrayList<>(c.a());
        expected.sort(Comparator.comparingDouble(m -> weight(m, w)));

        List<Long> increasing =
                a.byIncreasingWeight(w).map(s -> VertexSetFamilyTest.mask(u, s)).toList();
        List<Long> decreasing =
                a.byDecreasingWeight(w).map(s -> VertexSetFamilyTest.mask(u, s)).toList();
        assertThat(increasing).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(c.a());
        assertThat(decreasing).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(c.a());
        assertThat(increasing.stream().map(m -> weight(m, w)).toList())
                .isEqualTo(expected.stream().map(m -> weight(m, w)).toList());
        List<Double> down =
                new ArrayList<>(expected.stream().map(m -> weight(m, w)).toList());
        Collections.reverse(down);
        assertThat(decreasing.stream().map(m -> weight(m, w)).toList()).isEqualTo(down);
        // Ties: each weight's members, in whatever order they come, are exactly that weight's members.
        assertThat(byWeight(increasing, w)).isEqualTo(byWeight(c.a(), w));
        assertThat(byWeight(decreasing, w)).isEqualTo(byWeight(c.a(), w));

        if (c.a().isEmpty()) {
            assertThat(a.minWeight(w)).isEmpty();
            assertThat(a.maxWeight(w)).isEmpty();
        } else {
            assertThat(weight(VertexSetFamilyTest.mask(u, a.minWeight(w).orElseThrow()), w))
                    .isEqualTo(weight(expected.get(0), w));
            assertThat(weight(VertexSetFamilyTest.mask(u, a.maxWeight(w).orElseThrow()), w))
                    .isEqualTo(weight(expected.get(expected.size() - 1), w));
        }
        int k = r.nextInt(5);
        assertThat(a.lightest(k, w).stream()
                        .map(s -> weight(VertexSetFamilyTest.mask(u, s), w))
                        .toList())
                .isEqualTo(expected.stream().limit(k).map(m -> weight(m, w)).toList());
        assertThatThrownBy(() -> a.byIncreasingWeight(new double[u.vertexCount() + 1]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("need " + u.vertexCount() + " vertex weights, got " + (u.vertexCount() + 1));
        double[] bad = w.clone();
        bad[0] = Double.NaN;
        assertThatThrownBy(() -> a.minWeight(bad))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("finite");
    }

    private static Map<Double, Set<Long>> byWeight(Collection<Long> members, double[] w) {
        Map<Double, Set<Long>> out = new TreeMap<>();
        for (long m : members) {
            out.computeIfAbsent(weight(m, w), x -> new HashSet<>()).add(m);
        }
        return out;
    }

    @Property(tries = 200)
    void samplesAndRanksAreMembers(@ForAll("cases") TestGraphs.VertexFamilyCase c) {
        Universe u = c.u();
        VertexSetFamily a = VertexSetAlgebraTest.of(u, c.a());
        if (c.a().isEmpty()) {
            assertThatThrownBy(() -> a.sample(1L)).isInstanceOf(NoSuchElementException.class);
            return;
        }
        assertThat(a.samples(new SplittableRandom(c.seed())).limit(30).map(s -> VertexSetFamilyTest.mask(u, s)))
                .allSatisfy(m -> assertThat(c.a()).contains(m));
        assertThat(a.sample(c.seed())).isEqualTo(a.sample(c.seed()));
        // Ranks follow the iteration order.
        List<List<String>> inOrder = a.stream().toList();
        for (int i = 0; i < inOrder.size(); i++) {
            assertThat(a.get(BigInteger.valueOf(i))).isEqualTo(inOrder.get(i));
        }
    }

    /**
     * Pearson's statistic of {@code draws} uniform samples against the family's members, below
     * the chi-square quantile of probability 1 − 10<sup>−6</sup> (Wilson–Hilferty), so a correct
     * sampler fails about once in a million seeds and a biased one is caught.
     */
    static <M> void assertUniform(Collection<M> members, Iterable<M> draws, int n) {
        Map<M, Integer> seen = new HashMap<>();
        for (M m : members) {
            seen.put(m, 0);
        }
        int drawn = 0;
        for (M d : draws) {
            assertThat(seen).containsKey(d);
            seen.merge(d, 1, Integer::sum);
            drawn++;
        }
        assertThat(drawn).isEqualTo(n);
        int k = members.size();
        double expected = (double) n / k;
        double chi = 0;
        for (int x : seen.values()) {
            chi += (x - expected) * (x - expected) / expected;
        }
        int df = k - 1;
        double z = 4.75; // one-sided normal quantile of 1 − 10^-6
        double h = 2.0 / (9 * df);
        double bound = df * Math.pow(1 - h + z * Math.sqrt(h), 3);
        assertThat(chi).as("chi-square with %d degrees of freedom", df).isLessThan(bound);
    }

    @Test
    void samplesAreUniformOnSmallFamilies() {
        // The independent sets of the 3×3 grid: 63 of them, of sizes 0 to 5.
        VertexSetFamily ind = VertexSetFamily.independentSets(Universe.grid(3, 3));
        assertThat(ind.count()).isEqualTo(63);
        int n = 63 * 300;
        assertUniform(
                ind.stream().toList(),
                ind.samples(new SplittableRandom(11)).limit(n).toList(),
                n);

        // A lopsided family on a multigraph with a loop: the empty set, one singleton, and 20
        // sets of three or more vertices (a sampler biased by size or depth would show).
        Universe u = Universe.builder()
                .addEdge("a", "b")
                .addEdge("b", "c")
                .addEdge("c", "c")
                .addEdge("a", "b")
                .addEdge("d", "e")
                .addEdge("e", "f")
                .build();
        Set<Long> masks = new HashSet<>(List.of(0L, 1L << 4));
        SplittableRandom r = new SplittableRandom(5);
        while (masks.size() < 22) {
            long m = r.nextLong(1L << 6);
            if (Long.bitCount(m) >= 3) {
                masks.add(m);
            }
        }
        VertexSetFamily f = VertexSetAlgebraTest.of(u, masks);
        int draws = 22 * 500;
        assertUniform(
                f.stream().toList(),
                f.samples(new SplittableRandom(12)).limit(draws).toList(),
                draws);
    }

    @Test
    void aBiasedDrawIsCaught() {
        // The bound has teeth: drawing the first member twice as often as the others fails it.
        List<Integer> members = List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        List<Integer> draws = new ArrayList<>();
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 11_000; i++) {
            draws.add(r.nextInt(11) < 2 ? 0 : 1 + r.nextInt(9));
        }
        assertThatThrownBy(() -> assertUniform(members, draws, draws.size())).isInstanceOf(AssertionError.class);
    }
}
