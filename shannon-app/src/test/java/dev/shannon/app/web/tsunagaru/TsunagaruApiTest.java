package dev.shannon.app.web.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.web.TestServer;
import dev.shannon.puzzles.tsunagaru.Arms;
import dev.shannon.puzzles.tsunagaru.SampleStages;
import dev.shannon.puzzles.tsunagaru.Stage;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Tsunagaru page's API: samples, generating, checking, hints and stepping through solutions. */
class TsunagaruApiTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The stage the page would send: box-drawing rows from the arms array of a reply. */
    private static String text(JsonNode arms) {
        StringBuilder sb = new StringBuilder();
        for (JsonNode row : arms) {
            for (JsonNode a : row) {
                sb.append(a.asInt() == 0 ? '.' : Arms.box(a.asInt()));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void samplesComeScrambledWithTheirKinds() {
        JsonNode samples = server.get("/api/tsunagaru/samples").json().get("samples");
        assertThat(samples.get(0).get("name").asText()).isEqualTo("world-9");
        Stage shown = Stage.parse(text(samples.get(0).get("arms")));
        assertThat(shown.typesOnly()).isEqualTo(SampleStages.world9());
        assertThat(samples.get(0).get("kinds").get(0).asText()).isEqualTo("L3333333L");
        // The same scramble every time.
        assertThat(server.get("/api/tsunagaru/samples").json().get("samples")).isEqualTo(samples);
    }

    @Test
    void followingHintsSolvesASample() {
        JsonNode sample =
                server.get("/api/tsunagaru/samples").json().get("samples").get(1);
        Stage playing = Stage.parse(text(sample.get("arms")));
        for (int step = 0; step <= playing.tileCount(); step++) {
            JsonNode check = server.post("/api/tsunagaru/check", Map.of("stage", playing.toString()))
                    .json();
            assertThat(check.get("solved").asBoolean()).isEqualTo(playing.isSolved());
            assertThat(check.get("looseArms").asInt()).isEqualTo(playing.looseArms());
            JsonNode hint = server.post("/api/tsunagaru/hint", Map.of("stage", playing.toString()))
                    .json()
                    .get("hint");
            if (playing.isSolved()) {
                assertThat(hint.isNull()).isTrue();
                return;
            }
            playing = playing.rotate(
                    hint.get("row").asInt(),
                    hint.get("col").asInt(),
                    hint.get("clicks").asInt());
            assertThat(playing.arms(hint.get("row").asInt(), hint.get("col").asInt()))
                    .isEqualTo(hint.get("arms").asInt());
        }
        throw new AssertionError("hints did not solve the stage");
    }

    @Test
    void solveStepsThroughEverySolution() {
        Stage playing = SampleStages.world9().inBaseOrientation();
        JsonNode first = server.post("/api/tsunagaru/solve", Map.of("stage", playing.toString()))
                .json();
        assertThat(first.get("solutions").asText()).isEqualTo("3");
        assertThat(first.get("forced").asInt()).isEqualTo(75);
        assertThat(first.get("forcedArms").get(6).get(1).asInt()).isEqualTo(-1);
        assertThat(first.get("forcedTiles").get(6).asText()).isEqualTo("├???└┘│┌┤");
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            JsonNode sol = server.post(
                            "/api/tsunagaru/solve", Map.of("stage", playing.toString(), "index", String.valueOf(i)))
                    .json()
                    .get("shown")
                    .get(0);
            assertThat(sol.get("index").asText()).isEqualTo(String.valueOf(i));
            Stage solved = Stage.parse(text(sol.get("arms")));
            assertThat(solved.isSolved()).isTrue();
            assertThat(seen.add(solved.toString())).isTrue();
            // The clicks per tile turn the player's tiles into this solution.
            Stage after = playing;
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    after = after.rotate(r, c, sol.get("clicks").get(r).get(c).asInt());
                }
            }
            assertThat(after).isEqualTo(solved);
        }
        TestServer.Reply past = server.post("/api/tsunagaru/solve", Map.of("stage", playing.toString(), "index", 3));
        assertThat(past.status()).isEqualTo(400);
        assertThat(past.error()).isEqualTo("index 3 is past the last solution (3 solutions)");
    }

    @Test
    void generatesTrickyStages() {
        JsonNode g = server.post(
                        "/api/tsunagaru/generate", Map.of("width", 6, "height", 5, "goal", "tricky", "seed", 3))
                .json();
        assertThat(g.get("solutions").asText()).isEqualTo("2");
        assertThat(g.get("connected").asText()).isEqualTo("1");
        assertThat(g.get("cols").asInt()).isEqualTo(6);
        assertThat(g.get("width").asInt()).isEqualTo(6);
        assertThat(g.get("height").asInt()).isEqualTo(5);
        assertThat(g.get("goal").asText()).isEqualTo("tricky");
        Stage s = Stage.parse(text(g.get("arms")));
        JsonNode solve = server.post("/api/tsunagaru/solve", Map.of("stage", s.toString(), "rule", "connected"))
                .json();
        assertThat(solve.get("solutions").asText()).isEqualTo("1");
        assertThat(solve.get("unique").asBoolean()).isTrue();
    }

    /** 64-bit seeds go both ways as strings (a JavaScript number rounds them), and the same seed makes the same stage. */
    @Test
    void seedsAreExactStrings() {
        String seed = "-9167100350573995972";
        JsonNode a = server.post(
                        "/api/tsunagaru/generate", Map.of("width", 4, "height", 4, "goal", "any", "seed", seed))
                .json();
        JsonNode b = server.post(
                        "/api/tsunagaru/generate",
                        Map.of("width", 4, "height", 4, "goal", "any", "seed", Long.parseLong(seed)))
                .json();
        assertThat(a.get("seed").isTextual()).isTrue();
        assertThat(a.get("seed").asText()).isEqualTo(seed);
        assertThat(a.get("arms")).isEqualTo(b.get("arms"));
        assertThat(server.post(
                                "/api/tsunagaru/generate",
                                Map.of("width", 4, "height", 4, "seed", "9223372036854775808"))
                        .error())
                .startsWith("\"seed\" must be an integer between");
    }

    /** A stage ID generates the stage the fields name; a level is honoured and reported. */
    @Test
    void stageIdsAndLevels() {
        JsonNode byFields = server.post(
                        "/api/tsunagaru/generate", Map.of("width", 6, "height", 5, "goal", "unique", "seed", 3))
                .json();
        JsonNode byId =
                server.post("/api/tsunagaru/generate", Map.of("id", "6x5u#3")).json();
        assertThat(byFields.get("id").asText()).isEqualTo("6x5u#3");
        assertThat(byId.get("arms")).isEqualTo(byFields.get("arms"));
        JsonNode level = server.post(
                        "/api/tsunagaru/generate", Map.of("width", 7, "height", 7, "level", "lookahead", "seed", 3))
                .json();
        assertThat(level.get("id").asText()).isEqualTo("7x7u2#3");
        assertThat(level.get("level").asText()).isEqualTo("lookahead");
        // Without a seed the ID stays short: a seed below a million.
        String id = server.post("/api/tsunagaru/generate", Map.of("width", 4, "height", 4))
                .json()
                .get("id")
                .asText();
        assertThat(id).matches("4x4u#\\d{1,6}");
        assertThat(server.post("/api/tsunagaru/generate", Map.of("id", "16x16u#1"))
                        .error())
                .isEqualTo("id: stages are generated here from 2x2 to 15x15");
        assertThat(server.post("/api/tsunagaru/generate", Map.of("id", "7x7u#1", "seed", 2))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/tsunagaru/generate", Map.of("id", "seven")).error())
                .startsWith("id: a stage ID looks like 7x7u#42");
    }

    @Test
    void badRequestsNameTheProblem() {
        assertThat(server.post("/api/tsunagaru/check", Map.of("stage", "L L\n")).error())
                .startsWith("stage: give each tile's orientation");
        assertThat(server.post("/api/tsunagaru/check", Map.of("stage", "└┐\n┘")).error())
                .isEqualTo("stage: line 2: 1 cell, but line 1 has 2 (rows must all be the same length)");
        assertThat(server.post("/api/tsunagaru/solve", Map.of("stage", "╶╴\n", "rule", "some"))
                        .error())
                .startsWith("\"rule\" must be one of any, connected");
        assertThat(server.post("/api/tsunagaru/solve", Map.of("stage", "╶╴\n", "index", -1))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/tsunagaru/generate", Map.of("width", 16, "height", 5))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/tsunagaru/check", Map.of("stage", ("1".repeat(25) + "\n").repeat(2)))
                        .error())
                .isEqualTo("stage: at most 24 rows and columns here, got 25x2");
        assertThat(server.post("/api/tsunagaru/check", Map.of()).error())
                .isEqualTo("missing field \"stage\" (the stage as text)");
    }

    /**
     * Wrap-around boards (issue 31): generated by a flag or an ID with {@code w}, said in the
     * stage's JSON, and checked, hinted and solved on the torus when the text begins with
     * {@code wrap}; too small a torus is refused by name.
     */
    @Test
    void wrapAroundStages() {
        JsonNode g = server.post(
                        "/api/tsunagaru/generate",
                        Map.of("width", 4, "height", 3, "goal", "unique", "seed", 1, "wrap", true))
                .json();
        assertThat(g.get("id").asText()).isEqualTo("4x3uw#1");
        assertThat(g.get("wrap").asBoolean()).isTrue();
        assertThat(server.post("/api/tsunagaru/generate", Map.of("id", "4x3uw#1"))
                        .json()
                        .get("arms"))
                .isEqualTo(g.get("arms"));
        String dealt = "wrap\n" + text(g.get("arms"));
        JsonNode solved =
                server.post("/api/tsunagaru/solve", Map.of("stage", dealt)).json();
        assertThat(solved.get("solutions").asText()).isEqualTo("1");
        assertThat(solved.get("wrap").asBoolean()).isTrue();
        String answer = "wrap\n" + text(solved.get("shown").get(0).get("arms"));
        JsonNode check =
                server.post("/api/tsunagaru/check", Map.of("stage", answer)).json();
        assertThat(check.get("solved").asBoolean()).isTrue();
        // The same tiles on a plain board leave arms pointing off the edges.
        JsonNode plain = server.post("/api/tsunagaru/check", Map.of("stage", answer.substring(5)))
                .json();
        assertThat(plain.get("solved").asBoolean()).isFalse();
        assertThat(server.post("/api/tsunagaru/hint", Map.of("stage", answer))
                        .json()
                        .get("hint")
                        .isNull())
                .isTrue();
        // A plain stage's objects carry no wrap field at all.
        assertThat(server.post("/api/tsunagaru/solve", Map.of("stage", "╶╴\n"))
                        .json()
                        .has("wrap"))
                .isFalse();
        assertThat(server.post("/api/tsunagaru/generate", Map.of("width", 2, "height", 5, "wrap", true))
                        .error())
                .isEqualTo("wrap: a wrap-around stage needs at least 3 rows and 3 columns, got 2x5");
        assertThat(server.post("/api/tsunagaru/generate", Map.of("id", "2x5uw#1"))
                        .error())
                .startsWith("id: a wrap-around stage needs at least 3 rows and 3 columns");
        assertThat(server.post("/api/tsunagaru/generate", Map.of("id", "4x3uw#1", "wrap", true))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/tsunagaru/generate", Map.of("width", 4, "height", 4, "wrap", "yes"))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/tsunagaru/check", Map.of("stage", "wrap\n╶╴\n╶╴\n"))
                        .error())
                .startsWith("stage: line 1: a wrap-around stage needs at least 3 rows");
        assertThat(server.get("/api/limits").json().get("minWrapSide").asInt()).isEqualTo(3);
    }
}
