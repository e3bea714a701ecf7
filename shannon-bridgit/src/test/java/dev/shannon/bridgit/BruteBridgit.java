package dev.shannon.bridgit;

import java.util.HashMap;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Plain memoized minimax on the board itself, for tests: the side to move tries every free
 * crossing; the winner is read off the bridges by {@link BridgitGame}. No switching-game theory.
 */
final class BruteBridgit {
    private final Map<String, Side> memo = new HashMap<>();

    /** The winner with perfect play from {@code game}. */
    Side winner(BridgitGame game) {
        if (game.isOver()) {
            return game.winner().orElseThrow();
        }
        String key = game.toMove() + ":" + ownerKey(game);
        Side known = memo.get(key);
        if (known != null) {
            return known;
        }
        Side mover = game.toMove();
        Side result = mover.opponent();
        int free = 0;
        for (int e = 0; e < game.board().crossingCount(); e++) {
            if (game.isFreeIndex(e)) {
                free++;
                if (winner(game.playIndex(e)) == mover) {
                    result = mover;
                    break;
                }
            }
        }
        if (free == 0) {
            throw new AssertionError("board full with no winner: Bridg-It has no draws");
        }
        memo.put(key, result);
        return result;
    }

    /** Every crossing (index, ascending) after which the side to move wins. */
    int[] winningMoves(BridgitGame game) {
        if (game.isOver()) {
            return new int[0];
        }
        return IntStream.range(0, game.board().crossingCount())
                .filter(e -> game.isFreeIndex(e) && winner(game.playIndex(e)) == game.toMove())
                .toArray();
    }

    private static String ownerKey(BridgitGame game) {
        StringBuilder sb = new StringBuilder();
        for (int e = 0; e < game.board().crossingCount(); e++) {
            Side s = game.ownerIndex(e);
            sb.append(s == null ? '.' : s == Side.RED ? 'r' : 'b');
        }
        return sb.toString();
    }
}
