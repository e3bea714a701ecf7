package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The shared node table and operation cache of one universe, as in CUDD's and SAPPOROBDD's
 * managers: every family of the universe that takes part in an operation lives here as a root
 * node, equal subdiagrams are one node, and an operation creates only the nodes its result
 * needs (nothing is copied in or out), with results of earlier operations still in the cache.
 *
 * <p><b>Garbage collection.</b> A root is held for as long as the object that owns it (a
 * {@code GraphSet}) is reachable: each root is registered with a phantom reference to its
 * owner, and owners the Java collector has found unreachable give up their roots at the start
 * of the next operation. When the table has grown past twice the nodes that survived the last
 * collection (and at least {@value #MIN_COLLECT} nodes), or when an operation has hit the memory
 * limit, the nodes unreachable from any held root are freed, their numbers reused, and the
 * operation cache cleared. Before a collection forced by the memory limit, the Java collector is
 * asked to run ({@link System#gc}) and its findings awaited, since under a limit well below the
 * heap it may not have run since the owners were dropped. Collections happen only between
 * operations, so the nodes of an operation in progress are never freed under it.
 *
 * <p><b>Threads.</b> A manager is safe to use from many threads: every method that reads or
 * changes the table holds the manager's lock, so operations on the same universe run one at a
 * time (operations on different universes, and every query of an exported {@link Zdd}, run in
 * parallel). Diagrams handed out by {@link #export} are immutable and need no lock.
 */
public final class ZddManager {
    /** The table size below which no collection is attempted. */
    static final int MIN_COLLECT = 1 << 16;

    /** An operation on the shared table, returning its result's root. */
    @FunctionalInterface
    public interface Op {
        int apply(ZddAlgebra algebra);
    }

    /** A root held on behalf of an owner; enqueued when the owner is unreachable. */
    private static final class Root extends PhantomReference<Object> {
        final int node;

        Root(Object owner, int node, ReferenceQueue<Object> queue) {
            super(owner, queue);
            this.node = node;
        }
    }

    private final int levels;
    private final MemoryBudget budget;
    private final NodeTable table;
    private final ZddAlgebra algebra;
    private final ReferenceQueue<Object> released = new ReferenceQueue<>();
    /** Keeps the phantom references themselves reachable until they are processed. */
    private final Set<Root> held = new HashSet<>();
    /** Per node: the number of held roots at it. */
    private int[] holds = new int[64];

    private final int minCollect;
    private int collectAbove;
    private long collections;
    private long freed;

    public ZddManager(int levels, long memoryLimit) {
        this(levels, new MemoryBudget(memoryLimit));
    }

    /**
     * A manager whose table, cache and operations count against {@code budget}, which other
     * managers (a universe's three tables) and searches may share.
     */
    public ZddManager(int levels, MemoryBudget budget) {
        this(levels, budget, MIN_COLLECT);
    }

    /** A manager that collects as soon as the table has {@code minCollect} nodes (tests use a few). */
    ZddManager(int levels, long memoryLimit, int minCollect) {
        this(levels, new MemoryBudget(memoryLimit), minCollect);
    }

    private ZddManager(int levels, MemoryBudget budget, int minCollect) {
        this.levels = levels;
        this.minCollect = minCollect;
        this.collectAbove = minCollect;
        this.budget = budget;
        this.table = new NodeTable(levels, budget, 1 << 10);
        this.algebra = new ZddAlgebra(table, budget, 1 << 10);
    }

    public int levels() {
        return levels;
    }

    /**
     * A budget for one operation on this table's families (counting, ranking), counted against
     * the table's budget until closed.
     */
    public MemoryBudget operationBudget() {
        return budget.child();
    }

    /** The bytes this table (and each diagram exported from it) may use. */
    public long memoryLimit() {
        return budget.limit();
    }

    /**
     * Runs {@code op} on the shared table and hands its result's root to {@code owner}, which
     * holds it from then on (the owner is made inside the lock, so no collection can come
     * between). Callers must keep the owners of the operands reachable until this returns.
     */
    public synchronized <T> T apply(Op op, IntFunction<T> owner) {
        int r = run(op);
        T o = owner.apply(r);
        hold(o, r);
        return o;
    }

    /** Loads an immutable diagram into the shared table, held on behalf of {@code owner}. */
    public synchronized int adopt(Object owner, Zdd z) {
        int r = run(alg -> alg.table().load(z));
        hold(owner, r);
        return r;
    }

    /** The family below a held root as an immutable diagram (cost: its reachable nodes). */
    public synchronized Zdd export(int root) {
        try (MemoryBudget out = budget.child()) {
            return guarded(() -> table.export(root, out));
        }
    }

    /** The number of inner nodes below a held root. */
    public synchronized int nodeCount(int root) {
        return table.reachableCount(root);
    }

    /**
     * Frees what this table can before a search over the same universe tries again after
     * running out of the universe's budget: the roots of owners the Java collector finds
     * unreachable, then every node no held root reaches (the arrays shrink with them).
     */
    public synchronized void reclaim() {
        awaitUnreachableOwners();
        collect();
    }

    /** Releases the roots of unreachable owners and frees every node no held root reaches. */
    public synchronized void collect() {
        release();
        freed += table.collect(holds);
        algebra.clearCache(table.liveNodes());
        collections++;
        collectAbove = Math.max(minCollect, 2 * table.liveNodes());
    }

    /** Nodes in the table now (terminals included), collections so far and nodes they freed. */
    public synchronized Stats stats() {
        release();
        return new Stats(table.liveNodes(), held.size(), collections, freed, budget.used());
    }

    /** A snapshot of the table's state, for tests and benchmarks. */
    public record Stats(int liveNodes, int heldRoots, long collections, long freedNodes, long bytes) {}

    private int run(Op op) {
        release();
        if (table.liveNodes() > collectAbove) {
            collect();
        }
        try {
            return guarded(() -> op.apply(algebra));
        } catch (ZddMemoryLimitException e) {
            // Dead nodes may be what fills the budget: collect, and try once more. Their owners
            // may be unreachable without the Java collector having noticed: a limit well below
            // the heap puts no pressure on it, and dropped sets stay held (an audit's loop ran
            // out of a 24 MiB limit with 131 roots held, nearly all of dropped sets).
            awaitUnreachableOwners();
            collect();
            return guarded(() -> op.apply(algebra));
        }
    }

    /** How long to wait for the Java collector's references after asking it to run. */
    private static final long ENQUEUE_WAIT_MS = 200;

    /**
     * Asks the Java collector to run and releases the roots of every owner it found unreachable.
     * References are queued by another thread after the collection; a sentinel made unreachable
     * just before it tells when that thread has got to this collection's references.
     */
    private void awaitUnreachableOwners() {
        Root sentinel = new Root(new Object(), SENTINEL, released);
        System.gc();
        long deadline = System.nanoTime() + ENQUEUE_WAIT_MS * 1_000_000;
        try {
            long left;
            while ((left = deadline - System.nanoTime()) > 0) {
                Root r = (Root) released.remove(Math.max(1, left / 1_000_000));
                if (r == null || r == sentinel) {
                    break;
                }
                releaseRoot(r);
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        Reference.reachabilityFence(sentinel);
        release();
    }

    /** The node of the sentinel root, which holds nothing. */
    private static final int SENTINEL = -1;

    private void release() {
        Root r;
        while ((r = (Root) released.poll()) != null) {
            releaseRoot(r);
        }
    }

    private void releaseRoot(Root r) {
        if (r.node != SENTINEL) {
            held.remove(r);
            holds[r.node]--;
        }
    }

    private void hold(Object owner, int node) {
        if (node <= Zdd.ONE) {
            return; // terminals are never freed
        }
        if (node >= holds.length) {
            holds = Arrays.copyOf(holds, Math.max(node + 1, 2 * holds.length));
        }
        holds[node]++;
        held.add(new Root(owner, node, released));
    }

    private <T> T guarded(Supplier<T> op) {
        try {
            return Deep.run(levels, op);
        } catch (OutOfMemoryError e) {
            throw new ZddMemoryLimitException("out of memory in a ZDD operation (raise -Xmx or the universe's limit)");
        } catch (StackOverflowError e) {
            throw new IllegalStateException("ZDD operation recursed too deeply for the thread stack", e);
        }
    }
}
