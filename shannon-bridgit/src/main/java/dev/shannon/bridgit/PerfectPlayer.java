package dev.shannon.bridgit;

import dev.shannon.switching.SwitchingSolver;
import java.util.Arrays;
import java.util.Comparator;

/**
 * Perfect play by Lehman's theorem: a winning crossing whenever one exists, the one nearest the
 * centre; when every crossing loses (the {@link Level#LEGACY} defence, kept for comparison), the crossing that leaves the opponent the fewest winning
 * replies. On boards with more than {@value #FULL_SEARCH_LIMIT} free crossings only the
 * opponent's own winning crossings are weighed, which is where a defence has to start, and of
 * those at most {@value #MAX_CANDIDATES}: first the ones on the opponent's shortest route, then
 * the ones nearest the centre. (Losing positions only arise when the computer moves second or
 * after its own slip; against best play every choice loses anyway.)
 */
final class PerfectPlayer implements ComputerPlayer {
    static final int FULL_SEARCH_LIMIT = 400;
    static final int MAX_CANDIDATES = 64;
    /** Bounded: up to n = 10 (181 crossings) the full legacy defence costs under 0.3 s a move. */
    static final int FULL_DEFENCE_CROSSINGS = 181;

    /** Whether big boards weigh only the opponent's winning crossings nearest the last move ({@link ComputerPlayer#bounded}). */
    private final boolean bounded;

    private final SwitchingSolver solver;

    PerfectPlayer() {
        this(false);
    }

    PerfectPlayer(boolean bounded) {
        this(bounded, SwitchingSolver.lehman());
    }

    /** The legacy player asking {@code solver} which crossings win. */
    PerfectPlayer(boolean bounded, SwitchingSolver solver) {
        this.bounded = bounded;
        this.solver = solver;
    }

    @Override
    public Level level() {
        return Level.LEGACY;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        game.requireUndecided();
        Board board = game.board();
        Side me = game.toMove();
        int[] wins = BridgitAnalyzer.analyze(game, solver).winningIndices();
        if (wins.length > 0) {
            return winningMove(game, wins);
        }
        if (bounded && board.crossingCount() > FULL_DEFENCE_CROSSINGS) {
            return nearLastMove(game);
        }
        SideGraph theirs = SideGraph.of(game, me.opponent());
        int[] candidates = candidates(game, theirs);
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int e : candidates) {
            theirs.take(e, false);
            int replies = BridgitAnalyzer.winningCrossings(theirs, solver).length;
            theirs.undo();
            if (replies < fewest || replies == fewest && board.distanceFromCentre(e) < board.distanceFromCentre(best)) {
                fewest = replies;
                best = e;
            }
        }
        return new ComputerMove(
                board.crossing(best),
                "no crossing wins if " + name(me.opponent()) + " plays perfectly; this one leaves "
                        + name(me.opponent()) + " the fewest winning answers (" + fewest + ")",
                "no crossing wins against best play; this one leaves "
                        + me.opponent().id() + " the fewest winning replies (" + fewest + ")");
    }

    /** The winning crossing nearest the centre, with its reason; {@code wins} must not be empty. */
    ComputerMove winningMove(BridgitGame game, int[] wins) {
        Board board = game.board();
        Side me = game.toMove();
        int best = nearestCentre(board, wins);
        return new ComputerMove(
                board.crossing(best),
                "a winning crossing: after it " + name(me) + " has two ways to the goal lines that share no"
                        + " crossing, so whatever " + name(me.opponent()) + " takes, " + name(me)
                        + " mends with the other",
                "winning crossing: afterwards two edge-disjoint trees of "
                        + me.id() + " bridges span both goal lines, so "
                        + me.opponent().id() + " cannot cut them ("
                        + wins.length + " of " + freeCount(game)
                        + " free crossings win; this one is nearest the centre)");
    }

    private int[] candidates(BridgitGame game, SideGraph theirs) {
        int free = freeCount(game);
        if (free <= FULL_SEARCH_LIMIT) {
            int[] all = new int[free];
            int i = 0;
            for (int e = 0; e < game.board().crossingCount(); e++) {
                if (game.isFreeIndex(e)) {
                    all[i++] = e;
                }
            }
            return all;
        }
        // Where the opponent would win by moving: taking one of those is where a defence starts.
        int[] threats = BridgitAnalyzer.winningCrossings(theirs, solver);
        if (threats.length <= MAX_CANDIDATES) {
            return threats;
        }
        Board board = game.board();
        ShortestRoute route = ShortestRoute.of(game, game.toMove().opponent());
        return Arrays.stream(threats)
                .boxed()
                .sorted(Comparator.<Integer>comparingInt(e -> route.isOnRoute(e) ? 0 : 1)
                        .thenComparingInt(board::distanceFromCentre)
                        .thenComparingInt(e -> e))
                .limit(MAX_CANDIDATES)
                .mapToInt(Integer::intValue)
                .toArray();
    }

    /**
     * The bounded defence of a big board: weighs only the opponent's winning crossings nearest the
     * last move (then the centre), at most {@link #candidateCap} of them, by the same rule.
     */
    private ComputerMove nearLastMove(BridgitGame game) {
        Board board = game.board();
        Side me = game.toMove();
        SideGraph theirs = SideGraph.of(game, me.opponent());
        int[] threats = BridgitAnalyzer.winningCrossings(theirs, solver);
        Crossing last = game.moveCount() > 0 ? game.moves().get(game.moveCount() - 1) : board.centre();
        Integer[] order = Arrays.stream(threats).boxed().toArray(Integer[]::new);
        Arrays.sort(
                order,
                Comparator.<Integer>comparingInt(e -> squaredDistance(board.crossing(e), last))
                        .thenComparingInt(board::distanceFromCentre));
        int weighed = Math.min(order.length, candidateCap(board));
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < weighed; i++) {
            int e = order[i];
            theirs.take(e, false);
            int replies = BridgitAnalyzer.winningCrossings(theirs, solver).length;
            theirs.undo();
            if (replies < fewest) {
                fewest = replies;
                best = e;
            }
        }
        if (best < 0) {
            // The opponent has no winning crossing although we have none either: cannot happen (no draws), but stay
            // legal.
            return new ComputerMove(
                    game.freeCrossings().get(0),
                    "no crossing wins if the opponent plays perfectly",
                    "no crossing wins against best play");
        }
        return new ComputerMove(
                board.crossing(best),
                "no crossing wins if " + name(me.opponent()) + " plays perfectly; near the last move, this one"
                        + " leaves " + name(me.opponent()) + " the fewest winning answers (" + fewest + ")",
                "no crossing wins against best play; among the " + weighed + " "
                        + me.opponent().id()
                        + " winning crossings nearest the last move this one leaves the fewest winning replies ("
                        + fewest + ")");
    }

    /** About 20,000 crossings' worth of analysis per move: 24 candidates at n = 30, 54 at n = 14. */
    static int candidateCap(Board board) {
        return Math.max(24, 20_000 / board.crossingCount());
    }

    private static int squaredDistance(Crossing a, Crossing b) {
        int dr = a.r() - b.r();
        int dc = a.c() - b.c();
        return dr * dr + dc * dc;
    }

    static String name(Side side) {
        return side == Side.RED ? "Red" : "Blue";
    }

    static int nearestCentre(Board board, int[] crossings) {
        int best = crossings[0];
        for (int e : crossings) {
            if (board.distanceFromCentre(e) < board.distanceFromCentre(best)) {
                best = e;
            }
        }
        return best;
    }

    static int freeCount(BridgitGame game) {
        return game.board().crossingCount() - game.moveCount();
    }
}
