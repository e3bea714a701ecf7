package dev.shannon.zdd;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Bad arguments are refused with an IllegalArgumentException whose message says what the caller gave. */
class ArgumentMessagesTest {
    /** The path a → b → c → d, its arcs pointing that way. */
    private final Universe path = Universe.builder().addEdge("a", "b").addEdge("b", "c").addEdge("c", "d").build();

    @Test
    void aVertexProbabilityOutOfRangeIsCalledOne() {
        VertexSetFamily all = VertexSetFamily.all(path);
        assertThatThrownBy(() -> all.probability(new double[] {-1, 0, 0, 0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("vertex probability -1.0 outside [0, 1]");
        assertThatThrownBy(() -> GraphSet.all(path).probability(new double[] {0, 1.5, 0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("edge probability 1.5 outside [0, 1]");
    }

    @Test
    void aRootGivenTwiceIsCalledARoot() {
        assertThatThrownBy(() -> DiGraphSets.rootedForests(path, new int[] {0, 0}, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("root 'a' is given twice");
        assertThatThrownBy(() -> DiGraphSets.rootedSpanningForests(path, new int[] {1, 1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("root 'b' is given twice");
        assertThatThrownBy(() -> GraphSets.forests(path, new int[] {2, 3, 2}, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("root 'c' is given twice");
    }

    @Test
    void aVertexInTwoGroupsOrTwiceInOneIsNamed() {
        assertThatThrownBy(() -> GraphSets.withComponents(path, 2, false, new int[] {0, 1}, new int[] {1, 2}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("vertex 'b' is in two groups");
        assertThatThrownBy(() -> GraphSets.steinerTrees(path, 3, 0, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("vertex 'd' is given twice");
    }
}
