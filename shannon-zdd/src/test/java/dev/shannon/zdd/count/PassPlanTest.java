package dev.shannon.zdd.count;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class PassPlanTest {

    @Test
    void theEstimateLiesAboveTheWidestStepsMeasured() {
        long[] measured = {143_598, 393_876, 1_085_790, 0, 8_359_206, 23_325_804};
        for (int w = 13; w <= 18; w++) {
            assertThat(PassPlan.widestStates(w)).as("w=%d", w).isGreaterThan(measured[w - 13]);
        }
    }

    @Test
    void allModuliAtOnceWhereTheyFitAndEvenGroupsWhereNot() {
        long gib = 1L << 30;
        assertThat(PassPlan.moduliPerPass(17, 5, 15 * gib)).isEqualTo(5);
        assertThat(PassPlan.moduliPerPass(19, 6, 15 * gib)).isEqualTo(6);
        // a(20): six moduli of about 190 million states do not fit 15 GiB; three do, in two runs
        assertThat(PassPlan.moduliPerPass(20, 6, 15 * gib)).isEqualTo(3);
        // five fit four at a time: two runs, three and two
        assertThat(PassPlan.moduliPerPass(20, 5, 15 * gib)).isEqualTo(3);
        assertThat(PassPlan.moduliPerPass(24, 6, gib)).isEqualTo(1);
    }

    @Test
    void aCountPlannedInGroupsIsTheSame() {
        GridCounter.Options o = GridCounter.Options.defaults();
        GridCount all = GridCounter.count(GridFamily.CYCLES, 12, 12, 0, 0, o);
        assertThat(all.count()).isEqualTo(new BigInteger("109331355810135629946698361371")); // OEIS A140517, n = 11
        int w = 12;
        int moduli = all.moduliUsed() + all.checkModuli();
        // a limit the estimate fits one modulus a run into
        assertThat(PassPlan.moduliPerPass(w, moduli, (long) PassPlan.bytes(w, 1) + 1))
                .isEqualTo(1);
        // one it fits all but one into: two runs
        long limit = (long) PassPlan.bytes(w, moduli - 1) + 1;
        assertThat(PassPlan.moduliPerPass(w, moduli, limit)).isLessThan(moduli);
        GridCount grouped = GridCounter.count(GridFamily.CYCLES, 12, 12, 0, 0, o.withMemoryLimit(limit));
        assertThat(grouped.count()).isEqualTo(all.count());
        assertThat(grouped.peakBytes()).isLessThanOrEqualTo(limit).isLessThan(all.peakBytes());
    }
}
