package dev.shannon.puzzles.tsunagaru;

import dev.shannon.zdd.GraphConstraints;
import dev.shannon.zdd.GraphSet;
import dev.shannon.zdd.GraphSets;
import dev.shannon.zdd.Subgraph;
import dev.shannon.zdd.Universe;
import dev.shannon.zdd.order.EdgeOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Solutions ranked by the clicks that reach them from a playable stage. The clicks of a tile are
 * not a sum of per-edge weights (a corner showing └ needs 0, 1, 2, 3 clicks for └ ┌ ┐ ┘, and no
 * weights on its four arms add up like that), so GraphSet's weighted enumeration cannot rank the
 * plain solutions. Instead each turnable tile gets one pendant <em>orientation edge</em> per
 * distinct orientation, weighted by its clicks, and the stage's constraints are extended so that
 * exactly one orientation edge is taken and it agrees with the arms:
 * <ul>
 * <li>the tile's vertex has degree arms + 1, at most one orientation edge is taken (forbidden
 * pairs), and arms + 1 grid edges are forbidden together, so exactly one is taken;</li>
 * <li>the orientation edge for k clicks is forbidden together with each grid edge in a direction
 * the tile does not point to after k clicks; with the degree this pins the arms.</li>
 * </ul>
 * Solutions and extended edge sets then correspond one to one, the weight of an extended set is
 * the total clicks, and {@link GraphSet#byIncreasingWeight} lists them fewest clicks first. The
 * pendant edges hang on their tile, so the connectivity constraint still means "all tiles in one
 * piece". Each tile's orientation edges come right after its last grid edge in the decision order,
 * which keeps the frontier that of the grid.
 */
final class ClickPlanner {
    private ClickPlanner() {}

    static Stream<PlannedSolution> byFewestClicks(Stage playing, Rule rule) {
        int cols = playing.cols();
        int n = playing.cellCount();
        Universe.Builder b = Universe.builder();
        for (int i = 0; i < n; i++) {
            b.addVertex(i / cols + "," + i % cols);
        }
        // Per extended edge: the cell it belongs to and its clicks (orientation edge), or -1 (grid edge).
        List<int[]> edges = new ArrayList<>();
        int[][] gridEdge = new int[n][4];
        for (int[] g : gridEdge) {
            Arrays.fill(g, -1);
        }
        for (int i = 0; i < n; i++) {
            // East, then south: on a wrap-around stage these include the edges across the board's edges.
            for (int d = 1; d <= 2; d++) {
                int j = playing.neighbour(i, d);
                if (j >= 0) {
                    gridEdge[i][d] = gridEdge[j][(d + 2) & 3] = edges.size();
                    b.addEdge(i, j);
                    edges.add(new int[] {i, -1});
                }
            }
            TileKind k = playing.kind(i);
            if (k != null && k != TileKind.CROSS) {
                for (int clicks : distinctClicks(playing.arms(i))) {
                    b.addEdge(i, b.addVertex(i / cols + "," + i % cols + "@" + clicks));
                    edges.add(new int[] {i, clicks});
                }
            }
        }
        Universe u = b.build(EdgeOrder.AS_GIVEN);
        GraphConstraints g = GraphSets.graphs(u);
        double[] weights = new double[edges.size()];
        List<List<Integer>> orientationEdges = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            orientationEdges.add(new ArrayList<>());
        }
        for (int e = 0; e < edges.size(); e++) {
            if (edges.get(e)[1] >= 0) {
                orientationEdges.get(edges.get(e)[0]).add(e);
                weights[e] = edges.get(e)[1];
            }
        }
        for (int i = 0; i < n; i++) {
            constrainCell(g, playing, i, gridEdge[i], orientationEdges.get(i), edges);
        }
        if (rule == Rule.CONNECTED) {
            g.components(1);
        }
        GraphSet family = g.build();
        return family.byIncreasingWeight(weights).map(s -> plan(s, edges, playing, gridEdge));
    }

    /** The smallest click count for each distinct arm set the tile can show. */
    private static int[] distinctClicks(int arms) {
        List<Integer> shown = new ArrayList<>();
        List<Integer> clicks = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            int a = Arms.rotate(arms, k);
            if (!shown.contains(a)) {
                shown.add(a);
                clicks.add(k);
            }
        }
        return clicks.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void constrainCell(
            GraphConstraints g, Stage playing, int i, int[] grid, List<Integer> orient, List<int[]> edges) {
        TileKind k = playing.kind(i);
        if (k == null) {
            g.degree(i, 0);
            return;
        }
        g.degree(i, k.armCount() + (orient.isEmpty() ? 0 : 1));
        if (orient.isEmpty()) {
            return;
        }
        for (int x = 0; x < orient.size(); x++) {
            for (int y = x + 1; y < orient.size(); y++) {
                g.forbid(orient.get(x), orient.get(y));
            }
        }
        List<Integer> present = new ArrayList<>();
        for (int e : grid) {
            if (e >= 0) {
                present.add(e);
            }
        }
        forbidSubsets(g, present, k.armCount() + 1, 0, new ArrayList<>());
        for (int e : orient) {
            int arms = Arms.rotate(playing.arms(i), edges.get(e)[1]);
            for (int d = 0; d < 4; d++) {
                if (grid[d] >= 0 && (arms >>> d & 1) == 0) {
                    g.forbid(e, grid[d]);
                }
            }
        }
    }

    /** Forbids every {@code size}-subset of {@code edges}. */
    private static void forbidSubsets(
            GraphConstraints g, List<Integer> edges, int size, int from, List<Integer> chosen) {
        if (chosen.size() == size) {
            g.forbid(chosen.stream().mapToInt(Integer::intValue).toArray());
            return;
        }
        for (int x = from; x < edges.size(); x++) {
            chosen.add(edges.get(x));
            forbidSubsets(g, edges, size, x + 1, chosen);
            chosen.remove(chosen.size() - 1);
        }
    }

    private static PlannedSolution plan(Subgraph s, List<int[]> edges, Stage playing, int[][] gridEdge) {
        int n = playing.cellCount();
        int[] arms = new int[n];
        int[] clicks = new int[n];
        int total = 0;
        for (int e : s.edges()) {
            int cell = edges.get(e)[0];
            int k = edges.get(e)[1];
            if (k >= 0) {
                clicks[cell] = k;
                total += k;
            } else {
                int d = gridEdge[cell][1] == e ? 1 : 2;
                arms[cell] |= 1 << d;
                arms[playing.neighbour(cell, d)] |= Arms.opposite(1 << d);
            }
        }
        return new PlannedSolution(Solution.trusted(playing.neighbours(), arms), clicks, total);
    }
}
