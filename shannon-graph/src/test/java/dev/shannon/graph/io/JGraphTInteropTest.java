package dev.shannon.graph.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import org.jgrapht.Graph;
import org.junit.jupiter.api.Test;

class JGraphTInteropTest {
    @Test
    void roundTripKeepsParallelEdgesAndLoops() {
        Multigraph g = EdgeListFormat.read("g", "a b\na b\nb b\nb c\n").graph();
        Graph<String, Integer> j = JGraphTInterop.toJGraphT(g);
        assertThat(j.edgeSet()).hasSize(4);
        assertThat(j.getAllEdges("a", "b")).hasSize(2);
        Multigraph back = JGraphTInterop.fromJGraphT(j);
        assertThat(back.edgeCount()).isEqualTo(4);
        assertThat(back.vertexCount()).isEqualTo(3);
        assertThat(EdgeListFormat.write(back)).contains("a b\na b\nb b\nb c\n");
    }
}
