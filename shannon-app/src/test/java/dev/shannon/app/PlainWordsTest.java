package dev.shannon.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ComputerMove;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedBridgesPlayer;
import dev.shannon.bridgit.LimitedMove;
import dev.shannon.bridgit.Side;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.generate.NamedGraphs;
import dev.shannon.matroid.Bits;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.MatroidComputer;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.NamedMatroids;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.defence.Strength;
import dev.shannon.switching.defence.SwitchingComputer;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The computer's reasons in their default form are written for players (issue 30, "plain
 * words"); the theory and the search's terms go to the {@code why} beside them. Reasons are
 * generated from whole games of every level of both games (Bridg-It, its limited-bridges
 * variant, the switching game from either side) and of the matroid game, the computer facing a random player so that
 * every kind of position comes up, and each default reason is checked against the banned terms.
 *
 * <p>The banned terms, and why each is jargon to a player: the issue's own examples of
 * researcher's words ("routes long", a signed score such as "+1.1", "counting every route");
 * the graph theory behind the solver, which the page explains only under "why" ("minor",
 * "contract", "pebble", "matroid", "spanning tree", "edge-disjoint", "vertex set", "terminal",
 * "certificate", "criterion", "theorem", "Lehman"); the defence's evaluation ("resistance",
 * "resistor", "current", "score", "evaluation", "depth", "alpha-beta", "probability", any decimal
 * number); "best play" and "s–t route", game-theory and graph-theory shorthand for "plays
 * perfectly" and "from s to t"; and the matroid game's linear algebra ("span", "circuit",
 * "basis", "dual", the pair "A = {…}").
 */
class PlainWordsTest {
    static final List<String> BANNED = List.of(
            "routes long",
            "counting every route",
            "minor",
            "contract",
            "pebble",
            "matroid",
            "spanning tree",
            "edge-disjoint",
            "vertex set",
            "terminal",
            "certificate",
            "criterion",
            "theorem",
            "lehman",
            "resistance",
            "resistor",
            "current",
            "score",
            "evaluation",
            "depth",
            "alpha-beta",
            "probability",
            "best play",
            "s–t route",
            "span",
            "circuit",
            "basis",
            "dual",
            "a = ");

    /** A decimal number ("+1.1", "0.05"): a score or a rate, not a player's words. */
    static final Pattern NUMBER = Pattern.compile("\\d\\.\\d");

    private static final ThinkBudget QUICK = ThinkBudget.ofMillis(4);

    @Test
    void everyDefaultReasonIsInAPlayersWords() {
        List<String[]> reasons = new ArrayList<>();
        Random random = new Random(30);
        for (ComputerPlayer.Level level : ComputerPlayer.Level.values()) {
            for (int game = 0; game < 6; game++) {
                bridgitGame(level, 3 + game % 4, random, reasons);
            }
        }
        for (int game = 0; game < 4; game++) {
            limitedGame(random, reasons);
        }
        List<Multigraph> graphs =
                List.of(NamedGraphs.wheel(5), NamedGraphs.grid(3, 3), NamedGraphs.complete(5), NamedGraphs.petersen());
        for (Multigraph graph : graphs) {
            TerminalGraph g = TerminalGraph.of(graph, graph.name(0), graph.name(graph.vertexCount() - 1));
            for (Player side : Player.values()) {
                for (Strength strength : Strength.values()) {
                    switchingGame(g, SwitchingComputer.of(side, strength, QUICK, random.nextLong()), random, reasons);
                }
                switchingGame(g, SwitchingComputer.legacy(side), random, reasons);
                switchingGame(g, SwitchingComputer.boundedLegacy(side), random, reasons);
            }
        }
        for (String name : NamedMatroids.names()) {
            Matroid m = NamedMatroids.byName(name);
            for (Player side : Player.values()) {
                for (int target = 0; target < Math.min(3, m.size()); target++) {
                    matroidGame(MatroidGame.of(m, target), new MatroidComputer(side), random, reasons);
                }
            }
        }
        assertThat(reasons).hasSizeGreaterThan(300);
        for (String[] r : reasons) {
            String plain = r[0].toLowerCase(Locale.ROOT);
            assertThat(plain).as("a reason").isNotBlank();
            assertThat(r[1]).as("the why of: %s", r[0]).isNotBlank();
            for (String term : BANNED) {
                assertThat(plain).as("reason (why: %s)", r[1]).doesNotContain(term);
            }
            assertThat(NUMBER.matcher(plain).find()).as(r[0]).isFalse();
        }
        // The technical form is kept: somewhere the theory is named.
        assertThat(reasons).anyMatch(r -> r[1].contains("edge-disjoint") || r[1].contains("Lehman"));
    }

    /** A game of {@code level} against random moves, the computer playing the side that moves second half the time. */
    private static void bridgitGame(ComputerPlayer.Level level, int n, Random random, List<String[]> reasons) {
        Side computer = random.nextBoolean() ? Side.RED : Side.BLUE;
        ComputerPlayer player = ComputerPlayer.of(level, Double.NaN, random, QUICK);
        BridgitGame g = BridgitGame.start(n);
        while (!g.isOver()) {
            if (g.toMove() == computer) {
                ComputerMove m = player.choose(g);
                reasons.add(new String[] {m.reason(), m.why()});
                g = g.play(m.crossing());
            } else {
                g = g.play(
                        g.freeCrossings().get(random.nextInt(g.freeCrossings().size())));
            }
        }
    }

    private static void limitedGame(Random random, List<String[]> reasons) {
        LimitedBridgesGame g = LimitedBridgesGame.start(3, Side.RED, 3, 12);
        LimitedBridgesPlayer player = new LimitedBridgesPlayer(ThinkBudget.ofMillis(5), 3);
        while (!g.isOver()) {
            if (g.toMove() == Side.BLUE) {
                LimitedBridgesPlayer.Choice c = player.choose(g);
                reasons.add(new String[] {c.reason(), c.why()});
                g = g.play(c.move());
            } else {
                List<LimitedMove> legal = g.legalMoves();
                g = g.play(legal.get(random.nextInt(legal.size())));
            }
        }
    }

    private static void matroidGame(MatroidGame game, MatroidComputer computer, Random random, List<String[]> reasons) {
        MatroidGame p = game;
        Player toMove = random.nextBoolean() ? Player.SHORT : Player.CUT;
        while (!p.shortHasWon() && !p.cutHasWon() && !Bits.isEmpty(p.playable())) {
            int x;
            if (toMove == computer.side()) {
                MatroidComputer.Move m = computer.move(p);
                reasons.add(new String[] {m.reason(), m.why()});
                x = m.element();
            } else {
                int[] free = Bits.toArray(p.playable());
                x = free[random.nextInt(free.length)];
            }
            p = toMove == Player.SHORT ? p.claim(x) : p.delete(x);
            toMove = toMove.opponent();
        }
    }

    private static void switchingGame(
            TerminalGraph game, SwitchingComputer computer, Random random, List<String[]> reasons) {
        Position p = Position.start(game, random.nextBoolean() ? Player.SHORT : Player.CUT);
        while (p.winner().isEmpty()) {
            if (p.toMove() == computer.side()) {
                SwitchingComputer.Move m = computer.move(p);
                reasons.add(new String[] {m.reason(), m.why()});
                p = p.play(m.edge());
            } else {
                int[] free = p.freeEdges();
                p = p.play(free[random.nextInt(free.length)]);
            }
        }
    }
}
