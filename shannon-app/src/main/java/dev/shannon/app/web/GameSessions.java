package dev.shannon.app.web;

import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Per-game state the server keeps between requests, keyed by a game id the client chooses.
 * Requests stay self-contained (they carry the whole position), so a forgotten game costs only
 * time, never correctness: the state is rebuilt from the request. Bounded in number (least
 * recently used dropped first) and in idle time.
 *
 * @param <S> the state of one game; callers synchronize on it while they use it
 */
public final class GameSessions<S> {
    private final int cap;
    private final long idleNanos;
    private final LongSupplier clock;
    private final LinkedHashMap<String, Entry<S>> games = new LinkedHashMap<>(16, 0.75f, true);

    private static final class Entry<S> {
        final S state;
        long lastUsed;

        Entry(S state, long lastUsed) {
            this.state = state;
            this.lastUsed = lastUsed;
        }
    }

    public GameSessions(int cap, Duration idle) {
        this(cap, idle, System::nanoTime);
    }

    GameSessions(int cap, Duration idle, LongSupplier clock) {
        if (cap < 1) {
            throw new IllegalArgumentException("session cap must be positive");
        }
        this.cap = cap;
        this.idleNanos = idle.toNanos();
        this.clock = clock;
    }

    /**
     * The state of game {@code id} if it is remembered and {@code fits} accepts it (it belongs to
     * the same graph as the request); otherwise a fresh state from {@code create}, remembered
     * under {@code id}.
     */
    public S obtain(String id, Predicate<S> fits, Supplier<S> create) {
        long now = clock.getAsLong();
        synchronized (games) {
            expire(now);
            Entry<S> e = games.get(id);
            if (e != null && fits.test(e.state)) {
                e.lastUsed = now;
                return e.state;
            }
            S fresh = create.get();
            games.put(id, new Entry<>(fresh, now));
            while (games.size() > cap) {
                Iterator<String> eldest = games.keySet().iterator();
                eldest.next();
                eldest.remove();
            }
            return fresh;
        }
    }

    /** Number of games remembered now. */
    public int size() {
        synchronized (games) {
            expire(clock.getAsLong());
            return games.size();
        }
    }

    private void expire(long now) {
        // Access order: the least recently used come first, so stop at the first live one.
        for (Iterator<Map.Entry<String, Entry<S>>> it = games.entrySet().iterator(); it.hasNext(); ) {
            if (now - it.next().getValue().lastUsed <= idleNanos) {
                break;
            }
            it.remove();
        }
    }
}
