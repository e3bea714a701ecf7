package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.PostgresServer;
import dev.shannon.online.store.StoreConfig;
import java.net.http.HttpRequest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two web servers on one real PostgreSQL database, as behind a load balancer: a whole Bridg-It game is played with
 * the moves sent alternately to A and B, while a watcher's event stream on B and one on A each receive every move,
 * whichever server it was made through (LISTEN/NOTIFY). The wait is generous (a loaded test machine stalls for
 * seconds); how fast moves travel is measured by the online load command (docs/online.md), not here. Skipped with a
 * message when PostgreSQL is not installed.
 */
class TwoServersOnlineTest {
    @Test
    void aWholeGameAcrossTwoServersWithWatchersOnBoth() throws Exception {
        String url = PostgresServer.get().newDatabase();
        try (TestServer a = TestServer.start(backend(url));
                TestServer b = TestServer.start(backend(url))) {
            Reply created = a.post("/api/games", "{\"game\": \"bridgit\", \"n\": 3, \"creator\": \"red\"}");
            assertThat(created.status()).isEqualTo(201);
            String id = created.json().get("id").asText();
            Map<String, String> tokens = Map.of(
                    "red", created.json().get("seats").get("red").asText(),
                    "blue", created.json().get("seats").get("blue").asText());
            try (EventStream onA = new EventStream(a.uri("/api/games/" + id + "/events"));
                    EventStream onB = new EventStream(b.uri("/api/games/" + id + "/events"))) {
                assertThat(onA.next(5000)).isNotNull();
                assertThat(onB.next(5000)).isNotNull();
                // Red: (1,1) (2,2) (3,3) (4,4) (5,5) joins left to right; blue plays along the top row meanwhile.
                int[][] moves = {{1, 1}, {1, 3}, {2, 2}, {1, 5}, {3, 3}, {3, 1}, {4, 4}, {5, 1}, {5, 5}};
                JsonNode last = null;
                for (int ply = 0; ply < moves.length; ply++) {
                    TestServer via = ply % 2 == 0 ? a : b;
                    String token = tokens.get(ply % 2 == 0 ? "red" : "blue");
                    Reply r = via.send(HttpRequest.newBuilder(via.uri("/api/games/" + id + "/moves"))
                            .header("Content-Type", "application/json")
                            .header("Authorization", "Bearer " + token)
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    Json.line(Map.of("move", moves[ply], "ply", ply)))));
                    assertThat(r.status()).as(r.body()).isEqualTo(200);
                    JsonNode seenOnA = onA.untilPly(ply + 1, 15_000);
                    JsonNode seenOnB = onB.untilPly(ply + 1, 15_000);
                    assertThat(seenOnA).as("move %d on A's stream", ply).isNotNull();
                    assertThat(seenOnB).as("move %d on B's stream", ply).isNotNull();
                    assertThat(seenOnB.get("moves")).isEqualTo(r.json().get("moves"));
                    last = seenOnB;
                }
                assertThat(last.get("status").asText()).isEqualTo("finished");
                assertThat(last.get("winner").asText()).isEqualTo("red");
                assertThat(b.get("/api/games/" + id).json().get("moves")).isEqualTo(last.get("moves"));
            }
        }
    }

    private static OnlineBackend backend(String url) {
        return new OnlineBackend(StoreConfig.postgres(url), Timeouts.DEFAULT, OnlineLimits.defaults());
    }
}
