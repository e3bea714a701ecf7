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
     * each range.
     */
    static final class Pairs {
        private final int n;
        private final int k;
        private final ArrayPool arrays;
        /** The pair hash of each node. */
        final int[] hashes;
        /** {@code order[p]}: the nodes of part {@code p}, range {@code r}'s from {@code from(r)} on. */
        private final int[][] order;
        /** {@code ends[r][p]}: where range {@code r}'s nodes of part {@code p} end in {@code order[p]}. */
        private final int[][] ends;

        Pairs(int n, int k, ArrayPool arrays) {
            this.n = n;
            this.k = k;
            this.arrays = arrays;
            this.hashes = arrays.scratchInts(Math.max(1, n), "level unique table");
            this.order = new int[k][];
            for (int p = 0; p < k; p++) {
                order[p] = arrays.scratchInts(Math.max(1, n), "level unique table");
            }
            this.ends = new int[k][];
        }

        /** The noter of range {@code t}, from the start of the range (a retried sum starts again). */
        Range range(int t) {
            int[] at = new int[k];
            Arrays.fill(at, from(n, k, t));
            ends[t] = at;
            return new Range(at);
        }

        void free() {
            arrays.give(hashes);
            for (int[] a : order) {
                arrays.give(a);
            }
        }

        /** One thread's range of the sums: notes its nodes in order. */
        final class Range {
            /** The next place in each part's list; a field array of this thread's own. */
            private final int[] at;

            private Range(int[] at) {
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
                for (int i = from; i < end; i++) {
                    int h = his[i];
                    int hash = LevelIndex.hash((int) numbers[i * stride], h);
                    hashes[i] = hash;
                    int p = part(hash, k);
                    int c = at[p];
                    order[p][c] = i;
                    // Written in any case, kept only if the node is: no branch on the node's kind.
                    at[p] = c + (h != Zdd.ZERO ? 1 : 0);
                }
            }

            /**
             * {@link #note} for two parts, without a branch and with both places in locals: the
             * node is written to both lists and kept in the one its hash names (if it is kept at
             * all). A place is at most the node's index, so the writes stay in the range.
             */
            private void noteTwo(int from, int end, long[] numbers, int stride, int[] his) {
                int[] hashes = Pairs.this.hashes;
                int[] zero = order[0];
                int[] one = order[1];
                int c0 = at[0];
                int c1 = at[1];
                for (int i = from; i < end; i++) {
                    int h = his[i];
                    int hash = LevelIndex.hash((int) numbers[i * stride], h);
                    hashes[i] = hash;
                    int keep = h != Zdd.ZERO ? 1 : 0;
                    // part(hash, 2): the top bit.
                    int p = hash >>> 31;
                    zero[c0] = i;
                    one[c1] = i;
                    c0 += keep & (p ^ 1);
                    c1 += keep & p;
                }
                at[0] = c0;
                at[1] = c1;
            }
        }
    }

    /**
     * Reduces the {@code n} nodes of one level on {@code k} tasks: node {@code i}'s skip-child is
     * {@code numbers[i * stride]} and its take-child {@code his[i]} ({@link Zdd#ZERO}: the node is
     * suppressed and keeps its skip-child's number), {@code pairs} their hashes by part. Each kept
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
            tasks.run(k, t -> fresh[t] = findFirsts(t, numbers, stride, his, pairs, first, arrays));
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
     * For each node {@code i} of part {@code t}'s list: {@code first[i]}, the first node of the
     * level with the same children; returns the number of new nodes (their own firsts) of each
     * range. A slot of the table holds a node's index + 1 in its low bits (0: empty) and the top
     * bits of its hash above them, as in {@link LevelIndex}.
     */
    private static int[] findFirsts(
            int t, long[] numbers, int stride, int[] his, Pairs pairs, int[] first, ArrayPool arrays) {
        int n = pairs.n;
        int k = pairs.k;
        int[] hashes = pairs.hashes;
        int[] mine = pairs.order[t];
        int[] fresh = new int[k];
        int entries = 0;
        for (int r = 0; r < k; r++) {
            entries += pairs.ends[r][t] - from(n, k, r);
        }
        int cap = Integer.highestOneBit(Math.max(4, entries + entries / 3) - 1) << 1;
        int[] slots = arrays.scratchInts(cap, "level unique table");
        Arrays.fill(slots, 0, cap, 0);
        int mask = cap - 1;
        int lowBits = 32 - Integer.numberOfLeadingZeros(Math.max(1, n));
        int low = lowBits >= 32 ? -1 : (1 << lowBits) - 1;
        int high = ~low;
        try {
            for (int r = 0; r < k; r++) {
                int news = 0;
                for (int m = from(n, k, r), end = pairs.ends[r][t]; m < end; m++) {
                    int i = mine[m];
                    int hash = hashes[i];
                    int h = his[i];
                    int l = (int) numbers[i * stride];
                    int tag = hash & high;
                    int slot = hash & mask;
                    int found = i;
                    int entry;
                    while ((entry = slots[slot]) != 0) {
                        if ((entry & high) == tag) {
                            int j = (entry & low) - 1;
                            if (his[j] == h && (int) numbers[j * stride] == l) {
                                found = j;
                                break;
                            }
                        }
                        slot = (slot + 1) & mask;
                    }
                    first[i] = found;
                    if (found == i) {
                        slots[slot] = tag | (i + 1);
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
