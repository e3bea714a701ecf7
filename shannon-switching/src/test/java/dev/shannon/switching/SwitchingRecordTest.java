package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class SwitchingRecordTest {
    /** Random multigraphs (loops and parallel edges too) and random games: written and read back, the same position. */
    @Property(tries = 300)
    void gamesSurviveTheRoundTrip(
            @ForAll @IntRange(min = 2, max = 8) int vertices,
            @ForAll @IntRange(min = 1, max = 16) int edges,
            @ForAll long seed) {
        Random random = new Random(seed);
        Multigraph.Builder b = Multigraph.builder();
        b.addEdge("v0", "v1");
        for (int i = 1; i < edges; i++) {
            b.addEdge("v" + random.nextInt(vertices), "v" + random.nextInt(vertices));
        }
        Multigraph g = b.build();
        TerminalGraph game = new TerminalGraph(g, g.indexOf("v0"), g.indexOf("v1"));
        Player first = random.nextBoolean() ? Player.SHORT : Player.CUT;
        Position p = Position.start(game, first);
        List<Integer> moves = new ArrayList<>();
        while (p.winner().isEmpty() && random.nextInt(6) > 0) {
            int[] free = p.freeEdges();
            int e = free[random.nextInt(free.length)];
            moves.add(e);
            p = p.play(e);
        }
        SwitchingRecord rec = SwitchingRecord.of(
                game, first, moves.stream().mapToInt(Integer::intValue).toArray());
        SwitchingRecord back = SwitchingRecord.parse(rec.format());
        assertThat(back.position()).isEqualTo(p);
        assertThat(back.moves()).isEqualTo(rec.moves());
        assertThat(back.format()).isEqualTo(rec.format());
    }

    @Test
    void readsTheDocumentedExampleAndRefusesBadOnes() {
        SwitchingRecord r = SwitchingRecord.parse(
                "shannon-record switching\nfirst short\ngraph\nterminals s t\ns a\na t\nt b\nb s\nend\nmoves 0 1\n");
        assertThat(r.position().claimedEdges()).containsExactly(0);
        assertThat(r.position().deletedEdges()).containsExactly(1);
        assertThatThrownBy(() -> SwitchingRecord.parse("shannon-record switching\ngraph\ns a\nend\n"))
                .hasMessageContaining("missing terminal s");
        assertThatThrownBy(() ->
                        SwitchingRecord.parse("shannon-record switching\ngraph\nterminals s t\ns t\nend\nmoves 1\n"))
                .hasMessage("moves: no edge 1 (the graph's edges are 0..0)");
        assertThatThrownBy(() -> SwitchingRecord.parse(
                                "shannon-record switching\ngraph\nterminals s t\ns a\na t\nend\nmoves 0 0\n")
                        .position())
                .hasMessage("move 2 (edge 0): edge 0 is already claimed");
        assertThatThrownBy(() ->
                        SwitchingRecord.parse("shannon-record switching\nfirst left\ngraph\nterminals s t\ns t\nend\n"))
                .hasMessageContaining("unknown player 'left'");
    }

    @Test
    void aVertexOnNoEdgeIsKeptThroughTheRecord() {
        // As read from graph6 "C?" plus edges: t touches no edge, so Cut has won before any move.
        Multigraph.Builder b = Multigraph.builder();
        b.addVertex("s");
        b.addVertex("t");
        b.addEdge("s", "a");
        b.addEdge("a", "b");
        TerminalGraph game = new TerminalGraph(b.build(), 0, 1);
        String text = SwitchingRecord.of(game, Player.SHORT, new int[0]).format();
        assertThat(text).contains("\nisolated t\n");
        SwitchingRecord back = SwitchingRecord.parse(text);
        assertThat(back.graph().graph().edgeCount()).isEqualTo(2);
        assertThat(back.graph().graph().name(back.graph().t())).isEqualTo("t");
        assertThat(back.position().winner()).contains(Player.CUT);
        assertThat(back.format()).isEqualTo(text);
        // A game with every vertex on an edge writes no such line.
        TerminalGraph path = TerminalGraph.of(pathGraph(), "s", "b");
        assertThat(SwitchingRecord.of(path, Player.SHORT, new int[0]).format()).doesNotContain("isolated");
        assertThatThrownBy(() -> SwitchingRecord.parse(text.replace("isolated t", "isolated a")))
                .hasMessageContaining("'a' is on an edge");
        assertThatThrownBy(() -> SwitchingRecord.parse(text.replace("isolated t\n", "")))
                .hasMessageContaining("unknown terminal 't'");
        assertThatThrownBy(() -> SwitchingRecord.parse(text.replace("isolated t", "isolated q")))
                .hasMessageContaining("unknown terminal 't'");
    }

    private static Multigraph pathGraph() {
        Multigraph.Builder b = Multigraph.builder();
        b.addEdge("s", "a");
        b.addEdge("a", "b");
        return b.build();
    }
}
