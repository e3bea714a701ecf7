package dev.shannon.bridgit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The exact verdict on a Bridg-It position for the side to move: who wins with perfect play and
 * which free crossings win (✓); every other free crossing loses (✗). A finished game reports its
 * winner and no moves.
 */
public final class BridgitAnalysis {
    private final BridgitGame game;
    private final Side winner;
    private final int[] winning;
    private final SideMinor moverGraph;

    BridgitAnalysis(BridgitGame game, Side winner, int[] winning, SideMinor moverGraph) {
        this.game = game;
        this.winner = winner;
        this.winning = winning;
        this.moverGraph = moverGraph;
    }

    public BridgitGame game() {
        return game;
    }

    /** The side to move (for a finished game, the side that would have moved next). */
    public Side toMove() {
        return game.toMove();
    }

    /** The winner with perfect play: the mover iff it has a winning crossing; the actual winner of a finished game. */
    public Side winner() {
        return winner;
    }

    public boolean isOver() {
        return game.isOver();
    }

    /** The crossings that win for the side to move, sorted by r then c. */
    public List<Crossing> winningMoves() {
        List<Crossing> list = new ArrayList<>(winning.length);
        for (int e : winning) {
            list.add(game.board().crossing(e));
        }
        return List.copyOf(list);
    }

    /** The crossing indices that win for the side to move, ascending (a copy). */
    public int[] winningIndices() {
        return winning.clone();
    }

    public boolean isWinning(Crossing x) {
        return Arrays.binarySearch(winning, game.board().index(x)) >= 0;
    }

    /** The mover's switching-game graph the verdict was computed on; null for a finished game. */
    SideMinor moverGraph() {
        return moverGraph;
    }
}
