package dev.shannon.zdd;

import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;

/**
 * Copies a diagram into another table under new variable names, forgetting some variables on
 * the way: {@code {α ∩ kept : α ∈ F}} with every kept variable renamed. This is how families
 * move between a universe's edge, vertex and edge-and-vertex tables.
 */
final class Relabel {
    /** For {@link #into}: the variable is forgotten (projected out). */
    static final int FORGET = -1;

    private Relabel() {}

    /**
     * The root, in {@code target}'s table, of {@code z} with variable x renamed {@code to[x]}
     * (distinct names), or projected out where {@code to[x] == FORGET}. One pass over the
     * nodes, children first. A kept node whose new name still comes before its children's
     * becomes one node; one whose name moved below them is {@code lo ∪ (hi with x added)}
     * (hi's members lack x, since a path tests each variable once); a forgotten one is
     * {@code lo ∪ hi}. Renamings that keep the order cost one node per node. The map from old
     * nodes to new counts against {@code u}'s budget.
     */
    static int into(ZddAlgebra target, Zdd z, int[] to, Universe u) {
        try (MemoryBudget budget = u.operationBudget()) {
            return into(target, z, to, budget.ints(z.size(), "relabelled nodes"));
        }
    }

    private static int into(ZddAlgebra target, Zdd z, int[] to, int[] r) {
        r[Zdd.ZERO] = Zdd.ZERO;
        r[Zdd.ONE] = Zdd.ONE;
        for (int i = 2; i < z.size(); i++) {
            int lo = r[z.lo(i)];
            int hi = r[z.hi(i)];
            int x = to[z.var(i)];
            if (x == FORGET) {
                r[i] = target.union(lo, hi);
            } else if (x < target.table().var(lo) && x < target.table().var(hi)) {
                r[i] = target.table().node(x, lo, hi);
            } else {
                r[i] = target.union(lo, target.flip(hi, x));
            }
        }
        return r[z.root()];
    }
}
