package dev.shannon.switching.verify;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import dev.shannon.switching.GameType;
import dev.shannon.switching.Player;
import dev.shannon.switching.SwitchingSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every labelled simple graph on k = 2..6 vertices, s = 0, t = 1: the census table (README, "What the code reproduces"), by search alone. */
class ExhaustiveSmallGraphsTest {

    /** One row of the table: graphs, s–t connected, Short either way, Cut either way, first player wins, second only. */
    record Row(long graphs, long connected, long shortGames, long cutGames, long firstPlayer, long secondOnly) {}

    static Multigraph labelledGraph(int k, long code) {
        List<int[]> edges = new ArrayList<>();
        int bit = 0;
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++, bit++) {
                if ((code >> bit & 1) != 0) {
                    edges.add(new int[] {i, j});
                }
            }
        }
        return Multigraph.ofIndices(
                k,
                edges.stream().mapToInt(e -> e[0]).toArray(),
                edges.stream().mapToInt(e -> e[1]).toArray());
    }

    private static Row census(int k, MinimaxSolver solver) {
        long graphs = 1L << (k * (k - 1) / 2);
        long connected = 0;
        long shortGames = 0;
        long cutGames = 0;
        long firstPlayer = 0;
        long secondOnly = 0;
        for (long code = 0; code < graphs; code++) {
            Multigraph g = labelledGraph(k, code);
            UnionFind uf = new UnionFind(k);
            for (int e = 0; e < g.edgeCount(); e++) {
                uf.union(g.edgeU(e), g.edgeV(e));
            }
            if (uf.connected(0, 1)) {
                connected++;
            }
            Player shortFirst = solver.winner(g, 0, 1, Player.SHORT);
            Player cutFirst = solver.winner(g, 0, 1, Player.CUT);
            if (shortFirst == Player.CUT && cutFirst == Player.SHORT) {
                secondOnly++;
                continue;
            }
            GameType type = GameType.of(shortFirst, cutFirst);
            assertThat(type)
                    .as("graph %d on %d vertices", code, k)
                    .isEqualTo(SwitchingSolver.lehman().solve(g, 0, 1).type());
            switch (type) {
                case SHORT -> shortGames++;
                case CUT -> cutGames++;
                case FIRST -> firstPlayer++;
            }
        }
        return new Row(graphs, connected, shortGames, cutGames, firstPlayer, secondOnly);
    }

    @Test
    void reproducesTheKnownCensusTable() {
        LehmanAudit audit = new LehmanAudit(5);
        MinimaxSolver solver = new MinimaxSolver(MinimaxOptions.defaults().withVisitor(audit));
        List<Row> rows = new ArrayList<>();
        for (int k = 2; k <= 6; k++) {
            rows.add(census(k, solver));
        }
        assertThat(rows)
                .containsExactly(
                        new Row(2, 1, 0, 1, 1, 0),
                        new Row(8, 5, 0, 4, 4, 0),
                        new Row(64, 48, 1, 31, 32, 0),
                        new Row(1024, 874, 71, 451, 502, 0),
                        new Row(32768, 30264, 6252, 11733, 14783, 0));
        assertThat(audit.examples()).isEmpty();
        assertThat(audit.disagreements()).isZero();
        assertThat(audit.positions()).isPositive();
    }

    @Test
    void everyOptionCombinationGivesLehmansAnalysisOnEveryGraphUpToFiveVertices() {
        for (MinimaxOptions options : MinimaxSolverTest.ALL_OPTIONS) {
            MinimaxSolver solver = new MinimaxSolver(options);
            for (int k = 2; k <= 5; k++) {
                for (long code = 0; code < 1L << (k * (k - 1) / 2); code++) {
                    Multigraph g = labelledGraph(k, code);
                    assertThat(solver.search(g, 0, 1).analysis())
                            .as("%s graph %d on %d", options, code, k)
                            .isEqualTo(SwitchingSolver.lehman().solve(g, 0, 1));
                }
            }
        }
    }

    /** The Nash-Williams–Tutte brute force agrees with the search whenever Cut is to move. */
    @Test
    void nashWilliamsTutteAgreesInEveryCutToMovePositionUpToSixVertices() {
        long[] checked = new long[1];
        PositionVisitor nwt = (minor, s, t, toMove, winner) -> {
            if (toMove == Player.CUT) {
                checked[0]++;
                assertThat(NashWilliamsTutte.shortWinsWithCutToMove(minor, s, t))
                        .as(minor.toString())
                        .isEqualTo(winner == Player.SHORT);
            }
        };
        MinimaxSolver plain = new MinimaxSolver(MinimaxOptions.plain().withVisitor(nwt));
        MinimaxSolver pruning = new MinimaxSolver(MinimaxOptions.defaults().withVisitor(nwt));
        for (int k = 2; k <= 6; k++) {
            MinimaxSolver solver = k <= 5 ? plain : pruning; // plain search meets dead edges and loops too
            for (long code = 0; code < 1L << (k * (k - 1) / 2); code++) {
                Multigraph g = labelledGraph(k, code);
                solver.winner(g, 0, 1, Player.SHORT);
                solver.winner(g, 0, 1, Player.CUT);
            }
        }
        assertThat(checked[0]).isPositive();
    }
}
