package dev.shannon.app.web;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Bounds how many solver calls run at once. The machine has few cores; running more exact
 * analyses than cores only makes every one of them slower, so extra requests wait their turn,
 * and a request that waits too long gets a 429 instead of piling up.
 */
public final class SolverGate {
    private final Semaphore permits;
    private final Duration maxWait;

    public SolverGate(int concurrent, Duration maxWait) {
        if (concurrent < 1) {
            throw new IllegalArgumentException("need at least one solver slot");
        }
        this.permits = new Semaphore(concurrent, true);
        this.maxWait = maxWait;
    }

    /** Runs {@code work} in a solver slot. */
    public <T> T run(Supplier<T> work) {
        boolean acquired;
        try {
            acquired = permits.tryAcquire(maxWait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(429, "the server is shutting down");
        }
        if (!acquired) {
            throw new ApiError(429, "the server is busy: try again in a moment");
        }
        try {
            return work.get();
        } finally {
            permits.release();
        }
    }
}
