package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.internal.PebbleGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Bridg-It facts of docs/rules.md, from our own code. */
class FactsTest {

    @Test
    void boardTableMatchesTheKnownFacts() {
        List<TableRow> rows = BoardTable.rows(14);
        assertThat(rows).hasSize(14);
        for (TableRow r : rows) {
            int n = r.n();
            assertThat(r.vertices()).isEqualTo(n * (n - 1) + 2);
            assertThat(r.edges()).isEqualTo(n * n + (n - 1) * (n - 1));
            assertThat(r.twoTreeEdges()).isEqualTo(r.edges() + 1);
            assertThat(r.firstMoves()).isEqualTo(r.edges());
            assertThat(r.winningFirstMoves()).isEqualTo(r.edges());
            assertThat(r.splittingFirstMoves()).isEqualTo(r.edges());
        }
        assertThat(rows.get(4)).isEqualTo(new TableRow(5, 22, 41, 42, 41, 41, 41));
        assertThat(rows.get(13)).isEqualTo(new TableRow(14, 184, 365, 366, 365, 365, 365));
    }

    /**
     * The tree-packing split check equals the pebble criterion: 2(V−1) edges split into two
     * spanning trees iff the (2,2) pebble game accepts every edge (Nash-Williams).
     */
    @Test
    void treeSplitAgreesWithThePebbleCriterion() {
        for (int n = 1; n <= 8; n++) {
            Board board = Board.of(n);
            SideGraph red = new SideGraph(board, Side.RED);
            for (int first = 0; first < board.crossingCount(); first++) {
                red.take(first, true);
                SideMinor g = red.minor();
                assertThat(BoardTable.splitsIntoTwoSpanningTrees(g))
                        .isEqualTo(pebbleAcceptsAll(g))
                        .isTrue();
                red.undo();
            }
        }
        // A graph that is not a split: a triangle plus a doubled edge (4 = 2(3-1) edges, but a double edge and a loose
        // vertex).
        SideMinor bad = new SideMinor(
                Side.RED, 3, 0, 1, new int[] {0, 0, 0, 1}, new int[] {1, 1, 1, 2}, new int[] {0, 1, 2, 3}, new int[] {
                    0, 1, 2
                });
        assertThat(BoardTable.splitsIntoTwoSpanningTrees(bad)).isFalse();
        assertThat(pebbleAcceptsAll(bad)).isFalse();
    }

    private static boolean pebbleAcceptsAll(SideMinor g) {
        if (g.edgeCount() != 2 * (g.vertexCount() - 1)) {
            return false;
        }
        PebbleGame p = PebbleGame.twoTwo(g.vertexCount());
        for (int i = 0; i < g.edgeCount(); i++) {
            if (!p.add(g.u()[i], g.v()[i], i)) {
                return false;
            }
        }
        return true;
    }

    /** Red's verdict on red's graph and blue's on blue's never agree (no draws), boards 2x3 to 10x11. */
    @Test
    void redAndBlueVerdictsNeverAgree() {
        DualityCheck.Result r = DualityCheck.run(2, 10, 40, 7);
        assertThat(r.positions()).isEqualTo(9 * 40);
        assertThat(r.violations()).as(r.examples().toString()).isZero();
    }

    @Test
    void perfectFirstPlayerNeverLoses() {
        SelfPlay.Summary s = SelfPlay.run(1, 5, 4, 0.3, 11);
        assertThat(s.games()).isEqualTo(5 * 4 * 4);
        assertThat(s.firstPlayerLosses()).isZero();
    }
}
