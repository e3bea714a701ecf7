package dev.shannon.online;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Ends the games time has ended even when nobody looks at them: every {@code period} it asks {@link OnlineGames#sweep}
 * to end flag falls and abandoned games, so that watchers get the end as an event. Several servers may sweep one
 * database: the store's optimistic writes make each ending happen once.
 */
public final class GameSweeper implements AutoCloseable {
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "shannon-game-sweeper");
        t.setDaemon(true);
        return t;
    });

    /** Whether the last sweep failed: a run of failures is reported once, at its first. */
    private boolean failing;

    /**
     * Starts sweeping; {@code onError} hears of the first sweep of a run that fails (the next sweep runs anyway). A
     * store that is merely busy ({@link GameStoreException#isBusy}: every pooled connection in use) is not an error:
     * the sweep is tried again at the next tick, quietly.
     */
    public GameSweeper(OnlineGames games, Duration period, Consumer<RuntimeException> onError) {
        long millis = period.toMillis();
        timer.scheduleWithFixedDelay(
                () -> {
                    try {
                        games.sweep();
                        failing = false;
                    } catch (GameStoreException e) {
                        if (!e.isBusy() && !failing) {
                            onError.accept(e);
                        }
                        failing = !e.isBusy() || failing;
                    } catch (RuntimeException e) {
                        if (!failing) {
                            onError.accept(e);
                        }
                        failing = true;
                    }
                },
                millis,
                millis,
                TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
        try {
            timer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
