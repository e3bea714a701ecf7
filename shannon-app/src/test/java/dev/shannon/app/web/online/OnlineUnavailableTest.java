package dev.shannon.app.web.online;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.app.web.TestServer;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.online.GameStoreException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server whose database cannot be opened (as when its H2 file is broken by another server, or its PostgreSQL is
 * down) refuses online requests at once
 * during the back-off, tries the database again once per back-off rather than once per request, keeps serving the
 * other pages, and works again once the database can be opened.
 */
class OnlineUnavailableTest {
    @Test
    void aLockedDatabaseIsRefusedAtOnceAndRetriedAfterItsBackoff(@TempDir Path data) throws Exception {
        // A regular file where the data directory's parent should be: the store cannot be created until it goes.
        Path blocker = Files.writeString(data.resolve("blocker"), "not a directory");
        OnlineBackend broken = OnlineBackend.embedded(blocker.resolve("games"));
        try (TestServer s = TestServer.start(broken)) {
            assertThatThrownBy(broken::games).isInstanceOf(GameStoreException.class);
            assertThat(broken.openingAttempts()).isEqualTo(1);

            ExecutorService clients = Executors.newFixedThreadPool(8);
            try {
                List<Future<Reply>> online = new ArrayList<>();
                for (int i = 0; i < 60; i++) {
                    online.add(clients.submit(() -> s.get("/api/games/AAAAAAAAAAAA")));
                }
                Reply cheap = s.post("/api/bridgit/analyze", "{\"n\": 3, \"moves\": []}");
                assertThat(cheap.status()).isEqualTo(200);
                for (Future<Reply> f : online) {
                    Reply r = f.get();
                    assertThat(r.status()).as(r.body()).isEqualTo(503);
                    assertThat(r.error()).contains("online games are unavailable");
                }
            } finally {
                clients.shutdownNow();
            }
            // Sixty requests, a back-off of 2 s then 4 s: a few attempts at most, never one per request.
            assertThat(broken.openingAttempts()).isBetween(1, 3);

            Files.delete(blocker);
            Reply again = s.get("/api/games/AAAAAAAAAAAA");
            for (int i = 0; i < 60 && again.status() == 503; i++) {
                Thread.sleep(500);
                again = s.get("/api/games/AAAAAAAAAAAA");
            }
            assertThat(again.status()).as(again.body()).isEqualTo(404);
            assertThat(s.post("/api/games", "{\"game\": \"bridgit\", \"n\": 3}").status())
                    .isEqualTo(201);
        }
    }
}
