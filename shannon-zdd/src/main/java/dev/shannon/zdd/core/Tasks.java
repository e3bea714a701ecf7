package dev.shannon.zdd.core;

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
     * {@code threads - 1} daemon threads, started when first needed, that take the tasks of each
     * call by turns with the caller: task {@code i} runs on thread {@code i % threads}, the caller
     * being thread 0 ({@link TaskTeam}).
     */
    static Tasks pool(int threads) {
        return threads <= 1 ? SEQUENTIAL : new TaskTeam(threads);
    }
}
