package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.LinearConstraintSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.assertj.core.data.Offset;

/**
 * Every named family against its definition, checked over all edge subsets of random small
 * multigraphs (loops and parallel edges included), in the default and the input edge order.
 */
class FamiliesAgainstBruteForceTest {

    @Provide
    Arbitrary<Universe> multigraphs() {
        return TestGraphs.multigraphs(6, 11, true);
    }

    @Provide
    Arbitrary<Universe> simpleGraphs() {
        return TestGraphs.simpleGraphs(6, 0.6);
    }

    private static void same(GraphSet g, Set<Long> expected) {
        assertThat(Brute.members(g)).isEqualTo(expected);
        assertThat(g.count()).isEqualTo(BigInteger.valueOf(expected.size()));
    }

    @Property(tries = 300)
    void paths(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int s = r.nextInt(u.vertexCount());
        // Mostly distinct ends; sometimes s = t, whose only path is the empty one.
        int t = u.vertexCount() == 1 || r.nextInt(10) == 0
                ? s
                : (s + 1 + r.nextInt(u.vertexCount() - 1)) % u.vertexCount();
        same(GraphSets.paths(u, s, t), Brute.subsets(u, m -> Brute.isPath(u, m, s, t)));
        same(
                GraphSets.hamiltonianPaths(u, s, t),
                Brute.subsets(
                        u, m -> Brute.isPath(u, m, s, t) && Brute.pathVisitsAll(u, m, s, t, Brute.allVertices(u))));
        int via = r.nextInt(u.vertexCount());
        same(
                GraphSets.steinerPaths(u, s, t, via),
                Brute.subsets(u, m -> Brute.isPath(u, m, s, t) && Brute.pathVisitsAll(u, m, s, t, new int[] {via})));
    }

    @Property(tries = 300)
    void cycles(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        same(GraphSets.cycles(u), Brute.subsets(u, m -> Brute.isCycle(u, m)));
        same(
                GraphSets.hamiltonianCycles(u),
                Brute.subsets(u, m -> Brute.isCycle(u, m) && Brute.visitsAll(u, m, Brute.allVertices(u))));
        int via = new SplittableRandom(seed).nextInt(u.vertexCount());
        same(
                GraphSets.steinerCycles(u, via),
                Brute.subsets(u, m -> Brute.isCycle(u, m) && Brute.visitsAll(u, m, new int[] {via})));
    }

    @Property(tries = 300)
    void treesAndForests(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int root = r.nextInt(u.vertexCount());
        same(
                GraphSets.trees(u),
                Brute.subsets(
                        u, m -> m != 0 && !Brute.hasCycle(u, m) && Brute.components(u, m, new int[0][], false) == 1));
        same(
                GraphSets.trees(u, root),
                Brute.subsets(
                        u, m -> !Brute.hasCycle(u, m) && Brute.components(u, m, new int[][] {{root}}, false) == 1));
        same(
                GraphSets.spanningTrees(u),
                Brute.subsets(u, m -> !Brute.hasCycle(u, m) && Brute.components(u, m, new int[0][], true) == 1));
        same(GraphSets.forests(u), Brute.subsets(u, m -> !Brute.hasCycle(u, m)));
        int[] roots = r.nextBoolean() ? new int[] {root} : distinctPair(u, r);
        for (boolean spanning : new boolean[] {false, true}) {
            int[][] groups = new int[roots.length][];
            for (int i = 0; i < roots.length; i++) {
                groups[i] = new int[] {roots[i]};
            }
            same(
                    GraphSets.forests(u, roots, spanning),
                    Brute.subsets(
                            u, m -> !Brute.hasCycle(u, m) && Brute.components(u, m, groups, spanning) == roots.length));
        }
    }

    private static int[] distinctPair(Universe u, SplittableRandom r) {
        if (u.vertexCount() < 2) {
            return new int[] {0};
        }
        int a = r.nextInt(u.vertexCount());
        int b = (a + 1 + r.nextInt(u.vertexCount() - 1)) % u.vertexCount();
        return new int[] {a, b};
    }

    @Property(tries = 300)
    void connectivity(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] pair = distinctPair(u, r);
        same(GraphSets.connected(u), Brute.subsets(u, m -> Brute.connected(u, m)));
        same(
                GraphSets.connectedContaining(u, pair),
                Brute.subsets(u, m -> Brute.components(u, m, new int[][] {pair}, false) == 1));
        same(
                GraphSets.steinerTrees(u, pair),
                Brute.subsets(u, m -> !Brute.hasCycle(u, m) && Brute.components(u, m, new int[][] {pair}, false) == 1));
        same(GraphSets.terminalsConnected(u, pair), Brute.subsets(u, m -> {
            int[] c = Brute.componentOf(u, m);
            for (int v : pair) {
                if (c[v] != c[pair[0]]) {
                    return false;
                }
            }
            return true;
        }));
        int k = r.nextInt(4);
        boolean span = r.nextBoolean();
        same(
                GraphSets.withComponents(u, k, span, pair),
                Brute.subsets(u, m -> Brute.components(u, m, new int[][] {pair}, span) == k));
        int[] other = distinctPair(u, r);
        if (other.length == 2 && pair.length == 2 && other[0] != pair[0] && other[0] != pair[1]) {
            int[][] groups = {pair, {other[0]}};
            boolean spanning = r.nextBoolean();
            boolean acyclic = r.nextBoolean();
            GraphConstraints c = GraphSets.graphs(u).group(pair).group(other[0]).components(k);
            if (spanning) {
                c.spanning();
            }
            if (acyclic) {
                c.acyclic();
            }
            same(
                    c.build(),
                    Brute.subsets(
                            u,
                            m -> (!acyclic || !Brute.hasCycle(u, m)) && Brute.components(u, m, groups, spanning) == k));
        }
    }

    @Property(tries = 300)
    void degreesAndMatchings(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        same(GraphSets.matchings(u), Brute.subsets(u, m -> maxDegree(u, m) <= 1));
        same(GraphSets.perfectMatchings(u), Brute.subsets(u, m -> allDegrees(u, m, 1)));
        int k = new SplittableRandom(seed).nextInt(4);
        same(GraphSets.kFactors(u, k), Brute.subsets(u, m -> allDegrees(u, m, k)));
        SplittableRandom r = new SplittableRandom(seed ^ 99);
        long[] masks = new long[u.vertexCount()];
        GraphConstraints c = GraphSets.graphs(u);
        for (int v = 0; v < u.vertexCount(); v++) {
            masks[v] = r.nextInt(4) == 0 ? -1L : r.nextLong(1, 64);
            if (masks[v] != -1L) {
                c.degree(v, Brute.edges(masks[v]));
            }
        }
        same(c.build(), Brute.subsets(u, m -> {
            for (int v = 0; v < u.vertexCount(); v++) {
                if (masks[v] != -1L && (masks[v] >>> Brute.degree(u, m, v) & 1) == 0) {
                    return false;
                }
            }
            return true;
        }));
    }

    private static int maxDegree(Universe u, long m) {
        int d = 0;
        for (int v = 0; v < u.vertexCount(); v++) {
            d = Math.max(d, Brute.degree(u, m, v));
        }
        return d;
    }

    private static boolean allDegrees(Universe u, long m, int k) {
        for (int v = 0; v < u.vertexCount(); v++) {
            if (Brute.degree(u, m, v) != k) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 300)
    void edgeCountsWeightsAndForbiddenSets(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int lo = r.nextInt(u.edgeCount() + 2);
        int hi = lo + r.nextInt(4);
        same(
                GraphSets.withEdgeCount(u, lo, hi),
                Brute.subsets(u, m -> Long.bitCount(m) >= lo && Long.bitCount(m) <= hi));
        long[] w = new long[u.edgeCount()];
        for (int e = 0; e < w.length; e++) {
            w[e] = r.nextInt(9) - 3;
        }
        long lower = r.nextInt(7) - 3;
        long upper = lower + r.nextInt(6);
        same(GraphSet.build(u, new LinearConstraintSpec(u, w, lower, upper)), Brute.subsets(u, m -> {
            long sum = 0;
            for (int e : Brute.edges(m)) {
                sum += w[e];
            }
            return sum >= lower && sum <= upper;
        }));
        List<Long> patterns = new ArrayList<>();
        GraphConstraints c = GraphSets.graphs(u);
        for (int i = 0; i < 3 && u.edgeCount() > 0; i++) {
            long p = r.nextLong(1L << u.edgeCount()) & r.nextLong() & r.nextLong();
            if (p != 0) {
                patterns.add(p);
                c.forbid(Brute.edges(p));
            }
        }
        same(c.build(), Brute.subsets(u, m -> patterns.stream().noneMatch(p -> (m & p) == p)));
    }

    /**
     * Weights and bounds at the ends of the {@code long} range: every value is a possible sum
     * (Long.MIN_VALUE too, once a reserved marker), and weights whose positive or negative part
     * overflows a {@code long} are refused. The oracle sums exactly.
     */
    @Property(tries = 300)
    void weightsAtTheEndsOfTheLongRange(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] huge = {Long.MIN_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE, Long.MAX_VALUE - 1, 1L << 62, -(1L << 62)};
        long[] w = new long[u.edgeCount()];
        BigInteger positive = BigInteger.ZERO;
        BigInteger negative = BigInteger.ZERO;
        for (int e = 0; e < w.length; e++) {
            w[e] = r.nextInt(5) == 0 ? huge[r.nextInt(huge.length)] : r.nextInt(7) - 3;
            if (w[e] > 0) {
                positive = positive.add(BigInteger.valueOf(w[e]));
            } else {
                negative = negative.add(BigInteger.valueOf(w[e]));
            }
        }
        long[] ends = {
            Long.MIN_VALUE,
            Long.MIN_VALUE + 1,
            -(1L << 62),
            -2,
            -1,
            0,
            1,
            2,
            1L << 62,
            Long.MAX_VALUE - 1,
            Long.MAX_VALUE
        };
        long a = ends[r.nextInt(ends.length)];
        long b = ends[r.nextInt(ends.length)];
        long lower = Math.min(a, b);
        long upper = Math.max(a, b);
        // bitLength() > 63: beyond a long (Long.MIN_VALUE itself has 63).
        if (positive.bitLength() > 63 || negative.bitLength() > 63) {
            assertThatThrownBy(() -> new LinearConstraintSpec(u, w, lower, upper))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("64-bit");
            return;
        }
        BigInteger lo = BigInteger.valueOf(lower);
        BigInteger hi = BigInteger.valueOf(upper);
        same(GraphSets.graphs(u).weightBetween(w, lower, upper).build(), Brute.subsets(u, m -> {
            BigInteger sum = BigInteger.ZERO;
            for (int e : Brute.edges(m)) {
                sum = sum.add(BigInteger.valueOf(w[e]));
            }
            return sum.compareTo(lo) >= 0 && sum.compareTo(hi) <= 0;
        }));
    }

    @Example
    void aSumOfLongMinValueIsNotMistakenForTheFreeState() {
        // Weights MIN and MAX on a path a-b-c: the sums are 0, MIN, MAX and -1; only {a-b} is at most -2.
        Multigraph.Builder path = Multigraph.builder();
        for (String v : List.of("a", "b", "c")) {
            path.addVertex(v);
        }
        path.addEdge(0, 1);
        path.addEdge(1, 2);
        Universe u = Universe.of(path.build(), EdgeOrder.AS_GIVEN);
        GraphSet g = GraphSets.graphs(u)
                .weightBetween(new long[] {Long.MIN_VALUE, Long.MAX_VALUE}, Long.MIN_VALUE, -2)
                .build();
        same(g, Set.of(1L));
    }

    @Property(tries = 200)
    void cliques(@ForAll("simpleGraphs") Universe u, @ForAll @IntRange(min = 1, max = 4) int k) {
        same(GraphSets.cliques(u, k), Brute.subsets(u, m -> Brute.isClique(u, m, k)));
    }

    @Property(tries = 100)
    void cliquesInMultigraphs(@ForAll("multigraphs") Universe u, @ForAll @IntRange(min = 1, max = 4) int k) {
        same(GraphSets.cliques(u, k), Brute.subsets(u, m -> Brute.isClique(u, m, k)));
    }

    @Property(tries = 200)
    void reliability(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] terminals = distinctPair(u, r);
        double[] p = new double[u.edgeCount()];
        for (int e = 0; e < p.length; e++) {
            p[e] = r.nextInt(5) == 0 ? r.nextInt(2) : r.nextDouble();
        }
        double expected = 0;
        for (long m = 0; m < 1L << u.edgeCount(); m++) {
            int[] comp = Brute.componentOf(u, m);
            boolean ok = true;
            for (int t : terminals) {
                ok &= comp[t] == comp[terminals[0]];
            }
            if (ok) {
                double q = 1;
                for (int e = 0; e < p.length; e++) {
                    q *= (m >>> e & 1) != 0 ? p[e] : 1 - p[e];
                }
                expected += q;
            }
        }
        assertThat(GraphSets.reliability(u, p, terminals)).isCloseTo(expected, Offset.offset(1e-9));
    }
}
