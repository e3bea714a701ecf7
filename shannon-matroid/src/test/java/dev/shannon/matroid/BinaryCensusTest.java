package dev.shannon.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.GameType;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class BinaryCensusTest {
    /** The reduced census counts exactly what solving every labelled matrix counts. */
    @Test
    void symmetryReductionCountsEveryLabelledMatrix() {
        for (int[] size : new int[][] {{1, 3}, {2, 3}, {2, 4}, {3, 3}, {3, 4}, {2, 6}}) {
            int k = size[0];
            int n = size[1];
            long[] byType = new long[3];
            for (long bits = 0; bits < 1L << (k * n); bits++) {
                long[][] cols = new long[n][1];
                for (int j = 0; j < n; j++) {
                    cols[j][0] = bits >>> (j * k) & ((1L << k) - 1);
                }
                GameType t = EdmondsSolver.analyze(MatroidGame.of(BinaryMatroid.ofColumns(k, cols), n - 1), false)
                        .type();
                byType[t.ordinal()]++;
            }
            BinaryCensus.Report r = new BinaryCensus(k, n).run(done -> {});
            assertThat(r.disagreements()).isZero();
            assertThat(r.secondPlayerOnly()).isEqualTo(BigInteger.ZERO);
            assertThat(r.shortEitherWay())
                    .as("%dx%d", k, n)
                    .isEqualTo(BigInteger.valueOf(byType[GameType.SHORT.ordinal()]));
            assertThat(r.cutEitherWay()).isEqualTo(BigInteger.valueOf(byType[GameType.CUT.ordinal()]));
            assertThat(r.firstPlayerWins()).isEqualTo(BigInteger.valueOf(byType[GameType.FIRST.ordinal()]));
            assertThat(r.matrices()).isEqualTo(BigInteger.ONE.shiftLeft(k * n));
            assertThat(r.classes()).isEqualTo(BinaryCensus.classes(k, n));
        }
    }
}
