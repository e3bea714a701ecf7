package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.online.GameStoreException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Defects the hardening audit of issue 28 found in the online endpoints. */
class OnlineHardeningTest {
    /** A matroid game's text padded with comments to nearly the 200,000-character limit. */
    private static String paddedMatroid() {
        StringBuilder text = new StringBuilder("uniform 2 4   # U(2,4)\n\n");
        while (text.length() < 190_000) {
            text.append("# ").append("padding ".repeat(20)).append('\n');
        }
        return text.append("target 3\n").toString();
    }

    @Test
    void myGamesListsSummariesAndAGameKeepsItsMatroidWithoutComments(@TempDir Path dir) {
        try (TestServer server = TestServer.start(OnlineBackend.embedded(dir))) {
            ObjectNode body = Json.object();
            body.put("game", "matroid");
            body.put("text", paddedMatroid());
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                Reply created = server.post("/api/games", body);
                assertThat(created.status()).as(created.body()).isEqualTo(201);
                ids.add(created.json().get("id").asText());
            }
            String matroid =
                    server.get("/api/games/" + ids.get(0)).json().get("matroid").asText();
            assertThat(matroid).isEqualTo("uniform 2 4\ntarget 3\n");
            Reply mine = server.post(
                    "/api/games/mine", Json.MAPPER.createObjectNode().set("ids", Json.MAPPER.valueToTree(ids)));
            assertThat(mine.status()).isEqualTo(200);
            assertThat(mine.json().get("games")).hasSize(3);
            for (JsonNode g : mine.json().get("games")) {
                assertThat(g.has("matroid") || g.has("moves") || g.has("graph"))
                        .as(g.toString())
                        .isFalse();
                assertThat(g.get("ply").asInt()).isZero();
            }
            assertThat(mine.body().length()).as("bytes of three summaries").isLessThan(3000);
        }
    }

    @Test
    void aFailingStoreGetsA503WithoutItsInternals() {
        ApiError e = catchThrowableOfType(
                () -> OnlineApi.call(() -> {
                    throw new GameStoreException(
                            "the game database failed to read games: shannon-games - Connection is not available,"
                                    + " request timed out after 10000ms.",
                            new SQLTransientConnectionException("Connection is not available"));
                }),
                ApiError.class);
        assertThat(e.status()).isEqualTo(503);
        assertThat(e.retryAfterSeconds()).isPositive();
        assertThat(e.getMessage())
                .startsWith("online games are")
                .doesNotContain("shannon-games", "Connection", "10000");
    }

    @Test
    void onlineRequestsRunInTheLanes(@TempDir Path dir) throws Exception {
        try (TestServer server = TestServer.start(OnlineBackend.embedded(dir))) {
            JsonNode created = server.post("/api/games", "{\"game\": \"bridgit\", \"n\": 3, \"creator\": \"red\"}")
                    .json();
            String id = created.get("id").asText();
            HttpClient client = HttpClient.newHttpClient();
            HttpResponse<String> shown = client.send(
                    HttpRequest.newBuilder(server.uri("/api/games/" + id)).build(),
                    HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> seat = client.send(
                    HttpRequest.newBuilder(server.uri("/api/games/" + id + "/seat"))
                            .header(
                                    "Authorization",
                                    "Bearer " + created.get("seats").get("red").asText())
                            .POST(HttpRequest.BodyPublishers.noBody())
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            for (HttpResponse<String> r : List.of(shown, seat)) {
                assertThat(r.statusCode()).isEqualTo(200);
                assertThat(r.headers().firstValue("Server-Timing"))
                        .as("the lane's timing of " + r.uri())
                        .hasValueSatisfying(t -> assertThat(t).contains("cheap"));
            }
        }
    }
}
