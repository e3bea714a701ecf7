package dev.shannon.switching.directed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.GameType;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The directed census's rows ({@link DirectedCensus}), checked against the undirected game's counts
 * on every labelled graph of a few vertices.
 */
class DirectedCensusTest {
    @Test
    void everyLabelledGraphToFiveVerticesShortOrientsAgreesWithTheUndirectedGame() {
        // graphs, Short either way, Cut either way, first player, disagreements: the undirected table's counts.
        assertThat(Arrays.copyOf(DirectedCensus.orientsRow(4), 5)).containsExactly(64, 1, 31, 32, 0);
        assertThat(Arrays.copyOf(DirectedCensus.orientsRow(5), 5)).containsExactly(1024, 71, 451, 502, 0);
    }

    /** 32,768 graphs; minutes. Run with -Dshannon.directed6=true. */
    @Test
    @EnabledIfSystemProperty(named = "shannon.directed6", matches = "true")
    void everyLabelledGraphOnSixVerticesShortOrients() {
        long[] row = DirectedCensus.orientsRow(6);
        System.out.printf("short-orients k=6: %s%n", Arrays.toString(row));
        assertThat(Arrays.copyOf(row, 5)).containsExactly(32768, 6252, 11733, 14783, 0);
    }

    @Test
    void everyOrientationOfEveryGraphOnFourVerticesIsConsistent() {
        long[][] c = DirectedCensus.fixedTable(4, 0, 0, new long[1]);
        long total = 0;
        for (long[] row : c) {
            for (long x : row) {
                total += x;
            }
        }
        assertThat(total).isEqualTo(729); // 3^6: each pair absent, forward or backward
        // Orienting never turns a Cut game into anything else.
        assertThat(c[GameType.CUT.ordinal()][GameType.SHORT.ordinal()]
                        + c[GameType.CUT.ordinal()][GameType.FIRST.ordinal()])
                .isZero();
        assertThat(c[GameType.FIRST.ordinal()][GameType.SHORT.ordinal()]).isZero();
    }
}
