package dev.shannon.zdd.core;

import java.util.Arrays;

/**
 * {@link LevelIndex}'s work on one level shared between threads, with the same result: the
 * level's distinct nodes appended to the diagram in order of their first occurrence, each node
 * given the number of the reduced node equal to it.
 *
 * <p>First, thread {@code t} takes the nodes whose pair of children hashes to its part
 * ({@link #part}) and finds, in a table of its own over that part only, the first node of the
 * level with the same pair (equal nodes hash alike, so they meet in one part, and since each
 * thread visits its nodes in order the first is the one the sequential index would keep). Then
 * each thread counts the new nodes in its range of the level, the ranges' offsets are summed, and
 * each thread numbers and appends the new nodes of its range, in order; last, every repeated node
 * takes the number of its first. Nothing is shared but what each step reads.
 */
final class SharedLevelIndex {
    private SharedLevelIndex() {}

    /** Which of {@code k} parts the node of pair hash {@code hash} belongs to: its top bits. */
    static int part(int hash, int k) {
        return (int) ((hash & 0xFFFFFFFFL) * k >>> 32);
    }

    /**
     * Reduces the {@code n} nodes of one level on {@code k} tasks: node {@code i}'s skip-child is
     * {@code numbers[i * stride]} and its take-child {@code his[i]} ({@link Zdd#ZERO}: the node is
     * suppressed and keeps its skip-child's number), {@code hashes[i]} the {@link LevelIndex#hash}
     * of the pair. Each kept node's entry in {@code numbers} becomes its reduced node's number,
     * appended to {@code lo}/{@code hi} if new.
     */
    static void reduce(
            long[] numbers,
            int stride,
            int[] his,
            int[] hashes,
            int n,
            int k,
            Tasks tasks,
            IntChunks lo,
            IntChunks hi,
            ArrayPool arrays) {
        int[] first = arrays.scratchInts(Math.max(1, n), "level unique table");
        try {
            tasks.run(k, t -> findFirsts(t, k, numbers, stride, his, hashes, n, first, arrays));
            int[] fresh = new int[k];
            tasks.run(k, t -> {
                int count = 0;
                for (int i = from(n, k, t), end = from(n, k, t + 1); i < end; i++) {
                    if (his[i] != Zdd.ZERO && first[i] == i) {
                        count++;
                    }
                }
                fresh[t] = count;
            });
            int[] offset = new int[k + 1];
            for (int t = 0; t < k; t++) {
                offset[t + 1] = offset[t] + fresh[t];
            }
            int base = lo.extend(offset[k]);
            hi.extend(offset[k]);
            tasks.run(k, t -> {
                int next = base + offset[t];
                for (int i = from(n, k, t), end = from(n, k, t + 1); i < end; i++) {
                    if (his[i] != Zdd.ZERO && first[i] == i) {
                        int at = i * stride;
                        lo.set(next, (int) numbers[at]);
                        hi.set(next, his[i]);
                        numbers[at] = next++;
                    }
                }
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
     * For each kept node {@code i} of part {@code t}: {@code first[i]}, the first node of the
     * level with the same children. A slot of the table holds a node's index + 1 in its low bits
     * (0: empty) and the top bits of its hash above them, as in {@link LevelIndex}.
     */
    private static void findFirsts(
            int t, int k, long[] numbers, int stride, int[] his, int[] hashes, int n, int[] first, ArrayPool arrays) {
        int expected = n / k + 1;
        int cap = Integer.highestOneBit(Math.max(4, expected + expected / 3) - 1) << 1;
        int[] slots = arrays.scratchInts(cap, "level unique table");
        Arrays.fill(slots, 0, cap, 0);
        int mask = cap - 1;
        int lowBits = 32 - Integer.numberOfLeadingZeros(Math.max(1, n));
        int low = lowBits >= 32 ? -1 : (1 << lowBits) - 1;
        int high = ~low;
        int entries = 0;
        int limit = cap - cap / 4;
        try {
            for (int i = 0; i < n; i++) {
                int hash = hashes[i];
                int h = his[i];
                if (h == Zdd.ZERO || part(hash, k) != t) {
                    continue;
                }
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
                    if (++entries >= limit) {
                        // A part larger than its share: a table twice the size.
                        int[] grown = arrays.scratchInts(2 * cap, "level unique table");
                        Arrays.fill(grown, 0, 2 * cap, 0);
                        int newMask = 2 * cap - 1;
                        for (int s = 0; s < cap; s++) {
                            int e = slots[s];
                            if (e != 0) {
                                int at = hashes[(e & low) - 1] & newMask;
                                while (grown[at] != 0) {
                                    at = (at + 1) & newMask;
                                }
                                grown[at] = e;
                            }
                        }
                        arrays.give(slots);
                        slots = grown;
                        cap *= 2;
                        mask = newMask;
                        limit = cap - cap / 4;
                    }
                }
            }
        } finally {
            arrays.give(slots);
        }
    }
}
