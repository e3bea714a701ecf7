package dev.shannon.app.web.online;

import java.util.HashMap;
import java.util.Map;

/**
 * Per-client counts for the online limits: creations in the current minute. Bounded: when more than
 * {@value #MAX_CLIENTS} clients are tracked, windows that have ended are dropped.
 */
final class ClientCounters {
    private static final int MAX_CLIENTS = 100_000;
    private static final long MINUTE = 60_000;

    private record Window(long start, int count) {}

    private final Map<String, Window> windows = new HashMap<>();

    /** Counts one creation by {@code client} at {@code now}; false (nothing counted) when it is over {@code max}. */
    synchronized boolean tryCreate(String client, long now, int max) {
        if (windows.size() > MAX_CLIENTS) {
            windows.values().removeIf(w -> now - w.start >= MINUTE);
        }
        Window w = windows.get(client);
        if (w == null || now - w.start >= MINUTE) {
            w = new Window(now, 0);
        }
        if (w.count >= max) {
            return false;
        }
        windows.put(client, new Window(w.start, w.count + 1));
        return true;
    }

    /** Seconds until {@code client} may create again. */
    synchronized long retryAfterSeconds(String client, long now) {
        Window w = windows.get(client);
        return w == null ? 1 : Math.max(1, (w.start + MINUTE - now + 999) / 1000);
    }
}
