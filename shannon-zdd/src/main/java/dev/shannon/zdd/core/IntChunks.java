package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.Arrays;

/**
 * An {@code int} sequence stored in fixed-size chunks of 1 MiB, so that growing it never copies
 * what is already there (a doubling array would briefly need three times the memory of a
 * multi-gigabyte node store). Chunks are kept below half a G1 heap region: larger arrays are
 * "humongous", get whole regions to themselves, and a 4 MiB array in 4 MiB regions wastes
 * nearly half its space. Appended to ({@link #add}, {@link #extend}); {@link #truncate} hands
 * whole chunks past the new end to a {@link ChunkStock}, from which a sequence made with that
 * stock takes its chunks before it allocates; {@link #freeze} trims the last chunk.
 */
public final class IntChunks {
    public static final int BITS = 18;
    public static final int SIZE = 1 << BITS;
    public static final int MASK = SIZE - 1;

    private final MemoryBudget budget;
    private final String what;
    private final ChunkStock stock;
    private int[][] chunks = new int[4][];
    private int size;
    private int capacity;

    public IntChunks(MemoryBudget budget, String what) {
        this(budget, what, null);
    }

    /** An empty sequence that takes chunks from {@code stock} (null: none) and gives them back to it. */
    IntChunks(MemoryBudget budget, String what, ChunkStock stock) {
        this.budget = budget;
        this.what = what;
        this.stock = stock;
    }

    /** Returns the chunks to the budget; the sequence must not be used again. */
    public void free() {
        for (int[] chunk : chunks) {
            if (chunk != null) {
                budget.release(4L * chunk.length);
            }
        }
        chunks = null;
    }

    public int size() {
        return size;
    }

    public void add(int x) {
        if (size == capacity) {
            growTo(size + 1L);
        }
        chunks[size >>> BITS][size & MASK] = x;
        size++;
    }

    /** Appends {@code src[0 .. len)}. */
    void addAll(int[] src, int len) {
        copyIn(extend(len), src, len);
    }

    /**
     * Appends {@code n} entries and returns the index of the first. They read 0 where the memory
     * is fresh and are stale where it came from the stock: the caller writes before it reads.
     */
    int extend(int n) {
        int at = size;
        growTo((long) size + n);
        size += n;
        return at;
    }

    /**
     * Cuts the sequence to its first {@code n} entries; chunks wholly past them go to the stock
     * (full ones, when there is a stock) or back to the budget.
     */
    void truncate(int n) {
        if (n < 0 || n > size) {
            throw new IndexOutOfBoundsException("truncate to " + n + " of " + size);
        }
        int keep = (int) ((n + (long) SIZE - 1) >>> BITS);
        for (int c = keep; c < chunks.length && chunks[c] != null; c++) {
            if (stock != null && chunks[c].length == SIZE) {
                stock.give(chunks[c]);
            } else {
                budget.release(4L * chunks[c].length);
            }
            chunks[c] = null;
        }
        size = n;
        capacity = keep == 0 ? 0 : Math.min(capacity, keep * SIZE);
    }

    public int get(int i) {
        return chunks[i >>> BITS][i & MASK];
    }

    public void set(int i, int x) {
        chunks[i >>> BITS][i & MASK] = x;
    }

    /** Copies entries {@code [from, from + len)} into {@code out[0 .. len)}. */
    void copyOut(int from, int[] out, int len) {
        int done = 0;
        while (done < len) {
            int i = from + done;
            int n = Math.min(len - done, SIZE - (i & MASK));
            System.arraycopy(chunks[i >>> BITS], i & MASK, out, done, n);
            done += n;
        }
    }

    /** Copies {@code src[0 .. len)} into entries {@code [at, at + len)}, which must exist. */
    void copyIn(int at, int[] src, int len) {
        int done = 0;
        while (done < len) {
            int i = at + done;
            int n = Math.min(len - done, SIZE - (i & MASK));
            System.arraycopy(src, done, chunks[i >>> BITS], i & MASK, n);
            done += n;
        }
    }

    /** Makes room for {@code want} entries: the first chunk grows from small, the others are full. */
    private void growTo(long want) {
        if (want > Integer.MAX_VALUE - SIZE) {
            throw new ZddMemoryLimitException(what + " would exceed 2^31 entries");
        }
        while (capacity < want) {
            // The chunk to make or, when it is a short first chunk, to enlarge.
            int c = capacity >>> BITS;
            if (c == chunks.length) {
                chunks = Arrays.copyOf(chunks, 2 * c);
            }
            int[] spare = stock == null ? null : stock.take();
            if (spare != null) {
                if (chunks[c] != null) {
                    System.arraycopy(chunks[c], 0, spare, 0, capacity - c * SIZE);
                    budget.release(4L * chunks[c].length);
                }
                chunks[c] = spare;
                capacity = c * SIZE + SIZE;
                continue;
            }
            // Small sequences start small; full chunks once past the first.
            int len = c > 0 ? SIZE : (int) Math.min(SIZE, Math.max(want, Math.max(1024L, 4L * capacity)));
            if (chunks[c] != null) {
                chunks[c] = budget.grow(chunks[c], len, what);
            } else {
                chunks[c] = budget.ints(len, what);
            }
            capacity = c * SIZE + len;
        }
    }

    /** The chunks, the last one trimmed to its used length; this builder must not be used again. */
    public int[][] freeze() {
        int n = size == 0 ? 0 : ((size - 1) >>> BITS) + 1;
        int[][] out = Arrays.copyOf(chunks, n);
        if (n > 0) {
            int lastLen = size - (n - 1) * SIZE;
            if (out[n - 1].length != lastLen) {
                out[n - 1] = Arrays.copyOf(out[n - 1], lastLen);
            }
        }
        chunks = null;
        return out;
    }
}
