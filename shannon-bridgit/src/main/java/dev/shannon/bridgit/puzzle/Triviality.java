package dev.shannon.bridgit.puzzle;

import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ObviousMoves;

/**
 * When a position with a single winning crossing is too easy to be a puzzle. It is trivial when
 * any of these holds:
 *
 * <ul>
 * <li>{@link #FEW_FREE}: fewer free crossings than {@link #minFree} — a fifth of the board's
 *     crossings, at least {@value #MIN_FREE} — so that there is much to choose from;
 * <li>{@link #COMPLETES}: the answer completes the mover's chain at once;
 * <li>{@link #FORCED_BLOCK}: the opponent threatens to complete its chain next move, so the answer
 *     is the block every player sees;
 * <li>{@link #OBVIOUS}: the answer is one of the {@link ObviousMoves} — the shortest-route moves a
 *     player who only extends its shortest route and blocks the opponent's would try first.
 * </ul>
 */
public enum Triviality {
    /** Not trivial: a puzzle. */
    NONE,
    FEW_FREE,
    COMPLETES,
    FORCED_BLOCK,
    OBVIOUS;

    /** The fewest free crossings a puzzle position has on any board. */
    public static final int MIN_FREE = 10;

    /** The fewest free crossings a puzzle on a board of {@code crossings} crossings has. */
    public static int minFree(int crossings) {
        return Math.max(MIN_FREE, crossings / 5);
    }

    /** Why {@code solution} (a crossing index, the only winning one) in {@code game} is trivial, or {@link #NONE}. */
    public static Triviality of(BridgitGame game, int solution) {
        int free = game.board().crossingCount() - game.moveCount();
        if (free < minFree(game.board().crossingCount())) {
            return FEW_FREE;
        }
        if (game.playIndex(solution).isOver()) {
            return COMPLETES;
        }
        if (!BridgitAnalyzer.threats(game, game.toMove().opponent()).isEmpty()) {
            return FORCED_BLOCK;
        }
        if (ObviousMoves.of(game).contains(solution)) {
            return OBVIOUS;
        }
        return NONE;
    }
}
