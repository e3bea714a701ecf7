package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.defence.ThinkBudget;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class ImmediateWinTest {

    /** Against brute force: some legal move completes the mover's chain, on random positions of both phases. */
    @Property(tries = 200)
    void agreesWithTryingEveryMove(
            @ForAll @IntRange(min = 1, max = 4) int n,
            @ForAll @IntRange(min = 1, max = 6) int k,
            @ForAll @IntRange(min = 0, max = 40) int plies,
            @ForAll long seed) {
        Random random = new Random(seed);
        LimitedBridgesGame g = LimitedBridgesGame.start(n, random.nextBoolean() ? Side.RED : Side.BLUE, k);
        for (int i = 0; i < plies && !g.isOver(); i++) {
            List<LimitedMove> moves = g.legalMoves();
            LimitedBridgesGame next = g.play(moves.get(random.nextInt(moves.size())));
            if (next.isOver()) {
                break;
            }
            g = next;
        }
        LimitedBridgesGame position = g;
        boolean brute = !g.isOver()
                && g.legalMoves().stream()
                        .anyMatch(m -> position.play(m).winner().isPresent());
        assertThat(ImmediateWin.available(g)).isEqualTo(brute);
    }

    /** The computer's move on the largest board, moving phase, 10 bridges each: within the budget's clock cap. */
    @Test
    void aMoveOnTheLargestBoardKeepsToTheClockCap() {
        LimitedBridgesGame g = LimitedBridgesGame.start(30, Side.RED, 10);
        Random random = new Random(7);
        while (g.isPlacing() || g.movesPlayed() < 21) {
            List<LimitedMove> moves = g.legalMoves();
            g = g.play(moves.get(random.nextInt(moves.size())));
        }
        ThinkBudget budget = ThinkBudget.ofMillis(100);
        long start = System.nanoTime();
        LimitedBridgesPlayer.Choice c = new LimitedBridgesPlayer(budget, 6).choose(g);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(g.legalMoves()).contains(c.move());
        // The cap is 400 ms; the slack is for a garbage collection or a loaded machine.
        assertThat(millis).isLessThan(budget.wallCapMillis() + 1000);
    }
}
