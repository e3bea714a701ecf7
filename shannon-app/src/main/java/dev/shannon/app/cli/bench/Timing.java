package dev.shannon.app.cli.bench;

import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * A small timing harness for the bench commands: warm the JIT up, then time repeated calls and
 * report the median and the 90th percentile. The work returns an int that is folded into a sink,
 * so the JIT cannot drop it.
 */
public final class Timing {
    /** Median and 90th-percentile time per call, in milliseconds, over {@code runs} calls. */
    public record Result(double medianMillis, double p90Millis, int runs) {
        @Override
        public String toString() {
            return String.format("median %.3f ms, p90 %.3f ms (%d runs)", medianMillis, p90Millis, runs);
        }
    }

    private static volatile int sink;

    private Timing() {}

    public static Result measure(IntSupplier work, long warmupMillis, long measureMillis, int maxRuns) {
        long end = System.nanoTime() + warmupMillis * 1_000_000;
        int acc = 0;
        while (System.nanoTime() < end) {
            acc += work.getAsInt();
        }
        long[] samples = new long[Math.max(1, maxRuns)];
        int runs = 0;
        end = System.nanoTime() + measureMillis * 1_000_000;
        do {
            long t0 = System.nanoTime();
            acc += work.getAsInt();
            samples[runs++] = System.nanoTime() - t0;
        } while (runs < samples.length && System.nanoTime() < end);
        sink = acc;
        long[] sorted = Arrays.copyOf(samples, runs);
        Arrays.sort(sorted);
        return new Result(
                sorted[runs / 2] / 1e6, sorted[Math.min(runs - 1, (int) Math.ceil(runs * 0.9) - 1)] / 1e6, runs);
    }
}
