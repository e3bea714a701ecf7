package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * GraphSet's counts against two solvers that share nothing with it: backtracking with local
 * deduction on thousands of random stages, and plain enumeration of every orientation on tiny
 * ones (exhaustively for every 2×2 and 1×4 stage).
 */
class CrossCheckTest {
    @Provide
    Arbitrary<Stage> anyTiles() {
        return RandomStages.anyTiles(5);
    }

    @Provide
    Arbitrary<Stage> solvable() {
        return RandomStages.solvable(6);
    }

    @Property(tries = 1500)
    void zddCountsMatchBacktrackingOnArbitraryTiles(@ForAll("anyTiles") Stage s) {
        assertThat(StageSolver.count(s)).isEqualTo(BacktrackingSolver.count(s));
    }

    @Property(tries = 1500)
    void zddCountsMatchBacktrackingOnSolvableStages(@ForAll("solvable") Stage s) {
        Counts expected = BacktrackingSolver.count(s);
        assertThat(expected.solutions()).isPositive();
        assertThat(StageSolver.count(s)).isEqualTo(expected);
        // The diagram agrees with the count-only search, under both rules.
        Solutions any = StageSolver.solve(s);
        assertThat(any.count()).isEqualTo(expected.solutions());
        assertThat(StageSolver.solve(s, Rule.CONNECTED).count()).isEqualTo(expected.connected());
    }

    @Property(tries = 400)
    void listedSolutionsAreExactlyTheBruteForceOnes(@ForAll("solvable") Stage s) {
        if (BruteForce.combinations(s) > 50_000) {
            return;
        }
        List<Solution> brute = BruteForce.solutions(s);
        Solutions zdd = StageSolver.solve(s);
        Set<Solution> listed = new HashSet<>(zdd.stream().toList());
        assertThat(listed).hasSize(brute.size()).containsExactlyInAnyOrderElementsOf(brute);
        for (Solution x : listed) {
            assertThat(s.showing(x).isSolved()).isTrue();
        }
        assertThat(zdd.connectedCount())
                .isEqualTo(BigInteger.valueOf(
                        brute.stream().filter(Solution::isConnected).count()));
    }

    @Test
    void everyStageOfFourCellsInARowOrSquare() {
        String cells = ".1LI34";
        for (int[] shape : new int[][] {{2, 2}, {1, 4}, {4, 1}}) {
            int n = shape[0] * shape[1];
            int total = 1;
            for (int i = 0; i < n; i++) {
                total *= cells.length();
            }
            for (int code = 0; code < total; code++) {
                TileKind[] kinds = new TileKind[n];
                int x = code;
                boolean any = false;
                for (int i = 0; i < n; i++) {
                    kinds[i] = TileKind.ofSymbol(cells.charAt(x % cells.length()));
                    any |= kinds[i] != null;
                    x /= cells.length();
                }
                if (!any) {
                    continue;
                }
                Stage s = Stage.of(shape[0], shape[1], kinds);
                Counts brute = BruteForce.counts(s);
                assertThat(StageSolver.count(s)).as(s.toString()).isEqualTo(brute);
                assertThat(BacktrackingSolver.count(s)).as(s.toString()).isEqualTo(brute);
            }
        }
    }

    @Test
    void largerSolvableStagesAgreeWithBacktracking() {
        SplittableRandom random = new SplittableRandom(20240);
        for (int k = 0; k < 40; k++) {
            Stage s = RandomStages.solvable(7 + random.nextInt(3), 7 + random.nextInt(3), random);
            BacktrackingSolver.Result r = BacktrackingSolver.count(s, 2_000_000);
            assertThat(StageSolver.count(s)).as(s.toString()).isEqualTo(r.counts());
        }
    }
}
