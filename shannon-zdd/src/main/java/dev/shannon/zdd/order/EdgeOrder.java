package dev.shannon.zdd.order;

/**
 * How a {@link dev.shannon.zdd.Universe} orders its edges. The order is the variable order of
 * every decision diagram over the universe, and frontier-based search keeps only the vertices
 * "on the frontier" (touched by decided and by undecided edges) in its states, so the order
 * decides the cost: states grow roughly exponentially in the frontier width.
 *
 * <p>An order is a permutation {@code p}: decision position {@code i} holds input edge
 * {@code p[i]}.
 */
@FunctionalInterface
public interface EdgeOrder {
    /**
     * The permutation for a multigraph with {@code vertexCount} vertices and input edges
     * {@code us[i]-vs[i]}.
     */
    int[] order(int vertexCount, int[] us, int[] vs);

    /** Keep the edges in input order. */
    EdgeOrder AS_GIVEN = (n, us, vs) -> {
        int[] p = new int[us.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = i;
        }
        return p;
    };

    /**
     * The default: a path-decomposition heuristic that tries several sweeps (Cuthill–McKee
     * breadth-first orders from pseudo-peripheral vertices, refined to close frontier vertices
     * early) and the input order, and keeps the one with the smallest frontier.
     */
    EdgeOrder FRONTIER = FrontierOrder::best;

    /** A fixed permutation given by the caller (checked when the universe is built). */
    static EdgeOrder fixed(int... permutation) {
        int[] copy = permutation.clone();
        return (n, us, vs) -> copy.clone();
    }
}
