package dev.shannon.online;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GameSpecTest {
    @Test
    void badSpecsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> GameSpec.bridgit(0, "red", null)).hasMessageContaining("out of range");
        assertThatThrownBy(() -> GameSpec.bridgit(3, "short", null)).hasMessageContaining("expected red or blue");
        assertThatThrownBy(() -> GameSpec.limitedBridges(3, 0, "red", null)).hasMessageContaining("bridges");
        assertThatThrownBy(() -> GameSpec.switching("terminals s t\ns a\n", null, "short", null))
                .hasMessageContaining("unknown terminal 't'");
        assertThatThrownBy(() -> GameSpec.switching("s t\n", null, "red", null))
                .hasMessageContaining("expected short or cut");
        assertThatThrownBy(() -> GameSpec.matroid("binary\n1 1 x\ntarget 0\n", null, "short", null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> GameSpec.switching("s t\n".repeat(60_000), null, "short", null))
                .hasMessageContaining("longer than");
        assertThatThrownBy(() -> new TimeControl(500, 0)).hasMessageContaining("initial time");
        assertThatThrownBy(() -> TimeControl.ofSeconds(3600, 7200)).hasMessageContaining("out of range");
    }

    @Test
    void theMatroidPagesPresetsPlay() {
        Referee fano = GameSpec.matroid(
                        "binary\n0 0 0 1 1 1 1\n0 1 1 0 0 1 1\n1 0 1 0 1 0 1\ntarget 6\n", "fano", "short", null)
                .start();
        assertThat(fano.toMove()).isEqualTo("short");
        assertThat(fano.play(new Move.Take(0)).toMove()).isEqualTo("cut");
        assertThatThrownBy(() -> fano.play(new Move.Take(6))).hasMessageContaining("target");
        Referee u25 =
                GameSpec.matroid("uniform 2 5\ntarget 0\n", "u25", "cut", null).start();
        assertThat(u25.play(new Move.Take(1)).play(new Move.Take(2)).isOver()).isFalse();
    }
}
