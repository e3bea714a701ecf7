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
     * The default: the narrowest (by {@link FrontierWidth}) of the input order and of edge orders
     * made from several vertex orders, each a heuristic for small vertex separation (pathwidth):
     * Cuthill–McKee breadth-first sweeps from both ends of a pseudo-diameter (plain and with each
     * level reordered to close frontier vertices early), depth-first orders from the same ends, a
     * greedy that places next the vertex growing the frontier least, and a spine layout of a
     * spanning forest (after Ellis, Sudborough and Turner, 1994) that is optimal on complete
     * binary trees. It is never wider than the input order; on ties the earlier candidate (the
     * input order, then the sweeps) wins, so row-major grids keep the order they always had.
     * Near-linear time: about a tenth of a second for 20,000 edges. The candidates and the papers
     * they come from are described on the package-private class {@code FrontierOrder}.
     */
    EdgeOrder FRONTIER = FrontierOrder::best;

    /** A fixed permutation given by the caller (checked when the universe is built). */
    static EdgeOrder fixed(int... permutation) {
        int[] copy = permutation.clone();
        return (n, us, vs) -> copy.clone();
    }
}
