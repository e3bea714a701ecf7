package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.spec.DegreeDistributionSpec;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Bipartite and regular subgraphs and degree distributions against their definitions, over every edge subset of random
 * small multigraphs (loops and parallel edges included).
 */
class MoreFamiliesAgainstBruteForceTest {

    @Provide
    Arbitrary<Universe> multigraphs() {
        return TestGraphs.multigraphs(7, 12, true);
    }

    private static void same(GraphSet g, Set<Long> expected) {
        assertThat(Brute.members(g)).isEqualTo(expected);
        assertThat(g.count()).isEqualTo(BigInteger.valueOf(expected.size()));
    }

    @Property(tries = 300)
    void bipartiteSubgraphs(@ForAll("multigraphs") Universe u) {
        same(GraphSets.bipartiteSubgraphs(u, false), Brute.subsets(u, m -> twoColourable(u, m)));
        same(
                GraphSets.bipartiteSubgraphs(u, true),
                Brute.subsets(u, m -> twoColourable(u, m) && Brute.connected(u, m)));
    }

    @Property(tries = 300)
    void regularSubgraphs(
            @ForAll("multigraphs") Universe u,
            @ForAll @IntRange(min = 1, max = 4) int lo,
            @ForAll @IntRange(min = 0, max = 3) int extra) {
        int hi = lo + extra;
        same(GraphSets.regularSubgraphs(u, lo, hi, false), Brute.subsets(u, m -> regular(u, m, lo, hi)));
        same(
                GraphSets.regularSubgraphs(u, lo, hi, true),
                Brute.subsets(u, m -> regular(u, m, lo, hi) && Brute.connected(u, m)));
    }

    @Property(tries = 300)
    void degreeDistributions(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] counts = new int[1 + r.nextInt(5)];
        for (int d = 0; d < counts.length; d++) {
            counts[d] = r.nextInt(4) == 0 ? DegreeDistributionSpec.ANY : r.nextInt(u.vertexCount() + 1);
        }
        same(GraphSets.withDegreeDistribution(u, counts, false), Brute.subsets(u, m -> distributed(u, m, counts)));
        same(
                GraphSets.withDegreeDistribution(u, counts, true),
                Brute.subsets(u, m -> distributed(u, m, counts) && Brute.connected(u, m)));
    }

    @Test
    void knownCounts() {
        // The grid is bipartite, so every one of its 2^12 edge sets is; of the triangle's eight
        // edge sets all but the triangle itself.
        Universe grid = Universe.grid(3, 3);
        assertThat(GraphSets.bipartiteSubgraphs(grid, false).count()).isEqualTo(BigInteger.ONE.shiftLeft(12));
        Universe k3 = Universe.builder()
                .addEdge("a", "b")
                .addEdge("b", "c")
                .addEdge("a", "c")
                .build();
        assertThat(GraphSets.bipartiteSubgraphs(k3, false).count()).isEqualTo(7);
        // 2-regular subgraphs of the 3×3 grid are its cycles.
        assertThat(GraphSets.regularSubgraphs(grid, 2, 2, false)).isEqualTo(GraphSets.cycles(grid));
        // 1-regular: the non-empty matchings.
        assertThat(GraphSets.regularSubgraphs(grid, 1, 1, false).count())
                .isEqualTo(GraphSets.matchings(grid).count().subtract(BigInteger.ONE));
        assertThatThrownBy(() -> GraphSets.regularSubgraphs(grid, 0, 2, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 <= min <= max");
        // Connected, degrees at most 2, exactly two vertices of degree 1: the paths between any
        // two vertices (a cycle has no vertex of degree 1).
        int[] pathLike = {DegreeDistributionSpec.ANY, 2, DegreeDistributionSpec.ANY};
        GraphSet connectedPaths = GraphSets.withDegreeDistribution(grid, pathLike, true);
        GraphSet allPaths = GraphSet.empty(grid);
        for (int s = 0; s < 9; s++) {
            for (int t = s + 1; t < 9; t++) {
                allPaths = allPaths.union(GraphSets.paths(grid, s, t));
            }
        }
        assertThat(connectedPaths).isEqualTo(allPaths);
        assertThatThrownBy(() -> GraphSets.withDegreeDistribution(grid, new int[] {-2}, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 0");
    }

    /** Whether the chosen edges can be coloured with two colours, the ends of every edge apart. */
    static boolean twoColourable(Universe u, long mask) {
        int n = u.vertexCount();
        int[] colour = new int[n];
        Arrays.fill(colour, -1);
        boolean changed = true;
        for (int start = 0; start < n; start++) {
            if (colour[start] >= 0) {
                continue;
            }
            colour[start] = 0;
            changed = true;
            while (changed) {
                changed = false;
                for (int e = 0; e < u.edgeCount(); e++) {
                    if ((mask >>> e & 1) == 0) {
                        continue;
                    }
                    int a = u.edgeU(e);
                    int b = u.edgeV(e);
                    if (colour[a] >= 0 && colour[b] >= 0) {
                        if (colour[a] == colour[b]) {
                            return false;
                        }
                    } else if (colour[a] >= 0) {
                        colour[b] = 1 - colour[a];
                        changed = true;
                    } else if (colour[b] >= 0) {
                        colour[a] = 1 - colour[b];
                        changed = true;
                    }
                }
            }
        }
        return true;
    }

    /** Exactly counts[d] vertices of degree d (unless ANY), none of a degree past the last named. */
    static boolean distributed(Universe u, long mask, int[] counts) {
        int[] seen = new int[counts.length];
        for (int v = 0; v < u.vertexCount(); v++) {
            int d = Brute.degree(u, mask, v);
            if (d >= counts.length) {
                return false;
            }
            seen[d]++;
        }
        for (int d = 0; d < counts.length; d++) {
            if (counts[d] != DegreeDistributionSpec.ANY && seen[d] != counts[d]) {
                return false;
            }
        }
        return true;
    }

    /** Non-empty, and every touched vertex has the same degree d, lo ≤ d ≤ hi. */
    static boolean regular(Universe u, long mask, int lo, int hi) {
        if (mask == 0) {
            return false;
        }
        int d = -1;
        for (int v = 0; v < u.vertexCount(); v++) {
            int dv = Brute.degree(u, mask, v);
            if (dv == 0) {
                continue;
            }
            if (d >= 0 && dv != d) {
                return false;
            }
            d = dv;
        }
        return d >= lo && d <= hi;
    }
}
