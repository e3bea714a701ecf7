package dev.shannon.app.cli;

import dev.shannon.graph.Interruption;

import java.util.function.Supplier;

/**
 * A command's {@code --time-limit}: a deadline on the whole command, not on one of its steps.
 * At the deadline the command's thread is interrupted; every long loop below (GraphSet's
 * searches level by level, the Bridg-It tables, the duality check, the Tsunagaru generator)
 * checks for that ({@link Interruption#check()}) and stops, and {@link #run} turns the stop into
 * one line naming the limit, exit 2. Loops of the command itself call {@link #check()}.
 */
public final class CommandDeadline implements AutoCloseable {
    /** The largest limit accepted: 30 days. */
    static final double MAX_SECONDS = 30 * 86_400;

    private final String option;
    private final double seconds;
    private final long deadlineNanos;
    private final Thread watchdog;
    private volatile boolean fired;
    private volatile boolean closed;

    private CommandDeadline(String option, double seconds) {
        this.option = option;
        this.seconds = seconds;
        this.deadlineNanos = System.nanoTime() + (long) (seconds * 1e9);
        Thread command = Thread.currentThread();
        this.watchdog = new Thread(() -> {
            try {
                long left;
                while ((left = deadlineNanos - System.nanoTime()) > 0) {
                    Thread.sleep(Math.max(1, left / 1_000_000), (int) Math.max(0, Math.min(999_999, left % 1_000_000)));
                }
            } catch (InterruptedException stop) {
                return;
            }
            if (!closed) {
                fired = true;
                command.interrupt();
            }
        }, "time-limit");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /** Starts the clock for {@code option} (e.g. "--time-limit") at {@code seconds}, which must be positive. */
    public static CommandDeadline start(String option, double seconds) {
        if (!(seconds > 0) || seconds > MAX_SECONDS) {
            throw new UsageError(option + " must be more than 0 and at most " + (long) MAX_SECONDS + " seconds, got " + seconds);
        }
        return new CommandDeadline(option, seconds);
    }

    /** Milliseconds left (at least 1, so that a callee's own limit is never zero). */
    public long remainingMillis() {
        return Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000);
    }

    /** Ends the command if its time is up. */
    public void check() {
        if (fired || System.nanoTime() - deadlineNanos > 0) {
            throw expired();
        }
    }

    /** Runs {@code work}; if the deadline stops it, the command ends with one line naming the limit. */
    public <T> T run(Supplier<T> work) {
        try {
            return work.get();
        } catch (Interruption.Interrupted e) {
            if (fired) {
                throw expired();
            }
            throw e;
        }
    }

    /** Whether the deadline has passed and interrupted the command. */
    public boolean fired() {
        return fired;
    }

    public IllegalArgumentException expired() {
        String limit = seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
        return new IllegalArgumentException("gave up after " + limit + " s (" + option + "); ask for less, or raise " + option);
    }

    @Override
    public void close() {
        closed = true;
        watchdog.interrupt();
        if (fired) {
            // The interrupt was for the computation, which has ended: do not let it hit the next blocking call.
            Thread.interrupted();
        }
    }
}
