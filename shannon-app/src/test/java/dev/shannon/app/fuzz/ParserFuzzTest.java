package dev.shannon.app.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.shannon.app.io.JsonGameFormat;
import dev.shannon.app.io.JsonMatroidFormat;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.graph.VertexNames;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.Graph6Format;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.matroid.io.MatroidFormat;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.TsunagaruRecord;
import dev.shannon.switching.SwitchingRecord;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of every parser with Jazzer (issue 29, "keep it found"). A parser may
 * accept its input or refuse it with an {@link IllegalArgumentException} (a {@code
 * GraphFormatException}) or an {@link ApiError} (a 4xx answer): anything else — another exception, a hang, an
 * accepted vertex name that is not valid Unicode — is a finding.
 *
 * <p>In {@code mvn verify} each target only replays its corpus (kept in
 * {@code src/test/resources/dev/shannon/app/fuzz/ParserFuzzTestInputs/<target>/}), which takes
 * seconds. Fuzzing is the documented command (docs/limits.md, "Checking the bounds"), one target
 * at a time: {@code JAZZER_FUZZ=1 ./mvnw -pl shannon-app -am test -Dtest='ParserFuzzTest#graphText'
 * -Dsurefire.failIfNoSpecifiedTests=false}; new inputs that find new code go to {@code .cifuzz-corpus/}
 * and a finding to {@code src/test/resources/…/ParserFuzzTestInputs/<target>/crash-…}, where it
 * stays as a regression input.
 */
class ParserFuzzTest {
    @FuzzTest(maxDuration = "60s")
    void graphText(byte[] input) {
        refusedCleanly(() -> checkNames(EdgeListFormat.read("fuzz", text(input))));
    }

    @FuzzTest(maxDuration = "60s")
    void graphJson(byte[] input) {
        refusedCleanly(() -> checkNames(JsonGameFormat.read("fuzz", text(input), GraphLimits.DEFAULT)));
    }

    @FuzzTest(maxDuration = "60s")
    void graph6(byte[] input) {
        refusedCleanly(() -> Graph6Format.read("fuzz", text(input)));
    }

    @FuzzTest(maxDuration = "60s")
    void matroid(byte[] input) {
        String t = text(input);
        refusedCleanly(() -> MatroidFormat.read("fuzz", t));
        refusedCleanly(() -> JsonMatroidFormat.read("fuzz", t));
    }

    @FuzzTest(maxDuration = "60s")
    void records(byte[] input) {
        String t = text(input);
        refusedCleanly(() -> BridgitRecord.parse(t).game());
        refusedCleanly(() -> SwitchingRecord.parse(t).position());
        refusedCleanly(() -> TsunagaruRecord.parse(t, 24).finalStage());
    }

    @FuzzTest(maxDuration = "60s")
    void stage(byte[] input) {
        refusedCleanly(() -> Stage.parse(text(input)));
    }

    @FuzzTest(maxDuration = "60s")
    void webBody(byte[] input) {
        refusedCleanly(() -> {
            JsonRequest r = JsonRequest.parse(input);
            r.allowOnly("graph", "n", "moves", "first", "stage", "record", "text", "matroid");
            r.optionalInt("n", 1, 1, 30);
            r.tupleArray("moves", 2000, 0, 200, 2, 4);
            r.optionalString("record", null, 200_000);
            if (r.has("graph")) {
                JsonRequest g = r.requiredObject("graph");
                g.array("edges", 200);
            }
        });
    }

    private static String text(byte[] input) {
        return new String(input, StandardCharsets.UTF_8);
    }

    private static void checkNames(GraphFile f) {
        for (int v = 0; v < f.graph().vertexCount(); v++) {
            if (!VertexNames.isValidUnicode(f.graph().name(v))) {
                throw new AssertionError("accepted a vertex name that is not valid Unicode");
            }
        }
    }

    private static void refusedCleanly(Runnable parse) {
        try {
            parse.run();
        } catch (IllegalArgumentException refused) {
            // a clean refusal
        } catch (ApiError refused) {
            // a 4xx answer of the web API
        }
    }
}
