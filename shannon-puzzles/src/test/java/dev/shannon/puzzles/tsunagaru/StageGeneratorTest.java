package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.puzzles.tsunagaru.StageGenerator.Generated;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Goal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Generated stages meet their goal by an independent count, and a seed fixes the stage. */
class StageGeneratorTest {
    @Test
    void uniqueStagesHaveOneSolution() {
        for (long seed = 1; seed <= 5; seed++) {
            Generated g = StageGenerator.generate(5 + (int) seed % 3, 6, Goal.UNIQUE, seed, 60_000)
                    .orElseThrow();
            assertThat(BacktrackingSolver.count(g.stage()).solutions()).isEqualTo(BigInteger.ONE);
            assertThat(g.counts().solutions()).isEqualTo(BigInteger.ONE);
            assertThat(g.playable().typesOnly()).isEqualTo(g.stage());
            assertThat(g.difficulty().tiles()).isEqualTo(g.stage().tileCount());
            // One solution means every tile is forced, and a solved playable copy is that solution.
            assertThat(StageSolver.solve(g.stage()).forcedTiles().count())
                    .isEqualTo(g.stage().tileCount());
        }
    }

    @Test
    void trickyStagesHaveOneConnectedAndOneDisconnectedSolution() {
        for (long seed = 1; seed <= 3; seed++) {
            Generated g =
                    StageGenerator.generate(6, 6, Goal.TRICKY, seed, 60_000).orElseThrow();
            Counts c = BacktrackingSolver.count(g.stage());
            assertThat(c).isEqualTo(new Counts(BigInteger.TWO, BigInteger.ONE));
            assertThat(g.counts()).isEqualTo(c);
            // Two solutions cannot all be settled by deduction.
            assertThat(g.difficulty().needSearch()).isPositive();
        }
    }

    @Test
    void hardeningKeepsTheGoalAndNeverSettlesMoreTiles() {
        Generated plain = StageGenerator.generate(6, 6, Goal.UNIQUE, 9, 60_000).orElseThrow();
        Generated hard =
                StageGenerator.generate(6, 6, Goal.UNIQUE, 9, 60_000, 200).orElseThrow();
        assertThat(BacktrackingSolver.count(hard.stage()).solutions()).isEqualTo(BigInteger.ONE);
        assertThat(hard.difficulty().needSearch())
                .isGreaterThanOrEqualTo(plain.difficulty().needSearch());
        assertThatThrownBy(() -> StageGenerator.generate(6, 6, Goal.UNIQUE, 9, 1000, -1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSeedFixesTheStage() {
        Generated a = StageGenerator.generate(7, 7, Goal.UNIQUE, 42, 60_000).orElseThrow();
        Generated b = StageGenerator.generate(7, 7, Goal.UNIQUE, 42, 60_000).orElseThrow();
        assertThat(b.stage()).isEqualTo(a.stage());
        assertThat(b.playable()).isEqualTo(a.playable());
        assertThat(StageGenerator.randomStage(9, 9, 5)).isEqualTo(StageGenerator.randomStage(9, 9, 5));
    }

    @Test
    void randomStagesAreSolvableAndConnected() {
        for (long seed = 0; seed < 20; seed++) {
            Stage s = StageGenerator.randomStage(4, 5, seed % 2 == 0 ? 0.0 : 0.6, seed);
            assertThat(s.tileCount()).isEqualTo(20);
            Counts c = BacktrackingSolver.count(s);
            assertThat(c.connected()).isPositive();
            assertThat(StageSolver.count(s)).isEqualTo(c);
        }
    }

    @Test
    void impossibleRequestsAreRefused() {
        assertThatThrownBy(() -> StageGenerator.generate(1, 1, Goal.UNIQUE, 1, 1000))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> StageGenerator.generate(1, 3, Goal.TRICKY, 1, 1000))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> StageGenerator.generate(101, 3, Goal.ANY, 1, 1000))
                .hasMessageContaining("too large");
        assertThatThrownBy(() -> StageGenerator.randomStage(3, 3, 1.5, 1)).hasMessageContaining("between 0 and 1");
    }

    @Test
    void deductionSettlesOnlyWhatEverySolutionAgreesOn() {
        for (long seed = 0; seed < 30; seed++) {
            Stage s = StageGenerator.randomStage(5, 5, 0.5, seed);
            int[] settled = Deduction.settledByDeduction(s);
            ForcedTiles f = StageSolver.solve(s).forcedTiles();
            for (int i = 0; i < settled.length; i++) {
                if (settled[i] > 0) {
                    assertThat(f.isForced(i / 5, i % 5)).isTrue();
                    assertThat(f.arms(i / 5, i % 5)).isEqualTo(settled[i]);
                }
            }
            assertThat(Deduction.settledTiles(s)).isLessThanOrEqualTo(f.count());
        }
    }
}
