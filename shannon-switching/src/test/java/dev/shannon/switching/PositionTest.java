package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.graph.io.EdgeListFormat;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PositionTest {
    // s-a-t-b-s, the 4-cycle; edges 0:s-a 1:a-t 2:t-b 3:b-s
    private final TerminalGraph cycle =
            TerminalGraph.from(EdgeListFormat.read("c4", "s a\na t\nt b\nb s\nterminals s t\n"), null, null);

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
        assertThat(p.cutSet()).containsExactly(1, 3);
        assertThat(p.winningPath()).isEmpty();
    }

    @Test
    void theCutSetSeparatesTheTerminalsInTheWholeGraph() {
        // On random games played to the end: a Cut win's cut set holds only deleted edges, and
        // removing just those edges from the full graph already separates s from t.
        SplittableRandom random = new SplittableRandom(7);
        int cutWins = 0;
        for (int trial = 0; trial < 500; trial++) {
            int n = 3 + random.nextInt(5);
            Multigraph.Builder b = Multigraph.builder();
            for (int v = 0; v < n; v++) {
                b.addVertex("v" + v);
            }
            int m = 2 + random.nextInt(10);
            for (int i = 0; i < m; i++) {
                b.addEdge("v" + random.nextInt(n), "v" + random.nextInt(n));
            }
            TerminalGraph game = new TerminalGraph(b.build(), 0, 1);
            Position p = Position.start(game, random.nextBoolean() ? Player.SHORT : Player.CUT);
            while (p.winner().isEmpty() && p.freeEdges().length > 0) {
                int[] free = p.freeEdges();
                p = p.play(free[random.nextInt(free.length)]);
            }
            int[] cut = p.cutSet();
            if (p.winner().orElse(null) != Player.CUT) {
                assertThat(cut).isEmpty();
                continue;
            }
            cutWins++;
            UnionFind rest = new UnionFind(n);
            Set<Integer> cutEdges = new HashSet<>();
            for (int e : cut) {
                assertThat(p.state(e)).isEqualTo(EdgeState.DELETED);
                cutEdges.add(e);
            }
            for (int e = 0; e < game.edgeCount(); e++) {
                if (!cutEdges.contains(e)) {
                    rest.union(game.graph().edgeU(e), game.graph().edgeV(e));
                }
            }
            assertThat(rest.connected(0, 1)).isFalse();
        }
        assertThat(cutWins).isGreaterThan(50);
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
