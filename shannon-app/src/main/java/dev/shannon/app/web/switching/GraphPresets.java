package dev.shannon.app.web.switching;

import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Side;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.generate.NamedGraphs;
import dev.shannon.graph.layout.ForceLayout;
import dev.shannon.graph.layout.GridLayout;
import dev.shannon.graph.layout.Layout;
import dev.shannon.switching.defence.Defender;

/**
 * The catalogue of graphs the switching-game page offers: each library graph with a title, a
 * sentence on why it is interesting, suggested terminals and a drawing. The graphs come from
 * {@link NamedGraphs} and {@link Board#namedGraph}, built from their edge lists alone, so that
 * sending the edge list back (as the page does with each request) rebuilds the same numbering.
 */
final class GraphPresets {
    static final int MAX_COMPLETE = 10;
    static final int MAX_WHEEL = 24;
    static final int MAX_GRID_SIDE = 10;
    static final int MAX_BRIDGIT = 6;
    static final int MAX_RANDOM_VERTICES = 40;

    private GraphPresets() {}

    /** The 4-cycle s–a–t–b–s: two paths from s to t, yet a Cut win even with Short first (docs/rules.md). */
    static PresetGraph fourCycle() {
        Multigraph g = NamedGraphs.fourCycle();
        return new PresetGraph(
                "4-cycle",
                "Two paths from s to t but no two disjoint trees: Cut wins even when Short moves first.",
                g,
                "s",
                "t",
                placed(
                        g,
                        new String[] {"s", "a", "t", "b"},
                        new double[][] {{0, 0.5}, {0.5, 0}, {1, 0.5}, {0.5, 1}},
                        "preset"));
    }

    /** The complete graph on k vertices named s, t, a, b, …; K4 is two spanning trees exactly. */
    static PresetGraph complete(int k) {
        String[] names = NamedGraphs.completeNames(k);
        Multigraph g = NamedGraphs.complete(k);
        double[][] at = new double[k][];
        for (int i = 0; i < k; i++) {
            // s on the left, t on the right, the rest around the circle between them.
            double a = Math.PI + 2 * Math.PI * circleSlot(i, k) / k;
            at[i] = new double[] {Math.cos(a), Math.sin(a)};
        }
        if (k == 4) {
            // K4 is planar: a triangle s, a, t with b inside, instead of a square whose diagonals cross.
            at[2] = new double[] {0, -1.2};
            at[3] = new double[] {0, -0.42};
        }
        return new PresetGraph(
                "K" + k,
                k == 4
                        ? "Six edges, exactly two disjoint spanning trees: Short wins even moving second."
                        : "Every pair joined: plenty of disjoint trees, a Short game.",
                g,
                "s",
                "t",
                placed(g, names, at, "circle"));
    }

    /** Position of vertex i on the circle so that s (0) and t (1) sit opposite each other. */
    private static int circleSlot(int i, int k) {
        if (i == 0) {
            return 0;
        }
        if (i == 1) {
            return k / 2;
        }
        int slot = i - 1; // a, b, … fill the remaining slots in order, skipping t's
        return slot >= k / 2 ? slot + 1 : slot;
    }

    /** The wheel: a hub joined to every vertex of a k-cycle. */
    static PresetGraph wheel(int k) {
        Multigraph g = NamedGraphs.wheel(k);
        String[] names = new String[k + 1];
        double[][] at = new double[k + 1][];
        names[0] = "h";
        at[0] = new double[] {0, 0};
        for (int i = 0; i < k; i++) {
            names[i + 1] = "r" + i;
            double a = Math.PI + 2 * Math.PI * i / k;
            at[i + 1] = new double[] {Math.cos(a), Math.sin(a)};
        }
        return new PresetGraph(
                "Wheel W" + k,
                "A hub and a rim of " + k + ": 2k edges on k+1 vertices, two spanning trees exactly.",
                g,
                "r0",
                "r" + k / 2,
                placed(g, names, at, "preset"));
    }

    /** The rows × cols grid of vertices named "r,c", from corner to corner. */
    static PresetGraph grid(int rows, int cols) {
        Multigraph g = NamedGraphs.grid(rows, cols);
        return new PresetGraph(
                rows + "×" + cols + " grid",
                "A grid has about one edge per vertex too few for two trees: Cut's game.",
                g,
                "0,0",
                (rows - 1) + "," + (cols - 1),
                drawing(GridLayout.of(g), "grid"));
    }

    /** The Petersen graph: outer 5-cycle 0–4, spokes i–(i+5), inner pentagram on 5–9. */
    static PresetGraph petersen() {
        Multigraph g = NamedGraphs.petersen();
        String[] names = new String[10];
        double[][] at = new double[10][];
        for (int i = 0; i < 5; i++) {
            double a = -Math.PI / 2 + 2 * Math.PI * i / 5;
            names[i] = String.valueOf(i);
            at[i] = new double[] {Math.cos(a), Math.sin(a)};
            names[i + 5] = String.valueOf(i + 5);
            at[i + 5] = new double[] {0.5 * Math.cos(a), 0.5 * Math.sin(a)};
        }
        return new PresetGraph(
                "Petersen graph",
                "15 edges on 10 vertices, three short of two spanning trees: which pairs can Short still join?",
                g,
                "0",
                "7",
                placed(g, names, at, "preset"));
    }

    /** A random simple graph with the given numbers of vertices and edges (G(n, m)), reproducible from the seed. */
    static PresetGraph random(int vertices, int edges, long seed) {
        Multigraph g = NamedGraphs.random(vertices, edges, seed);
        String s = g.indexOf("0") >= 0 ? "0" : g.name(0);
        String t = g.indexOf("1") >= 0 && !s.equals("1") ? "1" : null;
        for (int v = 0; t == null; v++) {
            t = g.name(v).equals(s) ? null : g.name(v);
        }
        return new PresetGraph(
                "Random graph (" + Defender.plural(vertices, "vertex", "vertices") + ", "
                        + Defender.plural(edges, "edge", "edges") + ", seed " + seed + ")",
                "A random simple graph: ask the solver what kind of game it is.",
                g,
                s,
                t,
                drawing(ForceLayout.of(g), "force"));
    }

    /**
     * Red's graph of the n×(n+1) Bridg-It board (docs/rules.md): red dots named "r,c", the left column
     * merged into s and the right column into t, one edge per crossing in crossing order.
     */
    static PresetGraph bridgitRed(int n) {
        Multigraph g = Board.of(n).namedGraph(Side.RED);
        double[] xs = new double[g.vertexCount()];
        double[] ys = new double[g.vertexCount()];
        for (int v = 0; v < g.vertexCount(); v++) {
            String name = g.name(v);
            if (name.equals("s") || name.equals("t")) {
                xs[v] = name.equals("s") ? 0 : 2 * n;
                ys[v] = n;
            } else {
                int comma = name.indexOf(',');
                ys[v] = Integer.parseInt(name.substring(0, comma));
                xs[v] = Integer.parseInt(name.substring(comma + 1));
            }
        }
        return new PresetGraph(
                "Bridg-It " + n + "×" + (n + 1) + ", Red's graph",
                "Red's dots, goal columns merged into s and t: one edge short of two spanning trees, so the first player wins.",
                g,
                "s",
                "t",
                Drawing.normalized(xs, ys, "board"));
    }

    /** A library layout scaled for the page. */
    static Drawing drawing(Layout layout, String kind) {
        return Drawing.normalized(layout.x(), layout.y(), kind);
    }

    /** Places named vertices at given coordinates (names not in the graph are ignored). */
    private static Drawing placed(Multigraph g, String[] names, double[][] at, String kind) {
        double[] x = new double[g.vertexCount()];
        double[] y = new double[g.vertexCount()];
        for (int i = 0; i < names.length; i++) {
            int v = g.indexOf(names[i]);
            if (v >= 0) {
                x[v] = at[i][0];
                y[v] = at[i][1];
            }
        }
        return Drawing.normalized(x, y, kind);
    }
}
