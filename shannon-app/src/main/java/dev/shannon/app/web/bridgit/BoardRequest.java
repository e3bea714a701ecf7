package dev.shannon.app.web.bridgit;

import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.WebLimits;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import java.util.Map;

/**
 * The Bridg-It position a request describes: board size {@code n}, {@code first} ("red" unless
 * told otherwise, docs/rules.md) and {@code moves}, crossings [r, c] taken alternately. Every move is
 * checked; the message names the offending move's index.
 */
final class BoardRequest {
    static final Map<String, Side> SIDES = Map.of("red", Side.RED, "blue", Side.BLUE);

    private BoardRequest() {}

    static int n(JsonRequest r, WebLimits limits) {
        return r.requiredInt("n", limits.minBoard(), limits.maxBoard());
    }

    static Side first(JsonRequest r) {
        return r.optionalChoice("first", Side.RED, SIDES);
    }

    /** The plain game after the request's moves, on a board from {@code boards}. */
    static BridgitGame game(JsonRequest r, WebLimits limits, Boards boards) {
        int n = n(r, limits);
        Side first = first(r);
        Board board = boards.of(n);
        int[][] moves = r.pairArray("moves", board.crossingCount(), 0, board.latticeSize() - 1);
        BridgitGame g = BridgitGame.start(board, first);
        for (int i = 0; i < moves.length; i++) {
            g = play(g, crossing(board, moves[i], "moves[" + i + "]"), i);
        }
        return g;
    }

    private static BridgitGame play(BridgitGame g, Crossing x, int i) {
        try {
            return g.play(x);
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("moves[" + i + "]: " + e.getMessage());
        }
    }

    /** The crossing at [r, c], which must be a crossing of the board. */
    static Crossing crossing(Board board, int[] rc, String where) {
        Crossing x = new Crossing(rc[0], rc[1]);
        if (!board.isCrossing(x.r(), x.c())) {
            throw ApiError.badRequest(
                    where + ": " + x + " is not a crossing of the " + board.n() + "×" + (board.n() + 1)
                            + " board (1 ≤ r, c ≤ " + (2 * board.n() - 1) + ", r and c both odd or both even)");
        }
        return x;
    }
}
