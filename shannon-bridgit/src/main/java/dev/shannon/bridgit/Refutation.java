package dev.shannon.bridgit;

import java.util.List;
import java.util.Optional;

/**
 * Why a crossing loses (✗): after it, the opponent has winning replies; this is one of them —
 * the one nearest the losing move, so that it reads as an answer to it — with how many there
 * are, and the two trees of the opponent's that remain after that reply (Lehman's certificate).
 *
 * @param move    the losing crossing
 * @param reply   the opponent's winning answer to it
 * @param replies how many of the opponent's answers win
 * @param trees   the opponent's two trees after {@code reply}
 */
public record Refutation(Crossing move, Crossing reply, int replies, WinningTrees trees) {
    /**
     * The refutation of {@code move} in {@code game}: empty if {@code move} wins for the side to
     * move, or if it ends the game.
     */
    public static Optional<Refutation> of(BridgitGame game, Crossing move) {
        BridgitGame after = game.play(move);
        if (after.isOver()) {
            return Optional.empty();
        }
        BridgitAnalysis a = BridgitAnalyzer.analyze(after);
        List<Crossing> wins = a.winningMoves();
        if (wins.isEmpty()) {
            return Optional.empty();
        }
        Board board = game.board();
        Crossing best = wins.get(0);
        for (Crossing x : wins) {
            long d = distance(x, move);
            long bd = distance(best, move);
            if (d < bd
                    || d == bd
                            && board.distanceFromCentre(board.index(x)) < board.distanceFromCentre(board.index(best))) {
                best = x;
            }
        }
        return Optional.of(new Refutation(move, best, wins.size(), a.trees(best).orElseThrow()));
    }

    private static long distance(Crossing a, Crossing b) {
        long dr = a.r() - b.r();
        long dc = a.c() - b.c();
        return dr * dr + dc * dc;
    }
}
