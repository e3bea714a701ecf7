package dev.shannon.zdd.core;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Wall time per phase of one frontier search, and the time the threads sharing a phase wait for
 * the slowest (for each call, the longest task minus each other task), printed to standard error
 * when the search ends. Off, and nearly free, unless the system property {@code shannon.phases}
 * is {@code true}: a diagnostic for the parallel build (docs/history/benchmarks-2026-12-05.md).
 */
final class PhaseClock {
    private static final boolean ON = Boolean.getBoolean("shannon.phases");

    private final Map<String, Long> totals = new LinkedHashMap<>();

    /** Now, in nanoseconds (0 when off). */
    long now() {
        return ON ? System.nanoTime() : 0;
    }

    /** Adds the time since {@code start} (a {@link #now}) to {@code phase}; returns now. */
    long lap(String phase, long start) {
        if (!ON) {
            return 0;
        }
        long t = System.nanoTime();
        add(phase, t - start);
        return t;
    }

    /** Adds the waits of tasks that took {@code nanos[t]} each to {@code phase}. */
    void waits(String phase, long[] nanos) {
        if (!ON) {
            return;
        }
        long max = 0;
        for (long x : nanos) {
            max = Math.max(max, x);
        }
        long idle = 0;
        for (long x : nanos) {
            idle += max - x;
        }
        add(phase, idle);
    }

    private synchronized void add(String phase, long nanos) {
        totals.merge(phase, nanos, Long::sum);
    }

    /** Prints the phases' totals in seconds, in the order they first occurred. */
    synchronized void print() {
        if (ON) {
            StringBuilder b = new StringBuilder("phases (s):");
            totals.forEach((p, t) -> b.append(String.format(" %s %.3f", p, t / 1e9)));
            System.err.println(b);
        }
    }
}
