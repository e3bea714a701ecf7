package dev.shannon.bridgit;

import java.util.HashMap;
import java.util.Map;

/**
 * Plain memoized minimax for the plies a side needs to win, for tests: every free crossing is
 * tried by both sides, the winner taking the fewest plies and the other side the most; no
 * pruning, no theory, the win read off the bridges by {@link BridgitGame}.
 */
final class BruteDepth {
    /** The value of a position the winner cannot win. */
    static final int NEVER = Integer.MAX_VALUE;

    private final Side winner;
    private final Map<String, Integer> memo = new HashMap<>();

    BruteDepth(Side winner) {
        this.winner = winner;
    }

    /** The plies {@code winner} needs from {@code game} (undecided), or {@link #NEVER}. */
    int plies(BridgitGame game) {
        String key = key(game);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean hurrying = game.toMove() == winner;
        int best = hurrying ? NEVER : 0;
        for (int e = 0; e < game.board().crossingCount(); e++) {
            if (!game.isFreeIndex(e)) {
                continue;
            }
            BridgitGame next = game.playIndex(e);
            int value;
            if (next.isOver()) {
                value = next.winner().orElseThrow() == winner ? 1 : NEVER;
            } else {
                int rest = plies(next);
                value = rest == NEVER ? NEVER : rest + 1;
            }
            best = hurrying ? Math.min(best, value) : Math.max(best, value);
        }
        memo.put(key, best);
        return best;
    }

    private static String key(BridgitGame game) {
        StringBuilder sb = new StringBuilder();
        for (int e = 0; e < game.board().crossingCount(); e++) {
            Side s = game.ownerIndex(e);
            sb.append(s == null ? '.' : s == Side.RED ? 'r' : 'b');
        }
        return sb.append(game.toMove() == Side.RED ? 'R' : 'B').toString();
    }
}
