package dev.shannon.bridgit.puzzle;

import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import java.util.List;
import java.util.Objects;

/**
 * A "find the winning crossing" puzzle: the position after {@code moves} (played alternately from
 * {@code first}) in which {@link #solution()} is the one and only crossing that wins for the side
 * to move, certified by Lehman's theorem ({@link PuzzleCheck}). The {@link #line()} is the whole
 * puzzle: the solution, then the defender's best defence and the attacker's next winning move,
 * and so on for as long as that next winning move is again the only one; a puzzle with more than
 * one attacker move in its line is a multi-move puzzle.
 *
 * @param n       the board is n×(n+1)
 * @param first   who moved first
 * @param moves   the moves that lead to the position
 * @param line    attacker and defender moves alternately, starting with the solution and ending
 *                with an attacker move
 * @param rating  the difficulty rating (Glicko-2 scale: 1500 is average)
 * @param source  where it was mined: the two players of the game, e.g. "casual vs relentless"
 */
public record Puzzle(int n, Side first, List<Crossing> moves, List<Crossing> line, int rating, String source) {
    public Puzzle {
        Objects.requireNonNull(first, "first");
        moves = List.copyOf(moves);
        line = List.copyOf(line);
        if (line.isEmpty() || line.size() % 2 == 0) {
            throw new IllegalArgumentException("a puzzle's line has an odd number of moves, attacker first and last");
        }
        Objects.requireNonNull(source, "source");
    }

    /** The position to solve. */
    public BridgitGame game() {
        return BridgitGame.of(n, first, moves);
    }

    /** The answer: the only winning crossing for the side to move. */
    public Crossing solution() {
        return line.get(0);
    }

    /** The side to move, which has exactly one winning crossing. */
    public Side toMove() {
        return moves.size() % 2 == 0 ? first : first.opponent();
    }

    /** How many moves the solver must find (1 for a single-move puzzle). */
    public int depth() {
        return (line.size() + 1) / 2;
    }

    /** The same puzzle with another rating. */
    public Puzzle withRating(int newRating) {
        return new Puzzle(n, first, moves, line, newRating, source);
    }
}
