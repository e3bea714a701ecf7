package dev.shannon.zdd.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The short-lived arrays of one frontier search — each level's records, their partitioned copy,
 * its merged states, the reduction's numbering and counts — handed back when done and reused for
 * the next level, which needs about the same sizes. Without it every level's arrays are garbage
 * a level later, and the collector sizes the heap for that churn: building the paths of the
 * 13×13 grid (15 million states) took 0.9 GB of RSS, 0.5 GB with the pool. Arrays are counted
 * against the {@link MemoryBudget} while they are out and while they are pooled; {@link #close}
 * gives the pooled ones back. Safe to share between the threads of one search.
 */
final class ArrayPool implements AutoCloseable {
    /** Arrays kept for reuse of each type; older ones are dropped first. */
    private static final int KEPT = 32;

    private final MemoryBudget budget;
    private final List<int[]> freeInts = new ArrayList<>();
    private final List<long[]> freeLongs = new ArrayList<>();

    ArrayPool(MemoryBudget budget) {
        this.budget = budget;
    }

    MemoryBudget budget() {
        return budget;
    }

    /** At least {@code n} ints, all zero. */
    int[] ints(int n, String what) {
        int[] a = reusedInts(n);
        if (a == null) {
            return freshInts(n, what);
        }
        Arrays.fill(a, 0);
        return a;
    }

    /** At least {@code n} ints of no particular value, for a caller that writes before it reads. */
    int[] scratchInts(int n, String what) {
        int[] a = reusedInts(n);
        return a != null ? a : freshInts(n, what);
    }

    /** At least {@code n} longs, all zero. */
    long[] longs(int n, String what) {
        long[] a = reusedLongs(n);
        if (a == null) {
            return freshLongs(n, what);
        }
        Arrays.fill(a, 0);
        return a;
    }

    /** At least {@code n} longs of no particular value, for a caller that writes before it reads. */
    long[] scratchLongs(int n, String what) {
        long[] a = reusedLongs(n);
        return a != null ? a : freshLongs(n, what);
    }

    /** A copy of {@code a} in at least {@code n} entries; {@code a} goes back to the pool. */
    long[] grow(long[] a, int n, String what) {
        long[] b = scratchLongs(n, what);
        System.arraycopy(a, 0, b, 0, Math.min(a.length, n));
        give(a);
        return b;
    }

    int[] grow(int[] a, int n, String what) {
        int[] b = scratchInts(n, what);
        System.arraycopy(a, 0, b, 0, Math.min(a.length, n));
        give(a);
        return b;
    }

    /** Hands {@code a} back; the caller must not use it again. */
    synchronized void give(int[] a) {
        freeInts.add(a);
        if (freeInts.size() > KEPT) {
            budget.release(4L * freeInts.remove(0).length);
        }
    }

    synchronized void give(long[] a) {
        freeLongs.add(a);
        if (freeLongs.size() > KEPT) {
            budget.release(8L * freeLongs.remove(0).length);
        }
    }

    /** Returns the pooled arrays to the budget (those still out stay counted). */
    @Override
    public synchronized void close() {
        for (int[] a : freeInts) {
            budget.release(4L * a.length);
        }
        for (long[] a : freeLongs) {
            budget.release(8L * a.length);
        }
        freeInts.clear();
        freeLongs.clear();
    }

    /** A new array; if the budget refuses it, the pooled arrays are let go and it is asked once more. */
    private int[] freshInts(int n, String what) {
        try {
            return budget.ints(n, what);
        } catch (ZddMemoryLimitException e) {
            close();
            return budget.ints(n, what);
        }
    }

    private long[] freshLongs(int n, String what) {
        try {
            return budget.longs(n, what);
        } catch (ZddMemoryLimitException e) {
            close();
            return budget.longs(n, what);
        }
    }

    /** The smallest pooled array of {@code n} to 1.5 n entries, taken out; null if none fits. */
    private synchronized int[] reusedInts(int n) {
        int best = -1;
        for (int i = 0; i < freeInts.size(); i++) {
            int len = freeInts.get(i).length;
            if (len >= n && len - n <= n / 2 && (best < 0 || len < freeInts.get(best).length)) {
                best = i;
            }
        }
        return best < 0 ? null : freeInts.remove(best);
    }

    private synchronized long[] reusedLongs(int n) {
        int best = -1;
        for (int i = 0; i < freeLongs.size(); i++) {
            int len = freeLongs.get(i).length;
            if (len >= n && len - n <= n / 2 && (best < 0 || len < freeLongs.get(best).length)) {
                best = i;
            }
        }
        return best < 0 ? null : freeLongs.remove(best);
    }
}
