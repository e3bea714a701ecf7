package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.ThinkBudget;
import dev.shannon.switching.flow.FlowSolver;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import dev.shannon.switching.verify.NashWilliamsTutte;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Bridg-It's analysis asked through every switching-game solver gives the same winner and the
 * same winning crossings as through Lehman's, on random positions of the small boards (where the
 * brute-force solvers are quick: minimax up to 14 free crossings, Nash-Williams–Tutte up to 10
 * vertices on the mover's graph), and the same answer to "does the side win with the opponent
 * to move".
 */
class BridgitSolversTest {
    private static final List<SwitchingSolver> OTHERS =
            List.of(new FlowSolver(), new MinimaxSolver(MinimaxOptions.defaults()), new NashWilliamsTutte());

    @Test
    void everySolverGivesLehmansAnalysisOnRandomPositions() {
        Random random = new Random(1958);
        int compared = 0;
        for (int round = 0; round < 150; round++) {
            int n = 2 + random.nextInt(2);
            int crossings = Board.of(n).crossingCount();
            BridgitGame g = RandomPositions.play(
                    n, random.nextBoolean() ? Side.RED : Side.BLUE, random.nextInt(crossings), random);
            BridgitAnalysis lehman = BridgitAnalyzer.analyze(g);
            for (SwitchingSolver solver : OTHERS) {
                if (!g.isOver() && !withinLimits(solver, g)) {
                    continue;
                }
                BridgitAnalysis other = BridgitAnalyzer.analyze(g, solver);
                String what = solver.getClass().getSimpleName() + " on " + g;
                assertThat(other.winner()).as(what).isEqualTo(lehman.winner());
                assertThat(other.winningIndices()).as(what).isEqualTo(lehman.winningIndices());
                for (Side side : Side.values()) {
                    SideGraph graph = SideGraph.of(g, side);
                    assertThat(BridgitAnalyzer.winsWithOpponentToMove(graph, solver))
                            .as(what + ", " + side.id() + " with the opponent to move")
                            .isEqualTo(BridgitAnalyzer.winsWithOpponentToMove(graph));
                }
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(200);
    }

    private static boolean withinLimits(SwitchingSolver solver, BridgitGame g) {
        for (Side side : Side.values()) {
            SideMinor m = SideGraph.of(g, side).minor();
            if (solver instanceof NashWilliamsTutte && m.vertexCount() > NashWilliamsTutte.MAX_VERTICES
                    || solver instanceof MinimaxSolver && m.edgeCount() > 14) {
                return false;
            }
        }
        return true;
    }

    /** The computer players given the flow solver play Lehman's players' moves (their analyses agree, so must their choices). */
    @Test
    void playersGivenAnotherSolverPlayTheSameMoves() {
        Random random = new Random(1961);
        SwitchingSolver flow = new FlowSolver();
        for (int round = 0; round < 30; round++) {
            int n = 2 + random.nextInt(3);
            BridgitGame g =
                    RandomPositions.play(n, Side.RED, random.nextInt(Board.of(n).crossingCount() / 2), random);
            if (g.isOver()) {
                continue;
            }
            for (ComputerPlayer.Level level : List.of(ComputerPlayer.Level.RELENTLESS, ComputerPlayer.Level.LEGACY)) {
                long seed = random.nextLong();
                ComputerMove lehman = ComputerPlayer.bounded(
                                level, Double.NaN, new Random(seed), ThinkBudget.ofMillis(50))
                        .choose(g);
                ComputerMove other = ComputerPlayer.bounded(
                                level, Double.NaN, new Random(seed), ThinkBudget.ofMillis(50), flow)
                        .choose(g);
                assertThat(other.crossing()).as(level + " on " + g).isEqualTo(lehman.crossing());
            }
        }
    }
}
