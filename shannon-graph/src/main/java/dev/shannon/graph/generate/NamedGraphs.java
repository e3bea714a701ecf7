package dev.shannon.graph.generate;

import dev.shannon.graph.Multigraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Standard graphs with readable vertex names (as JGraphT's {@code generate} package builds them
 * into a graph it is given). Every graph is built from its edge list alone, in a fixed order, so
 * that writing its edge list and reading it back gives exactly the same vertex and edge numbering.
 */
public final class NamedGraphs {
    private NamedGraphs() {}

    /** The 4-cycle s–a–t–b–s. */
    public static Multigraph fourCycle() {
        return new Edges()
                .add("s", "a")
                .add("a", "t")
                .add("t", "b")
                .add("b", "s")
                .build();
    }

    /** The complete graph on k ≥ 2 vertices named s, t, a, b, … (in that order). */
    public static Multigraph complete(int k) {
        String[] names = completeNames(k);
        Edges e = new Edges();
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                e.add(names[i], names[j]);
            }
        }
        return e.build();
    }

    /** The vertex names of {@link #complete}: s, t, then a, b, c, …. */
    public static String[] completeNames(int k) {
        if (k < 2 || k > 28) {
            throw new IllegalArgumentException("a complete graph here has 2 to 28 vertices, not " + k);
        }
        String[] names = new String[k];
        names[0] = "s";
        names[1] = "t";
        for (int i = 2; i < k; i++) {
            names[i] = String.valueOf((char) ('a' + i - 2));
        }
        return names;
    }

    /** The wheel on k + 1 vertices: hub "h" joined to every vertex of the rim cycle r0 … r(k−1), k ≥ 3. */
    public static Multigraph wheel(int k) {
        if (k < 3) {
            throw new IllegalArgumentException("a wheel has a rim of at least 3 vertices, not " + k);
        }
        Edges e = new Edges();
        for (int i = 0; i < k; i++) {
            e.add("h", "r" + i);
        }
        for (int i = 0; i < k; i++) {
            e.add("r" + i, "r" + ((i + 1) % k));
        }
        return e.build();
    }

    /** The rows × cols grid of vertices named "r,c" (row, column from 0): row edges first, then column edges. */
    public static Multigraph grid(int rows, int cols) {
        if (rows < 1 || cols < 1 || rows * cols < 2) {
            throw new IllegalArgumentException("a grid needs at least two vertices, not " + rows + "×" + cols);
        }
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
        return e.build();
    }

    /** The Petersen graph: outer 5-cycle 0–4, spokes i–(i+5), inner pentagram on 5–9. */
    public static Multigraph petersen() {
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
        return e.build();
    }

    /**
     * A uniformly random simple graph with the given numbers of vertices and edges (Erdős–Rényi
     * G(n, m)), vertices named by their numbers, reproducible from the seed. Vertices that no edge
     * touches are not in the graph (a graph here is its edge list).
     */
    public static Multigraph random(int vertices, int edges, long seed) {
        int maxEdges = vertices * (vertices - 1) / 2;
        if (vertices < 2 || edges < 1 || edges > maxEdges) {
            throw new IllegalArgumentException(
                    "a simple graph on " + vertices + " vertices has 1 to " + maxEdges + " edges, not " + edges);
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
        return e.build();
    }

    /** An edge list under construction, built in the order the edges were added. */
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
