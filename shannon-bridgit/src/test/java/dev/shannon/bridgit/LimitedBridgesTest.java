package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class LimitedBridgesTest {

    @Test
    void placesThenMoves() {
        LimitedBridgesGame g = LimitedBridgesGame.start(3, Side.RED, 2);
        g = g.play(LimitedMove.parse("1,1")).play(LimitedMove.parse("2,2")).play(LimitedMove.parse("5,5"));
        assertThat(g.isPlacing()).isTrue();
        g = g.play(LimitedMove.parse("4,4"));
        assertThat(g.isPlacing()).isFalse();
        assertThat(g.bridgesInHand(Side.RED)).isZero();
        LimitedBridgesGame moving = g;
        assertThatThrownBy(() -> moving.play(LimitedMove.parse("3,3"))).hasMessageContaining("move one");
        assertThatThrownBy(() -> moving.play(LimitedMove.parse("2,2>3,3"))).hasMessageContaining("holds no red bridge");
        assertThatThrownBy(() -> moving.play(LimitedMove.parse("1,1>4,4"))).hasMessageContaining("already taken");
        g = g.play(LimitedMove.parse("5,5>1,3"));
        assertThat(g.owner(new Crossing(5, 5))).isEmpty();
        assertThat(g.owner(new Crossing(1, 3))).contains(Side.RED);
        assertThat(g.movingPhaseMoves()).isEqualTo(1);
        assertThat(g.undo().owner(new Crossing(5, 5))).contains(Side.RED);
    }

    @Test
    void aChainWinsEvenByMoving() {
        // Red: 1,1 and 1,3 placed, 5,5 moved to 1,5 completes the top row.
        LimitedBridgesGame g = LimitedBridgesGame.start(3, Side.RED, 3);
        for (String m : List.of("1,1", "2,2", "1,3", "4,4", "5,5", "5,1")) {
            g = g.play(LimitedMove.parse(m));
        }
        g = g.play(LimitedMove.parse("5,5>1,5"));
        assertThat(g.winner()).contains(Side.RED);
        assertThat(g.ending()).contains(LimitedBridgesGame.Ending.RED_WINS);
        assertThat(g.winningChain()).containsExactly(new Crossing(1, 1), new Crossing(1, 3), new Crossing(1, 5));
        assertThat(g.undo().winningChain()).isEmpty();
        LimitedBridgesGame over = g;
        assertThatThrownBy(() -> over.play(LimitedMove.parse("1,1>3,3"))).hasMessageContaining("game is over");
    }

    @Test
    void threefoldRepetitionDraws() {
        LimitedBridgesGame g = LimitedBridgesGame.start(3, Side.RED, 1);
        g = g.play(LimitedMove.parse("1,1")).play(LimitedMove.parse("5,5"));
        String[] shuffle = {"1,1>1,3", "5,5>5,3", "1,3>1,1", "5,3>5,5"};
        int moves = 0;
        while (!g.isOver()) {
            g = g.play(LimitedMove.parse(shuffle[moves++ % 4]));
        }
        assertThat(g.ending()).contains(LimitedBridgesGame.Ending.DRAW_BY_REPETITION);
        assertThat(moves).isEqualTo(8);
        assertThat(g.occurrences()).isEqualTo(3);
    }

    @Test
    void moveCapDraws() {
        LimitedBridgesGame g = LimitedBridgesGame.start(4, Side.RED, 1, 3);
        g = g.play(LimitedMove.parse("1,1")).play(LimitedMove.parse("7,7"));
        g = g.play(LimitedMove.parse("1,1>2,2"))
                .play(LimitedMove.parse("7,7>6,6"))
                .play(LimitedMove.parse("2,2>3,3"));
        assertThat(g.ending()).contains(LimitedBridgesGame.Ending.DRAW_BY_MOVE_CAP);
    }

    @Property(tries = 40)
    void randomGamesStayLegal(
            @ForAll @IntRange(min = 1, max = 4) int n, @ForAll @IntRange(min = 1, max = 5) int k, @ForAll long seed) {
        Random random = new Random(seed);
        LimitedBridgesGame g = LimitedBridgesGame.start(n, Side.BLUE, k, 30);
        while (!g.isOver()) {
            List<LimitedMove> moves = g.legalMoves();
            assertThat(moves).isNotEmpty();
            g = g.play(moves.get(random.nextInt(moves.size())));
            assertThat(g.bridgesPlaced(Side.RED)).isLessThanOrEqualTo(k);
            assertThat(g.bridgesPlaced(Side.BLUE)).isLessThanOrEqualTo(k);
        }
    }

    @Test
    void computerTakesAWinAndBlocksAnImmediateLoss() {
        LimitedBridgesPlayer player = new LimitedBridgesPlayer(50, 3);
        // Red to move can win by moving 5,5 to 1,5 (top row).
        LimitedBridgesGame g = LimitedBridgesGame.start(3, Side.RED, 3);
        for (String m : List.of("1,1", "2,2", "1,3", "4,4", "5,5", "5,1")) {
            g = g.play(LimitedMove.parse(m));
        }
        LimitedBridgesPlayer.Choice c = player.choose(g);
        assertThat(g.play(c.move()).winner()).contains(Side.RED);
        // Blue to move instead (red threatens 1,5): blue must stop red's chain.
        LimitedBridgesGame b = LimitedBridgesGame.start(3, Side.BLUE, 3);
        for (String m : List.of("2,2", "1,1", "4,4", "1,3", "5,1", "5,5")) {
            b = b.play(LimitedMove.parse(m));
        }
        LimitedBridgesGame afterBlue = b.play(player.choose(b).move());
        for (LimitedMove reply : afterBlue.legalMoves()) {
            assertThat(afterBlue.play(reply).winner()).isNotEqualTo(Optional.of(Side.RED));
        }
    }

    /** The search budget is counted in nodes: the same position gets the same move, however loaded the machine. */
    @Test
    void theSameGameComesOutTheSame() {
        ThinkBudget budget = new ThinkBudget(200_000, 600_000);
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(limitedGame(seed, budget)).isEqualTo(limitedGame(seed, budget));
        }
    }

    private static List<LimitedMove> limitedGame(long seed, ThinkBudget budget) {
        Random random = new Random(seed);
        LimitedBridgesGame g = LimitedBridgesGame.start(3, Side.RED, 3);
        List<LimitedMove> moves = new ArrayList<>();
        LimitedBridgesPlayer player = new LimitedBridgesPlayer(budget, 6);
        while (!g.isOver() && moves.size() < 30) {
            LimitedMove m = g.toMove() == Side.RED
                    ? player.choose(g).move()
                    : g.legalMoves().get(random.nextInt(g.legalMoves().size()));
            moves.add(m);
            g = g.play(m);
        }
        return moves;
    }

    @Test
    void bigBudgetsAreOrdinaryBridgIt() {
        LimitedBridgesGame g = LimitedBridgesGame.start(2, Side.RED, 3);
        LimitedBridgesPlayer.Choice c = new LimitedBridgesPlayer(10, 2).choose(g);
        assertThat(c.move()).isEqualTo(LimitedMove.place(new Crossing(2, 2)));
        assertThat(c.reason()).contains("plain Bridg-It");
    }
}
