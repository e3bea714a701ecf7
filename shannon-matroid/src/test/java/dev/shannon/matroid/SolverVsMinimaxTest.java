package dev.shannon.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.Analysis;
import dev.shannon.switching.GameType;
import dev.shannon.switching.Player;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Edmonds' solution against brute force, and every certificate through the independent checker. */
class SolverVsMinimaxTest {
    /** Solver = minimax, both certificates check, and the dual game is the same game with the players swapped. */
    static MatroidAnalysis checkAll(MatroidGame game) {
        MatroidAnalysis a = EdmondsSolver.analyze(game);
        Analysis brute = MatroidMinimax.analyze(game);
        assertThat(a.analysis())
                .as("%s target %d", game.matroid().describe(), game.target())
                .isEqualTo(brute);
        assertThat(CertificateChecker.problem(game, a.shortFirstCertificate())).isNull();
        assertThat(CertificateChecker.problem(game, a.cutFirstCertificate())).isNull();
        assertThat(a.shortFirstCertificate().winner()).isEqualTo(a.shortFirst().winner());
        assertThat(a.cutFirstCertificate().winner()).isEqualTo(a.cutFirst().winner());
        assertThat(Swap.of(EdmondsSolver.analyze(game.dual(), false).analysis()))
                .isEqualTo(a.analysis());
        return a;
    }

    @Property(tries = 300)
    void randomBinary(
            @ForAll @IntRange(min = 1, max = 6) int rows,
            @ForAll @IntRange(min = 1, max = 14) int cols,
            @ForAll long seed) {
        randomMatrix(2, rows, cols, seed);
    }

    @Property(tries = 200)
    void randomTernary(
            @ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 12) int cols,
            @ForAll long seed) {
        randomMatrix(3, rows, cols, seed);
    }

    private static void randomMatrix(int p, int rows, int cols, long seed) {
        Random rnd = new Random(seed);
        checkAll(MatroidGame.of(RandomMatroids.matrix(rnd, p, rows, cols), rnd.nextInt(cols)));
    }

    @Property(tries = 40)
    void sixteenElements(@ForAll @IntRange(min = 5, max = 9) int rows, @ForAll boolean ternary, @ForAll long seed) {
        Random rnd = new Random(seed);
        Matroid m = RandomMatroids.matrix(rnd, ternary ? 3 : 2, rows, 16);
        checkAll(MatroidGame.of(m, rnd.nextInt(16)));
    }

    @Property(tries = 100)
    void sparseBinaryWithRepeatsAndZeros(
            @ForAll @IntRange(min = 2, max = 5) int rows,
            @ForAll @IntRange(min = 2, max = 13) int cols,
            @ForAll long seed) {
        // Few distinct columns: many parallel elements and loops, the cases dense random matrices miss.
        Random rnd = new Random(seed);
        int[][] a = new int[rows][cols];
        int[] palette = new int[3];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = rnd.nextInt(1 << rows);
        }
        for (int j = 0; j < cols; j++) {
            int c = palette[rnd.nextInt(palette.length)];
            for (int i = 0; i < rows; i++) {
                a[i][j] = c >> i & 1;
            }
        }
        checkAll(MatroidGame.of(BinaryMatroid.ofRows(a), rnd.nextInt(cols)));
    }

    @Test
    void uniformClosedForm() {
        for (int n = 1; n <= 12; n++) {
            for (int r = 0; r <= n; r++) {
                MatroidAnalysis a = checkAll(MatroidGame.of(new UniformMatroid(r, n), 0));
                GameType expected =
                        r == 0 || n >= 2 * r + 1 ? GameType.SHORT : n == 2 * r ? GameType.FIRST : GameType.CUT;
                assertThat(a.type()).as("U(%d,%d)", r, n).isEqualTo(expected);
                if (expected == GameType.FIRST) {
                    // Every element is alike: every first move wins, for either player.
                    assertThat(a.shortFirst().winningMoveCount()).isEqualTo(n - 1);
                    assertThat(a.cutFirst().winningMoveCount()).isEqualTo(n - 1);
                }
            }
        }
    }

    @Test
    void namedMatroidsEveryTarget() {
        for (String name : NamedMatroids.names()) {
            Matroid m = NamedMatroids.byName(name);
            for (int e = 0; e < m.size(); e++) {
                checkAll(MatroidGame.of(m, e));
            }
        }
    }

    @Test
    void namedMatroidTypes() {
        for (int e = 0; e < 7; e++) {
            assertThat(EdmondsSolver.analyze(MatroidGame.of(NamedMatroids.fano(), e))
                            .type())
                    .isEqualTo(GameType.SHORT);
            assertThat(EdmondsSolver.analyze(MatroidGame.of(NamedMatroids.fanoDual(), e))
                            .type())
                    .isEqualTo(GameType.CUT);
        }
        assertThat(EdmondsSolver.analyze(MatroidGame.of(NamedMatroids.u24(), 0)).type())
                .isEqualTo(GameType.FIRST);
        for (int e = 0; e < 6; e++) {
            MatroidAnalysis k4 = EdmondsSolver.analyze(MatroidGame.of(NamedMatroids.k4(), e));
            assertThat(k4.type()).isEqualTo(GameType.FIRST);
        }
    }

    @Test
    void shortWinsAsSecondPlayerByTheCertificate() {
        MatroidAnalysis a = EdmondsSolver.analyze(MatroidGame.of(NamedMatroids.fano(), 6));
        assertThat(a.cutFirstCertificate().winner()).isEqualTo(Player.SHORT);
        assertThat(a.cutFirstCertificate().pair().a()).hasSize(3);
        assertThat(a.cutFirstCertificate().pair().b()).hasSize(3);
    }
}
