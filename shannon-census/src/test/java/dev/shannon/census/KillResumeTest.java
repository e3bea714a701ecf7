package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** kill -9 in the middle of a census, then the same command again: the table of an uninterrupted run. */
class KillResumeTest {
    @TempDir
    Path dir;

    @Test
    void aCensusKilledWithSigkillResumesToTheSameTable() throws Exception {
        LabelledGraphs family = new LabelledGraphs(6, 128);
        Path file = dir.resolve("k6.ckpt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(
                        java,
                        "-Xmx256m",
                        "-cp",
                        System.getProperty("java.class.path"),
                        KilledCensus.class.getName(),
                        "6",
                        "128",
                        file.toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            // Wait for some shards to be committed, then kill without warning (destroyForcibly is SIGKILL).
            while (shardsIn(file, family) < 10 && child.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(child.isAlive())
                    .as("the child is still running when killed")
                    .isTrue();
            child.destroyForcibly();
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        } finally {
            child.destroyForcibly();
        }
        int committed = shardsIn(file, family);
        assertThat(committed).isBetween(10, 127);

        CensusReport resumed = Census.run(family, new Census.Options(2, 1 << 12, file), CensusListener.NONE);
        CensusReport uninterrupted = Census.run(family, new Census.Options(2, 1 << 12, null), CensusListener.NONE);
        assertThat(resumed.resumedShards()).isGreaterThanOrEqualTo(committed);
        assertThat(resumed.tally()).isEqualTo(uninterrupted.tally());
        assertThat(resumed.tally().graphs()).isEqualTo(CensusTest.LABELLED_TABLE.get(4));
    }

    private static int shardsIn(Path file, GraphFamily family) throws IOException {
        if (!Files.exists(file) || Files.size(file) == 0) {
            return 0;
        }
        // Read a copy, so that the reader never truncates the file under the running child.
        Path copy = Files.createTempFile(file.getParent(), "peek", ".ckpt");
        try {
            Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
            try (Checkpoint c = Checkpoint.open(copy, family)) {
                return c.completed().size();
            }
        } finally {
            Files.deleteIfExists(copy);
            new File(copy.toString()).delete();
        }
    }
}
