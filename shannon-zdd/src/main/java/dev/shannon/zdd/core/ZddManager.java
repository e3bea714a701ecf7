package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.ReentrantLock;
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
 * owner ({@link OwnerReferences}, shared with the universe's other tables and its kept diagrams),
 * and owners the Java collector has found unreachable give up their roots at the start of the
 * next operation. When the table has grown past twice the nodes that survived the last
 * collection (and at least {@value #MIN_COLLECT} nodes), or when an operation has hit the memory
 * limit, the nodes unreachable from any held root are freed, their numbers reused, and the
 * operation cache cleared. Before a collection forced by the memory limit, the Java collector is
 * asked to run ({@link System#gc}) and its findings awaited, since under a limit well below the
 * heap it may not have run since the owners were dropped. Collections happen only between
 * operations, so the nodes of an operation in progress are never freed under it.
 *
 * <p><b>Threads.</b> A manager is safe to use from many threads: every method that reads or
 * changes the table holds the manager's lock, so operations on the same table run one at a time
 * (operations on different tables, and every query of an exported {@link Zdd}, run in parallel).
 * The lock is a {@link ReentrantLock} so that a budget's reclaimer, which may run on any thread,
 * collects a table only if no one is using it and never waits for it ({@link #collectIfIdle}). Diagrams handed out by {@link #export} are immutable and need no lock.
 */
public final class ZddManager {
    /** The table size below which no collection is attempted. */
    static final int MIN_COLLECT = 1 << 16;

    /** An operation on the shared table, returning its result's root. */
    @FunctionalInterface
    public interface Op {
        int apply(ZddAlgebra algebra);
    }

    /** A root held on behalf of an owner; handed back to its table when the owner is unreachable. */
    private final class Root extends OwnerReferences.Held {
        final int node;

        Root(Object owner, int node) {
            super(owner, owners);
            this.node = node;
        }

        @Override
        void dropped() {
            dropped.add(this);
        }
    }

    private final int levels;
    private final MemoryBudget budget;
    private final OwnerReferences owners;
    private final NodeTable table;
    private final ZddAlgebra algebra;
    private final ReentrantLock lock = new ReentrantLock();
    /** The held roots, for statistics (the references are kept reachable by {@link #owners}). */
    private final Set<Root> held = new HashSet<>();
    /** Roots whose owners were found unreachable, by whichever thread drained the queue. */
    private final Queue<Root> dropped = new ConcurrentLinkedQueue<>();
    /** Per node: the number of held roots at it. */
    private int[] holds = new int[64];

    private final int minCollect;
    private int collectAbove;
    private long collections;
    private long freed;

    public ZddManager(int levels, long memoryLimit) {
        this(levels, new MemoryBudget(memoryLimit));
    }

    /** A manager whose table, cache and operations count against {@code budget}. */
    public ZddManager(int levels, MemoryBudget budget) {
        this(levels, budget, new OwnerReferences(budget));
    }

    /**
     * A manager whose table, cache and operations count against {@code budget}, which other
     * managers (a universe's three tables) and searches may share, as they share {@code owners}.
     */
    public ZddManager(int levels, MemoryBudget budget, OwnerReferences owners) {
        this(levels, budget, owners, MIN_COLLECT);
    }

    /** A manager that collects as soon as the table has {@code minCollect} nodes (tests use a few). */
    ZddManager(int levels, long memoryLimit, int minCollect) {
        this(levels, new MemoryBudget(memoryLimit), minCollect);
    }

    private ZddManager(int levels, MemoryBudget budget, int minCollect) {
        this(levels, budget, new OwnerReferences(budget), minCollect);
    }

    private ZddManager(int levels, MemoryBudget budget, OwnerReferences owners, int minCollect) {
        this.levels = levels;
        this.minCollect = minCollect;
        this.collectAbove = minCollect;
        this.budget = budget;
        this.owners = owners;
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
    public <T> T apply(Op op, IntFunction<T> owner) {
        lock.lock();
        try {
            int r = run(op);
            T o = owner.apply(r);
            hold(o, r);
            return o;
        } finally {
            lock.unlock();
        }
    }

    /** Loads an immutable diagram into the shared table, held on behalf of {@code owner}. */
    public int adopt(Object owner, Zdd z) {
        lock.lock();
        try {
            int r = run(alg -> alg.table().load(z));
            hold(owner, r);
            return r;
        } finally {
            lock.unlock();
        }
    }

    /**
     * The family below a held root as an immutable diagram (cost: its reachable nodes). Its
     * arrays are the caller's to {@linkplain #keep keep}: they count only while it is made.
     */
    public Zdd export(int root) {
        try {
            return exportOnce(root);
        } catch (ZddMemoryLimitException e) {
            // The budget's reclaimer could not collect this table, whose lock the export held.
            reclaim();
            return exportOnce(root);
        }
    }

    private Zdd exportOnce(int root) {
        lock.lock();
        try (MemoryBudget out = budget.child()) {
            return guarded(() -> table.export(root, out));
        } finally {
            lock.unlock();
        }
    }

    /**
     * Counts {@code bytes} of a diagram kept outside the table on behalf of {@code owner} (a
     * search's finished diagram, an exported copy, a family's counts) against the universe's
     * budget for as long as the owner is reachable ({@link OwnerReferences#keep}).
     *
     * @throws ZddMemoryLimitException naming {@code what} if they do not fit even after reclaiming
     */
    public void keep(Object owner, long bytes, String what) {
        owners.keep(owner, bytes, what);
    }

    /** The number of inner nodes below a held root. */
    public int nodeCount(int root) {
        lock.lock();
        try {
            return table.reachableCount(root);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Frees what this table can before a search over the same universe tries again after
     * running out of the universe's budget: the roots and kept diagrams of owners the Java
     * collector finds unreachable, then every node no held root reaches (the arrays shrink with
     * them).
     */
    public void reclaim() {
        lock.lock();
        try {
            owners.awaitCollector();
            collect();
        } finally {
            lock.unlock();
        }
    }

    /** Releases the roots of unreachable owners and frees every node no held root reaches. */
    public void collect() {
        lock.lock();
        try {
            release();
            freed += table.collect(holds);
            algebra.clearCache(table.liveNodes());
            collections++;
            collectAbove = Math.max(minCollect, 2 * table.liveNodes());
        } finally {
            lock.unlock();
        }
    }

    /**
     * {@link #collect} if no thread is using the table now, without waiting for one that is:
     * for a budget's reclaimer, which may run on a thread that holds another table's lock, or
     * this one's in the middle of an operation (whose unheld nodes a collection would free), or
     * on behalf of a thread that does. Returns whether it collected.
     */
    public boolean collectIfIdle() {
        if (lock.isHeldByCurrentThread() || !lock.tryLock()) {
            return false;
        }
        try {
            collect();
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Nodes in the table now (terminals included), collections so far and nodes they freed. */
    public Stats stats() {
        lock.lock();
        try {
            release();
            return new Stats(table.liveNodes(), held.size(), collections, freed, budget.used());
        } finally {
            lock.unlock();
        }
    }

    /**
     * The bytes the table's own arrays and operation cache reserve now: what the budget holds for
     * this table once no operation is in flight (for tests of the accounting).
     */
    public long tableBytes() {
        lock.lock();
        try {
            return table.bytes() + algebra.cacheBytes();
        } finally {
            lock.unlock();
        }
    }

    /** A snapshot of the table's state, for tests and benchmarks. */
    public record Stats(int liveNodes, int heldRoots, long collections, long freedNodes, long bytes) {}

    private int run(Op op) {
        release();
        if (table.liveNodes() > collectAbove) {
            collect();
        }
        algebra.beginOperation();
        long reclaims = budget.reclaims();
        try {
            return guarded(() -> op.apply(algebra));
        } catch (ZddMemoryLimitException e) {
            // Dead nodes may be what fills the budget: collect, and try once more. Their owners
            // may be unreachable without the Java collector having noticed: a limit well below
            // the heap puts no pressure on it, and dropped sets stay held (an audit's loop ran
            // out of a 24 MiB limit with 131 roots held, nearly all of dropped sets). The
            // budget's reclaimer, if it ran, asked the collector but could not collect this
            // table in the middle of the operation; if it did not (a cache that could not grow
            // stopped the operation), ask the collector here.
            if (budget.reclaims() == reclaims) {
                owners.awaitCollector();
            }
            collect();
            algebra.beginOperation();
            return guarded(() -> op.apply(algebra));
        }
    }

    private void release() {
        owners.drain();
        Root r;
        while ((r = dropped.poll()) != null) {
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
        Root root = new Root(owner, node);
        held.add(root);
        owners.register(root);
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
