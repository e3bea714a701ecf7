package dev.shannon.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The matroid solver on graphs gives exactly what the graph solver gives: verdicts and every winning move. */
class GraphGamesTest {
    @Test
    void everyLabelledGraphUpToSixVertices() {
        long checked = 0;
        for (int k = 2; k <= 6; k++) {
            List<int[]> pairs = new ArrayList<>();
            for (int a = 0; a < k; a++) {
                for (int b = a + 1; b < k; b++) {
                    pairs.add(new int[] {a, b});
                }
            }
            for (int mask = 0; mask < 1 << pairs.size(); mask++) {
                int[] u = new int[Integer.bitCount(mask)];
                int[] v = new int[u.length];
                int i = 0;
                for (int p = 0; p < pairs.size(); p++) {
                    if ((mask >> p & 1) != 0) {
                        u[i] = pairs.get(p)[0];
                        v[i++] = pairs.get(p)[1];
                    }
                }
                Multigraph g = Multigraph.ofIndices(k, u, v);
                Analysis expected = SwitchingSolver.lehman().solve(new TerminalGraph(g, 0, 1));
                assertThat(EdmondsSolver.analyze(GraphGames.graphic(g, 0, 1), false)
                                .analysis())
                        .as("%s", g)
                        .isEqualTo(expected);
                if (k <= 5 || mask % 7 == 0) {
                    assertThat(EdmondsSolver.analyze(GraphGames.incidence(g, 0, 1), false)
                                    .analysis())
                            .as("%s", g)
                            .isEqualTo(expected);
                }
                checked++;
            }
        }
        assertThat(checked).isEqualTo(2 + 8 + 64 + 1024 + 32768);
    }

    @Test
    void randomMultigraphsWithLoopsAndParallelEdges() {
        Random rnd = new Random(13);
        for (int trial = 0; trial < 3000; trial++) {
            int n = 2 + rnd.nextInt(7);
            int m = rnd.nextInt(3 * n);
            int[] u = new int[m];
            int[] v = new int[m];
            for (int e = 0; e < m; e++) {
                u[e] = rnd.nextInt(n);
                v[e] = rnd.nextInt(5) == 0 ? u[e] : rnd.nextInt(n);
            }
            Multigraph g = Multigraph.ofIndices(n, u, v);
            Analysis expected = SwitchingSolver.lehman().solve(new TerminalGraph(g, 0, 1));
            MatroidGame game = GraphGames.graphic(g, 0, 1);
            MatroidAnalysis got = EdmondsSolver.analyze(game);
            assertThat(got.analysis()).as("%s", g).isEqualTo(expected);
            assertThat(EdmondsSolver.analyze(GraphGames.incidence(g, 0, 1), false)
                            .analysis())
                    .as("%s", g)
                    .isEqualTo(expected);
            assertThat(CertificateChecker.problem(game, got.shortFirstCertificate()))
                    .isNull();
            assertThat(CertificateChecker.problem(game, got.cutFirstCertificate()))
                    .isNull();
            // Cographic: the dual game is the same game with Short and Cut swapped.
            MatroidAnalysis dual = EdmondsSolver.analyze(game.dual(), false);
            assertThat(Swap.of(dual.analysis())).as("dual of %s", g).isEqualTo(expected);
        }
    }
}
