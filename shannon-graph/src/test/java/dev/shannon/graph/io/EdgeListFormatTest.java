package dev.shannon.graph.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class EdgeListFormatTest {
    @Test
    void readsEdgesTerminalsCommentsAndMultiEdges() {
        GraphFile f = EdgeListFormat.read("g.txt", """
                # a comment
                s a   # trailing comment
                a t

                a t
                t t
                terminals s t
                """);
        Multigraph g = f.graph();
        assertThat(g.edgeCount()).isEqualTo(4);
        assertThat(g.vertexCount()).isEqualTo(3);
        assertThat(g.isLoop(3)).isTrue();
        assertThat(f.terminals(null, null)).isEqualTo(new GraphFile.Terminals("s", "t"));
        assertThat(f.terminals("a", null)).isEqualTo(new GraphFile.Terminals("a", "t"));
    }

    @Test
    void roundTripsThroughWrite() {
        GraphFile file = EdgeListFormat.read("g", "x y\ny z\nz x\nterminals x z\n");
        String text = EdgeListFormat.write(file.graph(), "x", "z");
        GraphFile again = EdgeListFormat.read("again", text);
        assertThat(again.graph().edgeCount()).isEqualTo(3);
        assertThat(again.terminals(null, null)).isEqualTo(new GraphFile.Terminals("x", "z"));
        assertThat(EdgeListFormat.write(again.graph(), "x", "z")).isEqualTo(text);
    }

    @Test
    void anArcIsTheEdgeWithItsTailFirst() {
        var g = EdgeListFormat.read("g", "s -> a\nb -> a   # backwards\na t\nterminals s t\n")
                .graph();
        assertThat(g.edgeCount()).isEqualTo(3);
        assertThat(g.name(g.edgeU(1))).isEqualTo("b");
        assertThat(g.name(g.edgeV(1))).isEqualTo("a");
        assertThatThrownBy(() -> EdgeListFormat.read("g", "a -> b -> c\n")).hasMessageContaining("found 5 tokens");
    }

    @Test
    void errorsNameTheLineAndTheProblem() {
        assertThatThrownBy(() -> EdgeListFormat.read("g", "a b\na b c d\n"))
                .isInstanceOf(GraphFormatException.class)
                .hasMessage(
                        "g:2: expected an edge 'u v', an arc 'u -> v' or 'terminals S T', found 4 tokens: 'a b c d'");
        assertThatThrownBy(() -> EdgeListFormat.read("g", "a=1 b\n"))
                .hasMessageContaining("g:1:")
                .hasMessageContaining("'='");
        assertThatThrownBy(() -> EdgeListFormat.read("g", "# nothing\n\n")).hasMessage("g: empty graph: no edges");
        assertThatThrownBy(() -> EdgeListFormat.read("g", "a b\nterminals a b\nterminals b a\n"))
                .hasMessageContaining("g:3: second 'terminals' line");
        assertThatThrownBy(() -> EdgeListFormat.read("g", "a b\n").terminals(null, null))
                .hasMessageContaining("missing terminal s");
        assertThatThrownBy(
                        () -> EdgeListFormat.read("g", "a b\nterminals a q\n").terminals(null, null))
                .hasMessageContaining("unknown terminal 'q'");
        assertThatThrownBy(
                        () -> EdgeListFormat.read("g", "a b\nterminals a a\n").terminals(null, null))
                .hasMessageContaining("same vertex 'a'");
    }

    @Test
    void enforcesTheSizeLimit() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 11; i++) {
            sb.append("v").append(i).append(" v").append(i + 1).append('\n');
        }
        assertThatThrownBy(() -> EdgeListFormat.read("big", new StringReader(sb.toString()), new GraphLimits(100, 10)))
                .hasMessageContaining("graph too large");
    }
}
