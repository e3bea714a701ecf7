package dev.shannon.app.web.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The front end's pure modules (records, the tap rule, the game record, layouts, prose) tested
 * below the browser: every {@code src/test/js/*.test.js} run by Node's built-in test runner — no
 * build step, no framework, no dependency ({@code package.json} beside src only marks the scripts
 * as ES modules). Skipped with a message when Node is not installed, as the browser tests are
 * without Chromium; {@code .ci/run} installs it.
 */
class NodeUnitTest {
    @Test
    void everyFrontEndUnitTestPasses() throws IOException, InterruptedException {
        String node = nodeCommand();
        assumeTrue(node != null, "Node.js is not installed: the front end's unit tests (src/test/js) are skipped");
        List<String> command = new ArrayList<>(List.of(node, "--test"));
        try (Stream<Path> files = Files.list(Path.of("src/test/js"))) {
            files.map(Path::toString)
                    .filter(f -> f.endsWith(".test.js"))
                    .sorted()
                    .forEach(command::add);
        }
        assertThat(command).as("test files").hasSizeGreaterThan(3);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("node finished").isTrue();
        String report = new String(output, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(report).isZero();
        assertThat(report).contains("# fail 0");
    }

    /** "node" when it runs here, else null. */
    private static String nodeCommand() {
        try {
            Process p = new ProcessBuilder("node", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0 ? "node" : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
