package dev.shannon.switching.puzzle;

import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import java.util.List;
import java.util.Objects;

/**
 * A "find the winning move" puzzle of the switching game (docs/puzzles.md, "Switching-game
 * puzzles"): the position after {@code moves} (edge indices, played alternately from {@code
 * first}) on the graph of {@code family} ({@link SwitchingPuzzles#family}), in which {@link
 * #solution()} is the one and only free edge that wins for the player to move — a claim for
 * Short, a deletion for Cut — certified by Lehman's theorem.
 *
 * @param family   the graph family, one of {@link SwitchingPuzzles#FAMILIES}
 * @param first    who moved first
 * @param moves    the moves that lead to the position
 * @param solution the only winning edge for the player to move
 * @param rating   the difficulty rating (Glicko-2 scale: 1500 is average)
 * @param source   where it was mined
 */
public record SwitchingPuzzle(
        String family, Player first, List<Integer> moves, int solution, int rating, String source) {
    public SwitchingPuzzle {
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(first, "first");
        moves = List.copyOf(moves);
        Objects.requireNonNull(source, "source");
    }

    /** The position to solve; an IllegalArgumentException when the family or a move is not valid. */
    public Position position() {
        Position p = Position.start(SwitchingPuzzles.family(family), first);
        for (int e : moves) {
            if (e < 0 || e >= p.graph().edgeCount() || !p.isFree(e)) {
                throw new IllegalArgumentException("move " + e + " is not a free edge of " + family);
            }
            p = p.play(e);
        }
        return p;
    }

    /** The player to move, who has exactly one winning move. */
    public Player toMove() {
        return moves.size() % 2 == 0 ? first : first.opponent();
    }

    /** The same puzzle with another rating. */
    public SwitchingPuzzle withRating(int newRating) {
        return new SwitchingPuzzle(family, first, moves, solution, newRating, source);
    }
}
