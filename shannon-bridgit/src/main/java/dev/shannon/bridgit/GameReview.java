package dev.shannon.bridgit;

import dev.shannon.graph.Interruption;
import dev.shannon.switching.SwitchingSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A whole game judged move by move, for a loaded or shared game (issue 30, "Analysis for
 * everyone"): for every position the side that wins it with best play and how many crossings win
 * for its mover, for every move whether it was one of those winning crossings (✓) or not (✗), and
 * the move after which the losing side never again had a win — the moment its last ✓ disappeared.
 * One exact analysis (Lehman's theorem) per position.
 */
public final class GameReview {
    /** A position of the game: who wins it with best play, and how many of its free crossings win for its mover. */
    public record Position(Side toMove, Side winner, int winningCrossings, int freeCrossings, boolean over) {}

    /** A move: who played it and whether it was a winning crossing of the position it was played in. */
    public record Move(Crossing crossing, Side side, boolean winning) {}

    private final List<Position> positions;
    private final List<Move> moves;
    private final BridgitGame end;

    private GameReview(List<Position> positions, List<Move> moves, BridgitGame end) {
        this.positions = List.copyOf(positions);
        this.moves = List.copyOf(moves);
        this.end = end;
    }

    /** The game from {@code start} through {@code moves} (each must be legal), judged by {@code solver}. */
    public static GameReview of(BridgitGame start, List<Crossing> moves, SwitchingSolver solver) {
        List<Position> positions = new ArrayList<>(moves.size() + 1);
        List<Move> judged = new ArrayList<>(moves.size());
        BridgitGame g = start;
        for (int i = 0; ; i++) {
            Interruption.check();
            BridgitAnalysis a = BridgitAnalyzer.analyze(g, solver);
            positions.add(new Position(
                    g.toMove(),
                    a.winner(),
                    a.winningIndices().length,
                    g.board().crossingCount() - g.moveCount(),
                    g.isOver()));
            if (i == moves.size()) {
                break;
            }
            Crossing x = moves.get(i);
            judged.add(new Move(x, g.toMove(), !g.isOver() && a.isWinning(x)));
            g = g.play(x);
        }
        return new GameReview(positions, judged, g);
    }

    /** Position i is the one after the first i moves (0 … moves). */
    public List<Position> positions() {
        return positions;
    }

    public List<Move> moves() {
        return moves;
    }

    /** The game as it ends here. */
    public BridgitGame end() {
        return end;
    }

    /** The side that lost (a finished game) or loses the last position with best play. */
    public Side loser() {
        return positions.get(positions.size() - 1).winner().opponent();
    }

    /**
     * The index of the move after which {@link #loser()} never again had a win (its last ✓
     * disappeared there), or empty if it never had one. In Bridg-It a side that wins a position with
     * the opponent to move still wins after any opponent move, so that move is always the loser's own.
     */
    public OptionalInt lastChance() {
        Side loser = loser();
        for (int i = positions.size() - 2; i >= 0; i--) {
            if (positions.get(i).winner() == loser) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }
}
