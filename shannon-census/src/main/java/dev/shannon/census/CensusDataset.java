package dev.shannon.census;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.Graph6Format;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The census as a data set rather than a table: one CSV row per graph (per class, for the
 * unlabelled family), so that a researcher can query it, e.g. for the smallest Short games. Rows
 * of a shard come from the same search as its table ({@link ShardCensus}), in the family's order.
 *
 * <p>Columns: {@code graph6} (the graph, vertices 0 … K−1), {@code s} and {@code t} (always 0
 * and 1), {@code type} ({@code short}: Short wins either way, {@code cut}: Cut wins either way,
 * {@code first}: whoever moves first wins, {@code second}: only the second player — never seen),
 * {@code connected} (s and t joined), {@code positions} (positions the search solved for this graph,
 * after the shard's earlier graphs, whose table it shares), {@code weight} (labelled graphs it
 * stands for).
 */
public final class CensusDataset {
    public static final String HEADER = "graph6,s,t,type,connected,positions,weight";

    private CensusDataset() {}

    /** The rows of one shard, computed by {@code worker}. */
    public static List<String> rows(GraphFamily family, Shard shard, ShardCensus worker) {
        List<String> rows = new ArrayList<>();
        int k = family.vertices();
        worker.run(
                family,
                shard,
                (w, weight, answer, positions) -> rows.add(graph6(k, w) + ",0,1," + type(answer) + ","
                        + ((answer & CensusSolver.CONNECTED) != 0) + "," + positions + "," + weight));
        return rows;
    }

    private static String type(int answer) {
        boolean shortFirst = (answer & CensusSolver.SHORT_WINS_SHORT_FIRST) != 0;
        boolean shortSecond = (answer & CensusSolver.SHORT_WINS_CUT_FIRST) != 0;
        return shortFirst && shortSecond ? "short" : shortFirst ? "first" : shortSecond ? "second" : "cut";
    }

    private static String graph6(int n, int[] w) {
        int m = 0;
        int[] u = new int[MinorCode.MAX_EDGES];
        int[] v = new int[MinorCode.MAX_EDGES];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (w[a * MinorCode.STRIDE + b] != 0) {
                    u[m] = a;
                    v[m++] = b;
                }
            }
        }
        return Graph6Format.write(Multigraph.ofIndices(n, Arrays.copyOf(u, m), Arrays.copyOf(v, m)));
    }
}
