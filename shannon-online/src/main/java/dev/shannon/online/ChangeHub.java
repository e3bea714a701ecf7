package dev.shannon.online;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The subscribers of one server, by game, and the one thread that calls them: what every {@link GameChanges} of this
 * module is built on. The embedded store publishes to it right after each commit; the PostgreSQL store's listener
 * publishes what NOTIFY delivers. Calls run on a single daemon thread so that a slow subscriber never blocks a
 * commit or the listener.
 */
public final class ChangeHub implements GameChanges, AutoCloseable {
    private final Map<String, Set<Runnable>> subscribers = new ConcurrentHashMap<>();
    private final ExecutorService caller = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "shannon-game-changes");
        t.setDaemon(true);
        return t;
    });

    @Override
    public Subscription subscribe(String gameId, Runnable onChange) {
        subscribers.computeIfAbsent(gameId, k -> new CopyOnWriteArraySet<>()).add(onChange);
        return () -> subscribers.computeIfPresent(gameId, (k, set) -> {
            set.remove(onChange);
            return set.isEmpty() ? null : set;
        });
    }

    /** Game {@code gameId} changed: call its subscribers. */
    public void publish(String gameId) {
        Set<Runnable> set = subscribers.get(gameId);
        if (set != null) {
            run(() -> set.forEach(ChangeHub::call));
        }
    }

    /** Changes may have been missed (a lost connection): call every subscriber. */
    public void publishAll() {
        run(() -> subscribers.values().forEach(set -> set.forEach(ChangeHub::call)));
    }

    private void run(Runnable task) {
        try {
            caller.execute(task);
        } catch (RejectedExecutionException e) {
            // Closed: the server is shutting down and nobody is listening any more.
        }
    }

    /** Games with at least one subscriber on this server. */
    public int subscribedGames() {
        return subscribers.size();
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            // One broken subscriber must not silence the others; it is the subscriber's to report its own failures.
        }
    }

    @Override
    public void close() {
        caller.shutdown();
        try {
            caller.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
