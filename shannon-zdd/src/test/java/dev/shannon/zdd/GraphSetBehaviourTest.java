package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.order.EdgeOrder;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Behaviour that brute force over tiny universes does not reach: statistics, depth, text errors. */
class GraphSetBehaviourTest {

    @Test
    void samplingIsUniform() {
        // The 3×3 grid has 12 corner-to-corner paths; 24,000 draws give each about 2,000.
        GraphSet paths = GraphSets.paths(Universe.grid(3, 3), "0,0", "2,2");
        Map<Subgraph, Integer> seen = new HashMap<>();
        SplittableRandom r = new SplittableRandom(2024);
        for (int i = 0; i < 24_000; i++) {
            seen.merge(paths.sample(r), 1, Integer::sum);
        }
        assertThat(seen).hasSize(12);
        // Binomial(24000, 1/12): standard deviation about 43, so ±250 is beyond five sigma.
        assertThat(seen.values()).allSatisfy(n -> assertThat(n).isBetween(1_750, 2_250));
    }

    @Test
    void uniformSamplingReachesHugeFamilies() {
        Universe g = Universe.grid(10, 10);
        GraphSet paths = GraphSets.paths(g, "0,0", "9,9");
        assertThat(paths.count()).isEqualTo(new BigInteger("41044208702632496804"));
        Subgraph s = paths.sample(7L);
        assertThat(paths.contains(s)).isTrue();
        assertThat(s.degree(g.vertex("0,0"))).isEqualTo(1);
        assertThat(paths.get(paths.count().subtract(BigInteger.ONE))).isNotNull();
    }

    @Test
    void operationsOnLongUniversesDoNotOverflowTheStack() {
        Universe.Builder b = Universe.builder();
        for (int i = 0; i < 6_000; i++) {
            b.addEdge("v" + i, "v" + (i + 1));
        }
        Universe line = b.build(EdgeOrder.AS_GIVEN);
        GraphSet all = GraphSet.all(line);
        assertThat(all.count()).isEqualTo(BigInteger.ONE.shiftLeft(6_000));
        GraphSet path = GraphSets.paths(line, "v0", "v6000");
        assertThat(path.count()).isEqualTo(1);
        assertThat(all.ofSize(1).count()).isEqualTo(6_000);
        assertThat(all.supersetsOf(path).count()).isEqualTo(1);
        assertThat(path.complement().count())
                .isEqualTo(BigInteger.ONE.shiftLeft(6_000).subtract(BigInteger.ONE));
    }

    @Test
    void textFormRoundTripsAndRejectsBadInput() {
        Universe g = Universe.grid(3, 3);
        GraphSet cycles = GraphSets.cycles(g);
        String text = cycles.dumps();
        assertThat(text).startsWith("# GraphSet").contains("graphset 1").contains("root ");
        assertThat(GraphSet.loads(g, text)).isEqualTo(cycles);
        assertThatThrownBy(() -> GraphSet.loads(Universe.grid(3, 4), text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 3");
        String header = "graphset 1\nuniverse 9 12 " + g.fingerprint() + "\n";
        assertThatThrownBy(() -> GraphSet.loads(g, header + "nodes 1\n2 3 0 7\nroot 2\n"))
                .hasMessageContaining("node 7 is not defined");
        assertThatThrownBy(() -> GraphSet.loads(g, header + "nodes 1\n2 30 0 1\nroot 2\n"))
                .hasMessageContaining("edge 30 outside");
        assertThatThrownBy(() -> GraphSet.loads(g, "graphset 1\nnodes 1\n2 3 0 1\nroot 2\n"))
                .hasMessageContaining("missing 'universe");
        assertThatThrownBy(() -> GraphSet.loads(g, "")).hasMessageContaining("empty input");
        // A non-reduced but valid diagram loads and is reduced: node 3 has no take-branch.
        GraphSet one = GraphSet.loads(g, header + "nodes 2\n2 5 0 1\n3 4 2 0\nroot 3\n");
        assertThat(one.count()).isEqualTo(1);
        assertThat(one.nodeCount()).isEqualTo(1);
    }

    @Test
    void theEmptyAndFullFamiliesBehave() {
        Universe g = Universe.grid(2, 2);
        GraphSet none = GraphSet.empty(g);
        assertThat(none.isEmpty()).isTrue();
        assertThat(none.count()).isZero();
        assertThat(none.stream()).isEmpty();
        assertThat(none.minWeight(new double[4])).isEmpty();
        assertThat(none.complement()).isEqualTo(GraphSet.all(g));
        assertThat(GraphSet.all(g).blocking()).isEqualTo(GraphSet.empty(g));
        assertThat(GraphSet.of(g, Subgraph.of(g)).blocking()).isEqualTo(GraphSet.empty(g));
        assertThat(none.blocking().count()).isEqualTo(1);
        assertThat(none.toString()).isEqualTo("GraphSet(0 graphs)");
        assertThat(GraphSets.cycles(g).toString()).isEqualTo("GraphSet(1 graph: {0,0-0,1; 0,0-1,0; 0,1-1,1; 1,0-1,1})");
    }

    @Test
    void minimalCutsAreTheBlockerOfPaths() {
        // Menger: the blocker of the s-t paths is the set of minimal s-t edge cuts; in the 3x3 grid
        // the smallest cut has 2 edges (around a corner) and there are exactly 2 of that size.
        Universe g = Universe.grid(3, 3);
        GraphSet cuts = GraphSets.paths(g, "0,0", "2,2").blocking();
        assertThat(cuts.ofSizeAtMost(1).isEmpty()).isTrue();
        assertThat(cuts.ofSize(2).count()).isEqualTo(2);
        assertThat(cuts.minWeight(g.weights(e -> 1)).orElseThrow().size()).isEqualTo(2);
    }
}
