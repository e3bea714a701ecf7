package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.Random;

/**
 * How good is the computer's search-free fallback for Short when Short orients (a Lehman winning
 * claim directed into the root of the other class)? For every labelled graph on k vertices —
 * or {@code SAMPLES} random ones, each labelled graph equally likely — that Short wins, it plays
 * against every line of Cut's replies. Program: {@code HeuristicProbe K [SAMPLES SEED]}, or
 * {@code HeuristicProbe multi N M SAMPLES SEED} for random multigraphs with up to N vertices and M
 * edges, loops and parallel edges included ({@code RandomGames.game}). The system property
 * {@code probe.budget} (default 0: no search at all) gives the computer a search budget instead,
 * to measure the whole computer rather than its search-free rule.
 */
final class HeuristicProbe {
    private HeuristicProbe() {}

    public static void main(String[] args) {
        if (args[0].equals("multi")) {
            multigraphs(
                    Integer.parseInt(args[1]),
                    Integer.parseInt(args[2]),
                    Integer.parseInt(args[3]),
                    Long.parseLong(args[4]));
            return;
        }
        int maxK = Integer.parseInt(args[0]);
        long samples = args.length > 1 ? Long.parseLong(args[1]) : 0;
        Random random = new Random(args.length > 2 ? Long.parseLong(args[2]) : 1);
        for (int k = samples > 0 ? maxK : 3; k <= maxK; k++) {
            long start = System.nanoTime();
            long games = 0;
            long held = 0;
            long pairs = k * (k - 1L) / 2;
            long graphs = samples > 0 ? samples : 1L << pairs;
            for (long i = 0; i < graphs; i++) {
                long code = samples > 0 ? random.nextLong() & ((1L << pairs) - 1) : i;
                Multigraph g = LabelledGraphs.of(k, code);
                long[] r = probe(new TerminalGraph(g, 0, 1));
                if (r[1] < r[0] && Boolean.getBoolean("probe.show")) {
                    System.out.println("lost: k = " + k + ", graph code " + code + " " + g);
                }
                games += r[0];
                held += r[1];
            }
            System.out.printf(
                    "k = %d%s: Short-win starts %d, the search-free fallback wins against every Cut reply in %d (%.1f%%), %.1f s%n",
                    k,
                    samples > 0 ? " (" + samples + " random labelled graphs)" : "",
                    games,
                    held,
                    100.0 * held / games,
                    (System.nanoTime() - start) / 1e9);
        }
    }

    private static void multigraphs(int maxN, int maxM, int samples, long seed) {
        long start = System.nanoTime();
        Random random = new Random(seed);
        long games = 0;
        long held = 0;
        for (int i = 0; i < samples; i++) {
            long[] r = probe(RandomGames.game(2 + random.nextInt(maxN - 1), random.nextInt(maxM + 1), random));
            games += r[0];
            held += r[1];
        }
        System.out.printf(
                "%d random multigraphs (2..%d vertices, 0..%d edges, seed %d): Short-win starts %d, the search-free fallback"
                        + " wins against every Cut reply in %d (%.1f%%), %.1f s%n",
                samples, maxN, maxM, seed, games, held, 100.0 * held / games, (System.nanoTime() - start) / 1e9);
    }

    /** On one board, Short orienting: {Short-win starts (Short or Cut first), starts the search-free rule holds against every defence}. */
    private static long[] probe(TerminalGraph board) {
        DirectedGame game = new DirectedGame(board, DirectedRule.SHORT_ORIENTS);
        DirectedSearch search = new DirectedSearch(game, Long.MAX_VALUE);
        long[] r = new long[2];
        for (Player first : Player.values()) {
            DirectedPosition p = DirectedPosition.start(game, first);
            if (p.winner().isEmpty() && search.shortWins(p)) {
                r[0]++;
                if (new Refutation(new DirectedComputer(game, Player.SHORT, Long.getLong("probe.budget", 0)))
                        .survives(p)) { // budget 0: never searches
                    r[1]++;
                }
            }
        }
        return r;
    }
}
