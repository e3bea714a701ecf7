package dev.shannon.app.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.cli.CliRunner;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.lifecycle.PropagationMode;

/**
 * Fuzzes every text input of the command line with mutated examples ({@link Mutations}): the
 * switching-game text, JSON and graph6 forms, matroid game files, Tsunagaru stage files and Bridg-It position lines.
 * Each input either succeeds (exit 0) or is refused with one line on standard error and exit 2
 * — never exit 1 (an internal error), a stack trace, a raw control character, an
 * {@code OutOfMemoryError} or a run longer than {@value #MAX_SECONDS} s.
 *
 * <p>Runs {@code jqwik.tries.default} tries per format (50, see junit-platform.properties) in
 * {@code mvn verify}; for a long run raise it, e.g.
 * {@code mvn -pl shannon-app -am test -Dtest='*FuzzTest' -Dsurefire.failIfNoSpecifiedTests=false -Dshannon.fuzz.tries=20000} ({@link FuzzTries}).
 */
@AddLifecycleHook(value = FuzzTries.class, propagateTo = PropagationMode.ALL_DESCENDANTS)
class InputFormatFuzzTest {
    static final int MAX_SECONDS = 30;
    private static ExecutorService runner;
    private static Path dir;

    @BeforeContainer
    static void start() throws IOException {
        runner = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz-cli");
            t.setDaemon(true);
            return t;
        });
        dir = Files.createTempDirectory("shannon-fuzz");
    }

    @AfterContainer
    static void stop() throws IOException {
        runner.shutdownNow();
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(dir);
    }

    static final List<String> SWITCHING_TEXT = List.of(
            "s a\na t\nt b\nb s\nterminals s t\n",
            "# K4\ns t\ns a\ns b\nt a\nt b\na b\nterminals s t\n",
            "0 1\n1 2\n2 0\n2 2\n0 1\nterminals 0 2\n");
    static final List<String> SWITCHING_JSON = List.of(
            "{\"edges\": [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]], \"s\": 0, \"t\": 2}",
            "{\"edges\": [[\"s\", \"a\"], [\"a\", \"t\"], [\"s\", \"t\"]], \"s\": \"s\", \"t\": \"t\"}");
    static final List<String> GRAPH6 = List.of("C~\n", "IheA@GUAo\n", "E?~o\n");
    static final List<String> STAGES = List.of(
            "L 3 3 L\n3 4 4 3\nL 3 3 L\n",
            "L 3 3 3 3 3 3 3 L\n3 4 L L L L L L 3\n3 3 I I I I I 3 3\n3 L L I L 1 L L 3\n3 L 3 L L L I L 3\n"
                    + "3 L 3 3 L 3 3 L 3\n3 3 3 1 L L I L 3\n3 3 3 3 3 3 3 3 3\nL 3 3 3 3 3 3 3 L\n",
            "┌┬┐\n├┼┤\n└┴┘\n",
            "L@1 3@2 L@2\n1@2 . 1@0\n",
            "┌│╶\n└├┐\n╶┐╶\n");
    static final List<String> MATROIDS = List.of(
            "binary\n0 0 0 1 1 1 1\n0 1 1 0 0 1 1\n1 0 1 0 1 0 1\ntarget 6\n",
            "linear 3\n1 0 1 2\n0 1 1 1\ntarget 3\n",
            "uniform 2 5\ntarget 0\n",
            "graph\ns a\na t\ns b\nb t\na b\nterminals s t\n",
            "bases 4\n0 1\n0 2\n0 3\n1 2\n1 3\n2 3\ntarget 0\n",
            "circuits 3\n0 1 2\ntarget 1\n",
            "{\"kind\": \"binary\", \"rows\": [[1, 0, 1], [0, 1, 1]], \"target\": 2}");
    static final List<String> POSITIONS = List.of("3\n3 3,3 2,2\n", "5 5,5 4,4 1,1\n2 1,1\n", "1\n4 1,1 3,3 5,5 7,7\n");

    /** The seeds are valid inputs, so the mutations start from inside each grammar. */
    @Example
    void theExamplesAreAccepted() throws Exception {
        for (String x : SWITCHING_TEXT) {
            assertThat(runFile(bytes(x), ".txt", "solve", "--json").exit())
                    .as(x)
                    .isZero();
        }
        for (String x : SWITCHING_JSON) {
            assertThat(runFile(bytes(x), ".json", "solve", "--json", "--format", "json")
                            .exit())
                    .as(x)
                    .isZero();
        }
        for (String x : GRAPH6) {
            assertThat(runFile(bytes(x), ".g6", "solve", "--json", "--format", "graph6", "--s", "0", "--t", "1")
                            .exit())
                    .as(x)
                    .isZero();
        }
        for (String x : STAGES) {
            assertThat(runFile(bytes(x), ".stage", "tsunagaru", "solve", "--json", "--count-only")
                            .exit())
                    .as(x)
                    .isZero();
        }
        for (String x : POSITIONS) {
            assertThat(run(bytes(x), "bridgit", "analyze", "--json", "-").exit())
                    .as(x)
                    .isZero();
        }
        for (String x : MATROIDS) {
            assertThat(runFile(bytes(x), ".txt", "matroid", "solve", "--json").exit())
                    .as(x)
                    .isZero();
        }
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Provide
    Arbitrary<byte[]> switchingText() {
        return Mutations.of(SWITCHING_TEXT);
    }

    @Provide
    Arbitrary<byte[]> switchingJson() {
        return Mutations.of(SWITCHING_JSON);
    }

    @Provide
    Arbitrary<byte[]> graph6() {
        return Mutations.of(GRAPH6);
    }

    @Provide
    Arbitrary<byte[]> stages() {
        return Mutations.of(STAGES);
    }

    @Provide
    Arbitrary<byte[]> matroids() {
        return Mutations.of(MATROIDS);
    }

    @Provide
    Arbitrary<byte[]> positions() {
        return Mutations.of(POSITIONS);
    }

    @Property
    void switchingTextFiles(@ForAll("switchingText") byte[] input) throws Exception {
        assertRefusedCleanly(runFile(input, ".txt", "solve", "--json"));
    }

    @Property
    void switchingJsonFiles(@ForAll("switchingJson") byte[] input) throws Exception {
        assertRefusedCleanly(runFile(input, ".json", "solve", "--json", "--format", "json"));
    }

    @Property
    void graph6Files(@ForAll("graph6") byte[] input) throws Exception {
        assertRefusedCleanly(runFile(input, ".g6", "solve", "--json", "--format", "graph6", "--s", "0", "--t", "1"));
    }

    @Property
    void stageFiles(@ForAll("stages") byte[] input) throws Exception {
        assertRefusedCleanly(runFile(input, ".stage", "tsunagaru", "solve", "--json", "--count-only"));
    }

    @Property
    void matroidFiles(@ForAll("matroids") byte[] input) throws Exception {
        assertRefusedCleanly(runFile(input, ".txt", "matroid", "solve", "--json"));
    }

    @Property
    void bridgitPositionLines(@ForAll("positions") byte[] input) throws Exception {
        assertRefusedCleanly(run(input, "bridgit", "analyze", "--json", "-"));
    }

    private static CliRunner.Result runFile(byte[] input, String suffix, String... command) throws Exception {
        Path f = Files.createTempFile(dir, "input", suffix);
        try {
            Files.write(f, input);
            String[] args = Arrays.copyOf(command, command.length + 1);
            args[command.length] = f.toString();
            return run(new byte[0], args);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** Runs the command on its own thread, so that a hang fails the try instead of the whole build. */
    private static CliRunner.Result run(byte[] stdin, String... args) throws Exception {
        Future<CliRunner.Result> f =
                runner.submit(() -> CliRunner.runWithStream(new ByteArrayInputStream(stdin), args));
        try {
            return f.get(MAX_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new AssertionError("no answer within " + MAX_SECONDS + " s: " + String.join(" ", args));
        } catch (ExecutionException e) {
            throw new AssertionError("the command threw " + e.getCause(), e.getCause());
        }
    }

    static void assertRefusedCleanly(CliRunner.Result r) {
        assertThat(r.exit()).as("exit status; stderr: %s", r.err()).isIn(0, 2);
        if (r.exit() == 2) {
            assertThat(r.err())
                    .startsWith("shannon: ")
                    .doesNotContain("Exception")
                    .doesNotContain("\tat ");
            assertThat(r.err().strip().lines()).hasSize(1);
            assertThat(r.err().strip().chars().filter(Character::isISOControl))
                    .as("control characters in %s", r.err())
                    .isEmpty();
        } else {
            assertThat(r.err()).isEmpty();
        }
    }
}
