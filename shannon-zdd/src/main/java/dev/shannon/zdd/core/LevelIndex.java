package dev.shannon.zdd.core;

import java.util.Arrays;

/**
 * The reduced nodes of one level made so far, found by their children: the reduction asks for
 * the node {@code (lo, hi)} and gets the existing one or a new one appended to the diagram.
 * Nodes on different levels are never equal, so each level has its own index, dropped when the
 * level is done.
 *
 * <p>Open addressing with four bytes a slot, so that the table stays in cache as long as it
 * can: a slot holds the node's place in the level ({@code number - first}, plus 1; 0 is empty)
 * in its low bits and the top bits of the pair's hash above them, so a probe reads the node's
 * children only when those agree — almost only when the node is the one sought. (Slots of the
 * pair and number side by side, 16 bytes, were 4% slower over a whole build of 14 × 14 grid
 * paths; indexing the level's nodes by their skip-child does not pay either, since on grid
 * paths a skip-child often has thousands of parents on one level.) The level's new nodes are
 * kept in two plain arrays while the level is reduced, where a probe reads them with one load
 * each, and appended to the diagram's chunked columns at the end.
 */
final class LevelIndex {
    private final int[] slots;
    private final int mask;
    private final int low;
    private final int high;
    private final ArrayPool arrays;

    /** An index for a level of {@code n} nodes. */
    LevelIndex(int n, ArrayPool arrays) {
        this.arrays = arrays;
        // Almost every node is an entry (few merge), so the table is a quarter to a half full:
        // a collision costs a mispredicted branch. At most three-quarters full (half the slots),
        // the index of a one-thread build of 14 × 14 grid paths took 0.60-0.65 s, against
        // 0.46-0.52 s so (docs/history/benchmarks-2026-12-05.md).
        int cap = Integer.highestOneBit(Math.max(2, n)) << 2;
        slots = arrays.scratchInts(cap, "level unique table");
        Arrays.fill(slots, 0, cap, 0);
        mask = cap - 1;
        int lowBits = 32 - Integer.numberOfLeadingZeros(Math.max(1, n));
        low = lowBits >= 32 ? -1 : (1 << lowBits) - 1;
        high = ~low;
    }

    /**
     * Reduces a level of {@code n} nodes: node i's skip child is {@code entries[i * stride]}, its
     * take child {@code his[i]}; the entry becomes the node's number in the diagram, found or
     * appended to {@code lo}/{@code hi} (the skip child itself when the take child is ZERO). A
     * loop of its own, so that the compiler compiles it as a method and not as part of the
     * reduction's loop over the levels (an on-stack replacement of that whole loop, compiled
     * twice per build).
     */
    void reduce(long[] entries, int stride, int[] his, int n, IntChunks lo, IntChunks hi) {
        int first = lo.size();
        int[] newLo = arrays.scratchInts(Math.max(1, n), "diagram numbering");
        int[] newHi = arrays.scratchInts(Math.max(1, n), "diagram numbering");
        int[] slots = this.slots;
        int mask = this.mask;
        int low = this.low;
        int high = this.high;
        int added = 0;
        for (int i = 0, at = 0; i < n; i++, at += stride) {
            int h = his[i];
            if (h == Zdd.ZERO) {
                continue;
            }
            int l = (int) entries[at];
            int hash = hash(l, h);
            int tag = hash & high;
            int slot = hash & mask;
            int found = -1;
            int entry;
            while ((entry = slots[slot]) != 0) {
                if ((entry & high) == tag) {
                    int f = (entry & low) - 1;
                    if (newLo[f] == l && newHi[f] == h) {
                        found = f;
                        break;
                    }
                }
                slot = (slot + 1) & mask;
            }
            if (found < 0) {
                found = added++;
                newLo[found] = l;
                newHi[found] = h;
                slots[slot] = tag | added;
            }
            entries[at] = first + found;
        }
        lo.addAll(newLo, added);
        hi.addAll(newHi, added);
        arrays.give(newLo);
        arrays.give(newHi);
    }

    /** The hash of the node with children {@code (l, h)}. */
    static int hash(int l, int h) {
        long x = ((long) l << 32 | (h & 0xFFFFFFFFL)) * 0x9E3779B97F4A7C15L;
        x ^= x >>> 31;
        x *= 0xBF58476D1CE4E5B9L;
        return (int) (x ^ (x >>> 32));
    }

    /** Gives the index's arrays back. */
    void free() {
        arrays.give(slots);
    }
}
