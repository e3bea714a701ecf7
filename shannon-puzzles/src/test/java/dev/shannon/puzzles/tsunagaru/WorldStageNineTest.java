package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 「つながる。」 world stage 9 has exactly 3 solutions (docs/rules.md, "Tsunagaru"). */
class WorldStageNineTest {
    @Test
    void hasExactlyThreeSolutions() {
        Stage s = SampleStages.world9();
        assertThat(s.rows()).isEqualTo(9);
        assertThat(s.tileCount()).isEqualTo(81);
        Solutions solutions = StageSolver.solve(s);
        assertThat(solutions.count()).isEqualTo(BigInteger.valueOf(3));
        assertThat(solutions.isUnique()).isFalse();
        assertThat(StageSolver.count(s).solutions()).isEqualTo(BigInteger.valueOf(3));
        assertThat(BacktrackingSolver.count(s)).isEqualTo(StageSolver.count(s));
    }

    @Test
    void theThreeSolutionsAreValidAndDistinct() {
        Stage s = SampleStages.world9();
        List<Solution> all = StageSolver.solve(s).stream().toList();
        assertThat(all).hasSize(3).doesNotHaveDuplicates();
        for (Solution x : all) {
            assertThat(s.showing(x).isSolved()).isTrue();
            // The cross at (1,1) shows all four arms in every solution.
            assertThat(x.arms(1, 1)).isEqualTo(Arms.ALL);
        }
        assertThat(StageSolver.solve(s).connectedCount())
                .isEqualTo(BigInteger.valueOf(
                        all.stream().filter(Solution::isConnected).count()));
    }

    @Test
    void onlyTheLowerLeftCornerIsOpen() {
        // The three solutions differ in six tiles around (6..7, 1..3); every other tile is forced.
        ForcedTiles f = StageSolver.solve(SampleStages.world9()).forcedTiles();
        assertThat(f.count()).isEqualTo(81 - 6);
        assertThat(f.isForced(0, 0)).isTrue();
        assertThat(f.arms(0, 0)).isEqualTo(Arms.EAST | Arms.SOUTH);
        assertThat(f.isForced(6, 1)).isFalse();
    }
}
