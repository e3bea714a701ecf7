package dev.shannon.switching.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shannon.switching.Position;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

class SwitchingPuzzlesTest {
    /** Every mined puzzle checked by brute-force minimax: exactly one winning move, the stated one, and the game undecided. */
    @Test
    void everyPuzzleHasExactlyOneWinningMoveByMinimax() {
        MinimaxSolver minimax = new MinimaxSolver(MinimaxOptions.defaults());
        for (String family : SwitchingPuzzles.FAMILIES) {
            List<SwitchingPuzzle> puzzles = SwitchingPuzzles.mine(family, 3, 5, 400);
            assertEquals(3, puzzles.size(), family);
            for (SwitchingPuzzle p : puzzles) {
                Position pos = p.position();
                assertTrue(pos.winner().isEmpty());
                assertTrue(pos.freeEdges().length >= SwitchingPuzzles.MIN_FREE);
                int[] byMinimax = minimax.solve(pos).verdict(pos.toMove()).winningMoves();
                assertArrayEquals(new int[] {p.solution()}, byMinimax, family + " " + pos);
                assertArrayEquals(new int[] {p.solution()}, SwitchingPuzzles.winningMoves(p));
            }
            assertEquals(puzzles, SwitchingPuzzles.mine(family, 3, 5, 400), "the same seed, the same puzzles");
            for (SwitchingPuzzle p : puzzles) {
                assertEquals(
                        p,
                        SwitchingPuzzleText.parse(SwitchingPuzzleText.format(p)).get(0),
                        "text round trip");
            }
        }
    }
}
