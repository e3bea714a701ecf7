package dev.shannon.zdd.spec;

import java.util.List;

/**
 * Cliques on k vertices: edge sets forming a complete graph K_k. In a simple graph an edge set
 * in which every touched vertex has degree k − 1 and which has k(k − 1)/2 edges touches exactly
 * k vertices and is K_k, so the spec is a degree constraint {0, k − 1} and an edge count, with
 * loops and pairs of parallel edges forbidden (they would fake degrees). k = 1 gives the empty
 * edge set (a single vertex), if the universe has a vertex.
 */
public final class CliqueSpec implements FrontierSpec {
    private final DecisionGraph universe;
    private final FrontierSpec inner;

    public CliqueSpec(DecisionGraph u, int k) {
        this.universe = u;
        if (k < 1 || k > DegreeSpec.MAX_DEGREE + 1) {
            throw new IllegalArgumentException("clique size must be 1.." + (DegreeSpec.MAX_DEGREE + 1) + ", got " + k);
        }
        List<int[]> forbidden = SimplePatterns.loopsAndParallelPairs(u);
        long degrees = 1L | 1L << (k - 1);
        int edges = k * (k - 1) / 2;
        FrontierSpec s = DegreeSpec.uniform(u, degrees)
                .and(new EdgeCountSpec(u, edges, edges))
                .and(new ForbiddenEdgeSetsSpec(u, forbidden));
        // No vertex, no clique: an empty forbidden pattern rejects everything.
        this.inner = u.vertexCount() == 0 ? new ForbiddenEdgeSetsSpec(u, List.of(new int[0])) : s;
    }

    @Override
    public int stateSize() {
        return inner.stateSize();
    }

    @Override
    public int root(int[] state, int at) {
        return inner.root(state, at);
    }

    @Override
    public int child(int[] state, int at, int edge, boolean take) {
        return inner.child(state, at, edge, take);
    }

    @Override
    public final DecisionGraph universe() {
        return universe;
    }
}
