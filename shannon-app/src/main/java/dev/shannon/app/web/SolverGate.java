package dev.shannon.app.web;

import java.time.Duration;
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
        return runInLane(client, "", estimatedMillis, lane -> work.get());
    }

    /** Work that may learn, while it runs, that it costs more than first estimated ({@link Ticket#escalate}). */
    @FunctionalInterface
    public interface Work<T> {
        T run(Ticket lane);
    }

    /**
     * As {@link #run(String, double, Supplier)}, for work of a {@code kind} (the endpoint) that
     * tells its {@link Ticket} a better estimate once it knows one. A client one of whose cheap
     * requests of a kind overran the cheap lane by far ({@link #OVERRUN_FACTOR} times its bound)
     * has its requests of that kind sent to the expensive lane for {@link #DEMOTION}: an estimate
     * can be wrong, and then the client that found the wrong one pays for it, not everybody else.
     */
    public <T> T runInLane(String client, String kind, double estimatedMillis, Work<T> work) {
        return runInLane(client, kind, estimatedMillis, work, ticket -> {});
    }

    /** As {@link #runInLane(String, String, double, Work)}; {@code done} sees the ticket when the work is over. */
    public <T> T runInLane(
            String client,
            String kind,
            double estimatedMillis,
            Work<T> work,
            java.util.function.Consumer<Ticket> done) {
        double estimate = Math.max(0, estimatedMillis);
        String demotionKey = client + "\n" + kind;
        boolean demoted = isDemoted(demotionKey);
        Ticket ticket =
                new Ticket(client, laneOf(estimate) == Lane.CHEAP && !demoted ? cheap : expensive, micros(estimate));
        ticket.lane.enter(client, ticket.micros);
        try {
            ticket.lane.acquire();
            ticket.holding = true;
            ticket.since = System.nanoTime();
            ticket.cpuSince = cpuNanos();
            return work.run(ticket);
        } finally {
            long ran = ticket.holding ? System.nanoTime() - ticket.since : 0;
            ticket.ranNanos += ran;
            ticket.cpuNanos += ticket.holding ? cpuNanos() - ticket.cpuSince : 0;
            ticket.lane.exit(client, ticket.micros, ticket.holding, ran);
            // The slot is given back and its time counted in ranNanos: the ticket holds nothing now, so that what
            // {@code done} reads (the Server-Timing) does not count the time since the slot was taken a second time.
            ticket.holding = false;
            // Processor time, not the wall clock: a loaded machine stretches every request's wall time, and that must
            // not demote a client whose requests are cheap.
            if (ticket.lane == cheap && ticket.cpuNanos > overrunNanos()) {
                demoted(demotionKey);
            }
            done.accept(ticket);
        }
    }

    /**
     * A cheap request taking this many times the cheap bound of processor time (250 ms by default)
     * has overrun its lane: processor time, which a loaded machine does not stretch.
     */
    public static final int OVERRUN_FACTOR = 50;
    /** How long a client whose cheap request overran has all its requests sent to the expensive lane. */
    public static final Duration DEMOTION = Duration.ofMinutes(1);

    private final ConcurrentHashMap<String, Long> demotedUntil = new ConcurrentHashMap<>();

    private long overrunNanos() {
        return (long) (OVERRUN_FACTOR * limits.cheapMillis() * 1e6);
    }

    private boolean isDemoted(String client) {
        Long until = demotedUntil.get(client);
        if (until == null) {
            return false;
        }
        if (System.nanoTime() - until > 0) {
            demotedUntil.remove(client, until);
            return false;
        }
        return true;
    }

    private void demoted(String client) {
        // Bounded: an entry per client that overran within the last minute, and each overrun took a cheap slot for a
        // while.
        if (demotedUntil.size() < 100_000) {
            demotedUntil.put(client, System.nanoTime() + DEMOTION.toNanos());
        }
    }

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    /** Processor time of the calling thread (0 where the JVM cannot tell). */
    private static long cpuNanos() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0;
    }

    private static long micros(double millis) {
        return (long) Math.min(Long.MAX_VALUE / 4, millis * 1000);
    }

    /** Requests waiting or running in a lane now (tests and the load command look at it). */
    public int present(Lane lane) {
        return (lane == Lane.CHEAP ? cheap : expensive).present.get();
    }

    /** A request's place in a lane while its work runs. */
    public final class Ticket {
        private final String client;
        private LaneState lane;
        private long micros;
        private boolean holding;
        private long since;
        private long ranNanos;
        private long cpuSince;
        private long cpuNanos;

        private Ticket(String client, LaneState lane, long micros) {
            this.client = client;
            this.lane = lane;
            this.micros = micros;
        }

        /** The lane the work runs in now. */
        public Lane lane() {
            return lane == cheap ? Lane.CHEAP : Lane.EXPENSIVE;
        }

        /** The estimate the lane holds the work to now (the first one, or the last escalation), in ms. */
        public double estimateMillis() {
            return micros / 1000.0;
        }

        /** How long the work has run while holding a slot, in all lanes, in ms. */
        public double ranMillis() {
            return (ranNanos + (holding ? System.nanoTime() - since : 0)) / 1e6;
        }

        /**
         * The work's figures as an HTTP {@code Server-Timing} value: the estimate, the time it
         * ran and in which lane, and the processor time its thread spent on it (which a loaded
         * machine does not stretch), so that a client (and the cost tests) can compare them.
         */
        public String serverTiming() {
            return String.format(
                    java.util.Locale.ROOT,
                    "estimate;dur=%.3f, solver;dur=%.3f;desc=\"%s\", cpu;dur=%.3f",
                    estimateMillis(),
                    ranMillis(),
                    lane() == Lane.CHEAP ? "cheap" : "expensive",
                    cpuNanos / 1e6);
        }

        /**
         * The work will cost about {@code estimatedMillis} in all, more than it was first
         * estimated at. If that no longer fits the cheap lane, the request moves to the expensive
         * one: it takes a place there (refused with 429 or 503 as on arrival, and then it ends
         * here), gives back its cheap slot and waits for an expensive one. A call in the expensive
         * lane, or with an estimate that still fits, changes nothing.
         */
        public void escalate(double estimatedMillis) {
            if (lane != cheap || laneOf(estimatedMillis) == Lane.CHEAP) {
                return;
            }
            long more = micros(estimatedMillis);
            expensive.enter(client, more);
            long ran = System.nanoTime() - since;
            ranNanos += ran;
            cpuNanos += cpuNanos() - cpuSince;
            cheap.exit(client, micros, holding, ran);
            lane = expensive;
            micros = more;
            holding = false;
            lane.acquire();
            holding = true;
            since = System.nanoTime();
            cpuSince = cpuNanos();
        }
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

        /** Takes a place for {@code client}: its share first, then the lane's queue (429 or 503 if refused). */
        void enter(String client, long micros) {
            admitClient(client);
            try {
                admit(micros);
            } catch (RuntimeException e) {
                releaseClient(client);
                throw e;
            }
        }

        /** Gives back what {@link #enter} and, if {@code holding}, {@link #acquire} took; learns from the time it ran. */
        void exit(String client, long micros, boolean holding, long ranNanos) {
            if (holding) {
                permits.release();
                learn(micros, ranNanos / 1000);
            }
            present.decrementAndGet();
            backlogMicros.addAndGet(-micros);
            releaseClient(client);
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

        void acquire() {
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
