package dev.shannon.census;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a census: the family's shards on a pool of worker threads (each with its own bounded
 * tables, see {@link ShardCensus}), every finished shard committed to an optional
 * {@link Checkpoint}, the partial tables merged by addition in shard order. With a checkpoint, the
 * same call after a crash skips the shards already recorded and ends with the same table.
 */
public final class Census {
    private Census() {
    }

    /**
     * @param threads         worker threads (1 or more)
     * @param maxTableEntries cap of each worker's game table and Lehman cache
     * @param checkpoint      append-only checkpoint file, or null for none
     */
    public record Options(int threads, int maxTableEntries, Path checkpoint) {
        public Options {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, got " + threads);
            }
            if (maxTableEntries < 16) {
                throw new IllegalArgumentException("table size must be at least 16, got " + maxTableEntries);
            }
        }

        /** All cores, default table cap, no checkpoint. */
        public static Options defaults() {
            return new Options(Runtime.getRuntime().availableProcessors(), ShardCensus.DEFAULT_MAX_TABLE_ENTRIES, null);
        }
    }

    public static CensusReport run(GraphFamily family, Options options, CensusListener listener) throws IOException {
        long start = System.nanoTime();
        int shards = family.shardCount();
        CensusTally[] results = new CensusTally[shards];
        Checkpoint checkpoint = options.checkpoint() == null ? null : Checkpoint.open(options.checkpoint(), family);
        try {
            List<Integer> pending = new ArrayList<>();
            long resumedItems = 0;
            int resumed = 0;
            Map<Integer, CensusTally> done = checkpoint == null ? Map.of() : checkpoint.completed();
            for (int i = 0; i < shards; i++) {
                CensusTally t = done.get(i);
                if (t != null) {
                    results[i] = t;
                    resumed++;
                    resumedItems += new Shard(i, shards).to(family.size()) - new Shard(i, shards).from(family.size());
                } else {
                    pending.add(i);
                }
            }
            listener.started(family, resumed, resumedItems);
            Progress progress = new Progress(listener, resumed, resumedItems);
            runPending(family, options, pending, results, checkpoint, progress);
            CensusTally total = CensusTally.ZERO;
            long positionsRun = 0;
            for (int i = 0; i < shards; i++) {
                total = total.plus(results[i]);
                if (!done.containsKey(i)) {
                    positionsRun += results[i].positions();
                }
            }
            return new CensusReport(family.vertices(), family.id(), total, shards, resumed, options.threads(),
                    System.nanoTime() - start, positionsRun);
        } finally {
            if (checkpoint != null) {
                checkpoint.close();
            }
        }
    }

    private static void runPending(GraphFamily family, Options options, List<Integer> pending, CensusTally[] results,
                                   Checkpoint checkpoint, Progress progress) throws IOException {
        int threads = Math.min(options.threads(), Math.max(1, pending.size()));
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "census-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                workers.add(pool.submit(() -> {
                    ShardCensus worker = new ShardCensus(options.maxTableEntries());
                    for (int i = next.getAndIncrement(); i < pending.size(); i = next.getAndIncrement()) {
                        Shard shard = new Shard(pending.get(i), results.length);
                        CensusTally tally = worker.run(family, shard);
                        if (checkpoint != null) {
                            try {
                                checkpoint.commit(shard.index(), tally);
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        }
                        results[shard.index()] = tally;
                        progress.shardDone(family, shard, tally);
                    }
                    return null;
                }));
            }
            for (Future<?> f : workers) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("census interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Serialises listener calls and counts what is done. */
    private static final class Progress {
        private final CensusListener listener;
        private int shards;
        private long items;

        Progress(CensusListener listener, int shards, long items) {
            this.listener = listener;
            this.shards = shards;
            this.items = items;
        }

        synchronized void shardDone(GraphFamily family, Shard shard, CensusTally tally) {
            shards++;
            items += shard.to(family.size()) - shard.from(family.size());
            listener.shardDone(shard, tally, shards, items);
        }
    }
}
