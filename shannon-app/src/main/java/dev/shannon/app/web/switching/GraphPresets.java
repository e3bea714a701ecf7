package dev.shannon.app.web.switching;

import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Side;
import dev.shannon.graph.Multigraph;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The graphs the switching-game page offers. Every graph is built from its edge list alone, so
 * that sending the edge list back (as the page does with each request) rebuilds exactly the same
 * vertex and edge numbering.
 */
final class GraphPresets {
    static final int MAX_COMPLETE = 10;
    static final int MAX_WHEEL = 24;
    static final int MAX_GRID_SIDE = 10;
    static final int MAX_BRIDGIT = 6;
    static final int MAX_RANDOM_VERTICES = 40;

    private GraphPresets() {
    }

    /** The 4-cycle s–a–t–b–s: two paths from s to t, yet a Cut win even with Short first (docs/rules.md). */
    static PresetGraph fourCycle() {
        Edges e = new Edges();
        e.add("s", "a").add("a", "t").add("t", "b").add("b", "s");
        Multigraph g = e.build();
        return new PresetGraph("4-cycle", "Two paths from s to t but no two disjoint trees: Cut wins even when Short moves first.",
                g, "s", "t", placed(g, new String[] {"s", "a", "t", "b"}, new double[][] {{0, 0.5}, {0.5, 0}, {1, 0.5}, {0.5, 1}}, "preset"));
    }

    /** The complete graph on k vertices named s, t, a, b, …; K4 is two spanning trees exactly. */
    static PresetGraph complete(int k) {
        String[] names = new String[k];
        names[0] = "s";
        names[1] = "t";
        for (int i = 2; i < k; i++) {
            names[i] = String.valueOf((char) ('a' + i - 2));
        }
        Edges e = new Edges();
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                e.add(names[i], names[j]);
            }
        }
        Multigraph g = e.build();
        double[][] at = new double[k][];
        for (int i = 0; i < k; i++) {
            // s on the left, t on the right, the rest around the circle between them.
            double a = Math.PI + 2 * Math.PI * circleSlot(i, k) / k;
            at[i] = new double[] {Math.cos(a), Math.sin(a)};
        }
        return new PresetGraph("K" + k, k == 4 ? "Six edges, exactly two disjoint spanning trees: Short wins even moving second."
                : "Every pair joined: plenty of disjoint trees, a Short game.", g, "s", "t", placed(g, names, at, "circle"));
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
        Edges e = new Edges();
        for (int i = 0; i < k; i++) {
            e.add("h", "r" + i);
        }
        for (int i = 0; i < k; i++) {
            e.add("r" + i, "r" + ((i + 1) % k));
        }
        Multigraph g = e.build();
        String[] names = new String[k + 1];
        double[][] at = new double[k + 1][];
        names[0] = "h";
        at[0] = new double[] {0, 0};
        for (int i = 0; i < k; i++) {
            names[i + 1] = "r" + i;
            double a = Math.PI + 2 * Math.PI * i / k;
            at[i + 1] = new double[] {Math.cos(a), Math.sin(a)};
        }
        return new PresetGraph("Wheel W" + k, "A hub and a rim of " + k + ": 2k edges on k+1 vertices, two spanning trees exactly.",
                g, "r0", "r" + k / 2, placed(g, names, at, "preset"));
    }

    /** The rows × cols grid of vertices named "r,c", from corner to corner. */
    static PresetGraph grid(int rows, int cols) {
        Edges e = new Edges();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c + 1 < cols; c++) {
                e.add(r + "," + c, r + "," + (c + 1));
            }
        }
        for (int r = 0; r + 1 < rows; r++) {
            for (int c = 0; c < cols; c++) {
                e.add(r + "," + c, (r + 1) + "," + c);
            }
        }
        Multigraph g = e.build();
        return new PresetGraph(rows + "×" + cols + " grid", "A grid has about one edge per vertex too few for two trees: Cut's game.",
                g, "0,0", (rows - 1) + "," + (cols - 1), GridNames.drawing(g));
    }

    /** The Petersen graph: outer 5-cycle 0–4, spokes i–(i+5), inner pentagram on 5–9. */
    static PresetGraph petersen() {
        Edges e = new Edges();
        for (int i = 0; i < 5; i++) {
            e.add(String.valueOf(i), String.valueOf((i + 1) % 5));
        }
        for (int i = 0; i < 5; i++) {
            e.add(String.valueOf(i), String.valueOf(i + 5));
        }
        for (int i = 0; i < 5; i++) {
            e.add(String.valueOf(5 + i), String.valueOf(5 + (i + 2) % 5));
        }
        Multigraph g = e.build();
        String[] names = new String[10];
        double[][] at = new double[10][];
        for (int i = 0; i < 5; i++) {
            double a = -Math.PI / 2 + 2 * Math.PI * i / 5;
            names[i] = String.valueOf(i);
            at[i] = new double[] {Math.cos(a), Math.sin(a)};
            names[i + 5] = String.valueOf(i + 5);
            at[i + 5] = new double[] {0.5 * Math.cos(a), 0.5 * Math.sin(a)};
        }
        return new PresetGraph("Petersen graph", "15 edges on 10 vertices, three short of two spanning trees: which pairs can Short still join?",
                g, "0", "7", placed(g, names, at, "preset"));
    }

    /** A random simple graph with the given numbers of vertices and edges (G(n, m)), reproducible from the seed. */
    static PresetGraph random(int vertices, int edges, long seed) {
        int maxEdges = vertices * (vertices - 1) / 2;
        if (edges > maxEdges) {
            throw new IllegalArgumentException("a simple graph on " + vertices + " vertices has at most " + maxEdges + " edges, not " + edges);
        }
        SplittableRandom random = new SplittableRandom(seed);
        boolean[] taken = new boolean[vertices * vertices];
        Edges e = new Edges();
        for (int added = 0; added < edges; ) {
            int a = random.nextInt(vertices);
            int b = random.nextInt(vertices);
            if (a == b || taken[a * vertices + b]) {
                continue;
            }
            taken[a * vertices + b] = true;
            taken[b * vertices + a] = true;
            e.add(String.valueOf(Math.min(a, b)), String.valueOf(Math.max(a, b)));
            added++;
        }
        Multigraph g = e.build();
        String s = g.indexOf("0") >= 0 ? "0" : g.name(0);
        String t = g.indexOf("1") >= 0 && !s.equals("1") ? "1" : null;
        for (int v = 0; t == null; v++) {
            t = g.name(v).equals(s) ? null : g.name(v);
        }
        return new PresetGraph("Random graph (" + vertices + " vertices, " + edges + " edges, seed " + seed + ")",
                "A random simple graph: ask the solver what kind of game it is.", g, s, t, ForceLayout.of(g));
    }

    /**
     * Red's graph of the n×(n+1) Bridg-It board (docs/rules.md): red dots named "r,c", the left column
     * merged into s and the right column into t, one edge per crossing in crossing order.
     */
    static PresetGraph bridgitRed(int n) {
        Board board = Board.of(n);
        Edges e = new Edges();
        for (int x = 0; x < board.crossingCount(); x++) {
            e.add(redName(board, board.edgeU(Side.RED, x)), redName(board, board.edgeV(Side.RED, x)));
        }
        Multigraph g = e.build();
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
        return new PresetGraph("Bridg-It " + n + "×" + (n + 1) + ", Red's graph",
                "Red's dots, goal columns merged into s and t: one edge short of two spanning trees, so the first player wins.",
                g, "s", "t", Drawing.normalized(xs, ys, "board"));
    }

    private static String redName(Board board, int v) {
        if (v == Board.S) {
            return "s";
        }
        if (v == Board.T) {
            return "t";
        }
        var dot = board.dotsOf(Side.RED, v).get(0);
        return dot.r() + "," + dot.c();
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

    /** An edge list under construction. */
    private static final class Edges {
        private final List<String[]> list = new ArrayList<>();

        Edges add(String a, String b) {
            list.add(new String[] {a, b});
            return this;
        }

        Multigraph build() {
            Multigraph.Builder b = Multigraph.builder();
            for (String[] e : list) {
                b.addEdge(e[0], e[1]);
            }
            return b.build();
        }
    }
}
