package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The merges of {@link StateRecords} against a {@link HashMap}: states numbered in order of
 * their first records, every record told its state's number, counts summed (one limb wider
 * when a sum overflows), and the two-thread merge's numbering by first links. States of one to
 * five words (keys of one to three longs, the two-long case having its own loop), drawn from a
 * small pool so that most records repeat a state, and with hashes made to collide so that keys
 * must be compared word by word.
 */
class StateRecordsMergeTest {
    private static final MemoryBudget BUDGET = MemoryBudget.unlimited();

    @Property(tries = 200)
    void buildingMergeNumbersStatesInOrderOfFirstRecords(
            @ForAll @IntRange(min = 1, max = 5) int words,
            @ForAll @IntRange(min = 1, max = 3000) int records,
            @ForAll @IntRange(min = 1, max = 5000) int pool,
            @ForAll boolean weak,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        int[][] states = randomStates(random, words, records, weak ? Math.max(1, Math.min(pool, records / 3)) : pool);
        ArrayPool arrays = new ArrayPool(BUDGET);
        StateRecords r = new StateRecords(words, 1, 1 + random.nextInt(64), arrays);
        for (int i = 0; i < records; i++) {
            if (weak) {
                r.append(states[i], 3L * i, weakHash(states[i], words));
            } else {
                r.append(states[i], 3L * i);
            }
        }
        Map<List<Integer>, Integer> expected = new LinkedHashMap<>();
        for (int[] s : states) {
            expected.putIfAbsent(key(s), expected.size());
        }
        StateRecords.Partitioned parted = StateRecords.partition(new StateRecords[] {r}, Tasks.SEQUENTIAL);
        int[] told = new int[records];
        Arrays.fill(told, -1);
        StateRecords.Level level = parted.merge(0, parted.parts(), (link, number) -> told[(int) (link / 3)] = number);
        parted.free();

        assertThat(level.n()).isEqualTo(expected.size());
        for (int i = 0; i < records; i++) {
            assertThat(told[i]).as("record %d", i).isEqualTo(expected.get(key(states[i])));
        }
        int[] buf = new int[words];
        int i = 0;
        for (List<Integer> s : expected.keySet()) {
            level.state(i++, buf);
            assertThat(key(buf)).isEqualTo(s);
        }
    }

    @Property(tries = 100)
    void countingMergeSumsTheCountsOfEachState(
            @ForAll @IntRange(min = 1, max = 5) int words,
            @ForAll @IntRange(min = 1, max = 2000) int records,
            @ForAll @IntRange(min = 1, max = 300) int pool,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        int[][] states = randomStates(random, words, records, pool);
        ArrayPool arrays = new ArrayPool(BUDGET);
        StateRecords r = new StateRecords(words, 1, 16, arrays);
        Map<List<Integer>, BigInteger> expected = new LinkedHashMap<>();
        // Counts near 2^63 now and then, so that some sums need a second limb.
        boolean large = random.nextBoolean();
        for (int i = 0; i < records; i++) {
            long c = large ? Long.MAX_VALUE - random.nextInt(1000) : random.nextInt(1_000_000);
            r.append(states[i], new long[] {c}, 0, 1);
            expected.merge(key(states[i]), BigInteger.valueOf(c), BigInteger::add);
        }
        StateRecords.Partitioned parted = StateRecords.partition(new StateRecords[] {r}, Tasks.SEQUENTIAL);
        StateRecords.Level level = parted.merge(0, parted.parts(), null);
        parted.free();

        assertThat(level.n()).isEqualTo(expected.size());
        int[] buf = new int[words];
        int w = level.width();
        for (int i = 0; i < level.n(); i++) {
            level.state(i, buf);
            assertThat(Limbs.toBigInteger(level.counts(), i * w, w)).isEqualTo(expected.get(key(buf)));
        }
    }

    @Property(tries = 200)
    void mergeInLinkOrderNumbersStatesByTheirFirstLinks(
            @ForAll @IntRange(min = 1, max = 5) int words,
            @ForAll @IntRange(min = 1, max = 3000) int records,
            @ForAll @IntRange(min = 1, max = 3000) int pool,
            @ForAll @IntRange(min = 1, max = 3) int sources,
            @ForAll boolean weak,
            @ForAll @IntRange(min = 1, max = 600) int run,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        int[][] states = randomStates(random, words, records, weak ? Math.max(1, Math.min(pool, records / 3)) : pool);
        ArrayPool arrays = new ArrayPool(BUDGET);
        // Record i has link 2i and goes to a source of its own choosing, so each source's links
        // increase and the sources interleave in runs (of about run records: the merge
        // finds where a run ends by doubling and halving steps).
        StateRecords[] in = new StateRecords[sources];
        int[] source = new int[records];
        int[] place = new int[records];
        int[] sizes = new int[sources];
        int s = 0;
        for (int i = 0; i < records; i++) {
            if (random.nextInt(run) == 0) {
                s = random.nextInt(sources);
            }
            if (in[s] == null) {
                in[s] = new StateRecords(words, 1, 1 + random.nextInt(32), arrays);
            }
            if (weak) {
                in[s].append(states[i], 2L * i, weakHash(states[i], words));
            } else {
                in[s].append(states[i], 2L * i);
            }
            source[i] = s;
            place[i] = sizes[s]++;
        }
        Map<List<Integer>, Integer> expected = new LinkedHashMap<>();
        List<Long> firstLinks = new ArrayList<>();
        for (int i = 0; i < records; i++) {
            if (expected.putIfAbsent(key(states[i]), expected.size()) == null) {
                firstLinks.add(2L * i);
            }
        }
        StateRecords.Ordered ordered = StateRecords.mergeInLinkOrder(in);

        assertThat(ordered.level().n()).isEqualTo(expected.size());
        for (int i = 0; i < records; i++) {
            assertThat(in[source[i]].number(place[i])).isEqualTo(expected.get(key(states[i])));
        }
        for (int j = 0; j < firstLinks.size(); j++) {
            assertThat(ordered.firstLinks()[j]).isEqualTo(firstLinks.get(j));
        }
        int[] buf = new int[words];
        int j = 0;
        for (List<Integer> state : expected.keySet()) {
            ordered.level().state(j++, buf);
            assertThat(key(buf)).isEqualTo(state);
        }
    }

    /**
     * The hash a record keeps for its state (computed as it is appended), the hash a two-thread
     * build files a child by ({@link StateRecords#hash}, without a loop for states of one long)
     * and the word-by-word hash all agree: a state must go to the same part whether its record
     * was filed by part as it was made or cut by hash when the other threads joined.
     */
    @Property(tries = 200)
    void aStateHasOneHash(
            @ForAll @IntRange(min = 1, max = 5) int words, @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        int[][] states = randomStates(random, words, 200, 200);
        StateRecords r = new StateRecords(words, 1, 16, new ArrayPool(BUDGET));
        for (int i = 0; i < states.length; i++) {
            int hash = StateRecords.hash(states[i], words);
            assertThat(hash).isEqualTo(StateRecords.hashWords(states[i], words));
            r.append(states[i], i);
            // Before a merge, a record's number is its state's hash.
            assertThat(r.number(i)).isEqualTo(hash);
        }
    }

    /**
     * A hash with three bits of {@link StateRecords#hash}, one at the top (in the slots' tags) and
     * two at the bottom (the slot), so that distinct states meet in one slot with equal tags and
     * only their keys tell them apart. The properties that use it keep the distinct states to a
     * third of the records: the probes are long.
     */
    private static int weakHash(int[] state, int words) {
        return StateRecords.hash(state, words) & 0x8000_0003;
    }

    /** {@code records} states of {@code words} words drawn from a pool of {@code pool} random ones. */
    private static int[][] randomStates(Random random, int words, int records, int pool) {
        int[][] distinct = new int[pool][words];
        for (int[] d : distinct) {
            for (int x = 0; x < words; x++) {
                // Few values per word, so that states often share words (and hash bits).
                d[x] = random.nextBoolean() ? random.nextInt(4) : random.nextInt();
            }
        }
        int[][] out = new int[records][];
        for (int i = 0; i < records; i++) {
            out[i] = distinct[random.nextInt(pool)];
        }
        return out;
    }

    private static List<Integer> key(int[] state) {
        List<Integer> k = new ArrayList<>(state.length);
        for (int x : state) {
            k.add(x);
        }
        return k;
    }
}
