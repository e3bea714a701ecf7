package dev.shannon.lab.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The Hamidoune–Las Vergnas conjecture (directed game = undirected game) on every small vector
 * configuration; the larger run is {@link ConjectureCensus#main}.
 */
class ConjectureCensusTest {
    @Test
    void rankTwoWithEntriesUpToTwo() {
        check(new ConjectureCensus(2, 2), 2, 6);
    }

    @Test
    void rankThreeWithEntriesUpToOne() {
        check(new ConjectureCensus(3, 1), 3, 6);
    }

    @Test
    void randomRankThreeAndFour() {
        assertNoCounterexample(ConjectureCensus.random(3, 8, 3, 40, 7));
        assertNoCounterexample(ConjectureCensus.random(4, 8, 2, 40, 8));
    }

    /** The slices of one size are disjoint and cover it: their counts add up to the whole run's. */
    @Test
    void slicesPartitionASize() {
        ConjectureCensus census = new ConjectureCensus(3, 1);
        ConjectureCensus.Row whole = census.run(6);
        long configurations = 0;
        long games = 0;
        long[] byType = new long[4];
        for (int slice = 0; slice < 7; slice++) {
            ConjectureCensus.Row part = census.run(6, slice, 7);
            configurations += part.configurations();
            games += part.games();
            for (int i = 0; i < 4; i++) {
                byType[i] += part.byType()[i];
            }
        }
        assertThat(configurations).isEqualTo(whole.configurations()).isEqualTo(941);
        assertThat(games).isEqualTo(whole.games());
        assertThat(byType).containsExactly(whole.byType());
    }

    /** Below the rank no configuration spans, so sizes start at the rank. */
    private static void check(ConjectureCensus census, int minSize, int maxSize) {
        long games = 0;
        for (int n = minSize; n <= maxSize; n++) {
            ConjectureCensus.Row row = census.run(n);
            assertNoCounterexample(row);
            games += row.games();
        }
        assertThat(games).isPositive();
    }

    private static void assertNoCounterexample(ConjectureCensus.Row row) {
        assertThat(row.counterexamples())
                .as("rank " + row.rank() + " size " + row.size())
                .isEmpty();
        assertThat(row.configurations()).isPositive();
    }
}
