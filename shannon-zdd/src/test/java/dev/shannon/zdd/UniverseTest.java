package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.order.FrontierWidth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;

class UniverseTest {

    @Test
    void gridsAreNamedAndOrderedRowMajor() {
        Universe g = Universe.grid(2, 3);
        assertThat(g.vertexNames()).containsExactly("0,0", "0,1", "0,2", "1,0", "1,1", "1,2");
        assertThat(g.edges().stream().map(Edge::toString).toList())
                .containsExactly("0,0-0,1", "0,0-1,0", "0,1-0,2", "0,1-1,1", "0,2-1,2", "1,0-1,1", "1,1-1,2");
        assertThat(g.frontierWidth()).isEqualTo(4);
        assertThat(Universe.grid(10, 10).frontierWidth()).isEqualTo(11);
    }

    @Test
    void badGridsAreRejected() {
        assertThatThrownBy(() -> Universe.grid(0, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0x3");
        assertThatThrownBy(() -> Universe.grid(5000, 5000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too large");
    }

    /** The 10×10 grid given with shuffled names and edges: the default order must recover a narrow sweep. */
    @Test
    void theDefaultOrderKeepsShuffledGridsNarrow() {
        for (int k : new int[] {10, 20}) {
            for (long seed = 0; seed < 5; seed++) {
                Universe u = shuffledGrid(k, k, new Random(seed));
                assertThat(u.frontierWidth()).as("k=%d seed=%d", k, seed).isLessThanOrEqualTo(k + 2);
            }
        }
        Universe wide = shuffledGrid(6, 30, new Random(1));
        assertThat(wide.frontierWidth()).isLessThanOrEqualTo(8);
    }

    static Universe shuffledGrid(int rows, int cols, Random r) {
        Universe.Builder b = Universe.builder();
        for (String[] e : shuffledGridEdges(rows, cols, r)) {
            b.addEdge(e[0], e[1]);
        }
        return b.build();
    }

    /** A grid's edges with the vertex names permuted, each edge's ends in random order, the edges shuffled. */
    static List<String[]> shuffledGridEdges(int rows, int cols, Random r) {
        List<String[]> edges = new ArrayList<>();
        Universe g = Universe.grid(rows, cols);
        List<String> names = new ArrayList<>(g.vertexNames());
        Collections.shuffle(names, r);
        for (Edge e : g.edges()) {
            String a = names.get(e.u());
            String b = names.get(e.v());
            edges.add(r.nextBoolean() ? new String[] {a, b} : new String[] {b, a});
        }
        Collections.shuffle(edges, r);
        return edges;
    }

    @Test
    void theDefaultOrderCountsTheSameFamilies() {
        Universe u = shuffledGrid(5, 5, new Random(3));
        String a = null;
        String b = null;
        for (int i = 0; i < u.edgeCount(); i++) {
            Edge e = u.edge(i);
            if (a == null) {
                a = e.uName();
            }
            b = e.vName();
        }
        Universe asGiven = Universe.builder().build();
        assertThat(asGiven.edgeCount()).isZero();
        assertThat(GraphSets.paths(u, a, b).count())
                .isEqualTo(GraphSets.paths(u.withEdgeOrder(EdgeOrder.AS_GIVEN), a, b)
                        .count());
        assertThat(GraphSets.cycles(u).count())
                .isEqualTo(GraphSets.cycles(Universe.grid(5, 5)).count());
    }

    @Provide
    net.jqwik.api.Arbitrary<TestGraphs.Spec> specs() {
        return TestGraphs.specs(8, 14, true);
    }

    @Property(tries = 300)
    void ordersArePermutationsAndInputIndicesMapBack(@ForAll("specs") TestGraphs.Spec s) {
        Universe u = s.universe();
        boolean[] seen = new boolean[u.edgeCount()];
        for (int e = 0; e < u.edgeCount(); e++) {
            int i = u.inputIndex(e);
            assertThat(seen[i]).isFalse();
            seen[i] = true;
            assertThat(u.edgeU(e)).isEqualTo(s.us()[i]);
            assertThat(u.edgeV(e)).isEqualTo(s.vs()[i]);
            assertThat(u.edgeOfInput(i)).isEqualTo(e);
        }
        int[] identity = EdgeOrder.AS_GIVEN.order(s.n(), s.us(), s.vs());
        int[] best = EdgeOrder.FRONTIER.order(s.n(), s.us(), s.vs());
        // The heuristic considers the input order, so it is never worse than it.
        assertThat(FrontierWidth.of(s.n(), s.us(), s.vs(), best))
                .isLessThanOrEqualTo(FrontierWidth.of(s.n(), s.us(), s.vs(), identity));
    }

    @Test
    void universesCompareByStructureAndRefuseToMix() {
        Universe a = Universe.grid(2, 2);
        Universe b = Universe.grid(2, 2);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.withMemoryLimit(1 << 20)).isEqualTo(a);
        assertThat(GraphSets.cycles(a).union(GraphSets.cycles(b)).count()).isEqualTo(1);
        Universe c = Universe.grid(2, 3);
        assertThatThrownBy(() -> GraphSets.cycles(a).union(GraphSets.cycles(c)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("different universes");
        assertThatThrownBy(() -> GraphSets.paths(a, "0,0", "9,9"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown vertex '9,9'");
    }

    @Test
    void multigraphsBecomeUniverses() {
        Multigraph m = Multigraph.of(List.of("s", "a", "t"), new int[] {0, 0, 1, 1, 2}, new int[] {1, 1, 2, 1, 2});
        Universe u = Universe.of(m);
        assertThat(u.vertexCount()).isEqualTo(3);
        assertThat(u.edgeCount()).isEqualTo(5);
        // Two parallel s-a edges times one a-t edge; loops never lie on paths.
        assertThat(GraphSets.paths(u, "s", "t").count()).isEqualTo(2);
        // Cycles: the s-a digon and the two loops.
        assertThat(GraphSets.cycles(u).count()).isEqualTo(3);
        assertThat(u.toMultigraph().edgeCount()).isEqualTo(5);
    }

    @Test
    void jgraphtGraphsComeInAndSubgraphsGoOut() {
        Graph<Integer, DefaultEdge> k4 = new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < 4; v++) {
            k4.addVertex(v);
        }
        for (int a = 0; a < 4; a++) {
            for (int b = a + 1; b < 4; b++) {
                k4.addEdge(a, b);
            }
        }
        Universe u = Universe.of(k4);
        GraphSet hamiltonian = GraphSets.hamiltonianCycles(u);
        assertThat(hamiltonian.count()).isEqualTo(3);
        for (Subgraph s : hamiltonian) {
            Graph<String, Integer> g = s.toJGraphT();
            assertThat(g.vertexSet()).hasSize(4);
            assertThat(g.edgeSet()).hasSize(4);
            assertThat(new ConnectivityInspector<>(g).isConnected()).isTrue();
        }
        assertThat(u.toJGraphT().edgeSet()).hasSize(6);
    }

    @Test
    void memoryLimitsEndInAClearException() {
        Universe g = Universe.grid(9, 9).withMemoryLimit(200_000);
        assertThatThrownBy(() -> GraphSets.paths(g, "0,0", "8,8"))
                .isInstanceOf(ZddMemoryLimitException.class)
                .hasMessageContaining("memory limit");
    }
}
