package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 of a real {@code shannon serve} in the middle of a game: moves are sent as fast as the server answers, the
 * server is killed (SIGKILL) while they keep coming, and a new server started on the same {@code --data} serves the
 * game with every move that was acknowledged (a 200), in order.
 */
class ServeKillTest {
    private static final Pattern RUNNING = Pattern.compile("running at (http://\\S+/)");

    @TempDir
    Path data;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void everyAcknowledgedMoveSurvivesKillMinus9OfTheServer() throws Exception {
        Server first = Server.start(data);
        String id;
        int acknowledged = 0;
        try {
            // 100 parallel two-edge paths from s to t: a long game in which nobody wins for 200 moves.
            StringBuilder edges = new StringBuilder();
            for (int i = 0; i < 100; i++) {
                edges.append(i == 0 ? "" : ",")
                        .append("[\"s\",\"m")
                        .append(i)
                        .append("\"],[\"m")
                        .append(i)
                        .append("\",\"t\"]");
            }
            JsonNode created = post(
                    first.url + "api/games",
                    null,
                    "{\"game\":\"switching\",\"creator\":\"short\",\"graph\":{\"edges\":[" + edges
                            + "],\"s\":\"s\",\"t\":\"t\"}}");
            id = created.get("id").asText();
            List<String> tokens = List.of(
                    created.get("seats").get("short").asText(),
                    created.get("seats").get("cut").asText());
            for (int ply = 0; ply < 200; ply++) {
                if (ply == 40) {
                    // The kill lands while the next moves are on their way.
                    Thread killer = new Thread(() -> first.process.toHandle().destroyForcibly());
                    killer.start();
                }
                int edge = ply % 2 == 0 ? 2 * (ply / 2) : 2 * (ply / 2) + 1;
                try {
                    post(
                            first.url + "api/games/" + id + "/moves",
                            tokens.get(ply % 2),
                            "{\"move\":" + edge + ",\"ply\":" + ply + "}");
                    acknowledged = ply + 1;
                } catch (java.io.IOException killed) {
                    break;
                }
            }
        } finally {
            first.process.toHandle().destroyForcibly();
            first.process.waitFor(30, TimeUnit.SECONDS);
        }
        assertThat(acknowledged).isGreaterThanOrEqualTo(40);
        Server second = Server.start(data);
        try {
            HttpResponse<String> r = http.send(
                    HttpRequest.newBuilder(URI.create(second.url + "api/games/" + id))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(200);
            JsonNode moves = Json.MAPPER.readTree(r.body()).get("moves");
            assertThat(moves.size()).isGreaterThanOrEqualTo(acknowledged);
            for (int ply = 0; ply < acknowledged; ply++) {
                int edge = ply % 2 == 0 ? 2 * (ply / 2) : 2 * (ply / 2) + 1;
                assertThat(moves.get(ply).asInt()).isEqualTo(edge);
            }
        } finally {
            second.process.destroy();
            second.process.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** A move or a creation; IOException when the server is gone. */
    private JsonNode post(String url, String token, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 201);
        return Json.MAPPER.readTree(r.body());
    }

    /** A {@code shannon serve} child process on a free port. */
    private record Server(Process process, String url) {
        static Server start(Path data) throws Exception {
            String java =
                    Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process p = new ProcessBuilder(
                            java,
                            "-cp",
                            System.getProperty("java.class.path"),
                            "dev.shannon.app.Main",
                            "serve",
                            "--port",
                            "0",
                            "--quiet",
                            "--data",
                            data.toString())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            for (String line; (line = out.readLine()) != null; ) {
                Matcher m = RUNNING.matcher(line);
                if (m.find()) {
                    return new Server(p, m.group(1));
                }
            }
            throw new IllegalStateException("shannon serve did not start");
        }
    }
}
