package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.PathSpec;
import org.junit.jupiter.api.Test;

/** Nothing made for one universe is silently used over another: edges, specs and dumps. */
class UniverseGuardsTest {
    private final Universe small = Universe.grid(3, 3);
    private final Universe other = Universe.grid(2, 4);

    @Test
    void anEdgeOfAnotherUniverseIsRefused() {
        GraphSet paths = GraphSets.paths(small, 0, 8);
        assertThatThrownBy(() -> paths.including(other.edge(9)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an edge of this universe");
        assertThatThrownBy(() -> paths.excluding(new Edge(3, 7, 7, "zz", "zz")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(paths.including(small.edge(0)).count())
                .isEqualTo(paths.includingEdge(0).count());
    }

    @Test
    void aSpecOfAnotherUniverseIsRefused() {
        FrontierSpec foreign = PathSpec.between(other, 0, 7);
        assertThatThrownBy(() -> GraphSet.build(small, foreign))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("another universe");
        assertThatThrownBy(() -> GraphSets.count(small, foreign)).isInstanceOf(IllegalArgumentException.class);
        GraphSet all = GraphSets.paths(small, 0, 8);
        assertThatThrownBy(() -> all.satisfying(foreign)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PathSpec.between(small, 0, 8).and(DegreeSpec.matchings(other)))
                .isInstanceOf(IllegalArgumentException.class);
        // An equal universe built separately is the same universe.
        assertThat(GraphSet.build(Universe.grid(3, 3), PathSpec.between(small, 0, 8))
                        .count())
                .isEqualTo(all.count());
    }

    @Test
    void aDumpLoadsOnlyOverItsOwnUniverse() {
        String dump = GraphSets.paths(small, 0, 8).dumps();
        String headless = dump.replaceAll("(?m)^universe.*\n", "");
        Universe bigger = Universe.grid(4, 4);
        assertThatThrownBy(() -> GraphSet.loads(bigger, headless)).hasMessageContaining("missing 'universe");
        assertThatThrownBy(() -> GraphSet.loads(small, headless)).hasMessageContaining("missing 'universe");
        assertThat(GraphSet.loads(small, dump)).isEqualTo(GraphSets.paths(small, 0, 8));
    }

    /** Two universes whose 32-bit hash codes collide still have different fingerprints. */
    @Test
    void theFingerprintIsNotTheHashCode() {
        Universe a = eighteen(0, 17);
        Universe b = eighteen(1, 0);
        assertThat(a.hashCode()).isEqualTo(b.hashCode());
        assertThat(a.fingerprint()).isNotEqualTo(b.fingerprint());
        String dump = GraphSets.paths(a, 0, 17).dumps();
        assertThatThrownBy(() -> GraphSet.loads(b, dump)).hasMessageContaining("different universe");
    }

    @Test
    void anAbsurdNodeCountIsAFormatError() {
        String dump = GraphSets.paths(small, 0, 8).dumps().replaceAll("(?m)^nodes \\d+", "nodes 4294967299");
        assertThatThrownBy(() -> GraphSet.loads(small, dump))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("out of range");
    }

    private static Universe eighteen(int u, int v) {
        Multigraph.Builder b = Multigraph.builder();
        for (int x = 0; x < 18; x++) {
            b.addVertex("v" + x);
        }
        b.addEdge(u, v);
        return Universe.of(b.build(), EdgeOrder.AS_GIVEN);
    }
}
