package dev.shannon.bridgit.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.SideGraph;
import dev.shannon.bridgit.SideMinor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.flow.FlowSolver;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every shipped puzzle re-verified without the pebble games that made it: the mover's graph of
 * the puzzle's position (and of the later attacker turns of every tenth line) is solved
 * by brute-force minimax when it has at most {@value #MINIMAX_EDGES} free edges, by the flow solver
 * ({@code dev.shannon.switching.flow}, docs/flow.md) otherwise; its winning claims must be exactly
 * the line's move.
 */
class ShippedPuzzlesTest {
    static final int MINIMAX_EDGES = 16;

    @Test
    void everyShippedPuzzleHasExactlyTheStatedWinningMove() {
        List<Puzzle> all = PuzzleSet.shipped();
        MinimaxSolver minimax = new MinimaxSolver(MinimaxOptions.defaults());
        for (int id = 0; id < all.size(); id++) {
            Puzzle p = all.get(id);
            BridgitGame g = p.game();
            assertFalse(g.isOver(), "puzzle " + id);
            assertArrayEquals(
                    new int[] {g.board().index(p.solution())},
                    winningCrossings(g, minimax),
                    "puzzle " + id + " (" + p.solution() + ")");
        }
    }

    /** The later attacker moves of the multi-move lines, by the second method too, on every 10th puzzle (they take as long again). */
    @Test
    void theLinesLaterMovesAreTheOnlyWinningOnesToo() {
        List<Puzzle> all = PuzzleSet.shipped();
        MinimaxSolver minimax = new MinimaxSolver(MinimaxOptions.defaults());
        for (int id = 0; id < all.size(); id += 10) {
            Puzzle p = all.get(id);
            BridgitGame g = p.game();
            List<Crossing> line = p.line();
            for (int i = 0; i + 2 < line.size(); i += 2) {
                g = g.play(line.get(i)).play(line.get(i + 1));
                assertArrayEquals(
                        new int[] {g.board().index(line.get(i + 2))},
                        winningCrossings(g, minimax),
                        "puzzle " + id + ", attacker move " + (i / 2 + 1));
            }
        }
    }

    @Test
    void theSetCoversTheBoardsFourByFiveToTenByEleven() {
        assertTrue(
                PuzzleSet.shipped().size() >= 2000,
                "the set holds " + PuzzleSet.shipped().size() + " puzzles");
        Map<Integer, Integer> bySize = new TreeMap<>();
        PuzzleSet.shipped().forEach(p -> bySize.merge(p.n(), 1, Integer::sum));
        for (int n = 4; n <= 10; n++) {
            assertTrue(bySize.getOrDefault(n, 0) > 0, "no puzzle on n = " + n + ": " + bySize);
        }
    }

    /** The crossings that win for the side to move, by the second method, ascending. */
    private static int[] winningCrossings(BridgitGame g, MinimaxSolver minimax) {
        SideMinor m = SideGraph.of(g, g.toMove()).minor();
        Multigraph graph = Multigraph.ofIndices(m.vertexCount(), m.u(), m.v());
        int[] local = m.edgeCount() <= MINIMAX_EDGES
                ? minimax.solve(graph, m.s(), m.t()).shortFirst().winningMoves()
                : FlowSolver.analyze(graph, m.s(), m.t()).shortFirst().winningMoves();
        int[] out = new int[local.length];
        for (int i = 0; i < local.length; i++) {
            out[i] = m.crossing()[local[i]];
        }
        java.util.Arrays.sort(out);
        return out;
    }
}
