package dev.shannon.switching;

import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.switching.fixtures.RandomGames;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class LehmanSolverTest {

    @Test
    void fourCycleIsACutWinEvenWithShortFirst() {
        TerminalGraph c4 = TerminalGraph.from(EdgeListFormat.read("c4", "s a\na t\nt b\nb s\nterminals s t\n"), null, null);
        Analysis a = LehmanSolver.analyze(c4);
        assertThat(a.type()).isEqualTo(GameType.CUT);
        assertThat(a.shortFirst().winner()).isEqualTo(Player.CUT);
        assertThat(a.shortFirst().winningMoves()).isEmpty();
        assertThat(a.cutFirst().winningMoves()).containsExactly(0, 1, 2, 3);
    }

    @Test
    void doubledEdgeIsAShortWin() {
        TerminalGraph g = TerminalGraph.from(EdgeListFormat.read("d", "s t\ns t\nterminals s t\n"), null, null);
        Analysis a = LehmanSolver.analyze(g);
        assertThat(a.type()).isEqualTo(GameType.SHORT);
        assertThat(a.shortFirst().winningMoves()).containsExactly(0, 1);
        assertThat(a.cutFirst().winningMoves()).isEmpty();
    }

    @Test
    void singleEdgeIsNeutral() {
        TerminalGraph g = TerminalGraph.from(EdgeListFormat.read("e", "s t\nterminals s t\n"), null, null);
        Analysis a = LehmanSolver.analyze(g);
        assertThat(a.type()).isEqualTo(GameType.FIRST);
        assertThat(a.shortFirst().winningMoves()).containsExactly(0);
        assertThat(a.cutFirst().winningMoves()).containsExactly(0);
    }

    @Property(tries = 3000)
    void agreesWithBruteForceOnRandomMultigraphs(@ForAll("smallGames") TerminalGraph game) {
        Analysis fast = LehmanSolver.analyze(game);
        Analysis slow = new BruteForceGame(game.graph(), game.s(), game.t()).analysis();
        assertThat(fast).as(game.graph().toString()).isEqualTo(slow);
    }

    @Property(tries = 1000)
    void verdictForTheMoverEqualsTheFullAnalysis(@ForAll("smallGames") TerminalGraph game, @ForAll boolean shortFirst) {
        Player first = shortFirst ? Player.SHORT : Player.CUT;
        Position p = Position.start(game, first);
        assertThat(LehmanSolver.verdict(p)).isEqualTo(LehmanSolver.analyze(p).verdict(first));
    }

    @Provide
    Arbitrary<TerminalGraph> smallGames() {
        return Combinators.combine(Arbitraries.integers().between(2, 7), Arbitraries.integers().between(1, 11),
                Arbitraries.longs()).as((n, m, seed) -> RandomGames.game(n, m, new Random(seed)));
    }
}
