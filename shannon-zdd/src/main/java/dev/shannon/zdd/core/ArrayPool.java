package dev.shannon.zdd.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Large scratch arrays handed from one level of a search to the next. A fresh Java array is
 * zeroed by the JVM; at a hundred megabytes per level and hundreds of levels that zeroing alone
 * streams tens of gigabytes. Arrays taken from the pool keep old contents, so callers must
 * overwrite before they read. Pooled arrays stay reserved in the budget.
 */
final class ArrayPool {
    private static final int KEEP = 6;

    private final MemoryBudget budget;
    private final List<long[]> longs = new ArrayList<>();
    private final List<int[]> ints = new ArrayList<>();

    ArrayPool(MemoryBudget budget) {
        this.budget = budget;
    }

    /** A {@code long} array of at least {@code n} entries, contents undefined. */
    long[] longs(int n, String what) {
        int best = -1;
        for (int i = 0; i < longs.size(); i++) {
            int len = longs.get(i).length;
            if (len >= n && (best < 0 || len < longs.get(best).length)) {
                best = i;
            }
        }
        return best >= 0 ? longs.remove(best) : budget.longs(n, what);
    }

    /** An {@code int} array of at least {@code n} entries, contents undefined. */
    int[] ints(int n, String what) {
        int best = -1;
        for (int i = 0; i < ints.size(); i++) {
            int len = ints.get(i).length;
            if (len >= n && (best < 0 || len < ints.get(best).length)) {
                best = i;
            }
        }
        return best >= 0 ? ints.remove(best) : budget.ints(n, what);
    }

    /** Takes an array back (or returns it to the budget when the pool is full). */
    void give(long[] a) {
        if (a == null) {
            return;
        }
        if (longs.size() < KEEP) {
            longs.add(a);
        } else {
            dropSmallest(longs, a);
        }
    }

    void give(int[] a) {
        if (a == null) {
            return;
        }
        if (ints.size() < KEEP) {
            ints.add(a);
        } else {
            dropSmallestInts(a);
        }
    }

    private void dropSmallest(List<long[]> pool, long[] a) {
        int small = 0;
        for (int i = 1; i < pool.size(); i++) {
            if (pool.get(i).length < pool.get(small).length) {
                small = i;
            }
        }
        if (pool.get(small).length < a.length) {
            budget.release(8L * pool.get(small).length);
            pool.set(small, a);
        } else {
            budget.release(8L * a.length);
        }
    }

    private void dropSmallestInts(int[] a) {
        int small = 0;
        for (int i = 1; i < ints.size(); i++) {
            if (ints.get(i).length < ints.get(small).length) {
                small = i;
            }
        }
        if (ints.get(small).length < a.length) {
            budget.release(4L * ints.get(small).length);
            ints.set(small, a);
        } else {
            budget.release(4L * a.length);
        }
    }

    /** Returns every pooled array to the budget. */
    void clear() {
        for (long[] a : longs) {
            budget.release(8L * a.length);
        }
        for (int[] a : ints) {
            budget.release(4L * a.length);
        }
        longs.clear();
        ints.clear();
    }
}
