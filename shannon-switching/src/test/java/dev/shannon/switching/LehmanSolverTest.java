package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.fixtures.RandomGames;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class LehmanSolverTest extends SwitchingSolverContract {
    @Override
    protected SwitchingSolver solver() {
        return new LehmanSolver();
    }

    @Property(tries = 3000)
    void agreesWithBruteForceOnRandomMultigraphs(@ForAll("smallGames") TerminalGraph game) {
        Analysis fast = SwitchingSolver.lehman().solve(game);
        Analysis slow = new BruteForceGame(game.graph(), game.s(), game.t()).analysis();
        assertThat(fast).as(game.graph().toString()).isEqualTo(slow);
    }

    @Property(tries = 1000)
    void verdictForTheMoverEqualsTheFullAnalysis(@ForAll("smallGames") TerminalGraph game, @ForAll boolean shortFirst) {
        Player first = shortFirst ? Player.SHORT : Player.CUT;
        Position p = Position.start(game, first);
        assertThat(SwitchingSolver.lehman().verdict(p))
                .isEqualTo(SwitchingSolver.lehman().solve(p).verdict(first));
    }

    @Provide
    Arbitrary<TerminalGraph> smallGames() {
        return Combinators.combine(
                        Arbitraries.integers().between(2, 7),
                        Arbitraries.integers().between(1, 11),
                        Arbitraries.longs())
                .as((n, m, seed) -> RandomGames.game(n, m, new Random(seed)));
    }
}
