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
 * must be compared word by word: a weak hash given to the records of several longs, and, for
 * states of one long (whose records keep no hash but recompute it), states whose hashes are
 * equal.
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
        int[][] states = states(random, words, records, pool, weak);
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
        int[][] states = states(random, words, records, pool, weak);
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
            assertThat(r.hash(i)).isEqualTo(hash);
        }
    }

    /**
     * A level's records cut into buckets by hash (as a level of more than four million records,
     * or any level merged on several threads, is), with hashes recomputed from one-long keys
     * where records keep none: each state gets one number, numbers are dense, and each number's
     * state is the record's.
     */
    @Property(tries = 100)
    void aPartitionedMergeGivesEachStateOneNumber(
            @ForAll @IntRange(min = 1, max = 5) int words,
            @ForAll @IntRange(min = 1, max = 3000) int records,
            @ForAll @IntRange(min = 1, max = 3000) int pool,
            @ForAll boolean weak,
            @ForAll @LongRange(min = 0, max = 1000) long seed) {
        Random random = new Random(seed);
        int[][] states = states(random, words, records, pool, weak);
        ArrayPool arrays = new ArrayPool(BUDGET);
        StateRecords[] in = new StateRecords[2];
        for (int i = 0; i < records; i++) {
            int s = random.nextInt(2);
            if (in[s] == null) {
                in[s] = new StateRecords(words, 1, 1 + random.nextInt(32), arrays);
            }
            if (weak) {
                in[s].append(states[i], 3L * i, weakHash(states[i], words));
            } else {
                in[s].append(states[i], 3L * i);
            }
        }
        Map<List<Integer>, Integer> distinct = new HashMap<>();
        for (int[] st : states) {
            distinct.putIfAbsent(key(st), distinct.size());
        }
        int[] told = new int[records];
        StateRecords.Level level;
        try (Tasks tasks = Tasks.pool(2)) {
            StateRecords.Partitioned parted = StateRecords.partition(in, tasks);
            assertThat(parted.parts()).isGreaterThanOrEqualTo(16);
            level = parted.merge(0, parted.parts(), (link, number) -> told[(int) (link / 3)] = number);
            parted.free();
        }
        assertThat(level.n()).isEqualTo(distinct.size());
        Map<List<Integer>, Integer> numberOf = new HashMap<>();
        int[] buf = new int[words];
        for (int i = 0; i < records; i++) {
            int number = told[i];
            assertThat(numberOf.computeIfAbsent(key(states[i]), k -> number)).isEqualTo(number);
            level.state(told[i], buf);
            assertThat(key(buf)).isEqualTo(key(states[i]));
        }
    }

    /**
     * The states of a property: {@code records} drawn from {@code pool} random ones, or when
     * {@code weak} from a third as many whose hashes collide — given a {@link #weakHash} when
     * their records keep hashes, states with equal hashes ({@link #collidingStates}) when they
     * are one long.
     */
    private static int[][] states(Random random, int words, int records, int pool, boolean weak) {
        if (!weak) {
            return randomStates(random, words, records, pool);
        }
        int few = Math.max(1, Math.min(pool, records / 3));
        if (words > 2) {
            return randomStates(random, words, records, few);
        }
        int[][] colliding = collidingStates(words);
        int[][] out = new int[records][];
        // A window of the colliding states, which come in groups of one hash.
        int start = random.nextInt(colliding.length);
        for (int i = 0; i < records; i++) {
            out[i] = colliding[(start + random.nextInt(Math.min(few, colliding.length))) % colliding.length];
        }
        return out;
    }

    private static final int[][][] COLLIDING = new int[3][][];

    /**
     * States of {@code words} (1 or 2) words whose records keep no hash, in groups of equal
     * {@link StateRecords#hash}: found by the birthday bound among 2^20 states (about 128 pairs
     * of 2^32 hashes), listed group after group.
     */
    private static synchronized int[][] collidingStates(int words) {
        if (COLLIDING[words] == null) {
            int n = 1 << 20;
            long[] byHash = new long[n];
            int[][] candidates = new int[n][];
            for (int i = 0; i < n; i++) {
                // Distinct states: an odd multiplier permutes the ints.
                int lo = i * 0x9E3779B1;
                candidates[i] = words == 1 ? new int[] {lo} : new int[] {lo, i & 3};
                byHash[i] = (StateRecords.hash(candidates[i], words) & 0xFFFFFFFFL) << 32 | i;
            }
            Arrays.sort(byHash);
            List<int[]> found = new ArrayList<>();
            for (int i = 1; i < n; i++) {
                if (byHash[i] >>> 32 == byHash[i - 1] >>> 32) {
                    if (i < 2 || byHash[i - 1] >>> 32 != byHash[i - 2] >>> 32) {
                        found.add(candidates[(int) byHash[i - 1]]);
                    }
                    found.add(candidates[(int) byHash[i]]);
                }
            }
            assertThat(found).hasSizeGreaterThan(100);
            COLLIDING[words] = found.toArray(new int[0][]);
        }
        return COLLIDING[words];
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
