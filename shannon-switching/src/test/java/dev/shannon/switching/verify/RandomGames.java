package dev.shannon.switching.verify;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.Player;
import dev.shannon.graph.Position;
import dev.shannon.graph.TerminalGraph;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.util.Random;

/** Random small multigraphs (parallel edges and loops included) and positions on them, for property tests. */
final class RandomGames {
    private RandomGames() {
    }

    /** A multigraph on n vertices with m random edges, about one in eight a loop; s = 0, t = 1. */
    static TerminalGraph game(int n, int m, Random random) {
        int[] u = new int[m];
        int[] v = new int[m];
        for (int e = 0; e < m; e++) {
            u[e] = random.nextInt(n);
            v[e] = random.nextInt(8) == 0 ? u[e] : random.nextInt(n);
        }
        return new TerminalGraph(Multigraph.ofIndices(n, u, v), 0, 1);
    }

    static Arbitrary<TerminalGraph> games(int maxVertices, int maxEdges) {
        return Combinators.combine(Arbitraries.integers().between(2, maxVertices),
                Arbitraries.integers().between(0, maxEdges), Arbitraries.longs())
                .as((n, m, seed) -> game(n, m, new Random(seed)));
    }

    /** A position reached by a few random moves (stopping early if the game ends). */
    static Arbitrary<Position> positions(int maxVertices, int maxEdges) {
        return Combinators.combine(Arbitraries.integers().between(2, maxVertices),
                Arbitraries.integers().between(1, maxEdges), Arbitraries.integers().between(0, 4), Arbitraries.longs())
                .as((n, m, moves, seed) -> {
                    Random random = new Random(seed);
                    Position p = Position.start(game(n, m, random), random.nextBoolean() ? Player.SHORT : Player.CUT);
                    for (int i = 0; i < moves && p.winner().isEmpty(); i++) {
                        int[] free = p.freeEdges();
                        p = p.play(free[random.nextInt(free.length)]);
                    }
                    return p;
                });
    }
}
