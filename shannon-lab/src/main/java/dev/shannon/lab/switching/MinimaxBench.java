package dev.shannon.lab.switching;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.GameType;
import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.verify.LehmanAudit;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxResult;
import dev.shannon.switching.verify.MinimaxSolver;
import dev.shannon.switching.verify.MinimaxStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Benchmark main (not a test): {@code MinimaxBench N [plain|prune|lehman|both] [audit]} solves the
 * start of Bridg-It on the n × (n+1) board (red's graph, docs/rules.md) by brute force and prints the
 * analysis, positions, time and positions per second, and whether it equals Lehman's solver.
 * {@code MinimaxBench census K} solves every labelled graph on K vertices with one reused solver
 * (default options, Lehman audited in every position), as the exhaustive test does.
 */
public final class MinimaxBench {
    private MinimaxBench() {}

    /** Red's graph: red dots (odd r, even c), column 0 merged into s, column 2n into t, one edge per crossing. */
    static TerminalGraph redGraph(int n) {
        Multigraph.Builder b = Multigraph.builder();
        b.addVertex("s");
        b.addVertex("t");
        List<int[]> edges = new ArrayList<>();
        for (int r = 1; r <= 2 * n - 1; r++) {
            for (int c = 1; c <= 2 * n - 1; c++) {
                if ((r - c) % 2 != 0) {
                    continue;
                }
                if (r % 2 == 1) {
                    b.addEdge(dot(n, r, c - 1), dot(n, r, c + 1)); // horizontal red bridge
                } else {
                    b.addEdge(dot(n, r - 1, c), dot(n, r + 1, c)); // vertical red bridge
                }
            }
        }
        return TerminalGraph.of(b.build(), "s", "t");
    }

    private static String dot(int n, int r, int c) {
        return c == 0 ? "s" : c == 2 * n ? "t" : r + "," + c;
    }

    public static void main(String[] args) {
        if (args[0].equals("census")) {
            census(Integer.parseInt(args[1]));
            return;
        }
        int n = Integer.parseInt(args[0]);
        String mode = args.length > 1 ? args[1] : "both";
        boolean audit = args.length > 2 && args[2].equals("audit");
        TerminalGraph game = redGraph(n);
        MinimaxOptions options = MinimaxOptions.plain()
                .withPruneDeadEdges(mode.equals("prune") || mode.equals("both"))
                .withLehmanOrdering(mode.equals("lehman") || mode.equals("both"));
        LehmanAudit lehman = new LehmanAudit(3);
        if (audit) {
            options = options.withVisitor(lehman);
        }
        MinimaxResult r = MinimaxSolver.analyze(game, options);
        Analysis a = r.analysis();
        System.out.printf(
                Locale.ROOT,
                "Bridg-It %dx%d red graph: V=%d E=%d, options %s%n",
                n,
                n + 1,
                game.vertexCount(),
                game.edgeCount(),
                mode);
        System.out.printf(
                Locale.ROOT,
                "type %s, Short first: %s wins with %d/%d winning moves; Cut first: %s wins%n",
                a.type().id(),
                a.shortFirst().winner().id(),
                a.shortFirst().winningMoveCount(),
                game.edgeCount(),
                a.cutFirst().winner().id());
        System.out.printf(
                Locale.ROOT,
                "positions %,d, table hits %,d, table entries %,d, %.3f s, %,.0f positions/s%n",
                r.stats().positionsSolved(),
                r.stats().tableHits(),
                r.stats().tableEntries(),
                r.stats().nanos() / 1e9,
                r.stats().positionsPerSecond());
        System.out.println("equals Lehman's solver: " + a.equals(LehmanSolver.analyze(game)));
        if (audit) {
            System.out.printf(
                    Locale.ROOT,
                    "Lehman checked in %,d positions, %d disagreements%n",
                    lehman.positions(),
                    lehman.disagreements());
        }
        if (a.shortFirst().winner() != Player.SHORT) {
            System.out.println("unexpected: the first player should win Bridg-It");
        }
    }

    private static void census(int k) {
        LehmanAudit audit = new LehmanAudit(3);
        MinimaxSolver solver = new MinimaxSolver(MinimaxOptions.defaults().withVisitor(audit));
        long start = System.nanoTime();
        long[] types = new long[3];
        long graphs = 1L << (k * (k - 1) / 2);
        for (long code = 0; code < graphs; code++) {
            Multigraph g = LabelledGraphs.of(k, code);
            Player shortFirst = solver.winner(g, 0, 1, Player.SHORT);
            Player cutFirst = solver.winner(g, 0, 1, Player.CUT);
            types[GameType.of(shortFirst, cutFirst).ordinal()]++;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        MinimaxStats stats = solver.stats();
        System.out.printf(
                Locale.ROOT,
                "k=%d: %,d graphs, short %,d, cut %,d, first %,d; %,d positions solved, %,d table hits,"
                        + " %.2f s, %,.0f positions/s; Lehman checked in %,d positions, %d disagreements%n",
                k,
                graphs,
                types[0],
                types[1],
                types[2],
                stats.positionsSolved(),
                stats.tableHits(),
                seconds,
                stats.positionsSolved() / seconds,
                audit.positions(),
                audit.disagreements());
    }
}
