package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.app.web.WebLimits;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Viewers that never read must not hold up the others (the hardening audit of issue 28: 640 non-reading streams
 * stalled every game's events, since each event was written to each viewer by a few shared threads, and a write to a
 * full socket waits). Here 30 non-reading streams watch a switching game whose events are about 20 KB each, and a
 * reading one must hear every move at once.
 */
class SlowViewersTest {
    /** 20 paths of 10 edges from s to t, with 40-character vertex names: an event of about 20 KB. */
    private static ObjectNode graph() {
        ObjectNode g = Json.object();
        ArrayNode edges = g.putArray("edges");
        String pad = "-".repeat(30);
        for (int k = 0; k < 20; k++) {
            String prev = "s";
            for (int j = 0; j < 10; j++) {
                String next = j == 9 ? "t" : String.format("p%02d%02d%s", k, j, pad);
                edges.addArray().add(prev).add(next);
                prev = next;
            }
        }
        g.put("s", "s");
        g.put("t", "t");
        return g;
    }

    /**
     * Edge indices of a long game, 190 moves: Short enters a path, Cut cuts it, 19 times; then both take the dead paths'
     * other edges. Its events add up to about 3 MB, more than a loopback socket's send buffer (about 1.4 MB) holds for a
     * viewer that does not read.
     */
    private static List<Integer> moves() {
        List<Integer> m = new ArrayList<>();
        for (int k = 0; k < 19; k++) {
            m.add(k * 10);
            m.add(k * 10 + 1);
        }
        for (int k = 0; k < 19; k++) {
            for (int j = 2; j < 10; j++) {
                m.add(k * 10 + j);
            }
        }
        return m;
    }

    @Test
    void nonReadingViewersDoNotDelayTheOthers(@TempDir Path dir) throws Exception {
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(dir),
                Timeouts.DEFAULT,
                new OnlineLimits(1000, 1000, 20, 100, Duration.ofMinutes(5), Duration.ofSeconds(5), 50));
        try (TestServer server = TestServer.start(WebLimits.defaults(), backend)) {
            ObjectNode create = Json.object();
            create.put("game", "switching");
            create.put("creator", "short");
            create.set("graph", graph());
            Reply created = server.post("/api/games", create);
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            String id = created.json().get("id").asText();
            JsonNode seats = created.json().get("seats");
            List<Socket> silent = new ArrayList<>();
            try (EventStream reader = new EventStream(server.uri("/api/games/" + id + "/events"))) {
                assertThat(reader.next(5000)).isNotNull();
                byte[] ask = ("GET /api/games/" + id + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII);
                for (int i = 0; i < 30; i++) {
                    Socket s = new Socket();
                    s.setReceiveBufferSize(1024);
                    s.bind(new InetSocketAddress("127.0.0." + (2 + i % 3), 0));
                    s.connect(new InetSocketAddress("127.0.0.1", server.port()), 2000);
                    OutputStream out = s.getOutputStream();
                    out.write(ask);
                    out.flush();
                    silent.add(s);
                }
                Thread.sleep(300);
                List<Integer> moves = moves();
                long worst = 0;
                for (int ply = 0; ply < moves.size(); ply++) {
                    String side = ply % 2 == 0 ? "short" : "cut";
                    Reply moved = server.send(HttpRequest.newBuilder(server.uri("/api/games/" + id + "/moves"))
                            .header("Content-Type", "application/json")
                            .header("Authorization", "Bearer " + seats.get(side).asText())
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    "{\"move\": " + moves.get(ply) + ", \"ply\": " + ply + "}")));
                    assertThat(moved.status()).as(moved.body()).isEqualTo(200);
                    long t = System.nanoTime();
                    assertThat(reader.untilPly(ply + 1, 8000))
                            .as("the reading viewer hears move " + (ply + 1))
                            .isNotNull();
                    worst = Math.max(worst, (System.nanoTime() - t) / 1_000_000);
                }
                // A scheduling property with a generous bound for a loaded machine: a few ms are typical, and blocked
                // writers held events for longer than 8 s (the time-out above), until the silent streams timed out.
                assertThat(worst).as("slowest move → event, ms").isLessThan(4000);
            } finally {
                for (Socket s : silent) {
                    s.close();
                }
            }
        }
    }
}
