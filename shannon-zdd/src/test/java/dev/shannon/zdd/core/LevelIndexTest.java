package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * {@link LevelIndex} against a {@link HashMap}: a level's pairs of children, many repeated, get
 * the number of the first node with the same pair, new pairs are appended in order after the
 * nodes already in the diagram, a node whose take child is ZERO is its skip child, and the
 * diagram's columns hold exactly the new pairs. One index serves several levels in turn, as in
 * a reduction (its chains are not cleared between levels), and a level whose take children are
 * few and shared by many nodes goes on in a hash table with the same result.
 */
class LevelIndexTest {
    @Property(tries = 200)
    void findsEachPairsFirstNodeAndAppendsTheNewOnesInOrder(
            @ForAll @IntRange(min = 0, max = 5000) int n,
            @ForAll @IntRange(min = 1, max = 6000) int pool,
            @ForAll @IntRange(min = 2, max = 500) int before,
            @ForAll @IntRange(min = 1, max = 3) int stride,
            @ForAll @IntRange(min = 1, max = 4) int levels,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        MemoryBudget budget = MemoryBudget.unlimited();
        IntChunks lo = below(budget, before);
        IntChunks hi = below(budget, before);
        LevelIndex index = new LevelIndex(new ArrayPool(budget));
        for (int level = 0; level < levels; level++) {
            int below = lo.size();
            long[] pairs = new long[pool];
            for (int p = 0; p < pool; p++) {
                // Children below the level, close together as on real levels, so slots are
                // shared (and a take child is now and then ZERO, 0). The numbers of the
                // level just done come up as take children too: the index's slots still hold
                // that level's nodes, which must not be found again.
                pairs[p] = (long) random.nextInt(below) << 32 | random.nextInt(below);
            }
            reduceAndCheck(index, lo, hi, pairs, random.nextInt(n + 1), stride, random);
        }
        index.free();
    }

    @Property(tries = 20)
    void aLevelOfFewTakeChildrenGoesOnInAHashTableWithTheSameResult(
            @ForAll @IntRange(min = 3000, max = 20000) int n,
            @ForAll @IntRange(min = 1, max = 3) int takeChildren,
            @ForAll @IntRange(min = 1, max = 3) int stride,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        MemoryBudget budget = MemoryBudget.unlimited();
        int before = 50_000;
        IntChunks lo = below(budget, before);
        IntChunks hi = below(budget, before);
        // Thousands of distinct skip children under one to three take children (say the
        // terminal ONE): chains of thousands of nodes, longer than the index walks.
        long[] pairs = new long[n];
        for (int p = 0; p < n; p++) {
            pairs[p] = (long) random.nextInt(before) << 32 | (1 + random.nextInt(takeChildren));
        }
        LevelIndex index = new LevelIndex(new ArrayPool(budget));
        reduceAndCheck(index, lo, hi, pairs, n, stride, random);
        assertThat(index.hashedLevels).isEqualTo(1);
        // The next level starts in chains again.
        long[] next = new long[n];
        for (int p = 0; p < n; p++) {
            next[p] = (long) random.nextInt(lo.size()) << 32 | random.nextInt(lo.size());
        }
        reduceAndCheck(index, lo, hi, next, n, stride, random);
        assertThat(index.hashedLevels).isEqualTo(1);
        index.free();
    }

    /** A column of the diagram holding the {@code before} nodes of the levels below (0, 1, …). */
    private static IntChunks below(MemoryBudget budget, int before) {
        IntChunks column = new IntChunks(budget, "column");
        for (int i = 0; i < before; i++) {
            column.add(i);
        }
        return column;
    }

    /** Reduces a level of {@code n} nodes drawn from {@code pairs} and checks it against a map. */
    private static void reduceAndCheck(
            LevelIndex index, IntChunks lo, IntChunks hi, long[] pairs, int n, int stride, Random random) {
        int before = lo.size();
        long[] entries = new long[Math.max(1, n * stride)];
        int[] his = new int[Math.max(1, n)];
        int[] want = new int[n];
        Map<Long, Integer> expected = new HashMap<>();
        for (int i = 0; i < n; i++) {
            long pair = pairs[random.nextInt(pairs.length)];
            int l = (int) (pair >>> 32);
            int h = (int) pair;
            entries[i * stride] = l;
            his[i] = h;
            want[i] = h == 0 ? l : expected.computeIfAbsent(pair, q -> before + expected.size());
        }
        index.reduce(entries, stride, his, n, lo, hi);
        for (int i = 0; i < n; i++) {
            assertThat(entries[i * stride]).as("node %d", i).isEqualTo(want[i]);
        }
        assertThat(lo.size()).isEqualTo(before + expected.size());
        for (Map.Entry<Long, Integer> e : expected.entrySet()) {
            assertThat(lo.get(e.getValue())).isEqualTo((int) (e.getKey() >>> 32));
            assertThat(hi.get(e.getValue())).isEqualTo((int) (long) e.getKey());
        }
    }
}
