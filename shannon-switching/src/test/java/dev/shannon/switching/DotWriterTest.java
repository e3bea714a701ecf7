package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.io.EdgeListFormat;
import org.junit.jupiter.api.Test;

class DotWriterTest {
    private final TerminalGraph cycle =
            TerminalGraph.from(EdgeListFormat.read("c4", "s a\na t\nt b\nb s\nterminals s t\n"), null, null);

    @Test
    void drawsEveryEdgeAndMarksTheTerminals() {
        String dot = DotWriter.write(cycle);
        assertThat(dot).startsWith("graph").contains("\"s\" -- \"a\"").contains("\"b\" -- \"s\"");
        assertThat(dot).containsPattern("\"s\" \\[[^]]*doublecircle").containsPattern("\"t\" \\[[^]]*doublecircle");
    }

    @Test
    void showsClaimedBoldAndDeletedDashed() {
        Position p = Position.start(cycle, Player.SHORT).play(0).play(1); // s–a claimed, a–t deleted
        String dot = DotWriter.write(p);
        assertThat(dot)
                .containsPattern("\"s\" -- \"a\" \\[[^]]*penwidth=3")
                .containsPattern("\"a\" -- \"t\" \\[[^]]*dashed");
    }
}
