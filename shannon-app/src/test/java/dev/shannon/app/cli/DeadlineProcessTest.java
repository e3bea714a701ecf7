package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The time limit of a real {@code shannon} process: a read blocked on a FIFO that nobody writes
 * ignores the interrupt, so the watchdog ends the process one second after the deadline, with
 * the command's one line and exit 2 (docs/limits.md, "Time limits").
 */
class DeadlineProcessTest {
    @TempDir
    Path dir;

    @Test
    void aReadThatNeverEndsStillStopsAtTheDeadline() throws Exception {
        Path fifo = dir.resolve("silent.fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo is not available");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        "dev.shannon.app.Main",
                        "count",
                        "independent-sets",
                        "--graph",
                        fifo.toString(),
                        "--time-limit",
                        "1"))
                .redirectOutput(new File("/dev/null"))
                .start();
        long start = System.nanoTime();
        boolean ended = p.waitFor(60, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (!ended) {
            p.destroyForcibly();
        }
        assertThat(ended).as("the process ended").isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(err).isEqualTo("shannon: gave up after 1 s (--time-limit); ask for less, or raise --time-limit");
        // One second of limit and one of grace, plus the JVM's start on a busy machine.
        assertThat(seconds).isLessThan(30);
    }

    /**
     * Out of memory in a GraphSet worker (issue 29, §6): the JVM printed "Exception in thread
     * "graphset-worker" java.lang.OutOfMemoryError" before the command's clean line. Now the one
     * line is all.
     */
    @Test
    void anOutOfMemoryErrorInAWorkerLeavesOneLine() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (int run = 0; run < 2; run++) {
            Process p = new ProcessBuilder(List.of(
                            java,
                            "-Xss16m",
                            "-Xmx64m",
                            "-cp",
                            System.getProperty("java.class.path"),
                            "dev.shannon.app.Main",
                            "count",
                            "paths",
                            "--grid",
                            "14x14",
                            // GraphSet's parallel count (its workers); the frontier programme now
                            // counts 14x14 within 64 MB
                            "--method",
                            "zdd"))
                    .redirectOutput(new File("/dev/null"))
                    .start();
            boolean ended = p.waitFor(120, TimeUnit.SECONDS);
            if (!ended) {
                p.destroyForcibly();
            }
            assertThat(ended).isTrue();
            assertThat(p.exitValue()).isEqualTo(2);
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertThat(err)
                    .startsWith("shannon: out of memory")
                    .doesNotContain("\n")
                    .doesNotContain("Exception");
        }
    }
}
