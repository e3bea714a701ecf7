package dev.shannon.online.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.online.OnlineGame;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 in the middle of a game: a child JVM plays moves into the embedded store as fast as it can and is killed
 * (SIGKILL, no shutdown hooks, no close) after its 50th acknowledged move, while it is writing more; the store opened
 * again on the same data directory holds every move the child printed as acknowledged.
 */
class KillTest {
    @TempDir
    Path data;

    @Test
    void everyAcknowledgedMoveSurvivesKillMinus9() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(
                        java, "-cp", System.getProperty("java.class.path"), StoreChild.class.getName(), data.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String id = null;
        int acknowledged = -1;
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.startsWith("id ")) {
                    id = line.substring(3);
                } else if (line.startsWith("ack ")) {
                    acknowledged = Integer.parseInt(line.substring(4));
                    if (acknowledged >= 50) {
                        // SIGKILL through the handle, which (unlike Process.destroyForcibly) leaves our end of
                        // the pipe open, so that lines printed before the kill landed can still be read.
                        child.toHandle().destroyForcibly();
                        break;
                    }
                }
            }
            // Lines already printed before the kill landed are acknowledgements too.
            for (String line; (line = out.readLine()) != null; ) {
                if (line.startsWith("ack ")) {
                    acknowledged = Integer.parseInt(line.substring(4));
                }
            }
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
        assertThat(id).isNotNull();
        assertThat(child.exitValue()).as("killed, not finished").isEqualTo(137);
        try (JdbcGameStore store = JdbcGameStore.open(StoreConfig.embedded(data))) {
            OnlineGame game = store.find(id).orElseThrow();
            assertThat(game.ply()).isGreaterThanOrEqualTo(acknowledged + 1);
            for (int ply = 0; ply <= acknowledged; ply++) {
                int path = ply / 2;
                int edge = ply % 2 == 0 ? 2 * path : 2 * path + 1;
                assertThat(game.moves().get(ply).move().text()).isEqualTo(Integer.toString(edge));
            }
        }
    }
}
