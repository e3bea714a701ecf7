package dev.shannon.switching.directed;

import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.Random;

/**
 * How far does exact search reach within the command line's budget? For each vertex count, random
 * multigraphs (loops and parallel edges, about one edge in eight a loop) with {@code EDGES_PER_VERTEX}
 * times as many edges as vertices, both first players solved with at most {@code BUDGET} positions.
 * Program: {@code SearchReach RULE MIN_N MAX_N SAMPLES EDGES_PER_VERTEX BUDGET SEED}. RULE {@code rooted}
 * searches the rooted game ({@link DirectedSearch#rooted}, Short orienting) and also counts, among the
 * starts Short wins by Lehman's undirected verdict (the same outcome, by Hamidoune and Las Vergnas),
 * those the rooted search proves won: the rest would be starts where rooted play is not enough.
 */
final class SearchReach {
    private SearchReach() {}

    public static void main(String[] args) {
        boolean rooted = args[0].equals("rooted");
        DirectedRule rule = rooted ? DirectedRule.SHORT_ORIENTS : DirectedRule.byId(args[0]);
        int minN = Integer.parseInt(args[1]);
        int maxN = Integer.parseInt(args[2]);
        int samples = Integer.parseInt(args[3]);
        double perVertex = Double.parseDouble(args[4]);
        long budget = Long.parseLong(args[5]);
        long seed = Long.parseLong(args[6]);
        System.out.println("| n | m | boards | solved within budget | positions (mean of solved) | seconds |"
                + (rooted ? " Short-win starts (undirected) of the solved | proved by rooted search |" : ""));
        System.out.println("| --- | --- | --- | --- | --- | --- |" + (rooted ? " --- | --- |" : ""));
        for (int n = minN; n <= maxN; n++) {
            int m = (int) Math.round(perVertex * n);
            Random random = new Random(seed * 1000 + n);
            int solved = 0;
            long positions = 0;
            long start = System.nanoTime();
            long shortStarts = 0;
            long proved = 0;
            for (int i = 0; i < samples; i++) {
                TerminalGraph board = RandomGames.game(n, m, random);
                try {
                    DirectedGame game = new DirectedGame(board, rule);
                    if (rooted) {
                        DirectedSearch search = DirectedSearch.rooted(game, budget, Long.MAX_VALUE);
                        var undirected = LehmanSolver.analyze(board);
                        long[] starts = new long[2];
                        for (Player first : Player.values()) {
                            DirectedPosition p = DirectedPosition.start(game, first);
                            if (undirected.verdict(first).winner() == Player.SHORT
                                    && p.winner().isEmpty()) {
                                starts[0]++;
                                starts[1] += search.shortWins(p) ? 1 : 0;
                            }
                        }
                        shortStarts += starts[0];
                        proved += starts[1];
                        positions += search.positions();
                    } else {
                        positions += new DirectedSearch(game, budget).analyze().positions();
                    }
                    solved++;
                } catch (DirectedSearch.LimitExceededException tooBig) {
                    // counted as unsolved
                }
            }
            System.out.printf(
                    "| %d | %d | %d | %d | %,d | %.1f |%s%n",
                    n,
                    m,
                    samples,
                    solved,
                    solved == 0 ? 0 : positions / solved,
                    (System.nanoTime() - start) / 1e9,
                    rooted ? String.format(" %d | %d |", shortStarts, proved) : "");
        }
    }
}
