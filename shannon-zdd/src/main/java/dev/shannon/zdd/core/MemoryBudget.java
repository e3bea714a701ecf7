package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Counts the bytes of the large primitive arrays against a limit, and turns both an exceeded
 * limit and a failed allocation into {@link ZddMemoryLimitException}. Safe to share between
 * threads.
 *
 * <p>A universe keeps one budget for everything built over it: its node tables reserve from it
 * directly, and each search or other operation takes a {@linkplain #child() child}, whose
 * reservations count against the universe's budget too and which gives back, when
 * {@linkplain #close() closed}, whatever the operation still holds; the diagrams a program keeps
 * outside the tables are reserved too, while their owners are reachable ({@link OwnerReferences}).
 * So the limit bounds the sum of the tables, the kept diagrams and the operations in flight, not
 * each of them alone.
 *
 * <p><b>Reclaiming.</b> Some of what a budget counts may belong to families the program has
 * dropped but the Java collector has not yet found unreachable (a limit well below the heap puts
 * no pressure on it). A budget given a {@linkplain #reclaimBy reclaimer} (a universe's: ask the
 * collector, give back what dropped owners held, collect the tables no operation is using) runs
 * it when a reservation does not fit and tries once more before refusing, so every reservation,
 * wherever it is made, reclaims before it fails. The reclaimer runs with no budget's lock held,
 * and never within itself.
 */
public final class MemoryBudget implements AutoCloseable {
    private final long limit;
    /** The budget this one's reservations also count against, or null. */
    private final MemoryBudget parent;

    private long used;
    private long peak;
    private boolean closed;
    /** Run when a reservation does not fit (the root budget's; see the class comment), or null. */
    private volatile Runnable reclaimer;
    /** How many times the reclaimer has run (the root budget's). */
    private final AtomicLong reclaims = new AtomicLong();

    /** Set on a thread while it reclaims or makes a best-effort reservation: no reclaiming then. */
    private static final ThreadLocal<Boolean> NO_RECLAIM = ThreadLocal.withInitial(() -> Boolean.FALSE);

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

    /**
     * What this budget (and every child of it) runs before refusing a reservation that does not
     * fit: it should free what it can without waiting for any lock another thread may hold.
     */
    public void reclaimBy(Runnable reclaimer) {
        this.reclaimer = reclaimer;
    }

    /**
     * Reserves {@code bytes} for {@code what}; if they do not fit, runs the root budget's
     * reclaimer (if any, and not on a thread already reclaiming) and tries once more.
     *
     * @throws ZddMemoryLimitException if they still do not fit
     */
    public void reserve(long bytes, String what) {
        if (tryReserve(bytes)) {
            return;
        }
        MemoryBudget root = root();
        Runnable r = root.reclaimer;
        if (r != null && !NO_RECLAIM.get()) {
            // Not through withoutReclaim's lambda: this runs when memory is short, and linking a
            // lambda's call site the first time allocates a class (an OutOfMemoryError there
            // comes out as a BootstrapMethodError).
            NO_RECLAIM.set(Boolean.TRUE);
            try {
                r.run();
            } finally {
                NO_RECLAIM.set(Boolean.FALSE);
            }
            root.reclaims.incrementAndGet();
            if (tryReserve(bytes)) {
                return;
            }
        }
        throw refusal(bytes, what);
    }

    /** The limit's exception for {@code bytes} more of {@code what}, naming the bytes needed. */
    public ZddMemoryLimitException refusal(long bytes, String what) {
        return new ZddMemoryLimitException("memory limit of " + size(limit) + " exceeded by " + what + " ("
                + size(closedOrRoot().used() + bytes) + " needed)");
    }

    /**
     * How many times a refused reservation has run the reclaimer: an operation that stops with
     * the limit's exception sees by it whether the collector was asked while it ran.
     */
    public long reclaims() {
        return root().reclaims.get();
    }

    /**
     * Runs {@code op} without reclaiming on refusal: for best-effort reservations that have a
     * cheaper way on when refused (a table that can grow step by step instead), and for the
     * reclaimer itself.
     */
    public static <T> T withoutReclaim(Supplier<T> op) {
        if (NO_RECLAIM.get()) {
            return op.get();
        }
        NO_RECLAIM.set(Boolean.TRUE);
        try {
            return op.get();
        } finally {
            NO_RECLAIM.set(Boolean.FALSE);
        }
    }

    private synchronized boolean tryReserve(long bytes) {
        if (parent != null && !closed) {
            if (!parent.tryReserve(bytes)) { // locks child then parent, never the other way round
                return false;
            }
        } else if (bytes > limit - used) {
            return false;
        }
        used += bytes;
        peak = Math.max(peak, used);
        return true;
    }

    private MemoryBudget root() {
        MemoryBudget b = this;
        while (b.parent != null) {
            b = b.parent;
        }
        return b;
    }

    /** The budget whose limit a refused reservation met: the first closed one up the chain, or the root. */
    private MemoryBudget closedOrRoot() {
        MemoryBudget b = this;
        while (b.parent != null && !b.isClosed()) {
            b = b.parent;
        }
        return b;
    }

    private synchronized boolean isClosed() {
        return closed;
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

    /**
     * A fresh, zeroed array of {@code n} entries to replace {@code a}, which is at least as long;
     * the new array keeps part of {@code a}'s reservation and only the difference is given back.
     * Nothing is reserved, so the budget never has the room free in between, where a reservation
     * on another thread could take it and leave the smaller array refused (audit16: a table left
     * with no array). If the heap cannot hold the new array beside the old, {@code a} is returned
     * unchanged (its contents as they were).
     */
    public int[] smaller(int[] a, int n) {
        if (n > a.length) {
            throw new IllegalArgumentException(n + " entries cannot replace " + a.length + " as a smaller array");
        }
        int[] b;
        try {
            b = new int[n];
        } catch (OutOfMemoryError e) {
            return a;
        }
        release(4L * (a.length - n));
        return b;
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
