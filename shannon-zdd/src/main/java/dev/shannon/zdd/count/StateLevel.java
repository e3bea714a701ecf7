package dev.shannon.zdd.count;

import java.util.Arrays;

/**
 * The frontier states of one step of the programme, each with its count modulo every modulus,
 * in one open-addressing table: a slot is the state's key followed by its residues, so that
 * finding a state and adding to its counts touch one place in memory (the cost of the programme
 * is these random accesses). Keys are below 2^62; an empty slot holds -1. The table is reused
 * from step to step and sized to the expected number of states, at most {@link #MAX_LOAD} full.
 */
final class StateLevel {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final long EMPTY = -1;
    /** Linear probing stays short up to about this load. */
    static final double MAX_LOAD = 0.75;

    /** The moduli, lane by lane. */
    private final long[] mod;

    private final int lanes;
    private final int stride;
    private long[] data = new long[0];
    private int capacity;
    private int size;
    private int limit;
    private long maxBytes = Long.MAX_VALUE;
    /** Whether every key is {@link #EMPTY} (the level was read through with {@link #take}). */
    private boolean emptied;

    private static final int BATCH = 32;
    private final long[] batchKeys = new long[BATCH];
    private final int[] batchFrom = new int[BATCH];
    private final int[] batchSlot = new int[BATCH];
    private StateLevel batchSource;
    private int batched;
    /** Where the batch's early reads go, so that the compiler keeps them. */
    private long sink;

    StateLevel(Moduli moduli) {
        this.mod = moduli.toArray();
        this.lanes = mod.length;
        this.stride = lanes + 1;
    }

    int size() {
        return size;
    }

    /** Slots in the table; {@link #take} of an empty one is negative. */
    int capacity() {
        return capacity;
    }

    /** Residue {@code lane} of the state in {@code slot}. */
    long residue(int slot, int lane) {
        return data[slot * stride + 1 + lane];
    }

    /** The most bytes this level may hold (set by the programme before each step). */
    void limitBytes(long bytes) {
        this.maxBytes = bytes;
    }

    /** Empties the level, with room for {@code expected} states without growing. */
    void clear(long expected) {
        int want = slotsFor(Math.max(16, expected));
        if (capacity < want) {
            data = new long[0];
            capacity = 0;
            data = allocate(want);
            capacity = want;
            emptied = false;
        }
        // a table much larger than needed only costs time to scan; keep it, it is reused
        limit = (int) (capacity * MAX_LOAD);
        size = 0;
        if (!emptied) {
            Arrays.fill(data, EMPTY);
        }
        emptied = false;
    }

    /**
     * The key in {@code slot}, which is emptied (its residues stay readable until the level is
     * filled again). A step takes every slot of the level it reads, so that the level is empty
     * when it is filled next, without a pass of its own over the table: see {@link #emptied()}.
     */
    long take(int slot) {
        int at = slot * stride;
        long key = data[at];
        data[at] = EMPTY;
        return key;
    }

    /** Says that every slot has been {@link #take taken} since the level was last filled. */
    void emptied() {
        emptied = true;
    }

    private long[] allocate(int slots) {
        long longs = (long) slots * stride;
        if (longs > Integer.MAX_VALUE - 8 || 8 * longs > maxBytes) {
            throw new CountMemoryLimitException("counting needs more memory than it may use: a step of "
                    + (long) (slots * MAX_LOAD) + " frontier states needs " + (8 * longs >> 20)
                    + " MiB, more than the " + (Math.max(0, maxBytes) >> 20) + " MiB left"
                    + (longs > Integer.MAX_VALUE - 8 ? " (and more than one Java array holds)" : ""));
        }
        return new long[(int) longs];
    }

    private static int slotsFor(long states) {
        return (int) Math.min(Integer.MAX_VALUE - 8, (long) Math.ceil(states / MAX_LOAD) + 1);
    }

    /** Adds one state with count one (the empty frontier before the first vertex). */
    void addOne(long key) {
        int at = slotOf(key) * stride;
        for (int j = 0; j < lanes; j++) {
            data[at + 1 + j] = 1;
        }
    }

    /**
     * Adds the counts of the state in {@code slot} of {@code source} to state {@code key} of this
     * level. Additions wait in a small batch, then are made together: the slots of the whole
     * batch are read first, all at once, so that the processor fetches them from memory side by
     * side instead of one after another (the programme's time is these fetches). {@link #flush}
     * before reading the level.
     */
    void add(long key, StateLevel source, int slot) {
        batchKeys[batched] = key;
        batchFrom[batched] = slot;
        batchSource = source;
        if (++batched == BATCH) {
            flush();
        }
    }

    /** Makes the waiting additions. */
    void flush() {
        int n = batched;
        batched = 0;
        long[] d = data;
        int cap = capacity;
        long touched = 0;
        for (int b = 0; b < n; b++) {
            int h = (int) ((((batchKeys[b] * GOLDEN) >>> 32) * cap) >>> 32);
            batchSlot[b] = h;
            touched += d[h * stride];
        }
        sink ^= touched; // keeps the reads above: they are what brings the slots near
        for (int b = 0; b < n; b++) {
            insert(batchKeys[b], batchSlot[b], batchSource, batchFrom[b]);
        }
    }

    private void insert(long key, int h, StateLevel source, int slot) {
        long[] d = data;
        int cap = capacity;
        if (h >= cap) { // the table grew since h was computed
            h = (int) ((((key * GOLDEN) >>> 32) * cap) >>> 32);
        }
        int at = h * stride;
        long[] src = source.data;
        int from = slot * source.stride + 1;
        while (true) {
            long k = d[at];
            if (k == key) {
                long[] m = mod;
                for (int j = 0; j < m.length; j++) {
                    d[at + 1 + j] = Moduli.add(d[at + 1 + j], src[from + j], m[j]);
                }
                return;
            }
            if (k == EMPTY) {
                if (size == limit) {
                    grow();
                    insert(key, Integer.MAX_VALUE, source, slot);
                    return;
                }
                d[at] = key;
                System.arraycopy(src, from, d, at + 1, lanes);
                size++;
                return;
            }
            if (++h == cap) {
                h = 0;
                at = 0;
            } else {
                at += stride;
            }
        }
    }

    /** The slot of {@code key}, a new one with zero counts if it is not here yet. */
    private int slotOf(long key) {
        int h = (int) ((((key * GOLDEN) >>> 32) * capacity) >>> 32);
        while (data[h * stride] != EMPTY && data[h * stride] != key) {
            h = h + 1 == capacity ? 0 : h + 1;
        }
        if (data[h * stride] == EMPTY) {
            if (size == limit) {
                grow();
                return slotOf(key);
            }
            data[h * stride] = key;
            Arrays.fill(data, h * stride + 1, (h + 1) * stride, 0);
            size++;
        }
        return h;
    }

    /** One and a half times the slots, every state placed anew. */
    private void grow() {
        long[] old = data;
        int oldCapacity = capacity;
        int grown = slotsFor((long) (capacity * MAX_LOAD * 1.5));
        maxBytes -= 8L * old.length; // the old table is still held while the new one fills
        data = allocate(grown);
        maxBytes += 8L * old.length;
        capacity = grown;
        Arrays.fill(data, EMPTY);
        limit = (int) (capacity * MAX_LOAD);
        size = 0;
        for (int s = 0; s < oldCapacity; s++) {
            long key = old[s * stride];
            if (key != EMPTY) {
                int at = slotOf(key) * stride;
                System.arraycopy(old, s * stride + 1, data, at + 1, lanes);
            }
        }
    }

    /** Bytes held by the table. */
    long bytes() {
        return 8L * data.length;
    }
}
