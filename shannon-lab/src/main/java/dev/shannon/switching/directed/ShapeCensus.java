package dev.shannon.switching.directed;

import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;

/**
 * Does Short lose anything by keeping his classes of one shape? For every labelled graph on k
 * vertices (or SAMPLES random ones), both first players: the starts Short wins, and for each
 * {@link ShapeRestrictedGame.Shape} how many of them the restricted Short still wins. Program:
 * {@code ShapeCensus K [SAMPLES SEED]}, or {@code ShapeCensus multi N M SAMPLES SEED} for random
 * multigraphs (loops, parallel edges).
 */
final class ShapeCensus {
    private ShapeCensus() {}

    public static void main(String[] args) {
        ShapeRestrictedGame.Shape[] shapes = ShapeRestrictedGame.Shape.values();
        long[] held = new long[shapes.length];
        long start = System.nanoTime();
        long[] winCount = new long[1];
        String label = BoardSamples.forEach(args, board -> winCount[0] += tally(board, shapes, held));
        long wins = winCount[0];
        StringBuilder line =
                new StringBuilder(label + ": Short-win starts " + wins + ", rooted search (DirectedSearch.rooted) "
                        + rootedSearchWins + ", rooted search disagreeing with OUT " + rootedSearchDisagreements);
        for (int i = 0; i < shapes.length; i++) {
            line.append(", ").append(shapes[i]).append(' ').append(held[i]);
        }
        System.out.println(line + String.format(", %.1f s", (System.nanoTime() - start) / 1e9));
    }

    private static long rootedSearchWins;
    private static long rootedSearchDisagreements;

    /** Short-win starts of one board (Short or Cut first); adds to held[i] those the i-th shape still wins. */
    static int tally(TerminalGraph board, ShapeRestrictedGame.Shape[] shapes, long[] held) {
        DirectedGame game = new DirectedGame(board, DirectedRule.SHORT_ORIENTS);
        DirectedSearch search = new DirectedSearch(game, Long.MAX_VALUE);
        int wins = 0;
        for (Player first : Player.values()) {
            DirectedPosition p = DirectedPosition.start(game, first);
            if (p.winner().isPresent() || !search.shortWins(p)) {
                continue;
            }
            wins++;
            for (int i = 0; i < shapes.length; i++) {
                boolean w = new ShapeRestrictedGame(game, shapes[i]).shortWins(p);
                if (w) {
                    held[i]++;
                }
                if (shapes[i] == ShapeRestrictedGame.Shape.OUT) {
                    boolean r = DirectedSearch.rooted(game, Long.MAX_VALUE, Long.MAX_VALUE)
                            .shortWins(p);
                    rootedSearchWins += r ? 1 : 0;
                    rootedSearchDisagreements += r != w ? 1 : 0;
                }
            }
        }
        return wins;
    }
}
