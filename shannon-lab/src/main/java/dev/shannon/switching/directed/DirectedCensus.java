package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.GameType;
import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;

/**
 * Census tables for the directed games, by exact search on every labelled simple graph on k
 * vertices (s = 0, t = 1): Short orients against the undirected game, and fixed arcs (every
 * orientation, or random ones) against the undirected game on the same underlying graph.
 * Run as a program: {@code DirectedCensus orients K [SAMPLES SEED]} or {@code DirectedCensus fixed K [SAMPLES SEED]}
 * (with SAMPLES, random labelled graphs on K vertices only).
 */
final class DirectedCensus {
    private DirectedCensus() {}

    static Multigraph labelledGraph(int k, long code) {
        return LabelledGraphs.of(k, code);
    }

    /** Edge e of g reversed where bit e of {@code flips} is set. */
    static Multigraph oriented(Multigraph g, long flips) {
        int[] u = g.edgeUs();
        int[] v = g.edgeVs();
        for (int e = 0; e < u.length; e++) {
            if ((flips >> e & 1) != 0) {
                int x = u[e];
                u[e] = v[e];
                v[e] = x;
            }
        }
        return Multigraph.ofIndices(g.vertexCount(), u, v);
    }

    static GameType directedType(Multigraph g, int s, int t, DirectedRule rule, long[] positions) {
        DirectedSearch search = new DirectedSearch(new DirectedGame(new TerminalGraph(g, s, t), rule), Long.MAX_VALUE);
        DirectedGame game = new DirectedGame(new TerminalGraph(g, s, t), rule);
        boolean shortFirst = search.shortWins(DirectedPosition.start(game, Player.SHORT));
        boolean cutFirst = search.shortWins(DirectedPosition.start(game, Player.CUT));
        positions[0] += search.positions();
        return GameType.of(shortFirst ? Player.SHORT : Player.CUT, cutFirst ? Player.SHORT : Player.CUT);
    }

    /** Short orients vs undirected on every labelled graph on k vertices: {graphs, short, cut, first, disagreements, positions}. */
    static long[] orientsRow(int k) {
        return orientsRow(k, 0, 0);
    }

    /** The same on {@code samples} random labelled graphs (each equally likely), or on all of them when samples = 0. */
    static long[] orientsRow(int k, long samples, long seed) {
        Map<GameType, Long> counts = new EnumMap<>(GameType.class);
        long disagreements = 0;
        long[] positions = new long[1];
        int pairs = k * (k - 1) / 2;
        long graphs = samples > 0 ? samples : 1L << pairs;
        Random random = new Random(seed);
        for (long i = 0; i < graphs; i++) {
            Multigraph g = labelledGraph(k, samples > 0 ? random.nextLong() & ((1L << pairs) - 1) : i);
            GameType directed = directedType(g, 0, 1, DirectedRule.SHORT_ORIENTS, positions);
            if (directed != LehmanSolver.analyze(g, 0, 1).type()) {
                disagreements++;
            }
            counts.merge(directed, 1L, Long::sum);
        }
        return new long[] {
            graphs,
            counts.getOrDefault(GameType.SHORT, 0L),
            counts.getOrDefault(GameType.CUT, 0L),
            counts.getOrDefault(GameType.FIRST, 0L),
            disagreements,
            positions[0]
        };
    }

    /**
     * Fixed arcs vs undirected: counts[undirected type][directed type] over every orientation of every
     * labelled graph on k vertices (samples = 0), or over {@code samples} random graphs with random orientations.
     */
    static long[][] fixedTable(int k, long samples, long seed, long[] positions) {
        long[][] counts = new long[3][3];
        int pairs = k * (k - 1) / 2;
        if (samples == 0) {
            for (long code = 0; code < 1L << pairs; code++) {
                Multigraph g = labelledGraph(k, code);
                GameType undirected = LehmanSolver.analyze(g, 0, 1).type();
                for (long flips = 0; flips < 1L << g.edgeCount(); flips++) {
                    counts[undirected.ordinal()][
                            directedType(oriented(g, flips), 0, 1, DirectedRule.FIXED, positions)
                                    .ordinal()]++;
                }
            }
        } else {
            Random random = new Random(seed);
            for (long i = 0; i < samples; i++) {
                Multigraph g = labelledGraph(k, random.nextLong() & ((1L << pairs) - 1));
                GameType undirected = LehmanSolver.analyze(g, 0, 1).type();
                long flips = random.nextLong();
                counts[undirected.ordinal()][
                        directedType(oriented(g, flips), 0, 1, DirectedRule.FIXED, positions)
                                .ordinal()]++;
            }
        }
        return counts;
    }

    public static void main(String[] args) {
        long start = System.nanoTime();
        if (args[0].equals("orients")) {
            System.out.println(
                    "| k | graphs | Short either way | Cut either way | first player wins | disagreements with the undirected game | positions |");
            System.out.println("| --- | --- | --- | --- | --- | --- | --- |");
            long samples = args.length > 2 ? Long.parseLong(args[2]) : 0;
            long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
            for (int k = samples > 0 ? Integer.parseInt(args[1]) : 2; k <= Integer.parseInt(args[1]); k++) {
                long[] r = orientsRow(k, samples, seed);
                System.out.printf("| %d | %,d | %,d | %,d | %,d | %d | %,d |%n", k, r[0], r[1], r[2], r[3], r[4], r[5]);
            }
        } else {
            int k = Integer.parseInt(args[1]);
            long samples = args.length > 2 ? Long.parseLong(args[2]) : 0;
            long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
            long[] positions = new long[1];
            long[][] c = fixedTable(k, samples, seed, positions);
            System.out.printf(
                    "k = %d, %s%n",
                    k,
                    samples == 0
                            ? "every orientation of every labelled graph"
                            : samples + " random oriented graphs (seed " + seed + ")");
            System.out.println(
                    "| undirected type | digraphs | fixed: short | fixed: cut | fixed: first | winner changed with Short first | with Cut first |");
            System.out.println("| --- | --- | --- | --- | --- | --- | --- |");
            for (GameType u : GameType.values()) {
                long[] row = c[u.ordinal()];
                long total = row[0] + row[1] + row[2];
                // Short first: Short wins in types SHORT, FIRST. Cut first: Short wins only in SHORT.
                boolean uShortFirst = u != GameType.CUT;
                boolean uCutFirst = u == GameType.SHORT;
                long changedShortFirst = 0;
                long changedCutFirst = 0;
                for (GameType d : GameType.values()) {
                    if ((d != GameType.CUT) != uShortFirst) {
                        changedShortFirst += row[d.ordinal()];
                    }
                    if ((d == GameType.SHORT) != uCutFirst) {
                        changedCutFirst += row[d.ordinal()];
                    }
                }
                System.out.printf(
                        "| %s | %,d | %,d | %,d | %,d | %,d | %,d |%n",
                        u.id(), total, row[0], row[1], row[2], changedShortFirst, changedCutFirst);
            }
            System.out.printf("positions searched: %,d%n", positions[0]);
        }
        System.out.printf("%.1f s%n", (System.nanoTime() - start) / 1e9);
    }
}
