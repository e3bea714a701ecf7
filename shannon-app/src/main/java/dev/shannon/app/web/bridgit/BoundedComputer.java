package dev.shannon.app.web.bridgit;

import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ComputerMove;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import dev.shannon.bridgit.SideGraph;
import dev.shannon.switching.defence.ThinkBudget;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * The Bridg-It computer players as the web server runs them, with the work of one move bounded.
 * The library's levels bound themselves by their think budget (the relentless defence stops at
 * its budget, the wall clock at three times it). Only the {@code legacy} defence is unbounded: it
 * weighs every candidate by the opponent's winning replies, one exact analysis each, which takes
 * seconds on big boards (measured 1.1 s at n = 14, 29 s at n = 30). On boards above
 * {@value #FULL_DEFENCE_CROSSINGS} crossings the web's legacy player weighs only the opponent's
 * winning crossings nearest the last move and the centre, at most {@link #candidateCap} of them.
 */
final class BoundedComputer {
    /** Up to n = 10 (181 crossings) the library's full legacy defence costs under 0.3 s a move. */
    static final int FULL_DEFENCE_CROSSINGS = 181;

    private BoundedComputer() {
    }

    static ComputerMove choose(BridgitGame game, ComputerPlayer.Level level, double errorRate, Random random, ThinkBudget budget) {
        if (level == ComputerPlayer.Level.LEGACY) {
            return legacy(game);
        }
        return ComputerPlayer.of(level, errorRate, random, budget).choose(game);
    }

    static ComputerMove legacy(BridgitGame game) {
        Board board = game.board();
        if (board.crossingCount() <= FULL_DEFENCE_CROSSINGS || BridgitAnalyzer.analyze(game).winningIndices().length > 0) {
            return ComputerPlayer.of(ComputerPlayer.Level.LEGACY, Double.NaN, new Random(0)).choose(game);
        }
        Side me = game.toMove();
        SideGraph theirs = SideGraph.of(game, me.opponent());
        int[] threats = BridgitAnalyzer.winningCrossings(theirs);
        Crossing last = game.moveCount() > 0 ? game.moves().get(game.moveCount() - 1) : board.centre();
        Integer[] order = Arrays.stream(threats).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.<Integer>comparingInt(e -> distance(board.crossing(e), last))
                .thenComparingInt(board::distanceFromCentre));
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < Math.min(order.length, candidateCap(board)); i++) {
            int e = order[i];
            theirs.take(e, false);
            int replies = BridgitAnalyzer.winningCrossings(theirs).length;
            theirs.undo();
            if (replies < fewest) {
                fewest = replies;
                best = e;
            }
        }
        if (best < 0) {
            // The opponent has no winning crossing although we have none either: cannot happen (no draws), but stay legal.
            List<Crossing> free = game.freeCrossings();
            return new ComputerMove(free.get(0), "no crossing wins against best play");
        }
        return new ComputerMove(board.crossing(best), "no crossing wins against best play; among the "
                + Math.min(order.length, candidateCap(board)) + " " + me.opponent().id()
                + " winning crossings nearest the last move this one leaves the fewest winning replies (" + fewest + ")");
    }

    /** About 20,000 crossings' worth of analysis per move: 24 candidates at n = 30, 54 at n = 14. */
    static int candidateCap(Board board) {
        return Math.max(24, 20_000 / board.crossingCount());
    }

    private static int distance(Crossing a, Crossing b) {
        int dr = a.r() - b.r();
        int dc = a.c() - b.c();
        return dr * dr + dc * dc;
    }
}
