package dev.shannon.graph;

import dev.shannon.graph.io.EdgeListFormat;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PositionTest {
    // s-a-t-b-s, the 4-cycle; edges 0:s-a 1:a-t 2:t-b 3:b-s
    private final TerminalGraph cycle = EdgeListFormat.read("c4", "s a\na t\nt b\nb s\nterminals s t\n").toGame(null, null);

    @Test
    void movesAlternateAndAreRecorded() {
        Position p = Position.start(cycle, Player.SHORT).play(0).play(1);
        assertThat(p.toMove()).isEqualTo(Player.SHORT);
        assertThat(p.claimedEdges()).containsExactly(0);
        assertThat(p.deletedEdges()).containsExactly(1);
        assertThat(p.freeEdges()).containsExactly(2, 3);
        assertThat(p.winner()).isEmpty();
    }

    @Test
    void cutWinsWhenTerminalsAreSeparated() {
        Position p = Position.start(cycle, Player.SHORT).play(0).play(1).play(2).play(3);
        assertThat(p.winner()).contains(Player.CUT);
        assertThatThrownBy(() -> p.play(0)).hasMessageContaining("game is over");
    }

    @Test
    void shortWinsWithAClaimedPath() {
        Position p = Position.of(cycle, new int[] {0, 1}, new int[] {}, Player.CUT);
        assertThat(p.winner()).contains(Player.SHORT);
        assertThat(p.winningPath()).containsExactly(0, 1);
    }

    @Test
    void minorContractsClaimedAndDropsDeleted() {
        Position p = Position.of(cycle, new int[] {0}, new int[] {2}, Player.SHORT);
        Minor m = p.minor();
        assertThat(m.graph().vertexCount()).isEqualTo(3);
        assertThat(m.originalEdge()).containsExactly(1, 3);
        assertThat(m.vertexOf()[cycle.s()]).isEqualTo(m.vertexOf()[cycle.graph().indexOf("a")]);
        // b-s became a loop-free edge b-{s,a}; a-t joins {s,a} to t.
        assertThat(m.graph().edgeU(0)).isEqualTo(m.s());
        assertThat(m.graph().edgeV(0)).isEqualTo(m.t());
    }

    @Test
    void illegalMovesAreRejected() {
        Position p = Position.start(cycle, Player.SHORT).play(0);
        assertThatThrownBy(() -> p.play(0)).hasMessageContaining("already claimed");
        assertThatThrownBy(() -> p.play(7)).hasMessageContaining("no edge 7");
    }
}
