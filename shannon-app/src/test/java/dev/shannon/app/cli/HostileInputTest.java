package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.server.WebServer;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input that never ends, bytes meant for the terminal, and valid requests that would run for
 * hours: each ends with one line on standard error, exit 2, in bounded time and memory.
 */
class HostileInputTest {
    @TempDir
    Path dir;

    /** Like {@code /dev/zero}, or {@code yes}: the same byte for ever (capped at 64 MiB so a broken bound fails instead of hanging). */
    private static InputStream endless(int b) {
        return new InputStream() {
            private long left = 64L << 20;

            @Override
            public int read() {
                return left-- > 0 ? b : -1;
            }

            @Override
            public int read(byte[] buf, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                Arrays.fill(buf, off, off + n, (byte) b);
                left -= n;
                return n;
            }
        };
    }

    private static void assertOneLineRefusal(CliRunner.Result r, String expected) {
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains(expected).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    @Test
    void linesFromAnEndlessStandardInputAreBounded() throws Exception {
        Path c4 = dir.resolve("c4.txt");
        Files.writeString(c4, "s a\na t\nt b\nb s\nterminals s t\n");
        Path u24 = dir.resolve("u24.txt");
        Files.writeString(u24, "uniform 2 4\ntarget 3\n");
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            assertOneLineRefusal(CliRunner.runWithStream(endless(0), "bridgit", "analyze", "-"), "longer than");
            assertOneLineRefusal(CliRunner.runWithStream(endless(0), "bridgit", "play", "--n", "3"), "longer than");
            assertOneLineRefusal(
                    CliRunner.runWithStream(endless(0), "play", c4.toString(), "--as", "short"), "longer than");
            assertOneLineRefusal(
                    CliRunner.runWithStream(endless(0), "matroid", "play", u24.toString(), "--as", "short"),
                    "longer than");
            // Short lines without end: the whole input is bounded too (16 MiB, as for files).
            assertOneLineRefusal(
                    CliRunner.runWithStream(endless('\n'), "bridgit", "analyze", "-"), "larger than 16 MiB");
        });
    }

    @Test
    void errorLinesEscapeControlCharacters() {
        CliRunner.Result r = CliRunner.runWithInput("3 1,1\u001b[31mRED\u0007\n", "bridgit", "analyze", "-");
        assertOneLineRefusal(r, "line 1");
        assertThat(r.err()).doesNotContain("\u001b").doesNotContain("\u0007").contains("\\x1b[31mRED\\x07");
        // Bidirectional overrides would reorder what the terminal shows.
        CliRunner.Result bidi = CliRunner.runWithInput("3 1,1\u202eDER\n", "bridgit", "analyze", "-");
        assertThat(bidi.err()).doesNotContain("\u202e").contains("\\u202e");
    }

    @Test
    void positionLinesOnStandardInputMustBeUtf8() {
        byte[] bad = "3 1,1 \u00ff\n".getBytes(StandardCharsets.ISO_8859_1);
        assertOneLineRefusal(
                CliRunner.runWithStream(new ByteArrayInputStream(bad), "bridgit", "analyze", "-"), "not UTF-8");
    }

    @Test
    void aNulInAVertexNameIsRefused() throws Exception {
        Path text = dir.resolve("nul.txt");
        Files.writeString(text, "s a\u0000b\na\u0000b t\nterminals s t\n");
        assertOneLineRefusal(CliRunner.run("solve", text.toString()), "control character");
        Path json = dir.resolve("nul.json");
        Files.writeString(
                json, "{\"edges\": [[\"s\", \"a\\u0000b\"], [\"a\\u0000b\", \"t\"]], \"s\": \"s\", \"t\": \"t\"}");
        assertOneLineRefusal(CliRunner.run("solve", json.toString()), "control character");
    }

    /** The generator stopped checking its clock during one long solve: 100×100 ran past 200 s with a 2 s limit. */
    @Test
    void aTimeLimitIsADeadlineOnTheWholeCommand() {
        long t = System.nanoTime();
        CliRunner.Result r = CliRunner.run(
                "tsunagaru", "generate", "--size", "100x100", "--unique", "--time-limit", "2", "--seed", "1");
        double seconds = (System.nanoTime() - t) / 1e9;
        assertOneLineRefusal(r, "found in 2.0 s");
        // One level of the search past the deadline at most; generous for a loaded machine.
        assertThat(seconds).isLessThan(20);
    }

    @Test
    void longValidRequestsStopAtTheirTimeLimit() {
        String[][] commands = {
            {"bridgit", "analyze", "--n", "60", "--trees", "--json", "--time-limit", "1"},
            {"bridgit", "table", "--max-n", "60", "--time-limit", "1"},
            {"bridgit", "duality", "--per-size", "999999999", "--time-limit", "1"},
            {"count", "matchings", "--grid", "1x1048576", "--time-limit", "1"},
        };
        for (String[] command : commands) {
            long t = System.nanoTime();
            CliRunner.Result r = CliRunner.run(command);
            double seconds = (System.nanoTime() - t) / 1e9;
            assertOneLineRefusal(r, "gave up after 1 s (--time-limit)");
            assertThat(seconds).as(String.join(" ", command)).isLessThan(30);
        }
        assertThat(CliRunner.run("count", "paths", "--grid", "3x3", "--time-limit", "0")
                        .exit())
                .isEqualTo(2);
    }

    @Test
    void serveReportsTheAddressItReallyBinds() {
        assertThatCode(() -> {
                    try (WebServer s = WebServer.start("", 0, WebLimits.defaults(), null)) {
                        assertThat(s.url()).isEqualTo("http://127.0.0.1:" + s.port() + "/");
                    }
                    try (WebServer s = WebServer.start("localhost", 0, WebLimits.defaults(), null)) {
                        assertThat(s.url()).matches("http://(127\\.0\\.0\\.1|\\[::1\\]):" + s.port() + "/");
                    }
                })
                .doesNotThrowAnyException();
    }
}
