package dev.shannon.switching.defence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PairedWinsTest {
    @Test
    void countsTheGamesOnlyOneDefenderWon() {
        List<Boolean> a = List.of(true, true, false, false, true);
        List<Boolean> b = List.of(true, false, true, true, false);
        PairedWins p = PairedWins.of(a, b);
        assertThat(p.onlyFirst()).isEqualTo(2);
        assertThat(p.onlySecond()).isEqualTo(2);
        assertThat(p.games()).isEqualTo(5);
        assertThatThrownBy(() -> PairedWins.of(a, List.of(true))).isInstanceOf(IllegalArgumentException.class);
    }

    /** The sign test's p-value against the exact binomial sum in integers, for every split of up to 60 discordant games. */
    @Test
    void signTestIsTheExactTwoSidedBinomialTail() {
        for (int n = 0; n <= 60; n++) {
            for (int a = 0; a <= n; a++) {
                int k = Math.min(a, n - a);
                BigInteger tail = BigInteger.ZERO;
                for (int i = 0; i <= k; i++) {
                    tail = tail.add(choose(n, i));
                }
                double exact = Math.min(1, 2 * tail.doubleValue() / Math.pow(2, n));
                PairedWins p = new PairedWins(a, n - a, n + 7);
                assertThat(p.signTestP()).as("%d/%d", a, n - a).isCloseTo(exact, within(1e-9 * Math.max(1, exact)));
            }
        }
        assertThat(new PairedWins(0, 5, 10).signTestP()).isCloseTo(0.0625, within(1e-12));
        assertThat(new PairedWins(0, 0, 10).signTestP()).isEqualTo(1);
        assertThat(new PairedWins(1000, 1100, 3000).signTestP()).isBetween(0.02, 0.04);
        assertThat(new PairedWins(0, 0, 3).toString()).isEqualTo("0/0, p=1.0");
    }

    private static BigInteger choose(int n, int k) {
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return c;
    }

    @Test
    void pairsManyGames() {
        List<Boolean> a = new ArrayList<>();
        List<Boolean> b = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            a.add(i % 3 == 0);
            b.add(i % 2 == 0);
        }
        PairedWins p = PairedWins.of(a, b);
        // i % 3 == 0 and i odd: 167 games; i even and i % 3 != 0: 333 games.
        assertThat(p.onlyFirst()).isEqualTo(167);
        assertThat(p.onlySecond()).isEqualTo(333);
        assertThat(p.signTestP()).isLessThan(1e-12);
    }
}
