package dev.shannon.zdd.core;

import java.util.HashMap;
import java.util.Map;

/**
 * The members of a family by total integer cost against a bound (Graphillion's
 * {@code cost_le}/{@code cost_ge}/{@code cost_eq}): a walk over the diagram memoised on (node,
 * remaining budget), cut short where every or no member below a node fits, from each node's
 * least and greatest cost. Costs may be negative. One instance per call, on the manager's table.
 */
public final class ZddCosts {
    /** Which members to keep. */
    public enum Relation {
        AT_MOST,
        AT_LEAST,
        EQUAL
    }

    private final ZddAlgebra alg;
    private final NodeTable t;
    private final int[] costs;
    private final Relation relation;
    private final Map<Long, Long> least = new HashMap<>();
    private final Map<Long, Long> most = new HashMap<>();
    private final Map<Key, Integer> memo = new HashMap<>();

    private record Key(int f, long bound) {}

    private ZddCosts(ZddAlgebra alg, int[] costs, Relation relation) {
        this.alg = alg;
        this.t = alg.table();
        this.costs = costs;
        this.relation = relation;
    }

    /** The members of {@code f} whose total cost stands in {@code relation} to {@code bound}. */
    public static int filter(ZddAlgebra alg, int f, int[] costs, Relation relation, long bound) {
        return new ZddCosts(alg, costs, relation).walk(f, bound);
    }

    /** The least (or greatest) total cost of a member below f; f must not be ZERO. */
    private long extreme(int f, boolean greatest) {
        if (f == Zdd.ONE) {
            return 0;
        }
        Map<Long, Long> m = greatest ? most : least;
        Long known = m.get((long) f);
        if (known != null) {
            return known;
        }
        long hi = costs[t.var(f)] + extreme(t.hi(f), greatest);
        long x = t.lo(f) == Zdd.ZERO
                ? hi
                : greatest ? Math.max(hi, extreme(t.lo(f), true)) : Math.min(hi, extreme(t.lo(f), false));
        m.put((long) f, x);
        return x;
    }

    private int walk(int f, long bound) {
        if (f == Zdd.ZERO) {
            return Zdd.ZERO;
        }
        long lo = extreme(f, false);
        long hi = extreme(f, true);
        boolean all = switch (relation) {
            case AT_MOST -> hi <= bound;
            case AT_LEAST -> lo >= bound;
            case EQUAL -> lo == bound && hi == bound;
        };
        if (all) {
            return f;
        }
        boolean none = switch (relation) {
            case AT_MOST -> lo > bound;
            case AT_LEAST -> hi < bound;
            case EQUAL -> lo > bound || hi < bound;
        };
        if (none) {
            return Zdd.ZERO;
        }
        Key k = new Key(f, bound);
        Integer r = memo.get(k);
        if (r != null) {
            return r;
        }
        int v = t.var(f);
        int out = t.node(v, walk(t.lo(f), bound), walk(t.hi(f), bound - costs[v]));
        memo.put(k, out);
        return out;
    }
}
