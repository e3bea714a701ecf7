package dev.shannon.zdd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The universe's one budget also bounds the finished diagrams a program keeps, not only the tables
 * and the searches in flight: families that are never used in an operation live outside the node
 * table, and an audit kept twenty 11 × 11 path families (363 MiB) under a 64 MiB limit. Dropped
 * families give their room back.
 */
class KeptFamiliesBudgetTest {
    private static final int K = 9;

    private static GraphSet paths(Universe u, int i) {
        // Different corners and middles, so no two are one family.
        return GraphSets.paths(u, i % K, K * K - 1 - (i / K));
    }

    @Test
    void keptFamiliesCountAgainstTheLimitAndDroppedOnesGiveItBack() {
        Universe roomy = Universe.grid(K, K).withMemoryLimit(1L << 30);
        long before = roomy.memoryInUse();
        GraphSet one = paths(roomy, 0);
        long each = roomy.memoryInUse() - before;
        assertThat(each).as("a kept diagram is counted").isGreaterThan(8L * one.nodeCount());

        long search = roomy.memoryPeak();

        // Room for a search and about five such diagrams: keeping twenty is refused, with the
        // limit's error.
        Universe tight = Universe.grid(K, K).withMemoryLimit(search + 5 * each + each / 2);
        List<GraphSet> kept = new ArrayList<>();
        assertThatThrownBy(() -> {
                    for (int i = 0; i < 20; i++) {
                        kept.add(paths(tight, i));
                    }
                })
                .isInstanceOf(ZddMemoryLimitException.class);
        assertThat(kept).hasSizeBetween(3, 8);
        assertThat(tight.memoryInUse()).isLessThanOrEqualTo(tight.memoryLimit());

        // Dropped, they make room again: twenty built one after another, none kept, all fit.
        kept.clear();
        BigInteger total = BigInteger.ZERO;
        for (int i = 0; i < 20; i++) {
            total = total.add(paths(tight, i).count());
        }
        assertThat(total).isPositive();
    }
}
