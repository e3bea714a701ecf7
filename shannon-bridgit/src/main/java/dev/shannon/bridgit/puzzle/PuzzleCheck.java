package dev.shannon.bridgit.puzzle;

import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import java.util.List;
import java.util.Optional;

/**
 * The certificate of a puzzle, by the exact analysis (Lehman's theorem, {@link BridgitAnalyzer}):
 * the position is undecided, the solution is the only winning crossing of the side to move, and
 * so is every later attacker move of the line in its position (the defender's moves being legal).
 */
public final class PuzzleCheck {
    private PuzzleCheck() {}

    /** What is wrong with {@code p}, or empty when it is a sound puzzle. */
    public static Optional<String> problem(Puzzle p) {
        BridgitGame g;
        try {
            g = p.game();
        } catch (IllegalArgumentException e) {
            return Optional.of("the moves are not a legal game: " + e.getMessage());
        }
        List<Crossing> line = p.line();
        for (int i = 0; i < line.size(); i++) {
            if (g.isOver()) {
                return Optional.of("the game is over before line move " + i);
            }
            if (i % 2 == 0) {
                List<Crossing> wins = BridgitAnalyzer.analyze(g).winningMoves();
                if (!wins.equals(List.of(line.get(i)))) {
                    return Optional.of(
                            "line move " + i + " (" + line.get(i) + ") is not the only winning crossing: " + wins);
                }
            }
            try {
                g = g.play(line.get(i));
            } catch (IllegalArgumentException e) {
                return Optional.of("line move " + i + ": " + e.getMessage());
            }
        }
        return Optional.empty();
    }
}
