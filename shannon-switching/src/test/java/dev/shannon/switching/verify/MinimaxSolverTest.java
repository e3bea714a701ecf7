package dev.shannon.switching.verify;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.GameType;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.SwitchingSolverContract;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class MinimaxSolverTest extends SwitchingSolverContract {
    @Override
    protected SwitchingSolver solver() {
        return new MinimaxSolver(MinimaxOptions.defaults());
    }
    /** Every combination of the speed options; none may change an answer. */
    static final List<MinimaxOptions> ALL_OPTIONS = List.of(
            MinimaxOptions.plain(),
            MinimaxOptions.plain().withPruneDeadEdges(true),
            MinimaxOptions.plain().withLehmanOrdering(true),
            MinimaxOptions.plain().withPruneDeadEdges(true).withLehmanOrdering(true));

    private static TerminalGraph read(String text) {
        return TerminalGraph.from(EdgeListFormat.read("test", text), null, null);
    }

    @Test
    void fourCycleIsACutWinEvenWithShortFirst() {
        TerminalGraph c4 = read("s a\na t\nt b\nb s\nterminals s t\n");
        for (MinimaxOptions options : ALL_OPTIONS) {
            Analysis a = MinimaxSolver.analyze(c4, options).analysis();
            assertThat(a.type()).as(options.toString()).isEqualTo(GameType.CUT);
            assertThat(a.shortFirst().winner()).isEqualTo(Player.CUT);
            assertThat(a.shortFirst().winningMoves()).isEmpty();
            assertThat(a.cutFirst().winningMoves()).containsExactly(0, 1, 2, 3);
        }
    }

    @Test
    void deadEdgesAndLoopsAreMovesThatWinWhenPassingWins() {
        // s=t doubled (a Short game) with a pendant edge and a loop: every claim wins, even the useless ones.
        TerminalGraph g = read("s t\ns t\nt x\nx x\nterminals s t\n");
        for (MinimaxOptions options : ALL_OPTIONS) {
            Analysis a = MinimaxSolver.analyze(g, options).analysis();
            assertThat(a)
                    .as(options.toString())
                    .isEqualTo(SwitchingSolver.lehman().solve(g));
            assertThat(a.shortFirst().winningMoves()).containsExactly(0, 1, 2, 3);
            assertThat(a.cutFirst().winningMoves()).isEmpty();
        }
    }

    @Test
    void separatedTerminalsAreACutWinUnderEveryOption() {
        TerminalGraph g = read("s a\nb t\nterminals s t\n");
        Analysis a = MinimaxSolver.analyze(g, MinimaxOptions.defaults()).analysis();
        assertThat(a.type()).isEqualTo(GameType.CUT);
        assertThat(a.shortFirst().winningMoves()).isEmpty();
        assertThat(a.cutFirst().winningMoves()).containsExactly(0, 1);
    }

    @Test
    void joinedTerminalsAreAShortWinUnderEveryOption() {
        TerminalGraph g = read("s t\nt a\na s\nterminals s t\n");
        Position p = Position.start(g, Player.SHORT).play(0);
        Analysis a = MinimaxSolver.analyze(p, MinimaxOptions.defaults()).analysis();
        assertThat(a).isEqualTo(SwitchingSolver.lehman().solve(p));
        assertThat(a.type()).isEqualTo(GameType.SHORT);
        assertThat(a.shortFirst().winningMoves()).isEmpty();
        assertThat(a.cutFirst().winningMoves()).isEmpty();
    }

    @Property(tries = 2500)
    void everyOptionCombinationGivesLehmansAnalysis(@ForAll("games") TerminalGraph game) {
        Analysis lehman = SwitchingSolver.lehman().solve(game);
        for (MinimaxOptions options : ALL_OPTIONS) {
            assertThat(MinimaxSolver.analyze(game, options).analysis())
                    .as("%s %s", options, game.graph())
                    .isEqualTo(lehman);
        }
    }

    @Property(tries = 1000)
    void positionsMidGameGiveLehmansAnalysisInOriginalEdgeIndices(@ForAll("positions") Position position) {
        assertThat(MinimaxSolver.analyze(position, MinimaxOptions.defaults()).analysis())
                .as(position.toString())
                .isEqualTo(SwitchingSolver.lehman().solve(position));
    }

    @Property(tries = 1000)
    void lehmanAgreesInEveryPositionTheSearchVisits(@ForAll("games") TerminalGraph game) {
        for (boolean prune : new boolean[] {false, true}) {
            LehmanAudit audit = new LehmanAudit(3);
            MinimaxResult r = MinimaxSolver.analyze(
                    game, MinimaxOptions.plain().withPruneDeadEdges(prune).withVisitor(audit));
            assertThat(audit.examples()).isEmpty();
            assertThat(audit.disagreements()).isZero();
            assertThat(audit.positions()).isEqualTo(r.stats().positionsSolved());
        }
    }

    @Property(tries = 300)
    void aTinyTableOnlyCostsTime(@ForAll("games") TerminalGraph game) {
        MinimaxResult r = MinimaxSolver.analyze(game, MinimaxOptions.defaults().withMaxTableEntries(2));
        assertThat(r.analysis()).isEqualTo(SwitchingSolver.lehman().solve(game));
        assertThat(r.stats().tableEntries()).isLessThanOrEqualTo(2);
    }

    @Test
    void oneReusedSolverAnswersManyGraphs() {
        MinimaxSolver solver = new MinimaxSolver(MinimaxOptions.defaults());
        Random random = new Random(7);
        for (int i = 0; i < 500; i++) {
            TerminalGraph g = RandomGames.game(2 + random.nextInt(6), random.nextInt(12), random);
            assertThat(solver.search(g.graph(), g.s(), g.t()).analysis())
                    .isEqualTo(SwitchingSolver.lehman().solve(g));
            for (Player p : Player.values()) {
                assertThat(solver.winner(g.graph(), g.s(), g.t(), p))
                        .isEqualTo(SwitchingSolver.lehman().solve(g).verdict(p).winner());
            }
        }
        assertThat(solver.stats().tableHits()).isPositive();
    }

    @Test
    void rejectsMoreFreeEdgesThanTheMask() {
        int[] u = new int[65];
        int[] v = new int[65];
        Arrays.fill(v, 1);
        TerminalGraph g = new TerminalGraph(Multigraph.ofIndices(2, u, v), 0, 1);
        assertThatThrownBy(() -> MinimaxSolver.analyze(g, MinimaxOptions.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 64 free edges");
        assertThatThrownBy(() -> MinimaxOptions.defaults().withMaxTableEntries(0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Provide
    Arbitrary<TerminalGraph> games() {
        return RandomGames.games(7, 11);
    }

    @Provide
    Arbitrary<Position> positions() {
        return RandomGames.positions(7, 12);
    }
}
