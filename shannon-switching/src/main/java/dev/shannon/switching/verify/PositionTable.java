package dev.shannon.switching.verify;

import java.util.Arrays;

/**
 * A transposition table from variable-length keys (a few packed {@code long}s) to one byte of
 * solved values, by open addressing over flat primitive arrays: no key objects, no boxing.
 *
 * <p>Memory is bounded by {@code maxEntries}: when the table holds that many positions it is
 * emptied and starts again. Forgetting solved positions keeps the search correct (they are solved
 * again when met), only slower; the count of such clears is reported.
 */
public final class PositionTable {
    private final int maxEntries;
    private int[] slots; // entry index + 1, 0 = empty
    private long[] arena = new long[1024];
    private int arenaSize;
    private int[] keyStart = new int[256];
    private byte[] keyLength = new byte[256];
    private byte[] values = new byte[256];
    private int entries;
    private long clears;

    public PositionTable(int maxEntries) {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("table size must be at least 1, got " + maxEntries);
        }
        this.maxEntries = maxEntries;
        slots = new int[1024];
    }

    public int size() {
        return entries;
    }

    public long clears() {
        return clears;
    }

    /** The entry holding {@code key[0..length)}, or -1. */
    int find(long[] key, int length) {
        int mask = slots.length - 1;
        for (int i = hash(key, length) & mask; ; i = (i + 1) & mask) {
            int entry = slots[i] - 1;
            if (entry < 0) {
                return -1;
            }
            if (matches(entry, key, length)) {
                return entry;
            }
        }
    }

    /** The value stored for the key, or 0 if absent. */
    public byte get(long[] key, int length) {
        int entry = find(key, length);
        return entry < 0 ? 0 : values[entry];
    }

    /** Ors {@code bits} into the value of the key, inserting it if absent (clearing the table first if full). */
    public void merge(long[] key, int length, byte bits) {
        int entry = find(key, length);
        if (entry >= 0) {
            values[entry] |= bits;
            return;
        }
        if (entries >= maxEntries) {
            clear();
        }
        if ((entries + 1) * 4L > slots.length * 3L) {
            rehash(slots.length * 2);
        }
        entry = entries++;
        if (entry == keyStart.length) {
            int grown = entry * 2;
            keyStart = Arrays.copyOf(keyStart, grown);
            keyLength = Arrays.copyOf(keyLength, grown);
            values = Arrays.copyOf(values, grown);
        }
        if (arenaSize + length > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(arena.length * 2, arenaSize + length));
        }
        System.arraycopy(key, 0, arena, arenaSize, length);
        keyStart[entry] = arenaSize;
        keyLength[entry] = (byte) length;
        values[entry] = bits;
        arenaSize += length;
        place(entry, hash(key, length));
    }

    void clear() {
        if (entries > 0) {
            clears++;
        }
        Arrays.fill(slots, 0);
        entries = 0;
        arenaSize = 0;
    }

    private void place(int entry, int hash) {
        int mask = slots.length - 1;
        int i = hash & mask;
        while (slots[i] != 0) {
            i = (i + 1) & mask;
        }
        slots[i] = entry + 1;
    }

    private void rehash(int capacity) {
        slots = new int[capacity];
        for (int e = 0; e < entries; e++) {
            place(e, hash(arena, keyStart[e], keyLength[e]));
        }
    }

    private boolean matches(int entry, long[] key, int length) {
        if (keyLength[entry] != length) {
            return false;
        }
        int start = keyStart[entry];
        for (int i = 0; i < length; i++) {
            if (arena[start + i] != key[i]) {
                return false;
            }
        }
        return true;
    }

    private static int hash(long[] key, int length) {
        return hash(key, 0, length);
    }

    private static int hash(long[] key, int from, int length) {
        long h = 0x9E3779B97F4A7C15L * (length + 1);
        for (int i = 0; i < length; i++) {
            h = Long.rotateLeft(h ^ key[from + i], 29) * 0xBF58476D1CE4E5B9L;
        }
        h ^= h >>> 31;
        return (int) (h ^ (h >>> 32));
    }
}
