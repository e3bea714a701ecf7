package dev.shannon.switching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.fixtures.RedGraph;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Bridg-It on red's graph (docs/rules.md): V = n(n−1)+2, E = n²+(n−1)², every first move wins and leaves two spanning trees. */
class BridgitFactsTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14})
    void everyFirstMoveWinsAndSplitsIntoTwoTrees(int n) {
        TerminalGraph red = RedGraph.of(n);
        int v = red.vertexCount();
        int e = red.edgeCount();
        assertThat(v).isEqualTo(n * (n - 1) + 2);
        assertThat(e).isEqualTo(n * n + (n - 1) * (n - 1));
        assertThat(2 * (v - 1)).isEqualTo(e + 1);
        Analysis a = SwitchingSolver.lehman().solve(red);
        assertThat(a.type()).isEqualTo(GameType.FIRST);
        assertThat(a.shortFirst().winningMoveCount()).isEqualTo(e);
        assertThat(a.cutFirst().winner()).isEqualTo(Player.CUT);
        assertThat(a.cutFirst().winningMoveCount()).isEqualTo(e);
        if (n <= 8) {
            for (int m = 0; m < e; m++) {
                Certificate c = Certificates.afterClaim(red.graph(), red.s(), red.t(), m)
                        .orElseThrow();
                // After the move, all vertices are in S and the remaining E−1 edges are exactly the two trees.
                assertThat(c.vertices()).hasSize(v);
                assertThat(c.tree1().length + c.tree2().length).isEqualTo(e - 1);
            }
        }
    }
}
