package dev.shannon.zdd.core;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * {@link Tasks} on a team of threads that wait for the next call by spinning a little before
 * they sleep. A parallel build hands work over several times a level, hundreds of levels, each
 * piece a millisecond or less: woken from sleep through an executor's queue, a worker started
 * each piece about a tenth of a millisecond late (0.2-0.3 s of a two-thread build of 14 × 14 grid
 * paths, docs/history/benchmarks-2026-12-05.md). A worker that has just finished is still spinning
 * when the next piece comes. Task {@code i} always runs on thread {@code i % threads}, so that a
 * worker's own data stays in its core's cache from one call to the next.
 */
final class TaskTeam implements Tasks {
    /** How long an idle worker spins before it sleeps, and a waiting caller before it sleeps. */
    private static final long SPIN_NANOS = 200_000;

    private final int threads;
    private final Thread caller;
    private Thread[] team;
    private volatile Call call;
    private volatile boolean closed;

    /** One call of {@link #run}: its tasks, and how many of the team's threads are done with it. */
    private static final class Call {
        final int n;
        final IntConsumer task;
        final AtomicInteger done = new AtomicInteger();
        volatile Throwable failure;

        Call(int n, IntConsumer task) {
            this.n = n;
            this.task = task;
        }

        /** Runs the tasks of thread {@code p} of {@code threads}, keeping the first failure. */
        void runShare(int p, int threads) {
            for (int i = p; i < n; i += threads) {
                try {
                    task.accept(i);
                } catch (RuntimeException | Error e) {
                    synchronized (this) {
                        if (failure == null) {
                            failure = e;
                        }
                    }
                }
            }
        }
    }

    TaskTeam(int threads) {
        this.threads = threads;
        this.caller = Thread.currentThread();
    }

    @Override
    public void run(int n, IntConsumer task) {
        if (n <= 1) {
            SEQUENTIAL.run(n, task);
            return;
        }
        if (team == null) {
            start();
        }
        Call c = new Call(n, task);
        call = c;
        for (Thread t : team) {
            LockSupport.unpark(t);
        }
        c.runShare(0, threads);
        // Wait for every worker, even after a failure: they share the search's arrays.
        long start = System.nanoTime();
        boolean interrupted = false;
        while (c.done.get() < threads - 1) {
            if (System.nanoTime() - start < SPIN_NANOS) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(this, 1_000_000);
                interrupted |= Thread.interrupted();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable failure = c.failure;
        if (failure instanceof RuntimeException r) {
            throw r;
        }
        if (failure instanceof Error e) {
            throw e;
        }
    }

    private void start() {
        team = new Thread[threads - 1];
        for (int p = 1; p < threads; p++) {
            int share = p;
            Thread t = new Thread(() -> work(share), "graphset-worker");
            t.setDaemon(true);
            team[p - 1] = t;
            t.start();
        }
    }

    /** Thread {@code p}'s loop: each new call's share of tasks, until the team is closed. */
    private void work(int p) {
        Call last = null;
        while (true) {
            long start = System.nanoTime();
            Call c;
            while ((c = call) == last) {
                if (closed) {
                    return;
                }
                if (System.nanoTime() - start < SPIN_NANOS) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.park(this);
                }
            }
            last = c;
            c.runShare(p, threads);
            c.done.incrementAndGet();
            LockSupport.unpark(caller);
        }
    }

    @Override
    public void close() {
        closed = true;
        if (team != null) {
            for (Thread t : team) {
                LockSupport.unpark(t);
            }
        }
    }
}
