package dev.shannon.census;

import java.util.Arrays;

/**
 * Transposition table of the census search: {@link MinorCode} keys to two solved bits per player
 * to move, open addressing on a {@code long[]} and a {@code byte[]}, about 18 bytes per entry at
 * the worst load. Bounded: at {@code maxEntries} entries it is emptied and refilled (positions are
 * then solved again; answers do not change).
 */
final class GameTable {
    private final int maxEntries;
    private long[] keys;
    private byte[] values;
    private int size;
    private long clears;

    GameTable(int maxEntries) {
        if (maxEntries < 16) {
            throw new IllegalArgumentException("the transposition table needs at least 16 entries, got " + maxEntries);
        }
        this.maxEntries = maxEntries;
        keys = new long[1 << 12];
        values = new byte[1 << 12];
    }

    /** The bits stored for {@code key} (0 if absent). Keys are never 0. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask; ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == 0) {
                return 0;
            }
        }
    }

    /** Ors {@code bits} into the entry of {@code key}, adding it if absent. */
    void merge(long key, int bits) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask; ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                values[i] |= (byte) bits;
                return;
            }
            if (k == 0) {
                if (size >= maxEntries) {
                    clear();
                    clears++;
                    merge(key, bits);
                    return;
                }
                keys[i] = key;
                values[i] = (byte) bits;
                if (++size * 2 > keys.length) {
                    grow();
                }
                return;
            }
        }
    }

    int size() {
        return size;
    }

    long clears() {
        return clears;
    }

    /** Empties the table, keeping its memory. */
    void clear() {
        Arrays.fill(keys, 0L);
        Arrays.fill(values, (byte) 0);
        size = 0;
    }

    private void grow() {
        long[] oldKeys = keys;
        byte[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new byte[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            long k = oldKeys[j];
            if (k != 0) {
                int i = mix(k) & mask;
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = k;
                values[i] = oldValues[j];
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 41));
    }
}
