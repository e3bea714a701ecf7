package dev.shannon.zdd;

import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;
import dev.shannon.zdd.core.ZddCounts;
import dev.shannon.zdd.core.ZddManager;
import java.lang.ref.Reference;
import java.math.BigInteger;

/**
 * One family of sets as the public classes hold it ({@link GraphSet} over edges,
 * {@link VertexSetFamily} over vertices): a root in a shared {@link ZddManager} table, for
 * operations, and an immutable {@link Zdd}, for queries, each made from the other on first
 * need. The manager holds the root for as long as this object is reachable, and the diagram and
 * member counts kept here count against the universe's budget for as long too
 * ({@link ZddManager#keep}). Immutable apart from those caches, each made once under this
 * object's lock; safe to share between threads.
 */
final class Family {
    /** {@link #root} before the family has been placed in the manager's table. */
    private static final int NOT_LOADED = -1;

    /** An operation on the roots of two families in one table. */
    @FunctionalInterface
    interface Binary {
        int apply(ZddAlgebra algebra, int f, int g);
    }

    /** An operation on the root of one family. */
    @FunctionalInterface
    interface Unary {
        int apply(ZddAlgebra algebra, int f);
    }

    private final ZddManager manager;
    /** The family as an immutable diagram, for queries; exported from the table on first need. */
    private volatile Zdd zdd;
    /** The family's root in the manager's table; loaded there on first operation. */
    private volatile int root;

    private volatile BigInteger count;
    private volatile ZddCounts counts;

    /** The number of variables of the family's diagrams (the elements of its universe). */
    int levels() {
        return manager.levels();
    }

    private Family(ZddManager manager, Zdd zdd, int root, BigInteger count) {
        this.manager = manager;
        this.zdd = zdd;
        this.root = root;
        this.count = count;
    }

    /**
     * A family given as a finished diagram (a frontier search's, a file's), with its count if
     * known; the diagram counts against the universe's budget while the family is reachable.
     */
    static Family of(ZddManager manager, Zdd zdd, BigInteger count) {
        Family f = new Family(manager, zdd, NOT_LOADED, count);
        manager.keep(f, zdd.bytes(), "a finished diagram of " + zdd.nodeCount() + " nodes");
        return f;
    }

    /** The family {@code op} makes in the manager's table. */
    static Family made(ZddManager manager, ZddManager.Op op) {
        return manager.apply(
                op,
                r -> new Family(
                        manager, null, r, r == Zdd.ZERO ? BigInteger.ZERO : r == Zdd.ONE ? BigInteger.ONE : null));
    }

    Family withCount(BigInteger n) {
        count = n;
        return this;
    }

    ZddManager manager() {
        return manager;
    }

    /** This family's root in the shared table, loading its diagram there first if need be. */
    private int root() {
        int r = root;
        if (r == NOT_LOADED) {
            synchronized (this) {
                r = root;
                if (r == NOT_LOADED) {
                    r = manager.adopt(this, zdd);
                    root = r;
                }
            }
        }
        return r;
    }

    /** This family's root in {@code m}'s table (a copy when {@code m} is an equal universe's). */
    private int rootIn(ZddManager m) {
        return m == manager ? root() : m.adopt(this, zdd());
    }

    /** This family as an immutable diagram, exporting it from the table on first need. */
    Zdd zdd() {
        Zdd z = zdd;
        if (z == null) {
            synchronized (this) {
                z = zdd;
                if (z == null) {
                    z = manager.export(root);
                    manager.keep(this, z.bytes(), "an exported diagram of " + z.nodeCount() + " nodes");
                    zdd = z;
                }
            }
        }
        return z;
    }

    Family binary(Family other, Binary op) {
        int f = root();
        int g = other.rootIn(manager);
        try {
            return made(manager, alg -> op.apply(alg, f, g));
        } finally {
            // The operands' roots stay held until the operation is over.
            Reference.reachabilityFence(this);
            Reference.reachabilityFence(other);
        }
    }

    Family unary(Unary op) {
        int f = root();
        try {
            return made(manager, alg -> op.apply(alg, f));
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    BigInteger count() {
        BigInteger c = count;
        if (c == null) {
            c = counts().total();
            count = c;
        }
        return c;
    }

    /**
     * Exact counts below every node, for ranking and sampling; made once, under this object's
     * lock, so two threads asking at once neither make nor keep them twice.
     */
    ZddCounts counts() {
        ZddCounts c = counts;
        if (c == null) {
            synchronized (this) {
                c = counts;
                if (c == null) {
                    Zdd z = zdd();
                    try (MemoryBudget budget = manager.operationBudget()) {
                        c = ZddCounts.of(z, budget);
                    }
                    manager.keep(this, c.bytes(), "the member counts of " + z.nodeCount() + " nodes");
                    counts = c;
                }
            }
        }
        return c;
    }

    boolean isEmpty() {
        int r = root;
        return r == NOT_LOADED ? zdd.isEmpty() : r == Zdd.ZERO;
    }

    long nodeCount() {
        Zdd z = zdd;
        if (z != null) {
            return z.nodeCount();
        }
        try {
            return manager.nodeCount(root);
        } finally {
            Reference.reachabilityFence(this);
        }
    }

    /** Whether both hold the same family (of sets over the same variables). */
    boolean sameFamily(Family other) {
        if (manager == other.manager) {
            // One reduced table: equal families are the same node.
            return root() == other.root();
        }
        return zdd().sameFamily(other.zdd());
    }
}
