package dev.shannon.app.web.bridgit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.BridgitJson;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.WebLimits;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedBridgesPlayer;
import dev.shannon.bridgit.LimitedMove;
import dev.shannon.bridgit.Side;
import java.util.Arrays;

/**
 * The commercial limited-bridges variant: each player has {@code bridges} bridges; once all are
 * placed a turn moves one of your own bridges. A move is [r, c] (placing) or [r1, c1, r2, c2]
 * (moving the bridge at r1,c1 to r2,c2). Lehman's theorem is about the unlimited game, so there
 * are no ✓/✗ here; the computer is the library's alpha–beta searcher under a time budget, and the
 * board is limited to n ≤ {@value #MAX_N}, where its search sees two moves ahead within the budget.
 */
final class LimitedBridgesApi {
    static final int MAX_N = 8;
    static final int MAX_DEPTH = 8;

    private final WebLimits limits;

    LimitedBridgesApi(WebLimits limits) {
        this.limits = limits;
    }

    JsonNode analyze(JsonRequest r) {
        r.allowOnly("n", "first", "bridges", "moves");
        LimitedBridgesGame g = game(r);
        ObjectNode out = Json.object();
        out.put("n", g.board().n());
        out.put("first", g.first().id());
        out.put("bridges", g.bridges());
        out.put("toMove", g.toMove().id());
        out.put("movesPlayed", g.movesPlayed());
        out.put("over", g.isOver());
        out.put("placing", g.isPlacing());
        ObjectNode hand = out.putObject("inHand");
        hand.put("red", g.bridgesInHand(Side.RED));
        hand.put("blue", g.bridgesInHand(Side.BLUE));
        out.put("movingPhaseMoves", g.movingPhaseMoves());
        out.put("moveCap", g.moveCap());
        if (g.winner().isPresent()) {
            out.put("winner", g.winner().get().id());
        } else {
            out.putNull("winner");
        }
        out.put("ending", g.isOver() ? g.describeEnding() : null);
        if (g.isOver()) {
            out.set("winningChain", BridgitJson.crossings(g.winningChain()));
        }
        return out;
    }

    JsonNode move(JsonRequest r) {
        r.allowOnly("n", "first", "bridges", "moves");
        LimitedBridgesGame g = game(r);
        if (g.isOver()) {
            throw ApiError.badRequest("the game is over: " + g.describeEnding());
        }
        LimitedBridgesPlayer.Choice c =
                new LimitedBridgesPlayer(limits.limitedThinking().toMillis(), MAX_DEPTH).choose(g);
        ObjectNode out = Json.object();
        ArrayNode move = out.putArray("move");
        if (!c.move().isPlacement()) {
            move.add(c.move().from().r()).add(c.move().from().c());
        }
        move.add(c.move().to().r()).add(c.move().to().c());
        out.put("side", g.toMove().id());
        out.put("reason", c.reason());
        out.put("why", c.why());
        out.put("depth", c.depth());
        return out;
    }

    private LimitedBridgesGame game(JsonRequest r) {
        int n = r.requiredInt("n", limits.minBoard(), Math.min(MAX_N, limits.maxBoard()));
        Side first = BoardRequest.first(r);
        Board board = Board.of(n);
        // The boxed game's 10, or every crossing on the boards too small for that.
        int bridges = r.optionalInt(
                "bridges",
                Math.min(LimitedBridgesGame.DEFAULT_BRIDGES, board.crossingCount()),
                1,
                board.crossingCount());
        LimitedBridgesGame g = LimitedBridgesGame.start(n, first, bridges);
        int maxMoves = 2 * bridges + g.moveCap();
        int[][] moves = r.tupleArray("moves", maxMoves, 0, board.latticeSize() - 1, 2, 4);
        for (int i = 0; i < moves.length; i++) {
            int[] m = moves[i];
            String where = "moves[" + i + "]";
            Crossing to = BoardRequest.crossing(board, Arrays.copyOfRange(m, m.length - 2, m.length), where);
            LimitedMove move = m.length == 2
                    ? LimitedMove.place(to)
                    : LimitedMove.move(BoardRequest.crossing(board, Arrays.copyOf(m, 2), where), to);
            try {
                g = g.play(move);
            } catch (IllegalArgumentException e) {
                throw ApiError.badRequest(where + ": " + e.getMessage());
            }
        }
        return g;
    }
}
