package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** {@link BridgitGame#of} replays a whole game at once; it must agree with playing move by move. */
class BulkReplayTest {
    @Property(tries = 300)
    void bulkReplayEqualsMoveByMove(
            @ForAll @IntRange(min = 1, max = 7) int n, @ForAll long seed, @ForAll boolean redFirst) {
        Random random = new Random(seed);
        Side first = redFirst ? Side.RED : Side.BLUE;
        BridgitGame step = BridgitGame.start(n, first);
        List<Crossing> moves = new ArrayList<>();
        while (!step.isOver()) {
            List<Crossing> free = step.freeCrossings();
            Crossing x = free.get(random.nextInt(free.size()));
            moves.add(x);
            step = step.play(x);
            BridgitGame bulk = BridgitGame.of(n, first, moves);
            assertThat(bulk).isEqualTo(step);
            assertThat(bulk.winner()).isEqualTo(step.winner());
            assertThat(bulk.toMove()).isEqualTo(step.toMove());
        }
        // One more move after the end, and a repeated crossing, are refused the same way.
        List<Crossing> tooMany = new ArrayList<>(moves);
        tooMany.add(moves.get(0));
        assertThatThrownBy(() -> BridgitGame.of(n, first, tooMany))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the game is over");
        if (moves.size() >= 2) {
            List<Crossing> repeated = new ArrayList<>(moves.subList(0, 1));
            repeated.add(moves.get(0));
            assertThatThrownBy(() -> BridgitGame.of(n, first, repeated)).hasMessageContaining("already taken");
        }
    }
}
