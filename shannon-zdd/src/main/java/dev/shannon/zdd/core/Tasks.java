package dev.shannon.zdd.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Runs {@code n} independent tasks numbered {@code 0 .. n-1} and returns when all are done:
 * in the calling thread, or on a fixed pool of threads owned by one search (and used by one
 * thread at a time). Everything a task wrote is visible to the caller afterwards; the first
 * failure is rethrown as it was thrown.
 */
interface Tasks extends AutoCloseable {
    Tasks SEQUENTIAL = new Tasks() {
        @Override
        public void run(int n, IntConsumer task) {
            for (int i = 0; i < n; i++) {
                task.accept(i);
            }
        }

        @Override
        public void close() {}
    };

    void run(int n, IntConsumer task);

    @Override
    void close();

    /**
     * Up to {@code threads - 1} daemon threads, started when first needed; task 0 of each call
     * runs in the caller.
     */
    static Tasks pool(int threads) {
        if (threads <= 1) {
            return SEQUENTIAL;
        }
        return new Tasks() {
            private ExecutorService pool;

            @Override
            public void run(int n, IntConsumer task) {
                if (n > 1 && pool == null) {
                    pool = Executors.newFixedThreadPool(threads - 1, r -> {
                        Thread t = new Thread(r, "graphset-worker");
                        t.setDaemon(true);
                        return t;
                    });
                }
                List<Future<?>> running = new ArrayList<>();
                for (int i = 1; i < n; i++) {
                    int index = i;
                    running.add(pool.submit(() -> task.accept(index)));
                }
                Throwable first = null;
                try {
                    if (n > 0) {
                        task.accept(0);
                    }
                } catch (RuntimeException | Error e) {
                    first = e;
                }
                // Wait for every task, even after a failure: they share the search's arrays.
                boolean interrupted = false;
                for (Future<?> f : running) {
                    while (true) {
                        try {
                            f.get();
                            break;
                        } catch (ExecutionException e) {
                            first = first != null ? first : e.getCause();
                            break;
                        } catch (InterruptedException e) {
                            interrupted = true;
                        }
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
                if (first instanceof RuntimeException r) {
                    throw r;
                }
                if (first instanceof Error e) {
                    throw e;
                }
                if (first != null) {
                    throw new IllegalStateException(first);
                }
            }

            @Override
            public void close() {
                if (pool != null) {
                    pool.shutdownNow();
                }
            }
        };
    }
}
