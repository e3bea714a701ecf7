package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.ConnectionLimits;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.app.web.WebLimits;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Event streams on the hardened server: they leave the request connections' count for their own, outlive the
 * requests' idle timeout while quiet, and tell each event which seats have a page connected.
 */
class EventStreamConnectionsTest {
    @TempDir
    static Path data;

    private static TestServer server;

    @BeforeAll
    static void start() {
        server = server(data, Duration.ofSeconds(15));
    }

    /**
     * Two request connections per address and one second of silence, far below what streams need; six streams per
     * address. (A stream the client closes is noticed at the next keep-alive, 15 s on: each test has its own game.)
     */
    private static TestServer server(Path dir, Duration keepAlive) {
        WebLimits limits = WebLimits.defaults().withConnections(new ConnectionLimits(2, 100, Duration.ofSeconds(1)));
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(dir),
                Timeouts.DEFAULT,
                new OnlineLimits(1000, 1000, 6, 100, Duration.ofMinutes(5), keepAlive, 50));
        return TestServer.start(limits, backend);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Reply authorized(String path, String token, String body) {
        return server.send(HttpRequest.newBuilder(server.uri(path))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static JsonNode create() {
        Reply r = server.post(
                "/api/games", "{\"game\": \"bridgit\", \"n\": 3, \"first\": \"red\", \"creator\": \"red\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    @Test
    void quietStreamsOutliveTheIdleTimeoutAndLeaveRoomForRequests() throws Exception {
        JsonNode created = create();
        String id = created.get("id").asText();
        List<EventStream> streams = new ArrayList<>();
        try {
            // Four streams from one address that allows two request connections.
            for (int i = 0; i < 4; i++) {
                EventStream s = new EventStream(server.uri("/api/games/" + id + "/events"));
                assertThat(s.status()).isEqualTo(200);
                assertThat(s.next(5000)).isNotNull();
                streams.add(s);
            }
            // Silent for more than twice the idle timeout (the keep-alive comes every 15 s).
            Thread.sleep(2500);
            String red = created.get("seats").get("red").asText();
            Reply moved = authorized("/api/games/" + id + "/moves", red, "{\"move\": [1, 1], \"ply\": 0}");
            assertThat(moved.status()).as(moved.body()).isEqualTo(200);
            for (EventStream s : streams) {
                assertThat(s.untilPly(1, 5000))
                        .as("a quiet stream still hears the move")
                        .isNotNull();
            }
        } finally {
            for (EventStream s : streams) {
                s.close();
            }
        }
    }

    @Test
    void streamsHaveTheirOwnCapPerAddress(@TempDir Path dir) throws Exception {
        try (TestServer own = server(dir, Duration.ofSeconds(15))) {
            Reply r = own.post(
                    "/api/games", "{\"game\": \"bridgit\", \"n\": 3, \"first\": \"red\", \"creator\": \"red\"}");
            String id = r.json().get("id").asText();
            List<EventStream> streams = new ArrayList<>();
            try {
                for (int i = 0; i < 6; i++) {
                    streams.add(new EventStream(own.uri("/api/games/" + id + "/events")));
                    assertThat(streams.get(i).status()).isEqualTo(200);
                }
                try (EventStream seventh = new EventStream(own.uri("/api/games/" + id + "/events"))) {
                    assertThat(seventh.status()).isEqualTo(429);
                }
                // The six streams take none of the address's two request connections.
                assertThat(own.get("/api/games/" + id).status()).isEqualTo(200);
                assertThat(own.get("/api/limits").status()).isEqualTo(200);
            } finally {
                for (EventStream s : streams) {
                    s.close();
                }
            }
        }
    }

    /** A page that leaves is noticed at the next keep-alive comment: a short one here. */
    @Test
    void eventsSayWhichSeatsAreConnected(@TempDir Path dir) throws Exception {
        try (TestServer own = server(dir, Duration.ofMillis(200))) {
            presence(own);
        }
    }

    private static void presence(TestServer server) throws Exception {
        Reply r = server.post(
                "/api/games", "{\"game\": \"bridgit\", \"n\": 3, \"first\": \"red\", \"creator\": \"red\"}");
        JsonNode created = r.json();
        String id = created.get("id").asText();
        String blue = created.get("seats").get("blue").asText();
        String key = server.send(HttpRequest.newBuilder(server.uri("/api/games/" + id + "/seat"))
                        .header("Authorization", "Bearer " + blue)
                        .POST(HttpRequest.BodyPublishers.noBody()))
                .json()
                .get("presence")
                .asText();
        try (EventStream watcher = new EventStream(server.uri("/api/games/" + id + "/events"))) {
            JsonNode first = watcher.next(5000);
            assertThat(connected(first, "blue")).isFalse();
            try (EventStream player = new EventStream(server.uri("/api/games/" + id + "/events?seat=" + key))) {
                assertThat(connected(player.next(5000), "blue")).isTrue();
                assertThat(connected(until(watcher, true), "blue")).isTrue();
                assertThat(connected(server.get("/api/games/" + id).json(), "red"))
                        .isFalse();
            }
            assertThat(connected(until(watcher, false), "blue")).isFalse();
        }
        // A key that is no seat's watches, and nobody shows as connected.
        try (EventStream other = new EventStream(server.uri("/api/games/" + id + "/events?seat=" + "0".repeat(64)))) {
            JsonNode e = other.next(5000);
            assertThat(connected(e, "red") || connected(e, "blue"))
                    .as(Json.line(e))
                    .isFalse();
        }
    }

    private static boolean connected(JsonNode game, String side) {
        return game.get("players").get(side).get("connected").asBoolean();
    }

    private static JsonNode until(EventStream s, boolean blueConnected) throws InterruptedException {
        for (JsonNode e; (e = s.next(5000)) != null; ) {
            if (connected(e, "blue") == blueConnected) {
                return e;
            }
        }
        throw new AssertionError("no event with blue connected = " + blueConnected);
    }
}
