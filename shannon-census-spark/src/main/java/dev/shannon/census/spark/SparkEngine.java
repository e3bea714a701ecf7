package dev.shannon.census.spark;

import dev.shannon.census.CensusDataset;
import dev.shannon.census.CensusTally;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.Shard;
import dev.shannon.census.ShardEngine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * The census as one Spark job: an RDD with one partition per pending shard, each task
 * {@link ShardTask} (the embedded engine's shard function), and the table as the sum of the tasks'
 * results. The results come back through {@code SparkContext.runJob}'s result handler, on the
 * driver, as each task finishes, so the caller commits each shard to its checkpoint at once and
 * shows progress; a task lost with its executor is run again by Spark, and a shard seen twice
 * counts once.
 */
public final class SparkEngine implements ShardEngine, AutoCloseable {
    private final JavaSparkContext context;
    private final String description;

    private SparkEngine(JavaSparkContext context) {
        this.context = context;
        this.description = "spark " + context.master() + " (" + context.defaultParallelism() + " cores)";
    }

    /** The system property naming the application jar a cluster's executors load our classes from. */
    public static final String APPLICATION_JAR = "shannon.census.sparkJar";

    /**
     * Starts a Spark context on {@code master} ({@code local[N]}, {@code local[*]} or
     * {@code spark://HOST:PORT}) with the extra settings {@code conf}. On a cluster, unless
     * {@code spark.jars} is given, the executors get the jar named by {@value #APPLICATION_JAR}
     * (the launcher sets it to shannon-census-spark.jar).
     */
    public static SparkEngine start(String master, Map<String, String> conf) {
        SparkConf sparkConf = new SparkConf()
                .setAppName("shannon census")
                .setMaster(master)
                .set("spark.ui.showConsoleProgress", "false");
        String jar = System.getProperty(APPLICATION_JAR);
        if (jar != null && !master.startsWith("local") && !conf.containsKey("spark.jars")) {
            sparkConf.set("spark.jars", jar);
        }
        conf.forEach(sparkConf::set);
        return new SparkEngine(new JavaSparkContext(sparkConf));
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public int parallelism() {
        return context.defaultParallelism();
    }

    @Override
    public void run(GraphFamily family, List<Shard> pending, int maxTableEntries, Results results) throws IOException {
        if (pending.isEmpty()) {
            return;
        }
        List<Integer> indices = new ArrayList<>();
        for (Shard s : pending) {
            indices.add(s.index());
        }
        JavaRDD<Integer> shards = context.parallelize(indices, indices.size());
        FamilySpec spec = FamilySpec.of(family);
        Handler handler = new Handler(shards.rdd().getNumPartitions(), indices, spec.shards(), results);
        ClassTag<CensusTally> tag = ClassTag$.MODULE$.apply(CensusTally.class);
        try {
            context.sc().runJob(shards.rdd(), new ShardTask(spec, maxTableEntries), handler, tag);
        } catch (Exception e) { // Scala declares no checked exceptions: a SparkException arrives undeclared
            handler.rethrow();
            if (e instanceof RuntimeException r && !(e instanceof UncheckedIOException)) {
                throw r;
            }
            String message = String.valueOf(e.getMessage());
            throw new IllegalStateException(
                    "the Spark job failed: " + message.lines().findFirst().orElse(message), e);
        }
        handler.rethrow();
    }

    /**
     * Writes the census of {@code shards} as a data set, {@link CensusDataset}'s CSV rows, through
     * Spark: a directory {@code dir} (any Hadoop file system path; it must not exist) of part files,
     * one per shard, in shard order, each with the header line. Returns the number of rows.
     */
    public long writeDataset(GraphFamily family, List<Shard> shards, int maxTableEntries, String dir) {
        List<Integer> indices = new ArrayList<>();
        for (Shard s : shards) {
            indices.add(s.index());
        }
        FamilySpec spec = FamilySpec.of(family);
        JavaRDD<String> rows =
                context.parallelize(indices, indices.size()).mapPartitions(new DatasetTask(spec, maxTableEntries));
        rows.cache();
        rows.saveAsTextFile(dir);
        long count = rows.count() - indices.size(); // less one header a part
        rows.unpersist();
        return count;
    }

    @Override
    public void close() {
        context.close();
    }

    /**
     * Runs on the driver, once per finished task: partition p holds pending shard {@code indices[p]}
     * ({@code parallelize} slices a list into consecutive runs, one element each here).
     */
    private static final class Handler extends AbstractFunction2<Object, CensusTally, BoxedUnit> {
        private final List<Integer> indices;
        private final int shardCount;
        private final Results results;
        private IOException failure;

        Handler(int partitions, List<Integer> indices, int shardCount, Results results) {
            if (partitions != indices.size()) {
                throw new IllegalStateException(partitions + " partitions for " + indices.size() + " shards");
            }
            this.indices = indices;
            this.shardCount = shardCount;
            this.results = results;
        }

        @Override
        public BoxedUnit apply(Object partition, CensusTally tally) {
            try {
                results.accept(new Shard(indices.get((Integer) partition), shardCount), tally);
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                }
                throw new UncheckedIOException(e); // fails the job: a shard we cannot record must not be lost silently
            }
            return BoxedUnit.UNIT;
        }

        void rethrow() throws IOException {
            if (failure != null) {
                throw failure;
            }
        }
    }
}
