package dev.shannon.app.cli.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.cli.CliRunner.Result;
import org.junit.jupiter.api.Test;

/** The coach in the terminal (issue 30): the best resistance when every crossing loses, and reasons with their theory. */
class CoachCommandTest {
    /** Blue after Red's first move: no ✓ at all, so the hint names the best resistance and why. */
    @Test
    void aLostPositionsHintIsTheBestResistance() {
        Result r = CliRunner.runWithInput("hint\nwhy\nquit\n", "bridgit", "play", "--n", "4", "--as", "blue");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains("every crossing loses if Red plays perfectly; best resistance: ")
                .contains("in theory: no move wins against best play (Lehman's criterion")
                // The computer's own reason, then its technical form.
                .contains("a winning crossing: after it Red has two ways to the goal lines")
                .contains("in theory: winning crossing: afterwards two edge-disjoint trees");
    }
}
