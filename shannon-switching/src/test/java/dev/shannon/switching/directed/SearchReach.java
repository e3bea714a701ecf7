package dev.shannon.switching.directed;

import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.RandomGames;

import java.util.Random;

/**
 * How far does exact search reach within the command line's budget? For each vertex count, random
 * multigraphs (loops and parallel edges, about one edge in eight a loop) with {@code EDGES_PER_VERTEX}
 * times as many edges as vertices, both first players solved with at most {@code BUDGET} positions.
 * Program: {@code SearchReach RULE MIN_N MAX_N SAMPLES EDGES_PER_VERTEX BUDGET SEED}.
 */
final class SearchReach {
    private SearchReach() {
    }

    public static void main(String[] args) {
        DirectedRule rule = DirectedRule.byId(args[0]);
        int minN = Integer.parseInt(args[1]);
        int maxN = Integer.parseInt(args[2]);
        int samples = Integer.parseInt(args[3]);
        double perVertex = Double.parseDouble(args[4]);
        long budget = Long.parseLong(args[5]);
        long seed = Long.parseLong(args[6]);
        System.out.println("| n | m | boards | solved within budget | positions (mean of solved) | seconds |");
        System.out.println("| --- | --- | --- | --- | --- | --- |");
        for (int n = minN; n <= maxN; n++) {
            int m = (int) Math.round(perVertex * n);
            Random random = new Random(seed * 1000 + n);
            int solved = 0;
            long positions = 0;
            long start = System.nanoTime();
            for (int i = 0; i < samples; i++) {
                TerminalGraph board = RandomGames.game(n, m, random);
                try {
                    positions += new DirectedSearch(new DirectedGame(board, rule), budget).analyze().positions();
                    solved++;
                } catch (DirectedSearch.LimitExceededException tooBig) {
                    // counted as unsolved
                }
            }
            System.out.printf("| %d | %d | %d | %d | %,d | %.1f |%n", n, m, samples, solved, solved == 0 ? 0 : positions / solved,
                    (System.nanoTime() - start) / 1e9);
        }
    }
}
