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
 * diagram's columns hold exactly the new pairs.
 */
class LevelIndexTest {
    @Property(tries = 200)
    void findsEachPairsFirstNodeAndAppendsTheNewOnesInOrder(
            @ForAll @IntRange(min = 0, max = 5000) int n,
            @ForAll @IntRange(min = 1, max = 6000) int pool,
            @ForAll @IntRange(min = 2, max = 500) int before,
            @ForAll @IntRange(min = 1, max = 3) int stride,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        MemoryBudget budget = MemoryBudget.unlimited();
        IntChunks lo = new IntChunks(budget, "lo");
        IntChunks hi = new IntChunks(budget, "hi");
        // The nodes of the levels below, already in the diagram.
        for (int i = 0; i < before; i++) {
            lo.add(i);
            hi.add(i);
        }
        long[] pairs = new long[pool];
        for (int p = 0; p < pool; p++) {
            // Children below the level, close together as on real levels, so hashes collide
            // (and a take child is now and then ZERO, 0).
            pairs[p] = (long) random.nextInt(before) << 32 | random.nextInt(before);
        }
        long[] entries = new long[Math.max(1, n * stride)];
        int[] his = new int[Math.max(1, n)];
        int[] want = new int[n];
        Map<Long, Integer> expected = new HashMap<>();
        for (int i = 0; i < n; i++) {
            long pair = pairs[random.nextInt(pool)];
            int l = (int) (pair >>> 32);
            int h = (int) pair;
            entries[i * stride] = l;
            his[i] = h;
            want[i] = h == 0 ? l : expected.computeIfAbsent(pair, q -> before + expected.size());
        }
        LevelIndex index = new LevelIndex(n, new ArrayPool(budget));
        index.reduce(entries, stride, his, n, lo, hi);
        index.free();
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
