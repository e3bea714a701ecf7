package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.spec.InducedSpec;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Partitions into connected parts and induced subgraphs against every edge set of random multigraphs. */
class PartitionsTest {

    /** The component of every vertex (isolated vertices alone), by union-find over the taken edges. */
    private static int[] parts(Universe u, long mask) {
        int[] p = new int[u.vertexCount()];
        for (int v = 0; v < p.length; v++) {
            p[v] = v;
        }
        for (int e : Brute.edges(mask)) {
            p[find(p, u.edgeU(e))] = find(p, u.edgeV(e));
        }
        for (int v = 0; v < p.length; v++) {
            p[v] = find(p, v);
        }
        return p;
    }

    private static int find(int[] p, int x) {
        while (p[x] != x) {
            x = p[x];
        }
        return x;
    }

    static boolean isPartition(Universe u, long mask, int minParts, int maxParts, int[] w, int minW, int maxW) {
        int[] p = parts(u, mask);
        for (int e = 0; e < u.edgeCount(); e++) {
            if ((mask >>> e & 1) == 0 && p[u.edgeU(e)] == p[u.edgeV(e)]) {
                return false; // a skipped edge inside a part
            }
        }
        long[] weight = new long[u.vertexCount()];
        int count = 0;
        for (int v = 0; v < p.length; v++) {
            if (p[v] == v) {
                count++;
            }
            weight[p[v]] += w[v];
        }
        for (int v = 0; v < p.length; v++) {
            if (p[v] == v && (weight[v] < minW || weight[v] > maxW)) {
                return false;
            }
        }
        return count >= minParts && count <= maxParts;
    }

    /** Up to 11 random edges on n vertices (which keep their numbers), loops and parallel edges too. */
    private static Universe randomMultigraph(int n, SplittableRandom r) {
        Universe.Builder b = Universe.builder();
        for (int v = 0; v < n; v++) {
            b.addVertex("v" + v);
        }
        int m = r.nextInt(12);
        for (int i = 0; i < m; i++) {
            b.addEdge(r.nextInt(n), r.nextInt(n));
        }
        return b.build();
    }

    @Property(tries = 300)
    void partitionsMatchEveryEdgeSet(@ForAll long seed, @ForAll @IntRange(min = 1, max = 7) int n) {
        SplittableRandom r = new SplittableRandom(seed);
        Universe u = randomMultigraph(n, r);
        int lo = r.nextInt(n + 1);
        int hi = lo + r.nextInt(n + 1);
        int[] ones = new int[n];
        Arrays.fill(ones, 1);
        assertThat(Brute.members(GraphSets.partitions(u, lo, hi)))
                .isEqualTo(Brute.subsets(u, x -> isPartition(u, x, lo, hi, ones, 0, Integer.MAX_VALUE)));
        int[] w = new int[n];
        for (int v = 0; v < n; v++) {
            w[v] = r.nextInt(4);
        }
        int minW = r.nextInt(4);
        int maxW = minW + r.nextInt(6);
        assertThat(Brute.members(GraphSets.balancedPartitions(u, w, minW, maxW, 0, n)))
                .isEqualTo(Brute.subsets(u, x -> isPartition(u, x, 0, n, w, minW, maxW)));
    }

    /** Whether the heaviest part of the partition {@code mask} weighs at most {@code ratio} times the lightest. */
    static boolean withinRatio(Universe u, long mask, int[] w, double ratio) {
        int[] p = parts(u, mask);
        long[] weight = new long[u.vertexCount()];
        for (int v = 0; v < p.length; v++) {
            weight[p[v]] += w[v];
        }
        long lightest = Long.MAX_VALUE;
        long heaviest = Long.MIN_VALUE;
        for (int v = 0; v < p.length; v++) {
            if (p[v] == v) {
                lightest = Math.min(lightest, weight[v]);
                heaviest = Math.max(heaviest, weight[v]);
            }
        }
        return heaviest <= lightest * ratio;
    }

    @Property(tries = 300)
    void ratioBalancedPartitionsMatchEveryEdgeSet(@ForAll long seed, @ForAll @IntRange(min = 1, max = 7) int n) {
        SplittableRandom r = new SplittableRandom(seed);
        Universe u = randomMultigraph(n, r);
        int[] w = new int[n];
        for (int v = 0; v < n; v++) {
            w[v] = r.nextInt(4);
        }
        int minW = r.nextInt(3);
        int maxW = minW + r.nextInt(8);
        int lo = r.nextInt(n + 1);
        int hi = lo + r.nextInt(n + 1);
        double ratio = new double[] {1, 1.5, 2, 3, 7.25}[r.nextInt(5)];
        assertThat(Brute.members(GraphSets.balancedPartitions(u, w, minW, maxW, lo, hi, ratio)))
                .isEqualTo(
                        Brute.subsets(u, x -> isPartition(u, x, lo, hi, w, minW, maxW) && withinRatio(u, x, w, ratio)));
        assertThat(GraphSets.balancedPartitions(u, w, minW, maxW, lo, hi, Double.POSITIVE_INFINITY))
                .isEqualTo(GraphSets.balancedPartitions(u, w, minW, maxW, lo, hi));
    }

    @Test
    void aRatioBelowOneIsRefused() {
        Universe u = Universe.grid(2, 2);
        int[] ones = {1, 1, 1, 1};
        for (double bad : new double[] {0.5, 0, Double.NaN}) {
            assertThatThrownBy(() -> GraphSets.balancedPartitions(u, ones, 0, 4, 1, 4, bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the ratio of the heaviest part to the lightest must be at least 1, got " + bad);
        }
    }

    @Test
    void connectedPartitionsOfSmallGrids() {
        // Two connected parts of the 2x2 grid (a 4-cycle): 4 single vertices + 2 pairs of adjacent edges.
        assertThat(GraphSets.partitions(Universe.grid(2, 2), 2, 2).count()).isEqualTo(BigInteger.valueOf(6));
        // Any number of parts: 1 (whole) + 6 (two parts) + 4 (an edge and two singles) + 1 (four singles).
        assertThat(GraphSets.partitions(Universe.grid(2, 2), 1, 4).count()).isEqualTo(BigInteger.valueOf(12));
    }

    static boolean isInduced(Universe u, long mask) {
        for (int e = 0; e < u.edgeCount(); e++) {
            if ((mask >>> e & 1) == 0 && Brute.touched(u, mask, u.edgeU(e)) && Brute.touched(u, mask, u.edgeV(e))) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 300)
    void inducedSubgraphsMatchEveryEdgeSet(@ForAll("graphs") Universe u) {
        assertThat(Brute.members(GraphSet.build(u, InducedSpec.of(u))))
                .isEqualTo(Brute.subsets(u, x -> isInduced(u, x)));
        assertThat(Brute.members(GraphSets.inducedSubgraphs(u)))
                .isEqualTo(Brute.subsets(u, x -> Brute.connected(u, x) && isInduced(u, x)));
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Universe> graphs() {
        return TestGraphs.multigraphs(7, 12, true);
    }
}
