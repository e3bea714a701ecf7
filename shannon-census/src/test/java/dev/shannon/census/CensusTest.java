package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CensusTest {
    /** The labelled table (README, "What the code reproduces"): graphs, s–t connected, Short either way, Cut either way, first player wins; nobody wins only second. */
    static final List<TypeCounts> LABELLED_TABLE = List.of(
            new TypeCounts(2, 1, 0, 1, 1, 0),
            new TypeCounts(8, 5, 0, 4, 4, 0),
            new TypeCounts(64, 48, 1, 31, 32, 0),
            new TypeCounts(1024, 874, 71, 451, 502, 0),
            new TypeCounts(32768, 30264, 6252, 11733, 14783, 0));

    static CensusReport run(GraphFamily family, int threads) throws IOException {
        return Census.run(family, new Census.Options(threads, 1 << 16, null), CensusListener.NONE);
    }

    @Test
    void labelledCensusReproducesTheKnownTable() throws IOException {
        List<TypeCounts> rows = new ArrayList<>();
        for (int k = 2; k <= 6; k++) {
            CensusReport r = run(new LabelledGraphs(k), 2);
            assertThat(r.tally().disagreements()).isZero();
            assertThat(r.tally().examples()).isEmpty();
            assertThat(r.tally().positions()).isPositive();
            assertThat(r.tally().labelled()).isEqualTo(r.tally().graphs());
            rows.add(r.tally().graphs());
        }
        assertThat(rows).isEqualTo(LABELLED_TABLE);
    }

    @Test
    void unlabelledCensusWeightedByOrbitsGivesTheLabelledTable() throws IOException {
        for (int k = 2; k <= 6; k++) {
            CensusReport r = run(UnlabelledGraphs.of(k), 2);
            assertThat(r.tally().labelled()).as("k = %d", k).isEqualTo(LABELLED_TABLE.get(k - 2));
            assertThat(r.tally().disagreements()).isZero();
        }
    }

    @Test
    void unlabelledClassesAreTheOrbitsOfTheLabelledGraphs() {
        CanonicalForm canonical = new CanonicalForm();
        for (int vertices = 2; vertices <= 6; vertices++) {
            int k = vertices;
            // Orbits by brute force: canonical codes of every labelled graph, with multiplicities.
            Map<Long, Long> orbit = new HashMap<>();
            new LabelledGraphs(k)
                    .forEach(
                            new Shard(0, new LabelledGraphs(k).shardCount()),
                            (w, weight) -> orbit.merge(canonical.code(k, w), 1L, Long::sum));
            UnlabelledGraphs classes = UnlabelledGraphs.of(k);
            assertThat(classes.size()).as("k = %d", k).isEqualTo(orbit.size());
            for (int i = 0; i < classes.size(); i++) {
                assertThat(classes.weight(i)).isEqualTo(orbit.get(classes.code(i)));
            }
        }
        // Burnside by hand for k = 4: (64 + 16) / 2 classes.
        assertThat(UnlabelledGraphs.of(4).size()).isEqualTo(40);
    }

    /** OEIS A304070, simple graphs on n vertices rooted at a pair of distinguished vertices: 2, 8, 40, 240, 1992, 24416. */
    @Test
    void classCountsAreOeisA304070() {
        long[] expected = {2, 8, 40, 240, 1992, 24416};
        for (int k = 2; k <= 7; k++) {
            UnlabelledGraphs classes = UnlabelledGraphs.of(k);
            assertThat(classes.size()).as("k = %d", k).isEqualTo(expected[k - 2]);
            long labelled = 0;
            for (int i = 0; i < classes.size(); i++) {
                labelled += classes.weight(i);
            }
            assertThat(labelled).isEqualTo(classes.labelledSize());
        }
    }

    @Test
    void theTableDoesNotDependOnShardsOrThreads() throws IOException {
        CensusTally one = run(new LabelledGraphs(6, 1), 1).tally();
        CensusTally many = run(new LabelledGraphs(6, 37), 2).tally();
        assertThat(many.graphs()).isEqualTo(one.graphs());
        CensusTally again = run(new LabelledGraphs(6, 37), 1).tally();
        assertThat(again).isEqualTo(many); // positions included: a shard's work is a pure function of the shard
    }

    @Test
    void aShardIsAPureFunctionOfTheShard() {
        LabelledGraphs family = new LabelledGraphs(6, 8);
        ShardCensus fresh = new ShardCensus(1 << 12);
        ShardCensus used = new ShardCensus(1 << 12);
        used.run(family, new Shard(5, 8));
        used.run(family, new Shard(2, 8));
        assertThat(used.run(family, new Shard(3, 8))).isEqualTo(fresh.run(family, new Shard(3, 8)));
    }

    @Test
    void rejectsBadInput() {
        assertThatThrownBy(() -> new LabelledGraphs(9))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2..8");
        assertThatThrownBy(() -> new LabelledGraphs(1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new LabelledGraphs(3, 9))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shards");
        assertThatThrownBy(() -> GraphFamily.of("random", 5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Census.Options(0, 1 << 10, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ShardCensus(1 << 10).run(new LabelledGraphs(5, 2), new Shard(0, 3)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void tablesRenderAsMarkdownAndCsv() throws IOException {
        CensusReport r = run(new LabelledGraphs(5), 1);
        assertThat(CensusTables.markdown(List.of(r))).contains("| 5 | labelled | 1,024 | 874 | 71 | 451 | 502 | 0 |");
        String csv = CensusTables.csv(List.of(r));
        assertThat(csv.lines().toList()).hasSize(2);
        assertThat(csv.lines().toList().get(1)).startsWith("5,labelled,1024,874,71,451,502,0,0,");
    }
}
