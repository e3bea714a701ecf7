package dev.shannon.zdd.core;

import java.util.Arrays;

/**
 * An {@code int} sequence stored in fixed-size chunks of 1 MiB, so that growing it never copies
 * what is already there (a doubling array would briefly need three times the memory of a
 * multi-gigabyte node store). Chunks are kept below half a G1 heap region: larger arrays are
 * "humongous", get whole regions to themselves, and a 4 MiB array in 4 MiB regions wastes
 * nearly half its space. Appended to ({@link #add}) or made at full size ({@link #zeros});
 * {@link #freeze} trims the last chunk.
 */
public final class IntChunks {
    public static final int BITS = 18;
    public static final int SIZE = 1 << BITS;
    public static final int MASK = SIZE - 1;

    private final MemoryBudget budget;
    private final String what;
    private int[][] chunks = new int[4][];
    private int size;
    private int capacity;

    public IntChunks(MemoryBudget budget, String what) {
        this.budget = budget;
        this.what = what;
    }

    /** {@code n} zeros, chunks allocated at once. */
    public static IntChunks zeros(int n, MemoryBudget budget, String what) {
        IntChunks c = new IntChunks(budget, what);
        int chunks = (int) ((n + (long) SIZE - 1) >>> BITS);
        c.chunks = new int[Math.max(4, chunks)][];
        for (int i = 0; i < chunks; i++) {
            c.chunks[i] = budget.ints(Math.min(SIZE, n - i * SIZE), what);
        }
        c.size = n;
        c.capacity = n;
        return c;
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
            addChunk();
        }
        chunks[size >>> BITS][size & MASK] = x;
        size++;
    }

    public int get(int i) {
        return chunks[i >>> BITS][i & MASK];
    }

    public void set(int i, int x) {
        chunks[i >>> BITS][i & MASK] = x;
    }

    private void addChunk() {
        if (size >= Integer.MAX_VALUE - SIZE) {
            throw new ZddMemoryLimitException(what + " would exceed 2^31 entries");
        }
        int c = size >>> BITS;
        if (c == chunks.length) {
            chunks = Arrays.copyOf(chunks, 2 * c);
        }
        // Small sequences start small; full chunks once past the first.
        int len = c == 0 ? 1024 : SIZE;
        if (c == 0 && capacity > 0) {
            len = Math.min(SIZE, capacity * 4);
        }
        if (c == 0 && chunks[0] != null) {
            chunks[0] = budget.grow(chunks[0], len, what);
        } else {
            chunks[c] = budget.ints(len, what);
        }
        capacity = c * SIZE + len;
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
