package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.Arrays;

/**
 * The children that frontier search has produced for one level, before deduplication: records
 * of a state (its {@code int} words packed two to a {@code long}) and a payload, appended in
 * order. When counting, the payload is the path count in base-2<sup>63</sup> limbs; when
 * building, one {@code long} naming the parent link that the state's number goes into.
 *
 * <p>{@link #partition} and {@link Partitioned#merge} deduplicate the records just before the
 * level is expanded, in one hash table of four-byte slots. A table over a level of up to four
 * million records stays in a server's last-level cache and is probed once per record; merged
 * that way, states are numbered in the order their first records arrived — the order of their
 * parents — so expanding and reducing the level read the level above and below nearly in
 * order. Larger levels are first radix-partitioned by hash into buckets of that size, each
 * merged in the same table, so that it is never probed over more than one bucket's states.
 */
final class StateRecords {
    /**
     * Records per bucket. Partitioning copies every record once and numbers states in hash
     * order, which scatters the reads of the next steps (a building level of more records is not
     * partitioned on one thread but merged in order of links, so that it is numbered as on
     * several: {@code FrontierEngine.buildLevelInLinkOrder}); below four million records (a table of
     * 32 MB at most) that costs more than the cache misses of one table on this machine (grid
     * paths, one thread: building 11% faster at k = 14 and 15% at k = 15 than with 4,096-record
     * buckets, and 10% faster at k = 16 than with one-million-record buckets;
     * docs/history/benchmarks-to-2026-12-04.md).
     */
    static final int BUCKET = 1 << 22;
    /** How many records ahead a merge reads the table slot of the record it will probe. */
    private static final int AHEAD = 16;
    /** The mask of a ring of hashes longer than {@link #AHEAD}. */
    private static final int RING = 31;

    private final int words;
    private final int keyLongs;
    private final ArrayPool arrays;
    private int width;
    private int stride;
    private long[] data;
    /**
     * The hash of each record's state, computed while the state is at hand; null for states of
     * one long ({@link #keyed}), whose hash is recomputed from the key where it is needed.
     */
    private int[] hashes;
    /**
     * Whether the states are one long each (the grid's parenthesis form, up to 21 columns). Their
     * records keep no hash: it is two multiplications away from the key, which a merge reads
     * anyway, and a record of 16 bytes instead of 20 is a fifth less memory written by the
     * expansion and read by the merge and the linking (the expansion of a one-thread 14 × 14
     * build 0.2 s shorter, the merge 0.05 s longer; docs/history/benchmarks-2026-12-05.md,
     * one7). A building merge writes each record's state number over its key, beside the link
     * it goes into.
     */
    private final boolean keyed;

    private int size;

    /** Records of states of {@code words} ints with counts of {@code width} limbs, room for {@code expected}. */
    StateRecords(int words, int width, int expected, ArrayPool arrays) {
        this.words = words;
        this.keyLongs = (words + 1) / 2;
        this.arrays = arrays;
        this.width = width;
        this.stride = keyLongs + width;
        this.keyed = keyLongs == 1;
        long room = Math.min((Integer.MAX_VALUE - 16) / stride, Math.max(64L, expected));
        this.data = arrays.scratchLongs((int) room * stride, "frontier records");
        this.hashes = keyed ? null : arrays.scratchInts((int) room, "record hashes");
    }

    int size() {
        return size;
    }

    int width() {
        return width;
    }

    /** Appends the state at {@code state[0 .. words)} with the one-long payload {@code link}. */
    void append(int[] state, long link) {
        int base = reserve(1);
        if (keyed) {
            // A state of one long (the grid's parenthesis form): packed in a register, no hash.
            data[base] = oneLong(state, words);
            data[base + 1] = link;
            return;
        }
        pack(state, base);
        hashes[size - 1] = hash(data, base);
        data[base + keyLongs] = link;
    }

    /**
     * {@link #append(int[], long)} of a state whose {@link #hash(int[], int)} the caller has
     * already computed (to choose these records among several); records of one-long states
     * keep no hash ({@link #keyed}).
     */
    void append(int[] state, long link, int hash) {
        int base = reserve(1);
        if (keyed) {
            data[base] = oneLong(state, words);
            data[base + 1] = link;
            return;
        }
        pack(state, base);
        hashes[size - 1] = hash;
        data[base + keyLongs] = link;
    }

    /**
     * {@link #append(int[], long)} of a state of one or two ints given as its key, the one long
     * these records keep for it ({@link #keyed}; {@link SearchSpec#pack}).
     */
    void appendKey(long key, long link) {
        int base = reserve(1);
        data[base] = key;
        data[base + 1] = link;
    }

    /**
     * The hash of the state at {@code state[0 .. words)}: the hash the records keep for it. A
     * state of one long is hashed without the loop of {@link #hashWords}, as
     * {@link #append(int[], long)} hashes it: a two-thread build calls this for every child it
     * files by part (docs/history/benchmarks-2026-12-05.md, par7).
     */
    static int hash(int[] state, int words) {
        if (words == 1 || words == 2) {
            return hashKey(oneLong(state, words));
        }
        return hashWords(state, words);
    }

    /** The hash of a state of one long, {@code key} ({@link #hash(int[], int)}). */
    static int hashKey(long key) {
        return finish(mix(0x9E3779B97F4A7C15L, key));
    }

    /** The hash of record {@code r}'s state (before a building merge numbers it). */
    int hash(int r) {
        return keyed ? hashKey(data[r * stride]) : hashes[r];
    }

    /** A state of one or two words as one long, the key the records keep for it. */
    private static long oneLong(int[] state, int words) {
        return words == 1 ? state[0] & 0xFFFFFFFFL : state[0] & 0xFFFFFFFFL | (long) state[1] << 32;
    }

    /** {@link #hash(int[], int)} word pair by word pair, for states of any size. */
    static int hashWords(int[] state, int words) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < words; i += 2) {
            long lo = state[i] & 0xFFFFFFFFL;
            long hi = i + 1 < words ? (long) state[i + 1] << 32 : 0;
            h = mix(h, hi | lo);
        }
        return finish(h);
    }

    /** Appends the state at {@code state[0 .. words)} with count {@code payload[at .. at + w)}. */
    void append(int[] state, long[] payload, int at, int w) {
        int base = reserve(w);
        pack(state, base);
        if (!keyed) {
            hashes[size - 1] = hash(data, base);
        }
        putCount(base + keyLongs, payload, at, w);
    }

    /**
     * {@link #append(int[], long[], int, int)} of a state of one or two ints given as its key
     * ({@link #appendKey(long, long)}).
     */
    void appendKey(long key, long[] payload, int at, int w) {
        int base = reserve(w);
        data[base] = key;
        putCount(base + 1, payload, at, w);
    }

    /** Writes count {@code payload[at .. at + w)} at {@code data[c ..]}, zero-extended to the width. */
    private void putCount(int c, long[] payload, int at, int w) {
        for (int i = 0; i < w; i++) {
            data[c + i] = payload[at + i];
        }
        for (int i = w; i < width; i++) {
            data[c + i] = 0;
        }
    }

    private int reserve(int w) {
        if (w > width) {
            widen(w);
        }
        // Pooled arrays may be longer than asked: either can be the first to fill.
        if ((size + 1) * (long) stride > data.length || !keyed && size == hashes.length) {
            long want = Math.max(64L * stride, (long) data.length * 3 / 2 + stride);
            if (want > Integer.MAX_VALUE - 16) {
                throw new ZddMemoryLimitException("one level of the search exceeds 2^31 record words");
            }
            data = arrays.grow(data, (int) want, "frontier records");
            if (!keyed) {
                hashes = arrays.grow(hashes, Math.max(hashes.length + 1, (int) (want / stride)), "record hashes");
            }
        }
        return size++ * stride;
    }

    private void pack(int[] state, int base) {
        for (int i = 0; i < words; i += 2) {
            long lo = state[i] & 0xFFFFFFFFL;
            long hi = i + 1 < words ? (long) state[i + 1] << 32 : 0;
            data[base + (i >> 1)] = hi | lo;
        }
    }

    private void widen(int w) {
        int newStride = keyLongs + w;
        // Zeroed: the new limbs of every record must read 0.
        long[] d = arrays.longs(Math.max(64, data.length / stride) * newStride, "frontier records");
        for (int r = 0; r < size; r++) {
            System.arraycopy(data, r * stride, d, r * newStride, stride);
        }
        arrays.give(data);
        data = d;
        width = w;
        stride = newStride;
    }

    void free() {
        arrays.give(data);
        if (hashes != null) {
            arrays.give(hashes);
        }
        data = null;
        hashes = null;
    }

    // ---------------------------------------------------------------- merging

    /** Told, for every record of a building merge, the number its state received. */
    @FunctionalInterface
    interface LinkSink {
        void link(long link, int number);
    }

    /**
     * The distinct states of a level, packed as in the records ({@code (words + 1) / 2} longs
     * each, back to back), with their summed counts (null when building).
     */
    record Level(int n, long[] keys, int words, long[] counts, int width) {
        /** Unpacks state {@code i} into {@code buf[0 .. words)}. */
        void state(int i, int[] buf) {
            int at = i * ((words + 1) >> 1);
            for (int j = 0; j < words; j += 2) {
                long x = keys[at + (j >> 1)];
                buf[j] = (int) x;
                if (j + 1 < words) {
                    buf[j + 1] = (int) (x >>> 32);
                }
            }
        }
    }

    /**
     * The records of several sources (one per worker) radix-partitioned by hash into buckets that
     * fit the cache; source {@code i} is scattered by task {@code i}. The sources must all have the
     * same state size; narrower counts are widened first. The sources stay allocated.
     */
    static Partitioned partition(StateRecords[] sources, Tasks tasks) {
        StateRecords any = null;
        long total = 0;
        int width = 0;
        for (StateRecords r : sources) {
            if (r != null) {
                any = r;
                total += r.size;
                width = Math.max(width, r.width);
            }
        }
        if (total > Integer.MAX_VALUE - 16) {
            throw new ZddMemoryLimitException("one level of the search exceeds 2^31 records");
        }
        int size = (int) total;
        for (StateRecords r : sources) {
            if (r != null && r.width < width) {
                r.widen(width);
            }
        }
        int pbits = 0;
        while ((size >>> pbits) > BUCKET && pbits < 12) {
            pbits++;
        }
        if (tasks != Tasks.SEQUENTIAL) {
            // Enough buckets to give every worker a share, however small the level.
            pbits = Math.max(pbits, 4);
        }
        int parts = 1 << pbits;
        StateRecords only = sources.length == 1 ? sources[0] : null;
        if (pbits == 0 && only != null) {
            return new Partitioned(any, only.data, only.hashes, new int[] {0, size}, size, width, false);
        }
        int shift = 32 - pbits;
        int[][] histograms = new int[sources.length][];
        tasks.run(sources.length, i -> histograms[i] = histogram(sources[i], parts, shift));
        // Partition p holds source 0's records of p, then source 1's, and so on.
        int[] start = new int[parts + 1];
        int[][] fill = new int[sources.length][parts];
        int at = 0;
        for (int p = 0; p < parts; p++) {
            start[p] = at;
            for (int i = 0; i < sources.length; i++) {
                fill[i][p] = at;
                at += histograms[i][p];
            }
        }
        start[parts] = at;
        int stride = any.keyLongs + width;
        if ((long) size * stride > Integer.MAX_VALUE - 16) {
            throw new ZddMemoryLimitException("one level of the search exceeds 2^31 record words");
        }
        long[] parted = any.arrays.scratchLongs(Math.max(1, size * stride), "frontier records");
        int[] partedHashes = any.keyed ? null : any.arrays.scratchInts(Math.max(1, size), "record hashes");
        tasks.run(sources.length, i -> {
            if (sources[i] != null) {
                sources[i].scatter(parted, partedHashes, fill[i], shift);
            }
        });
        return new Partitioned(any, parted, partedHashes, start, size, width, true);
    }

    private static int[] histogram(StateRecords r, int parts, int shift) {
        int[] h = new int[parts];
        if (r != null) {
            for (int i = 0; i < r.size; i++) {
                h[shift == 32 ? 0 : r.hash(i) >>> shift]++;
            }
        }
        return h;
    }

    private void scatter(long[] parted, int[] partedHashes, int[] fill, int shift) {
        for (int i = 0; i < size; i++) {
            int h = hash(i);
            int to = fill[shift == 32 ? 0 : h >>> shift]++;
            if (partedHashes != null) {
                partedHashes[to] = h;
            }
            int from = i * stride;
            int dst = to * stride;
            for (int j = 0; j < stride; j++) {
                parted[dst + j] = data[from + j];
            }
        }
    }

    /** Records grouped by hash into buckets; ranges of buckets merge independently. */
    static final class Partitioned {
        private final StateRecords shape;
        private final long[] recs;
        private final int[] hashes;
        private final int[] start;
        private final int size;
        private final int width;
        private final int stride;
        private final boolean owned;

        private Partitioned(
                StateRecords shape, long[] recs, int[] hashes, int[] start, int size, int width, boolean owned) {
            this.shape = shape;
            this.recs = recs;
            this.hashes = hashes;
            this.start = start;
            this.size = size;
            this.width = width;
            this.stride = shape.keyLongs + width;
            this.owned = owned;
        }

        int parts() {
            return start.length - 1;
        }

        /** Whether the records were copied out of their sources (which may then be freed). */
        boolean copied() {
            return owned;
        }

        int size() {
            return size;
        }

        /** Bucket boundaries that cut the records into {@code k} runs of about equal length. */
        int[] split(int k) {
            int[] cut = new int[k + 1];
            int p = 0;
            for (int j = 1; j < k; j++) {
                long goal = (long) size * j / k;
                while (p < parts() && start[p] < goal) {
                    p++;
                }
                cut[j] = p;
            }
            cut[k] = parts();
            return cut;
        }

        /**
         * The distinct states of buckets {@code [from, to)}, numbered from 0 in order of first
         * appearance within their bucket; thread-safe for disjoint ranges. With {@code links}
         * null the payloads are counts, summed per state (one limb wider, and merged again, if a
         * sum overflows); otherwise each record's payload goes to {@code links} with its state's
         * number.
         */
        Level merge(int from, int to, LinkSink links) {
            for (int w = width; ; w++) {
                Level level =
                        shape.mergeBuckets(recs, hashes, start, from, to, stride, width, links == null ? w : 0, links);
                if (level != null) {
                    return level;
                }
            }
        }

        void free() {
            if (owned) {
                shape.arrays.give(recs);
                if (hashes != null) {
                    shape.arrays.give(hashes);
                }
            }
        }
    }

    /** Merges buckets {@code [from, to)}; null if a count overflowed {@code countWidth} limbs. */
    private Level mergeBuckets(
            long[] recs,
            int[] hashes,
            int[] start,
            int from,
            int to,
            int stride,
            int width,
            int countWidth,
            LinkSink links) {
        int largest = 0;
        for (int p = from; p < to; p++) {
            largest = Math.max(largest, start[p + 1] - start[p]);
        }
        Merge merge = new Merge(start[to] - start[from], largest, countWidth, links != null, to - from > 1);
        for (int p = from; p < to; p++) {
            if (links != null) {
                merge.link(recs, hashes, start[p], start[p + 1], stride, links);
            } else if (!merge.sum(recs, hashes, start[p], start[p + 1], stride, width)) {
                merge.abandon();
                return null;
            }
            // Clear only the slots this bucket used, so the table stays small and cached; after
            // the last bucket the table goes back to the pool, and whoever takes it fills it.
            if (p + 1 < to) {
                merge.clear();
            }
        }
        return merge.level();
    }

    /** The distinct states of a building merge, and for each the link of its first record. */
    record Ordered(Level level, long[] firstLinks) {}

    /**
     * The distinct states of {@code sources}' records (building records, one link each, each
     * source in increasing order of links), fed to one table in increasing order of links, so
     * that states are numbered from 0 in the order of their first records' links and
     * {@code firstLinks} increases. Each record's hash, no longer needed, is overwritten by its
     * state's number ({@link #number}), so the records' links can be written by whichever thread
     * owns them. The sources (nulls skipped, at least one not) must hold building records of one
     * state size; thread-safe for disjoint sources.
     */
    static Ordered mergeInLinkOrder(StateRecords[] sources) {
        StateRecords shape = null;
        long records = 0;
        for (StateRecords r : sources) {
            if (r != null) {
                shape = r;
                records += r.size;
            }
        }
        if (records > Integer.MAX_VALUE - 16) {
            throw new ZddMemoryLimitException("one level of the search exceeds 2^31 records");
        }
        Merge merge = shape.new Merge((int) records, (int) records, 0, true, false);
        // One more: room for the sentinel of the numbering's merge (FrontierEngine).
        long[] firstLinks = shape.arrays.scratchLongs((int) records + 1, "first links");
        merge.firstLinks = firstLinks;
        int k = sources.length;
        int[] at = new int[k];
        while (true) {
            // The source whose next record comes first, and the next link of any other source:
            // its records up to there go in as one run (the workers' links interleave in long
            // runs: a level's states are expanded by the workers in ranges).
            int best = -1;
            long bestLink = Long.MAX_VALUE;
            for (int s = 0; s < k; s++) {
                StateRecords r = sources[s];
                if (r != null && at[s] < r.size && r.link(at[s]) < bestLink) {
                    best = s;
                    bestLink = r.link(at[s]);
                }
            }
            if (best < 0) {
                break;
            }
            long next = Long.MAX_VALUE;
            for (int s = 0; s < k; s++) {
                StateRecords r = sources[s];
                if (s != best && r != null && at[s] < r.size) {
                    next = Math.min(next, r.link(at[s]));
                }
            }
            StateRecords r = sources[best];
            int end = r.runEnd(at[best] + 1, next);
            merge.number(r.data, r.hashes, at[best], end, r.stride);
            at[best] = end;
        }
        return new Ordered(merge.level(), firstLinks);
    }

    /**
     * The first of records {@code [from, size)} whose link is at least {@code next} (or
     * {@link #size}), for links that increase: found by doubling steps and then halving them, so
     * that a run of records is not read twice (reading every record's link to find the end of its
     * run was 1.7% of a two-thread build's samples on 15 × 15 grid paths).
     */
    private int runEnd(int from, long next) {
        int lo = from;
        int step = 1;
        while (lo < size && link(lo) < next) {
            from = lo + 1;
            lo += step;
            step <<= 1;
        }
        // Every record before from has a link below next; the answer is in [from, min(lo, size)].
        int hi = Math.min(lo, size);
        while (from < hi) {
            int mid = (from + hi) >>> 1;
            if (link(mid) < next) {
                from = mid + 1;
            } else {
                hi = mid;
            }
        }
        return from;
    }

    /**
     * The part, of {@code parts}, that a state of hash {@code hash} is filed under when a build's
     * records are cut by hash: the hash's top bits (the merge's table is indexed by its low bits).
     */
    static int partOf(int hash, int parts) {
        return (int) ((hash & 0xFFFFFFFFL) * parts >>> 32);
    }

    /**
     * These records cut into {@code parts} parts by {@link #partOf}, each keeping their order
     * (null where a part has none); these are freed. For a build that brings in more threads
     * mid-search: the records already made for the levels ahead, filed as one thread files them,
     * are filed as several threads would have.
     */
    StateRecords[] splitByHash(int parts) {
        StateRecords[] out = new StateRecords[parts];
        for (int r = 0, at = 0; r < size; r++, at += stride) {
            int s = partOf(hash(r), parts);
            StateRecords part = out[s];
            if (part == null) {
                part = new StateRecords(words, width, Math.max(64, size / parts), arrays);
                out[s] = part;
            }
            int base = part.reserve(width);
            System.arraycopy(data, at, part.data, base, stride);
            if (!keyed) {
                part.hashes[part.size - 1] = hashes[r];
            }
        }
        free();
        return out;
    }

    /** The payload of record {@code r}: when building, the parent link its state's number goes into. */
    long link(int r) {
        return data[r * stride + keyLongs];
    }

    /** The number {@link #mergeInLinkOrder} gave record {@code r}'s state. */
    int number(int r) {
        return keyed ? (int) data[r * stride] : hashes[r];
    }

    /**
     * One merge in progress: the distinct states so far, their counts (when counting) and the
     * hash table that finds them. Records are added group after group (a bucket, or one source of
     * a level); the table is emptied between the groups that cannot share a state.
     */
    private final class Merge {
        private final long[] keys;
        private final long[] counts;
        private final int countWidth;
        private final int low;
        private final int high;
        /**
         * The slot of each state of the group being merged, so that {@link #clear} empties only
         * those; null when the merge has one group and never clears.
         */
        private final int[] used;

        private final int[] table;
        private final int mask;
        private int n;
        /** The sum of the slots read ahead by {@link #numberPairs}: nothing but a use of them. */
        private int ahead;
        /** {@link #numberSingles}' hashes of the records ahead, by record modulo its length. */
        private final int[] ring = new int[RING + 1];
        /** When not null: each state's first record's link. */
        private long[] firstLinks;
        /** The first state of the group being merged. */
        private int first;

        /**
         * A merge of {@code records} records in all, at most {@code largest} of them in one
         * group, with counts of {@code countWidth} limbs (none when {@code building}), in
         * several groups if {@code clears}. A merge of one group does not note the slots it
         * fills: it never empties them (the table goes back to the pool, and whoever takes it
         * fills it), and the notes were four bytes written for every state to an array as long as
         * the records.
         */
        Merge(int records, int largest, int countWidth, boolean building, boolean clears) {
            this.countWidth = countWidth;
            keys = arrays.scratchLongs(Math.max(1, records * keyLongs), "frontier states");
            counts = building ? null : arrays.longs(Math.max(1, records * countWidth), "path counts");
            // A slot holds the state's number + 1 in its low bits (0: empty) and the top bits of
            // its hash above them, so a probe reads the state itself only when those agree: one
            // random read per record, in a table of four bytes a slot. The table has room for
            // every record of the largest group (at most three-quarters full if no two records
            // share a state; on grid paths two records in three are distinct states, so a quarter
            // to a half full), and so never grows. Small tables used to start with room for half
            // the records and double when three-quarters full, to stay in the core's cache; since
            // the probe loop writes no links (link), the sparser table is faster: the merge of a
            // one-thread build of 14 × 14 grid paths took 0.69-0.71 s against 0.81-0.84 s
            // (docs/history/benchmarks-2026-12-05.md).
            int lowBits = 32 - Integer.numberOfLeadingZeros(Math.max(1, records));
            low = lowBits >= 32 ? -1 : (1 << lowBits) - 1;
            high = ~low;
            int cap = tableSize(largest);
            table = arrays.scratchInts(cap, "merge table");
            Arrays.fill(table, 0, cap, 0);
            used = clears ? arrays.scratchInts(Math.max(1, largest), "merge table") : null;
            mask = cap - 1;
        }

        /**
         * Adds the building records {@code [from, to)} of {@code recs} and tells {@code links} each
         * record's link with its state's number. The records' hashes are overwritten by those
         * numbers ({@link #number}), and the links are written in a second loop: a loop that only
         * probes the table, and one that only writes links, took 25% less time than one loop
         * doing both (building 14 × 14 grid paths, one thread).
         */
        void link(long[] recs, int[] hashes, int from, int to, int stride, LinkSink links) {
            number(recs, hashes, from, to, stride);
            if (keyed) {
                // The number is where the key was, beside the link.
                for (int at = from * stride, end = to * stride; at < end; at += stride) {
                    links.link(recs[at + 1], (int) recs[at]);
                }
                return;
            }
            for (int i = from, at = from * stride + keyLongs; i < to; i++, at += stride) {
                links.link(recs[at], hashes[i]);
            }
        }

        /**
         * Adds the building records {@code [from, to)} of {@code recs}: each record's hash (its
         * key, for {@link #keyed} records) is overwritten by its state's number, and a new
         * state's first link noted when {@link #firstLinks} is kept.
         */
        void number(long[] recs, int[] hashes, int from, int to, int stride) {
            if (keyLongs == 2) {
                numberPairs(recs, hashes, from, to, stride);
                return;
            }
            if (keyed) {
                numberSingles(recs, from, to, stride);
                return;
            }
            for (int i = from, at = from * stride; i < to; i++, at += stride) {
                hashes[i] = findOrAdd(recs, at, hashes[i]);
            }
        }

        /** The number of the state at {@code recs[at ..]}, of hash {@code h}: found, or new. */
        private int findOrAdd(long[] recs, int at, int h) {
            int tag = h & high;
            int slot = h & mask;
            int entry;
            while ((entry = table[slot]) != 0) {
                if ((entry & high) == tag) {
                    int s = (entry & low) - 1;
                    if (sameKey(recs, at, keys, s * keyLongs)) {
                        return s;
                    }
                }
                slot = (slot + 1) & mask;
            }
            int found = n++;
            table[slot] = tag | (found + 1);
            System.arraycopy(recs, at, keys, found * keyLongs, keyLongs);
            if (used != null) {
                used[found - first] = slot;
            }
            if (firstLinks != null) {
                firstLinks[found] = recs[at + keyLongs];
            }
            return found;
        }

        /**
         * {@link #number} for states of two longs (grid paths up to 16 × 16): the key's words held
         * in locals and compared and copied one by one, since a loop over {@link #keyLongs} (known
         * only at run time) is not unrolled by the compiler (10% of the merge on 14 × 14 grid paths).
         */
        private void numberPairs(long[] recs, int[] hashes, int from, int to, int stride) {
            int[] table = this.table;
            long[] keys = this.keys;
            int[] used = this.used;
            long[] firstLinks = this.firstLinks;
            int first = this.first;
            int mask = this.mask;
            int high = this.high;
            int low = this.low;
            int n = this.n;
            int ahead = 0;
            int last = to - 1;
            try {
                for (int i = from; i < to; i++) {
                    // The slot of the record 16 ahead, read before this record's branches: a
                    // mispredicted branch does not cancel a load issued before it, so the slot is
                    // in cache when its turn comes (the merge 10% faster on 14 × 14 grid paths).
                    ahead += table[hashes[Math.min(i + AHEAD, last)] & mask];
                    int at = i * stride;
                    long k0 = recs[at];
                    long k1 = recs[at + 1];
                    int h = hashes[i];
                    int tag = h & high;
                    int slot = h & mask;
                    int found = -1;
                    int entry;
                    while ((entry = table[slot]) != 0) {
                        if ((entry & high) == tag) {
                            int s = (entry & low) - 1;
                            if (keys[2 * s] == k0 && keys[2 * s + 1] == k1) {
                                found = s;
                                break;
                            }
                        }
                        slot = (slot + 1) & mask;
                    }
                    if (found < 0) {
                        found = n++;
                        table[slot] = tag | (found + 1);
                        keys[2 * found] = k0;
                        keys[2 * found + 1] = k1;
                        if (used != null) {
                            used[found - first] = slot;
                        }
                        if (firstLinks != null) {
                            firstLinks[found] = recs[at + 2];
                        }
                    }
                    hashes[i] = found;
                }
            } finally {
                this.n = n;
                // Kept, so that the compiler keeps the loads.
                this.ahead = ahead;
            }
        }

        /**
         * {@link #numberPairs} for states of one long (grid paths in the parenthesis form of
         * {@code GridMateSpec}, up to 21 columns), whose records keep no hash: it is recomputed
         * from the key, and the number written over the key.
         */
        private void numberSingles(long[] recs, int from, int to, int stride) {
            int[] table = this.table;
            long[] keys = this.keys;
            int[] used = this.used;
            long[] firstLinks = this.firstLinks;
            int first = this.first;
            int mask = this.mask;
            int high = this.high;
            int low = this.low;
            int n = this.n;
            int ahead = 0;
            // The hashes of the records up to AHEAD ahead, computed once, when their slots are
            // read ahead: computed again at each record's turn, the hash on the probe's path
            // made the merge of a one-thread 14 × 14 build 1.01-1.06 s against 0.84-0.88 s
            // (docs/history/benchmarks-2026-12-05.md, one7).
            int[] ring = this.ring;
            for (int j = from, end = Math.min(to, from + AHEAD); j < end; j++) {
                ring[j & RING] = hashKey(recs[j * stride]);
            }
            int last = to - 1;
            try {
                for (int i = from; i < to; i++) {
                    int h = ring[i & RING];
                    // Near the end the last record is read ahead again: its hash is the same.
                    int j = Math.min(i + AHEAD, last);
                    int hj = hashKey(recs[j * stride]);
                    ring[j & RING] = hj;
                    ahead += table[hj & mask];
                    int at = i * stride;
                    long k0 = recs[at];
                    int tag = h & high;
                    int slot = h & mask;
                    int found = -1;
                    int entry;
                    while ((entry = table[slot]) != 0) {
                        if ((entry & high) == tag) {
                            int s = (entry & low) - 1;
                            if (keys[s] == k0) {
                                found = s;
                                break;
                            }
                        }
                        slot = (slot + 1) & mask;
                    }
                    if (found < 0) {
                        found = n++;
                        table[slot] = tag | (found + 1);
                        keys[found] = k0;
                        if (used != null) {
                            used[found - first] = slot;
                        }
                        if (firstLinks != null) {
                            firstLinks[found] = recs[at + 1];
                        }
                    }
                    recs[at] = found;
                }
            } finally {
                this.n = n;
                this.ahead = ahead;
            }
        }

        /**
         * Adds the counting records {@code [from, to)} of {@code recs} ({@code width} limbs of
         * count each), summing the counts of each state; false if a sum overflowed
         * {@link #countWidth} limbs. The records are left as they were (the merge may be tried
         * again, wider).
         */
        boolean sum(long[] recs, int[] hashes, int from, int to, int stride, int width) {
            for (int i = from, at = from * stride; i < to; i++, at += stride) {
                int found = findOrAdd(recs, at, keyed ? hashKey(recs[at]) : hashes[i]);
                if (!addCount(counts, found * countWidth, countWidth, recs, at + keyLongs, width)) {
                    return false;
                }
            }
            return true;
        }

        /** Empties the slots of the group just merged; the next group starts afresh. */
        void clear() {
            for (int u = 0; u < n - first; u++) {
                table[used[u]] = 0;
            }
            first = n;
        }

        /** The merged level; the table goes back to the pool. */
        Level level() {
            arrays.give(table);
            if (used != null) {
                arrays.give(used);
            }
            return new Level(n, keys, words, counts, countWidth);
        }

        /** Gives every array back (a count overflowed: the merge starts again, wider). */
        void abandon() {
            arrays.give(table);
            if (used != null) {
                arrays.give(used);
            }
            arrays.give(keys);
            if (counts != null) {
                arrays.give(counts);
            }
        }
    }

    /** Slots for {@code entries} entries: a power of two at least 4/3 of it (three-quarters full at most). */
    private static int tableSize(int entries) {
        long want = Math.max(4L, entries + (entries + 2L) / 3);
        return (int) Math.min(1L << 30, Long.highestOneBit(want - 1) << 1);
    }

    private int hash(long[] recs, int at) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < keyLongs; i++) {
            h = mix(h, recs[at + i]);
        }
        return finish(h);
    }

    private static long mix(long h, long word) {
        h = (h ^ word) * 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 29);
    }

    private static int finish(long h) {
        h *= 0x94D049BB133111EBL;
        return (int) (h ^ (h >>> 32));
    }

    private boolean sameKey(long[] recs, int at, long[] keys, int kat) {
        for (int i = 0; i < keyLongs; i++) {
            if (recs[at + i] != keys[kat + i]) {
                return false;
            }
        }
        return true;
    }

    /** {@code dst[at .. at+w) += src[sat .. sat+sw)}; false on overflow out of the top limb. */
    private static boolean addCount(long[] dst, int at, int w, long[] src, int sat, int sw) {
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
