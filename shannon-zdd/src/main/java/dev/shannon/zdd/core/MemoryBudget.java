package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.Locale;

/**
 * Counts the bytes of the large primitive arrays against a limit, and turns both an exceeded
 * limit and a failed allocation into {@link ZddMemoryLimitException}. Safe to share between
 * threads.
 *
 * <p>A universe keeps one budget for everything built over it: its node tables reserve from it
 * directly, and each search or other operation takes a {@linkplain #child() child}, whose
 * reservations count against the universe's budget too and which gives back, when
 * {@linkplain #close() closed}, whatever the operation still holds. So the limit bounds the sum
 * of the tables and the operations in flight, not each of them alone.
 */
public final class MemoryBudget implements AutoCloseable {
    private final long limit;
    /** The budget this one's reservations also count against, or null. */
    private final MemoryBudget parent;

    private long used;
    private long peak;
    private boolean closed;

    public MemoryBudget(long limit) {
        this.limit = limit;
        this.parent = null;
    }

    private MemoryBudget(MemoryBudget parent) {
        this.limit = parent.limit;
        this.parent = parent;
    }

    /**
     * A budget for one operation whose reservations count against this one too; close it when
     * the operation ends (what it has not released is released then).
     */
    public MemoryBudget child() {
        return new MemoryBudget(this);
    }

    /** A budget that never refuses (allocation failures are still converted). */
    public static MemoryBudget unlimited() {
        return new MemoryBudget(Long.MAX_VALUE);
    }

    public synchronized void reserve(long bytes, String what) {
        if (parent != null && !closed) {
            parent.reserve(bytes, what); // locks child then parent, never the other way round
        } else if (bytes > limit - used) {
            throw new ZddMemoryLimitException(
                    "memory limit of " + size(limit) + " exceeded by " + what + " (" + size(used + bytes) + " needed)");
        }
        used += bytes;
        peak = Math.max(peak, used);
    }

    public synchronized void release(long bytes) {
        used -= bytes;
        if (parent != null && !closed) {
            parent.release(bytes);
        }
    }

    /**
     * Ends this child's operation: what it still holds no longer counts against its parent (its
     * arrays are the operation's result or garbage). Later reservations count against this
     * budget alone. Closing a budget without a parent does nothing.
     */
    @Override
    public synchronized void close() {
        if (parent != null && !closed) {
            closed = true;
            parent.release(used);
        }
    }

    /** The number of bytes this budget allows. */
    public long limit() {
        return limit;
    }

    /** The largest number of bytes reserved at once. */
    public synchronized long peak() {
        return peak;
    }

    public synchronized long used() {
        return used;
    }

    public int[] ints(int n, String what) {
        reserve(4L * n, what);
        try {
            return new int[n];
        } catch (OutOfMemoryError e) {
            release(4L * n);
            throw outOfMemory(what);
        }
    }

    public long[] longs(int n, String what) {
        reserve(8L * n, what);
        try {
            return new long[n];
        } catch (OutOfMemoryError e) {
            release(8L * n);
            throw outOfMemory(what);
        }
    }

    /** Grows {@code a} to {@code n} entries, accounting for the copy. */
    public int[] grow(int[] a, int n, String what) {
        int[] b = ints(n, what);
        System.arraycopy(a, 0, b, 0, Math.min(a.length, n));
        release(4L * a.length);
        return b;
    }

    public long[] grow(long[] a, int n, String what) {
        long[] b = longs(n, what);
        System.arraycopy(a, 0, b, 0, Math.min(a.length, n));
        release(8L * a.length);
        return b;
    }

    /** The next capacity after {@code n}: 1.5 times, capped below the largest array. */
    public static int nextCapacity(int n, String what) {
        long next = Math.max(16L, n + (n >> 1) + 16L);
        if (next > Integer.MAX_VALUE - 16) {
            if (n >= Integer.MAX_VALUE - 16) {
                throw new ZddMemoryLimitException(what + " would need more than 2^31 entries");
            }
            next = Integer.MAX_VALUE - 16;
        }
        return (int) next;
    }

    private ZddMemoryLimitException outOfMemory(String what) {
        long used = used();
        return new ZddMemoryLimitException("out of memory while allocating " + what + " (" + mib(used)
                + " MiB in use by this operation; raise -Xmx or lower the problem size)");
    }

    private static long mib(long bytes) {
        return bytes >> 20;
    }

    /** Whole MiB as such, anything else with a decimal, so "needed" never reads as the limit itself. */
    private static String size(long bytes) {
        if (bytes % (1 << 20) == 0) {
            return (bytes >> 20) + " MiB";
        }
        return bytes < 1 << 20
                ? String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0)
                : String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1 << 20));
    }
}
