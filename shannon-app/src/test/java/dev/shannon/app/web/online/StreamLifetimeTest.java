package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.app.web.WebLimits;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An event stream lives until its game has been quiet for the online {@code streamIdle} (30 minutes by default), not
 * until a request deadline or a servlet time-out (the hardening audit: streams closed after 30.2 s). Here with a
 * request deadline of 1 s: a stream open for 2.5 s still hears the next move.
 */
class StreamLifetimeTest {
    @Test
    void aStreamOutlivesTheRequestDeadline(@TempDir Path dir) throws Exception {
        WebLimits limits = WebLimits.defaults().withRequestDeadline(Duration.ofSeconds(1));
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(dir),
                Timeouts.DEFAULT,
                new OnlineLimits(1000, 1000, 6, 100, Duration.ofMinutes(30), Duration.ofMillis(500), 50));
        try (TestServer server = TestServer.start(limits, backend)) {
            JsonNode created = server.post(
                            "/api/games", "{\"game\": \"bridgit\", \"n\": 3, \"first\": \"red\", \"creator\": \"red\"}")
                    .json();
            String id = created.get("id").asText();
            try (EventStream stream = new EventStream(server.uri("/api/games/" + id + "/events"))) {
                assertThat(stream.next(5000)).isNotNull();
                Thread.sleep(2500);
                Reply moved = server.send(HttpRequest.newBuilder(server.uri("/api/games/" + id + "/moves"))
                        .header("Content-Type", "application/json")
                        .header(
                                "Authorization",
                                "Bearer " + created.get("seats").get("red").asText())
                        .POST(HttpRequest.BodyPublishers.ofString("{\"move\": [1, 1], \"ply\": 0}")));
                assertThat(moved.status()).as(moved.body()).isEqualTo(200);
                assertThat(stream.untilPly(1, 5000))
                        .as("the move, heard after the deadline")
                        .isNotNull();
            }
        }
    }
}
