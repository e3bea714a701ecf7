package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** Bad arguments are refused with an IllegalArgumentException whose message says what the caller gave. */
class ArgumentMessagesTest {
    /** The path a → b → c → d, its arcs pointing that way. */
    private final Universe path = Universe.builder()
            .addEdge("a", "b")
            .addEdge("b", "c")
            .addEdge("c", "d")
            .build();

    @Test
    void aVertexProbabilityOutOfRangeIsCalledOne() {
        VertexSetFamily all = VertexSetFamily.all(path);
        assertThatThrownBy(() -> all.probability(new double[] {-1, 0, 0, 0}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("vertex probability -1.0 outside [0, 1]");
        assertThatThrownBy(() -> GraphSet.all(path).probability(new double[] {0, 1.5, 0}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("edge probability 1.5 outside [0, 1]");
    }

    @Test
    void aRootGivenTwiceIsCalledARoot() {
        assertThatThrownBy(() -> DiGraphSets.rootedForests(path, new int[] {0, 0}, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("root 'a' is given twice");
        assertThatThrownBy(() -> DiGraphSets.rootedSpanningForests(path, new int[] {1, 1}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("root 'b' is given twice");
        assertThatThrownBy(() -> GraphSets.forests(path, new int[] {2, 3, 2}, true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("root 'c' is given twice");
    }

    @Test
    void aVertexInTwoGroupsOrTwiceInOneIsNamed() {
        assertThatThrownBy(() -> GraphSets.withComponents(path, 2, false, new int[] {0, 1}, new int[] {1, 2}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("vertex 'b' is in two groups");
        assertThatThrownBy(() -> GraphSets.steinerTrees(path, 3, 0, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("vertex 'd' is given twice");
    }

    /** Every public entry point that takes vertex numbers names a bad one and the range, before building anything. */
    @Test
    void aVertexNumberOutOfRangeIsNamedWithTheRange() {
        GraphSet all = GraphSet.all(path);
        List<ThrowingCallable> nine = List.of(
                () -> DiGraphSets.paths(path, 0, 9),
                () -> DiGraphSets.hamiltonianPaths(path, 9, 3),
                () -> DiGraphSets.arborescences(path, 9),
                () -> DiGraphSets.rootedSpanningForests(path, new int[] {0, 9}),
                () -> DiGraphSets.rootedForests(path, new int[] {9}, false),
                () -> GraphSets.paths(path, 9, 0),
                () -> GraphSets.hamiltonianPaths(path, 0, 9),
                () -> GraphSets.steinerPaths(path, 0, 3, 9),
                () -> GraphSets.steinerCycles(path, 9),
                () -> GraphSets.trees(path, 9),
                () -> GraphSets.forests(path, new int[] {9}, false),
                () -> GraphSets.connectedContaining(path, 1, 9),
                () -> GraphSets.withComponents(path, 1, false, new int[] {9}),
                () -> GraphSets.steinerTrees(path, 9),
                () -> GraphSets.terminalsConnected(path, 0, 9),
                () -> GraphSets.reliability(path, new double[3], 0, 9),
                () -> GraphSets.graphs(path).degree(9, 1),
                () -> GraphSets.graphs(path).group(0, 9),
                () -> all.includingVertex(9),
                () -> all.excludingVertex(9),
                () -> Subgraph.of(path, 0).degree(9),
                () -> path.name(9),
                () -> path.edgeBetween(0, 9),
                () -> path.incidentEdges(9),
                () -> path.incidenceCount(9),
                () -> SubgraphKind.PATHS.count(path, 0, 9));
        for (ThrowingCallable call : nine) {
            assertThatThrownBy(call)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageEndingWith(" 9 is out of range: the vertices are 0..3");
        }
        assertThatThrownBy(() -> DiGraphSets.rootedTrees(path, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("root -1 is out of range: the vertices are 0..3");
        assertThatThrownBy(() -> GraphSets.paths(path, 0, 4))
                .hasMessage("path end 4 is out of range: the vertices are 0..3");
        assertThatThrownBy(() -> GraphSets.steinerTrees(path, 0, 4))
                .hasMessage("terminal 4 is out of range: the vertices are 0..3");
        assertThatThrownBy(() -> GraphSets.steinerCycles(path, 4))
                .hasMessage("vertex to pass through 4 is out of range: the vertices are 0..3");
        Universe none = Universe.builder().build();
        assertThatThrownBy(() -> GraphSets.trees(none, 0))
                .hasMessage("root 0 is out of range: the universe has no vertices");
        assertThatThrownBy(() -> Universe.builder().addEdge(0, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("edge end 0 is out of range: no vertex has been added");
    }

    /** Edge numbers likewise: the path has edges 0..2. */
    @Test
    void anEdgeNumberOutOfRangeIsNamedWithTheRange() {
        GraphSet all = GraphSet.all(path);
        List<ThrowingCallable> three = List.of(
                () -> all.includingEdge(3),
                () -> all.excludingEdge(3),
                () -> all.toggle(3),
                () -> EdgeVertexFamily.of(all).includingEdge(3),
                () -> EdgeVertexFamily.of(all).excludingEdge(3),
                () -> Subgraph.of(path, 0, 3),
                () -> path.edge(3),
                () -> path.edgeU(3),
                () -> path.edgeV(3),
                () -> path.inputIndex(3));
        for (ThrowingCallable call : three) {
            assertThatThrownBy(call)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("edge 3 is out of range: the edges are 0..2");
        }
        assertThatThrownBy(() -> all.includingEdge(-1)).hasMessage("edge -1 is out of range: the edges are 0..2");
        assertThatThrownBy(() -> path.edgeOfInput(5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("input edge 5 is out of range: the edges are 0..2");
    }

    /** A star's square is complete: its distance-2 graph is refused by the memory limit, not by the heap. */
    @Test
    void aDistanceGraphBeyondTheLimitIsAMemoryLimit() {
        Universe.Builder b = Universe.builder();
        for (int i = 0; i < 3_000; i++) {
            b.addEdge("c", "l" + i);
        }
        Universe star = b.build().withMemoryLimit(1L << 20);
        assertThatThrownBy(() -> VertexSetFamily.dominatingSets(star, 2))
                .isInstanceOf(dev.shannon.zdd.ZddMemoryLimitException.class)
                .hasMessage("the distance-2 graph has more than 16384 edges, more than its memory limit allows");
        assertThatThrownBy(() -> VertexSetFamily.independentSets(star, 2))
                .isInstanceOf(dev.shannon.zdd.ZddMemoryLimitException.class);
    }

    /** Weights of the wrong length, or none, are named as such. */
    @Test
    void weightsOfTheWrongLengthAreRefused() {
        assertThatThrownBy(() -> Subgraph.of(path, 0, 1).weight(new double[2]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("need 3 edge weights, got 2");
        assertThatThrownBy(() -> GraphSets.weightedInducedSubgraphs(path, null, 0, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("need 4 vertex weights, got none");
    }
}
