package dev.shannon.graph.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.JGraphTInterop;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import org.jgrapht.Graph;
import org.jgrapht.alg.isomorphism.VF2GraphIsomorphismInspector;
import org.jgrapht.generate.CompleteGraphGenerator;
import org.jgrapht.generate.GridGraphGenerator;
import org.jgrapht.generate.NamedGraphGenerator;
import org.jgrapht.generate.RingGraphGenerator;
import org.jgrapht.generate.WheelGraphGenerator;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.util.SupplierUtil;
import org.junit.jupiter.api.Test;

/** Each generator against JGraphT's generator of the same graph, up to isomorphism (VF2). */
class NamedGraphsTest {

    private static Graph<String, DefaultEdge> jgrapht(Consumer<Graph<String, DefaultEdge>> generator) {
        int[] next = {0};
        Graph<String, DefaultEdge> g =
                new SimpleGraph<>(() -> "v" + next[0]++, SupplierUtil.DEFAULT_EDGE_SUPPLIER, false);
        generator.accept(g);
        return g;
    }

    private static void assertIsomorphic(Multigraph ours, Graph<String, DefaultEdge> theirs) {
        Graph<String, DefaultEdge> mine = new SimpleGraph<>(DefaultEdge.class);
        JGraphTInterop.toJGraphT(ours).vertexSet().forEach(mine::addVertex);
        for (int e = 0; e < ours.edgeCount(); e++) {
            assertThat(mine.addEdge(ours.name(ours.edgeU(e)), ours.name(ours.edgeV(e))))
                    .as("a simple graph")
                    .isNotNull();
        }
        assertThat(mine.vertexSet()).hasSameSizeAs(theirs.vertexSet());
        assertThat(mine.edgeSet()).hasSameSizeAs(theirs.edgeSet());
        assertThat(new VF2GraphIsomorphismInspector<>(mine, theirs).isomorphismExists())
                .isTrue();
    }

    @Test
    void everyGeneratorIsTheStandardGraph() {
        for (int k = 2; k <= 9; k++) {
            int kk = k;
            assertIsomorphic(
                    NamedGraphs.complete(k),
                    jgrapht(g -> new CompleteGraphGenerator<String, DefaultEdge>(kk).generateGraph(g)));
        }
        for (int k = 3; k <= 12; k++) {
            int kk = k;
            assertIsomorphic(
                    NamedGraphs.wheel(k),
                    jgrapht(g -> new WheelGraphGenerator<String, DefaultEdge>(kk + 1).generateGraph(g)));
        }
        for (int r = 2; r <= 5; r++) {
            for (int c = 2; c <= 5; c++) {
                int rr = r;
                int cc = c;
                assertIsomorphic(
                        NamedGraphs.grid(r, c),
                        jgrapht(g -> new GridGraphGenerator<String, DefaultEdge>(rr, cc).generateGraph(g)));
            }
        }
        assertIsomorphic(
                NamedGraphs.petersen(),
                jgrapht(g -> new NamedGraphGenerator<String, DefaultEdge>().generatePetersenGraph(g)));
        assertIsomorphic(
                NamedGraphs.fourCycle(), jgrapht(g -> new RingGraphGenerator<String, DefaultEdge>(4).generateGraph(g)));
    }

    @Test
    void namesAreReadable() {
        Multigraph k4 = NamedGraphs.complete(4);
        assertThat(k4.name(0)).isEqualTo("s");
        assertThat(k4.name(1)).isEqualTo("t");
        assertThat(k4.indexOf("b")).isGreaterThanOrEqualTo(0);
        assertThat(NamedGraphs.grid(3, 4).indexOf("2,3")).isGreaterThanOrEqualTo(0);
        assertThat(NamedGraphs.wheel(5).indexOf("h")).isGreaterThanOrEqualTo(0);
    }

    @Test
    void aRandomGraphIsSimpleHasItsEdgesAndFollowsTheSeed() {
        for (long seed = 0; seed < 200; seed++) {
            int n = 2 + (int) (seed % 9);
            int m = 1 + (int) (seed % (n * (n - 1) / 2));
            Multigraph g = NamedGraphs.random(n, m, seed);
            assertThat(g.edgeCount()).isEqualTo(m);
            assertThat(g.vertexCount()).isLessThanOrEqualTo(n);
            Set<String> pairs = new HashSet<>();
            for (int e = 0; e < m; e++) {
                assertThat(g.isLoop(e)).isFalse();
                String a = g.name(g.edgeU(e));
                String b = g.name(g.edgeV(e));
                assertThat(pairs.add(a.compareTo(b) < 0 ? a + " " + b : b + " " + a))
                        .isTrue();
            }
            assertThat(EdgeListFormat.write(NamedGraphs.random(n, m, seed))).isEqualTo(EdgeListFormat.write(g));
        }
        assertThatThrownBy(() -> NamedGraphs.random(4, 7, 1)).hasMessageContaining("1 to 6 edges");
    }

    @Test
    void theEdgeListRebuildsTheSameNumbering() {
        for (Multigraph g : new Multigraph[] {
            NamedGraphs.complete(6), NamedGraphs.wheel(7), NamedGraphs.grid(3, 5), NamedGraphs.petersen()
        }) {
            Multigraph back = EdgeListFormat.read("g", EdgeListFormat.write(g)).graph();
            for (int v = 0; v < g.vertexCount(); v++) {
                assertThat(back.name(v)).isEqualTo(g.name(v));
            }
        }
    }
}
