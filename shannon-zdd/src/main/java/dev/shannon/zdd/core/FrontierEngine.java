package dev.shannon.zdd.core;

import dev.shannon.graph.Interruption;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Frontier-based search (Knuth's SIMPATH generalised by Iwashita and Minato's TdZdd): builds the
 * zero-suppressed decision diagram of the family a {@link SearchSpec} describes, or just counts
 * its members.
 *
 * <p><b>Top-down, level by level.</b> Level {@code e} holds the distinct states with edge
 * {@code e} undecided. Each is expanded by skipping and by taking edge {@code e}; every child
 * that is not a terminal is appended, with a payload, to the {@link StateRecords} of the level the
 * spec names (usually {@code e + 1}; specs may jump ahead). A level's records are merged into
 * distinct states — in cache-sized buckets, so memory is streamed rather than probed at random —
 * just before the level is expanded, when all its parents are done, and handed back right after
 * to the search's {@link ArrayPool}, whose arrays the next levels reuse.
 * When counting, the payload is the path count; when building, the address of the parent link
 * ({@link LinkLayer}: two {@code int}s per node) that the merged state's number goes into.
 *
 * <p><b>Bottom-up.</b> When building, the {@link Reducer} then reduces the links level by level
 * from the bottom, summing the exact member count on the way. Counting keeps only the levels in
 * flight, so families whose diagrams would not fit in memory can still be counted.
 *
 * <p><b>Threads.</b> The top-down search can be shared. When counting, each worker appends the
 * children it makes to its own records; a level's records from all workers are partitioned
 * together into buckets, the buckets are cut into one run per worker, and each worker merges its
 * run and expands the states it found. When building, each worker's records are cut by hash into
 * one part per thread as they are made, each thread merges one part, and the states are numbered
 * in the order one thread gives them ({@link #buildSharedLevel}); the reduction shares its sums,
 * and from {@link Reducer#SHARED_INDEX_FROM} threads on its index too ({@link SharedLevelIndex}).
 * Levels too small to be worth handing over stay on the
 * calling thread, and a search runs on that thread alone until a level reaches
 * {@link #JOIN_LEVEL} records; the records already made for the levels ahead are then filed by
 * part, as the other threads would have filed them. The result never depends on the number of
 * threads.
 */
public final class FrontierEngine {
    private final int levels;
    private final SearchSpec spec;
    private final MemoryBudget budget;
    private final ArrayPool arrays;
    private final boolean lookahead;
    private final FrontierStepper stepper;
    private final int words;
    private final int[] scratch;
    private long unreduced;
    private int widest;
    /** The per-phase clock, printing only when asked ({@link PhaseClock}). */
    private final PhaseClock clock = new PhaseClock();

    /** Size and cost of one search: states expanded, the widest level, the peak of the budget. */
    public record Stats(long unreducedNodes, int widestLevel, long peakBytes) {}

    /** A built diagram with its exact member count. */
    public record Built(Zdd zdd, BigInteger count, Stats stats) {}

    /** A count without a diagram. */
    public record Counted(BigInteger count, Stats stats) {}

    /**
     * How a search runs.
     *
     * @param lookahead    whether to test each new state's next edge at once and skip it when it
     *                     cannot be taken (such a node would be removed by zero suppression
     *                     anyway; testing early keeps it out of the search at the price of one
     *                     more spec call)
     * @param threads      threads sharing the top-down search of each large level and, when
     *                     building, the reduction of each large level; the
     *                     result never depends on it, but the spec must then allow concurrent
     *                     calls (each thread on its own buffer)
     * @param parallelFrom the fewest records a level must have to be shared between the threads
     *                     ({@link FrontierEngine#PARALLEL_LEVEL}; tests use 0 to share every level)
     * @param joinFrom     the search runs on the calling thread alone until a level has at least
     *                     this many records; from then on the other threads join in, on every
     *                     level of at least {@code parallelFrom} records, and the reduction too
     *                     ({@link FrontierEngine#JOIN_LEVEL})
     */
    public record Options(boolean lookahead, int threads, int parallelFrom, int joinFrom) {
        /** No lookahead, one thread. */
        public static final Options DEFAULT = new Options(false, 1, PARALLEL_LEVEL, JOIN_LEVEL);

        public Options {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, not " + threads);
            }
            if (parallelFrom < 0) {
                throw new IllegalArgumentException("parallelFrom must be at least 0, not " + parallelFrom);
            }
            if (joinFrom < 0) {
                throw new IllegalArgumentException("joinFrom must be at least 0, not " + joinFrom);
            }
        }

        public Options withLookahead(boolean on) {
            return new Options(on, threads, parallelFrom, joinFrom);
        }

        public Options withThreads(int n) {
            return new Options(lookahead, n, parallelFrom, joinFrom);
        }

        /**
         * Shares every level of at least {@code records} records between the threads, from the
         * first such level on.
         */
        public Options sharingFrom(int records) {
            return new Options(lookahead, threads, records, Math.min(joinFrom, records));
        }

        /** Brings the other threads in at the first level of at least {@code records} records. */
        public Options joiningFrom(int records) {
            return new Options(lookahead, threads, parallelFrom, records);
        }
    }

    /** A search; {@code counting} gives it the array pool's counting policy ({@link ArrayPool}). */
    private FrontierEngine(
            int levels, SearchSpec spec, MemoryBudget budget, boolean lookahead, int threads, boolean counting) {
        this.levels = levels;
        this.spec = spec;
        this.budget = budget;
        this.arrays = new ArrayPool(budget, threads, counting);
        this.lookahead = lookahead;
        this.words = spec.stateSize();
        this.stepper = new FrontierStepper(levels, spec, lookahead);
        this.scratch = new int[Math.max(1, words)];
    }

    /** Builds the reduced diagram of {@code spec} over {@code levels} edges, with its exact member count. */
    public static Built build(int levels, SearchSpec spec, MemoryBudget budget, Options options) {
        FrontierEngine engine = new FrontierEngine(levels, spec, budget, options.lookahead(), options.threads(), false);
        try {
            return engine.build(options.threads(), options.parallelFrom(), options.joinFrom());
        } finally {
            engine.arrays.close();
        }
    }

    /** The number of members of the family of {@code spec}, without building its diagram. */
    public static Counted count(int levels, SearchSpec spec, MemoryBudget budget, Options options) {
        FrontierEngine engine = new FrontierEngine(levels, spec, budget, options.lookahead(), options.threads(), true);
        try {
            return engine.count(options.threads(), options.parallelFrom(), options.joinFrom());
        } finally {
            engine.arrays.close();
        }
    }

    private Stats stats() {
        return new Stats(unreduced, widest, budget.peak());
    }

    private int first() {
        return stepper.root(scratch);
    }

    // ---------------------------------------------------------------- building

    private Built build(int threads, int parallelFrom, int joinFrom) {
        int first = first();
        if (first < 0) {
            return new Built(
                    Zdd.terminal(levels, first == SearchSpec.ACCEPT),
                    first == SearchSpec.ACCEPT ? BigInteger.ONE : BigInteger.ZERO,
                    stats());
        }
        LinkLayer[] layers = new LinkLayer[levels];
        // The links' chunks, freed bottom-up by the reduction, take the reduced nodes.
        ChunkStock stock = new ChunkStock(budget);
        LinkLayer.Columns columns = new LinkLayer.Columns(budget, stock);
        BuildingWorker[] workers = new BuildingWorker[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new BuildingWorker(
                    t == 0 ? stepper : new FrontierStepper(levels, spec, lookahead), layers, threads);
        }
        workers[0].recordsFor(first, StateRecords.hash(scratch, words), 1).append(scratch, -1L);
        boolean shared = false;
        try (Tasks pool = Tasks.pool(threads)) {
            for (int e = first; e < levels; e++) {
                Interruption.check();
                if (!shared && joins(workers[0].pending[e], threads, joinFrom)) {
                    // Until now only the calling thread has made records.
                    for (BuildingWorker w : workers) {
                        w.fileByPart(e);
                    }
                    shared = true;
                }
                if (!shared) {
                    StateRecords[] in = takePending(workers, e);
                    if (in != null) {
                        buildLevel(e, in, workers[0], layers, columns);
                    }
                } else {
                    StateRecords[][] in = takeParts(workers, e);
                    if (in != null) {
                        buildSharedLevel(e, in, workers, layers, columns, pool, parallelFrom);
                    }
                }
            }
            int[] lowestReferrer = new int[levels];
            Arrays.fill(lowestReferrer, levels);
            for (BuildingWorker w : workers) {
                for (int c = 0; c < levels; c++) {
                    lowestReferrer[c] = Math.min(lowestReferrer[c], w.lowestReferrer[c]);
                }
            }
            long t0 = clock.now();
            // A search too small for the other threads to join in is reduced on one thread too.
            Built built = new Reducer(levels, arrays, stock, pool, shared ? threads : 1, parallelFrom)
                    .reduce(first, layers, lowestReferrer, stats());
            clock.lap("reduction", t0);
            clock.print();
            return built;
        } finally {
            columns.free();
            stock.close();
        }
    }

    /**
     * Merges level {@code e}'s records and expands its states, on one thread: the numbers are
     * final as the merge hands them out, so they go straight into the parent links.
     */
    private void buildLevel(int e, StateRecords[] in, BuildingWorker w, LinkLayer[] layers, LinkLayer.Columns columns) {
        long records = 0;
        for (StateRecords r : in) {
            records += r == null ? 0 : r.size();
        }
        if (records > StateRecords.BUCKET) {
            buildLevelInLinkOrder(e, in, w, layers, columns);
            return;
        }
        shareLevel(in, Tasks.SEQUENTIAL, 1, 0, (parted, tasks, cut) -> {
            long t0 = clock.now();
            StateRecords.Level level = parted.merge(cut[0], cut[1], new LinkLayer.Linker(layers, e));
            unreduced += level.n();
            widest = Math.max(widest, level.n());
            t0 = clock.lap("merge+link", t0);
            layers[e] = new LinkLayer(e, level.n(), columns);
            t0 = clock.lap("links made", t0);
            w.expand(e, level);
            clock.lap("expand", t0);
        });
    }

    /**
     * {@link #buildLevel} for a level of more records than one bucket of a one-thread merge: such
     * a merge numbers the states bucket after bucket, in hash order, where a shared level
     * ({@link #buildSharedLevel}) numbers them in the order of their first records' links, and
     * the reduced diagram's numbering follows the levels' (audit13 found Hamiltonian cycles of a
     * 29-vertex graph, with a level of 4.8 million states, numbered differently on one thread and
     * two; docs/history/benchmarks-2026-12-05.md). So this level is merged in one table in order
     * of links, as one part of a shared level is, and the diagram is node for node the same for
     * any thread count. The sources are one thread's records, each in increasing order of links.
     */
    private void buildLevelInLinkOrder(
            int e, StateRecords[] in, BuildingWorker w, LinkLayer[] layers, LinkLayer.Columns columns) {
        long t0 = clock.now();
        StateRecords.Ordered ordered = StateRecords.mergeInLinkOrder(in);
        StateRecords.Level level = ordered.level();
        try {
            unreduced += level.n();
            widest = Math.max(widest, level.n());
            LinkLayer.Linker linker = new LinkLayer.Linker(layers, e);
            for (StateRecords r : in) {
                if (r != null) {
                    for (int i = 0, n = r.size(); i < n; i++) {
                        linker.link(r.link(i), r.number(i));
                    }
                }
            }
            t0 = clock.lap("merge+link", t0);
        } finally {
            freeAll(in);
            arrays.give(ordered.firstLinks());
        }
        layers[e] = new LinkLayer(e, level.n(), columns);
        t0 = clock.lap("links made", t0);
        w.expand(e, level);
        clock.lap("expand", t0);
    }

    /**
     * Merges and expands level {@code e} of a build on several threads, from its records cut by
     * hash into one part per thread ({@code in[w][s]}: worker {@code w}'s records of part
     * {@code s}), and numbers its states as one thread would: in the order of their first
     * records' parent links, which is the order the parents were expanded in. That order keeps
     * the steps below reading and writing the levels above and below nearly in order; in hash
     * order, as {@link #buildLevel} numbers them, the links were written all over the level
     * above, and the reduction's reads of children were scattered (its sums took twice as long).
     *
     * <p>Thread {@code s} merges part {@code s} of every worker, in order of links (each worker's
     * records are in that order: it expands a range of states, in order), into one table, so no
     * record is copied. A state's number is then its place in its part plus the number of states
     * of the other parts whose first links are smaller (both lists increase), and its key goes
     * to that place in the level's keys (two parts on two threads: each thread takes half of
     * their merge, {@link #numberTwoParts}). Last, each worker writes the links of its own records —
     * the parents it expanded, a range of its own — and expands its range of the level's states.
     * A part is merged in one table however large (one thread partitions levels of more than
     * four million records into buckets first): on k = 16 a part holds a million records or two.
     */
    private void buildSharedLevel(
            int e,
            StateRecords[][] in,
            BuildingWorker[] workers,
            LinkLayer[] layers,
            LinkLayer.Columns columns,
            Tasks pool,
            int parallelFrom) {
        int k = workers.length;
        long records = 0;
        for (StateRecords[] row : in) {
            for (StateRecords r : row) {
                records += r == null ? 0 : r.size();
            }
        }
        Tasks tasks = records >= parallelFrom ? pool : Tasks.SEQUENTIAL;
        StateRecords.Ordered[] parts = new StateRecords.Ordered[k];
        int[][] numbers = new int[k][];
        long[][] keys = new long[1][];
        // The clock times the shared levels only (the others are a few per cent of the build).
        boolean shared = tasks != Tasks.SEQUENTIAL;
        long[] took = new long[k];
        long t0 = clock.now();
        try {
            tasks.run(k, s -> {
                long s0 = clock.now();
                StateRecords[] part = new StateRecords[k];
                boolean any = false;
                for (int w = 0; w < k; w++) {
                    part[w] = in[w][s];
                    any |= part[w] != null;
                }
                parts[s] = any ? StateRecords.mergeInLinkOrder(part) : null;
                took[s] = clock.now() - s0;
            });
            if (shared) {
                t0 = clock.lap("merge", t0);
                clock.waits("merge waits", took);
            }
            int n = 0;
            for (StateRecords.Ordered p : parts) {
                n += p == null ? 0 : p.level().n();
            }
            unreduced += n;
            widest = Math.max(widest, n);
            layers[e] = new LinkLayer(e, n, columns);
            int keyLongs = (words + 1) / 2;
            long[] levelKeys = arrays.scratchLongs(Math.max(1, n * keyLongs), "frontier states");
            keys[0] = levelKeys;
            if (shared) {
                t0 = clock.lap("links made", t0);
            }
            for (StateRecords.Ordered p : parts) {
                if (p != null) {
                    // The sentinel that ends countBefore's merges (links are below 2^62).
                    p.firstLinks()[p.level().n()] = Long.MAX_VALUE >> 1;
                }
            }
            if (k == 2 && parts[0] != null && parts[1] != null) {
                numberTwoParts(parts, numbers, levelKeys, keyLongs, tasks);
            } else {
                tasks.run(k, s -> {
                    if (parts[s] != null) {
                        numbers[s] = numberInOrder(parts, s, levelKeys, keyLongs);
                    }
                });
            }
            StateRecords.Level level = new StateRecords.Level(n, levelKeys, words, null, 0);
            int states = n;
            if (shared) {
                t0 = clock.lap("numbering", t0);
            }
            tasks.run(k, t -> {
                long s0 = clock.now();
                for (int s = 0; s < k; s++) {
                    StateRecords r = in[t][s];
                    if (r != null) {
                        workers[t].link(e, r, numbers[s]);
                        in[t][s] = null;
                        r.free();
                    }
                }
                workers[t].expand(
                        e, level, (int) ((long) states * t / k), (int) ((long) states * (t + 1) / k), states / k);
                took[t] = clock.now() - s0;
            });
            if (shared) {
                clock.lap("link+expand", t0);
                clock.waits("link+expand waits", took);
            }
        } finally {
            for (StateRecords[] row : in) {
                freeAll(row);
            }
            for (StateRecords.Ordered p : parts) {
                if (p != null) {
                    arrays.give(p.firstLinks());
                    arrays.give(p.level().keys());
                }
            }
            for (int[] a : numbers) {
                if (a != null) {
                    arrays.give(a);
                }
            }
            if (keys[0] != null) {
                arrays.give(keys[0]);
            }
        }
    }

    /**
     * {@link #numberInOrder} for two parts on two threads, with half the work: the level's
     * numbering is the merge of the two parts' increasing first links, so the merged order is cut
     * in four quarters by position (where a quarter starts in each part is found by binary search:
     * the merge path), and thread {@code t} merges quarters {@code 2t} and {@code 2t + 1} in one
     * loop, a step of each at a time: each step depends on the one before (which part moves on),
     * and two independent merges keep the core busy while one waits. Each step gives the state it
     * passes its place and writes that state's key there, so the keys are written in order, once
     * each. The merge runs without a branch on the comparison, writing the place of the current
     * state of both parts at each step (the last write before a state is passed is its place) and
     * choosing the key by a mask; so a quarter's last writes may land on the first state of each
     * part of the next quarter, which the caller sets again once both are done.
     */
    private void numberTwoParts(
            StateRecords.Ordered[] parts, int[][] numbers, long[] levelKeys, int keyLongs, Tasks tasks) {
        long[] a = parts[0].firstLinks();
        long[] b = parts[1].firstLinks();
        int na = parts[0].level().n();
        int nb = parts[1].level().n();
        int[] outA = arrays.scratchInts(na + 1, "state numbers");
        int[] outB = arrays.scratchInts(nb + 1, "state numbers");
        numbers[0] = outA;
        numbers[1] = outB;
        long[] keysA = parts[0].level().keys();
        long[] keysB = parts[1].level().keys();
        int total = na + nb;
        int[] cut = new int[5];
        int[] cutA = new int[5];
        for (int q = 0; q <= 4; q++) {
            cut[q] = (int) ((long) total * q / 4);
            cutA[q] = mergePath(a, na, b, nb, cut[q]);
        }
        tasks.run(2, t -> {
            int x = 2 * t;
            int y = x + 1;
            if (keyLongs == 1) {
                mergeQuarters(a, na, b, nb, keysA, keysB, outA, outB, levelKeys, cut, cutA, x, y);
            } else {
                for (int q : new int[] {x, y}) {
                    mergeQuarter(a, b, keysA, keysB, outA, outB, levelKeys, keyLongs, cut, cutA, q);
                }
            }
        });
        for (int q = 1; q < 4; q++) {
            int i = cutA[q];
            int j = cut[q] - i;
            if (i < na) {
                outA[i] = i + countBelow(b, nb, a[i]);
            }
            if (j < nb) {
                outB[j] = j + countBelow(a, na, b[j]);
            }
        }
    }

    /**
     * Quarters {@code x} and {@code y} of {@link #numberTwoParts}, a step of each at a time, for
     * keys of one long. Keys are read at places clamped into each part (a part may be passed to
     * its end, where its first links hold their sentinel) and chosen by a mask.
     */
    private static void mergeQuarters(
            long[] a,
            int na,
            long[] b,
            int nb,
            long[] keysA,
            long[] keysB,
            int[] outA,
            int[] outB,
            long[] levelKeys,
            int[] cut,
            int[] cutA,
            int x,
            int y) {
        int lastA = na - 1;
        int lastB = nb - 1;
        int i = cutA[x];
        int j = cut[x] - i;
        int u = cutA[y];
        int v = cut[y] - u;
        int pos = cut[x];
        int qos = cut[y];
        int both = Math.min(cut[x + 1] - cut[x], cut[y + 1] - cut[y]);
        // Links are at least -1 and below 2^62 (the sentinels), so differences do not overflow.
        for (int step = 0; step < both; step++, pos++, qos++) {
            outA[i] = pos;
            outB[j] = pos;
            long less = (a[i] - b[j]) >> 63;
            levelKeys[pos] = keysA[Math.min(i, lastA)] & less | keysB[Math.min(j, lastB)] & ~less;
            i -= (int) less;
            j += 1 + (int) less;
            outA[u] = qos;
            outB[v] = qos;
            long fewer = (a[u] - b[v]) >> 63;
            levelKeys[qos] = keysA[Math.min(u, lastA)] & fewer | keysB[Math.min(v, lastB)] & ~fewer;
            u -= (int) fewer;
            v += 1 + (int) fewer;
        }
        // The longer quarter's last step, if any, alone.
        mergeRest(a, b, keysA, keysB, outA, outB, levelKeys, lastA, lastB, i, j, pos, cut[x + 1]);
        mergeRest(a, b, keysA, keysB, outA, outB, levelKeys, lastA, lastB, u, v, qos, cut[y + 1]);
    }

    /** The steps {@code [pos, end)} of one quarter of {@link #mergeQuarters}, from states {@code i} and {@code j}. */
    private static void mergeRest(
            long[] a,
            long[] b,
            long[] keysA,
            long[] keysB,
            int[] outA,
            int[] outB,
            long[] levelKeys,
            int lastA,
            int lastB,
            int i,
            int j,
            int pos,
            int end) {
        for (; pos < end; pos++) {
            outA[i] = pos;
            outB[j] = pos;
            long less = (a[i] - b[j]) >> 63;
            levelKeys[pos] = keysA[Math.min(i, lastA)] & less | keysB[Math.min(j, lastB)] & ~less;
            i -= (int) less;
            j += 1 + (int) less;
        }
    }

    /** Quarter {@code q} of {@link #numberTwoParts} alone, for keys of several longs. */
    private static void mergeQuarter(
            long[] a,
            long[] b,
            long[] keysA,
            long[] keysB,
            int[] outA,
            int[] outB,
            long[] levelKeys,
            int keyLongs,
            int[] cut,
            int[] cutA,
            int q) {
        int i = cutA[q];
        int j = cut[q] - i;
        for (int pos = cut[q], end = cut[q + 1]; pos < end; pos++) {
            outA[i] = pos;
            outB[j] = pos;
            int less = (int) ((a[i] - b[j]) >>> 63);
            // A state is a few longs: a loop rather than System.arraycopy's call.
            long[] keys = less != 0 ? keysA : keysB;
            for (int w = 0, from = (less != 0 ? i : j) * keyLongs, to = pos * keyLongs; w < keyLongs; w++) {
                levelKeys[to + w] = keys[from + w];
            }
            i += less;
            j += 1 - less;
        }
    }

    /** How many of the first {@code pos} links of the merge of increasing {@code a} and {@code b} are {@code a}'s. */
    private static int mergePath(long[] a, int na, long[] b, int nb, int pos) {
        int lo = Math.max(0, pos - nb);
        int hi = Math.min(pos, na);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < b[pos - mid - 1]) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * How many of the {@code n} increasing links {@code a} are below {@code x}, a link of the
     * other part: every record is in one part only, so {@code x} is never in {@code a} and the
     * search ends at its insertion point.
     */
    private static int countBelow(long[] a, int n, long x) {
        return -Arrays.binarySearch(a, 0, n, x) - 1;
    }

    /**
     * The level numbers of part {@code s}'s states: each one's place in its part plus the number
     * of other parts' states whose first links are smaller. Copies each state's key to its place
     * in {@code levelKeys}.
     */
    private int[] numberInOrder(StateRecords.Ordered[] parts, int s, long[] levelKeys, int keyLongs) {
        StateRecords.Level own = parts[s].level();
        int n = own.n();
        long[] firsts = parts[s].firstLinks();
        int[] out = arrays.scratchInts(n + 1, "state numbers");
        int[] before = arrays.scratchInts(n + 1, "state numbers");
        for (int j = 0; j < n; j++) {
            out[j] = j;
        }
        for (int u = 0; u < parts.length; u++) {
            if (u != s && parts[u] != null) {
                countBefore(firsts, n, parts[u].firstLinks(), before);
                for (int j = 0; j < n; j++) {
                    out[j] += before[j];
                }
            }
        }
        arrays.give(before);
        long[] ownKeys = own.keys();
        for (int j = 0; j < n; j++) {
            // A state is a few longs: a loop rather than System.arraycopy's call.
            for (int x = 0, from = j * keyLongs, to = out[j] * keyLongs; x < keyLongs; x++) {
                levelKeys[to + x] = ownKeys[from + x];
            }
        }
        return out;
    }

    /**
     * For each of the {@code n} increasing links {@code a}, how many of the increasing links
     * {@code b} are smaller, into {@code before}; both lists must end with a sentinel larger than
     * every link. The two lists interleave at random (the parts are cut by
     * hash), so this merges them without a branch on the comparison: each step writes the count
     * so far for the current {@code a} (the last write before it is passed is the right one) and
     * moves one of the two on (with the branch, numbering took 1.55 s of wall in a two-thread
     * build of 15 × 15 grid paths; without, 1.2-1.4 s).
     */
    private static void countBefore(long[] a, int n, long[] b, int[] before) {
        // Links (level << 32, a search has far fewer than 2^30 levels) are at least -1 and below
        // 2^62, so differences do not overflow.
        int i = 0;
        int p = 0;
        while (i < n) {
            before[i] = p;
            int less = (int) ((a[i] - b[p]) >>> 63);
            i += less;
            p += 1 - less;
        }
    }

    /** A building thread: the lowest level that links to each level it has produced records for. */
    private final class BuildingWorker extends Worker {
        final int[] lowestReferrer = new int[levels];
        final LinkLayer[] layers;
        /**
         * With several threads, this worker's records per level cut by hash into one part per
         * thread ({@link #buildSharedLevel}), instead of {@link #pending}; null on one thread.
         */
        final StateRecords[][] parts;

        final int threads;
        /**
         * Whether this worker files its records in {@link #parts}: from the level where the other
         * threads join in ({@link Options#joinFrom}); before, it files them in {@link #pending}
         * as one thread does. Set between levels, by the thread that runs the search.
         */
        boolean byPart;

        BuildingWorker(FrontierStepper steps, LinkLayer[] layers, int threads) {
            super(levels, words, steps);
            this.layers = layers;
            this.threads = threads;
            this.parts = threads > 1 ? new StateRecords[levels][] : null;
            Arrays.fill(lowestReferrer, levels);
        }

        /**
         * From level {@code e} on, files records by part, and re-files so the records already
         * made for level {@code e} and the levels after it: in each part they keep their order,
         * the order of their parents' links, as {@link StateRecords#mergeInLinkOrder} needs.
         */
        void fileByPart(int e) {
            for (int c = e; c < levels; c++) {
                if (pending[c] != null) {
                    parts[c] = pending[c].splitByHash(threads);
                    pending[c] = null;
                }
            }
            byPart = true;
        }

        /**
         * The records of level {@code c} that a state of hash {@code hash} goes to, begun with
         * room for {@code room} records (shared out between the parts) when there are none yet.
         */
        StateRecords recordsFor(int c, int hash, int room) {
            StateRecords out;
            if (!byPart) {
                out = pending[c];
                if (out == null) {
                    out = new StateRecords(words, 1, room, arrays);
                    pending[c] = out;
                }
                return out;
            }
            StateRecords[] row = parts[c];
            if (row == null) {
                row = new StateRecords[threads];
                parts[c] = row;
            }
            int s = StateRecords.partOf(hash, threads);
            out = row[s];
            if (out == null) {
                out = new StateRecords(words, 1, Math.max(64, room / threads), arrays);
                row[s] = out;
            }
            return out;
        }

        /** Writes the level numbers of records {@code r}'s states ({@code numbers} of their part's) into their parents' links. */
        void link(int e, StateRecords r, int[] numbers) {
            // The records come in runs from one parent level, as in a one-thread merge: the
            // linker looks the parent's layer up once a run.
            LinkLayer.Linker linker = new LinkLayer.Linker(layers, e);
            for (int i = 0, n = r.size(); i < n; i++) {
                linker.link(r.link(i), numbers[r.number(i)]);
            }
        }

        /** Expands the merged states of level {@code e} and gives their keys back. */
        void expand(int e, StateRecords.Level level) {
            expand(e, level, 0, level.n(), level.n());
            arrays.give(level.keys());
        }

        /**
         * Expands states {@code [from, to)} of {@code level}, the states of level {@code e}, as
         * a worker expanding about {@code n} of them (the first room of its records).
         *
         * <p>Each child is recorded here, in the loop, not in a method of its own: C2 does not
         * inline a method into this loop when it has already compiled that method on its own into
         * a large one ("already compiled into a big method" in {@code -XX:+PrintInlining}), which
         * depends on the order of compilations and happened in one of two two-thread builds of
         * 15 × 15 grid paths; a profile of such a process spent 1,476 samples in the method and 365
         * in the loop, against 1,264 for the loop with the method inlined in a one-thread
         * process (docs/history/benchmarks-2026-12-05.md, par5).
         */
        void expand(int e, StateRecords.Level level, int from, int to, int n) {
            if (steps.onLongs) {
                expandKeys(e, level, from, to, n);
                return;
            }
            LinkLayer layer = layers[e];
            for (int node = from; node < to; node++) {
                level.state(node, buf);
                // One call for both branches: the skip child in buf, the take child in taken.
                long both = steps.children(buf, taken, e);
                long link = (long) e << 32 | (long) node << 1;
                for (int take = 0; take < 2; take++) {
                    int c = (int) (both >>> (take << 5));
                    int[] state = take == 0 ? buf : taken;
                    if (c < 0) {
                        layer.setTerminal(node, take, c);
                        continue;
                    }
                    if (!byPart) {
                        StateRecords out = pending[c];
                        if (out == null) {
                            out = recordsFor(c, 0, buildingRoom(e, c, n));
                        }
                        out.append(state, link | take);
                    } else {
                        int hash = StateRecords.hash(state, words);
                        StateRecords[] row = parts[c];
                        StateRecords out = row == null ? null : row[StateRecords.partOf(hash, threads)];
                        if (out == null) {
                            out = recordsFor(c, hash, buildingRoom(e, c, n));
                        }
                        out.append(state, link | take, hash);
                    }
                    if (e < lowestReferrer[c]) {
                        lowestReferrer[c] = e;
                    }
                }
            }
        }

        /**
         * {@link #expand(int, StateRecords.Level, int, int, int)} for a spec that works on its
         * states as longs ({@link FrontierStepper#onLongs}): each state goes from the level's keys
         * to the spec and its children from the spec to their records as one {@code long}, not
         * unpacked into ints and packed again, and the spec is called once a run of {@link #RUN}
         * states (docs/history/benchmarks-2026-12-05.md, spec8).
         */
        private void expandKeys(int e, StateRecords.Level level, int from, int to, int n) {
            LinkLayer layer = layers[e];
            long[] keys = level.keys();
            long[] out = this.children;
            for (int first = from; first < to; first += RUN) {
                int run = Math.min(RUN, to - first);
                steps.children(keys, first, run, e, out);
                for (int i = 0; i < run; i++) {
                    int node = first + i;
                    long both = out[SearchSpec.CHILDREN * i];
                    long link = (long) e << 32 | (long) node << 1;
                    for (int take = 0; take < 2; take++) {
                        int c = (int) (both >>> (take << 5));
                        if (c < 0) {
                            layer.setTerminal(node, take, c);
                            continue;
                        }
                        long key = out[SearchSpec.CHILDREN * i + 1 + take];
                        StateRecords records;
                        if (!byPart) {
                            records = pending[c];
                            if (records == null) {
                                records = recordsFor(c, 0, buildingRoom(e, c, n));
                            }
                        } else {
                            int hash = StateRecords.hashKey(key);
                            StateRecords[] row = parts[c];
                            records = row == null ? null : row[StateRecords.partOf(hash, threads)];
                            if (records == null) {
                                records = recordsFor(c, hash, buildingRoom(e, c, n));
                            }
                        }
                        records.appendKey(key, link | take);
                        if (e < lowestReferrer[c]) {
                            lowestReferrer[c] = e;
                        }
                    }
                }
            }
        }
    }

    // ---------------------------------------------------------------- counting only

    /** Levels smaller than this are merged and expanded by one thread: handing over costs more. */
    public static final int PARALLEL_LEVEL = 1 << 14;

    /**
     * The records a level must have for the other threads to join a search in. Sharing pays only
     * once the shared code is compiled: in a fresh process, a search that stays small spends more
     * in the just-in-time compiler and in handing levels over than the second thread saves. 12 × 12
     * grid paths (widest level 22,714 states) never reach it, and their whole command took 0.61 s
     * instead of 0.77 s; 14 × 14 reaches it after 0.9% of its states, 15 × 15 after 0.2%
     * (docs/history/benchmarks-2026-12-05.md, "Threads join in when the search is big").
     */
    public static final int JOIN_LEVEL = 1 << 16;

    /**
     * Whether a search on {@code threads} threads, still on one, brings the others in at a level
     * whose records from the one working thread are {@code records}.
     */
    private static boolean joins(StateRecords records, int threads, int joinFrom) {
        return threads > 1 && records != null && records.size() >= joinFrom;
    }

    /** Counts with {@code threads} threads; each expands its share of a level into its own records. */
    private Counted count(int threads, int parallelFrom, int joinFrom) {
        int first = first();
        if (first < 0) {
            return new Counted(first == SearchSpec.ACCEPT ? BigInteger.ONE : BigInteger.ZERO, stats());
        }
        CountingWorker[] workers = new CountingWorker[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new CountingWorker(t == 0 ? stepper : new FrontierStepper(levels, spec, lookahead));
        }
        StateRecords root = new StateRecords(words, 1, 1, arrays);
        root.append(scratch, new long[] {1}, 0, 1);
        workers[0].pending[first] = root;
        boolean joined = false;
        try (Tasks pool = Tasks.pool(threads)) {
            for (int e = first; e < levels; e++) {
                Interruption.check();
                StateRecords[] in = takePending(workers, e);
                if (in != null) {
                    joined = joined || joins(in[0], threads, joinFrom);
                    expandLevel(e, in, workers, pool, joined ? parallelFrom : Integer.MAX_VALUE);
                }
            }
        }
        long[] accepted = new long[1];
        for (CountingWorker w : workers) {
            accepted = addTo(accepted, w.accepted, 0, w.accepted.length);
        }
        return new Counted(Limbs.toBigInteger(accepted), stats());
    }

    private void expandLevel(int e, StateRecords[] in, CountingWorker[] workers, Tasks pool, int parallelFrom) {
        shareLevel(in, pool, workers.length, parallelFrom, (parted, tasks, cut) -> {
            int k = cut.length - 1;
            int[] sizes = new int[k];
            tasks.run(k, t -> sizes[t] = workers[t].expand(e, parted.merge(cut[t], cut[t + 1], null)));
            int n = 0;
            for (int size : sizes) {
                n += size;
            }
            unreduced += n;
            widest = Math.max(widest, n);
        });
    }

    /** What one level does with its merged records, cut into one run of buckets per worker. */
    @FunctionalInterface
    private interface LevelJob {
        void run(StateRecords.Partitioned parted, Tasks tasks, int[] cut);
    }

    /**
     * Partitions a level's records from every worker (the sources are freed as soon as they are
     * copied), cuts the buckets into runs — one per worker when the level has at least
     * {@code parallelFrom} records, else one run on the calling thread — and runs {@code job}.
     */
    private static void shareLevel(StateRecords[] in, Tasks pool, int workers, int parallelFrom, LevelJob job) {
        int records = 0;
        for (StateRecords r : in) {
            records += r == null ? 0 : r.size();
        }
        Tasks tasks = records >= parallelFrom ? pool : Tasks.SEQUENTIAL;
        StateRecords.Partitioned parted = StateRecords.partition(in, tasks);
        if (parted.copied()) {
            freeAll(in);
        }
        try {
            job.run(parted, tasks, parted.split(tasks == Tasks.SEQUENTIAL ? 1 : workers));
        } finally {
            parted.free();
            if (!parted.copied()) {
                freeAll(in);
            }
        }
    }

    /** Every building worker's parts for level {@code e}, handed over; null if there are none. */
    private static StateRecords[][] takeParts(BuildingWorker[] workers, int e) {
        int k = workers.length;
        StateRecords[][] in = new StateRecords[k][];
        boolean any = false;
        for (int t = 0; t < k; t++) {
            StateRecords[] row = workers[t].parts[e];
            workers[t].parts[e] = null;
            in[t] = row != null ? row : new StateRecords[k];
            any |= row != null;
        }
        return any ? in : null;
    }

    /** Every worker's records for level {@code e}, handed over; null if there are none. */
    private static StateRecords[] takePending(Worker[] workers, int e) {
        StateRecords[] in = new StateRecords[workers.length];
        boolean any = false;
        for (int t = 0; t < workers.length; t++) {
            in[t] = workers[t].pending[e];
            workers[t].pending[e] = null;
            any |= in[t] != null;
        }
        return any ? in : null;
    }

    /** One thread of a search: its records for the levels ahead and its own scratch state. */
    private abstract static class Worker {
        final StateRecords[] pending;
        final FrontierStepper steps;
        /**
         * The state being expanded, with room to spare: the workers' buffers are allocated one
         * after the other, and two threads writing the same cache line slow each other down
         * (by half, measured on 14×14 grid paths).
         */
        final int[] buf;
        /** The take child of the state being expanded (its skip child is made in {@link #buf}). */
        final int[] taken;
        /**
         * The children of a run of states kept as one long each, {@link SearchSpec#CHILDREN}
         * longs a state ({@link FrontierStepper#children(long[], int, int, int, long[])}); padded
         * as {@link #buf}.
         */
        final long[] children = new long[SearchSpec.CHILDREN * RUN + FrontierStepper.PADDING / 2];

        Worker(int levels, int words, FrontierStepper steps) {
            this.pending = new StateRecords[levels];
            this.steps = steps;
            this.buf = new int[Math.max(1, words) + FrontierStepper.PADDING];
            this.taken = new int[Math.max(1, words) + FrontierStepper.PADDING];
        }
    }

    /**
     * The states a spec on longs expands in one call ({@link FrontierStepper#onLongs}): its loop
     * over them is compiled as one piece with the spec's step, which C2 does not inline into the
     * expansion (the spec's method is compiled first, into a large one). Their children take 24
     * KiB; runs of 1,024 took 1-3% less CPU than runs of 256 in seven pairs of 14 × 14 builds,
     * 4,096 no less (docs/history/benchmarks-2026-12-05.md, spec8).
     */
    private static final int RUN = 1024;

    private static void freeAll(StateRecords[] records) {
        for (StateRecords r : records) {
            if (r != null) {
                r.free();
            }
        }
    }

    /** A counting thread: its share of the accepted count. */
    private final class CountingWorker extends Worker {
        long[] accepted = new long[1];

        CountingWorker(FrontierStepper steps) {
            super(levels, words, steps);
        }

        /** Expands the merged states of level {@code e}; returns how many there were. */
        int expand(int e, StateRecords.Level level) {
            int w = level.width();
            long[] counts = level.counts();
            if (steps.onLongs) {
                // As the building expansion on longs: each state and its children kept as keys.
                long[] keys = level.keys();
                for (int first = 0; first < level.n(); first += RUN) {
                    int run = Math.min(RUN, level.n() - first);
                    steps.children(keys, first, run, e, children);
                    for (int i = 0, o = 0; i < run; i++, o += SearchSpec.CHILDREN) {
                        int at = (first + i) * w;
                        addKey(e, (int) children[o], children[o + 1], counts, at, w, level.n());
                        addKey(e, (int) (children[o] >>> 32), children[o + 2], counts, at, w, level.n());
                    }
                }
            } else {
                for (int i = 0; i < level.n(); i++) {
                    level.state(i, buf);
                    long both = steps.children(buf, taken, e);
                    add(e, (int) both, buf, counts, i * w, w, level.n());
                    add(e, (int) (both >>> 32), taken, counts, i * w, w, level.n());
                }
            }
            arrays.give(level.keys());
            arrays.give(counts);
            return level.n();
        }

        /** Counts or records the child {@code state} of level {@code c}, carrying count {@code counts[at .. at + w)}. */
        private void add(int e, int c, int[] state, long[] counts, int at, int w, int n) {
            StateRecords out = recordsFor(e, c, counts, at, w, n);
            if (out != null) {
                out.append(state, counts, at, w);
            }
        }

        /** {@link #add} of a child kept as its key ({@link FrontierStepper#onLongs}). */
        private void addKey(int e, int c, long key, long[] counts, int at, int w, int n) {
            StateRecords out = recordsFor(e, c, counts, at, w, n);
            if (out != null) {
                out.appendKey(key, counts, at, w);
            }
        }

        /**
         * The records a child of level {@code c} goes to, or null when it is a terminal (an
         * accepted one's count {@code counts[at .. at + w)} added to {@link #accepted}).
         */
        private StateRecords recordsFor(int e, int c, long[] counts, int at, int w, int n) {
            if (c == SearchSpec.ACCEPT) {
                accepted = addTo(accepted, counts, at, w);
            } else if (c >= 0) {
                StateRecords out = pending[c];
                if (out == null) {
                    out = new StateRecords(words, w, room(e, c, n), arrays);
                    pending[c] = out;
                }
                return out;
            }
            return null;
        }
    }

    /**
     * The first room for the records that {@code n} states of level {@code e} send to level
     * {@code c}: most children land on the next level, two per state at most; the few that
     * jump further (a spec skipping edges it cannot take) start small and grow.
     */
    private static int room(int e, int c, int n) {
        return c == e + 1 ? 2 * n : Math.max(64, n / 8);
    }

    /**
     * {@link #room} when building: the records of the levels up to {@link #NEAR_LEVELS} below
     * start with a whole level's room too. On 14 × 14 grid paths 46% of the records skip at least
     * one level (the path spec jumps over edges it cannot take) and 99% land within four; begun
     * with an eighth of a level, those arrays were copied as they grew: 2.3% of a build's
     * samples, 1.1% after this change, with the same peak memory
     * (docs/history/benchmarks-to-2026-12-04.md). Counting keeps
     * {@link #room}: there the records are most of the memory, and this took 8% more RSS.
     */
    private static int buildingRoom(int e, int c, int n) {
        return c - e <= NEAR_LEVELS ? 2 * n : room(e, c, n);
    }

    private static final int NEAR_LEVELS = 4;

    /** {@code acc += c[at .. at+w)}, growing {@code acc} as needed. */
    private static long[] addTo(long[] acc, long[] c, int at, int w) {
        if (acc.length < w + 1) {
            acc = Arrays.copyOf(acc, w + 1);
        }
        long carry = 0;
        for (int i = 0; i < acc.length; i++) {
            long sum = acc[i] + (i < w ? c[at + i] : 0) + carry;
            acc[i] = sum & Long.MAX_VALUE;
            carry = sum >>> 63;
        }
        if (carry != 0) {
            acc = Arrays.copyOf(acc, acc.length + 1);
            acc[acc.length - 1] = carry;
        }
        return acc;
    }
}
