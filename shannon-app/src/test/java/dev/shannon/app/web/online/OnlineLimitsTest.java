package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The online limits are enforced: creations per minute, unfinished games and event streams per client, in total. */
class OnlineLimitsTest {
    @TempDir
    Path data;

    private static final String GAME = "{\"game\": \"bridgit\", \"n\": 3}";

    @Test
    void creationsPerMinuteAndOpenGamesPerClient() {
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(data),
                Timeouts.DEFAULT,
                new OnlineLimits(3, 100, 2, 3, Duration.ofMinutes(5), Duration.ofSeconds(15), 10));
        try (TestServer server = TestServer.start(backend)) {
            for (int i = 0; i < 3; i++) {
                assertThat(server.post("/api/games", GAME).status()).isEqualTo(201);
            }
            Reply refused = server.post("/api/games", GAME);
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.error()).contains("at most 3 a minute");
            JsonNode online = server.get("/api/limits").json().get("online");
            assertThat(online.get("createsPerMinute").asInt()).isEqualTo(3);
            // When abandoned games end, as the online page says it (docs/online.md, "Abandonment").
            assertThat(online.get("waitingHours").asInt()).isEqualTo(24);
            assertThat(online.get("idleHours").asInt()).isEqualTo(72);
        }
    }

    @Test
    void unfinishedGamesPerClient(@TempDir Path other) {
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(other),
                Timeouts.DEFAULT,
                new OnlineLimits(100, 2, 2, 3, Duration.ofMinutes(5), Duration.ofSeconds(15), 10));
        try (TestServer server = TestServer.start(backend)) {
            JsonNode first = server.post("/api/games", GAME).json();
            assertThat(server.post("/api/games", GAME).status()).isEqualTo(201);
            Reply refused = server.post("/api/games", GAME);
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.error()).contains("unfinished games");
            // Finishing one makes room again.
            Reply resigned = server.send(HttpRequest.newBuilder(
                            server.uri("/api/games/" + first.get("id").asText() + "/resign"))
                    .header(
                            "Authorization",
                            "Bearer " + first.get("seats").get("red").asText())
                    .POST(HttpRequest.BodyPublishers.noBody()));
            assertThat(resigned.status()).isEqualTo(200);
            assertThat(server.post("/api/games", GAME).status()).isEqualTo(201);
        }
    }

    @Test
    void eventStreamsPerClientAndInTotal() throws Exception {
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(data),
                Timeouts.DEFAULT,
                new OnlineLimits(100, 100, 2, 100, Duration.ofMinutes(5), Duration.ofSeconds(15), 10));
        try (TestServer server = TestServer.start(backend)) {
            String id = server.post("/api/games", GAME).json().get("id").asText();
            List<EventStream> open = new ArrayList<>();
            try {
                open.add(new EventStream(server.uri("/api/games/" + id + "/events")));
                open.add(new EventStream(server.uri("/api/games/" + id + "/events")));
                for (EventStream s : open) {
                    assertThat(s.next(5000)).isNotNull();
                }
                assertThat(server.get("/api/games/" + id + "/events").status()).isEqualTo(429);
            } finally {
                for (EventStream s : open) {
                    s.close();
                }
            }
        }
    }
}
