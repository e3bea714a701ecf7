package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ExactSearchTest {

    /** Solved by plain search, the first player wins with every first move (n ≤ 3 here; n = 4 by the command). */
    @Test
    void firstPlayerWinsWithEveryFirstMoveOnSmallBoards() {
        for (int n = 1; n <= 3; n++) {
            ExactSearch.Result r = ExactSearch.solve(n, true, 0, 1 << 16);
            assertThat(r.complete()).isTrue();
            assertThat(r.firstPlayerWins()).isTrue();
            assertThat(r.winningFirstMoves()).hasSize(Board.of(n).crossingCount());
            assertThat(r.losingFirstMoves()).isEmpty();
            assertThat(r.disagreements()).isZero();
            assertThat(r.lehmanChecked()).isEqualTo(r.positions());
        }
    }

    /** The pair reduction changes the work, never the answer. */
    @Test
    void pairReductionGivesTheSameAnswer() {
        for (int n = 1; n <= 3; n++) {
            ExactSearch.Result plain = ExactSearch.solve(n, true, false, 0, 1 << 16);
            ExactSearch.Result pairs = ExactSearch.solve(n, true, true, 0, 1 << 16);
            assertThat(pairs.winningFirstMoves()).isEqualTo(plain.winningFirstMoves());
            assertThat(pairs.losingFirstMoves()).isEqualTo(plain.losingFirstMoves());
            assertThat(pairs.disagreements()).isZero();
        }
    }

    /** 4x5 with the pair reduction (a second or two; the plain search is the command's job): every first move wins. */
    @Test
    void fourByFiveWithPairs() {
        ExactSearch.Result r = ExactSearch.solve(4, true, true, 0, 1 << 20);
        assertThat(r.complete()).isTrue();
        assertThat(r.winningFirstMoves()).hasSize(25);
        assertThat(r.disagreements()).isZero();
    }

    /** A tiny table that is emptied again and again still gives the same answer. */
    @Test
    void aSmallTableOnlyCostsTime() {
        ExactSearch.Result r = ExactSearch.solve(3, true, 0, 16);
        assertThat(r.winningFirstMoves()).hasSize(13);
        assertThat(r.disagreements()).isZero();
    }

    @Test
    void rejectsBoardsTooLargeForTheBitmask() {
        assertThatThrownBy(() -> ExactSearch.solve(7, false, 0, 16))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("up to n = 6");
    }
}
