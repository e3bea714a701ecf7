package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.switching.defence.ThinkBudget;
import org.junit.jupiter.api.Test;

class LimitedArenaTest {
    private static final ThinkBudget QUICK = ThinkBudget.ofMillis(2);

    @Test
    void everyModelPlaysLegalMovesThroughBothPhases() {
        // LimitedBridgesGame.play throws on an illegal move, so finishing the games is the check; 3 bridges on 3x4 run
        // out early.
        for (String attacker : LimitedArena.ATTACKERS) {
            for (String defender : new String[] {"legacy", "relentless"}) {
                for (Side side : Side.values()) {
                    LimitedArena.Match m = LimitedArena.play(defender, attacker, 3, 3, 12, side, 2, 5, QUICK);
                    assertThat(m.wins().wins() + m.draws() + m.losses()).isEqualTo(2);
                    assertThat(m.losses()).isBetween(0, 2);
                }
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameResults() {
        LimitedArena.Match a = LimitedArena.play("relentless", "casual", 3, 4, 20, Side.BLUE, 4, 9, QUICK);
        LimitedArena.Match b = LimitedArena.play("relentless", "casual", 3, 4, 20, Side.BLUE, 4, 9, QUICK);
        assertThat(b).isEqualTo(a);
    }

    @Test
    void aDefenderThatNeverLosesInOneIsNotBeatenByTheStraightLineOnASmallBoard() {
        // Depth 2 is always completed, so the search blocks a chain one bridge from finishing; the straight line
        // (which never builds a double threat) cannot get through on 3x4 with 3 bridges each.
        LimitedArena.Match m = LimitedArena.play("relentless", "straight", 3, 3, 30, Side.BLUE, 6, 1, QUICK);
        assertThat(m.losses()).isZero();
    }

    @Test
    void modelsWithoutALimitedGameAreRejected() {
        assertThatThrownBy(() -> LimitedArena.check("erring-0.1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not play the limited-bridges game");
        assertThatThrownBy(() -> LimitedArena.check("random")).isInstanceOf(IllegalArgumentException.class);
    }
}
