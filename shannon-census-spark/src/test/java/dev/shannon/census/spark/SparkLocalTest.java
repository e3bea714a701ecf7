package dev.shannon.census.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.census.Census;
import dev.shannon.census.CensusDataset;
import dev.shannon.census.CensusListener;
import dev.shannon.census.CensusReport;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.LabelledGraphs;
import dev.shannon.census.Shard;
import dev.shannon.census.TypeCounts;
import dev.shannon.census.UnlabelledGraphs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spark in this JVM (local[2]): the same tables as the embedded engine, to the last position. */
class SparkLocalTest {
    private static SparkEngine spark;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        spark = SparkEngine.start("local[2]", Map.of("spark.driver.host", "127.0.0.1", "spark.ui.enabled", "false"));
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    private static CensusReport threads(GraphFamily family, Census.Options options) throws IOException {
        return Census.run(family, options, CensusListener.NONE);
    }

    @Test
    void sparkGivesTheTableOfTheEmbeddedEngine() throws IOException {
        for (GraphFamily family : new GraphFamily[] {new LabelledGraphs(6, 37), UnlabelledGraphs.of(7, 9)}) {
            Census.Options options = new Census.Options(2, 1 << 16, null);
            CensusReport local = threads(family, options);
            CensusReport distributed = Census.run(family, options, CensusListener.NONE, spark);
            assertThat(distributed.tally()).as(family.id()).isEqualTo(local.tally());
            assertThat(distributed.engine()).startsWith("spark local[2]");
        }
    }

    /** Shards finished by one run (any engine) are kept: the next run resumes them and runs only the rest. */
    @Test
    void aRunResumesTheShardsAlreadyInTheCheckpoint() throws IOException {
        LabelledGraphs family = new LabelledGraphs(6, 40);
        Path file = dir.resolve("k6.ckpt");
        Census.Options options = new Census.Options(2, 1 << 16, file);
        threads(family, options.slice(0, 40, 3)); // shards 0, 3, …, 39: 14 of 40, as if the driver had died
        CensusReport resumed = Census.run(family, options, CensusListener.NONE, spark);
        assertThat(resumed.resumedShards()).isEqualTo(14);
        assertThat(resumed.tally())
                .isEqualTo(threads(family, new Census.Options(2, 1 << 16, null)).tally());
    }

    /** The data set has one row per class, whose types add up to the census table and whose graphs are the classes. */
    @Test
    void theDatasetHoldsEveryClassWithItsType() throws IOException {
        UnlabelledGraphs family = UnlabelledGraphs.of(6, 3);
        List<Shard> all = List.of(new Shard(0, 3), new Shard(1, 3), new Shard(2, 3));
        Path out = dir.resolve("k6");
        long rows = spark.writeDataset(family, all, 1 << 16, out.toUri().toString());
        assertThat(rows).isEqualTo(1992);
        List<String> lines = new ArrayList<>();
        try (var parts = Files.list(out)) {
            for (Path part : parts.filter(p -> p.getFileName().toString().startsWith("part-"))
                    .sorted()
                    .toList()) {
                List<String> content = Files.readAllLines(part);
                assertThat(content.get(0)).isEqualTo(CensusDataset.HEADER);
                lines.addAll(content.subList(1, content.size()));
            }
        }
        assertThat(lines).hasSize(1992);
        CensusReport table = threads(family, new Census.Options(2, 1 << 16, null));
        Map<String, Long> byType = new HashMap<>();
        Set<String> graphs = new HashSet<>();
        long positions = 0;
        for (String line : lines) {
            String[] f = line.split(",");
            byType.merge(f[3], Long.parseLong(f[6]), Long::sum);
            graphs.add(f[0]);
            positions += Long.parseLong(f[5]);
        }
        TypeCounts weighted = table.tally().labelled();
        assertThat(byType.get("short")).isEqualTo(weighted.shortEitherWay());
        assertThat(byType.get("cut")).isEqualTo(weighted.cutEitherWay());
        assertThat(byType.get("first")).isEqualTo(weighted.firstPlayerWins());
        assertThat(byType).doesNotContainKey("second");
        assertThat(positions).isEqualTo(table.tally().positions());
        assertThat(graphs).hasSize(1992); // distinct graphs (as labelled by the generator)
    }
}
