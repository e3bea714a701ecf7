package dev.shannon.zdd.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The partitioned merge against a plain hash map on random streams of successors: every state
 * makes zero, one or two successors drawn from a key space small enough for many to merge (or
 * large enough for few to), over several steps; keys, counts and their number must agree.
 */
class StateLevelsTest {
    private static final long[] MOD = Moduli.largestPrimesBelow2To63(3).toArray();
    /** Up to eight lanes: records of two to nine longs, past the record sizes the merge writes out. */
    private static final long[] MANY = Moduli.largestPrimesBelow2To63(8).toArray();

    /** Successor {@code which} (0 or 1) of {@code key} at {@code step}, or -1 for none: a fixed pseudo-random function. */
    private static long successor(long key, int step, int which, long seed, long keySpace) {
        long h = (key * 0x9E3779B97F4A7C15L) ^ (step * 0xC2B2AE3D27D4EB4FL) ^ (which * 0x165667B19E3779F9L) ^ seed;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        if (Math.floorMod(h, 5) == 0) {
            return -1; // no successor: a dead end
        }
        return Math.floorMod(h >>> 3, keySpace);
    }

    /**
     * One step: reads every batch, records its states (each key once in the whole step) and adds
     * their successors; returns the states read, key to residues.
     */
    private static Map<Long, long[]> step(StateLevels levels, int step, long seed, long keySpace) {
        return step(levels, MOD, step, seed, keySpace);
    }

    private static Map<Long, long[]> step(StateLevels levels, long[] mod, int step, long seed, long keySpace) {
        Map<Long, long[]> read = new HashMap<>();
        levels.beginStep();
        while (levels.nextBatch()) {
            for (int i = 0; i < levels.batchSize(); i++) {
                long key = levels.key(i);
                long[] r = new long[mod.length];
                for (int l = 0; l < mod.length; l++) {
                    r[l] = levels.residue(i, l);
                }
                assertThat(read.put(key, r)).as("key %d read twice", key).isNull();
                for (int which = 0; which < 2; which++) {
                    long y = successor(key, step, which, seed, keySpace);
                    if (y >= 0) {
                        levels.add(y, i);
                    }
                }
            }
        }
        levels.endStep();
        assertThat(levels.levelSize()).isEqualTo(read.size());
        return read;
    }

    @Property(tries = 60)
    void mergesLikeAHashMap(
            @ForAll @IntRange(min = 1, max = 200_000) int keySpace,
            @ForAll @IntRange(min = 1, max = 14) int steps,
            @ForAll @IntRange(min = 1, max = 64) int partitionTarget,
            @ForAll @IntRange(min = 1, max = 8) int lanes,
            @ForAll long seed) {
        long[] mod = Arrays.copyOf(MANY, lanes);
        // small partitions: up to the 2^11 partitions of the largest steps
        StateLevels levels = new StateLevels(mod, Long.MAX_VALUE, partitionTarget);
        levels.startWith(7);
        Map<Long, long[]> reference = new HashMap<>();
        long[] one = new long[lanes];
        Arrays.fill(one, 1);
        reference.put(7L, one);
        for (int step = 0; step < steps; step++) {
            Map<Long, long[]> read = step(levels, mod, step, seed, keySpace);
            assertThat(read.keySet()).as("step %d", step).isEqualTo(reference.keySet());
            for (Map.Entry<Long, long[]> e : reference.entrySet()) {
                assertThat(read.get(e.getKey())).as("key %d", e.getKey()).containsExactly(e.getValue());
            }
            Map<Long, long[]> next = new HashMap<>();
            for (Map.Entry<Long, long[]> e : reference.entrySet()) {
                for (int which = 0; which < 2; which++) {
                    long y = successor(e.getKey(), step, which, seed, keySpace);
                    if (y >= 0) {
                        long[] sum = next.computeIfAbsent(y, k -> new long[lanes]);
                        for (int l = 0; l < lanes; l++) {
                            sum[l] = Moduli.add(sum[l], e.getValue()[l], mod[l]);
                        }
                    }
                }
            }
            reference = next;
        }
    }

    @Test
    void countsGrowPastTheModuliAndWrapExactly() {
        // every state goes to the same two keys: counts double each step, 2^80 exceeds every modulus
        StateLevels levels = new StateLevels(MOD, Long.MAX_VALUE);
        levels.startWith(0);
        Map<Long, long[]> read = Map.of();
        for (int step = 0; step <= 80; step++) {
            read = new HashMap<>();
            levels.beginStep();
            while (levels.nextBatch()) {
                for (int i = 0; i < levels.batchSize(); i++) {
                    read.put(levels.key(i), new long[] {levels.residue(i, 0), levels.residue(i, 1), levels.residue(i, 2)
                    });
                    levels.add(1, i);
                    levels.add(2, i);
                }
            }
            levels.endStep();
        }
        // read at step 80: the successors of step 79, 2^79 each
        assertThat(read).containsOnlyKeys(1L, 2L);
        for (int l = 0; l < MOD.length; l++) {
            java.math.BigInteger want =
                    java.math.BigInteger.ONE.shiftLeft(79).mod(java.math.BigInteger.valueOf(MOD[l]));
            assertThat(read.get(1L)[l]).isEqualTo(want.longValueExact());
            assertThat(read.get(2L)[l]).isEqualTo(want.longValueExact());
        }
    }

    @Test
    void aStepBeyondTheLimitStopsBeforeItAllocates() {
        StateLevels levels = new StateLevels(MOD, 100_000);
        levels.startWith(0);
        assertThatThrownBy(() -> {
                    for (int step = 0; step < 30; step++) {
                        step(levels, step, 1, Long.MAX_VALUE >>> 2);
                    }
                })
                .isInstanceOf(CountMemoryLimitException.class)
                .hasMessageContaining("frontier states");
        assertThat(levels.peakBytes()).isLessThanOrEqualTo(100_000);
    }
}
