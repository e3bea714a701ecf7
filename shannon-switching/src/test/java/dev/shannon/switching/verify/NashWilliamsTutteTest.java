package dev.shannon.switching.verify;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.SwitchingSolverContract;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.RandomGames;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class NashWilliamsTutteTest extends SwitchingSolverContract {
    @Override
    protected SwitchingSolver solver() {
        return new NashWilliamsTutte();
    }

    @Test
    void smallCases() {
        // A doubled edge is two trees on {s,t}; a single edge is one.
        assertThat(NashWilliamsTutte.shortWinsWithCutToMove(
                        Multigraph.ofIndices(2, new int[] {0, 0}, new int[] {1, 1}), 0, 1))
                .isTrue();
        assertThat(NashWilliamsTutte.shortWinsWithCutToMove(
                        Multigraph.ofIndices(2, new int[] {0}, new int[] {1}), 0, 1))
                .isFalse();
        // K4 has 6 = 2(4-1) edges and splits into two Hamiltonian paths.
        Multigraph k4 = Multigraph.ofIndices(4, new int[] {0, 0, 0, 1, 1, 2}, new int[] {1, 2, 3, 2, 3, 3});
        assertThat(NashWilliamsTutte.witness(k4, 0, 1))
                .hasValueSatisfying(s -> assertThat(s).containsExactly(0, 1, 2, 3));
        // The 4-cycle s-a-t-b: 4 edges, 6 needed.
        Multigraph c4 = Multigraph.ofIndices(4, new int[] {0, 2, 1, 3}, new int[] {2, 1, 3, 0});
        assertThat(NashWilliamsTutte.shortWinsWithCutToMove(c4, 0, 1)).isFalse();
        // Loops never help.
        Multigraph loops = Multigraph.ofIndices(2, new int[] {0, 0, 1, 1}, new int[] {1, 0, 1, 1});
        assertThat(NashWilliamsTutte.shortWinsWithCutToMove(loops, 0, 1)).isFalse();
    }

    @Test
    void rejectsLargeGraphs() {
        Multigraph g = Multigraph.ofIndices(11, new int[] {0}, new int[] {1});
        assertThatThrownBy(() -> NashWilliamsTutte.shortWinsWithCutToMove(g, 0, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 10 vertices");
    }

    @Property(tries = 3000)
    void agreesWithThePebbleGame(@ForAll("games") TerminalGraph game) {
        assertThat(NashWilliamsTutte.shortWinsWithCutToMove(game.graph(), game.s(), game.t()))
                .as(game.graph().toString())
                .isEqualTo(SwitchingSolver.lehman().shortWinsWithCutToMove(Minor.of(game.graph(), game.s(), game.t())));
    }

    @Provide
    Arbitrary<TerminalGraph> games() {
        return RandomGames.games(8, 20);
    }
}
