package dev.shannon.zdd.core;

import java.util.Arrays;

/**
 * The reduced nodes of one level made so far, found by their children: the reduction asks for
 * the node {@code (lo, hi)} and gets the existing one or a new one appended to the diagram.
 * Nodes on different levels are never equal, so only the level's own nodes are searched. One
 * index serves the levels of one reduction in turn, bottom-up.
 *
 * <p><b>By the take child.</b> A node is looked for among the level's nodes with the same take
 * child: {@code heads} holds, at the slot of a take child (its number's low bits), the last node
 * of the level put there (its number + 1), and each new node the one put there before it; a
 * probe walks this chain comparing both children. The slot is not a hash, on purpose: the
 * states of a level are numbered in the order their first parents were expanded, so the take
 * children of a level's nodes, read in order, run through each child level in increasing
 * streams, and so do the slots. A hash table over a level of half a million nodes (4 MB at
 * k = 15) missed the cache at nearly every node; these slots are mostly in lines just used.
 * One-thread builds of grid paths: the index 0.83–1.02 s against 2.26–2.57 s at k = 15
 * (docs/history/benchmarks-2026-12-05.md, red11). A chain is short on those (0.27 steps a node
 * at k = 15), since a take child has few parents on one level; a skip child often has thousands,
 * which is why the slot is not the skip child's.
 *
 * <p>The chains need no clearing between levels: numbers grow from level to level, so a head
 * below the level's first number is a node of a level done, an empty slot. Nor do they need to
 * be short for the result: only for the time. A level whose chains grow long (many nodes with one
 * take child, say the terminal ONE, and different skip children) is finished in a hash table of
 * the pair instead ({@link #hashRest}), with the nodes found so far put in it first; the
 * numbering is the same either way, the order of first occurrence.
 */
final class LevelIndex {
    /** Chain steps a level may take beyond two a node before it goes on in a hash table. */
    private static final int FREE_STEPS = 1 << 12;

    private static final int[] NONE = new int[0];

    private final ArrayPool arrays;
    /** Per slot, the last node put there (number + 1), or a number of a level done. */
    private int[] heads = NONE;

    private int mask;

    /** How many levels went on in a hash table (for tests and diagnostics). */
    int hashedLevels;

    /** An index for the levels of one reduction. */
    LevelIndex(ArrayPool arrays) {
        this.arrays = arrays;
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
        fit(n);
        int first = lo.size();
        int[] newLo = arrays.scratchInts(Math.max(1, n), "diagram numbering");
        int[] newHi = arrays.scratchInts(Math.max(1, n), "diagram numbering");
        int[] chain = arrays.scratchInts(Math.max(1, n), "diagram numbering");
        int[] heads = this.heads;
        int mask = this.mask;
        long steps = 2L * n + FREE_STEPS;
        int added = 0;
        int i = 0;
        for (int at = 0; i < n; i++, at += stride) {
            int h = his[i];
            if (h == Zdd.ZERO) {
                continue;
            }
            int l = (int) entries[at];
            int slot = h & mask;
            int head = heads[slot];
            // The chain's nodes are this level's from the head down; the first number below the
            // level's ends it.
            int f = head - 1 - first;
            while (f >= 0 && (newLo[f] != l || newHi[f] != h)) {
                f = chain[f] - 1 - first;
                steps--;
            }
            if (steps < 0) {
                break;
            }
            if (f < 0) {
                f = added++;
                newLo[f] = l;
                newHi[f] = h;
                chain[f] = head;
                heads[slot] = first + added;
            }
            entries[at] = first + f;
        }
        if (i < n) {
            hashedLevels++;
            added = hashRest(entries, stride, his, n, i, first, newLo, newHi, added);
        }
        lo.addAll(newLo, added);
        hi.addAll(newHi, added);
        arrays.give(newLo);
        arrays.give(newHi);
        arrays.give(chain);
    }

    /** Makes the slots at least four per node of a level of {@code n}, keeping them if they are. */
    private void fit(int n) {
        int cap = Integer.highestOneBit(Math.max(2, n)) << 2;
        if (mask >= cap - 1) {
            return;
        }
        if (heads != NONE) {
            arrays.give(heads);
        }
        // A fresh table: its zeros are numbers of no level above (every level's first is at least 2).
        heads = arrays.scratchInts(cap, "level unique table");
        Arrays.fill(heads, 0);
        mask = cap - 1;
    }

    /**
     * Goes on with nodes {@code [from, n)} in a hash table of the pair, after the level's
     * {@code added} new nodes so far are put in it; returns the number of new nodes. Open
     * addressing with four bytes a slot, a quarter to a half full: a slot holds the node's place
     * in the level plus 1 (0 is empty) in its low bits and the top bits of the pair's hash above
     * them, so a probe reads the node's children only when those agree.
     */
    private int hashRest(
            long[] entries, int stride, int[] his, int n, int from, int first, int[] newLo, int[] newHi, int added) {
        int cap = Integer.highestOneBit(Math.max(2, n)) << 2;
        int[] slots = arrays.scratchInts(cap, "level unique table");
        Arrays.fill(slots, 0, cap, 0);
        int mask = cap - 1;
        int low = placeBits(n);
        int high = ~low;
        for (int f = 0; f < added; f++) {
            int hash = hash(newLo[f], newHi[f]);
            int slot = hash & mask;
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = (hash & high) | (f + 1);
        }
        for (int i = from, at = from * stride; i < n; i++, at += stride) {
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
        arrays.give(slots);
        return added;
    }

    /**
     * The low bits of a hash table's slot that hold a place in a level of {@code n} nodes plus 1;
     * the bits above hold the top bits of the pair's hash.
     */
    static int placeBits(int n) {
        int bits = 32 - Integer.numberOfLeadingZeros(Math.max(1, n));
        return bits >= 32 ? -1 : (1 << bits) - 1;
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
        if (heads != NONE) {
            arrays.give(heads);
            heads = NONE;
        }
    }
}
