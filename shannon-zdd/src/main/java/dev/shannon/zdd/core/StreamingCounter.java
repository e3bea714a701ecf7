package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import dev.shannon.zdd.spec.FrontierSpec;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Counting by frontier search with streaming memory access. A hash table of the next level's
 * states is probed at random, and once a level outgrows the caches every probe waits for main
 * memory. Here children are instead <em>appended</em> to a record buffer of their level
 * (state words and path count side by side), and a level is deduplicated just before it is
 * expanded: records are radix-partitioned by hash into buckets small enough for the cache, and
 * each bucket is merged in a little hash table that never leaves it. Every pass reads and
 * writes memory sequentially, which is what main memory does well.
 *
 * <p>Counts are fixed-width base-2<sup>63</sup> limbs; a level whose sums overflow its width is
 * merged again one limb wider (this happens a handful of times in a whole run).
 */
final class StreamingCounter {
    /** Records per bucket: the bucket's table (twice as many slots) and states stay in cache. */
    private static final int BUCKET = 4096;

    private final int levels;
    private final FrontierSpec spec;
    private final MemoryBudget budget;
    private final int words;
    private final int keyLongs;
    private final int[] scratch;
    private long statesVisited;
    private int widest;

    StreamingCounter(int levels, FrontierSpec spec, MemoryBudget budget) {
        this.levels = levels;
        this.spec = spec;
        this.budget = budget;
        this.words = spec.stateSize();
        this.keyLongs = (words + 1) / 2;
        this.scratch = new int[Math.max(1, words)];
    }

    FrontierEngine.Counted count() {
        int first = spec.root(scratch, 0);
        if (first < 0) {
            return new FrontierEngine.Counted(first == FrontierSpec.ACCEPT ? BigInteger.ONE : BigInteger.ZERO, stats());
        }
        Records[] pending = new Records[levels];
        pending[first] = new Records(1);
        pending[first].append(scratch, new long[] {1}, 0, 1);
        long[] accepted = new long[1];
        for (int e = first; e < levels; e++) {
            Records in = pending[e];
            if (in == null) {
                continue;
            }
            pending[e] = null;
            Level level = merge(in);
            in.free();
            statesVisited += level.n;
            widest = Math.max(widest, level.n);
            for (int i = 0; i < level.n; i++) {
                for (int b = 0; b < 2; b++) {
                    System.arraycopy(level.states, i * words, scratch, 0, words);
                    int c = spec.child(scratch, 0, e, b == 1);
                    if (c == FrontierSpec.ACCEPT) {
                        accepted = addTo(accepted, level.counts, i * level.width, level.width);
                    } else if (c >= 0) {
                        if (c <= e || c >= levels) {
                            throw new IllegalStateException(spec.getClass().getSimpleName() + " went from edge " + e
                                    + " to " + c + " of " + levels);
                        }
                        Records out = pending[c];
                        if (out == null) {
                            out = new Records(level.width);
                            pending[c] = out;
                        }
                        out.append(scratch, level.counts, i * level.width, level.width);
                    }
                }
            }
            level.free();
        }
        return new FrontierEngine.Counted(Limbs.toBigInteger(accepted), stats());
    }

    private FrontierEngine.Stats stats() {
        return new FrontierEngine.Stats(statesVisited, widest, budget.peak());
    }

    private static long[] addTo(long[] acc, long[] c, int at, int w) {
        if (acc.length < w + 1) {
            acc = Arrays.copyOf(acc, w + 1);
        }
        long carry = 0;
        for (int i = 0; i < acc.length; i++) {
            long sum = acc[i] + (i < w ? c[at + i] : 0) + carry;
            acc[i] = sum & Long.MAX_VALUE;
            carry = sum >>> 63;
        }
        if (carry != 0) {
            acc = Arrays.copyOf(acc, acc.length + 1);
            acc[acc.length - 1] = carry;
        }
        return acc;
    }

    private int hash(long[] data, int at) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < keyLongs; i++) {
            h = (h ^ data[at + i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 29;
        }
        h *= 0x94D049BB133111EBL;
        return (int) (h ^ (h >>> 32));
    }

    // ---------------------------------------------------------------- records of one level

    /** Appended (state, count) records: {@code keyLongs} state longs, then {@code width} limbs. */
    private final class Records {
        int width;
        int stride;
        long[] data;
        int size;

        Records(int width) {
            this.width = width;
            this.stride = keyLongs + width;
            this.data = budget.longs(64 * stride, "frontier records");
        }

        void append(int[] state, long[] counts, int at, int w) {
            if (w > width) {
                widen(w);
            }
            if ((size + 1) * (long) stride > data.length) {
                long want = Math.max(64L * stride, (long) data.length * 3 / 2 + stride);
                if (want > Integer.MAX_VALUE - 16) {
                    throw new ZddMemoryLimitException("one level of the search exceeds 2^31 record words");
                }
                data = budget.grow(data, (int) want, "frontier records");
            }
            int base = size * stride;
            for (int i = 0; i < words; i += 2) {
                long lo = state[i] & 0xFFFFFFFFL;
                long hi = i + 1 < words ? (long) state[i + 1] << 32 : 0;
                data[base + (i >> 1)] = hi | lo;
            }
            System.arraycopy(counts, at, data, base + keyLongs, w);
            for (int i = w; i < width; i++) {
                data[base + keyLongs + i] = 0;
            }
            size++;
        }

        private void widen(int w) {
            int newStride = keyLongs + w;
            long[] d = budget.longs(Math.max(64, size) * newStride, "frontier records");
            for (int r = 0; r < size; r++) {
                System.arraycopy(data, r * stride, d, r * newStride, stride);
            }
            budget.release(8L * data.length);
            data = d;
            width = w;
            stride = newStride;
        }

        void free() {
            budget.release(8L * data.length);
            data = null;
        }
    }

    // ---------------------------------------------------------------- merged levels

    /** The distinct states of a level, back to back, with their counts. */
    private final class Level {
        final int n;
        final int width;
        final int[] states;
        final long[] counts;

        Level(int n, int width, int[] states, long[] counts) {
            this.n = n;
            this.width = width;
            this.states = states;
            this.counts = counts;
        }

        void free() {
            budget.release(4L * states.length + 8L * counts.length);
        }
    }

    /** Deduplicates the records, summing counts; widens by a limb and retries on overflow. */
    private Level merge(Records in) {
        long[] src = in.data;
        int stride = in.stride;
        int r = in.size;
        int pbits = 0;
        while ((r >>> pbits) > BUCKET && pbits < 12) {
            pbits++;
        }
        long[] parted = src;
        int[] start = {0, r};
        if (pbits > 0) {
            int parts = 1 << pbits;
            start = new int[parts + 1];
            int shift = 32 - pbits;
            for (int i = 0; i < r; i++) {
                start[(hash(src, i * stride) >>> shift) + 1]++;
            }
            for (int p = 0; p < parts; p++) {
                start[p + 1] += start[p];
            }
            int[] fill = Arrays.copyOf(start, parts);
            parted = budget.longs(r * stride, "frontier records");
            for (int i = 0; i < r; i++) {
                int p = hash(src, i * stride) >>> shift;
                System.arraycopy(src, i * stride, parted, fill[p]++ * stride, stride);
            }
        }
        try {
            for (int width = in.width; ; width++) {
                Level level = mergeParts(parted, stride, in.width, start, r, width);
                if (level != null) {
                    return level;
                }
            }
        } finally {
            if (parted != src) {
                budget.release(8L * parted.length);
            }
        }
    }

    /** Merges each bucket in a cache-sized table; null if counts overflowed {@code width} limbs. */
    private Level mergeParts(long[] recs, int stride, int inWidth, int[] start, int r, int width) {
        int[] states = budget.ints(Math.max(1, r * words), "frontier states");
        long[] counts = budget.longs(Math.max(1, r * width), "path counts");
        int largest = 0;
        for (int p = 0; p + 1 < start.length; p++) {
            largest = Math.max(largest, start[p + 1] - start[p]);
        }
        int cap = Integer.highestOneBit(Math.max(4, 2 * largest) - 1) << 1;
        int[] table = new int[cap];
        int mask = cap - 1;
        int n = 0;
        for (int p = 0; p + 1 < start.length; p++) {
            int from = start[p];
            int to = start[p + 1];
            int bucketStart = n;
            for (int i = from; i < to; i++) {
                int at = i * stride;
                int slot = hash(recs, at) & mask;
                int found = -1;
                while (table[slot] != 0) {
                    int s = table[slot] - 1;
                    if (sameKey(recs, at, states, s * words)) {
                        found = s;
                        break;
                    }
                    slot = (slot + 1) & mask;
                }
                if (found < 0) {
                    found = n++;
                    table[slot] = found + 1;
                    unpack(recs, at, states, found * words);
                }
                if (!add(counts, found * width, width, recs, at + keyLongs, inWidth)) {
                    budget.release(4L * states.length + 8L * counts.length);
                    return null;
                }
            }
            // Clear only the slots this bucket used: the table stays small and cached.
            for (int s = bucketStart; s < n; s++) {
                table[slotOf(table, mask, states, s)] = 0;
            }
        }
        return new Level(n, width, states, counts);
    }

    private int slotOf(int[] table, int mask, int[] states, int s) {
        int slot = hashState(states, s * words) & mask;
        while (table[slot] != s + 1) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** The hash of an unpacked state, equal to {@link #hash} of its packed record. */
    private int hashState(int[] states, int at) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < words; i += 2) {
            long lo = states[at + i] & 0xFFFFFFFFL;
            long hi = i + 1 < words ? (long) states[at + i + 1] << 32 : 0;
            h = (h ^ (hi | lo)) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 29;
        }
        h *= 0x94D049BB133111EBL;
        return (int) (h ^ (h >>> 32));
    }

    private boolean sameKey(long[] recs, int at, int[] states, int sat) {
        for (int i = 0; i < words; i += 2) {
            long x = recs[at + (i >> 1)];
            if ((int) x != states[sat + i] || i + 1 < words && (int) (x >>> 32) != states[sat + i + 1]) {
                return false;
            }
        }
        return true;
    }

    private void unpack(long[] recs, int at, int[] states, int sat) {
        for (int i = 0; i < words; i += 2) {
            long x = recs[at + (i >> 1)];
            states[sat + i] = (int) x;
            if (i + 1 < words) {
                states[sat + i + 1] = (int) (x >>> 32);
            }
        }
    }

    /** {@code dst[at .. at+w) += src[sat .. sat+sw)}; false on overflow out of the top limb. */
    private static boolean add(long[] dst, int at, int w, long[] src, int sat, int sw) {
        long carry = 0;
        for (int i = 0; i < w; i++) {
            long sum = dst[at + i] + (i < sw ? src[sat + i] : 0) + carry;
            dst[at + i] = sum & Long.MAX_VALUE;
            carry = sum >>> 63;
        }
        for (int i = w; i < sw; i++) {
            if (src[sat + i] != 0) {
                return false;
            }
        }
        return carry == 0;
    }
}
