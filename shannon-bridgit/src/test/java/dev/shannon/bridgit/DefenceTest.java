package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class DefenceTest {
    private static final ThinkBudget SMALL = ThinkBudget.ofMillis(10);

    /** Red's top row one bridge short, Blue's bridges far away: Blue must take the last crossing of the row. */
    @Test
    void blocksTheLastCrossingOfALineForBothColours() {
        int lost = 0;
        for (int n = 3; n <= 8; n++) {
            for (Side attacker : Side.values()) {
                BridgitGame g = BridgitGame.start(n, attacker);
                int line = 1;
                for (int k = 1; k < 2 * n - 1; k += 2) {
                    g = g.play(attacker == Side.RED ? new Crossing(line, k) : new Crossing(k, line));
                    if (k + 2 < 2 * n - 1 || g.toMove() != attacker) {
                        // The defender's filler moves, in the far corner, out of the way of the line.
                        g = g.play(farFree(g));
                    }
                }
                if (g.toMove() == attacker) {
                    g = g.play(farFree(g));
                }
                Crossing last = attacker == Side.RED ? new Crossing(line, 2 * n - 1) : new Crossing(2 * n - 1, line);
                assertThat(g.isFree(last)).isTrue();
                assertThat(g.toMove()).isEqualTo(attacker.opponent());
                // Blocking is forced whoever wins in theory; a lost defender also says why.
                ComputerMove m = ComputerPlayer.relentless(SMALL, n).choose(g);
                assertThat(m.crossing())
                        .as("n = %d, %s attacking", n, attacker.id())
                        .isEqualTo(last);
                if (BridgitAnalyzer.analyze(g).winner() == attacker) {
                    lost++;
                    assertThat(m.reason())
                            .contains("blocks " + (attacker == Side.RED ? "Red" : "Blue") + "'s threat at " + last);
                }
            }
        }
        assertThat(lost).isGreaterThan(4);
    }

    private static Crossing farFree(BridgitGame g) {
        List<Crossing> free = new ArrayList<>(g.freeCrossings());
        free.sort((a, b) -> Integer.compare(b.r() + b.c(), a.r() + a.c()));
        return free.get(0);
    }

    /**
     * On random lost positions: an opponent's single immediate win is always blocked, and if some
     * move leaves the opponent no double threat (a move that makes two winning threats at once),
     * the defender's move leaves none either — both checked by trying every move on the board.
     */
    @Property(tries = 250)
    void neverLeavesAWinInOneOrTwoThatAMoveCouldStop(
            @ForAll @IntRange(min = 2, max = 6) int n,
            @ForAll @IntRange(min = 2, max = 40) int moves,
            @ForAll long seed) {
        BridgitGame g = RandomPositions.play(n, Side.RED, moves, new Random(seed));
        if (g.isOver() || BridgitAnalyzer.analyze(g).winner() == g.toMove()) {
            return;
        }
        Side them = g.toMove().opponent();
        Crossing chosen = ComputerPlayer.relentless(ThinkBudget.ofMillis(200), seed)
                .choose(g)
                .crossing();
        List<Crossing> single = immediateWins(g, them);
        if (single.size() == 1) {
            assertThat(chosen).isEqualTo(single.get(0));
            return;
        }
        if (!single.isEmpty()) {
            return;
        }
        boolean someMoveStopsDoubleThreats =
                g.freeCrossings().stream().anyMatch(x -> !hasDoubleThreat(g.play(x), them));
        if (someMoveStopsDoubleThreats) {
            assertThat(hasDoubleThreat(g.play(chosen), them))
                    .as("%s after %s", g, chosen)
                    .isFalse();
        }
    }

    /**
     * On random lost positions: if some move leaves the opponent no win forced by threats within
     * three of its moves, the defender's move leaves none either. The forced wins are found by
     * brute force ({@link #winsByThreats}: every move tried at every step, each checked by playing
     * every crossing), not by the defender's own search, which tries only Lehman's winning moves.
     */
    @Property(tries = 120)
    void neverLeavesAWinByThreatsInThreeThatAMoveCouldStop(
            @ForAll @IntRange(min = 3, max = 5) int n,
            @ForAll @IntRange(min = 2, max = 24) int moves,
            @ForAll long seed) {
        BridgitGame g = RandomPositions.play(n, Side.RED, moves, new Random(seed));
        if (g.isOver()
                || BridgitAnalyzer.analyze(g).winner() == g.toMove()
                || !immediateWins(g, g.toMove().opponent()).isEmpty()) {
            return;
        }
        Side them = g.toMove().opponent();
        boolean someMoveStops = g.freeCrossings().stream().anyMatch(x -> !winsByThreats(g.play(x), them, 3));
        if (someMoveStops) {
            Crossing chosen = ComputerPlayer.relentless(new ThinkBudget(2_000_000, 600_000), seed)
                    .choose(g)
                    .crossing();
            assertThat(winsByThreats(g.play(chosen), them, 3))
                    .as("%s after %s", g, chosen)
                    .isFalse();
        }
    }

    /** The same in the endgame (at most 40 free crossings), where the defender follows ladders of up to five moves. */
    @Property(tries = 40)
    void neverLeavesALadderOfFiveThatAMoveCouldStop(
            @ForAll @IntRange(min = 14, max = 30) int moves, @ForAll long seed) {
        BridgitGame g = RandomPositions.play(5, Side.RED, moves, new Random(seed));
        if (g.isOver()
                || BridgitAnalyzer.analyze(g).winner() == g.toMove()
                || !immediateWins(g, g.toMove().opponent()).isEmpty()) {
            return;
        }
        Side them = g.toMove().opponent();
        if (g.freeCrossings().stream().anyMatch(x -> !winsByThreats(g.play(x), them, 5))) {
            Crossing chosen = ComputerPlayer.relentless(new ThinkBudget(2_000_000, 600_000), seed)
                    .choose(g)
                    .crossing();
            assertThat(winsByThreats(g.play(chosen), them, 5))
                    .as("%s after %s", g, chosen)
                    .isFalse();
        }
    }

    /** The game that showed the threat search's blind spot: Blue at 7,7 let Red block Blue's threat with a double threat. */
    @Test
    void seesADoubleThreatThatBlocksItsOwnThreat() {
        BridgitGame g = BridgitGame.parse(5, Side.RED, "9,9 1,9 5,1 9,7 5,3 3,9 5,5");
        assertThat(winsByThreats(g.play(new Crossing(7, 7)), Side.RED, 3)).isTrue();
        for (long seed = 0; seed < 4; seed++) {
            Crossing chosen = ComputerPlayer.relentless(ThinkBudget.ofMillis(50), seed)
                    .choose(g)
                    .crossing();
            assertThat(winsByThreats(g.play(chosen), Side.RED, 3))
                    .as("seed %d: %s", seed, chosen)
                    .isFalse();
        }
    }

    /**
     * With {@code side} to move: can it win within {@code k} of its moves by threats alone — a move
     * that wins, or that leaves it two immediate wins while the other side has none, or (k ≥ 3) one
     * immediate win, the other side having none, so that the block is forced, after which it wins
     * within k − 1 again?
     */
    private static boolean winsByThreats(BridgitGame g, Side side, int k) {
        if (g.isOver() || g.toMove() != side) {
            return false;
        }
        for (Crossing x : g.freeCrossings()) {
            BridgitGame after = g.play(x);
            if (after.isOver()) {
                return true;
            }
            if (k < 2 || !immediateWins(after, side.opponent()).isEmpty()) {
                continue;
            }
            List<Crossing> threats = immediateWins(after, side);
            if (threats.size() >= 2) {
                return true;
            }
            if (threats.size() == 1 && k >= 3 && winsByThreats(after.play(threats.get(0)), side, k - 1)) {
                return true;
            }
        }
        return false;
    }

    /** The crossings with which {@code side} would complete its chain at once, found by playing each. */
    private static List<Crossing> immediateWins(BridgitGame g, Side side) {
        List<Crossing> out = new ArrayList<>();
        byte[] owner = g.ownerArray().clone();
        for (Crossing x : g.freeCrossings()) {
            int e = g.board().index(x);
            owner[e] = (byte) (side == Side.RED ? 1 : 2);
            if (BridgitGame.chainExists(g.board(), owner, side)) {
                out.add(x);
            }
            owner[e] = 0;
        }
        return out;
    }

    /** With {@code side} to move in {@code g}: can it win at once, or move so as to threaten two immediate wins? */
    private static boolean hasDoubleThreat(BridgitGame g, Side side) {
        if (g.isOver()) {
            return false;
        }
        if (!immediateWins(g, side).isEmpty()) {
            return true;
        }
        for (Crossing x : g.freeCrossings()) {
            BridgitGame after = g.play(x);
            if (after.isOver()
                    || immediateWins(after, side).size() >= 2
                            && immediateWins(after, side.opponent()).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(game(6, seed)).isEqualTo(game(6, seed));
        }
        assertThat(List.of(game(6, 1), game(6, 2), game(6, 3))).doesNotHaveDuplicates();
    }

    private static List<Crossing> game(int n, long seed) {
        // A work-counted budget with a wall cap no loaded machine reaches: the game depends on the seed alone.
        ThinkBudget budget = new ThinkBudget(150_000, 600_000);
        ComputerPlayer attacker = Arena.player("erring-0.2", seed, budget);
        ComputerPlayer defender = ComputerPlayer.relentless(budget, seed);
        return SelfPlay.play(n, Side.RED, attacker, defender).moves();
    }

    /** The think budget bounds a move generously: a tenth of a second asked, well under five seconds taken, on 10×11. */
    @Test
    void theBudgetBoundsAMove() {
        BridgitGame g = BridgitGame.parse(10, Side.RED, "10,10");
        for (long ms : new long[] {0, 100}) {
            long start = System.nanoTime();
            ComputerMove m =
                    ComputerPlayer.relentless(ThinkBudget.ofMillis(ms), 1).choose(g);
            assertThat((System.nanoTime() - start) / 1e6).isLessThan(5000);
            assertThat(g.isFree(m.crossing())).isTrue();
        }
    }

    /** The straight-line attacker of the issue, and its re-routing, never beats the relentless defence. */
    @Test
    void theStraightLineNeverWins() {
        for (int n = 5; n <= 10; n++) {
            for (Side defender : Side.values()) {
                Arena.Match m =
                        Arena.play("relentless", "straight", n, defender, n <= 7 ? 3 : 2, 1, ThinkBudget.ofMillis(20));
                assertThat(m.defenderWins().wins())
                        .as("%dx%d, %s defending", n, n + 1, defender.id())
                        .isEqualTo(m.defenderWins().games());
            }
        }
    }

    /** The arena's random opening keeps the attacker's win and is the same for every defender of a seed. */
    @Test
    void randomOpeningsKeepTheAttackersWin() {
        for (int n = 2; n <= 7; n++) {
            for (Side first : Side.values()) {
                BridgitGame start = BridgitGame.start(n, first);
                for (long seed = 0; seed < 5; seed++) {
                    Crossing x = Arena.opening(start, new Random(seed));
                    assertThat(Arena.opening(start, new Random(seed))).isEqualTo(x);
                    BridgitGame after = start.play(x);
                    assertThat(
                                    after.isOver()
                                            ? after.winner().orElseThrow()
                                            : BridgitAnalyzer.analyze(after).winner())
                            .isEqualTo(first);
                }
            }
        }
        Arena.Match a = Arena.play("legacy", "erring-0.2", 4, Side.BLUE, 6, 3, ThinkBudget.ofMillis(5), true);
        Arena.Match b = Arena.play("legacy", "erring-0.2", 4, Side.BLUE, 6, 3, ThinkBudget.ofMillis(5), true);
        assertThat(a.outcomes()).hasSize(6).isEqualTo(b.outcomes());
    }

    /** The example of the issue: Red's straight top row no longer beats the computer. */
    @Test
    void theTopRowIsBlocked() {
        BridgitGame g = BridgitGame.start(5);
        ComputerPlayer blue = ComputerPlayer.perfect();
        for (String x : new String[] {"1,1", "1,3", "1,5", "1,7", "1,9"}) {
            Crossing c = Crossing.parse(x);
            if (g.isOver() || !g.isFree(c)) {
                break;
            }
            g = g.play(c);
            if (!g.isOver()) {
                g = g.play(blue.choose(g).crossing());
            }
        }
        assertThat(g.winner()).isNotEqualTo(Optional.of(Side.RED));
    }

    /** The winning side never loses a won game: over a thousand games, the relentless player moving first. */
    @Test
    void theWinnerNeverLosesAWonGame() {
        SelfPlay.Summary s = SelfPlay.run(1, 6, 42, Double.NaN, 7, ThinkBudget.ofMillis(1));
        assertThat(s.games()).isGreaterThanOrEqualTo(1000);
        assertThat(s.firstPlayerLosses()).isZero();
    }
}
