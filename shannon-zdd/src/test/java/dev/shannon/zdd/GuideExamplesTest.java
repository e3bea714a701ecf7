package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.DegreeDistributionSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.InducedSpec;
import dev.shannon.zdd.spec.PathSpec;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.SplittableRandom;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

/**
 * Every example of {@code shannon-zdd/README.md}, with the results the guide prints: if this
 * test changes, the guide changes with it.
 */
class GuideExamplesTest {
    private final Universe grid = Universe.grid(8, 8);
    private final GraphSet paths = GraphSets.paths(grid, "0,0", "7,7");

    @Test
    void verticesThatAreNotStrings() {
        TypedUniverse<Integer> ring = TypedUniverse.of(List.of(Map.entry(1, 2), Map.entry(2, 3), Map.entry(3, 1)));
        GraphSet cycles = GraphSets.cycles(ring.universe());
        assertThat(cycles.stream().map(g -> g.edges(ring)).toList())
                .isEqualTo(List.of(List.of(Map.entry(1, 2), Map.entry(2, 3), Map.entry(3, 1))));
        assertThat(ring.number(3)).isEqualTo(2);
    }

    @Test
    void aFamilyAndItsDiagram() {
        assertThat(grid.edgeCount()).isEqualTo(112);
        assertThat(paths.count()).isEqualTo(new BigInteger("789360053252"));
        assertThat(paths.nodeCount()).isEqualTo(31_481);
        assertThat(GraphSets.count(grid, PathSpec.between(grid, 0, 63))).isEqualTo(paths.count());
    }

    @Test
    void setAlgebraReadsLikeTheMath() {
        GraphSet viaCentre = paths.includingVertex("4,4");
        GraphSet avoidingCentre = paths.excludingVertex("4,4");
        assertThat(viaCentre.union(avoidingCentre)).isEqualTo(paths);
        assertThat(viaCentre.intersection(avoidingCentre).isEmpty()).isTrue();
        assertThat(viaCentre.count().add(avoidingCentre.count())).isEqualTo(paths.count());
        // The shortest corner-to-corner paths: 14 edges, C(14, 7) of them.
        assertThat(paths.ofSizeAtMost(14).count()).isEqualTo(3432);
        assertThat(paths.minimal()).isEqualTo(paths);
        int firstEdge = grid.edgeIndex("0,0", "0,1");
        assertThat(paths.includingEdge(firstEdge)
                        .count()
                        .add(paths.excludingEdge(firstEdge).count()))
                .isEqualTo(paths.count());
    }

    @Test
    void membersSamplesAndWeights() {
        Subgraph one = paths.sample(42L);
        assertThat(paths.contains(one)).isTrue();
        assertThat(one.degree(grid.vertex("0,0"))).isEqualTo(1);
        // Unit weights: the lightest members are the shortest paths.
        double[] unit = grid.weights(e -> 1);
        assertThat(paths.minWeight(unit).orElseThrow().size()).isEqualTo(14);
        assertThat(paths.maxWeight(unit).orElseThrow().size()).isEqualTo(62);
        List<Subgraph> lightest = paths.lightest(3, unit);
        assertThat(lightest).hasSize(3).allSatisfy(p -> assertThat(p.size()).isEqualTo(14));
        assertThat(paths.stream().limit(5)).hasSize(5);
        assertThat(paths.get(BigInteger.ZERO)).isNotNull();
        Universe g3 = Universe.grid(3, 3);
        assertThat(GraphSets.terminalsConnected(g3, 0, 8).probability(g3.weights(e -> 0.5)))
                .isEqualTo(0.277099609375)
                .isEqualTo(1135.0 / 4096);
    }

    @Test
    void namedFamiliesAndCombinedConstraints() {
        // Spanning trees of the 8x8 grid (matrix-tree theorem; OEIS A007341).
        assertThat(GraphSets.spanningTrees(grid).count()).isEqualTo(new BigInteger("126231322912498539682594816"));
        // Cycles are the connected non-empty edge sets with every degree 0 or 2.
        GraphSet cycles = GraphSets.cycles(Universe.grid(4, 4));
        GraphSet same = GraphSets.graphs(Universe.grid(4, 4))
                .allDegrees(0, 2)
                .components(1)
                .build();
        assertThat(cycles.count()).isEqualTo(213);
        assertThat(same).isEqualTo(cycles);
        assertThat(GraphSets.perfectMatchings(grid).count()).isEqualTo(12_988_816);
    }

    @Test
    void weightedInducedChordalAndBicliques() {
        Universe g5 = Universe.grid(5, 5);
        int[] unit = new int[25];
        Arrays.fill(unit, 1);
        assertThat(GraphSets.weightedInducedSubgraphs(g5, unit, 5, 5).count()).isEqualTo(BigInteger.valueOf(571));
        Universe k6 = TestGraphs.complete(6);
        GraphSet p4s = GraphSets.withDegreeDistribution(k6, new int[] {DegreeDistributionSpec.ANY, 2, 2}, true);
        assertThat(GraphSets.forbiddenInducedSubgraphs(k6, p4s).count()).isEqualTo(BigInteger.valueOf(5504));
        assertThat(GraphSets.chordalSubgraphs(TestGraphs.complete(7)).count()).isEqualTo(BigInteger.valueOf(617_675));
        assertThat(GraphSets.chordalSubgraphs(g5)).isEqualTo(GraphSets.forests(g5));
        assertThat(GraphSets.bicliques(k6, 2, 3).count()).isEqualTo(BigInteger.valueOf(60));
        assertThat(GraphSets.bicliques(grid, 2, 2).count()).isEqualTo(BigInteger.valueOf(49));
    }

    /** The guide's example of a new family in a dozen lines: edge sets of even size. */
    record EvenSize() implements FrontierSpec {
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
            if (take) {
                state[at] ^= 1;
            }
            return edge + 1 < 112 ? edge + 1 : state[at] == 0 ? ACCEPT : REJECT;
        }
    }

    @Test
    void aNewFamilyIsOneSmallSpec() {
        GraphSet even = GraphSet.build(grid, new EvenSize());
        assertThat(even.count()).isEqualTo(BigInteger.ONE.shiftLeft(111));
        assertThat(paths.satisfying(new EvenSize())).isEqualTo(paths);
    }

    @Test
    void dumpLoadAndJGraphT() {
        String text = paths.dumps();
        assertThat(GraphSet.loads(grid, text)).isEqualTo(paths);
        Graph<String, DefaultEdge> k4 = new SimpleGraph<>(DefaultEdge.class);
        for (String v : List.of("a", "b", "c", "d")) {
            k4.addVertex(v);
        }
        for (String[] e : new String[][] {{"a", "b"}, {"a", "c"}, {"a", "d"}, {"b", "c"}, {"b", "d"}, {"c", "d"}}) {
            k4.addEdge(e[0], e[1]);
        }
        Universe u = Universe.of(k4);
        assertThat(GraphSets.spanningTrees(u).count()).isEqualTo(16);
        Optional<Subgraph> any = GraphSets.hamiltonianCycles(u).stream().findFirst();
        assertThat(any.orElseThrow().toJGraphT().edgeSet()).hasSize(4);
    }

    /** The guide's table of frontier widths: the order as given, and EdgeOrder.FRONTIER. */
    @Test
    void frontierWidthsOfStandardGraphs() {
        assertThat(widths(grid)).containsExactly(9, 9);
        assertThat(widths(Universe.grid(3, 30, EdgeOrder.AS_GIVEN))).containsExactly(31, 4);
        assertThat(Universe.grid(3, 30).frontierWidth()).isEqualTo(4); // Universe.grid sweeps it the short way itself
        Universe.Builder k8 = Universe.builder();
        for (int x = 0; x < 8; x++) {
            for (int y = x + 1; y < 8; y++) {
                k8.addEdge("k" + x, "k" + y);
            }
        }
        assertThat(widths(k8.build(EdgeOrder.AS_GIVEN))).containsExactly(8, 8);
        Universe.Builder petersen = Universe.builder();
        for (int i = 0; i < 5; i++) {
            petersen.addEdge("o" + i, "o" + (i + 1) % 5).addEdge("o" + i, "i" + i);
        }
        for (int i = 0; i < 5; i++) {
            petersen.addEdge("i" + i, "i" + (i + 2) % 5);
        }
        assertThat(widths(petersen.build(EdgeOrder.AS_GIVEN))).containsExactly(7, 6);
        Universe.Builder shuffled = Universe.builder();
        for (String[] e : UniverseTest.shuffledGridEdges(12, 12, new Random(1))) {
            shuffled.addEdge(e[0], e[1]);
        }
        assertThat(widths(shuffled.build(EdgeOrder.AS_GIVEN))).containsExactly(124, 13);
    }

    /** Frontier widths of u's edge order and of EdgeOrder.FRONTIER over the same edges. */
    private static int[] widths(Universe u) {
        Universe.Builder b = Universe.builder();
        for (int v = 0; v < u.vertexCount(); v++) {
            b.addVertex(u.name(v));
        }
        for (int e = 0; e < u.edgeCount(); e++) {
            b.addEdge(u.edgeU(e), u.edgeV(e));
        }
        return new int[] {u.frontierWidth(), b.build(EdgeOrder.FRONTIER).frontierWidth()};
    }

    @Test
    void universesDoNotMixAndMemoryIsCapped() {
        GraphSet other = GraphSets.paths(Universe.grid(3, 3), "0,0", "2,2");
        assertThatThrownBy(() -> paths.union(other)).isInstanceOf(IllegalArgumentException.class);
        Universe small = Universe.grid(14, 14).withMemoryLimit(1 << 20);
        assertThatThrownBy(() -> GraphSets.paths(small, "0,0", "13,13"))
                .isInstanceOf(ZddMemoryLimitException.class)
                .hasMessageContaining("memory limit of 1 MiB");
    }

    @Test
    void setsOfVertices() {
        VertexSetFamily ind = VertexSetFamily.independentSets(grid);
        assertThat(ind.count()).isEqualTo(new BigInteger("660647962955"));
        assertThat(ind.nodeCount()).isEqualTo(1_233);
        assertThat(ind.maximal().count()).isEqualTo(BigInteger.valueOf(2_745_186));
        assertThat(ind.maximal()).isEqualTo(ind.intersection(VertexSetFamily.dominatingSets(grid)));
        assertThat(VertexSetFamily.dominatingSets(grid).ofSize(16).count()).isEqualTo(BigInteger.valueOf(52));
        assertThat(VertexSetFamily.cliques(grid).count()).isEqualTo(BigInteger.valueOf(177));
        assertThat(paths.ofSizeAtMost(14).vertexSets().count()).isEqualTo(BigInteger.valueOf(3432));
        assertThat(ind.ofSize(2).inducedSubgraphs().count()).isEqualTo(BigInteger.ONE);
        GraphSet induced = VertexSetFamily.all(grid).inducedSubgraphs();
        assertThat(induced.count()).isEqualTo(new BigInteger("1121231537486377866"));
        assertThat(induced.nodeCount()).isEqualTo(184_067);
        assertThat(induced).isEqualTo(GraphSet.build(grid, InducedSpec.of(grid)));
        assertThat(VertexSetFamily.frontierWidth(grid)).isEqualTo(8);
        VertexSetFamily covers = VertexSetFamily.vertexCovers(grid);
        assertThat(covers.count()).isEqualTo(ind.count());
        assertThat(covers.minWeight(grid.vertexWeights(name -> 1)).orElseThrow())
                .hasSize(32);
        assertThat(covers.ofSize(32).count()).isEqualTo(BigInteger.TWO);
        assertThat(VertexSetFamily.independentSets(Universe.grid(1, 10), 2).count())
                .isEqualTo(BigInteger.valueOf(60));
        VertexSetFamily farDominating = VertexSetFamily.dominatingSets(Universe.grid(4, 4), 2);
        assertThat(farDominating.ofSize(3).count()).isEqualTo(BigInteger.valueOf(96));
        assertThat(farDominating.ofSizeAtMost(2).isEmpty()).isTrue();
        assertThat(ind.probability(grid.vertexWeights(name -> 0.5)))
                .isEqualTo(3.581379783419681E-8)
                .isCloseTo(660647962955.0 / Math.pow(2, 64), within(1e-20));
    }

    @Test
    void vertexSetsByWeightAndAtRandom() {
        VertexSetFamily ind = VertexSetFamily.independentSets(grid);
        double[] unit = grid.vertexWeights(name -> 1);
        assertThat(ind.byDecreasingWeight(unit).limit(3).map(List::size).toList())
                .containsExactly(32, 32, 31);
        assertThat(VertexSetFamily.dominatingSets(grid).minWeight(unit).orElseThrow())
                .hasSize(16);
        double[] byRow = grid.vertexWeights(name -> Integer.parseInt(name.substring(0, name.indexOf(','))));
        List<String> heavy = ind.maxWeight(byRow).orElseThrow();
        assertThat(heavy.stream().mapToDouble(n -> byRow[grid.vertex(n)]).sum()).isEqualTo(112);
        assertThat(ind.samples(new SplittableRandom(1)).limit(3).map(List::size).toList())
                .containsExactly(16, 15, 16);
    }

    @Test
    void vertexFamiliesAsText() {
        VertexSetFamily ind = VertexSetFamily.independentSets(grid);
        String text = ind.dumps();
        assertThat(text)
                .startsWith(
                        "# GraphSet: vertex families (sets of vertices) as a zero-suppressed decision diagram"
                                + " over a fixed universe\nvertexsets 1\nuniverse 64 112 2a498c843e8f8002\nnodes 1233\n2 63 1 1\n3 62 2 1\n")
                .endsWith("\nroot 1234\n");
        assertThat(VertexSetFamily.loads(grid, text)).isEqualTo(ind);
        assertThatThrownBy(() -> GraphSet.loads(grid, text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("line 2: the text holds vertex families (sets of vertices) ('vertexsets'), not graph sets"
                        + " (sets of edges) ('graphset')");
        assertThatThrownBy(() -> VertexSetFamily.loads(Universe.grid(4, 16), text))
                .hasMessage("line 3: universe has 64 vertices and 108 edges, file says 64 and 112");
    }

    @Test
    void setsOfEdgesAndVertices() {
        EdgeVertexFamily withVertices = EdgeVertexFamily.of(paths);
        assertThat(withVertices.count()).isEqualTo(paths.count());
        assertThat(withVertices.nodeCount()).isEqualTo(59_529);
        assertThat(withVertices.ofSize(29).count()).isEqualTo(BigInteger.valueOf(3432));
        assertThat(withVertices.graphSet()).isEqualTo(paths);
        assertThat(withVertices.vertexSets().count()).isEqualTo(new BigInteger("79703138470"));
        double[] w = EdgeVertexFamily.weights(
                grid.weights(e -> 1), grid.vertexWeights(name -> name.equals("3,3") || name.equals("4,4") ? 100 : 0));
        EdgeVertexSet best = withVertices.minWeight(w).orElseThrow();
        assertThat(best.edges().size()).isEqualTo(14);
        assertThat(best.vertices()).hasSize(15).doesNotContain("3,3", "4,4");
        assertThat(EdgeVertexFamily.loads(grid, withVertices.dumps())).isEqualTo(withVertices);
    }

    @Test
    void directedGraphs() {
        assertThat(DiGraphSets.paths(Universe.grid(6, 6), "0,0", "5,5").count()).isEqualTo(BigInteger.valueOf(252));
        Universe g4 = Universe.grid(4, 4);
        Universe.Builder b = Universe.builder();
        for (int v = 0; v < g4.vertexCount(); v++) {
            b.addVertex(g4.name(v));
        }
        for (int e = 0; e < g4.edgeCount(); e++) {
            b.addEdge(g4.edgeU(e), g4.edgeV(e));
            b.addEdge(g4.edgeV(e), g4.edgeU(e));
        }
        Universe both = b.build();
        assertThat(DiGraphSets.cycles(both).count()).isEqualTo(BigInteger.valueOf(450));
        assertThat(DiGraphSets.hamiltonianCycles(both).count()).isEqualTo(BigInteger.valueOf(12));
        assertThat(DiGraphSets.arborescences(both, 0).count())
                .isEqualTo(GraphSets.spanningTrees(g4).count())
                .isEqualTo(BigInteger.valueOf(100352));
        assertThat(DiGraphSets.rootedTrees(both, 0).count())
                .isEqualTo(GraphSets.trees(g4, 0).count())
                .isEqualTo(BigInteger.valueOf(737_354));
        assertThat(DiGraphSets.branchings(both).count()).isEqualTo(BigInteger.valueOf(495_739_125));
        int[] corners = {0, 15};
        assertThat(DiGraphSets.rootedSpanningForests(both, corners).count()).isEqualTo(BigInteger.valueOf(186_368));
        assertThat(DiGraphSets.rootedForests(both, corners, true).count())
                .isEqualTo(BigInteger.valueOf(126_336))
                .isEqualTo(BigInteger.valueOf(186_368 - 2 * 30_016));
        Universe.Builder lessACorner = Universe.builder();
        for (int e = 0; e < g4.edgeCount(); e++) {
            if (g4.edgeU(e) != 0) {
                lessACorner.addEdge(g4.name(g4.edgeU(e)), g4.name(g4.edgeV(e)));
            }
        }
        assertThat(GraphSets.spanningTrees(lessACorner.build()).count()).isEqualTo(BigInteger.valueOf(30_016));
    }

    @Test
    void divisionOneEdgeMoreOrLessAndCosts() {
        int e = grid.edgeIndex("0,0", "0,1");
        GraphSet first = GraphSet.of(grid, Subgraph.of(grid, e));
        GraphSet along = paths.quotient(first);
        assertThat(along.count())
                .isEqualTo(new BigInteger("394680026626"))
                .isEqualTo(paths.count().shiftRight(1))
                .isEqualTo(paths.includingEdge(e).count());
        assertThat(paths.remainder(first)).isEqualTo(paths.excludingEdge(e));
        assertThat(along.join(first).union(paths.remainder(first))).isEqualTo(paths);
        int[] unit = new int[grid.edgeCount()];
        Arrays.fill(unit, 1);
        assertThat(paths.costAtMost(unit, 14).count()).isEqualTo(BigInteger.valueOf(3432));
        assertThat(paths.costEqual(unit, 16).count()).isEqualTo(BigInteger.valueOf(28028));
        assertThat(paths.costAtLeast(unit, 17).count())
                .isEqualTo(new BigInteger("789360021792"))
                .isEqualTo(paths.count().subtract(BigInteger.valueOf(3432 + 28028)));
        assertThat(paths.ofSize(14).removeSomeEdge().count())
                .isEqualTo(BigInteger.valueOf(48048))
                .isEqualTo(BigInteger.valueOf(3432 * 14));
        assertThat(paths.ofSize(14).addSomeEdge().count())
                .isEqualTo(BigInteger.valueOf(336336))
                .isEqualTo(BigInteger.valueOf(3432 * 98));
    }

    @Test
    void partitionsIntoConnectedParts() {
        assertThat(GraphSets.partitions(Universe.grid(6, 6), 2, 2).count()).isEqualTo(BigInteger.valueOf(1_123_743));
        assertThat(GraphSets.inducedSubgraphs(Universe.grid(5, 5)).count()).isEqualTo(BigInteger.valueOf(2_301_852));
    }

    @Test
    void partitionsRegularAndBipartiteSubgraphs() {
        assertThat(GraphSets.partitions(Universe.grid(2, 2), 2, 2).count()).isEqualTo(BigInteger.valueOf(6));
        Universe g4 = Universe.grid(4, 4);
        int[] ones = new int[16];
        Arrays.fill(ones, 1);
        assertThat(GraphSets.balancedPartitions(g4, ones, 4, 4, 4, 4).count()).isEqualTo(BigInteger.valueOf(117));
        assertThat(GraphSets.balancedPartitions(g4, ones, 0, 16, 2, 2, 1.0).count())
                .isEqualTo(BigInteger.valueOf(70));
        assertThat(GraphSets.regularSubgraphs(g4, 1, 1, false).count())
                .isEqualTo(BigInteger.valueOf(10_011))
                .isEqualTo(GraphSets.matchings(g4).count().subtract(BigInteger.ONE));
        assertThat(GraphSets.regularSubgraphs(g4, 2, 2, true)).isEqualTo(GraphSets.cycles(g4));
        Universe k4 = TestGraphs.complete(4);
        assertThat(GraphSets.bipartiteSubgraphs(k4, false).count()).isEqualTo(BigInteger.valueOf(41));
        assertThat(GraphSets.bipartiteSubgraphs(k4, true).count()).isEqualTo(BigInteger.valueOf(37));
    }
}
