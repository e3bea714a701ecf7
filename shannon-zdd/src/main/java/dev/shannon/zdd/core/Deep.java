package dev.shannon.zdd.core;

import dev.shannon.graph.Interruption;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs a recursive diagram operation whose depth may reach the number of variables. Up to a
 * few thousand levels the caller's stack suffices; beyond that the operation runs on a
 * short-lived thread with a stack sized for the depth, and its result or exception is handed
 * back.
 */
public final class Deep {
    private static final int SHALLOW = 2_000;

    private Deep() {}

    public static <T> T run(int levels, Supplier<T> op) {
        if (levels <= SHALLOW) {
            return op.get();
        }
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long stack = 4L * 1024 * 1024 + 1024L * levels;
        Thread t = new Thread(
                null,
                () -> {
                    try {
                        result.set(op.get());
                    } catch (Throwable e) {
                        failure.set(e);
                    }
                },
                "zdd-deep",
                stack);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            // Whoever interrupted the caller meant the operation: pass it on, and let it end (it
            // checks between levels) before returning, so no orphan keeps computing.
            t.interrupt();
            joinUninterruptibly(t);
            if (failure.get() == null) {
                throw new Interruption.Interrupted();
            }
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException r) {
            throw r;
        }
        if (f instanceof Error err) {
            throw err;
        }
        return result.get();
    }

    private static void joinUninterruptibly(Thread t) {
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join();
            } catch (InterruptedException again) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
