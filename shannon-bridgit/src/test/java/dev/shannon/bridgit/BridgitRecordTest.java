package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class BridgitRecordTest {
    /** Any plain game, written and read back, is the same game (moves, first player, board). */
    @Property(tries = 300)
    void plainGamesSurviveTheRoundTrip(@ForAll @IntRange(min = 1, max = 7) int n, @ForAll long seed) {
        Random random = new Random(seed);
        BridgitGame g = BridgitGame.start(n, random.nextBoolean() ? Side.RED : Side.BLUE);
        int length = random.nextInt(g.board().crossingCount() + 1);
        for (int i = 0; i < length && !g.isOver(); i++) {
            List<Crossing> free = g.freeCrossings();
            g = g.play(free.get(random.nextInt(free.size())));
        }
        String text = BridgitRecord.of(g).format();
        BridgitRecord back = BridgitRecord.parse(text);
        assertThat(back.game()).isEqualTo(g);
        assertThat(back.game().moves()).isEqualTo(g.moves());
        assertThat(back.format()).isEqualTo(text);
    }

    /** Limited-bridges games with moved bridges, written and read back, replay to the same position and history. */
    @Property(tries = 150)
    void limitedGamesSurviveTheRoundTrip(
            @ForAll @IntRange(min = 2, max = 4) int n,
            @ForAll @IntRange(min = 1, max = 4) int bridges,
            @ForAll long seed) {
        Random random = new Random(seed);
        LimitedBridgesGame g = LimitedBridgesGame.start(n, Side.RED, bridges);
        for (int i = 0; i < 30 && !g.isOver(); i++) {
            List<LimitedMove> legal = g.legalMoves();
            g = g.play(legal.get(random.nextInt(legal.size())));
        }
        BridgitRecord rec = BridgitRecord.of(g);
        BridgitRecord back = BridgitRecord.parse(rec.format());
        assertThat(back).isEqualTo(rec);
        LimitedBridgesGame replayed = back.limitedGame();
        assertThat(replayed.movesPlayed()).isEqualTo(g.movesPlayed());
        assertThat(replayed.ending()).isEqualTo(g.ending());
        for (Crossing x : Board.of(n).crossings()) {
            assertThat(replayed.owner(x)).isEqualTo(g.owner(x));
        }
    }

    @Test
    void readsTheDocumentedExample() {
        BridgitRecord r = BridgitRecord.parse("""
                # a game in progress
                shannon-record bridgit
                n 5
                first red
                moves 5,5 4,4 3,3
                """);
        assertThat(r.n()).isEqualTo(5);
        assertThat(r.bridges()).isEqualTo(OptionalInt.empty());
        assertThat(r.game().moves()).containsExactly(new Crossing(5, 5), new Crossing(4, 4), new Crossing(3, 3));
        assertThat(BridgitRecord.parse("shannon-record bridgit\nn 3\n").game().moveCount())
                .isZero();
    }

    @Test
    void badRecordsSayWhatIsWrong() {
        assertThatThrownBy(() -> BridgitRecord.parse("n 5\n"))
                .hasMessage("line 1: a record starts with 'shannon-record bridgit'");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record switching\n"))
                .hasMessage("line 1: this is a record of 'switching', not of 'bridgit'");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record bridgit\nn 5\nsize 3\n"))
                .hasMessage("line 3: unknown entry 'size' (a bridgit record has bridges, first, moves, n)");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record bridgit\nmoves 1,1\n"))
                .hasMessage("missing line 'n …'");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record bridgit\nn 5\nn 6\n"))
                .hasMessage("line 3: second 'n' entry");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record bridgit\nn 3\nmoves 1,1>3,3\n"))
                .hasMessageContaining("moves a bridge: only the limited-bridges game");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record bridgit\nn 3\nmoves 1,1 1,1\n")
                        .game())
                .hasMessageStartingWith("moves: crossing 1,1 is already taken by red");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record bridgit\nn x\n"))
                .hasMessage("'n' must be a whole number, got 'x'");
        assertThatThrownBy(() -> BridgitRecord.parse("shannon-record bridgit\nn 3\nbridges 1\nmoves 1,1 2,2 3,3\n")
                        .limitedGame())
                .hasMessageStartingWith("move 3 (3,3): ");
    }
}
