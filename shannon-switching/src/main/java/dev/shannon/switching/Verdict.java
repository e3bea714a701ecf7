package dev.shannon.switching;

import java.util.Arrays;
import java.util.Objects;

/**
 * The outcome of a position with a given player to move: who wins with perfect play, and every
 * move (an original edge index, ascending) that wins for the player to move.
 */
public record Verdict(Player toMove, Player winner, int[] winningMoves) {
    public Verdict {
        Objects.requireNonNull(toMove);
        Objects.requireNonNull(winner);
        winningMoves = winningMoves.clone();
        Arrays.sort(winningMoves);
    }

    @Override
    public int[] winningMoves() {
        return winningMoves.clone();
    }

    public int winningMoveCount() {
        return winningMoves.length;
    }

    public boolean isWinningMove(int edge) {
        return Arrays.binarySearch(winningMoves, edge) >= 0;
    }

    /** The same verdict with each move {@code i} renamed {@code originalEdge[i]} (from a minor back to its graph). */
    public Verdict onOriginalEdges(int[] originalEdge) {
        int[] moves = winningMoves.clone();
        for (int i = 0; i < moves.length; i++) {
            moves[i] = originalEdge[moves[i]];
        }
        return new Verdict(toMove, winner, moves);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Verdict v
                && v.toMove == toMove
                && v.winner == winner
                && Arrays.equals(v.winningMoves, winningMoves);
    }

    @Override
    public int hashCode() {
        return Objects.hash(toMove, winner, Arrays.hashCode(winningMoves));
    }

    @Override
    public String toString() {
        return toMove.id() + " to move: " + winner.id() + " wins, winning moves " + Arrays.toString(winningMoves);
    }
}
