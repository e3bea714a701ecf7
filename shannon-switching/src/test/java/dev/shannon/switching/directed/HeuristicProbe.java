package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;

/**
 * How good is the computer's fallback for Short when Short orients (a Lehman winning claim,
 * directed along the shortest usable path), with no search at all? For every labelled graph on
 * k vertices that Short wins, it plays against every line of Cut's replies. Program:
 * {@code HeuristicProbe K}.
 */
final class HeuristicProbe {
    private HeuristicProbe() {
    }

    public static void main(String[] args) {
        int maxK = Integer.parseInt(args[0]);
        for (int k = 3; k <= maxK; k++) {
            long games = 0;
            long held = 0;
            for (long code = 0; code < 1L << (k * (k - 1) / 2); code++) {
                Multigraph g = LabelledGraphs.of(k, code);
                DirectedGame game = new DirectedGame(new TerminalGraph(g, 0, 1), DirectedRule.SHORT_ORIENTS);
                DirectedSearch search = new DirectedSearch(game, Long.MAX_VALUE);
                for (Player first : Player.values()) {
                    DirectedPosition start = DirectedPosition.start(game, first);
                    if (start.winner().isPresent() || !search.shortWins(start)) {
                        continue;
                    }
                    games++;
                    DirectedComputer heuristic = new DirectedComputer(game, Player.SHORT, 0); // budget 0: never searches
                    if (DirectedComputerTest.winsAgainstEverything(heuristic, start)) {
                        held++;
                    }
                }
            }
            System.out.printf("k = %d: Short-win starts %d, the search-free fallback wins against every Cut reply in %d (%.1f%%)%n",
                    k, games, held, 100.0 * held / games);
        }
    }
}
