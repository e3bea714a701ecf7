package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code GET /api/limits} names each bound, and each named bound is the one the endpoints enforce. */
class LimitsEndpointTest {
    private static TestServer server;
    private static JsonNode limits;

    @BeforeAll
    static void start() {
        server = TestServer.start();
        limits = server.get("/api/limits").json();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void stageSideIsEnforcedAsListed() {
        int side = limits.get("maxStageSide").asInt();
        assertThat(side).isEqualTo(24);
        String fits = StageGenerator.randomStage(side, side, 1).toString();
        String over = StageGenerator.randomStage(side + 1, side, 1).toString();
        assertThat(server.post("/api/tsunagaru/solve", "{\"stage\":" + quote(fits) + "}")
                        .status())
                .isEqualTo(200);
        TestServer.Reply r = server.post("/api/tsunagaru/solve", "{\"stage\":" + quote(over) + "}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.error()).contains("at most " + side);
    }

    @Test
    void generatedSidesAreEnforcedAsListed() {
        int min = limits.get("minGeneratedSide").asInt();
        int max = limits.get("maxGeneratedSide").asInt();
        assertThat(min).isEqualTo(2);
        assertThat(max).isEqualTo(15);
        assertThat(server.post(
                                "/api/tsunagaru/generate",
                                "{\"width\":" + min + ",\"height\":3,\"goal\":\"any\",\"seed\":1}")
                        .status())
                .isEqualTo(200);
        for (int bad : new int[] {min - 1, max + 1}) {
            TestServer.Reply r = server.post("/api/tsunagaru/generate", "{\"width\":" + bad + ",\"height\":3}");
            assertThat(r.status()).isEqualTo(400);
            assertThat(r.error()).contains("width").contains(min + ".." + max);
        }
    }

    @Test
    void moveCountsAreBoundedAsListed() {
        assertThat(limits.get("maxBridgitMoves").asInt()).isEqualTo(30 * 30 + 29 * 29);
        assertThat(limits.get("maxSwitchingMoves").asInt())
                .isEqualTo(limits.get("maxGraphEdges").asInt());
        assertThat(limits.get("limitedMovingPhaseCap").asInt()).isPositive();
        // One more move than a 1×2 board has crossings.
        TestServer.Reply r = server.post("/api/bridgit/analyze", "{\"n\":1,\"moves\":[[1,1],[1,1]]}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.error()).contains("moves").contains("more than 1");
    }

    @Test
    void matroidSizeIsEnforcedAsListed() {
        int max = limits.get("maxMatroidElements").asInt();
        assertThat(max).isEqualTo(64);
        assertThat(server.post("/api/matroid/game", "{\"text\":\"uniform 2 " + max + "\\ntarget 0\\n\"}")
                        .status())
                .isEqualTo(200);
        TestServer.Reply r =
                server.post("/api/matroid/game", "{\"text\":\"uniform 2 " + (max + 1) + "\\ntarget 0\\n\"}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.error()).contains("at most " + max);
    }

    @Test
    void schedulingAndDeadlinesAreListed() {
        JsonNode solver = limits.get("solver");
        for (String f : new String[] {
            "cheapMillis",
            "cheapThreads",
            "cheapQueue",
            "expensiveThreads",
            "expensiveQueue",
            "perClientCheap",
            "perClientExpensive",
            "maxWaitSeconds",
            "overrunMillis",
            "demotionSeconds"
        }) {
            assertThat(solver.get(f).asDouble()).as(f).isPositive();
        }
        assertThat(limits.get("requestDeadlineSeconds").asInt()).isEqualTo(30);
        JsonNode connections = limits.get("connections");
        assertThat(connections.get("perAddress").asInt()).isEqualTo(32);
        assertThat(connections.get("total").asInt()).isEqualTo(2000);
        assertThat(connections.get("idleTimeoutSeconds").asInt()).isEqualTo(10);
    }

    /** The name limit counts characters as a reader does (code points): 40 dice fit, 41 do not. */
    @Test
    void nameLengthCountsCodePoints() {
        int max = limits.get("maxNameLength").asInt();
        String dice = "🎲".repeat(max);
        assertThat(server.post("/api/switching/analyze", game(dice)).status()).isEqualTo(200);
        TestServer.Reply r = server.post("/api/switching/analyze", game(dice + "🎲"));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.error()).contains("longer than " + max);
    }

    @Test
    void aNulOrEscapeInANameIsRefused() {
        for (String name : new String[] {"a\u0000b", "a\u001b[31m", "a\u0007"}) {
            TestServer.Reply r = server.post("/api/switching/analyze", game(name));
            assertThat(r.status()).isEqualTo(400);
            assertThat(r.error())
                    .contains("control character")
                    .doesNotContain("\u0000")
                    .doesNotContain("\u001b");
            TestServer.Reply pasted = server.post(
                    "/api/switching/graph",
                    "{\"text\":" + quote("s " + name + "\n" + name + " t\nterminals s t\n") + "}");
            assertThat(pasted.status()).isEqualTo(400);
            assertThat(pasted.error()).contains("control character");
        }
    }

    private static String game(String name) {
        return "{\"graph\":{\"edges\":[[\"s\"," + quote(name) + "],[" + quote(name)
                + ",\"t\"],[\"s\",\"t\"]],\"s\":\"s\",\"t\":\"t\"}}";
    }

    private static String quote(String s) {
        return Json.MAPPER.getNodeFactory().textNode(s).toString();
    }
}
