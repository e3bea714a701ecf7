package dev.shannon.zdd.core;

import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What a universe holds on behalf of objects a program may drop (its families), each registered
 * with a phantom reference to its owner on one queue: roots in the node tables ({@link ZddManager})
 * and diagrams kept outside them ({@link #keep}: a search's finished diagram, an exported copy,
 * member counts), whose bytes count against the universe's budget for as long as the owner is
 * reachable (an audit kept twenty 11 × 11 path families, 363 MiB, under a 64 MiB limit with
 * 0.3 MiB counted).
 *
 * <p>Draining the queue takes no table's lock, so any thread may do it at any time, the
 * reclaimer of a budget that ran short included: a dropped diagram's bytes go back to the budget
 * at once, a dropped root is handed to its table, which lets go of it at its next operation or
 * collection. Safe to use from many threads.
 */
public final class OwnerReferences {
    /** How long to wait for the Java collector's references after asking it to run. */
    private static final long ENQUEUE_WAIT_MS = 200;

    /** A reference that gives back what it stands for once its owner is unreachable. */
    abstract static class Held extends PhantomReference<Object> {
        Held(Object owner, OwnerReferences refs) {
            super(owner, refs.queue);
        }

        /** Called once, after the owner was found unreachable. */
        abstract void dropped();
    }

    /** The bytes of a diagram kept outside the tables on behalf of an owner. */
    private final class Kept extends Held {
        private final long bytes;

        Kept(Object owner, long bytes) {
            super(owner, OwnerReferences.this);
            this.bytes = bytes;
        }

        @Override
        void dropped() {
            keptBytes.addAndGet(-bytes);
            budget.release(bytes);
        }
    }

    /**
     * Marks how far the queue has got after a collection a thread asked for. Whichever thread
     * takes it from the queue tells the one waiting for it: several threads may wait at once.
     */
    private static final class Sentinel extends Held {
        private final CountDownLatch arrived = new CountDownLatch(1);

        Sentinel(OwnerReferences refs) {
            super(new Object(), refs);
        }

        @Override
        void dropped() {
            arrived.countDown();
        }

        boolean arrived() {
            return arrived.getCount() == 0;
        }
    }

    /** How long a waiter takes from the queue at a time before it looks whether its sentinel came. */
    private static final long POLL_MS = 5;

    private final MemoryBudget budget;
    private final ReferenceQueue<Object> queue = new ReferenceQueue<>();
    /** Keeps the references themselves reachable until they are processed, each exactly once. */
    private final Set<Held> registered = ConcurrentHashMap.newKeySet();

    private final AtomicLong keptBytes = new AtomicLong();

    public OwnerReferences(MemoryBudget budget) {
        this.budget = budget;
    }

    /**
     * Counts {@code bytes} of a diagram kept outside the tables on behalf of {@code owner}
     * against the budget for as long as the owner is reachable. A reservation that does not fit
     * reclaims first (see {@link MemoryBudget}).
     *
     * @throws dev.shannon.zdd.ZddMemoryLimitException naming {@code what} if they still do not fit
     */
    public void keep(Object owner, long bytes, String what) {
        budget.reserve(bytes, what);
        keptBytes.addAndGet(bytes);
        register(new Kept(owner, bytes));
        Reference.reachabilityFence(owner);
    }

    /** The bytes kept outside the tables now (for tests and statistics). */
    public long keptBytes() {
        return keptBytes.get();
    }

    void register(Held h) {
        registered.add(h);
    }

    /** Gives back what the owners the Java collector has found unreachable so far held. */
    public void drain() {
        Reference<?> r;
        while ((r = queue.poll()) != null) {
            dispatch(r);
        }
    }

    /**
     * Asks the Java collector to run and gives back what every owner it found unreachable held.
     * References are queued by another thread after the collection; a sentinel made unreachable
     * just before it tells when that thread has got to this collection's references.
     */
    public void awaitCollector() {
        Sentinel sentinel = new Sentinel(this);
        System.gc();
        long deadline = System.nanoTime() + ENQUEUE_WAIT_MS * 1_000_000;
        try {
            while (!sentinel.arrived() && deadline - System.nanoTime() > 0) {
                Reference<?> r = queue.remove(POLL_MS);
                if (r != null) {
                    dispatch(r);
                }
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        Reference.reachabilityFence(sentinel);
        drain();
    }

    private void dispatch(Reference<?> r) {
        if (r instanceof Sentinel s) {
            s.dropped();
        } else if (registered.remove(r)) {
            ((Held) r).dropped();
        }
    }
}
