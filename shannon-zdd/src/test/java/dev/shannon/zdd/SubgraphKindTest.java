package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class SubgraphKindTest {

    @Provide
    Arbitrary<Universe> multigraphs() {
        return TestGraphs.multigraphs(6, 10, true);
    }

    /** Counting without a diagram agrees with building one, for every kind. */
    @Property(tries = 150)
    void countOnlyAgreesWithTheBuiltFamily(@ForAll("multigraphs") Universe u) {
        int to = u.vertexCount() - 1;
        for (SubgraphKind k : SubgraphKind.values()) {
            GraphSet g = k.graphSet(u, 0, to);
            assertThat(k.count(u, 0, to))
                    .as(k.id())
                    .isEqualTo(g.count())
                    .isEqualTo(BigInteger.valueOf(Brute.members(g).size()));
        }
    }

    @Test
    void theCountKindsMeanWhatTheirNamesSay() {
        Universe tri = Universe.builder()
                .addEdge("a", "b")
                .addEdge("b", "c")
                .addEdge("c", "a")
                .build();
        assertThat(SubgraphKind.parse("paths").count(tri, "a", "c")).isEqualTo(2);
        assertThat(SubgraphKind.parse("cycles").count(tri, null, null)).isEqualTo(1);
        assertThat(SubgraphKind.parse("spanning-trees").count(tri, null, null)).isEqualTo(3);
        // Forests: every edge set but the whole triangle, the empty one included.
        assertThat(SubgraphKind.parse("forests").count(tri, null, null)).isEqualTo(7);
        // Connected: every non-empty edge set (any two edges of a triangle meet).
        assertThat(SubgraphKind.parse("CONNECTED").count(tri, null, null)).isEqualTo(7);
        assertThat(SubgraphKind.ALL.count(tri, null, null)).isEqualTo(8);
        assertThat(SubgraphKind.PATHS.count(Universe.grid("9x9"), "0,0", "8,8"))
                .isEqualTo(new BigInteger("3266598486981642"));
    }

    @Test
    void badRequestsNameTheProblem() {
        assertThatThrownBy(() -> SubgraphKind.parse("hamsters"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown kind 'hamsters'")
                .hasMessageContaining("spanning-trees");
        assertThatThrownBy(() -> SubgraphKind.PATHS.count(Universe.grid(2, 2), null, "1,1"))
                .hasMessageContaining("needs two end vertices");
        assertThatThrownBy(() -> Universe.grid("9by9")).hasMessageContaining("RxC");
        assertThatThrownBy(() -> Universe.grid("0x3")).hasMessageContaining("at least 1 row");
    }
}
