package dev.shannon.graph.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class Graph6FormatTest {
    @Test
    void readsKnownStrings() {
        // "Bw" is the path 0-2-1 plus 0-1: K3. "C~" is K4.
        assertThat(Graph6Format.read("k3", "Bw").edgeCount()).isEqualTo(3);
        Multigraph k4 = Graph6Format.read("k4", ">>graph6<<C~");
        assertThat(k4.vertexCount()).isEqualTo(4);
        assertThat(k4.edgeCount()).isEqualTo(6);
        // "A_" is the single edge 0-1.
        Multigraph edge = Graph6Format.read("e", "A_");
        assertThat(edge.edgeU(0)).isZero();
        assertThat(edge.edgeV(0)).isEqualTo(1);
    }

    @Property(tries = 200)
    void writeThenReadGivesTheSameGraph(@ForAll @IntRange(min = 2, max = 80) int n, @ForAll long seed) {
        Random random = new Random(seed);
        Multigraph.Builder b = Multigraph.builder();
        for (int v = 0; v < n; v++) {
            b.addVertex(Integer.toString(v));
        }
        for (int j = 1; j < n; j++) {
            for (int i = 0; i < j; i++) {
                if (random.nextInt(3) == 0) {
                    b.addEdge(i, j);
                }
            }
        }
        if (b.edgeCount() == 0) {
            b.addEdge(0, 1);
        }
        Multigraph g = b.build();
        assertThat(Graph6Format.read("rt", Graph6Format.write(g))).isEqualTo(g);
    }

    @Test
    void aGraphWithoutEdgesKeepsItsVertices() {
        Multigraph g = Graph6Format.read("g", "C?");
        assertThat(g.vertexCount()).isEqualTo(4);
        assertThat(g.edgeCount()).isZero();
    }

    @Test
    void rejectsBadInput() {
        assertThatThrownBy(() -> Graph6Format.read("g", "C~ ~")).hasMessageContaining("invalid graph6 character ' '");
        assertThatThrownBy(() -> Graph6Format.read("g", "C~~")).hasMessageContaining("body has 2 characters");
        assertThatThrownBy(() -> Graph6Format.read("g", "")).hasMessageContaining("empty graph6");
    }
}
