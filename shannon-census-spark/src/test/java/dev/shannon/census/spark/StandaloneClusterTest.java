package dev.shannon.census.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.census.Census;
import dev.shannon.census.CensusListener;
import dev.shannon.census.CensusReport;
import dev.shannon.census.CensusTally;
import dev.shannon.census.Checkpoint;
import dev.shannon.census.Shard;
import dev.shannon.census.UnlabelledGraphs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The census on a real standalone cluster (a master and two workers, separate JVMs on loopback):
 * the table of the embedded engine, even when an executor is killed in the middle of the job, and
 * after the driver itself is killed, resumed from the checkpoint. A minute on a quiet machine (7 at load
 * 20, where executors take 40 s to start): tagged "cluster", not part of the build;
 * run with {@code mvn -pl shannon-census-spark -am test -Dgroups=cluster -Dcluster.tests.excluded=none}.
 */
@Tag("cluster")
class StandaloneClusterTest {
    /** 24,416 classes in 24 shards: seconds of work, long enough to kill something in the middle. */
    private static final UnlabelledGraphs FAMILY = UnlabelledGraphs.of(7, 24);

    @TempDir
    Path dir;

    @Test
    void twoWorkersGiveTheSameTableThoughAnExecutorIsKilledAndTheDriverDies() throws Exception {
        Census.Options options = new Census.Options(2, 1 << 16, null);
        long t0 = System.nanoTime();
        CensusTally expected = Census.run(FAMILY, options, CensusListener.NONE).tally();
        long t1 = System.nanoTime();
        try (StandaloneCluster cluster = StandaloneCluster.start(dir, 2, 1)) {
            long t2 = System.nanoTime();
            // 1. An executor killed (SIGKILL) after a few shards: Spark reruns its task elsewhere.
            AtomicLong killed = new AtomicLong(-1);
            CensusReport report;
            try (SparkEngine engine = SparkEngine.start(cluster.url(), cluster.driverConf())) {
                assertThat(engine.description()).startsWith("spark " + cluster.url());
                report = Census.run(
                        FAMILY,
                        options,
                        new CensusListener() {
                            @Override
                            public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
                                if (shardsDone == 4 && killed.get() < 0) {
                                    List<ProcessHandle> executors = cluster.executors();
                                    if (!executors.isEmpty()) {
                                        killed.set(executors.get(0).pid());
                                        executors.get(0).destroyForcibly();
                                    }
                                }
                            }
                        },
                        engine);
            }
            long t3 = System.nanoTime();
            System.err.printf(
                    "cluster test: embedded engine %.1f s, cluster start %.1f s, job with a killed executor %.1f s%n",
                    (t1 - t0) / 1e9, (t2 - t1) / 1e9, (t3 - t2) / 1e9);
            assertThat(killed.get()).as("an executor was killed mid-run").isPositive();
            assertThat(report.tally()).isEqualTo(expected);

            // 2. The driver killed (SIGKILL) mid-run; the same census again resumes the shards it committed.
            Path checkpoint = dir.resolve("k7.ckpt");
            Process driver = launchDriver(cluster, checkpoint);
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                while (committed(checkpoint) < 4 && driver.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(100);
                }
                assertThat(driver.isAlive())
                        .as(
                                "the driver is still running when killed; its log: %s",
                                Files.exists(dir.resolve("driver.log"))
                                        ? Files.readString(dir.resolve("driver.log"))
                                        : "")
                        .isTrue();
                driver.destroyForcibly();
                assertThat(driver.waitFor(30, TimeUnit.SECONDS)).isTrue();
            } finally {
                driver.destroyForcibly();
            }
            int committed = committed(checkpoint);
            assertThat(committed).isBetween(4, 23);
            try (SparkEngine engine = SparkEngine.start(cluster.url(), cluster.driverConf())) {
                CensusReport resumed =
                        Census.run(FAMILY, new Census.Options(2, 1 << 16, checkpoint), CensusListener.NONE, engine);
                assertThat(resumed.resumedShards()).isGreaterThanOrEqualTo(committed);
                assertThat(resumed.tally()).isEqualTo(expected);
            }
        }
    }

    /** The spark-submit main in its own JVM, as the driver, on the cluster. */
    private Process launchDriver(StandaloneCluster cluster, Path checkpoint) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m",
                "@" + Path.of("java-options").toAbsolutePath()));
        cluster.driverConf().forEach((k, v) -> command.add("-D" + k + "=" + v));
        command.addAll(List.of(
                "-Dspark.master=" + cluster.url(),
                "-cp",
                System.getProperty("java.class.path"),
                SparkCensusMain.class.getName(),
                "--vertices",
                "7",
                "--unlabelled",
                "--shards",
                "24",
                "--checkpoint",
                checkpoint.toString()));
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("driver.log").toFile())
                .start();
    }

    /** Shards in a copy of the checkpoint (reading the live file could truncate it under the writer). */
    private int committed(Path checkpoint) throws Exception {
        if (!Files.exists(checkpoint) || Files.size(checkpoint) == 0) {
            return 0;
        }
        Path copy = dir.resolve("peek.ckpt");
        Files.copy(checkpoint, copy, StandardCopyOption.REPLACE_EXISTING);
        try (Checkpoint c = Checkpoint.open(copy, FAMILY)) {
            return c.completed().size();
        } finally {
            Files.deleteIfExists(copy);
        }
    }
}
