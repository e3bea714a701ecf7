package dev.shannon.matroid.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.matroid.MatroidPosition;
import dev.shannon.switching.Player;
import org.junit.jupiter.api.Test;

class MatroidRecordTest {
    private static final String U24 = """
            shannon-record matroid
            first cut   # Cut deletes first
            matroid
            uniform 2 4
            target 0
            end
            moves 1 2 3
            """;

    @Test
    void readsReplaysAndWritesBack() {
        MatroidRecord r = MatroidRecord.parse(U24);
        assertThat(r.first()).isEqualTo(Player.CUT);
        assertThat(r.moves()).containsExactly(1, 2, 3);
        MatroidPosition p = r.position();
        assertThat(p.isDeleted(1)).isTrue();
        assertThat(p.isClaimed(2)).isTrue();
        assertThat(p.isDeleted(3)).isTrue();
        // Only element 2 is claimed and 0 is then no longer spanned by what is left: Cut has won.
        assertThat(p.winner()).isEqualTo(Player.CUT);
        MatroidRecord again = MatroidRecord.parse(r.format());
        assertThat(again.format()).isEqualTo(r.format());
        assertThat(again.moves()).containsExactly(1, 2, 3);
    }

    @Test
    void anIllegalMoveIsNamed() {
        assertThatThrownBy(() -> MatroidRecord.parse(U24.replace("moves 1 2 3", "moves 1 0")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("move 2 (element 0): element 0 is the target");
        assertThatThrownBy(() -> MatroidRecord.parse(U24.replace("moves 1 2 3", "moves 1 1")))
                .hasMessage("move 2 (element 1): element 1 has already been played");
        assertThatThrownBy(() -> MatroidRecord.parse(U24.replace("moves 1 2 3", "moves 9")))
                .hasMessage("move 1 (element 9): no element 9 (the elements are 0..3)");
        assertThatThrownBy(() -> MatroidRecord.parse(U24.replace("moves 1 2 3", "moves 1 x")))
                .hasMessage("moves: 'x' is not an element number");
    }

    @Test
    void aMalformedMatroidOrRecordIsNamed() {
        assertThatThrownBy(() -> MatroidRecord.parse(U24.replace("uniform 2 4", "uniform 5 4")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("matroid");
        assertThatThrownBy(() -> MatroidRecord.parse("shannon-record matroid\nfirst short\n"))
                .hasMessageContaining("missing block 'matroid'");
        assertThatThrownBy(() -> MatroidRecord.parse(U24.replace("first cut", "colour red")))
                .hasMessageContaining("unknown entry 'colour'");
    }
}
