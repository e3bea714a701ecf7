package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Iterator;

/**
 * The short-lived arrays of one frontier search — each level's records, their partitioned copy,
 * its merged states, the reduction's numbering and counts — handed back when done and reused for
 * the next level, which needs about the same sizes. Without it every level's arrays are garbage
 * a level later, and the collector sizes the heap for that churn: building the paths of the
 * 13×13 grid (15 million states) took 0.9 GB of RSS, 0.5 GB with the pool.
 *
 * <p>Sizes are rounded up to one of four classes per power of two, so that a level slightly
 * larger than the last still fits the arrays the last one gave back: with exact sizes a growing
 * search missed at almost every level, allocated anew and kept the leftovers (counting 15×15 grid
 * paths, the pool held 280 MB it never reused, and RSS went from 0.6 to 0.9 GB). The pool keeps
 * the {@link #KEPT} arrays given back last per thread of the search. Capping its bytes instead
 * does not pay: every array it drops is garbage, and the collector grows the heap for garbage
 * more than for what is kept (counting at k = 14 with the pool capped at twice the arrays in
 * use: 0.5 GB of RSS, against 0.25 GB uncapped).
 *
 * <p>Counting reuses an array only for what it was made for (records for records, counts for
 * counts): there the levels' arrays are all the memory there is, and an array that served
 * another purpose was usually too large for it while the next level of that purpose had to
 * allocate anew (counting at k = 15: engine peak 428 MB shared, 340 MB by purpose). Building is
 * the other way round (k = 14: RSS 0.61 GB shared, 0.75 GB by purpose), its arrays of one level
 * serving the next level's other purposes. Arrays are counted against the {@link MemoryBudget}
 * while they are out and while they are pooled; {@link #close} gives the pooled ones back. Safe
 * to share between the threads of one search.
 */
final class ArrayPool implements AutoCloseable {
    /** Below this many entries sizes are exact and the pool's cap does not bite. */
    private static final int SMALL = 4096;
    /**
     * Arrays kept per thread, about five levels' worth (a level gives back about five: its
     * records, merge table and states, the reduction's arrays; six when the records keep hashes,
     * as records of states of more than one long do); older ones are dropped first. Sixteen
     * dropped arrays that the next levels wanted (counting at k = 15, by purpose: 23.7–24.1 s CPU
     * and 0.61–0.84 GB RSS over three runs, against 22.0–22.6 s and 0.62–0.67 GB with 32); 64 kept
     * arrays that they did not. 32, once the grid's records kept no hashes, kept six levels and
     * more: building 14 × 14 grid paths took 0.69 GB of RSS against 0.62 GB with 26, 16 × 16 on
     * two threads 6.2–6.3 GB against 5.5 GB (docs/history/benchmarks-2026-12-05.md, one7).
     */
    static final int KEPT = 26;

    private final MemoryBudget budget;
    /** Pooled arrays with their purposes, oldest first. */
    private final ArrayDeque<Entry> free = new ArrayDeque<>();
    /** The purpose of each array out, so that it is reused only for the same purpose. */
    private final IdentityHashMap<Object, String> purposes = new IdentityHashMap<>();

    private record Entry(Object array, String what) {}

    private final int kept;
    private long pooledBytes;

    /** Whether an array is reused only for the purpose it was made for. */
    private final boolean byPurpose;

    /** A pool for a search on one thread, any array for any purpose. */
    ArrayPool(MemoryBudget budget) {
        this(budget, 1, false);
    }

    /**
     * A pool for a search on {@code threads} threads (each gives back its own records and runs);
     * with {@code byPurpose}, an array given back is reused only for what it was first made for.
     */
    ArrayPool(MemoryBudget budget, int threads, boolean byPurpose) {
        this.budget = budget;
        this.kept = KEPT * threads;
        this.byPurpose = byPurpose;
    }

    MemoryBudget budget() {
        return budget;
    }

    /** The length an array of at least {@code n} entries is given: {@code n} rounded up to its size class. */
    static int sizeClass(int n) {
        if (n <= SMALL) {
            return n;
        }
        int base = Integer.highestOneBit(n - 1);
        int quarter = base >> 2;
        long c = base + (long) ((n - base + quarter - 1) / quarter) * quarter;
        return (int) Math.min(c, Integer.MAX_VALUE - 16);
    }

    /** At least {@code n} ints, all zero. */
    int[] ints(int n, String what) {
        int[] a = reusedInts(n, what);
        if (a == null) {
            return freshInts(n, what);
        }
        Arrays.fill(a, 0);
        return a;
    }

    /** At least {@code n} ints of no particular value, for a caller that writes before it reads. */
    int[] scratchInts(int n, String what) {
        int[] a = reusedInts(n, what);
        return a != null ? a : freshInts(n, what);
    }

    /** At least {@code n} longs, all zero. */
    long[] longs(int n, String what) {
        long[] a = reusedLongs(n, what);
        if (a == null) {
            return freshLongs(n, what);
        }
        Arrays.fill(a, 0);
        return a;
    }

    /** At least {@code n} longs of no particular value, for a caller that writes before it reads. */
    long[] scratchLongs(int n, String what) {
        long[] a = reusedLongs(n, what);
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

    /** Hands {@code a} (an array of this pool's) back; the caller must not use it again. */
    synchronized void give(int[] a) {
        pool(a, 4L * a.length);
    }

    synchronized void give(long[] a) {
        pool(a, 8L * a.length);
    }

    /** Bytes pooled now (for tests). */
    synchronized long pooledBytes() {
        return pooledBytes;
    }

    private void pool(Object a, long bytes) {
        free.addLast(new Entry(a, byPurpose ? purposes.remove(a) : null));
        pooledBytes += bytes;
        while (free.size() > kept) {
            Object old = free.pollFirst().array();
            long b = bytes(old);
            pooledBytes -= b;
            budget.release(b);
        }
    }

    private static long bytes(Object a) {
        return (a instanceof int[] ? 4L : 8L) * length(a);
    }

    /** Returns the pooled arrays to the budget (those still out stay counted). */
    @Override
    public synchronized void close() {
        for (Entry a : free) {
            budget.release(bytes(a.array()));
        }
        free.clear();
        pooledBytes = 0;
    }

    /** A new array; if the budget refuses it, the pooled arrays are let go and it is asked once more. */
    private int[] freshInts(int n, String what) {
        int len = sizeClass(n);
        int[] a;
        try {
            // Without reclaiming first: letting the pooled arrays go is cheaper than the collector.
            a = MemoryBudget.withoutReclaim(() -> budget.ints(len, what));
        } catch (ZddMemoryLimitException e) {
            close();
            a = budget.ints(len, what);
        }
        lent(a, what);
        return a;
    }

    private long[] freshLongs(int n, String what) {
        int len = sizeClass(n);
        long[] a;
        try {
            // Without reclaiming first: letting the pooled arrays go is cheaper than the collector.
            a = MemoryBudget.withoutReclaim(() -> budget.longs(len, what));
        } catch (ZddMemoryLimitException e) {
            close();
            a = budget.longs(len, what);
        }
        lent(a, what);
        return a;
    }

    private synchronized void lent(Object a, String what) {
        if (byPurpose) {
            purposes.put(a, what);
        }
    }

    private int[] reusedInts(int n, String what) {
        return (int[]) reused(n, what, int[].class);
    }

    private long[] reusedLongs(int n, String what) {
        return (long[]) reused(n, what, long[].class);
    }

    /**
     * The shortest pooled array of {@code type} (for {@code what}, by purpose) of {@code n}
     * entries up to the next size class, taken out; null if none fits.
     */
    private synchronized Object reused(int n, String what, Class<?> type) {
        Entry best = null;
        int bestLength = 0;
        int most = most(n);
        for (Entry e : free) {
            int len = length(e.array());
            if (e.array().getClass() == type
                    && len >= n
                    && len <= most
                    && (!byPurpose || what.equals(e.what()))
                    && (best == null || len < bestLength)) {
                best = e;
                bestLength = len;
            }
        }
        if (best == null) {
            return null;
        }
        take(best, what);
        return best.array();
    }

    private static int length(Object a) {
        return a instanceof int[] i ? i.length : ((long[]) a).length;
    }

    /** The longest pooled array a request for {@code n} entries takes: one size class up. */
    private static int most(int n) {
        return n <= SMALL ? n + n / 2 : sizeClass(sizeClass(n) + 1);
    }

    private void take(Entry e, String what) {
        // By identity: a record's equals is bound by invokedynamic on its first call, which spins
        // some thirty method-handle classes, a few milliseconds of every small command's start.
        for (Iterator<Entry> it = free.iterator(); it.hasNext(); ) {
            if (it.next() == e) {
                it.remove();
                break;
            }
        }
        pooledBytes -= bytes(e.array());
        if (byPurpose) {
            purposes.put(e.array(), what);
        }
    }
}
