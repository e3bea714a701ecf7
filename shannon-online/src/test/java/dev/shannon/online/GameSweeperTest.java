package dev.shannon.online;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The sweeper under a busy or broken store (the hardening audit of issue 28): a pool with no free connection is
 * retried quietly at the next tick, and a run of real failures is reported once, not every half second.
 */
class GameSweeperTest {
    /** A store with no games whose search for due games fails the first {@code failures} times with {@code error}. */
    private static final class FailingStore implements GameStore {
        final AtomicInteger sweeps = new AtomicInteger();
        final int failures;
        final GameStoreException error;

        FailingStore(int failures, GameStoreException error) {
            this.failures = failures;
            this.error = error;
        }

        @Override
        public List<String> due(long now, long waitingSince, long idleSince, int limit) {
            if (sweeps.incrementAndGet() <= failures) {
                throw error;
            }
            return List.of();
        }

        @Override
        public void insert(OnlineGame game) {}

        @Override
        public Optional<OnlineGame> find(String id) {
            return Optional.empty();
        }

        @Override
        public List<OnlineGame> findAll(Collection<String> ids) {
            return List.of();
        }

        @Override
        public boolean replace(OnlineGame current, OnlineGame next, OnlineGame created) {
            return false;
        }

        @Override
        public GameChanges changes() {
            return (id, r) -> () -> {};
        }

        @Override
        public void close() {}
    }

    private static List<RuntimeException> sweep(FailingStore store, int ticks) throws InterruptedException {
        List<RuntimeException> reported = new CopyOnWriteArrayList<>();
        OnlineGames games = new OnlineGames(store, new TestClock(0), Timeouts.DEFAULT, new SecureRandom());
        try (GameSweeper sweeper = new GameSweeper(games, Duration.ofMillis(5), reported::add)) {
            for (int i = 0; i < 400 && store.sweeps.get() < ticks; i++) {
                Thread.sleep(10);
            }
        }
        assertThat(store.sweeps.get()).as("sweeps tried").isGreaterThanOrEqualTo(ticks);
        return reported;
    }

    @Test
    void aBusyPoolIsRetriedQuietly() throws InterruptedException {
        GameStoreException busy = new GameStoreException(
                "the game database failed to look for games time has ended: shannon-games - Connection is not"
                        + " available, request timed out after 10000ms.",
                new SQLTransientConnectionException("Connection is not available"),
                true);
        assertThat(sweep(new FailingStore(5, busy), 8)).isEmpty();
    }

    @Test
    void aRunOfFailuresIsReportedOnce() throws InterruptedException {
        GameStoreException broken = new GameStoreException("the game database failed: disk full", null);
        assertThat(sweep(new FailingStore(6, broken), 8)).hasSize(1);
    }
}
