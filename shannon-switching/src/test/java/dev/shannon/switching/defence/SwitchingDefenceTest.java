package dev.shannon.switching.defence;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class SwitchingDefenceTest {

    /** Immediate wins for either side, against brute force: try every free edge and look at the board. */
    @Property(tries = 400)
    void completionsAreExactlyTheImmediateWins(
            @ForAll @IntRange(min = 2, max = 9) int n,
            @ForAll @IntRange(min = 1, max = 24) int m,
            @ForAll @IntRange(min = 0, max = 20) int moves,
            @ForAll long seed) {
        Random random = new Random(seed);
        TerminalGraph game = RandomGames.game(n, m, random);
        Position p = randomPosition(game, moves, random);
        if (p.winner().isPresent()) {
            return;
        }
        SwitchingDefenceGame g = new SwitchingDefenceGame(p);
        for (Player side : Player.values()) {
            List<Integer> expected = new ArrayList<>();
            for (int e : p.freeEdges()) {
                if (p.withToMove(side).play(e).winner().equals(Optional.of(side))) {
                    expected.add(e);
                }
            }
            assertThat(g.completions(SwitchingDefenceGame.side(side)))
                    .containsExactly(
                            expected.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** A losing side never leaves a win on the board that one move could stop. */
    @Property(tries = 300)
    void theDefenderBlocksAnImmediateThreat(
            @ForAll @IntRange(min = 3, max = 9) int n,
            @ForAll @IntRange(min = 2, max = 24) int m,
            @ForAll @IntRange(min = 0, max = 20) int moves,
            @ForAll long seed) {
        Random random = new Random(seed);
        Position p = randomPosition(RandomGames.game(n, m, random), moves, random);
        if (p.winner().isPresent() || SwitchingSolver.lehman().verdict(p).winner() == p.toMove()) {
            return;
        }
        SwitchingDefenceGame g = new SwitchingDefenceGame(p);
        int[] threats = g.completions(1 - g.toMove());
        int move = new SwitchingComputer(p.toMove(), ThinkBudget.ofMillis(5), seed)
                .move(p)
                .edge();
        if (threats.length == 1) {
            assertThat(move).isEqualTo(threats[0]);
        }
        Position after = p.play(move);
        if (threats.length == 0 && after.winner().isEmpty()) {
            assertThat(new SwitchingDefenceGame(after)
                            .completions(SwitchingDefenceGame.side(p.toMove().opponent())))
                    .isEmpty();
        }
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        TerminalGraph grid = SwitchingArena.graph("grid-4x4", 0);
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(game(grid, seed)).isEqualTo(game(grid, seed));
        }
    }

    private static List<Integer> game(TerminalGraph g, long seed) {
        Position p = Position.start(g, Player.SHORT);
        // Work-counted budgets with a wall cap no loaded machine reaches: the result depends on the seed alone.
        ThinkBudget budget = new ThinkBudget(100_000, 600_000);
        SwitchingComputer shortPlayer = new SwitchingComputer(Player.SHORT, budget, seed);
        SwitchingComputer cutPlayer = new SwitchingComputer(Player.CUT, budget, seed, 0.3);
        List<Integer> moves = new ArrayList<>();
        while (p.winner().isEmpty()) {
            int e = (p.toMove() == Player.SHORT ? shortPlayer : cutPlayer)
                    .move(p)
                    .edge();
            moves.add(e);
            p = p.play(e);
        }
        return moves;
    }

    /** The arena starts every game lost for the defender, so against a relentless attacker it never wins. */
    @Test
    void theArenaStartsLostGames() {
        for (String family : List.of("grid-3x3", "wheel-6", "random-8-14")) {
            for (Player side : Player.values()) {
                if (!SwitchingArena.canLose(family, side)) {
                    continue;
                }
                for (long i = 0; i < 5; i++) {
                    Position p = SwitchingArena.lostStart(SwitchingArena.graph(family, i), side);
                    if (p != null) {
                        assertThat(SwitchingSolver.lehman().verdict(p).winner()).isEqualTo(side.opponent());
                        // never a start the attacker wins with its first move: the defender gets a game
                        if (p.toMove() != side) {
                            assertThat(new SwitchingDefenceGame(p).completions(SwitchingDefenceGame.side(p.toMove())))
                                    .isEmpty();
                        }
                    }
                }
                SwitchingArena.Match m =
                        SwitchingArena.play("relentless", "relentless", family, side, 3, 1, ThinkBudget.ofMillis(5));
                assertThat(m.defenderWins().wins()).isZero();
                assertThat(m.defenderMoves()).isPositive();
                assertThat(m.wonMoves())
                        .isZero(); // the relentless attacker never slips, so the defender never wins back
                assertThat(m.wonMoves() + m.forcedMoves() + m.hopelessMoves() + m.noSlipMoves())
                        .isBetween(0, m.defenderMoves());
            }
        }
    }

    @Test
    void noReplyLosesMeansEveryMoveLeavesOnlyWinningReplies() {
        // Against the definition on positions reached by random play, both answers occurring.
        Random random = new Random(3);
        boolean[] seen = new boolean[2];
        for (String family : List.of("grid-4x4", "wheel-8", "random-10-20")) {
            for (int game = 0; game < 20; game++) {
                Position p =
                        Position.start(SwitchingArena.graph(family, game), game % 2 == 0 ? Player.SHORT : Player.CUT);
                while (p.winner().isEmpty()) {
                    boolean expected = true;
                    for (int x : p.freeEdges()) {
                        Position q = p.play(x);
                        expected &= q.winner().isEmpty()
                                && SwitchingSolver.lehman().verdict(q).winningMoveCount() == q.freeEdges().length;
                    }
                    assertThat(SwitchingArena.noReplyLoses(p)).isEqualTo(expected);
                    seen[expected ? 1 : 0] = true;
                    int[] free = p.freeEdges();
                    p = p.play(free[random.nextInt(free.length)]);
                }
            }
        }
        assertThat(seen).containsExactly(true, true);
    }

    @Test
    void strengthsParseWithTheOldNames() {
        assertThat(Strength.parse("Perfect")).isEqualTo(Strength.RELENTLESS);
        assertThat(Strength.parse("erring")).isEqualTo(Strength.CASUAL);
        assertThat(Strength.parse("beginner").errorRate()).isEqualTo(0.4);
    }

    @Test
    void wilsonIntervals() {
        WinRate none = WinRate.of(0, 20);
        assertThat(none.low()).isZero();
        assertThat(none.high()).isBetween(0.16, 0.17);
        WinRate half = WinRate.of(10, 20);
        assertThat(half.low()).isBetween(0.29, 0.30);
        assertThat(half.high()).isBetween(0.70, 0.71);
        assertThat(WinRate.of(20, 20).high()).isEqualTo(1.0);
    }

    private static Position randomPosition(TerminalGraph game, int moves, Random random) {
        Position p = Position.start(game, random.nextBoolean() ? Player.SHORT : Player.CUT);
        for (int i = 0; i < moves && p.winner().isEmpty(); i++) {
            int[] free = p.freeEdges();
            p = p.play(free[random.nextInt(free.length)]);
        }
        return p;
    }
}
