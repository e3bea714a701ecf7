package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * {@link SharedLevelIndex} on {@code k} ranges against {@link LevelIndex}: the same number for
 * every node and the same new nodes appended in the same order, for levels whose pairs repeat
 * often, with nodes suppressed (take child ZERO) here and there — which exercises the two-part
 * notes' segments filled from both ends.
 */
class SharedLevelIndexTest {
    @Property(tries = 300)
    void sharedIndexNumbersAsTheSequentialOne(
            @ForAll @IntRange(min = 0, max = 4000) int n,
            @ForAll @IntRange(min = 1, max = 5000) int pool,
            @ForAll @IntRange(min = 2, max = 300) int before,
            @ForAll @IntRange(min = 1, max = 3) int stride,
            @ForAll @IntRange(min = 2, max = 4) int k,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        long[] pairs = new long[pool];
        for (int p = 0; p < pool; p++) {
            // Now and then a take child ZERO (0): a suppressed node.
            pairs[p] = (long) random.nextInt(before) << 32 | random.nextInt(before);
        }
        long[] entries = new long[Math.max(1, n * stride)];
        int[] his = new int[Math.max(1, n)];
        for (int i = 0; i < n; i++) {
            long pair = pairs[random.nextInt(pool)];
            entries[i * stride] = (int) (pair >>> 32);
            his[i] = (int) pair;
        }
        long[] shared = entries.clone();
        MemoryBudget budget = MemoryBudget.unlimited();
        ArrayPool arrays = new ArrayPool(budget);
        IntChunks lo = below(budget, before);
        IntChunks hi = below(budget, before);
        LevelIndex index = new LevelIndex(arrays);
        index.reduce(entries, stride, his, n, lo, hi);
        index.free();

        IntChunks sharedLo = below(budget, before);
        IntChunks sharedHi = below(budget, before);
        SharedLevelIndex.Pairs notes = new SharedLevelIndex.Pairs(n, k, arrays);
        for (int t = 0; t < k; t++) {
            notes.range(t).note((int) ((long) n * t / k), (int) ((long) n * (t + 1) / k), shared, stride, his);
        }
        SharedLevelIndex.reduce(shared, stride, his, notes, n, k, Tasks.SEQUENTIAL, sharedLo, sharedHi, arrays);
        notes.free();

        for (int i = 0; i < n; i++) {
            assertThat(shared[i * stride]).as("node %d", i).isEqualTo(entries[i * stride]);
        }
        assertThat(sharedLo.size()).isEqualTo(lo.size());
        for (int i = 0; i < lo.size(); i++) {
            assertThat(sharedLo.get(i)).as("lo %d", i).isEqualTo(lo.get(i));
            assertThat(sharedHi.get(i)).as("hi %d", i).isEqualTo(hi.get(i));
        }
    }

    /** A diagram's column holding {@code before} nodes of the levels below. */
    private static IntChunks below(MemoryBudget budget, int before) {
        IntChunks c = new IntChunks(budget, "nodes");
        for (int i = 0; i < before; i++) {
            c.add(i);
        }
        return c;
    }
}
