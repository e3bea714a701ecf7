package dev.shannon.online.store;

import dev.shannon.online.GameStoreException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Refuses at once while the database is known to be unreachable. When the pool could not make a connection (the
 * database went away after the store opened), each request would otherwise wait the pool's whole connection timeout
 * before its refusal — holding whatever the caller holds meanwhile (the web's solver lanes). After such a failure the
 * gate refuses every request for a short {@link #window}, then lets one request at a time try again while the others
 * are still refused; a success opens it again. The opening of the store has its own back-off (the web's
 * OnlineBackend); this covers the time after it.
 */
final class OutageGate {
    private final long windowNanos;
    private final LongSupplier nanoTime;
    private final AtomicBoolean probing = new AtomicBoolean();
    private volatile boolean down;
    private volatile long refuseUntil;
    private volatile String why = "";

    /**
     * @param windowNanos how long every request is refused after a failure
     * @param nanoTime    the clock (System::nanoTime; a test's own)
     */
    OutageGate(long windowNanos, LongSupplier nanoTime) {
        this.windowNanos = windowNanos;
        this.nanoTime = nanoTime;
    }

    /**
     * Lets a request through, or refuses it with a GameStoreException (not busy: the database is unreachable).
     *
     * @return whether this request is the one trying again after an outage (then it must report with {@link #reached}
     *     or {@link #unreachable}, or {@link #leave} when it failed for another reason)
     */
    boolean enter() {
        if (!down) {
            return false;
        }
        long wait = refuseUntil - nanoTime.getAsLong();
        if (wait > 0 || !probing.compareAndSet(false, true)) {
            throw new GameStoreException(
                    "the game database cannot be reached: " + why + " (next attempt in "
                            + TimeUnit.NANOSECONDS.toSeconds(Math.max(0, wait) + 999_999_999L) + " s)",
                    null);
        }
        return true;
    }

    /** A connection was made: the database is back. */
    void reached(boolean probe) {
        down = false;
        leave(probe);
    }

    /** The pool could not make a connection ({@code cause}): refuse for a while. */
    void unreachable(boolean probe, String cause) {
        why = cause;
        refuseUntil = nanoTime.getAsLong() + windowNanos;
        down = true;
        leave(probe);
    }

    /** The request that tried again is done without news either way. */
    void leave(boolean probe) {
        if (probe) {
            probing.set(false);
        }
    }
}
