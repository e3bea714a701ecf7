package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.puzzles.tsunagaru.StageGenerator.Goal;
import org.junit.jupiter.api.Test;

class StageIdTest {
    @Test
    void readsAndWritesTheShortForm() {
        StageId id = StageId.parse(" 7x5u#42 ");
        assertThat(id).isEqualTo(new StageId(7, 5, Goal.UNIQUE, null, 42));
        assertThat(id.toString()).isEqualTo("7x5u#42");
        assertThat(StageId.parse("9×9u2#-7")).isEqualTo(new StageId(9, 9, Goal.UNIQUE, Reasoning.LOOKAHEAD, -7));
        assertThat(StageId.parse("9x9u2#-7").toString()).isEqualTo("9x9u2#-7");
        assertThat(StageId.parse("4x3t#1").goal()).isEqualTo(Goal.TRICKY);
        assertThat(StageId.parse("4x3a#1").goal()).isEqualTo(Goal.ANY);
    }

    @Test
    void badIdsSayWhatAnIdLooksLike() {
        assertThatThrownBy(() -> StageId.parse("7x7#42")).hasMessageStartingWith("a stage ID looks like 7x7u#42");
        assertThatThrownBy(() -> StageId.parse("7x7t2#42"))
                .hasMessage("a level is given only for one-solution stages (u)");
        assertThatThrownBy(() -> StageId.parse("0x7u#1")).hasMessageContaining("at least one row and one column");
        assertThatThrownBy(() -> StageId.parse("7x7u#99999999999999999999"))
                .hasMessageStartingWith("a stage ID looks like");
    }

    /** The same ID is the same stage: the generator is deterministic for a seed. */
    @Test
    void theSameIdIsTheSameStage() {
        StageId id = StageId.parse("6x5u#11");
        Stage a = id.generate(60_000).orElseThrow().stage();
        Stage b = StageId.parse("6x5u#11").generate(60_000).orElseThrow().stage();
        assertThat(a.draw()).isEqualTo(b.draw());
        assertThat(a.cols()).isEqualTo(6);
        assertThat(a.rows()).isEqualTo(5);
        assertThat(StageSolver.solve(a).isUnique()).isTrue();
    }
}
