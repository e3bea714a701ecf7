package dev.shannon.zdd.core;

import dev.shannon.zdd.ZddMemoryLimitException;

/**
 * Runs one family-algebra operation: operands are loaded into a fresh {@link NodeTable} (sharing
 * equal subdiagrams), the operation runs on a {@link ZddAlgebra} over it, and the reachable
 * result is exported as an immutable {@link Zdd}; the table is garbage afterwards. Each
 * operation therefore owns its working memory, and immutable results can be shared freely
 * between threads.
 */
public final class ZddOps {
    private ZddOps() {
    }

    /** An operation on one loaded operand. */
    @FunctionalInterface
    public interface Unary {
        int apply(ZddAlgebra algebra, int f);
    }

    /** An operation on two loaded operands. */
    @FunctionalInterface
    public interface Binary {
        int apply(ZddAlgebra algebra, int f, int g);
    }

    public static Zdd unary(Zdd a, long memoryLimit, Unary op) {
        return run(a.levels(), () -> {
            MemoryBudget budget = new MemoryBudget(memoryLimit);
            NodeTable t = new NodeTable(a.levels(), budget, 2 * a.size());
            ZddAlgebra alg = new ZddAlgebra(t, budget, a.size());
            return t.export(op.apply(alg, t.load(a)));
        });
    }

    public static Zdd binary(Zdd a, Zdd b, long memoryLimit, Binary op) {
        return run(a.levels(), () -> {
            MemoryBudget budget = new MemoryBudget(memoryLimit);
            int expected = a.size() + b.size();
            NodeTable t = new NodeTable(a.levels(), budget, 2 * expected);
            ZddAlgebra alg = new ZddAlgebra(t, budget, expected);
            int fa = t.load(a);
            int fb = t.load(b);
            return t.export(op.apply(alg, fa, fb));
        });
    }

    /** A diagram made from scratch on an empty table (e.g. from explicit sets). */
    public static Zdd make(int levels, long memoryLimit, java.util.function.ToIntFunction<ZddAlgebra> op) {
        return run(levels, () -> {
            MemoryBudget budget = new MemoryBudget(memoryLimit);
            NodeTable t = new NodeTable(levels, budget, 64);
            ZddAlgebra alg = new ZddAlgebra(t, budget, 64);
            return t.export(op.applyAsInt(alg));
        });
    }

    private static Zdd run(int levels, java.util.function.Supplier<Zdd> op) {
        try {
            return Deep.run(levels, op);
        } catch (OutOfMemoryError e) {
            throw new ZddMemoryLimitException("out of memory in a ZDD operation (raise -Xmx or the universe's limit)");
        } catch (StackOverflowError e) {
            throw new IllegalStateException("ZDD operation recursed too deeply for the thread stack", e);
        }
    }
}
