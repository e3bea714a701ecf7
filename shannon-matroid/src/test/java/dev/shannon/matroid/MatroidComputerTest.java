package dev.shannon.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.Player;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The computer wins every game its side wins, against random and against perfect opponents. */
class MatroidComputerTest {
    @Property(tries = 300)
    void winsWhateverTheOpponentDoes(
            @ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 2, max = 11) int cols,
            @ForAll boolean ternary,
            @ForAll boolean computerIsShort,
            @ForAll boolean computerFirst,
            @ForAll boolean perfectOpponent,
            @ForAll long seed) {
        Random rnd = new Random(seed);
        MatroidGame game = MatroidGame.of(RandomMatroids.matrix(rnd, ternary ? 3 : 2, rows, cols), rnd.nextInt(cols));
        Player computer = computerIsShort ? Player.SHORT : Player.CUT;
        Player toMove = computerFirst ? computer : computer.opponent();
        Player expected = EdmondsSolver.analyze(game, false).verdict(toMove).winner();
        MatroidComputer player = new MatroidComputer(computer);
        MatroidComputer opponent = new MatroidComputer(computer.opponent());
        MatroidGame p = game;
        int computerMoves = 0;
        while (!p.shortHasWon() && !p.cutHasWon()) {
            int x;
            if (toMove == computer) {
                MatroidComputer.Move move = player.move(p);
                x = move.element();
                if (expected == computer && computerMoves++ > 0) {
                    // A winning side solves once and then only exchanges.
                    assertThat(move.byExchange()).as(move.reason()).isTrue();
                }
            } else if (perfectOpponent) {
                x = opponent.move(p).element();
            } else {
                int[] free = Bits.toArray(p.playable());
                x = free[rnd.nextInt(free.length)];
            }
            assertThat(p.isPlayable(x)).isTrue();
            p = toMove == Player.SHORT ? p.claim(x) : p.delete(x);
            toMove = toMove.opponent();
        }
        Player winner = p.shortHasWon() ? Player.SHORT : Player.CUT;
        if (expected == computer) {
            assertThat(winner).isEqualTo(computer);
        }
        if (perfectOpponent) {
            assertThat(winner).isEqualTo(expected);
        }
    }
}
