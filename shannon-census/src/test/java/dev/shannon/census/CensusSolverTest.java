package dev.shannon.census;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.verify.MinimaxOptions;
import dev.shannon.switching.verify.MinimaxSolver;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class CensusSolverTest {

    @Property(tries = 2000)
    void agreesWithLehmanAndTheGeneralMinimaxOnMultigraphs(
            @ForAll @IntRange(min = 2, max = 7) int n,
            @ForAll @IntRange(min = 0, max = 13) int edges,
            @ForAll long seed) {
        int[] w = TestGraphs.random(n, edges, new Random(seed));
        Multigraph g = TestGraphs.multigraph(n, w);
        long[] disagreements = new long[1];
        CensusSolver solver = new CensusSolver(1 << 10, TestGraphs.countingDisagreements(disagreements));
        int answer = solver.solve(n, w);
        Analysis lehman = SwitchingSolver.lehman().solve(g, 0, 1);
        Analysis minimax = MinimaxSolver.analyze(new TerminalGraph(g, 0, 1), MinimaxOptions.plain())
                .analysis();
        assertThat(minimax).isEqualTo(lehman);
        assertThat((answer & CensusSolver.SHORT_WINS_SHORT_FIRST) != 0)
                .isEqualTo(lehman.shortFirst().winner() == Player.SHORT);
        assertThat((answer & CensusSolver.SHORT_WINS_CUT_FIRST) != 0)
                .isEqualTo(lehman.cutFirst().winner() == Player.SHORT);
        assertThat(disagreements[0]).isZero();
    }

    @Property(tries = 200)
    void aTinyTableOnlyCostsTime(
            @ForAll @IntRange(min = 2, max = 7) int n,
            @ForAll @IntRange(min = 0, max = 13) int edges,
            @ForAll long seed) {
        int[] w = TestGraphs.random(n, edges, new Random(seed));
        assertThat(new CensusSolver(16, null).solve(n, w)).isEqualTo(new CensusSolver(1 << 16, null).solve(n, w));
    }
}
