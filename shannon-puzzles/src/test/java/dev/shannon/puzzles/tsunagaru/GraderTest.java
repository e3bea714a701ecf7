package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The grading solvers against the exact one (GraphSet's {@link StageSolver}) on random small
 * stages: they never remove an arm set some solution uses, and a stage graded LOCAL or LOOKAHEAD
 * is really settled by that reasoning alone, to its one solution.
 */
class GraderTest {
    @Provide
    Arbitrary<Stage> solvable() {
        return RandomStages.solvable(6);
    }

    @Provide
    Arbitrary<Stage> anyTiles() {
        return RandomStages.anyTiles(4);
    }

    /** Every arm set any solution shows at a cell survives local deduction and lookahead (both are proofs). */
    @Property(tries = 600)
    void neitherReasoningRemovesAnArmSetASolutionUses(@ForAll("solvable") Stage s) {
        int[] local = Grader.local(s);
        int[] look = Grader.lookahead(s);
        assertThat(local).isNotNull();
        assertThat(look).isNotNull();
        List<Solution> all = StageSolver.solve(s).first(200);
        for (Solution x : all) {
            int[] arms = x.armsArray();
            for (int i = 0; i < arms.length; i++) {
                assertThat(look[i] >>> arms[i] & 1)
                        .as("lookahead keeps cell " + i)
                        .isEqualTo(1);
                // Lookahead only narrows what local deduction left.
                assertThat(look[i] & ~local[i]).isZero();
            }
        }
    }

    /** A stage with no solution may be refuted, but a refutation is only ever of a stage with no solution. */
    @Property(tries = 600)
    void aContradictionMeansNoSolution(@ForAll("anyTiles") Stage s) {
        if (Grader.lookahead(s) == null) {
            assertThat(StageSolver.solve(s).isEmpty()).isTrue();
        }
    }

    /** The grade is the weakest reasoning that settles the stage, to its one solution. */
    @Property(tries = 600)
    void aGradeIsTheReasoningThatSettlesTheStage(@ForAll("solvable") Stage s) {
        Reasoning level = Grader.grade(s);
        Solutions exact = StageSolver.solve(s);
        int[] local = Grader.local(s);
        int[] look = Grader.lookahead(s);
        switch (level) {
            case LOCAL -> {
                assertThat(exact.isUnique()).isTrue();
                assertThat(Grader.settlesAll(s, local)).isTrue();
                assertThat(Grader.arms(local)).isEqualTo(exact.get(0).armsArray());
            }
            case LOOKAHEAD -> {
                assertThat(exact.isUnique()).isTrue();
                assertThat(Grader.settlesAll(s, local)).isFalse();
                assertThat(Grader.settlesAll(s, look)).isTrue();
                assertThat(Grader.arms(look)).isEqualTo(exact.get(0).armsArray());
            }
            case SEARCH -> assertThat(Grader.settlesAll(s, look)).isFalse();
        }
    }

    /**
     * The generator makes one-solution stages of the level asked for, and the exact solver agrees
     * that they have one solution. (Among random one-solution stages almost all are LOCAL: 15,858
     * of 15,861 in a probe of sizes 4 to 9, the other 3 LOOKAHEAD, none SEARCH — docs/rules.md.)
     */
    @Test
    void theGeneratorMakesTheLevelAskedFor() {
        for (Reasoning level : new Reasoning[] {Reasoning.LOCAL, Reasoning.LOOKAHEAD}) {
            Stage s = StageGenerator.generate(7, 7, level, 3, 60_000)
                    .orElseThrow()
                    .stage();
            assertThat(Grader.grade(s)).isEqualTo(level);
            assertThat(StageSolver.solve(s).isUnique()).isTrue();
        }
        // A stage with two solutions needs more than any reasoning can give: it is graded SEARCH.
        Stage tricky = StageGenerator.generate(4, 3, StageGenerator.Goal.TRICKY, 1, 60_000)
                .orElseThrow()
                .stage();
        assertThat(Grader.grade(tricky)).isEqualTo(Reasoning.SEARCH);
    }
}
