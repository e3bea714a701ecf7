package dev.shannon.census.spark;

import dev.shannon.census.Census;
import dev.shannon.census.CensusListener;
import dev.shannon.census.CensusReport;
import dev.shannon.census.CensusTables;
import dev.shannon.census.CensusTally;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.Shard;
import dev.shannon.census.ShardCensus;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The application's main for {@code spark-submit} (the master comes from spark-submit):
 * <pre>
 * spark-submit --class dev.shannon.census.spark.SparkCensusMain --master spark://HOST:7077 \
 *     shannon-census-spark/target/shannon-census-spark.jar --vertices 8 --unlabelled [--csv] \
 *     [--shards N] [--shard-range A-B[:STEP]] [--checkpoint FILE]
 * </pre>
 * prints the census table (Markdown, or CSV with {@code --csv}) on standard output and progress on
 * standard error. {@code shannon census --master …} is the full command line; this is the same
 * job for clusters where Spark itself launches the driver.
 */
public final class SparkCensusMain {
    private SparkCensusMain() {}

    public static void main(String[] args) throws Exception {
        int vertices = 0;
        String family = "labelled";
        int shards = 0;
        Path checkpoint = null;
        String range = null;
        boolean csv = false;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--vertices" -> vertices = Integer.parseInt(args[++i]);
                    case "--unlabelled" -> family = "unlabelled";
                    case "--labelled" -> family = "labelled";
                    case "--shards" -> shards = Integer.parseInt(args[++i]);
                    case "--checkpoint" -> checkpoint = Path.of(args[++i]);
                    case "--shard-range" -> range = args[++i];
                    case "--csv" -> csv = true;
                    default -> throw new IllegalArgumentException("unknown argument '" + args[i] + "'");
                }
            }
            if (vertices == 0) {
                throw new IllegalArgumentException("--vertices K is required");
            }
        } catch (RuntimeException e) {
            System.err.println(
                    "shannon-census-spark: " + e.getMessage()
                            + " (usage: --vertices K [--unlabelled] [--csv] [--shards N] [--shard-range A-B[:STEP]] [--checkpoint FILE])");
            System.exit(2);
            return;
        }
        GraphFamily graphs = GraphFamily.of(family, vertices, shards);
        Census.Options options = new Census.Options(1, ShardCensus.DEFAULT_MAX_TABLE_ENTRIES, checkpoint);
        if (range != null) {
            String[] parts = range.split("[-:]");
            options = options.slice(
                    Integer.parseInt(parts[0]),
                    Integer.parseInt(parts[1]) + 1,
                    parts.length > 2 ? Integer.parseInt(parts[2]) : 1);
        }
        CensusReport report;
        try (SparkEngine engine =
                SparkEngine.start(new org.apache.spark.SparkConf().get("spark.master", "local[*]"), Map.of())) {
            report = Census.run(
                    graphs,
                    options,
                    new CensusListener() {
                        @Override
                        public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
                            System.err.printf(
                                    Locale.ROOT, "census: %d shards done, %,d items%n", shardsDone, itemsDone);
                        }
                    },
                    engine);
        }
        System.out.print(csv ? CensusTables.csv(List.of(report)) : CensusTables.markdown(List.of(report)));
        System.exit(
                report.tally().disagreements() == 0 && report.tally().graphs().secondPlayerOnly() == 0 ? 0 : 1);
    }
}
