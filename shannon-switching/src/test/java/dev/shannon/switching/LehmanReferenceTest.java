package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * On graphs too big for brute force, the fast solver against the straightforward use of the same
 * theorem: contract each edge (or delete it) and run fresh pebble games on what remains. The
 * straightforward version is itself checked against brute force in {@link LehmanSolverTest}.
 */
class LehmanReferenceTest {

    @Property(tries = 600)
    void fastAnalysisEqualsPerMoveRecomputation(@ForAll("mediumGames") TerminalGraph game) {
        Multigraph g = game.graph();
        Analysis fast = SwitchingSolver.lehman().solve(game);
        Statistics.collect(fast.type());
        assertThat(fast.shortFirst().winningMoves()).as("claims").isEqualTo(referenceClaims(g, game.s(), game.t()));
        assertThat(fast.cutFirst().winningMoves()).as("deletions").isEqualTo(referenceDeletions(g, game.s(), game.t()));
    }

    /** Claims e such that, with e contracted, Short wins with Cut to move. */
    static int[] referenceClaims(Multigraph g, int s, int t) {
        if (!g.connected(s, t)) {
            return new int[0];
        }
        return Arrays.stream(indices(g))
                .filter(e -> cutToMoveShortWins(contract(g, e), rep(g, e, s), rep(g, e, t)))
                .toArray();
    }

    /** Deletions e after which Short, moving first, has no winning claim. */
    static int[] referenceDeletions(Multigraph g, int s, int t) {
        if (!g.connected(s, t)) {
            return indices(g);
        }
        if (cutToMoveShortWins(g, s, t)) {
            return new int[0];
        }
        return Arrays.stream(indices(g))
                .filter(e -> {
                    Multigraph h = delete(g, e);
                    return referenceClaims(h, s, t).length == 0;
                })
                .toArray();
    }

    private static boolean cutToMoveShortWins(Multigraph g, int s, int t) {
        return SwitchingSolver.lehman().shortWinsWithCutToMove(Minor.of(g, s, t));
    }

    private static int[] indices(Multigraph g) {
        int[] all = new int[g.edgeCount()];
        Arrays.setAll(all, i -> i);
        return all;
    }

    private static int rep(Multigraph g, int e, int x) {
        return x == g.edgeV(e) ? g.edgeU(e) : x;
    }

    /** The graph with edge e contracted (its ends merged; the vertex count is kept) and removed. */
    private static Multigraph contract(Multigraph g, int e) {
        int m = g.edgeCount();
        int[] u = new int[m - 1];
        int[] v = new int[m - 1];
        for (int f = 0, i = 0; f < m; f++) {
            if (f != e) {
                u[i] = rep(g, e, g.edgeU(f));
                v[i++] = rep(g, e, g.edgeV(f));
            }
        }
        return Multigraph.ofIndices(g.vertexCount(), u, v);
    }

    private static Multigraph delete(Multigraph g, int e) {
        int m = g.edgeCount();
        int[] u = new int[m];
        int[] v = new int[m];
        for (int f = 0; f < m; f++) {
            // Keep indices stable: the deleted edge becomes a loop. Claiming a loop wins only when
            // Short already wins with Cut to move, and then every claim wins, so "no winning claim"
            // means the same with or without it.
            u[f] = g.edgeU(f);
            v[f] = f == e ? g.edgeU(f) : g.edgeV(f);
        }
        return Multigraph.ofIndices(g.vertexCount(), u, v);
    }

    @Provide
    Arbitrary<TerminalGraph> mediumGames() {
        return Combinators.combine(
                        Arbitraries.integers().between(4, 24),
                        Arbitraries.doubles().between(1.2, 2.6),
                        Arbitraries.longs())
                .as((n, density, seed) -> {
                    Random random = new Random(seed);
                    int m = Math.max(1, (int) Math.round(n * density));
                    return RandomGames.game(n, m, random);
                });
    }
}
