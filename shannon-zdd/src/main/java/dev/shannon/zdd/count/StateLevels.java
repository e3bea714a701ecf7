package dev.shannon.zdd.count;

import java.util.Arrays;

/**
 * The frontier states of the step being read and the merge of their successors into the next
 * step, with no table of a whole step and no random access to main memory: successors are
 * partitioned by their key's hash (a radix partition, as in the partitioned hash joins of
 * databases), each carrying its source's residues, and each partition is then merged in a small
 * table that stays in the processor's cache. Memory is read and written in long runs only — the
 * level read from start to end, each partition's successors appended and then read back — where a
 * table of the whole step costs one cache miss a successor (BENCHMARKS.md, "Counting without a
 * diagram", measures both).
 *
 * <p>A state is a record of {@code 1 + lanes} longs: its key (2 bits a frontier position, below
 * 2^62), then its count modulo each modulus (keys in an array of their own, so that counting the
 * successors read 8 bytes a state, were measured no faster and cost 8 bytes more a state). A step makes its
 * successors once ({@link #add}, after {@link #beginStep}): their keys and sources are kept in
 * the order made (12 bytes each) while each partition's successors are counted; {@link
 * #partition} then writes each one, with its source's residues, after the previous of its
 * partition (making the successors twice, once to count and once to write, cost 10% more CPU at
 * k = 14 and 16). {@link #merge} then sums the residues of equal keys partition by partition,
 * writing each merged state over the first
 * successor it came from (never after it), so that the successors' array becomes the next level
 * read and the old level's array holds the next step's successors.
 */
final class StateLevels {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    /**
     * Successors in one partition on average: their records (56 bytes each with six moduli) and
     * the partition's table (4 bytes a slot, at most half full) stay in the second-level cache.
     */
    static final int PARTITION_TARGET = 8192;
    /** At most this many partitions: more streams of writes than this thrash the scatter. */
    private static final int MAX_PARTITION_BITS = 11;
    /** The largest Java array. */
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    private final long[] mod;
    private final int lanes;
    private final int stride;
    private final long maxBytes;
    private final int partitionTarget;

    /** The level read: {@code size} records. */
    private long[] level;

    private int size;
    /** Successors of the level read, partition after partition. */
    private long[] succ;

    private int partitionBits;
    /** While successors are made: how many each partition has; while partitioned: where its next one goes. */
    private int[] fill = new int[1];
    /** The first successor of each partition (and the total after the last). */
    private int[] start = new int[2];

    /** The successors made so far in this step, in the order made: keys and the states they come from. */
    private long[] madeKey = new long[16];

    private int[] madeFrom = new int[16];
    private int made;
    private int[] table = new int[16];
    private long peakBytes;

    /**
     * @param mod the moduli, one lane each
     * @param maxBytes the most bytes the arrays of a step may hold
     */
    StateLevels(long[] mod, long maxBytes) {
        this(mod, maxBytes, PARTITION_TARGET);
    }

    /** With {@code partitionTarget} successors a partition on average (small ones test many partitions). */
    StateLevels(long[] mod, long maxBytes, int partitionTarget) {
        this.partitionTarget = partitionTarget;
        this.mod = mod.clone();
        this.lanes = mod.length;
        this.stride = lanes + 1;
        this.maxBytes = maxBytes;
        this.level = new long[16 * stride];
        this.succ = new long[16 * stride];
    }

    /** Makes the level read one state, {@code key}, with count one. */
    void startWith(long key) {
        level[0] = key;
        Arrays.fill(level, 1, stride, 1);
        size = 1;
        measure();
    }

    /** States in the level read. */
    int size() {
        return size;
    }

    /** The key of state {@code i} of the level read. */
    long key(int i) {
        return level[i * stride];
    }

    /** Residue {@code lane} of state {@code i} of the level read. */
    long residue(int i, int lane) {
        return level[i * stride + 1 + lane];
    }

    /** The most bytes the arrays held at once so far. */
    long peakBytes() {
        return peakBytes;
    }

    /** Bytes the arrays hold now. */
    long bytes() {
        return 8L * (level.length + succ.length + madeKey.length)
                + 4L * (table.length + fill.length + start.length + madeFrom.length);
    }

    /** Starts a step: {@link #add} takes the successors of the level read and counts them by partition. */
    void beginStep() {
        long expected = Math.max(1, 2L * size);
        int bits = 0;
        while (bits < MAX_PARTITION_BITS && (expected >> bits) > partitionTarget) {
            bits++;
        }
        partitionBits = bits;
        if (fill.length != 1 << bits) {
            fill = new int[1 << bits];
            start = new int[(1 << bits) + 1];
        } else {
            Arrays.fill(fill, 0);
        }
        made = 0;
    }

    /**
     * Writes the successors made in this step to their partitions, each with the residues of the
     * state it comes from (read in order, as the states made them), ready for {@link #merge}.
     */
    void partition() {
        int parts = fill.length;
        long total = 0;
        for (int p = 0; p < parts; p++) {
            start[p] = (int) Math.min(total, Integer.MAX_VALUE);
            total += fill[p];
            fill[p] = start[p];
        }
        long longs = total * stride;
        if (longs > MAX_ARRAY) {
            throw tooMany(total, "more than one Java array holds");
        }
        start[parts] = (int) total;
        if (succ.length < longs) {
            succ = new long[0];
            long grown = Math.min(MAX_ARRAY / stride * stride, (total + (total >> 3)) * stride);
            if (bytes() + 8 * grown > maxBytes) {
                throw tooMany(total, null);
            }
            succ = new long[(int) grown];
        }
        measure();
        long[] s = succ;
        long[] l = level;
        long[] keys = madeKey;
        int[] sources = madeFrom;
        int w = stride;
        int bits = partitionBits;
        int[] next = fill;
        for (int j = 0; j < made; j++) {
            long key = keys[j];
            int at = next[(int) ((key * GOLDEN) >>> 1 >>> (63 - bits))]++ * w;
            int f = sources[j] * w + 1;
            s[at] = key;
            for (int k = 1; k < w; k++) {
                s[at + k] = l[f++];
            }
        }
    }

    /** Successor {@code key} of state {@code from} of the level read, made after those of the states before it. */
    void add(long key, int from) {
        if (made == madeKey.length) {
            growMade();
        }
        madeKey[made] = key;
        madeFrom[made++] = from;
        fill[(int) ((key * GOLDEN) >>> 1 >>> (63 - partitionBits))]++;
    }

    private void growMade() {
        long grown = Math.min(MAX_ARRAY, made + (made >> 1) + 16L);
        if (grown <= made) {
            throw tooMany(made, "more than one Java array holds");
        }
        // the old list and the new one are both held while it is copied
        if (bytes() + 12 * grown > maxBytes) {
            throw tooMany(grown, null);
        }
        madeKey = Arrays.copyOf(madeKey, (int) grown);
        madeFrom = Arrays.copyOf(madeFrom, (int) grown);
        measure();
    }

    /** Merges equal successors, summing their residues; they become the level read. */
    void merge() {
        int parts = fill.length;
        int out = 0;
        long[] s = succ;
        int w = stride;
        for (int p = 0; p < parts; p++) {
            int lo = start[p];
            int hi = start[p + 1];
            if (lo == hi) {
                continue;
            }
            int cap = Integer.highestOneBit(Math.max(2, hi - lo)) << 1;
            if (table.length < cap) {
                table = new int[cap];
            }
            int[] t = table;
            Arrays.fill(t, 0, cap, -1);
            int mask = cap - 1;
            int slotShift = 64 - Integer.numberOfTrailingZeros(cap);
            for (int j = lo; j < hi; j++) {
                int from = j * w;
                long key = s[from];
                // the hash's bits below those that chose the partition
                int slot = (int) (((key * GOLDEN) << partitionBits) >>> slotShift);
                int at;
                while ((at = t[slot]) >= 0 && s[at * w] != key) {
                    slot = (slot + 1) & mask;
                }
                if (at < 0) {
                    t[slot] = out;
                    int to = out * w;
                    if (to != from) {
                        for (int l = 0; l < w; l++) {
                            s[to + l] = s[from + l];
                        }
                    }
                    out++;
                } else {
                    int to = at * w + 1;
                    from++;
                    for (int l = 0; l < lanes; l++) {
                        s[to + l] = Moduli.add(s[to + l], s[from + l], mod[l]);
                    }
                }
            }
        }
        // the merged states become the level read; the old level's array holds the next successors
        long[] old = level;
        level = succ;
        succ = old;
        size = out;
        measure();
    }

    private CountMemoryLimitException tooMany(long states, String why) {
        return new CountMemoryLimitException("counting needs more memory than it may use: a step of " + states
                + " frontier states (successors, " + lanes + " moduli) needs more than the "
                + (Math.max(0, maxBytes) >> 20)
                + " MiB allowed" + (why == null ? "" : " (and " + why + ")"));
    }

    private void measure() {
        peakBytes = Math.max(peakBytes, bytes());
    }
}
