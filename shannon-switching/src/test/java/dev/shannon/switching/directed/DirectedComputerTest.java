package dev.shannon.switching.directed;

import dev.shannon.switching.Player;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.fixtures.RandomGames;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import static org.assertj.core.api.Assertions.assertThat;

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
                    assertThat(winsAgainstEverything(computer, start)).as("%s %s first, computer %s on %s", rule, first, winner, board.graph()).isTrue();
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
            DirectedGame game = new DirectedGame(new TerminalGraph(LabelledGraphs.of(k, code), 0, 1), DirectedRule.SHORT_ORIENTS);
            DirectedSearch search = new DirectedSearch(game, Long.MAX_VALUE);
            for (Player first : Player.values()) {
                DirectedPosition start = DirectedPosition.start(game, first);
                if (start.winner().isEmpty() && search.shortWins(start)) {
                    assertThat(new HeuristicProbe.Refutation(new DirectedComputer(game, Player.SHORT, 0)).survives(start))
                            .as("graph %d on %d vertices, %s first", code, k, first).isTrue();
                }
            }
        }
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
