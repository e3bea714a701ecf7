package dev.shannon.census;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The embedded engine: a fixed pool of worker threads in this process, each with its own
 * {@link ShardCensus}, taking the next pending shard until none is left. No set-up, no start-up
 * cost; the default of {@code shannon census}.
 */
public final class ThreadEngine implements ShardEngine {
    private final int threads;

    public ThreadEngine(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threads = threads;
    }

    @Override
    public String description() {
        return threads + (threads == 1 ? " thread" : " threads");
    }

    @Override
    public int parallelism() {
        return threads;
    }

    @Override
    public void run(GraphFamily family, List<Shard> pending, int maxTableEntries, Results results) throws IOException {
        int workers = Math.min(threads, Math.max(1, pending.size()));
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "census-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                running.add(pool.submit(() -> {
                    ShardCensus worker = new ShardCensus(maxTableEntries);
                    for (int i = next.getAndIncrement(); i < pending.size(); i = next.getAndIncrement()) {
                        Shard shard = pending.get(i);
                        CensusTally tally = worker.run(family, shard);
                        try {
                            results.accept(shard, tally);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : running) {
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
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
    }
}
