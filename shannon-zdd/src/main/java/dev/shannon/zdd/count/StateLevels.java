package dev.shannon.zdd.count;

import java.util.Arrays;

/**
 * The frontier states of a step, merged and read a batch at a time, and their successors, with no
 * table of a whole step and no random access to main memory: successors are partitioned by their
 * key's hash (a radix partition, as in the partitioned hash joins of databases), each written at
 * once with its source's residues. A partition holds every successor of its keys, so once the step
 * is made it can be merged on its own, in a small table near the processor (in its last-level
 * cache: larger partitions, fewer streams of writes for the scatter, see {@link
 * #PARTITION_TARGET}): the merged partition is a <b>batch</b> of the next step's states, which that
 * step reads at once, while it is still in the cache, writing its own successors to partitions of
 * their own. A merged level is thus never written to main memory and read back: main memory sees
 * each successor written once and read once, in long runs (BENCHMARKS.md, "Counting without a
 * diagram").
 *
 * <p>A state is a record of {@code 1 + lanes} longs: its key (2 bits a frontier position, below
 * 2^62), then its count modulo each modulus. Successors live in <b>blocks</b> of {@link #BLOCK}
 * records, taken from one pool and given back to it as soon as their partition is merged; each
 * partition is a list of blocks, its last one partly filled. The memory held is thus about that of
 * one step's successors and the next's (each partition given back as the next one grows), plus a
 * partly filled block a partition; no array is larger than a block, so no step is limited by
 * Java's largest array.
 *
 * <p>Use: {@link #startWith}, then for each step {@link #beginStep}, {@link #nextBatch} until it
 * is false, reading each batch ({@link #batchSize}, {@link #key}, {@link #residue}) and making
 * its successors ({@link #add}), then {@link #endStep}.
 */
final class StateLevels {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    /**
     * Successors in one partition at most on average (half as many at least): fewer partitions
     * than the second-level cache would hold (records of 48 bytes with five moduli, a table of 12
     * bytes a slot, two to four slots a successor), because the scatter of successors to their
     * partitions costs more with more streams of writes than the merge does beyond that cache:
     * 2^15 took 8–9% less CPU than 2^13 at k = 16 and 17 (2^14 and 2^16 in between).
     */
    static final int PARTITION_TARGET = 1 << 15;
    /** At most this many partitions: more streams of writes than this thrash the scatter. */
    private static final int MAX_PARTITION_BITS = 11;

    static final int MAX_PARTITIONS = 1 << MAX_PARTITION_BITS;
    /**
     * Records a block: 2^11, a quarter of a partition on average. Blocks of 2^9 records cost 3–5%
     * more CPU at k = 15 (more jumps between pages), and larger ones waste more memory in the
     * partly filled last blocks (half a block a partition on average).
     */
    private static final int BLOCK_BITS = 11;

    static final int BLOCK = 1 << BLOCK_BITS;

    private final long[] mod;
    private final int lanes;
    private final int stride;
    private final long maxBytes;
    private final int partitionTarget;
    private final long blockBytes;

    /** Blocks not in use, ready to be written. */
    private long[][] free = new long[16][];

    private int freeCount;
    /** Blocks made so far (in use or free): the memory held. */
    private long blocksMade;

    /** The successors of the step before, read batch by batch in this step. */
    private Partitions read = new Partitions(0);
    /** The successors made in this step. */
    private Partitions made = new Partitions(0);

    /** The next partition of {@link #read} to merge. */
    private int nextPartition;
    /** The batch: merged states of one partition, {@code batchSize} records. */
    private long[] batch = new long[0];

    private int batchSize;
    /** States in all batches of this step so far. */
    private long levelSize;

    /** The merge's table: each slot's key (-1: empty) and where its state is in the batch. */
    private long[] tableKeys = new long[16];

    private int[] table = new int[16];
    private long peakBytes;

    /** Successors partitioned by the top bits of their key's hash. */
    private static final class Partitions {
        final int bits;
        /** Each partition's blocks, the last one partly filled. */
        final long[][][] blocks;
        /** Each partition's last block. */
        final long[][] last;
        /** Blocks in each partition. */
        final int[] count;
        /** Records in each partition's last block ({@link #BLOCK} when it is full or there is none). */
        final int[] lastFill;

        Partitions(int bits) {
            this.bits = bits;
            int n = 1 << bits;
            blocks = new long[n][4][];
            last = new long[n][];
            count = new int[n];
            lastFill = new int[n];
            Arrays.fill(lastFill, BLOCK);
        }

        int records(int p) {
            return count[p] == 0 ? 0 : (count[p] - 1) * BLOCK + lastFill[p];
        }

        /** Records in all partitions (counted here rather than at each successor). */
        long total() {
            long t = 0;
            for (int p = 0; p < count.length; p++) {
                t += records(p);
            }
            return t;
        }
    }

    /**
     * @param mod the moduli, one lane each
     * @param maxBytes the most bytes the blocks, batch and table may hold
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
        this.blockBytes = 8L * BLOCK * stride + 16;
    }

    /** Makes the successors of the (empty) step before one state, {@code key}, with count one. */
    void startWith(long key) {
        made = new Partitions(0);
        long[] b = newBlock(made, 0);
        b[0] = key;
        Arrays.fill(b, 1, stride, 1);
        made.lastFill[0] = 1;
    }

    /** Starts a step: its states are the successors made in the step before. */
    void beginStep() {
        read = made;
        long expected = Math.max(1, read.total());
        int bits = 0;
        while (bits < MAX_PARTITION_BITS && (expected >> bits) > partitionTarget) {
            bits++;
        }
        made = new Partitions(bits);
        nextPartition = 0;
        batchSize = 0;
        levelSize = 0;
        measure();
    }

    /**
     * Merges the next partition of this step's states (summing the residues of equal keys) into
     * the batch, and gives its blocks back to the pool; false when none is left.
     */
    boolean nextBatch() {
        Partitions r = read;
        int n = r.count.length;
        while (nextPartition < n && r.count[nextPartition] == 0) {
            nextPartition++;
        }
        if (nextPartition == n) {
            batchSize = 0;
            return false;
        }
        int p = nextPartition++;
        int records = r.records(p);
        int w = stride;
        if (batch.length < records * w) {
            batch = new long[0];
            long[] grown = new long[Math.max(records, (int) Math.min(Integer.MAX_VALUE / w, records * 5L / 4)) * w];
            batch = grown;
            checkMemory();
        }
        // more than two slots a successor, so that the table is at most a third full (about two
        // successors in three are distinct states): a probe that collides costs a mispredicted
        // branch; half as many slots cost 6–7% more CPU at k = 15 and 16, twice as many gained 0–3%
        int cap = Integer.highestOneBit(Math.max(2, records)) << 2;
        if (table.length < cap) {
            table = new int[0];
            tableKeys = new long[0];
            table = new int[cap];
            tableKeys = new long[cap];
            checkMemory();
        }
        int[] t = table;
        long[] tk = tableKeys;
        Arrays.fill(tk, 0, cap, -1L);
        int mask = cap - 1;
        int slotShift = 64 - Integer.numberOfTrailingZeros(cap);
        int bits = r.bits;
        long[] out = batch;
        int size = 0;
        long[][] pb = r.blocks[p];
        int blocks = r.count[p];
        for (int bi = 0; bi < blocks; bi++) {
            long[] b = pb[bi];
            int end = (bi == blocks - 1 ? r.lastFill[p] : BLOCK) * w;
            for (int from = 0; from < end; from += w) {
                long key = b[from];
                // the hash's bits below those that chose the partition
                int slot = (int) (((key * GOLDEN) << bits) >>> slotShift);
                long k = tk[slot];
                // one branch for found or empty (collisions are rare at most half full)
                while (!(k == key | k < 0)) {
                    slot = (slot + 1) & mask;
                    k = tk[slot];
                }
                if (k < 0) {
                    int to = size * w;
                    tk[slot] = key;
                    t[slot] = to;
                    copy(b, from, out, to, w);
                    size++;
                } else {
                    addResidues(b, from + 1, out, t[slot] + 1, mod, lanes);
                }
            }
            release(b);
            pb[bi] = null;
        }
        r.count[p] = 0;
        r.last[p] = null;
        batchSize = size;
        levelSize += size;
        return true;
    }

    /** States in the batch. */
    int batchSize() {
        return batchSize;
    }

    /** States of this step read so far (after the last batch: the whole step's). */
    long levelSize() {
        return levelSize;
    }

    /** The key of state {@code i} of the batch. */
    long key(int i) {
        return batch[i * stride];
    }

    /** Residue {@code lane} of state {@code i} of the batch. */
    long residue(int i, int lane) {
        return batch[i * stride + 1 + lane];
    }

    /** Successor {@code key} of state {@code from} of the batch. */
    void add(long key, int from) {
        Partitions m = made;
        int p = (int) ((key * GOLDEN) >>> 1 >>> (63 - m.bits));
        int f = m.lastFill[p];
        long[] b;
        if (f == BLOCK) {
            b = newBlock(m, p);
            f = 0;
        } else {
            b = m.last[p];
        }
        m.lastFill[p] = f + 1;
        int at = f * stride;
        long[] src = batch;
        int s = from * stride;
        b[at] = key;
        copy(src, s + 1, b, at + 1, lanes);
    }

    /** Copies {@code n} longs, the usual record sizes (two to six longs) written out: a loop over a count known only at run time is not unrolled. */
    private static void copy(long[] from, int f, long[] to, int t, int n) {
        switch (n) {
            case 6:
                to[t + 5] = from[f + 5];
            // fall through
            case 5:
                to[t + 4] = from[f + 4];
            // fall through
            case 4:
                to[t + 3] = from[f + 3];
            // fall through
            case 3:
                to[t + 2] = from[f + 2];
            // fall through
            case 2:
                to[t + 1] = from[f + 1];
            // fall through
            case 1:
                to[t] = from[f];
            // fall through
            case 0:
                return;
            default:
                System.arraycopy(from, f, to, t, n);
        }
    }

    /** Adds residues {@code from[f …]} to {@code to[t …]}, lane by lane. */
    private static void addResidues(long[] from, int f, long[] to, int t, long[] mod, int lanes) {
        switch (lanes) {
            case 6:
                to[t + 5] = Moduli.add(to[t + 5], from[f + 5], mod[5]);
            // fall through
            case 5:
                to[t + 4] = Moduli.add(to[t + 4], from[f + 4], mod[4]);
            // fall through
            case 4:
                to[t + 3] = Moduli.add(to[t + 3], from[f + 3], mod[3]);
            // fall through
            case 3:
                to[t + 2] = Moduli.add(to[t + 2], from[f + 2], mod[2]);
            // fall through
            case 2:
                to[t + 1] = Moduli.add(to[t + 1], from[f + 1], mod[1]);
            // fall through
            case 1:
                to[t] = Moduli.add(to[t], from[f], mod[0]);
                return;
            default:
                for (int l = 0; l < lanes; l++) {
                    to[t + l] = Moduli.add(to[t + l], from[f + l], mod[l]);
                }
        }
    }

    /** Ends a step: the successors made become the next step's states. */
    void endStep() {
        while (nextBatch()) {
            // a step that stopped reading early leaves no blocks behind
        }
    }

    /** The most bytes the blocks, batch and table held at once so far. */
    long peakBytes() {
        return peakBytes;
    }

    /** Bytes the blocks, batch and table hold now (the lists of blocks are small beside them). */
    long bytes() {
        return blocksMade * blockBytes
                + 8L * batch.length
                + 12L * table.length
                + 32L * (read.count.length + made.count.length);
    }

    private long[] newBlock(Partitions m, int p) {
        long[] b = block();
        int c = m.count[p];
        if (c == m.blocks[p].length) {
            m.blocks[p] = Arrays.copyOf(m.blocks[p], 2 * c);
        }
        m.blocks[p][c] = b;
        m.count[p] = c + 1;
        m.last[p] = b;
        return b;
    }

    private void release(long[] b) {
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, 2 * freeCount);
        }
        free[freeCount++] = b;
    }

    /** A block from the pool, or a new one if the memory limit allows. */
    private long[] block() {
        if (freeCount > 0) {
            long[] b = free[--freeCount];
            free[freeCount] = null;
            return b;
        }
        if (bytes() + blockBytes > maxBytes) {
            throw tooMany();
        }
        blocksMade++;
        measure();
        return new long[BLOCK * stride];
    }

    private void checkMemory() {
        if (bytes() > maxBytes) {
            throw tooMany();
        }
        measure();
    }

    private CountMemoryLimitException tooMany() {
        return new CountMemoryLimitException("counting needs more memory than it may use: more than "
                + blocksMade * BLOCK + " frontier states (successors of two steps, " + lanes
                + " moduli) need more than the " + (Math.max(0, maxBytes) >> 20) + " MiB allowed");
    }

    private void measure() {
        peakBytes = Math.max(peakBytes, bytes());
    }
}
