package dev.shannon.switching.defence;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class SwitchingComputerTest {

    /** The computer wins every game the theory says it wins, against a random opponent and against itself. */
    @Property(tries = 400)
    void perfectPlayerWinsWhatItShouldWin(
            @ForAll("games") TerminalGraph game,
            @ForAll("sides") Player first,
            @ForAll long seed,
            @ForAll boolean selfPlay) {
        Position start = Position.start(game, first);
        Analysis a = SwitchingSolver.lehman().solve(start);
        Player expected = a.verdict(first).winner();
        Random random = new Random(seed);
        SwitchingComputer winner = new SwitchingComputer(expected);
        SwitchingComputer loser = new SwitchingComputer(expected.opponent());
        Position p = start;
        while (p.winner().isEmpty()) {
            int edge;
            if (p.toMove() == expected) {
                edge = winner.move(p).edge();
            } else if (selfPlay) {
                edge = loser.move(p).edge();
            } else {
                int[] free = p.freeEdges();
                edge = free[random.nextInt(free.length)];
            }
            p = p.play(edge);
        }
        assertThat(p.winner()).contains(expected);
    }

    @org.junit.jupiter.api.Test
    void shortAnswersDeletionsByTreeExchangeWithoutResolving() {
        // Two triangles on {s, a, t}: two disjoint spanning trees, a Short game.
        TerminalGraph game = TerminalGraph.from(
                EdgeListFormat.read("k3x2", "s a\na t\ns t\ns a\na t\ns t\nterminals s t\n"), null, null);
        SwitchingComputer shortPlayer = new SwitchingComputer(Player.SHORT);
        Position p = Position.start(game, Player.SHORT);
        SwitchingComputer.Move first = shortPlayer.move(p);
        assertThat(first.why()).startsWith("winning claim");
        p = p.play(first.edge());
        int deletion = p.freeEdges()[0];
        p = p.play(deletion);
        if (p.winner().isEmpty()) {
            SwitchingComputer.Move answer = shortPlayer.move(p);
            assertThat(answer.why()).startsWith("tree ");
            assertThat(p.play(answer.edge()).winner()).contains(Player.SHORT);
        }
    }

    /** The defender on the same big grid keeps to its think budget (generously bounded: the wall cap is 3x + 100 ms). */
    @org.junit.jupiter.api.Test
    void losingSideOnABigGraphKeepsToItsBudget() {
        TerminalGraph grid = SwitchingArena.graph("grid-20x20", 0);
        Position p = Position.start(grid, Player.SHORT);
        long start = System.nanoTime();
        SwitchingComputer.Move m = new SwitchingComputer(Player.SHORT, ThinkBudget.ofMillis(50), 1).move(p);
        assertThat((System.nanoTime() - start) / 1e6).isLessThan(5000);
        assertThat(p.isFree(m.edge())).isTrue();
        assertThat(m.reason()).isNotBlank();
    }

    @Provide
    Arbitrary<TerminalGraph> games() {
        return Combinators.combine(
                        Arbitraries.integers().between(2, 9),
                        Arbitraries.integers().between(1, 24),
                        Arbitraries.longs())
                .as((n, m, seed) -> RandomGames.game(n, m, new Random(seed)));
    }

    @Provide
    Arbitrary<Player> sides() {
        return Arbitraries.of(Player.class);
    }

    /** On a big graph a losing side still answers quickly, with a move on a shortest s–t route. */
    @org.junit.jupiter.api.Test
    void losingSideOnABigGraphWeighsShortestRoutesOnly() {
        // A 20×20 grid of vertices (760 edges), s and t at opposite corners: a Cut game (a grid
        // is too sparse for two spanning trees on any set holding both corners).
        Multigraph.Builder b = Multigraph.builder();
        for (int r = 0; r < 20; r++) {
            for (int c = 0; c < 20; c++) {
                if (c + 1 < 20) {
                    b.addEdge(r + "," + c, r + "," + (c + 1));
                }
                if (r + 1 < 20) {
                    b.addEdge(r + "," + c, (r + 1) + "," + c);
                }
            }
        }
        TerminalGraph grid = TerminalGraph.of(b.build(), "0,0", "19,19");
        Position p = Position.start(grid, Player.SHORT);
        assertThat(SwitchingSolver.lehman().verdict(p).winner()).isEqualTo(Player.CUT);
        SwitchingComputer.Move m = SwitchingComputer.legacy(Player.SHORT).move(p);
        assertThat(m.why()).contains("shortest s–t routes");
        assertThat(SwitchingComputer.shortestRouteEdges(p))
                .contains(m.edge())
                .hasSizeLessThanOrEqualTo(SwitchingComputer.MAX_CANDIDATES);
    }

    /**
     * The bounded legacy player a server runs: the plain legacy player up to 60 free edges; above,
     * a losing side weighs only the 24 edges nearest a shortest route, and its move leaves the
     * opponent exactly the winning replies it says.
     */
    @org.junit.jupiter.api.Test
    void boundedLegacyIsThePlainOneOnSmallGraphsAndWeighsEdgesNearARouteOnBigOnes() {
        for (String family : new String[] {"grid-4x4", "grid-5x5", "grid-7x7"}) {
            Position p = Position.start(SwitchingArena.graph(family, 0), Player.SHORT);
            assertThat(SwitchingSolver.lehman().verdict(p).winner()).isEqualTo(Player.CUT);
            SwitchingComputer.Move bounded =
                    SwitchingComputer.boundedLegacy(Player.SHORT).move(p);
            if (p.freeEdges().length <= 60) {
                assertThat(bounded)
                        .isEqualTo(SwitchingComputer.legacy(Player.SHORT).move(p));
            } else {
                int replies =
                        SwitchingSolver.lehman().verdict(p.play(bounded.edge())).winningMoveCount();
                assertThat(bounded.why())
                        .contains("nearest a shortest s–t route")
                        .endsWith("(" + replies + ")");
            }
        }
    }

    /**
     * The legacy player's reason counts the opponent's winning replies after its move exactly (by
     * Lehman's analysis) and in the right number: "1 winning reply", "0 winning replies", "3 …".
     */
    @org.junit.jupiter.api.Test
    void aDefensiveReasonCountsTheRepliesInTheRightNumber() {
        java.util.regex.Pattern said =
                java.util.regex.Pattern.compile("leaves the opponent (\\d+) winning (reply|replies)$");
        Random random = new Random(11);
        int singular = 0;
        int checked = 0;
        for (int trial = 0; trial < 400; trial++) {
            TerminalGraph game = RandomGames.game(3 + random.nextInt(5), 4 + random.nextInt(9), random);
            Position p = Position.start(game, random.nextBoolean() ? Player.SHORT : Player.CUT);
            for (int k = random.nextInt(3); k > 0 && p.winner().isEmpty() && p.freeEdges().length > 1; k--) {
                p = p.play(p.freeEdges()[random.nextInt(p.freeEdges().length)]);
            }
            if (p.winner().isPresent() || SwitchingSolver.lehman().verdict(p).winner() == p.toMove()) {
                continue;
            }
            SwitchingComputer.Move m = SwitchingComputer.legacy(p.toMove()).move(p);
            java.util.regex.Matcher found = said.matcher(m.why());
            if (!found.find()) {
                continue;
            }
            int count = Integer.parseInt(found.group(1));
            Position after = p.play(m.edge());
            int replies = after.winner().isPresent()
                    ? 0
                    : SwitchingSolver.lehman().verdict(after).winningMoveCount();
            assertThat(count).as(m.why()).isEqualTo(replies);
            assertThat(found.group(2)).as(m.why()).isEqualTo(count == 1 ? "reply" : "replies");
            singular += count == 1 ? 1 : 0;
            checked++;
        }
        assertThat(checked).isGreaterThan(50);
        assertThat(singular).isPositive();
    }
}
