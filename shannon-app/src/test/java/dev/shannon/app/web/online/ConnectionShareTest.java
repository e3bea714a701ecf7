package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.loadtest.LoopbackClient;
import dev.shannon.app.loadtest.SlowBodies;
import dev.shannon.app.web.ConnectionLimits;
import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.WebLimits;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many addresses each holding their cap of slow connections must not lock a fresh client out (the hardening audit
 * of issue 29: 64 addresses × 32 slow bodies filled the 2,000 connections, and GET /api/limits from a new address
 * took 24.6 s). Here, in small: 4 per address, 20 in all, and 8 addresses × 4 slow bodies.
 */
class ConnectionShareTest {
    @Test
    void aFreshAddressIsServedWhileManyAddressesHoldTheirCap(@TempDir Path dir) throws Exception {
        WebLimits limits = WebLimits.defaults().withConnections(new ConnectionLimits(4, 20, Duration.ofSeconds(10)));
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(dir),
                Timeouts.DEFAULT,
                new OnlineLimits(1000, 1000, 2, 4, Duration.ofMinutes(5), Duration.ofSeconds(5), 50));
        try (TestServer server = TestServer.start(limits, backend)) {
            String id = server.post("/api/games", "{\"game\": \"bridgit\", \"n\": 3}")
                    .json()
                    .get("id")
                    .asText();
            try (SlowBodies slow = SlowBodies.open(server.port(), 8, 4, 2)) {
                assertThat(slow.accepted())
                        .as("request connections held in all")
                        .isLessThanOrEqualTo(20);
                LoopbackClient fresh = new LoopbackClient("127.0.0.100", server.port(), 3000);
                long t = System.nanoTime();
                assertThat(fresh.get("/api/limits").status()).isEqualTo(200);
                assertThat((System.nanoTime() - t) / 1e6)
                        .as("ms for a fresh address")
                        .isLessThan(2000);
                // An event stream opens as a request connection, and then leaves their count for the streams'.
                try (EventStream stream = new EventStream(server.uri("/api/games/" + id + "/events"))) {
                    assertThat(stream.status()).isEqualTo(200);
                    assertThat(stream.next(3000)).isNotNull();
                }
            }
        }
    }
}
