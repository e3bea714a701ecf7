package dev.shannon.online.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.online.GameSpec;
import dev.shannon.online.GameStoreException;
import dev.shannon.online.OnlineGames;
import dev.shannon.online.TestClock;
import dev.shannon.online.Timeouts;
import java.security.SecureRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL going away after the store opened, through a relay the test cuts: once the pool has found the database
 * unreachable, requests are refused at once (not after the pool's connection timeout each, which held the web's
 * solver lanes), and served again when it is back.
 */
class PostgresOutageTest {
    private static final long TIMEOUT_MILLIS = 2_000;
    private static final long WINDOW_NANOS = TimeUnit.SECONDS.toNanos(5);

    @Test
    void anUnreachableDatabaseIsRefusedAtOnceAndServedAgainWhenItIsBack() throws Exception {
        String direct = PostgresServer.get().newDatabase();
        Matcher port = Pattern.compile("//127\\.0\\.0\\.1:(\\d+)/").matcher(direct);
        assertThat(port.find()).as(direct).isTrue();
        try (CuttableProxy proxy = new CuttableProxy(Integer.parseInt(port.group(1)))) {
            String url = port.replaceFirst("//127.0.0.1:" + proxy.port() + "/");
            JdbcGameStore store = JdbcGameStore.open(StoreConfig.postgres(url), TIMEOUT_MILLIS, WINDOW_NANOS);
            try {
                OnlineGames games = new OnlineGames(
                        store, new TestClock(GameStoreContract.START), Timeouts.DEFAULT, new SecureRandom());
                String id = games.create(GameSpec.bridgit(2, "red", null), "red")
                        .game()
                        .id();
                proxy.cut();
                // Connections the pool still holds fail first; then the pool cannot make one and the gate shuts.
                String refusal = "";
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (!refusal.contains("cannot be reached") && System.nanoTime() < until) {
                    try {
                        store.find(id);
                    } catch (GameStoreException e) {
                        refusal = e.getMessage();
                    }
                }
                assertThat(refusal).contains("cannot be reached");
                for (int i = 0; i < 20; i++) {
                    long t = System.nanoTime();
                    assertThatThrownBy(() -> store.find(id))
                            .isInstanceOf(GameStoreException.class)
                            .hasMessageContaining("the game database cannot be reached")
                            .matches(e -> !((GameStoreException) e).isBusy(), "not merely busy");
                    assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t))
                            .as("refused at once, not after the %d ms connection timeout", TIMEOUT_MILLIS)
                            .isLessThan(TIMEOUT_MILLIS / 2);
                }
                proxy.restore();
                boolean back = false;
                until = System.nanoTime() + WINDOW_NANOS + TimeUnit.SECONDS.toNanos(30);
                while (!back && System.nanoTime() < until) {
                    try {
                        back = store.find(id).isPresent();
                    } catch (GameStoreException e) {
                        Thread.sleep(200);
                    }
                }
                assertThat(back).as("served again once the database is back").isTrue();
            } finally {
                store.close();
            }
        }
    }
}
