package dev.shannon.matroid.oriented;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class VectorOrientedMatroidTest {
    @Test
    void circuitsFromTheChirotopeAreTheKernelsMinimalDependencies() {
        Random rnd = new Random(14);
        int checked = 0;
        while (checked < 600) {
            int r = 1 + rnd.nextInt(4);
            int n = r + rnd.nextInt(5);
            int[][] v = RandomVectors.of(rnd, n, r, 1 + rnd.nextInt(3));
            VectorOrientedMatroid om = VectorOrientedMatroid.ofVectorsAnyRank(v);
            if (om == null) {
                continue;
            }
            Set<SignedCircuit> fromChirotope = new HashSet<>();
            for (SignedCircuit c : om.circuits()) {
                fromChirotope.add(KernelCircuits.normalised(c));
            }
            assertThat(fromChirotope).as(om.toString()).isEqualTo(KernelCircuits.of(v));
            checked++;
        }
    }

    @Test
    void chirotopeIsAlternatingAndRankIsTheRealRank() {
        VectorOrientedMatroid om =
                VectorOrientedMatroid.ofVectors(new int[][] {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 0, 2}, {2, 2, 0}});
        assertThat(om.chirotope(0, 1, 3)).isEqualTo(1);
        assertThat(om.chirotope(1, 0, 3)).isEqualTo(-1);
        assertThat(om.chirotope(0, 1, 2)).isZero();
        assertThat(om.rank(new long[] {0b10101})).isEqualTo(2);
        assertThat(om.rank(new long[] {0b10100})).isEqualTo(1);
        assertThat(om.rank()).isEqualTo(3);
    }

    @Test
    void badInputIsRefused() {
        assertThatThrownBy(() -> VectorOrientedMatroid.ofVectors(new int[][] {{1, 0}, {2, 0}}))
                .hasMessageContaining("do not span");
        assertThatThrownBy(() -> VectorOrientedMatroid.ofVectors(new int[][] {{1, 0}, {2}}))
                .hasMessageContaining("coordinates");
        assertThatThrownBy(() -> VectorOrientedMatroid.ofVectors(new int[][] {{1001}}))
                .hasMessageContaining("outside");
    }
}
