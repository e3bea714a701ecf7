package dev.shannon.zdd.core;

/**
 * The distinct states of one level of frontier-based search: states of a fixed number of
 * {@code int} words stored back to back in one array, with an open-addressing index (linear
 * probing, load at most one half) whose {@code long} entries hold the state's number and its
 * hash, so that a probe costs one cache miss and a mismatch is usually rejected without
 * touching the state. Adding a state returns its number on this level; equal states get equal numbers,
 * which is how the search merges equivalent partial choices.
 *
 * <p>Used when building a diagram, where each new state's number must be known at once to write
 * its parent's link. (Counting without a diagram streams instead: {@link StateRecords}.)
 */
final class StateTable {
    private final int words;
    private final MemoryBudget budget;
    private int[] states;
    /** Per slot: 0 if free, else {@code hash << 32 | (number + 1)}. */
    private long[] index;
    private int capacity;
    private int mask;
    private int size;
    private long bytes;

    StateTable(int words, MemoryBudget budget) {
        this.words = words;
        this.budget = budget;
        int cap = 64;
        capacity = cap;
        states = budget.ints(Math.max(1, cap * words), "frontier states");
        index = budget.longs(2 * cap, "frontier state index");
        mask = 2 * cap - 1;
        bytes = 4L * states.length + 8L * index.length;
    }

    int size() {
        return size;
    }

    /** The number of the state at {@code s[at .. at + words)}, added if new. */
    int add(int[] s, int at) {
        return add(s, at, hash(s, at));
    }

    /**
     * Reads the index slot where a state of hash {@code h} would start probing. The engine calls
     * this for a batch of states before adding them: the reads are independent, so their cache
     * misses overlap instead of queuing one behind another.
     */
    long touch(int h) {
        return index[h & mask];
    }

    /** Reads the state that the first probe for hash {@code h} will compare against. */
    long touchEntry(int h) {
        long x = index[h & mask];
        if (x == 0 || (int) (x >>> 32) != h) {
            return x;
        }
        return states[((int) x - 1) * words];
    }

    /** {@link #add(int[], int)} with the state's hash already known. */
    int add(int[] s, int at, int h) {
        int slot = h & mask;
        while (true) {
            long x = index[slot];
            if (x == 0) {
                break;
            }
            if ((int) (x >>> 32) == h) {
                int e = (int) x - 1;
                if (equal(e, s, at)) {
                    return e;
                }
            }
            slot = (slot + 1) & mask;
        }
        if (size == capacity) {
            grow();
            slot = h & mask;
            while (index[slot] != 0) {
                slot = (slot + 1) & mask;
            }
        }
        int e = size++;
        System.arraycopy(s, at, states, e * words, words);
        index[slot] = (long) h << 32 | (e + 1);
        return e;
    }

    private boolean equal(int e, int[] s, int at) {
        int base = e * words;
        for (int i = 0; i < words; i++) {
            if (states[base + i] != s[at + i]) {
                return false;
            }
        }
        return true;
    }

    int hash(int[] s, int at) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < words; i++) {
            h = (h ^ s[at + i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 29;
        }
        h *= 0x94D049BB133111EBL;
        return (int) (h ^ (h >>> 32));
    }

    private void grow() {
        int cap = MemoryBudget.nextCapacity(capacity, "frontier states");
        if ((long) cap * words > Integer.MAX_VALUE - 16) {
            throw new dev.shannon.zdd.ZddMemoryLimitException("one level of frontier states would exceed 2^31 words");
        }
        states = budget.grow(states, Math.max(1, cap * words), "frontier states");
        capacity = cap;
        int icap = Integer.highestOneBit(cap * 2 - 1) << 1;
        if (icap > index.length) {
            long[] old = index;
            index = budget.longs(icap, "frontier state index");
            budget.release(8L * old.length);
            mask = icap - 1;
            for (long x : old) {
                if (x != 0) {
                    int slot = (int) (x >>> 32) & mask;
                    while (index[slot] != 0) {
                        slot = (slot + 1) & mask;
                    }
                    index[slot] = x;
                }
            }
        }
        bytes = 4L * states.length + 8L * index.length;
    }

    /** Copies state {@code e} to {@code dst[at ..]}. */
    void copyTo(int e, int[] dst, int at) {
        System.arraycopy(states, e * words, dst, at, words);
    }

    /** Empties the table for reuse on another level, keeping its arrays. */
    void clear() {
        java.util.Arrays.fill(index, 0L);
        size = 0;
    }

    /** Returns all arrays to the budget; the table must not be used again. */
    void free() {
        budget.release(bytes);
        states = null;
        index = null;
    }
}
