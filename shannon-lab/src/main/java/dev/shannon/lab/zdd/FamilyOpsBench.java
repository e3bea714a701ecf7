package dev.shannon.lab.zdd;

import dev.shannon.zdd.GraphSet;
import dev.shannon.zdd.GraphSets;
import dev.shannon.zdd.Universe;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Benchmark: the set algebra on the k×k grid's families (default k = 8: 31,481 path nodes),
 * warm, one call at a time. Each round makes a fresh universe, builds the corner-to-corner
 * paths and all cycles (timed up to their place in the shared table: a built diagram is copied
 * there on its first operation), then times single operations on them, so no operation is answered
 * from a cache filled by the same call in an earlier round; rounds after the warm-up give the
 * median and the range. Prints one Markdown row per operation.
 *
 * <p>With {@code --vary}, round {@code r} takes its own operands, as
 * {@code scripts/graphillion_family_ops.py} does on Graphillion's side: paths from the corner
 * {@code 0,0} to vertex {@code n - 1 - r mod (n - 1)} (row-major numbers), and the edge and vertex
 * to include or exclude moved on by 7 and 5 places a round. A library whose node table and
 * operation cache outlive a universe (Graphillion's) would otherwise answer later rounds from
 * the cache; ours starts each universe afresh either way.
 *
 * <pre>
 * SHANNON_LAB_JAVA_OPTS=-Xmx1g shannon-lab/lab FamilyOpsBench --k 8 --rounds 40 --warmup 15 [--vary]
 * </pre>
 */
public final class FamilyOpsBench {
    private FamilyOpsBench() {}

    public static void main(String[] args) {
        int k = 8;
        int rounds = 40;
        int warmup = 15;
        boolean vary = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--k" -> k = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--vary" -> vary = true;
                default ->
                    throw new IllegalArgumentException(
                            "unknown option " + args[i] + " (use --k K, --rounds N, --warmup N, --vary)");
            }
        }
        Map<String, List<Double>> times = new LinkedHashMap<>();
        String last = "";
        for (int r = 0; r < rounds; r++) {
            Map<String, Double> round = new LinkedHashMap<>();
            last = round(k, vary ? r : 0, round);
            if (r >= warmup) {
                round.forEach((name, ms) ->
                        times.computeIfAbsent(name, x -> new ArrayList<>()).add(ms));
            }
        }
        System.out.println("| operation (" + k + "×" + k + " grid) | median ms | min–max ms |");
        System.out.println("| --- | --- | --- |");
        times.forEach((name, list) -> {
            double[] a = list.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.printf(Locale.ROOT, "| %s | %.3f | %.3f–%.3f |%n", name, a[a.length / 2], a[0], a[a.length - 1]);
        });
        System.out.println(last);
    }

    /** Row {@code x / k}, column {@code x % k}: the name of row-major vertex {@code x}. */
    private static String name(int k, int x) {
        return x / k + "," + x % k;
    }

    private static String round(int k, int r, Map<String, Double> out) {
        Universe u = Universe.grid(k, k);
        int n = k * k;
        String far = name(k, n - 1 - r % (n - 1));
        GraphSet none = GraphSet.empty(u);
        // A frontier search's diagram enters the shared table on its first operation; building
        // includes that copy, as Graphillion's build leaves its result in its table.
        GraphSet paths = time(out, "build paths", () -> placed(GraphSets.paths(u, "0,0", far), none));
        GraphSet cycles = time(out, "build cycles", () -> placed(GraphSets.cycles(u), none));
        GraphSet union = time(out, "paths ∪ cycles", () -> paths.union(cycles));
        GraphSet both = time(out, "paths ∩ cycles", () -> paths.intersection(cycles));
        GraphSet diff = time(out, "paths ∖ cycles", () -> union.difference(cycles));
        int mid = (u.edgeCount() / 2 + 7 * r) % u.edgeCount();
        // Rows are named by the round-0 operands, so that every round lands in the same row.
        int mid0 = u.edgeCount() / 2;
        GraphSet with = time(out, "paths including edge " + mid0, () -> paths.includingEdge(mid));
        GraphSet without = time(out, "paths excluding edge " + mid0, () -> paths.excludingEdge(mid));
        String centre = name(k, (n / 2 + k / 2 + 5 * r) % n);
        GraphSet via =
                time(out, "paths including vertex " + name(k, n / 2 + k / 2), () -> paths.includingVertex(centre));
        time(out, "(paths ∪ cycles).count()", union::count);
        return "counts: paths " + paths.count() + ", cycles " + cycles.count() + ", ∪ " + union.count() + ", ∩ "
                + both.count() + ", ∖ " + diff.count() + ", with " + with.count() + ", without " + without.count()
                + ", via " + via.count() + Arrays.toString(new long[] {paths.nodeCount(), cycles.nodeCount()});
    }

    /** {@code g}, placed in its universe's shared table (by a union with the empty family). */
    private static GraphSet placed(GraphSet g, GraphSet none) {
        g.union(none);
        return g;
    }

    private static <T> T time(Map<String, Double> out, String name, Supplier<T> op) {
        long t0 = System.nanoTime();
        T r = op.get();
        out.put(name, (System.nanoTime() - t0) / 1e6);
        return r;
    }
}
