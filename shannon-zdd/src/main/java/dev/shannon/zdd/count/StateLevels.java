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
 * 2^62), then its count modulo each modulus (keys in an array of their own, so that the first pass
 * reads 8 bytes a state, measured no faster and cost 8 bytes more a state). A step is made in two
 * passes over the level read that make the same successors in the same order ({@link #add}): the
 * first, after {@link #beginCount}, counts the successors of each partition; the second, after {@link
 * #beginScatter}, writes each one after the previous of its partition. {@link #merge} then sums
 * the residues of equal keys partition by partition, writing each merged state over the first
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
    /** While counting: successors per partition; while scattering: where the partition's next one goes. */
    private int[] fill = new int[1];
    /** The first successor of each partition (and the total after the last). */
    private int[] start = new int[2];

    private boolean scattering;
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
        return 8L * (level.length + succ.length) + 4L * (table.length + fill.length + start.length);
    }

    /** Starts the first pass of a step: {@link #add} counts the successors of each partition. */
    void beginCount() {
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
        scattering = false;
    }

    /** Starts the second pass: the same successors, in the same order, are written to their partitions. */
    void beginScatter() {
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
        scattering = true;
        measure();
    }

    /** Successor {@code key} of state {@code from} of the level read (both passes make the same calls). */
    void add(long key, int from) {
        int p = (int) ((key * GOLDEN) >>> 1 >>> (63 - partitionBits));
        if (scattering) {
            int at = fill[p]++ * stride;
            long[] s = succ;
            long[] l = level;
            int f = from * stride + 1;
            s[at] = key;
            for (int j = 1; j < stride; j++) {
                s[at + j] = l[f++];
            }
        } else {
            fill[p]++;
        }
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
