package dev.shannon.switching.directed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.GameType;
import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

class DirectedSearchTest {

    private static DirectedGame game(TerminalGraph board, DirectedRule rule) {
        return new DirectedGame(board, rule);
    }

    /** The pruned, tabled search against plain minimax by the rules, both rules, both first players, on tiny multigraphs. */
    @Property(tries = 400)
    void searchEqualsPlainMinimax(@ForAll("tiny") TerminalGraph board) {
        for (DirectedRule rule : DirectedRule.values()) {
            DirectedGame g = game(board, rule);
            DirectedSearch search = new DirectedSearch(g, Long.MAX_VALUE);
            for (Player first : Player.values()) {
                DirectedPosition start = DirectedPosition.start(g, first);
                boolean expected = PlainDirectedMinimax.shortWins(start);
                assertThat(search.shortWins(start))
                        .as("%s %s first on %s", rule, first, board.graph())
                        .isEqualTo(expected);
                // Every listed winning move wins by the rules, and every other legal move does not.
                DirectedVerdict v = search.verdict(start);
                if (start.winner().isEmpty()) {
                    for (DirectedMove move : start.legalMoves()) {
                        boolean wins = PlainDirectedMinimax.shortWins(start.play(move)) == (first == Player.SHORT);
                        assertThat(v.winningMoves().contains(move))
                                .as("%s %s", rule, move)
                                .isEqualTo(wins);
                    }
                }
            }
        }
    }

    /**
     * Mid-game positions (a few random claims and deletions already made) on boards of up to 6
     * vertices and 10 edges, against minimax by the rules with a table of exact positions: the
     * search's keys (the sets Short's arcs reach, dead edges merged) and Lehman's bound must not
     * change a single verdict.
     */
    @Property(tries = 300)
    void searchEqualsTabledMinimaxInMidGame(@ForAll("smallGames") TerminalGraph board, @ForAll("seeds") long seed) {
        for (DirectedRule rule : DirectedRule.values()) {
            DirectedGame g = game(board, rule);
            Random random = new Random(seed);
            DirectedPosition p = DirectedPosition.start(g, random.nextBoolean() ? Player.SHORT : Player.CUT);
            int plies = random.nextInt(5);
            for (int i = 0; i < plies && p.winner().isEmpty(); i++) {
                List<DirectedMove> moves = p.legalMoves();
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
            boolean expected = PlainDirectedMinimax.tabled().wins(p);
            Statistics.collect(rule, expected ? "short" : "cut");
            assertThat(new DirectedSearch(g, Long.MAX_VALUE).shortWins(p))
                    .as("%s %s", rule, board.graph())
                    .isEqualTo(expected);
        }
    }

    /** Hamidoune–Las Vergnas on random multigraphs with loops and parallel edges: Short orienting changes nothing. */
    @Property(tries = 1500)
    void shortOrientsHasTheUndirectedOutcome(@ForAll("small") TerminalGraph board) {
        DirectedAnalysis directed = new DirectedSearch(game(board, DirectedRule.SHORT_ORIENTS), 5_000_000).analyze();
        GameType undirected = LehmanSolver.analyze(board).type();
        Statistics.collect(undirected);
        assertThat(directed.type()).as("%s", board.graph()).isEqualTo(undirected);
    }

    /** Fixed arcs can only help Cut: a Short win there is a Short win undirected; no second-player-only game appears. */
    @Property(tries = 1500)
    void fixedArcsNeverHelpShort(@ForAll("small") TerminalGraph board) {
        DirectedAnalysis fixed = new DirectedSearch(game(board, DirectedRule.FIXED), 5_000_000).analyze();
        var undirected = LehmanSolver.analyze(board);
        Statistics.collect(undirected.type() + " -> " + fixed.type());
        if (fixed.shortFirst().winner() == Player.SHORT) {
            assertThat(undirected.shortFirst().winner()).isEqualTo(Player.SHORT);
        }
        if (fixed.cutFirst().winner() == Player.SHORT) {
            assertThat(undirected.cutFirst().winner()).isEqualTo(Player.SHORT);
        }
    }

    /** The K4 positions docs/directed.md uses against three candidate invariants for Short. */
    @Test
    void theKFourPositionsThatRefuteTheInvariants() {
        // Edges of K4 in LabelledGraphs order: 0 st, 1 sa, 2 sb, 3 ta, 4 tb, 5 ab (s = 0, t = 1, a = 2, b = 3).
        DirectedGame k4 = game(new TerminalGraph(LabelledGraphs.of(4, 63), 0, 1), DirectedRule.SHORT_ORIENTS);
        DirectedSearch search = new DirectedSearch(k4, Long.MAX_VALUE);
        assertThat(search.analyze().type()).isEqualTo(GameType.SHORT);
        DirectedPosition start = DirectedPosition.start(k4, Player.CUT);
        // Cut st, Short a → t, Cut sa: Short still wins (s → b, then b → t or b → a).
        assertThat(search.shortWins(start.play(new DirectedMove(0, true))
                        .play(new DirectedMove(3, false))
                        .play(new DirectedMove(1, true))))
                .isTrue();
        // Cut sa, Short t → a, Cut st: Short has lost.
        assertThat(search.shortWins(start.play(new DirectedMove(1, true))
                        .play(new DirectedMove(3, true))
                        .play(new DirectedMove(0, true))))
                .isFalse();
        // Cut st, Short a → b, Cut sa: Short has lost.
        assertThat(search.shortWins(start.play(new DirectedMove(0, true))
                        .play(new DirectedMove(5, true))
                        .play(new DirectedMove(1, true))))
                .isFalse();
    }

    @Test
    void aSingleArcPointingTheWrongWayIsACutWin() {
        Multigraph g = Multigraph.ofIndices(2, new int[] {1}, new int[] {0});
        DirectedAnalysis a = new DirectedSearch(game(new TerminalGraph(g, 0, 1), DirectedRule.FIXED), 100).analyze();
        assertThat(a.type()).isEqualTo(GameType.CUT);
        DirectedAnalysis orients =
                new DirectedSearch(game(new TerminalGraph(g, 0, 1), DirectedRule.SHORT_ORIENTS), 100).analyze();
        assertThat(orients.type()).isEqualTo(GameType.FIRST);
        assertThat(orients.shortFirst().winningMoves()).containsExactly(new DirectedMove(0, false));
    }

    @Test
    void theSearchGivesUpPastItsLimit() {
        TerminalGraph board = RandomGames.game(7, 18, new Random(3));
        assertThatThrownBy(() -> new DirectedSearch(game(board, DirectedRule.SHORT_ORIENTS), 5).analyze())
                .isInstanceOf(DirectedSearch.LimitExceededException.class);
    }

    @Test
    void positionsRefuseIllegalMoves() {
        Multigraph g = Multigraph.ofIndices(3, new int[] {0, 2}, new int[] {2, 1});
        DirectedPosition p = DirectedPosition.start(game(new TerminalGraph(g, 0, 1), DirectedRule.FIXED), Player.SHORT);
        assertThatThrownBy(() -> p.play(new DirectedMove(0, false))).hasMessageContaining("fixed arc");
        DirectedPosition q = p.play(new DirectedMove(0, true));
        assertThatThrownBy(() -> q.play(new DirectedMove(0, true))).hasMessageContaining("already claimed");
        assertThat(q.play(new DirectedMove(1, true)).winner())
                .contains(Player.CUT); // Cut deleted 2->1, the only way on
        List<DirectedMove> moves = q.legalMoves();
        assertThat(moves).containsExactly(new DirectedMove(1, true));
    }

    @Provide
    Arbitrary<TerminalGraph> smallGames() {
        return RandomGames.games(6, 10);
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs();
    }

    @Provide
    Arbitrary<TerminalGraph> tiny() {
        return RandomGames.games(4, 6);
    }

    @Provide
    Arbitrary<TerminalGraph> small() {
        return RandomGames.games(6, 11);
    }
}
