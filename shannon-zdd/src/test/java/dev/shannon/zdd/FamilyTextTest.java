package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Dumps of vertex families (and the guards between them and graph sets): round trips of random
 * families over random multigraphs, and every kind of bad input failing with one
 * {@link IllegalArgumentException} that names its line.
 */
class FamilyTextTest {

    @Provide
    Arbitrary<TestGraphs.VertexFamilyCase> cases() {
        return TestGraphs.vertexFamilies(7, 10);
    }

    @Property(tries = 300)
    void vertexFamiliesRoundTrip(@ForAll("cases") TestGraphs.VertexFamilyCase c) {
        Universe u = c.u();
        VertexSetFamily a = VertexSetAlgebraTest.of(u, c.a());
        String text = a.dumps();
        assertThat(text)
                .contains("\nvertexsets 1\nuniverse " + u.vertexCount() + " " + u.edgeCount() + " " + u.fingerprint());
        VertexSetFamily back = VertexSetFamily.loads(u, text);
        assertThat(back).isEqualTo(a);
        assertThat(VertexSetFamilyTest.members(u, back)).isEqualTo(c.a());
        assertThat(back.nodeCount()).isEqualTo(a.nodeCount());
        // Over an equal universe made again, too; never as a graph set.
        Universe again = Universe.of(u.toMultigraph(), dev.shannon.zdd.order.EdgeOrder.AS_GIVEN);
        assertThat(VertexSetFamilyTest.members(again, VertexSetFamily.loads(again, text)))
                .isEqualTo(c.a());
        assertThatThrownBy(() -> GraphSet.loads(u, text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not graph sets");
        // A built family too.
        VertexSetFamily ind = VertexSetFamily.independentSets(u);
        assertThat(VertexSetFamily.loads(u, ind.dumps())).isEqualTo(ind);
    }

    /**
     * Any damage to a dump — a line dropped, doubled, or a token changed — either still reads as
     * some family or fails with an IllegalArgumentException naming a line; nothing else.
     */
    @Property(tries = 400)
    void damagedDumpsFailCleanly(@ForAll("cases") TestGraphs.VertexFamilyCase c) {
        Universe u = c.u();
        String text = VertexSetAlgebraTest.of(u, c.a()).dumps();
        SplittableRandom r = new SplittableRandom(c.seed());
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n")));
        int i = r.nextInt(lines.size());
        switch (r.nextInt(4)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(i, lines.get(i));
            case 2 -> {
                String[] tok = lines.get(i).split(" ");
                tok[r.nextInt(tok.length)] =
                        List.of("-1", "0", "1", "99", "x", "", "2147483648").get(r.nextInt(7));
                lines.set(i, String.join(" ", tok));
            }
            default ->
                lines.set(i, lines.get(i).substring(0, r.nextInt(lines.get(i).length() + 1)));
        }
        String damaged = String.join("\n", lines) + "\n";
        try {
            VertexSetFamily f = VertexSetFamily.loads(u, damaged);
            assertThat(f.count()).isNotNull();
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage()).matches("line \\d+: .+");
        }
    }

    @Test
    void kindsAndUniversesAreNeverMixed() {
        // A 6-cycle has as many edges as vertices: only the header tells its dumps apart.
        Universe cycle = Universe.builder()
                .addEdge("a", "b")
                .addEdge("b", "c")
                .addEdge("c", "d")
                .addEdge("d", "e")
                .addEdge("e", "f")
                .addEdge("f", "a")
                .build();
        assertThat(cycle.vertexCount()).isEqualTo(cycle.edgeCount());
        GraphSet matchings = GraphSets.matchings(cycle);
        VertexSetFamily ind = VertexSetFamily.independentSets(cycle);
        assertThatThrownBy(() -> VertexSetFamily.loads(cycle, matchings.dumps()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("line 2: the text holds graph sets (sets of edges) ('graphset'), not vertex families "
                        + "(sets of vertices) ('vertexsets')");
        assertThatThrownBy(() -> GraphSet.loads(cycle, ind.dumps()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("line 2: the text holds vertex families (sets of vertices) ('vertexsets'), not graph sets "
                        + "(sets of edges) ('graphset')");
        // Same sizes, other graph: the fingerprint.
        Universe path = Universe.builder()
                .addEdge("a", "b")
                .addEdge("b", "c")
                .addEdge("c", "d")
                .addEdge("d", "e")
                .addEdge("e", "f")
                .addEdge("a", "a")
                .build();
        assertThatThrownBy(() -> VertexSetFamily.loads(path, ind.dumps()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(
                        "line 3: the file was written for a different universe (fingerprint " + cycle.fingerprint());
        // Other sizes.
        assertThatThrownBy(() -> VertexSetFamily.loads(Universe.grid(2, 3), ind.dumps()))
                .hasMessage("line 3: universe has 6 vertices and 7 edges, file says 6 and 6");
        assertThat(VertexSetFamily.loads(cycle, ind.dumps())).isEqualTo(ind);
        assertThat(GraphSet.loads(cycle, matchings.dumps())).isEqualTo(matchings);
    }

    @Test
    void malformedVertexDumpsSayWhatIsWrong() {
        Universe g = Universe.grid(3, 3);
        String header = "vertexsets 1\nuniverse 9 12 " + g.fingerprint() + "\n";
        assertThat(VertexSetFamily.loads(g, header + "nodes 2\n2 8 0 1\n5 3 1 2\nroot 5\n"))
                .isEqualTo(VertexSetFamily.of(
                        g, List.of(List.of(), List.of(g.name(levelVertex(g, 3)), g.name(levelVertex(g, 8))))));
        assertThatThrownBy(() -> VertexSetFamily.loads(g, "")).hasMessage("line 0: empty input");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, "# only a comment\n\n"))
                .hasMessage("line 2: empty input");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, "vertexsets 2\n"))
                .hasMessage("line 1: expected 'vertexsets 1'");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, "hello world\n"))
                .hasMessage("line 1: expected 'vertexsets 1'");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, "vertexsets 1\nuniverse 9 12\n"))
                .hasMessage("line 2: expected 'universe VERTICES EDGES FINGERPRINT'");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, "vertexsets 1\nnodes 0\nroot 1\n"))
                .hasMessageContaining("line 2: missing 'universe");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, header + "nodes 1\n2 3 0 7\nroot 2\n"))
                .hasMessage("line 4: node 7 is not defined yet");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, header + "nodes 1\n2 9 0 1\nroot 2\n"))
                .hasMessage("line 4: vertex 9 outside 0..8");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, header + "nodes 2\n2 3 0 1\n3 4 0 2\nroot 3\n"))
                .hasMessage("line 5: children must test later vertices");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, header + "nodes 2\n2 3 0 1\nroot 2\n"))
                .hasMessage("line 5: declared 2 nodes, found 1");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, header + "nodes 1\n2 3 0 1\n"))
                .hasMessage("line 4: missing 'nodes' or 'root' line");
        assertThatThrownBy(() -> VertexSetFamily.loads(g, header + "nodes 1\n2 x 0 1\nroot 2\n"))
                .hasMessage("line 4: 'x' is not an integer");
    }

    /** The examples of docs/formats.md, byte for byte. */
    @Test
    void theDocumentedExamplesAreWhatTheCodeWrites() {
        Universe g = Universe.grid(2, 2);
        assertThat(VertexSetFamily.independentSets(g).dumps()).isEqualTo("""
                # GraphSet: vertex families (sets of vertices) as a zero-suppressed decision diagram over a fixed universe
                vertexsets 1
                universe 4 4 39138abcfc700869
                nodes 5
                2 3 1 1
                3 2 2 1
                4 2 1 1
                5 1 3 4
                6 0 5 2
                root 6
                """);
        assertThat(EdgeVertexFamily.of(GraphSets.paths(g, "0,0", "1,1")).dumps())
                .isEqualTo("""
                # GraphSet: edge-vertex families (sets of edges and vertices) as a zero-suppressed decision diagram over a fixed universe
                edgevertexsets 1
                universe 4 4 39138abcfc700869
                nodes 9
                2 7 0 1
                3 6 0 2
                4 5 0 3
                5 2 0 4
                6 1 0 5
                7 4 0 2
                8 3 0 7
                9 2 0 8
                10 0 6 9
                root 10
                """);
        assertThat(GraphSets.paths(g, "0,0", "1,1").dumps()).isEqualTo("""
                # GraphSet: a zero-suppressed decision diagram over a fixed universe
                graphset 1
                universe 4 4 39138abcfc700869
                nodes 4
                2 3 0 1
                3 2 0 1
                4 1 0 2
                5 0 4 3
                root 5
                """);
    }

    private static int levelVertex(Universe u, int level) {
        return u.vertexLevels().vertexAt[level];
    }
}
