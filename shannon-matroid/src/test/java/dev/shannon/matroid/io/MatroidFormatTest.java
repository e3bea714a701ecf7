package dev.shannon.matroid.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.GraphGames;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.switching.GameType;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import org.junit.jupiter.api.Test;

class MatroidFormatTest {
    @Test
    void fanoPlane() {
        MatroidFile f = MatroidFormat.read("fano.txt", """
                # the Fano plane: the nonzero vectors of GF(2)^3
                binary
                0 0 0 1 1 1 1
                0 1 1 0 0 1 1
                1 0 1 0 1 0 1   # column j is j+1 in binary
                target 6
                """);
        assertThat(f.kind()).isEqualTo("binary");
        assertThat(f.game().target()).isEqualTo(6);
        assertThat(EdmondsSolver.analyze(f.game()).type()).isEqualTo(GameType.SHORT);
    }

    @Test
    void graphTargetIsTheNewEdge() {
        String edges = "s a\na t\ns b\nb t\na b\nterminals s t\n";
        MatroidFile f = MatroidFormat.read("g.txt", "graph\n" + edges);
        assertThat(f.game().target()).isEqualTo(5);
        TerminalGraph g = TerminalGraph.from(EdgeListFormat.read("g", edges), null, null);
        assertThat(EdmondsSolver.analyze(f.game()).analysis())
                .isEqualTo(SwitchingSolver.lehman().solve(g));
        MatroidGame incidence = GraphGames.incidence(g.graph(), g.s(), g.t());
        assertThat(EdmondsSolver.analyze(incidence).analysis())
                .isEqualTo(SwitchingSolver.lehman().solve(g));
    }

    @Test
    void otherKinds() {
        assertThat(MatroidFormat.read("u", "uniform 2 4\ntarget 0\n").game().size())
                .isEqualTo(4);
        assertThat(MatroidFormat.read("l", "linear 3\n1 0 1 1\n0 1 1 2\ntarget 3\n")
                        .game()
                        .size())
                .isEqualTo(4);
        assertThat(MatroidFormat.read("b", "bases 3\n0 1\n0 2\n1 2\ntarget 2\n")
                        .game()
                        .size())
                .isEqualTo(3);
        assertThat(MatroidFormat.read("c", "circuits 3\n0 1 2\ntarget 2\n")
                        .game()
                        .size())
                .isEqualTo(3);
        assertThat(MatroidFormat.read("b", "bases 2\n-\ntarget 1\n")
                        .game()
                        .matroid()
                        .rank())
                .isZero();
    }

    @Test
    void badInputIsOneClearLine() {
        assertThatThrownBy(() -> MatroidFormat.read("f", "")).hasMessageContaining("empty file");
        assertThatThrownBy(() -> MatroidFormat.read("f", "ternary\n1\ntarget 0"))
                .hasMessageContaining("unknown kind 'ternary'");
        assertThatThrownBy(() -> MatroidFormat.read("f", "binary\n1 0\n1\ntarget 0"))
                .hasMessage("f:3: row has 1 entries, the first row has 2");
        assertThatThrownBy(() -> MatroidFormat.read("f", "binary\n1 2\ntarget 0"))
                .hasMessageContaining("outside 0..1");
        assertThatThrownBy(() -> MatroidFormat.read("f", "binary\n1 0\n")).hasMessageContaining("missing 'target J'");
        assertThatThrownBy(() -> MatroidFormat.read("f", "binary\n1 0\ntarget 2"))
                .hasMessageContaining("not an element (0..1)");
        assertThatThrownBy(() -> MatroidFormat.read("f", "binary\n1 0\ntarget 0\ntarget 1"))
                .hasMessageContaining("second 'target'");
        assertThatThrownBy(() -> MatroidFormat.read("f", "linear 4\n1 0\ntarget 0"))
                .hasMessageContaining("not a prime");
        assertThatThrownBy(() -> MatroidFormat.read("f", "uniform 5 4\ntarget 0"))
                .hasMessageContaining("exceeds");
        assertThatThrownBy(() -> MatroidFormat.read("f", "uniform 2 4\n1 1\ntarget 0"))
                .hasMessageContaining("no rows");
        assertThatThrownBy(() -> MatroidFormat.read("f", "binary\n1 -1\ntarget 0"))
                .hasMessageContaining("not a non-negative integer");
        assertThatThrownBy(() -> MatroidFormat.read("f", "binary\n1 99999999999\ntarget 0"))
                .hasMessageContaining("not a non-negative integer");
        assertThatThrownBy(() -> MatroidFormat.read("f", "bases 4\n0 1\n2 3\ntarget 0"))
                .hasMessageContaining("basis exchange");
        assertThatThrownBy(() -> MatroidFormat.read("f", "graph\na b\n")).hasMessageContaining("terminal");
        assertThatThrownBy(() -> MatroidFormat.read("f", "graph\na b\nterminals a a\n"))
                .hasMessageContaining("same vertex");
        assertThatThrownBy(() -> MatroidFormat.read("f", "uniform 2 5000\ntarget 0"))
                .hasMessageContaining("too many elements");
    }

    /** Issue 29, §8: "target 3" in a graph file was read as an edge from a vertex called "target". */
    @Test
    void aTargetLineInAGraphFileIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> MatroidFormat.read("g.txt", "graph\nterminals s t\ns a\na t\ntarget 1\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("g.txt:5:")
                .hasMessageContaining("a graph's target is the edge s–t");
    }
}
