package dev.shannon.switching.directed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.generate.NamedGraphs;
import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** The computer against every line of play of its opponent: it wins every game it can win. */
class DirectedComputerTest {

    @Property(tries = 300)
    void theComputerWinsEveryWinnableGameAgainstEveryReply(@ForAll("small") TerminalGraph board) {
        for (DirectedRule rule : DirectedRule.values()) {
            DirectedGame game = new DirectedGame(board, rule);
            for (Player first : Player.values()) {
                DirectedPosition start = DirectedPosition.start(game, first);
                boolean shortWins = PlainDirectedMinimax.shortWins(start);
                Player winner = shortWins ? Player.SHORT : Player.CUT;
                Statistics.collect(rule, winner);
                if (start.winner().isEmpty()) {
                    DirectedComputer computer = new DirectedComputer(game, winner, 1_000_000);
                    assertThat(winsAgainstEverything(computer, start))
                            .as("%s %s first, computer %s on %s", rule, first, winner, board.graph())
                            .isTrue();
                }
            }
        }
    }

    /** With no search at all (budget 0), Short's fallback rule still wins every Short-win start on up to 5 vertices. */
    @Test
    void theSearchFreeRuleWinsEveryWinnableStartOnFiveVertices() {
        for (int k = 2; k <= 5; k++) {
            searchFreeRuleHolds(k);
        }
    }

    /** The same on all 32,768 labelled graphs on 6 vertices (27,287 starts; minutes). Run with -Dshannon.directed6=true. */
    @Test
    @EnabledIfSystemProperty(named = "shannon.directed6", matches = "true")
    void theSearchFreeRuleWinsEveryWinnableStartOnSixVertices() {
        searchFreeRuleHolds(6);
    }

    private static void searchFreeRuleHolds(int k) {
        for (long code = 0; code < 1L << (k * (k - 1) / 2); code++) {
            DirectedGame game =
                    new DirectedGame(new TerminalGraph(LabelledGraphs.of(k, code), 0, 1), DirectedRule.SHORT_ORIENTS);
            DirectedSearch search = new DirectedSearch(game, Long.MAX_VALUE);
            for (Player first : Player.values()) {
                DirectedPosition start = DirectedPosition.start(game, first);
                if (start.winner().isEmpty() && search.shortWins(start)) {
                    assertThat(new Refutation(new DirectedComputer(game, Player.SHORT, 0)).survives(start))
                            .as("graph %d on %d vertices, %s first", code, k, first)
                            .isTrue();
                }
            }
        }
    }

    /**
     * A search that runs out is not the end of searching: once the board has shrunk by two rounds
     * the computer tries again with a fresh budget, and late in the game it is exact.
     */
    @Test
    void theComputerSearchesAgainOnceTheBoardHasShrunk() {
        Multigraph grid = NamedGraphs.grid(3, 4); // doubled, so that Short wins and the game lasts
        int m = grid.edgeCount();
        int[] u = new int[2 * m];
        int[] v = new int[2 * m];
        for (int e = 0; e < 2 * m; e++) {
            u[e] = grid.edgeU(e / 2);
            v[e] = grid.edgeV(e / 2);
        }
        DirectedGame game =
                new DirectedGame(new TerminalGraph(Multigraph.ofIndices(12, u, v), 0, 11), DirectedRule.SHORT_ORIENTS);
        DirectedComputer computer = new DirectedComputer(game, Player.SHORT, 1000);
        DirectedComputer cut = new DirectedComputer(game, Player.CUT, 0); // search-free, but it defends
        DirectedPosition p = DirectedPosition.start(game, Player.SHORT);
        List<String> reasons = new ArrayList<>();
        while (p.winner().isEmpty()) {
            if (p.toMove() == Player.SHORT) {
                DirectedComputer.Choice c = computer.move(p);
                reasons.add(c.reason());
                p = p.play(c.move());
            } else {
                p = p.play(cut.move(p).move());
            }
        }
        assertThat(reasons.get(0)).startsWith("too large to search");
        assertThat(reasons).anyMatch(r -> r.startsWith("exact search"));
        assertThat(p.winner()).contains(Player.SHORT);
    }

    /** Whether the computer wins from p whatever its opponent plays (every reply tried). */
    static boolean winsAgainstEverything(DirectedComputer computer, DirectedPosition p) {
        if (p.winner().isPresent()) {
            return p.winner().get() == computer.side();
        }
        if (p.toMove() == computer.side()) {
            return winsAgainstEverything(computer, p.play(computer.move(p).move()));
        }
        for (DirectedMove reply : p.legalMoves()) {
            if (!winsAgainstEverything(computer, p.play(reply))) {
                return false;
            }
        }
        return true;
    }

    @Provide
    Arbitrary<TerminalGraph> small() {
        return RandomGames.games(5, 7);
    }
}
