package dev.shannon.zdd.core;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The states {@code [0, n)} of a level shared between {@code k} expanding threads so that they
 * finish together, while each thread still expands its states in increasing order (its records
 * must come out in increasing order of their parent links: {@link StateRecords#mergeInLinkOrder}).
 *
 * <p>Thread {@code t} starts on a range of its own, below thread {@code t + 1}'s, and claims it a
 * block at a time. When it runs out it takes, once, the upper half of what thread {@code t + 1}
 * has not claimed yet: that half lies above everything thread {@code t} has expanded, so its
 * order is kept, and the two then have about the same left to do. The last thread cannot take
 * from anyone, so the first ranges are cut short of equal ({@link #LEAD}): the threads below
 * usually run out first and take from the one above. With fixed halves, in a two-thread build of
 * 15 × 15 grid paths, the faster thread waited for the slower 0.30–0.55 s while linking and
 * expanding; with this, 0.08–0.14 s, and the phase took 4.17–4.55 s against 4.39–4.97 s
 * (docs/history/benchmarks-2026-12-05.md, par10).
 */
final class RangeShare {
    /** States a thread claims at a time: a few microseconds of expanding, so claims cost nothing. */
    static final int BLOCK = 256;
    /** How much shorter than an equal share the first ranges of all threads but the last are. */
    static final double LEAD = 0.12;
    /** Entries between two threads' ranges, so that they sit on different cache lines. */
    private static final int PAD = 16;

    private final int k;
    /** Thread {@code t}'s unclaimed range at {@code PAD * t}: start in the high half, end in the low. */
    private final AtomicLongArray ranges;
    /** Whether thread {@code t} has taken from thread {@code t + 1}; touched by thread {@code t} only. */
    private final boolean[] took;

    /** {@code [0, n)} among {@code k} threads. */
    RangeShare(int n, int k) {
        this.k = k;
        this.ranges = new AtomicLongArray(PAD * k);
        this.took = new boolean[PAD * k];
        double equal = (double) n / k;
        for (int t = 0; t < k; t++) {
            int from = (int) Math.min(n, Math.round(t * equal * (1 - LEAD)));
            int to = t == k - 1 ? n : (int) Math.min(n, Math.round((t + 1) * equal * (1 - LEAD)));
            ranges.set(PAD * t, pack(from, to));
        }
    }

    /**
     * The next states {@code [from, to)} for thread {@code t} to expand, as {@code from << 32 | to},
     * or -1 when it has none left. Each thread's answers increase.
     */
    long next(int t) {
        while (true) {
            long v = ranges.get(PAD * t);
            int from = (int) (v >>> 32);
            int to = (int) v;
            if (from < to) {
                int end = Math.min(to, from + BLOCK);
                if (ranges.compareAndSet(PAD * t, v, pack(end, to))) {
                    return pack(from, end);
                }
                continue;
            }
            if (t + 1 == k || took[PAD * t]) {
                return -1;
            }
            took[PAD * t] = true;
            long w = ranges.get(PAD * (t + 1));
            int start = (int) (w >>> 32);
            int stop = (int) w;
            // Not worth it for the last block or two.
            while (stop - start >= 2 * BLOCK) {
                int half = start + (stop - start) / 2;
                if (ranges.compareAndSet(PAD * (t + 1), w, pack(start, half))) {
                    // Only this thread claims from its own range now that it is used up; the
                    // thread below reads it, and may take half of it in turn.
                    ranges.set(PAD * t, pack(half, stop));
                    break;
                }
                w = ranges.get(PAD * (t + 1));
                start = (int) (w >>> 32);
                stop = (int) w;
            }
        }
    }

    private static long pack(int from, int to) {
        return (long) from << 32 | to & 0xFFFFFFFFL;
    }
}
