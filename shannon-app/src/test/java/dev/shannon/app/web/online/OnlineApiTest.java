package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The online endpoints over HTTP on the embedded store: the contract's answers, every refusal, the event stream. */
class OnlineApiTest {
    @TempDir
    static Path data;

    private static TestServer server;
    private static OnlineBackend backend;

    @BeforeAll
    static void start() {
        backend = new OnlineBackend(
                StoreConfig.embedded(data),
                Timeouts.DEFAULT,
                new OnlineLimits(1000, 1000, 8, 100, Duration.ofMinutes(5), Duration.ofMillis(200), 50));
        server = TestServer.start(backend);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Reply authorized(String path, String token, Object body) {
        return server.send(HttpRequest.newBuilder(server.uri(path))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(body instanceof String s ? s : Json.line(body))));
    }

    private static JsonNode create(String body) {
        Reply r = server.post("/api/games", body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    @Test
    void aWholeBridgitGameWithEveryRefusalTheContractNames() {
        JsonNode created = create("{\"game\": \"bridgit\", \"n\": 2, \"first\": \"red\", \"creator\": \"red\"}");
        String id = created.get("id").asText();
        String red = created.get("seats").get("red").asText();
        String blue = created.get("seats").get("blue").asText();
        String moves = "/api/games/" + id + "/moves";
        Reply got = server.get("/api/games/" + id);
        assertThat(got.status()).isEqualTo(200);
        assertThat(got.body()).doesNotContain(red).doesNotContain(blue);
        assertThat(got.json().get("status").asText()).isEqualTo("waiting");
        assertThat(got.json().get("toMove").asText()).isEqualTo("red");

        assertThat(server.post(moves, "{\"move\": [1, 1], \"ply\": 0}").status())
                .isEqualTo(401);
        Reply basic = server.send(HttpRequest.newBuilder(server.uri(moves))
                .header("Content-Type", "application/json")
                .header("Authorization", "Basic cmVkOnJlZA==")
                .POST(HttpRequest.BodyPublishers.ofString("{\"move\": [1, 1], \"ply\": 0}")));
        assertThat(basic.status()).isEqualTo(401);
        assertThat(authorized(moves, "x".repeat(43), Map.of("move", new int[] {1, 1}, "ply", 0))
                        .status())
                .isEqualTo(403);
        assertThat(authorized(moves, blue, Map.of("move", new int[] {1, 1}, "ply", 0))
                        .status())
                .as("out of turn")
                .isEqualTo(409);
        Reply illegal = authorized(moves, red, Map.of("move", new int[] {1, 2}, "ply", 0));
        assertThat(illegal.status()).isEqualTo(400);
        assertThat(illegal.error()).contains("not a crossing");
        assertThat(authorized(moves, red, "{\"move\": \"1,1\", \"ply\": 0}").status())
                .isEqualTo(400);
        assertThat(authorized(moves, red, "{\"move\": [1, 1]}").status()).isEqualTo(400);

        assertThat(authorized(moves, red, Map.of("move", new int[] {1, 1}, "ply", 0))
                        .status())
                .isEqualTo(200);
        assertThat(authorized(moves, red, Map.of("move", new int[] {3, 3}, "ply", 0))
                        .status())
                .as("stale")
                .isEqualTo(409);
        Reply taken = authorized(moves, blue, Map.of("move", new int[] {1, 1}, "ply", 1));
        assertThat(taken.status()).isEqualTo(400);
        assertThat(taken.error()).contains("already taken");
        assertThat(authorized(moves, blue, Map.of("move", new int[] {1, 3}, "ply", 1))
                        .status())
                .isEqualTo(200);
        assertThat(authorized(moves, red, Map.of("move", new int[] {2, 2}, "ply", 2))
                        .status())
                .isEqualTo(200);
        assertThat(authorized(moves, blue, Map.of("move", new int[] {3, 1}, "ply", 3))
                        .status())
                .isEqualTo(200);
        Reply last = authorized(moves, red, Map.of("move", new int[] {3, 3}, "ply", 4));
        assertThat(last.status()).isEqualTo(200);
        assertThat(last.json().get("status").asText()).isEqualTo("finished");
        assertThat(last.json().get("winner").asText()).isEqualTo("red");
        assertThat(last.json().get("toMove").isNull()).isTrue();
        assertThat(last.json().get("moves").toString()).isEqualTo("[[1,1],[1,3],[2,2],[3,1],[3,3]]");
        assertThat(authorized(moves, blue, Map.of("move", new int[] {2, 4}, "ply", 5))
                        .status())
                .as("over")
                .isEqualTo(409);
        assertThat(server.get("/api/games/AAAAAAAAAAAA").status()).isEqualTo(404);
        assertThat(server.get("/api/games/..%2F..").status()).isEqualTo(404);
    }

    @Test
    void resignAndRematchWithSidesSwapped() {
        JsonNode created = create("{\"game\": \"matroid\", \"preset\": \"fano\", \"creator\": \"short\","
                + " \"clock\": {\"initialSeconds\": 300, \"incrementSeconds\": 5}}");
        String id = created.get("id").asText();
        String shortToken = created.get("seats").get("short").asText();
        String cutToken = created.get("seats").get("cut").asText();
        assertThat(created.get("state").get("matroid").asText()).startsWith("binary");
        Reply seat = authorized("/api/games/" + id + "/seat", cutToken, "");
        assertThat(seat.json().get("side").asText()).isEqualTo("cut");
        assertThat(seat.json().get("game").get("status").asText()).isEqualTo("playing");
        assertThat(seat.json().get("game").get("clock").get("running").asText()).isEqualTo("short");
        assertThat(authorized("/api/games/" + id + "/rematch", shortToken, "").status())
                .isEqualTo(409);
        Reply resigned = authorized("/api/games/" + id + "/resign", shortToken, "");
        assertThat(resigned.json().get("winner").asText()).isEqualTo("cut");
        assertThat(resigned.json().get("reason").asText()).isEqualTo("resign");
        assertThat(authorized("/api/games/" + id + "/rematch", shortToken, "")
                        .json()
                        .get("rematch")
                        .isNull())
                .isTrue();
        Reply agreed = authorized("/api/games/" + id + "/rematch", cutToken, "");
        assertThat(agreed.json().get("rematchSide").asText()).isEqualTo("short");
        String next = agreed.json().get("rematch").get("id").asText();
        assertThat(authorized("/api/games/" + next + "/moves", cutToken, "{\"move\": 0, \"ply\": 0}")
                        .status())
                .isEqualTo(200);
        Reply mine = server.post("/api/games/mine", Map.of("ids", new String[] {id, next, "AAAAAAAAAAAA", "bad"}));
        assertThat(mine.json().get("games")).hasSize(2);
    }

    @Test
    void theEventStreamSendsTheGameAtOnceAndAfterEveryChange() throws Exception {
        JsonNode created = create("{\"game\": \"switching\", \"creator\": \"short\", \"graph\": {\"edges\":"
                + " [[\"s\", \"a\"], [\"a\", \"t\"], [\"s\", \"b\"], [\"b\", \"t\"]], \"s\": \"s\", \"t\": \"t\"}}");
        String id = created.get("id").asText();
        try (EventStream events = new EventStream(server.uri("/api/games/" + id + "/events"))) {
            assertThat(events.status()).isEqualTo(200);
            assertThat(events.contentType()).startsWith("text/event-stream");
            JsonNode first = events.next(5000);
            assertThat(first).isNotNull();
            assertThat(first.get("ply").asInt()).isZero();
            String shortToken = created.get("seats").get("short").asText();
            assertThat(authorized("/api/games/" + id + "/moves", shortToken, "{\"move\": 0, \"ply\": 0}")
                            .status())
                    .isEqualTo(200);
            JsonNode afterMove = events.next(2000);
            assertThat(afterMove).isNotNull();
            assertThat(afterMove.get("moves").toString()).isEqualTo("[0]");
            authorized(
                    "/api/games/" + id + "/resign",
                    created.get("seats").get("cut").asText(),
                    "");
            JsonNode end = events.next(2000);
            assertThat(end.get("status").asText()).isEqualTo("finished");
        }
        assertThat(server.get("/api/games/AAAAAAAAAAAA/events").status()).isEqualTo(404);
    }

    @Test
    void theStatelessPagesNeedNoDatabase(@TempDir Path elsewhere) throws Exception {
        Path notADirectory = Files.writeString(elsewhere.resolve("file"), "not a directory");
        OnlineBackend broken = OnlineBackend.embedded(notADirectory.resolve("games"));
        try (TestServer s = TestServer.start(broken)) {
            assertThat(s.get("/api/limits").status()).isEqualTo(200);
            assertThat(s.post("/api/bridgit/analyze", "{\"n\": 3, \"moves\": []}")
                            .status())
                    .isEqualTo(200);
            assertThat(broken.isOpen()).isFalse();
            Reply online = s.post("/api/games", "{\"game\": \"bridgit\", \"n\": 3}");
            assertThat(online.status()).isEqualTo(503);
            assertThat(online.error()).contains("online games are unavailable");
        }
    }
}
