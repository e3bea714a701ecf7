package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.spec.DegreeDistributionSpec;
import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * Weighted induced subgraphs, forbidden induced subgraphs, chordal subgraphs and bicliques
 * against their definitions, over every edge subset of random small multigraphs (loops and
 * parallel edges included) and of complete graphs and grids.
 */
class ChordalBicliqueWeightedTest {

    @Provide
    Arbitrary<Universe> multigraphs() {
        return TestGraphs.multigraphs(7, 12, true);
    }

    @Provide
    Arbitrary<Universe> dense() {
        return TestGraphs.simpleGraphs(6, 0.7);
    }

    private static void same(GraphSet g, Set<Long> expected) {
        assertThat(Brute.members(g)).isEqualTo(expected);
        assertThat(g.count()).isEqualTo(BigInteger.valueOf(expected.size()));
    }

    // ------------------------------------------------------------ weighted induced subgraphs

    @Property(tries = 300)
    void weightedInducedSubgraphs(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] w = new int[u.vertexCount()];
        for (int v = 0; v < w.length; v++) {
            w[v] = r.nextInt(6);
        }
        int lo = r.nextInt(12);
        int hi = lo + r.nextInt(12);
        same(
                GraphSets.weightedInducedSubgraphs(u, w, lo, hi),
                Brute.subsets(
                        u,
                        m -> Brute.connected(u, m)
                                && PartitionsTest.isInduced(u, m)
                                && inRange(touchedWeight(u, m, w), lo, hi)));
    }

    private static boolean inRange(long x, long lo, long hi) {
        return x >= lo && x <= hi;
    }

    /** The total weight of the vertices the edge set touches. */
    static long touchedWeight(Universe u, long mask, int[] w) {
        long sum = 0;
        for (int v = 0; v < u.vertexCount(); v++) {
            if (Brute.touched(u, mask, v)) {
                sum += w[v];
            }
        }
        return sum;
    }

    /** Graphillion's own test of weighted_induced_graphs, on its 2×3 grid numbered 1..6. */
    @Test
    void graphillionsExampleCounts() {
        Universe.Builder b = Universe.builder();
        for (String v : new String[] {"1", "2", "3", "4", "5", "6"}) {
            b.addVertex(v);
        }
        for (String[] e :
                new String[][] {{"1", "2"}, {"1", "4"}, {"2", "3"}, {"2", "5"}, {"3", "6"}, {"4", "5"}, {"5", "6"}}) {
            b.addEdge(e[0], e[1]);
        }
        Universe u = b.build();
        int[] unit = {1, 1, 1, 1, 1, 1};
        int big = Integer.MAX_VALUE;
        assertThat(GraphSets.weightedInducedSubgraphs(u, unit, 0, big)).isEqualTo(GraphSets.inducedSubgraphs(u));
        assertThat(GraphSets.inducedSubgraphs(u).count()).isEqualTo(34);
        assertThat(GraphSets.weightedInducedSubgraphs(u, unit, 5, big).count()).isEqualTo(7);
        assertThat(GraphSets.weightedInducedSubgraphs(u, unit, 0, 2).count()).isEqualTo(7);
        assertThat(GraphSets.weightedInducedSubgraphs(u, unit, 3, 4).count()).isEqualTo(20);
        int[] byName = new int[6];
        for (int v = 0; v < 6; v++) {
            byName[v] = Integer.parseInt(u.name(v));
        }
        assertThat(GraphSets.weightedInducedSubgraphs(u, byName, 18, big).count())
                .isEqualTo(5);
        assertThat(GraphSets.weightedInducedSubgraphs(u, byName, 0, 9).count()).isEqualTo(9);
        assertThat(GraphSets.weightedInducedSubgraphs(u, byName, 10, 17).count())
                .isEqualTo(20);
        assertThatThrownBy(() -> GraphSets.weightedInducedSubgraphs(u, new int[] {1, 1, 1, 1, 1, -1}, 0, 9))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 0");
        assertThatThrownBy(() -> GraphSets.weightedInducedSubgraphs(u, unit, 3, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty weight range");
        assertThatThrownBy(() -> GraphSets.weightedInducedSubgraphs(u, new int[5], 0, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("need 6");
    }

    // ------------------------------------------------------------ forbidden induced subgraphs

    @Property(tries = 300)
    void forbiddenInducedSubgraphs(@ForAll("multigraphs") Universe u, @ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int m = u.edgeCount();
        Set<Long> forbidden = new HashSet<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            forbidden.add(r.nextLong(1L << m));
        }
        GraphSet f =
                GraphSet.of(u, forbidden.stream().map(x -> Brute.subgraph(u, x)).toList());
        same(
                GraphSets.forbiddenInducedSubgraphs(u, f),
                Brute.subsets(u, g -> forbidden.stream().noneMatch(h -> inducedIn(u, h, g))));
    }

    /** Whether h ⊆ g and every edge of g with both ends on h's vertices is in h. */
    static boolean inducedIn(Universe u, long h, long g) {
        if ((h & ~g) != 0) {
            return false;
        }
        for (int e : Brute.edges(g & ~h)) {
            if (Brute.touched(u, h, u.edgeU(e)) && Brute.touched(u, h, u.edgeV(e))) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 100)
    void onSimpleGraphsChordalMeansNoInducedCycleOfFourOrMore(@ForAll("dense") Universe u) {
        assertThat(GraphSets.chordalSubgraphs(u))
                .isEqualTo(GraphSets.forbiddenInducedSubgraphs(
                        u, GraphSets.cycles(u).ofSizeAtLeast(4)));
    }

    @Test
    void cographsAreFreeOfInducedFourVertexPaths() {
        // Labelled cographs on n vertices, OEIS A006351: 1, 2, 8, 52, 472, 5504.
        long[] a006351 = {1, 1, 2, 8, 52, 472, 5504};
        int[] p4 = {DegreeDistributionSpec.ANY, 2, 2};
        for (int n = 1; n <= 6; n++) {
            Universe k = TestGraphs.complete(n);
            GraphSet paths = GraphSets.withDegreeDistribution(k, p4, true);
            assertThat(GraphSets.forbiddenInducedSubgraphs(k, paths).count())
                    .as("K%d", n)
                    .isEqualTo(a006351[n]);
        }
    }

    @Test
    void forbiddingTheEmptySetOrALargeFamily() {
        Universe grid = Universe.grid(3, 3);
        assertThat(GraphSets.forbiddenInducedSubgraphs(grid, GraphSet.of(grid, Subgraph.of(grid)))
                        .isEmpty())
                .isTrue();
        assertThat(GraphSets.forbiddenInducedSubgraphs(grid, GraphSet.empty(grid)))
                .isEqualTo(GraphSet.all(grid));
        // In a simple graph every edge of G induces itself: forbidding single edges leaves only ∅.
        assertThat(GraphSets.forbiddenInducedSubgraphs(grid, GraphSets.withEdgeCount(grid, 1, 1))
                        .count())
                .isEqualTo(1);
        // Frontier search over pairs keeps a mask per frontier slot: K33's 33 are refused at once.
        Universe k33 = TestGraphs.complete(33);
        assertThatThrownBy(() -> GraphSets.forbiddenInducedSubgraphs(k33, GraphSet.empty(k33)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a frontier of 33 vertices");
        assertThatThrownBy(() -> GraphSets.chordalSubgraphs(k33))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 31");
        assertThatThrownBy(() -> GraphSets.forbiddenInducedSubgraphs(grid, GraphSet.empty(Universe.grid(2, 2))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("another universe");
    }

    // ------------------------------------------------------------ chordal subgraphs

    @Property(tries = 200)
    void chordalSubgraphsOfMultigraphs(@ForAll("multigraphs") Universe u) {
        Set<Long> expected = Brute.subsets(u, m -> eliminable(u, m));
        same(GraphSets.chordalSubgraphs(u), expected);
        assertThat(expected).isEqualTo(Brute.subsets(u, m -> !hasHole(u, m)));
    }

    @Property(tries = 100)
    void chordalSubgraphsOfDenseGraphs(@ForAll("dense") Universe u) {
        Set<Long> expected = Brute.subsets(u, m -> eliminable(u, m));
        same(GraphSets.chordalSubgraphs(u), expected);
        assertThat(expected).isEqualTo(Brute.subsets(u, m -> !hasHole(u, m)));
    }

    @Test
    void chordalCountsOfCompleteGraphsAndGrids() {
        // Labelled chordal graphs on n vertices, OEIS A058862: 1, 2, 8, 61, 822, 18154, 617675.
        long[] a058862 = {1, 1, 2, 8, 61, 822, 18154, 617675};
        for (int n = 1; n <= 7; n++) {
            assertThat(GraphSets.chordalSubgraphs(TestGraphs.complete(n)).count())
                    .as("K%d", n)
                    .isEqualTo(a058862[n]);
        }
        Universe k5 = TestGraphs.complete(5);
        same(GraphSets.chordalSubgraphs(k5), Brute.subsets(k5, m -> eliminable(k5, m)));
        // A grid has no triangle, so its shortest cycle in any edge set is a hole: chordal = forest.
        Universe grid = Universe.grid(4, 4);
        assertThat(GraphSets.chordalSubgraphs(grid)).isEqualTo(GraphSets.forests(grid));
        Universe g3 = Universe.grid(3, 4);
        same(GraphSets.chordalSubgraphs(g3), Brute.subsets(g3, m -> eliminable(g3, m)));
        // The 6×6 grid has 1,222,363 cycles of four or more edges, each a hole of some edge sets.
        Universe g6 = Universe.grid(6, 6);
        assertThat(GraphSets.chordalSubgraphs(g6)).isEqualTo(GraphSets.forests(g6));
    }

    @Property(tries = 60)
    void projectionAgreesWithOneTermPerForbiddenMember(@ForAll("larger") Universe u, @ForAll long seed) {
        assertThat(GraphSets.chordalSubgraphs(u)).isEqualTo(InducedFreeByTerms.chordal(u));
        SplittableRandom r = new SplittableRandom(seed);
        GraphSet some = GraphSets.connected(u).ofSizeAtMost(1 + r.nextInt(4));
        assertThat(GraphSets.forbiddenInducedSubgraphs(u, some)).isEqualTo(InducedFreeByTerms.free(u, some));
    }

    @Provide
    Arbitrary<Universe> larger() {
        return TestGraphs.simpleGraphs(8, 0.55);
    }

    @Test
    void projectionAgreesWithOneTermPerHoleBeyondBruteForce() {
        Universe k8 = TestGraphs.complete(8);
        assertThat(GraphSets.chordalSubgraphs(k8)).isEqualTo(InducedFreeByTerms.chordal(k8));
        Universe.Builder b = Universe.builder();
        Universe g = Universe.grid(4, 4);
        for (int v = 0; v < 16; v++) {
            b.addVertex(g.name(v));
        }
        for (int e = 0; e < g.edgeCount(); e++) {
            b.addEdge(g.edgeU(e), g.edgeV(e));
        }
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                b.addEdge(r * 4 + c, (r + 1) * 4 + c + 1);
            }
        }
        Universe diagonals = b.build();
        assertThat(GraphSets.chordalSubgraphs(diagonals)).isEqualTo(InducedFreeByTerms.chordal(diagonals));
    }

    /** The simple graph of an edge set: adjacency without loops or multiplicity. */
    private static boolean[][] simpleAdjacency(Universe u, long mask) {
        int n = u.vertexCount();
        boolean[][] adj = new boolean[n][n];
        for (int e : Brute.edges(mask)) {
            int a = u.edgeU(e);
            int b = u.edgeV(e);
            if (a != b) {
                adj[a][b] = true;
                adj[b][a] = true;
            }
        }
        return adj;
    }

    /**
     * Chordal by perfect elimination, found naively: remove any vertex whose remaining
     * neighbours are pairwise adjacent until none is left (a graph is chordal exactly when this
     * never gets stuck, Fulkerson and Gross 1965).
     */
    static boolean eliminable(Universe u, long mask) {
        boolean[][] adj = simpleAdjacency(u, mask);
        int n = adj.length;
        boolean[] gone = new boolean[n];
        for (int left = n; left > 0; left--) {
            int pick = -1;
            for (int v = 0; v < n && pick < 0; v++) {
                if (!gone[v] && simplicial(adj, gone, v)) {
                    pick = v;
                }
            }
            if (pick < 0) {
                return false;
            }
            gone[pick] = true;
        }
        return true;
    }

    private static boolean simplicial(boolean[][] adj, boolean[] gone, int v) {
        for (int x = 0; x < adj.length; x++) {
            for (int y = x + 1; y < adj.length; y++) {
                if (!gone[x] && !gone[y] && adj[v][x] && adj[v][y] && !adj[x][y]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether some set of four or more vertices induces a cycle (a hole), by trying every vertex set. */
    static boolean hasHole(Universe u, long mask) {
        boolean[][] adj = simpleAdjacency(u, mask);
        int n = adj.length;
        for (int s = 0; s < 1 << n; s++) {
            if (Integer.bitCount(s) >= 4 && inducesCycle(adj, s)) {
                return true;
            }
        }
        return false;
    }

    /** Every vertex of s has exactly two neighbours in s, and s is connected. */
    private static boolean inducesCycle(boolean[][] adj, int s) {
        int n = adj.length;
        for (int v = 0; v < n; v++) {
            if ((s >>> v & 1) != 0) {
                int d = 0;
                for (int x = 0; x < n; x++) {
                    if ((s >>> x & 1) != 0 && adj[v][x]) {
                        d++;
                    }
                }
                if (d != 2) {
                    return false;
                }
            }
        }
        int start = Integer.numberOfTrailingZeros(s);
        int seen = 1 << start;
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int v = 0; v < n; v++) {
                for (int x = 0; x < n; x++) {
                    if ((seen >>> v & 1) != 0 && (s >>> x & 1) != 0 && (seen >>> x & 1) == 0 && adj[v][x]) {
                        seen |= 1 << x;
                        grew = true;
                    }
                }
            }
        }
        return seen == s;
    }

    // ------------------------------------------------------------ bicliques

    @Property(tries = 300)
    void bicliquesOfMultigraphs(
            @ForAll("multigraphs") Universe u,
            @ForAll @IntRange(min = 1, max = 4) int a,
            @ForAll @IntRange(min = 1, max = 4) int b) {
        GraphSet got = GraphSets.bicliques(u, a, b);
        same(got, Brute.subsets(u, m -> isBiclique(u, m, a, b)));
        assertThat(GraphSets.bicliques(u, b, a)).isEqualTo(got);
    }

    @Property(tries = 100)
    void bicliquesOfDenseGraphs(
            @ForAll("dense") Universe u,
            @ForAll @IntRange(min = 1, max = 3) int a,
            @ForAll @IntRange(min = 1, max = 3) int b) {
        same(GraphSets.bicliques(u, a, b), Brute.subsets(u, m -> isBiclique(u, m, a, b)));
    }

    @Test
    void bicliqueCounts() {
        // Graphillion's test: K4 holds three K_{2,2}, its 4-cycles.
        assertThat(GraphSets.bicliques(TestGraphs.complete(4), 2, 2).count()).isEqualTo(3);
        // In K_n, K_{a,b} with a ≠ b is C(n, a)·C(n − a, b); K_{3,3} in K6: C(6, 3)/2.
        Universe k6 = TestGraphs.complete(6);
        assertThat(GraphSets.bicliques(k6, 2, 3).count()).isEqualTo(60);
        assertThat(GraphSets.bicliques(k6, 3, 3).count()).isEqualTo(10);
        assertThat(GraphSets.bicliques(k6, 1, 1)).isEqualTo(GraphSets.withEdgeCount(k6, 1, 1));
        assertThat(GraphSets.bicliques(k6, 4, 3).isEmpty()).isTrue();
        // The 4×4 grid: its 9 squares are its K_{2,2}; its K_{1,3} are the claws at the 8 border
        // vertices of degree 3 (one each) and the 4 inner vertices (four each).
        Universe grid = Universe.grid(4, 4);
        assertThat(GraphSets.bicliques(grid, 2, 2).count()).isEqualTo(9);
        assertThat(GraphSets.bicliques(grid, 1, 3).count()).isEqualTo(8 + 4 * 4);
        Universe g34 = Universe.grid(3, 4);
        for (int a = 1; a <= 3; a++) {
            for (int b = 1; b <= 3; b++) {
                int x = a;
                int y = b;
                same(GraphSets.bicliques(g34, a, b), Brute.subsets(g34, m -> isBiclique(g34, m, x, y)));
            }
        }
        assertThatThrownBy(() -> GraphSets.bicliques(grid, 0, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sides must be 1..63");
    }

    /**
     * The definition: no loop, the touched vertices split into sides of sizes a and b (either
     * way round) with every edge between the sides and every pair across joined by exactly one.
     */
    static boolean isBiclique(Universe u, long mask, int a, int b) {
        int n = u.vertexCount();
        int touched = 0;
        for (int v = 0; v < n; v++) {
            if (Brute.touched(u, mask, v)) {
                touched |= 1 << v;
            }
        }
        if (mask == 0 || Integer.bitCount(touched) != a + b) {
            return false;
        }
        for (int x = touched; x > 0; x = (x - 1) & touched) {
            if (Integer.bitCount(x) == a && splits(u, mask, x, touched & ~x)) {
                return true;
            }
        }
        return false;
    }

    private static boolean splits(Universe u, long mask, int left, int right) {
        int n = u.vertexCount();
        int[][] joined = new int[n][n];
        for (int e : Brute.edges(mask)) {
            int p = u.edgeU(e);
            int q = u.edgeV(e);
            boolean across =
                    (left >>> p & 1) != 0 && (right >>> q & 1) != 0 || (left >>> q & 1) != 0 && (right >>> p & 1) != 0;
            if (!across) {
                return false;
            }
            joined[p][q]++;
            joined[q][p]++;
        }
        for (int p = 0; p < n; p++) {
            for (int q = 0; q < n; q++) {
                if ((left >>> p & 1) != 0 && (right >>> q & 1) != 0 && joined[p][q] != 1) {
                    return false;
                }
            }
        }
        return true;
    }
}
