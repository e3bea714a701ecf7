package dev.shannon.matroid.oriented;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

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
        assertThat(row.counterexamples()).as("rank " + row.rank() + " size " + row.size()).isEmpty();
        assertThat(row.configurations()).isPositive();
    }
}
