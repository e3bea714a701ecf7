package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.lang.reflect.Field;
import java.util.Arrays;
import sun.misc.Unsafe;

/**
 * An {@code int} sequence in memory outside the Java heap, in chunks of {@link IntChunks#SIZE}
 * entries, each freed the moment the sequence is cut below it. It holds the links of frontier
 * search's unreduced diagram ({@link LinkLayer}), the build's largest allocation and one that lives
 * until the reduction: in arrays on the heap every young collection copied the chunks made since
 * the last one out of eden, and the old generation they filled set off full collections that
 * moved them again (building the paths of the 15×15 grid: 1.2 GB of links, eleven pauses of
 * 0.6–1.2 s in all, the same on one thread and on two; docs/history/benchmarks-2026-12-05.md,
 * gc12). The collector does not see this memory.
 *
 * <p>Every byte is counted against the {@link MemoryBudget} while it is held, and a refused
 * allocation, by the budget or by the system, is a {@link ZddMemoryLimitException}. Entries are
 * not cleared: the caller writes before it reads. Indexes are checked by assertions only (an index
 * out of range reads or writes another chunk or crashes the process), so callers keep them within
 * {@link #size()}; {@link #free} must be called exactly once, also when a search fails. Entries may
 * be written by several threads at once, each its own; {@link #extend} and {@link #truncate} are
 * not thread-safe.
 */
final class NativeInts {
    private static final Unsafe UNSAFE = unsafe();
    private static final long INT_ARRAY_BASE = Unsafe.ARRAY_INT_BASE_OFFSET;

    private static final int BITS = IntChunks.BITS;
    private static final int SIZE = IntChunks.SIZE;
    private static final int MASK = IntChunks.MASK;
    /** The first chunk's least length: small sequences (small searches) start small. */
    private static final int FIRST = 1024;

    private final MemoryBudget budget;
    private final String what;
    /** The chunks' addresses (0: none) and, for the first, its length in entries. */
    private long[] chunks = new long[4];
    private int firstLength;
    private int size;
    private int capacity;

    NativeInts(MemoryBudget budget, String what) {
        this.budget = budget;
        this.what = what;
    }

    int size() {
        return size;
    }

    /** Appends {@code n} entries of no particular value and returns the index of the first. */
    int extend(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("extend by " + n);
        }
        int at = size;
        growTo((long) size + n);
        size += n;
        return at;
    }

    /** Cuts the sequence to its first {@code n} entries; chunks wholly past them are freed. */
    void truncate(int n) {
        if (n < 0 || n > size) {
            throw new IndexOutOfBoundsException("truncate to " + n + " of " + size);
        }
        int keep = (int) ((n + (long) SIZE - 1) >>> BITS);
        for (int c = keep; c < chunks.length && chunks[c] != 0; c++) {
            release(c);
        }
        size = n;
        capacity = keep == 0 ? 0 : Math.min(capacity, keep * SIZE);
    }

    int get(int i) {
        assert i >= 0 && i < size : i + " of " + size;
        return UNSAFE.getInt(chunks[i >>> BITS] + ((long) (i & MASK) << 2));
    }

    void set(int i, int x) {
        assert i >= 0 && i < size : i + " of " + size;
        UNSAFE.putInt(chunks[i >>> BITS] + ((long) (i & MASK) << 2), x);
    }

    /** Copies entries {@code [from, from + len)} into {@code out[0 .. len)}. */
    void copyOut(int from, int[] out, int len) {
        if (from < 0 || len < 0 || from > size - len || len > out.length) {
            throw new IndexOutOfBoundsException("copy " + len + " from " + from + " of " + size);
        }
        int done = 0;
        while (done < len) {
            int i = from + done;
            int n = Math.min(len - done, SIZE - (i & MASK));
            UNSAFE.copyMemory(
                    null,
                    chunks[i >>> BITS] + ((long) (i & MASK) << 2),
                    out,
                    INT_ARRAY_BASE + 4L * done,
                    4L * n);
            done += n;
        }
    }

    /** Frees all chunks; the sequence must not be used again. Calling it again does nothing. */
    void free() {
        if (chunks == null) {
            return;
        }
        for (int c = 0; c < chunks.length && chunks[c] != 0; c++) {
            release(c);
        }
        chunks = null;
        size = 0;
        capacity = 0;
    }

    /** Bytes held now (for tests). */
    long bytes() {
        long bytes = 0;
        for (int c = 0; chunks != null && c < chunks.length && chunks[c] != 0; c++) {
            bytes += 4L * length(c);
        }
        return bytes;
    }

    private int length(int c) {
        return c == 0 ? firstLength : SIZE;
    }

    private void release(int c) {
        long bytes = 4L * length(c);
        UNSAFE.freeMemory(chunks[c]);
        chunks[c] = 0;
        if (c == 0) {
            firstLength = 0;
        }
        budget.release(bytes);
    }

    /** Makes room for {@code want} entries: the first chunk grows from small, the others are full. */
    private void growTo(long want) {
        if (want > Integer.MAX_VALUE - SIZE) {
            throw new ZddMemoryLimitException(what + " would exceed 2^31 entries");
        }
        while (capacity < want) {
            int c = capacity >>> BITS;
            if (c == chunks.length) {
                chunks = Arrays.copyOf(chunks, 2 * c);
            }
            if (c > 0) {
                chunks[c] = allocate(0, 0, SIZE);
                capacity = c * SIZE + SIZE;
            } else {
                int len = (int) Math.min(SIZE, Math.max(want, Math.max(FIRST, 4L * capacity)));
                chunks[0] = allocate(chunks[0], firstLength, len);
                firstLength = len;
                capacity = len;
            }
        }
    }

    /** A block of {@code len} entries holding the first {@code oldLen} of block {@code old} (0: none), which is freed. */
    private long allocate(long old, int oldLen, int len) {
        budget.reserve(4L * len, what);
        long address;
        try {
            address = old == 0 ? UNSAFE.allocateMemory(4L * len) : UNSAFE.reallocateMemory(old, 4L * len);
        } catch (OutOfMemoryError e) {
            budget.release(4L * len);
            throw new ZddMemoryLimitException("out of memory outside the heap while allocating " + what);
        }
        budget.release(4L * oldLen);
        return address;
    }

    private static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
