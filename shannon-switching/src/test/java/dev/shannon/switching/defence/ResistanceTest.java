package dev.shannon.switching.defence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class ResistanceTest {

    @Test
    void seriesAndParallelByHand() {
        // A path of 4 edges: 4 ohms; 3 parallel edges: 1/3 ohm; a 4-cycle between opposite corners: 1 ohm.
        assertThat(Resistance.solve(5, 4, new int[] {0, 1, 2, 3}, new int[] {1, 2, 3, 4}, 0, 4)
                        .resistance())
                .isCloseTo(4, within(1e-9));
        assertThat(Resistance.solve(2, 3, new int[] {0, 0, 0}, new int[] {1, 1, 1}, 0, 1)
                        .resistance())
                .isCloseTo(1 / 3.0, within(1e-9));
        Resistance.Flow square = Resistance.solve(4, 4, new int[] {0, 1, 2, 3}, new int[] {1, 2, 3, 0}, 0, 2);
        assertThat(square.resistance()).isCloseTo(1, within(1e-9));
        for (double c : square.current()) {
            assertThat(Math.abs(c)).isCloseTo(0.5, within(1e-9));
        }
        // A Wheatstone bridge in balance carries nothing across.
        Resistance.Flow bridge = Resistance.solve(4, 5, new int[] {0, 0, 1, 2, 1}, new int[] {1, 2, 3, 3, 2}, 0, 3);
        assertThat(bridge.current()[4]).isCloseTo(0, within(1e-9));
        assertThat(Resistance.solve(3, 1, new int[] {0}, new int[] {2}, 0, 1).separated())
                .isTrue();
        assertThat(Resistance.solve(3, 1, new int[] {0}, new int[] {2}, 1, 1).resistance())
                .isZero();
    }

    /** Conjugate gradients against the dense Cholesky solve, and Kirchhoff's current law at every vertex. */
    @Property(tries = 300)
    void conjugateGradientsAgreeWithCholesky(
            @ForAll @IntRange(min = 2, max = 120) int n,
            @ForAll @IntRange(min = 1, max = 300) int m,
            @ForAll long seed) {
        Random random = new Random(seed);
        int[] u = new int[m];
        int[] v = new int[m];
        for (int e = 0; e < m; e++) {
            u[e] = random.nextInt(n);
            v[e] = random.nextInt(n);
        }
        Resistance.Flow cg = Resistance.solveIteratively(n, m, u, v, 0, 1);
        Resistance.Flow dense = Resistance.solveDense(n, m, u, v, 0, 1);
        if (dense.separated()) {
            assertThat(cg.separated()).isTrue();
            return;
        }
        assertThat(cg.resistance()).isCloseTo(dense.resistance(), within(1e-6 * Math.max(1, dense.resistance())));
        double[] net = new double[n];
        for (int e = 0; e < m; e++) {
            assertThat(cg.current()[e]).isCloseTo(dense.current()[e], within(1e-6));
            net[u[e]] -= cg.current()[e];
            net[v[e]] += cg.current()[e];
        }
        for (int x = 0; x < n; x++) {
            double expected = x == 0 ? -1 : x == 1 ? 1 : 0;
            assertThat(net[x]).isCloseTo(expected, within(1e-6));
        }
        // Energy: the power dissipated by unit current equals the resistance (Thomson's principle).
        double power = 0;
        for (double c : cg.current()) {
            power += c * c;
        }
        assertThat(power).isCloseTo(cg.resistance(), within(1e-6 * Math.max(1, cg.resistance())));
    }
}
