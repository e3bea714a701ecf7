package dev.shannon.zdd.core;

import java.util.Arrays;

/**
 * {@link LevelIndex}'s work on one level shared between threads, with the same result: the
 * level's distinct nodes appended to the diagram in order of their first occurrence, each node
 * given the number of the reduced node equal to it.
 *
 * <p>The reduction's sums, each thread over its range of the level, hash every node's pair of
 * children and note the node in the list of its part ({@link #part}, {@link Pairs}). Then thread
 * {@code t} goes through part {@code t}'s list and finds, in a table of its own over that part
 * only, the first node of the level with the same pair (equal nodes hash alike, so they meet in
 * one part, and since the list is in order the first is the one the sequential index would
 * keep), counting the new nodes of each range. The ranges' offsets are summed, and each thread
 * numbers and appends the new nodes of its range, in order; last, every repeated node takes the
 * number of its first. Nothing is shared but what each step reads.
 */
final class SharedLevelIndex {
    private SharedLevelIndex() {}

    /** Which of {@code k} parts the node of pair hash {@code hash} belongs to: its top bits. */
    static int part(int hash, int k) {
        return (int) ((hash & 0xFFFFFFFFL) * k >>> 32);
    }

    /**
     * The pairs of one level of {@code n} nodes, hashed and noted by part right after the sums
     * have made them, {@code k} ranges of the level by {@code k} threads. Each thread used to go
     * through every node of the level to find those of its part, a test taken at random (the parts
     * are cut by hash) and mispredicted half the time; noting them by part costs one pass over
     * each range. A note is the node's index and its pair of children, side by side in the
     * part's list, so that finding firsts reads its part's lists in order and compares a probed
     * node's pair there, in lists half the level's size, instead of reading the level's arrays
     * at the nodes of its part (every cache line of them, on each thread: the parts interleave).
     *
     * <p>On two parts, range {@code r}'s notes share one segment of the lists: part 0's from the
     * range's start upwards, part 1's from its end downwards, so each node is written once, at a
     * place chosen without a branch. On more parts each part has lists of its own.
     */
    static final class Pairs {
        private final int n;
        private final int k;
        private final ArrayPool arrays;
        /** {@code nodes[p]}: the noted nodes of part {@code p} (on two parts, of both). */
        private final int[][] nodes;
        /** {@code pairs[p]}: their children, skip child in the high half ({@link #pair}). */
        private final long[][] pairs;
        /** {@code counts[r][p]}: how many nodes of part {@code p} range {@code r} noted. */
        private final int[][] counts;

        Pairs(int n, int k, ArrayPool arrays) {
            this.n = n;
            this.k = k;
            this.arrays = arrays;
            int lists = k == 2 ? 1 : k;
            this.nodes = new int[lists][];
            this.pairs = new long[lists][];
            for (int p = 0; p < lists; p++) {
                nodes[p] = arrays.scratchInts(Math.max(1, n), "level unique table");
                pairs[p] = arrays.scratchLongs(Math.max(1, n), "level unique table");
            }
            this.counts = new int[k][];
        }

        /** The noter of range {@code t}, from the start of the range (a retried sum starts again). */
        Range range(int t) {
            int[] at = new int[k];
            counts[t] = at;
            return new Range(t, at);
        }

        void free() {
            for (int p = 0; p < nodes.length; p++) {
                arrays.give(nodes[p]);
                arrays.give(pairs[p]);
            }
        }

        /** Where note {@code m} (from 0) of part {@code p} in range {@code r} is in its lists. */
        private int place(int r, int p, int m) {
            return k == 2 && p == 1 ? from(n, k, r + 1) - 1 - m : from(n, k, r) + m;
        }

        /** One thread's range of the sums: notes its nodes in order. */
        final class Range {
            private final int r;
            /** How many nodes of each part are noted so far; a field array of this thread's own. */
            private final int[] at;

            private Range(int r, int[] at) {
                this.r = r;
                this.at = at;
            }

            /**
             * Notes nodes {@code [from, end)}, node {@code i} with children
             * {@code (numbers[i * stride], his[i])}, in order; suppressed nodes ({@code his[i]}
             * ZERO) are left out.
             */
            void note(int from, int end, long[] numbers, int stride, int[] his) {
                if (k == 2) {
                    noteTwo(from, end, numbers, stride, his);
                    return;
                }
                int start = from(n, k, r);
                for (int i = from; i < end; i++) {
                    int h = his[i];
                    long pair = pair((int) numbers[i * stride], h);
                    int p = part(hash(pair), k);
                    int c = at[p];
                    nodes[p][start + c] = i;
                    pairs[p][start + c] = pair;
                    // Written in any case, kept only if the node is: no branch on the node's kind.
                    at[p] = c + (h != Zdd.ZERO ? 1 : 0);
                }
            }

            /**
             * {@link #note} for two parts, without a branch and with both counts in locals: the
             * node goes to the place its part names in the range's segment, part 0's growing up
             * from the start and part 1's down from the end (a node not kept is written where the
             * next of its part will be, or left past the part's end). The two never meet: after
             * {@code s} nodes, {@code c0 + c1 <= s} of them are kept, and the segment is longer.
             */
            private void noteTwo(int from, int end, long[] numbers, int stride, int[] his) {
                int[] list = nodes[0];
                long[] kids = pairs[0];
                int up = from(n, k, r);
                int down = from(n, k, r + 1) - 1;
                int c0 = at[0];
                int c1 = at[1];
                for (int i = from; i < end; i++) {
                    int h = his[i];
                    long pair = pair((int) numbers[i * stride], h);
                    int keep = h != Zdd.ZERO ? 1 : 0;
                    // part(hash, 2): the top bit.
                    int p = hash(pair) >>> 31;
                    int lower = up + c0;
                    int place = lower + (((down - c1) - lower) & -p);
                    list[place] = i;
                    kids[place] = pair;
                    c0 += keep & (p ^ 1);
                    c1 += keep & p;
                }
                at[0] = c0;
                at[1] = c1;
            }
        }
    }

    /** The pair of children {@code (l, h)} as one long: {@code l} in the high half. */
    static long pair(int l, int h) {
        return (long) l << 32 | (h & 0xFFFFFFFFL);
    }

    /** {@link LevelIndex#hash} of a {@link #pair}. */
    private static int hash(long pair) {
        return LevelIndex.hash((int) (pair >>> 32), (int) pair);
    }

    /**
     * Reduces the {@code n} nodes of one level on {@code k} tasks: node {@code i}'s skip-child is
     * {@code numbers[i * stride]} and its take-child {@code his[i]} ({@link Zdd#ZERO}: the node is
     * suppressed and keeps its skip-child's number), {@code pairs} their notes by part. Each kept
     * node's entry in {@code numbers} becomes its reduced node's number, appended to
     * {@code lo}/{@code hi} if new.
     */
    static void reduce(
            long[] numbers,
            int stride,
            int[] his,
            Pairs pairs,
            int n,
            int k,
            Tasks tasks,
            IntChunks lo,
            IntChunks hi,
            ArrayPool arrays) {
        int[] first = arrays.scratchInts(Math.max(1, n), "level unique table");
        try {
            // fresh[t][r]: the new nodes of part t in range r, counted as they are found.
            int[][] fresh = new int[k][];
            tasks.run(k, t -> fresh[t] = findFirsts(t, pairs, first, arrays));
            int[] offset = new int[k + 1];
            for (int r = 0; r < k; r++) {
                int count = 0;
                for (int t = 0; t < k; t++) {
                    count += fresh[t][r];
                }
                offset[r + 1] = offset[r] + count;
            }
            int base = lo.extend(offset[k]);
            hi.extend(offset[k]);
            tasks.run(k, t -> {
                // The range's new nodes go to plain arrays first and into the diagram's chunked
                // columns in one copy each, as LevelIndex appends a level's nodes.
                int start = base + offset[t];
                int count = offset[t + 1] - offset[t];
                int[] newLo = arrays.scratchInts(Math.max(1, count), "diagram numbering");
                int[] newHi = arrays.scratchInts(Math.max(1, count), "diagram numbering");
                int next = 0;
                for (int i = from(n, k, t), end = from(n, k, t + 1); i < end; i++) {
                    int h = his[i];
                    if (h != Zdd.ZERO && first[i] == i) {
                        int at = i * stride;
                        newLo[next] = (int) numbers[at];
                        newHi[next] = h;
                        numbers[at] = start + next++;
                    }
                }
                lo.copyIn(start, newLo, count);
                hi.copyIn(start, newHi, count);
                arrays.give(newLo);
                arrays.give(newHi);
            });
            tasks.run(k, t -> {
                for (int i = from(n, k, t), end = from(n, k, t + 1); i < end; i++) {
                    int f = first[i];
                    if (his[i] != Zdd.ZERO && f != i) {
                        numbers[i * stride] = numbers[f * stride];
                    }
                }
            });
        } finally {
            arrays.give(first);
        }
    }

    /** The first node of range {@code t} of {@code k} equal ranges of {@code n} nodes. */
    private static int from(int n, int k, int t) {
        return (int) ((long) n * t / k);
    }

    /**
     * For each node {@code i} of part {@code t}'s lists: {@code first[i]}, the first node of the
     * level with the same children; returns the number of new nodes (their own firsts) of each
     * range. A slot of the table holds a note's place in the lists + 1 in its low bits (0: empty)
     * and the top bits of its hash above them, as in {@link LevelIndex}; a probe compares the
     * pair noted there.
     */
    private static int[] findFirsts(int t, Pairs pairs, int[] first, ArrayPool arrays) {
        int n = pairs.n;
        int k = pairs.k;
        int[] nodes = pairs.nodes[k == 2 ? 0 : t];
        long[] kids = pairs.pairs[k == 2 ? 0 : t];
        int[] fresh = new int[k];
        int entries = 0;
        for (int r = 0; r < k; r++) {
            entries += pairs.counts[r][t];
        }
        int cap = Integer.highestOneBit(Math.max(4, entries + entries / 3) - 1) << 1;
        int[] slots = arrays.scratchInts(cap, "level unique table");
        Arrays.fill(slots, 0, cap, 0);
        int mask = cap - 1;
        int low = LevelIndex.placeBits(n);
        int high = ~low;
        try {
            for (int r = 0; r < k; r++) {
                int news = 0;
                int count = pairs.counts[r][t];
                // The notes in order of their nodes: part 1's of two run down from the end.
                int step = k == 2 && t == 1 ? -1 : 1;
                for (int m = 0, place = pairs.place(r, t, 0); m < count; m++, place += step) {
                    long pair = kids[place];
                    int hash = hash(pair);
                    int tag = hash & high;
                    int slot = hash & mask;
                    int found = place;
                    int entry;
                    while ((entry = slots[slot]) != 0) {
                        if ((entry & high) == tag) {
                            int f = (entry & low) - 1;
                            if (kids[f] == pair) {
                                found = f;
                                break;
                            }
                        }
                        slot = (slot + 1) & mask;
                    }
                    first[nodes[place]] = nodes[found];
                    if (found == place) {
                        slots[slot] = tag | (place + 1);
                        news++;
                    }
                }
                fresh[r] = news;
            }
            return fresh;
        } finally {
            arrays.give(slots);
        }
    }
}
