package dev.shannon.puzzles.tsunagaru;

import dev.shannon.zdd.GraphConstraints;
import dev.shannon.zdd.GraphSets;
import dev.shannon.zdd.Subgraph;
import dev.shannon.zdd.Universe;
import dev.shannon.zdd.spec.FrontierSpec;

/**
 * A stage as a family of subgraphs of the grid graph, the reduction of docs/theory.md ("Tsunagaru"): the cells are
 * the vertices of {@link Universe#grid} (named {@code "r,c"}), a solution is the set of grid
 * edges along which two arms meet, and a set of edges is a solution iff
 * <ul>
 * <li>every tile's vertex has degree = its number of arms, every empty cell degree 0 (arms
 * pointing off the board are impossible because the grid has no such edges), and</li>
 * <li>a corner never runs straight (the pairs left+right and up+down are forbidden at an
 * {@code L}), a straight never turns (the four corner pairs are forbidden at an {@code I}).</li>
 * </ul>
 * On a wrap-around stage the graph is the torus ({@link Torus}) and nothing else changes.
 * Degree 1, 3 and 4 need nothing more: every arm set of that size is an orientation of the
 * dead end, the T or the cross. So solutions and edge sets correspond one to one.
 */
final class StageGraph {
    private final Stage stage;
    private final Universe universe;
    /** {@code edge[cell * 4 + d]}: the grid edge from the cell in direction d, or -1 off the board. */
    private final int[] edge;
    /** {@code from[e] = cell * 4 + d}: edge e leaves that cell eastwards (d = 1) or southwards (d = 2). */
    private final int[] from;

    StageGraph(Stage stage) {
        this.stage = stage;
        this.universe =
                stage.wraps() ? Torus.universe(stage.rows(), stage.cols()) : Universe.grid(stage.rows(), stage.cols());
        this.edge = new int[stage.cellCount() * 4];
        this.from = new int[universe.edgeCount()];
        for (int i = 0; i < stage.cellCount(); i++) {
            for (int d = 0; d < 4; d++) {
                int j = stage.neighbour(i, d);
                int e = j < 0 ? -1 : universe.edgeBetween(i, j);
                edge[i * 4 + d] = e;
                if (e >= 0 && (d == 1 || d == 2)) {
                    from[e] = i * 4 + d;
                }
            }
        }
    }

    Stage stage() {
        return stage;
    }

    Universe universe() {
        return universe;
    }

    /** The grid edge leaving cell {@code i} in direction {@code d} (0 N, 1 E, 2 S, 3 W), or -1. */
    int edge(int i, int d) {
        return edge[i * 4 + d];
    }

    /** The constraints of the stage; with {@code connected}, all tiles in one piece as well. */
    GraphConstraints constraints(boolean connected) {
        GraphConstraints g = GraphSets.graphs(universe);
        for (int i = 0; i < stage.cellCount(); i++) {
            TileKind k = stage.kind(i);
            g.degree(i, k == null ? 0 : k.armCount());
            if (k == TileKind.CORNER) {
                forbid(g, i, 0, 2);
                forbid(g, i, 1, 3);
            } else if (k == TileKind.STRAIGHT) {
                forbid(g, i, 0, 1);
                forbid(g, i, 1, 2);
                forbid(g, i, 2, 3);
                forbid(g, i, 3, 0);
            }
        }
        if (connected) {
            g.components(1);
        }
        return g;
    }

    FrontierSpec spec(boolean connected) {
        return constraints(connected).toSpec();
    }

    private void forbid(GraphConstraints g, int cell, int d1, int d2) {
        int a = edge(cell, d1);
        int b = edge(cell, d2);
        if (a >= 0 && b >= 0) {
            g.forbid(a, b);
        }
    }

    /** The solution whose meeting arms are the edges of {@code g}. */
    Solution solution(Subgraph g) {
        int[] arms = new int[stage.cellCount()];
        for (int e : g.edges()) {
            int cell = from[e] / 4;
            int d = from[e] % 4;
            arms[cell] |= 1 << d;
            arms[stage.neighbour(cell, d)] |= Arms.opposite(1 << d);
        }
        return Solution.trusted(stage.neighbours(), arms);
    }
}
