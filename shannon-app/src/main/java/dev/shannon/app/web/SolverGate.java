package dev.shannon.app.web;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Decides when a request's solver work runs, from the cost estimated before any of it is done.
 * Two lanes, each with its own slots and its own short queue: requests estimated under
 * {@link SolverLimits#cheapMillis()} go to the cheap lane, the rest to the expensive one, so a
 * 1 ms analysis never waits behind a 2 s generation. Each lane admits at arrival: when its queue
 * is full, or the work already waiting would keep this request past {@link SolverLimits#maxWait()},
 * the request is refused at once (503 with {@code Retry-After}) instead of after a long wait. One
 * client (remote address) may hold only a few places in each lane (429 beyond), so one client
 * cannot fill a queue and lock everybody else out. See docs/limits.md, "Scheduling".
 */
public final class SolverGate {
    /** The lane a request was put in, for messages and tests. */
    public enum Lane {
        CHEAP,
        EXPENSIVE
    }

    private final SolverLimits limits;
    private final LaneState cheap;
    private final LaneState expensive;

    public SolverGate(SolverLimits limits) {
        this.limits = limits;
        this.cheap = new LaneState(
                "small",
                limits.cheapThreads(),
                limits.cheapQueue(),
                limits.perClientCheap(),
                limits.maxWait().toMillis());
        this.expensive = new LaneState(
                "large",
                limits.expensiveThreads(),
                limits.expensiveQueue(),
                limits.perClientExpensive(),
                limits.maxWait().toMillis());
    }

    /** The lane a request of this estimated cost goes to. */
    public Lane laneOf(double estimatedMillis) {
        return estimatedMillis < limits.cheapMillis() ? Lane.CHEAP : Lane.EXPENSIVE;
    }

    /**
     * Runs {@code work} for {@code client} in the lane its estimated cost selects, or refuses it
     * with an {@link ApiError} (429 for a client over its share, 503 when the lane is full).
     */
    public <T> T run(String client, double estimatedMillis, Supplier<T> work) {
        return (laneOf(estimatedMillis) == Lane.CHEAP ? cheap : expensive)
                .run(client, Math.max(0, estimatedMillis), work);
    }

    /** Requests waiting or running in a lane now (tests and the load command look at it). */
    public int present(Lane lane) {
        return (lane == Lane.CHEAP ? cheap : expensive).present.get();
    }

    /** One lane: slots, a bounded queue, per-client shares and the estimated work in it. */
    private static final class LaneState {
        private final String name;
        private final int slots;
        private final int capacity;
        private final int perClient;
        private final long maxWaitMillis;
        private final Semaphore permits;
        /** Requests admitted and not yet finished: running plus waiting. */
        private final AtomicInteger present = new AtomicInteger();
        /** Sum of the estimated cost of the requests present, in microseconds. */
        private final AtomicLong backlogMicros = new AtomicLong();

        private final ConcurrentHashMap<String, AtomicInteger> byClient = new ConcurrentHashMap<>();
        /**
         * How long work here really takes per estimated unit, smoothed over the last requests:
         * the estimates are fitted on a quiet machine, and a loaded one is slower by this factor.
         * The expected wait of a newcomer is the backlog times this.
         */
        private volatile double slowdown = 1;

        LaneState(String name, int slots, int queue, int perClient, long maxWaitMillis) {
            if (slots < 1 || queue < 0 || perClient < 1) {
                throw new IllegalArgumentException("a lane needs at least one slot and a positive share per client");
            }
            this.name = name;
            this.slots = slots;
            this.capacity = slots + queue;
            this.perClient = perClient;
            this.maxWaitMillis = maxWaitMillis;
            this.permits = new Semaphore(slots, true);
        }

        <T> T run(String client, double estimatedMillis, Supplier<T> work) {
            long micros = (long) Math.min(Long.MAX_VALUE / 4, estimatedMillis * 1000);
            admitClient(client);
            try {
                admit(micros);
                try {
                    acquire();
                    long started = System.nanoTime();
                    try {
                        return work.get();
                    } finally {
                        permits.release();
                        learn(micros, (System.nanoTime() - started) / 1000);
                    }
                } finally {
                    present.decrementAndGet();
                    backlogMicros.addAndGet(-micros);
                }
            } finally {
                releaseClient(client);
            }
        }

        private void admitClient(String client) {
            AtomicInteger mine = byClient.computeIfAbsent(client, k -> new AtomicInteger());
            if (mine.incrementAndGet() > perClient) {
                releaseClient(client);
                throw ApiError.busy(
                        429,
                        "too many " + name + " requests from your address at once (at most " + perClient
                                + "); send the next when one has been answered",
                        1);
            }
        }

        private void releaseClient(String client) {
            byClient.computeIfPresent(client, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
        }

        /** Admission at arrival: a place in the queue, and an expected wait within the limit. */
        private void admit(long micros) {
            long ahead = backlogMicros.getAndAdd(micros);
            int now = present.incrementAndGet();
            long expectedWaitMillis = now <= slots ? 0 : (long) (ahead * slowdown / 1000 / slots);
            if (now > capacity || expectedWaitMillis > maxWaitMillis) {
                present.decrementAndGet();
                backlogMicros.addAndGet(-micros);
                throw ApiError.busy(
                        503,
                        "the server is busy with " + name + " requests (" + Math.min(now - 1, capacity)
                                + " waiting or running); try again in a moment",
                        retryAfterSeconds(ahead));
            }
        }

        private void acquire() {
            boolean acquired;
            try {
                acquired = permits.tryAcquire(maxWaitMillis, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw ApiError.busy(503, "the server is shutting down", 5);
            }
            if (!acquired) {
                throw ApiError.busy(
                        503,
                        "the server is busy: this request waited "
                                + (maxWaitMillis % 1000 == 0 ? maxWaitMillis / 1000 + " s" : maxWaitMillis + " ms")
                                + " for a solver; try again in a moment",
                        retryAfterSeconds(backlogMicros.get()));
            }
        }

        /** When the work present now should be done: the backlog shared over the slots, at least a second. */
        private long retryAfterSeconds(long backlog) {
            return Math.max(1, Math.min(60, ((long) (backlog * slowdown) / 1000 / slots + 999) / 1000));
        }

        /** Folds one request's actual time into the slowdown (estimates under a millisecond are too noisy to learn from). */
        private void learn(long estimatedMicros, long actualMicros) {
            if (estimatedMicros >= 1000) {
                double ratio = Math.max(0.25, Math.min(20, (double) actualMicros / estimatedMicros));
                synchronized (this) {
                    slowdown = 0.8 * slowdown + 0.2 * ratio;
                }
            }
        }
    }
}
