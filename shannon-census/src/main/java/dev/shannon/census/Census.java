package dev.shannon.census;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs a census: the family's pending shards on a {@link ShardEngine} (by default this process's
 * threads), every finished shard checked ({@link TallyCheck}) and committed to an optional
 * {@link Checkpoint}, the partial tables merged by addition in shard order. With a checkpoint, the
 * same call after a crash skips the shards already recorded and ends with the same table.
 */
public final class Census {
    private Census() {}

    /**
     * @param threads         worker threads of the embedded engine (1 or more)
     * @param maxTableEntries cap of each worker's game table and Lehman cache
     * @param checkpoint      append-only checkpoint file, or null for none
     * @param firstShard      the first shard to run (0 for the whole family)
     * @param endShard        one past the last shard to run (clipped to the family's shard count)
     * @param shardStep       run every shardStep-th shard from firstShard on (1: all of them)
     */
    public record Options(
            int threads, int maxTableEntries, Path checkpoint, int firstShard, int endShard, int shardStep) {
        public Options {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, got " + threads);
            }
            if (maxTableEntries < 16) {
                throw new IllegalArgumentException("table size must be at least 16, got " + maxTableEntries);
            }
            if (firstShard < 0 || endShard <= firstShard || shardStep < 1) {
                throw new IllegalArgumentException(
                        "no shards from " + firstShard + " to " + endShard + " in steps of " + shardStep);
            }
        }

        /** The whole family. */
        public Options(int threads, int maxTableEntries, Path checkpoint) {
            this(threads, maxTableEntries, checkpoint, 0, Integer.MAX_VALUE, 1);
        }

        /** All cores, default table cap, no checkpoint. */
        public static Options defaults() {
            return new Options(Runtime.getRuntime().availableProcessors(), ShardCensus.DEFAULT_MAX_TABLE_ENTRIES, null);
        }

        /**
         * The same, restricted to shards first, first + step, … below end: a slice, reproducible because
         * shards are fixed; a step spreads it over the family, so it can stand for the whole.
         */
        public Options slice(int first, int end, int step) {
            return new Options(threads, maxTableEntries, checkpoint, first, end, step);
        }
    }

    /** Runs on this process's threads. */
    public static CensusReport run(GraphFamily family, Options options, CensusListener listener) throws IOException {
        return run(family, options, listener, new ThreadEngine(options.threads()));
    }

    public static CensusReport run(GraphFamily family, Options options, CensusListener listener, ShardEngine engine)
            throws IOException {
        long start = System.nanoTime();
        int shards = family.shardCount();
        int first = options.firstShard();
        int end = (int) Math.min(options.endShard(), shards);
        if (first >= shards) {
            throw new IllegalArgumentException(
                    "the family has " + shards + " shards (0.." + (shards - 1) + "), no shard " + first);
        }
        CensusTally[] results = new CensusTally[shards];
        Checkpoint checkpoint = options.checkpoint() == null ? null : Checkpoint.open(options.checkpoint(), family);
        boolean success = false;
        try {
            if (checkpoint != null && !checkpoint.refused().isEmpty()) {
                listener.refused(checkpoint.refused());
            }
            List<Shard> pending = new ArrayList<>();
            long resumedItems = 0;
            int resumed = 0;
            Map<Integer, CensusTally> done = checkpoint == null ? Map.of() : checkpoint.completed();
            int step = options.shardStep();
            long items = 0;
            int selected = 0;
            for (int i = first; i < end; i += step) {
                CensusTally t = done.get(i);
                Shard shard = new Shard(i, shards);
                selected++;
                items += shard.to(family.size()) - shard.from(family.size());
                if (t != null) {
                    results[i] = t;
                    resumed++;
                    resumedItems += shard.to(family.size()) - shard.from(family.size());
                } else {
                    pending.add(shard);
                }
            }
            listener.started(family, resumed, resumedItems, selected, items);
            Progress progress = new Progress(listener, family, resumed, resumedItems);
            engine.run(family, pending, options.maxTableEntries(), (shard, tally) -> {
                TallyCheck.require(family, shard, tally);
                synchronized (results) {
                    if (results[shard.index()] != null) {
                        return; // a shard an engine ran twice (a retried task) counts once
                    }
                    if (checkpoint != null) {
                        checkpoint.commit(shard.index(), tally);
                    }
                    results[shard.index()] = tally;
                }
                progress.shardDone(shard, tally);
            });
            CensusTally total = CensusTally.ZERO;
            long positionsRun = 0;
            for (int i = first; i < end; i += step) {
                if (results[i] == null) {
                    throw new IllegalStateException("the engine finished without shard " + i);
                }
                total = total.plus(results[i]);
                if (!done.containsKey(i)) {
                    positionsRun += results[i].positions();
                }
            }
            if (first == 0 && end == shards && step == 1) {
                TallyCheck.requireWhole(family, total);
            }
            success = true;
            return new CensusReport(
                    family.vertices(),
                    family.id(),
                    total,
                    shards,
                    first,
                    end,
                    step,
                    resumed,
                    engine.description(),
                    engine.parallelism(),
                    System.nanoTime() - start,
                    positionsRun);
        } finally {
            if (checkpoint != null) {
                checkpoint.close(!success);
            }
        }
    }

    /** Serialises listener calls and counts what is done. */
    private static final class Progress {
        private final CensusListener listener;
        private final GraphFamily family;
        private int shards;
        private long items;

        Progress(CensusListener listener, GraphFamily family, int shards, long items) {
            this.listener = listener;
            this.family = family;
            this.shards = shards;
            this.items = items;
        }

        synchronized void shardDone(Shard shard, CensusTally tally) {
            shards++;
            items += shard.to(family.size()) - shard.from(family.size());
            listener.shardDone(shard, tally, shards, items);
        }
    }
}
