package dev.shannon.lab.zdd;

import dev.shannon.graph.generate.EdgeLists;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.order.FrontierWidth;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Benchmark: the time {@link EdgeOrder#FRONTIER} takes to order the edges of large graphs, and the
 * frontier widths it reaches. Prints one Markdown table row per graph: widths as given and by
 * {@code FRONTIER}, the first call's time (in a fresh JVM, the first graph's includes compiling
 * the code) and the best of five more.
 *
 * <pre>
 * shannon-lab/lab EdgeOrderBench [--wide]
 * </pre>
 *
 * <p>The graphs: the 141×141 grid in row-major order, a uniformly random tree of 20,000 vertices
 * (a random Prüfer code, {@code java.util.Random(1)}), and random graphs of 20,000 edges between
 * uniformly random distinct ends ({@code java.util.Random(2)}) on 10,000 and on 20,000 vertices;
 * {@code --wide} adds the 100×10,000 grid ({@code shannon count --grid 100x10000} orders a wide
 * grid with {@code FRONTIER}). The same graphs, with the widths of the old default, are in
 * {@code FrontierOrderTest.guideTableOfTreesAndSparseGraphs}.
 */
public final class EdgeOrderBench {
    private EdgeOrderBench() {}

    private record Graph(String name, int n, int[] us, int[] vs) {}

    public static void main(String[] args) {
        boolean wide = Arrays.asList(args).contains("--wide");
        List<Graph> graphs = new ArrayList<>(List.of(
                grid(141, 141),
                pruferTree(20_000, new Random(1)),
                randomGraph(10_000, 20_000, new Random(2)),
                randomGraph(20_000, 20_000, new Random(2))));
        if (wide) {
            graphs.add(grid(100, 10_000));
        }
        System.out.println("| graph | vertices | edges | width as given | width `FRONTIER` | first call | best of 5 |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- |");
        for (Graph g : graphs) {
            long t0 = System.nanoTime();
            int[] order = EdgeOrder.FRONTIER.order(g.n(), g.us(), g.vs());
            long first = System.nanoTime() - t0;
            long best = Long.MAX_VALUE;
            for (int i = 0; i < 5; i++) {
                long s = System.nanoTime();
                EdgeOrder.FRONTIER.order(g.n(), g.us(), g.vs());
                best = Math.min(best, System.nanoTime() - s);
            }
            int given = FrontierWidth.of(g.n(), g.us(), g.vs(), EdgeOrder.AS_GIVEN.order(g.n(), g.us(), g.vs()))
                    .max();
            int chosen = FrontierWidth.of(g.n(), g.us(), g.vs(), order).max();
            System.out.printf(
                    "| %s | %,d | %,d | %,d | %,d | %d ms | %d ms |%n",
                    g.name(), g.n(), g.us().length, given, chosen, first / 1_000_000, best / 1_000_000);
        }
    }

    private static Graph grid(int rows, int cols) {
        return graph(rows + "×" + cols + " grid, row-major", rows * cols, EdgeLists.grid(rows, cols));
    }

    private static Graph pruferTree(int n, Random r) {
        return graph("random tree", n, EdgeLists.pruferTree(n, r));
    }

    private static Graph randomGraph(int n, int m, Random r) {
        return graph("random graph", n, EdgeLists.random(n, m, r));
    }

    private static Graph graph(String name, int n, List<int[]> edges) {
        return new Graph(
                name,
                n,
                edges.stream().mapToInt(e -> e[0]).toArray(),
                edges.stream().mapToInt(e -> e[1]).toArray());
    }
}
