package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The best resistance hint (docs/defence.md, "The best resistance hint") against brute force:
 * on small boards it is the first move in the documented order — the most plies the winner needs,
 * then the fewest winning answers — with every measure taken by plain minimax, and its reason
 * states exactly those numbers.
 */
class BestResistanceTest {
    private static final SwitchingSolver SOLVER = SwitchingSolver.lehman();
    private static final ThinkBudget BUDGET = ThinkBudget.defaultBudget();

    /** One move measured by brute force: plies the winner needs after it, and its winning answers. */
    private record Brute(Crossing move, int plies, int winningAnswers) {}

    @Test
    void theAuditsFirstPosition() {
        BridgitGame g = BridgitGame.parse(3, Side.RED, "1,3 3,5 2,4");
        BestResistance.Hint h = check(g);
        assertThat(h.crossing()).isEqualTo(new Crossing(1, 5));
        assertThat(h.pliesToWin()).hasValue(9);
        assertThat(h.best().winningAnswers()).isEqualTo(1);
        assertThat(h.reason())
                .contains("Red needs 9 more moves to win (5 of them its own bridges)")
                .contains("only 1 of Red's 9 possible answers wins (5,5)");
    }

    @Test
    void theAuditsSecondPosition() {
        BridgitGame g = BridgitGame.parse(4, Side.RED, "1,7 4,4 3,5 1,5 1,1");
        // 20 free crossings: the exact search does not fit the hint's budget, so the hint falls back
        // to the bridges Red still needs, then the winning answers; no move beats it on both.
        BestResistance.Hint h = BestResistance.of(g, SOLVER, BUDGET);
        assertThat(h.exact()).isFalse();
        assertThat(h.pliesToWin()).isEmpty();
        assertThat(h.weighed()).isEqualTo(h.free());
        // Winning answers by Lehman's criterion here (BridgitAnalyzerTest holds it against brute force).
        int wins = BridgitAnalyzer.analyze(g.play(h.crossing()), SOLVER).winningIndices().length;
        assertThat(h.best().winningAnswers()).isEqualTo(wins);
        for (Crossing x : g.freeCrossings()) {
            BridgitGame after = g.play(x);
            int k = ShortestRoute.of(after, Side.RED).length();
            int w = BridgitAnalyzer.analyze(after, SOLVER).winningIndices().length;
            assertThat(k >= h.best().bridgesNeeded()
                            && w <= wins
                            && (k > h.best().bridgesNeeded() || w < wins))
                    .as("%s beats the hint %s", x, h.crossing())
                    .isFalse();
        }
        assertThat(h.reason())
                .contains("Red still needs at least " + h.best().bridgesNeeded() + " more bridge")
                .contains(wins + " of Red's 19 possible answers");
    }

    /** Every lost position of the 2 × 3 board, and every position of the 3 × 4 board after Red's first move (all lost). */
    @Test
    void everyLostPositionOfTheSmallestBoardsAndEveryFirstMove() {
        int lost = 0;
        for (Side first : Side.values()) {
            lost += everyLostPosition(BridgitGame.start(2, first));
        }
        assertThat(lost).isPositive();
        BridgitGame empty = BridgitGame.start(3);
        for (Crossing a : empty.freeCrossings()) {
            BridgitGame one = empty.play(a);
            assertThat(lostForMover(one)).isTrue();
            check(one);
        }
    }

    private static int everyLostPosition(BridgitGame g) {
        if (g.isOver()) {
            return 0;
        }
        int lost = 0;
        if (lostForMover(g)) {
            check(g);
            lost++;
        }
        for (Crossing x : g.freeCrossings()) {
            lost += everyLostPosition(g.play(x));
        }
        return lost;
    }

    @Property(tries = 60)
    void randomLostPositionsOnTheSmallBoards(
            @ForAll @IntRange(min = 3, max = 4) int n,
            @ForAll @IntRange(min = 0, max = 6) int extra,
            @ForAll long seed) {
        int moves = n == 3 ? 1 + extra : 12 + extra;
        BridgitGame g = RandomPositions.play(n, seed % 2 == 0 ? Side.RED : Side.BLUE, moves, new Random(seed));
        if (!g.isOver() && lostForMover(g)) {
            check(g);
        }
    }

    private static boolean lostForMover(BridgitGame g) {
        return BridgitAnalyzer.analyze(g, SOLVER).winningMoves().isEmpty();
    }

    /** The hint is the first move of the documented order, measured by brute force, and says its numbers. */
    private static BestResistance.Hint check(BridgitGame g) {
        Side winner = g.toMove().opponent();
        BruteDepth depth = new BruteDepth(winner);
        BruteBridgit brute = new BruteBridgit();
        List<Brute> all = new ArrayList<>();
        for (Crossing x : g.freeCrossings()) {
            BridgitGame after = g.play(x);
            all.add(new Brute(x, depth.plies(after), brute.winningMoves(after).length));
        }
        all.sort(Comparator.comparingInt((Brute b) -> -b.plies()).thenComparingInt(Brute::winningAnswers));
        Brute top = all.get(0);
        BestResistance.Hint h = BestResistance.of(g, SOLVER, BUDGET);
        Brute mine = all.stream()
                .filter(b -> b.move().equals(h.crossing()))
                .findFirst()
                .orElseThrow();
        assertThat(h.exact()).as("searched exactly: %s", g).isTrue();
        assertThat(mine.plies()).as("plies after the hint in %s", g).isEqualTo(top.plies());
        assertThat(mine.winningAnswers())
                .as("winning answers after the hint in %s", g)
                .isEqualTo(top.winningAnswers());
        assertThat(h.pliesToWin()).hasValue(mine.plies());
        assertThat(h.best().winningAnswers()).isEqualTo(mine.winningAnswers());
        assertThat(h.answers()).isEqualTo(g.freeCrossings().size() - 1);
        // No move weighed beats it on both measures.
        for (Brute b : all) {
            assertThat(b.plies() >= mine.plies()
                            && b.winningAnswers() <= mine.winningAnswers()
                            && (b.plies() > mine.plies() || b.winningAnswers() < mine.winningAnswers()))
                    .as("%s dominates the hint %s in %s", b, h.crossing(), g)
                    .isFalse();
        }
        String w = winner == Side.RED ? "Red" : "Blue";
        assertThat(h.reason()).contains(w + " needs " + mine.plies() + " more move");
        assertThat(h.reason()).contains(h.answers() == 1 ? "only possible answer" : h.answers() + " possible answers");
        if (mine.winningAnswers() == h.answers()) {
            assertThat(h.reason()).containsAnyOf("every one of", "only possible answer");
        } else {
            assertThat(h.reason()).contains(mine.winningAnswers() + " of " + w + "'s " + h.answers());
        }
        boolean strictlyLongest = all.stream().filter(b -> b != mine).allMatch(b -> b.plies() < mine.plies());
        assertThat(h.reason().contains("more than after any other move")).isEqualTo(strictlyLongest);
        return h;
    }
}
