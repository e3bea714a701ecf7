package dev.shannon.switching.flow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.SwitchingSolverContract;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.fixtures.RandomGames;
import dev.shannon.switching.fixtures.RedGraph;
import dev.shannon.switching.verify.NashWilliamsTutte;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The flow decision against the pebble game (LehmanSolver) and against the Nash-Williams–Tutte
 * brute force: every labelled simple graph to 6 vertices (7 on request), and random multigraphs
 * with loops and parallel edges.
 */
class FlowSolverTest extends SwitchingSolverContract {
    @Override
    protected SwitchingSolver solver() {
        return new FlowSolver();
    }

    static Multigraph labelledGraph(int k, long code) {
        return LabelledGraphs.of(k, code);
    }

    /** Checks one graph three ways; returns whether Short wins with Cut to move. */
    static boolean checkCriterion(Multigraph g, int s, int t) {
        Optional<boolean[]> witness = FlowCriterion.witness(g, s, t);
        boolean pebble = SwitchingSolver.lehman().shortWinsWithCutToMove(Minor.of(g, s, t));
        assertThat(witness.isPresent()).as("flow vs pebble game on %s", g).isEqualTo(pebble);
        if (g.vertexCount() <= NashWilliamsTutte.MAX_VERTICES) {
            assertThat(pebble)
                    .as("pebble game vs Nash-Williams–Tutte on %s", g)
                    .isEqualTo(NashWilliamsTutte.shortWinsWithCutToMove(g, s, t));
        }
        witness.ifPresent(in -> {
            assertThat(in[s] && in[t]).as("witness holds s and t").isTrue();
            if (g.vertexCount() <= NashWilliamsTutte.MAX_VERTICES && s != t) {
                int mask = 0;
                for (int x = 0; x < in.length; x++) {
                    mask |= in[x] ? 1 << x : 0;
                }
                assertThat(NashWilliamsTutte.packsTwoSpanningTrees(g, mask))
                        .as("witness of %s packs two trees", g)
                        .isTrue();
            }
        });
        return pebble;
    }

    static long[] census(int k, boolean fullAnalysis) {
        long shortWins = 0;
        long graphs = 1L << (k * (k - 1) / 2);
        for (long code = 0; code < graphs; code++) {
            Multigraph g = labelledGraph(k, code);
            if (checkCriterion(g, 0, 1)) {
                shortWins++;
            }
            if (fullAnalysis) {
                assertThat(FlowSolver.analyze(g, 0, 1))
                        .as("graph %d on %d vertices", code, k)
                        .isEqualTo(SwitchingSolver.lehman().solve(g, 0, 1));
            }
        }
        return new long[] {graphs, shortWins};
    }

    @Test
    void everyLabelledGraphToSixVerticesAgreesThreeWaysAndEveryWinningMoveMatches() {
        long[] cutToMoveShortWins = new long[7];
        for (int k = 2; k <= 6; k++) {
            cutToMoveShortWins[k] = census(k, true)[1];
        }
        // Short either way = Short wins with Cut to move (the census table: 0, 0, 1, 71, 6252).
        assertThat(cutToMoveShortWins).containsExactly(0, 0, 0, 0, 1, 71, 6252);
    }

    /** All 2^21 labelled graphs on 7 vertices; about five minutes. Run with -DargLine=-Dshannon.census7=true. */
    @Test
    @EnabledIfSystemProperty(named = "shannon.census7", matches = "true")
    void everyLabelledGraphOnSevenVertices() {
        long start = System.nanoTime();
        long[] row = census(7, true);
        System.out.printf(
                "census k=7 flow/pebble/Nash-Williams-Tutte + full analysis: %d graphs, %d Short-either-way, 0 disagreements, %.1f s%n",
                row[0], row[1], (System.nanoTime() - start) / 1e9);
        assertThat(row[0]).isEqualTo(1L << 21);
    }

    @Property(tries = 2500)
    void randomSmallMultigraphsAgreeThreeWays(@ForAll("small") TerminalGraph game) {
        Statistics.collect(checkCriterion(game.graph(), game.s(), game.t()) ? "short" : "not short");
        Analysis flow = FlowSolver.analyze(game);
        Statistics.collect(flow.type());
        assertThat(flow).isEqualTo(SwitchingSolver.lehman().solve(game));
    }

    @Property(tries = 300)
    void randomMediumMultigraphsAgreeWithThePebbleGame(@ForAll("medium") TerminalGraph game) {
        checkCriterion(game.graph(), game.s(), game.t());
        Analysis flow = FlowSolver.analyze(game);
        Statistics.collect(flow.type());
        assertThat(flow).isEqualTo(SwitchingSolver.lehman().solve(game));
    }

    @Property(tries = 2000)
    void positionsMidGameAgree(@ForAll("positions") Position p) {
        assertThat(FlowSolver.analyze(p)).isEqualTo(SwitchingSolver.lehman().solve(p));
    }

    @Test
    void bridgItBoardsAgree() {
        for (int n = 1; n <= 6; n++) {
            TerminalGraph red = RedGraph.of(n);
            assertThat(FlowSolver.analyze(red))
                    .as("n = %d", n)
                    .isEqualTo(SwitchingSolver.lehman().solve(red));
        }
    }

    @Provide
    Arbitrary<TerminalGraph> small() {
        return RandomGames.games(8, 18);
    }

    @Provide
    Arbitrary<TerminalGraph> medium() {
        return RandomGames.games(40, 90);
    }

    @Provide
    Arbitrary<Position> positions() {
        return RandomGames.positions(9, 18);
    }
}
