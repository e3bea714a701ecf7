package dev.shannon.switching.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shannon.switching.Position;
import dev.shannon.switching.flow.FlowSolver;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every shipped switching puzzle re-verified without the pebble games that made it: the position
 * is solved by brute-force minimax when at most {@value #MINIMAX_EDGES} edges are free, by the
 * flow solver (docs/flow.md) otherwise; its winning moves for the player to move must be exactly
 * the stated answer, in a game not yet over.
 */
class SwitchingShippedPuzzlesTest {
    static final int MINIMAX_EDGES = 16;

    @Test
    void everyShippedPuzzleHasExactlyTheStatedWinningMove() {
        List<SwitchingPuzzle> all = SwitchingPuzzleSet.shipped();
        MinimaxSolver minimax = new MinimaxSolver(MinimaxOptions.defaults());
        for (int id = 0; id < all.size(); id++) {
            SwitchingPuzzle p = all.get(id);
            Position pos = p.position();
            assertTrue(pos.winner().isEmpty(), "puzzle " + id);
            assertEquals(p.toMove(), pos.toMove(), "puzzle " + id);
            int[] wins = pos.freeEdges().length <= MINIMAX_EDGES
                    ? minimax.solve(pos).verdict(pos.toMove()).winningMoves()
                    : FlowSolver.analyze(pos).verdict(pos.toMove()).winningMoves();
            assertArrayEquals(new int[] {p.solution()}, wins, "puzzle " + id + " (" + p.solution() + ")");
        }
    }

    @Test
    void theSetCoversEveryFamilyWithRatingsThatDiffer() {
        Map<String, Integer> byFamily = new TreeMap<>();
        SwitchingPuzzleSet.shipped().forEach(p -> byFamily.merge(p.family(), 1, Integer::sum));
        for (String family : SwitchingPuzzles.FAMILIES) {
            assertTrue(byFamily.getOrDefault(family, 0) >= 20, "too few puzzles on " + family + ": " + byFamily);
        }
        long ratings = SwitchingPuzzleSet.shipped().stream()
                .mapToInt(SwitchingPuzzle::rating)
                .distinct()
                .count();
        assertTrue(ratings >= 10, "only " + ratings + " distinct ratings");
    }

    /** A shipped puzzle's rating is what the rater measures for it today. */
    @Test
    void theRatingsAreTheRatersOnEveryTwentiethPuzzle() {
        List<SwitchingPuzzle> all = SwitchingPuzzleSet.shipped();
        for (int id = 0; id < all.size(); id += 20) {
            assertEquals(all.get(id), SwitchingPuzzleRater.rated(all.get(id)), "puzzle " + id);
        }
    }
}
