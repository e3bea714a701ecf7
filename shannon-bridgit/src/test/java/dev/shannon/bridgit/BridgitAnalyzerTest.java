package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.SwitchingSolver;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class BridgitAnalyzerTest {
    /** One memo per board size, shared by the random tries (the memo only caches exact values). */
    private static final BruteBridgit BRUTE3 = new BruteBridgit();

    private static final BruteBridgit BRUTE4 = new BruteBridgit();

    /** Every position reachable on the 2x3 board: the analysis equals plain minimax on the board. */
    @Test
    void agreesWithMinimaxOnEveryTwoByThreePosition() {
        BruteBridgit brute = new BruteBridgit();
        for (Side first : Side.values()) {
            int[] checked = {0};
            walk(BridgitGame.start(2, first), brute, checked);
            assertThat(checked[0]).isGreaterThan(100);
        }
    }

    private static void walk(BridgitGame g, BruteBridgit brute, int[] checked) {
        assertAgrees(g, brute);
        checked[0]++;
        if (g.isOver()) {
            return;
        }
        for (int e = 0; e < g.board().crossingCount(); e++) {
            if (g.isFreeIndex(e)) {
                walk(g.playIndex(e), brute, checked);
            }
        }
    }

    @Property(tries = 150)
    void agreesWithMinimaxOnRandomThreeByFourPositions(
            @ForAll @IntRange(min = 0, max = 12) int moves, @ForAll long seed) {
        BridgitGame g = RandomPositions.play(3, seed % 2 == 0 ? Side.RED : Side.BLUE, moves, new Random(seed));
        assertAgrees(g, BRUTE3);
    }

    @Property(tries = 40)
    void agreesWithMinimaxOnLateFourByFivePositions(
            @ForAll @IntRange(min = 12, max = 24) int moves, @ForAll long seed) {
        BridgitGame g = RandomPositions.play(4, Side.RED, moves, new Random(seed));
        assertAgrees(g, BRUTE4);
    }

    private static void assertAgrees(BridgitGame g, BruteBridgit brute) {
        BridgitAnalysis a = BridgitAnalyzer.analyze(g);
        assertThat(a.winner()).as(g.toString()).isEqualTo(brute.winner(g));
        assertThat(a.winningIndices()).as(g.toString()).isEqualTo(brute.winningMoves(g));
        assertThat(a.toMove()).isEqualTo(g.toMove());
    }

    @Test
    void everyFirstMoveWinsUpToFourteen() {
        for (int n = 1; n <= 14; n++) {
            BridgitAnalysis a = BridgitAnalyzer.analyze(BridgitGame.start(n));
            assertThat(a.winner()).isEqualTo(Side.RED);
            assertThat(a.winningMoves()).hasSize(Board.of(n).crossingCount());
        }
    }

    @Test
    void finishedGameReportsItsWinnerAndNoMoves() {
        BridgitAnalysis a = BridgitAnalyzer.analyze(BridgitGame.parse(2, Side.BLUE, "1,1 3,3 3,1"));
        assertThat(a.isOver()).isTrue();
        assertThat(a.winner()).isEqualTo(Side.BLUE);
        assertThat(a.winningMoves()).isEmpty();
    }

    /** The claims-only entry point equals the Short-first half of the full analysis. */
    @Property(tries = 1000)
    void winningClaimsEqualTheFullAnalysis(
            @ForAll @IntRange(min = 2, max = 8) int n, @ForAll @IntRange(min = 1, max = 14) int m, @ForAll long seed) {
        Random random = new Random(seed);
        int[] u = new int[m];
        int[] v = new int[m];
        for (int e = 0; e < m; e++) {
            u[e] = random.nextInt(n);
            v[e] = random.nextInt(8) == 0 ? u[e] : random.nextInt(n);
        }
        int[] claims = SwitchingSolver.lehman().winningClaims(Minor.of(Multigraph.ofIndices(n, u, v), 0, 1));
        int[] full = SwitchingSolver.lehman()
                .solve(Multigraph.ofIndices(n, u, v), 0, 1)
                .shortFirst()
                .winningMoves();
        assertThat(claims).as(Arrays.toString(u) + Arrays.toString(v)).isEqualTo(full);
    }
}
