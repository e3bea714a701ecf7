package dev.shannon.matroid.oriented;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.directed.DirectedAnalysis;
import dev.shannon.switching.directed.DirectedGame;
import dev.shannon.switching.directed.DirectedRule;
import dev.shannon.switching.directed.DirectedSearch;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DirectedMatroidGameTest {
    /**
     * On the oriented graphic matroid (edge uv ↦ e_u − e_v, vertex 0's coordinate dropped) with
     * target st, a positive circuit through st is a directed t→s path plus st: exactly the graph
     * game where Short orients his edges, solved by the graph module's own search.
     */
    @Test
    void onAGraphItIsTheShortOrientsDirectedGame() {
        Random rnd = new Random(1986);
        for (int round = 0; round < 400; round++) {
            int v = 2 + rnd.nextInt(4);
            List<int[]> edges = new ArrayList<>();
            for (int x = 1; x < v; x++) {
                edges.add(new int[] {rnd.nextInt(x), x}); // a spanning tree keeps the rank v - 1
            }
            int extra = rnd.nextInt(4);
            for (int i = 0; i < extra; i++) {
                edges.add(new int[] {rnd.nextInt(v), rnd.nextInt(v)}); // loops and parallels too
            }
            Collections.shuffle(edges, rnd);
            int m = edges.size();
            int[] u = new int[m];
            int[] w = new int[m];
            int[][] vectors = new int[m + 1][];
            for (int i = 0; i < m; i++) {
                u[i] = edges.get(i)[0];
                w[i] = edges.get(i)[1];
                vectors[i] = incidence(v, u[i], w[i]);
            }
            int s = 0;
            int t = 1;
            vectors[m] = incidence(v, s, t);
            VectorOrientedMatroid om = VectorOrientedMatroid.ofVectors(vectors);
            DirectedMatroidGame game = DirectedMatroidGame.of(om, m);
            DirectedAnalysis graph = new DirectedSearch(
                            new DirectedGame(
                                    new TerminalGraph(Multigraph.ofIndices(v, u, w), s, t), DirectedRule.SHORT_ORIENTS),
                            1_000_000)
                    .analyze();
            assertThat(game.winner(Player.SHORT))
                    .as(om.toString())
                    .isEqualTo(graph.shortFirst().winner());
            assertThat(game.winner(Player.CUT))
                    .as(om.toString())
                    .isEqualTo(graph.cutFirst().winner());
        }
    }

    /** The memoised search with early wins against the bare rules: play everything, judge at the end. */
    @Test
    void searchEqualsPlainMinimaxToTheEnd() {
        Random rnd = new Random(40);
        int checked = 0;
        while (checked < 300) {
            int r = 1 + rnd.nextInt(3);
            int n = r + 1 + rnd.nextInt(4);
            int[][] v = RandomVectors.of(rnd, n, r, 2);
            VectorOrientedMatroid om = VectorOrientedMatroid.ofVectorsAnyRank(v);
            if (om == null) {
                continue;
            }
            int target = rnd.nextInt(n);
            List<SignedCircuit> circuits = new ArrayList<>(KernelCircuits.of(v));
            DirectedMatroidGame game = new DirectedMatroidGame(n, target, om.circuits());
            for (Player first : Player.values()) {
                Player plainWinner =
                        plain(circuits, n, target, 0, 0, 0, first == Player.SHORT) ? Player.SHORT : Player.CUT;
                assertThat(game.winner(first)).as(om + " target " + target).isEqualTo(plainWinner);
                assertThat(new ConeGame(v, target).shortWins(first == Player.SHORT) ? Player.SHORT : Player.CUT)
                        .as("by cones: " + om + " target " + target)
                        .isEqualTo(plainWinner);
            }
            checked++;
        }
    }

    static boolean plain(
            List<SignedCircuit> circuits, int n, int target, long plus, long minus, long deleted, boolean shortToMove) {
        long free = ((1L << n) - 1) & ~(1L << target) & ~(plus | minus | deleted);
        if (free == 0) {
            long e = 1L << target;
            for (SignedCircuit c : circuits) {
                // Positive after the claims, read with e's own sign: +e needs C⁺ − e ⊆ plus, C⁻ ⊆ minus.
                SignedCircuit d = (c.positive() & e) != 0 ? c : c.negate();
                if ((d.positive() & e) != 0 && ((d.positive() & ~e) & ~plus) == 0 && (d.negative() & ~minus) == 0) {
                    return true;
                }
            }
            return false;
        }
        for (long f = free; f != 0; f &= f - 1) {
            long b = Long.lowestOneBit(f);
            boolean r = shortToMove
                    ? plain(circuits, n, target, plus | b, minus, deleted, false)
                            || plain(circuits, n, target, plus, minus | b, deleted, false)
                    : plain(circuits, n, target, plus, minus, deleted | b, true);
            if (r == shortToMove) {
                return r;
            }
        }
        return !shortToMove;
    }

    private static int[] incidence(int vertices, int a, int b) {
        int[] x = new int[vertices - 1]; // vertex 0's coordinate dropped
        if (a != 0) {
            x[a - 1] += 1;
        }
        if (b != 0) {
            x[b - 1] -= 1;
        }
        return x;
    }
}
