package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.UnionFind;
import dev.shannon.switching.defence.ThinkBudget;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class ComputerPlayerTest {

    @Test
    void perfectOpensInTheCentre() {
        for (int n = 1; n <= 7; n++) {
            assertThat(ComputerPlayer.perfect().choose(BridgitGame.start(n)).crossing())
                    .isEqualTo(new Crossing(n, n));
        }
    }

    @Property(tries = 150)
    void perfectPlaysAWinningMoveWheneverOneExists(
            @ForAll @IntRange(min = 2, max = 6) int n,
            @ForAll @IntRange(min = 0, max = 30) int moves,
            @ForAll long seed) {
        BridgitGame g = RandomPositions.play(n, Side.RED, moves, new Random(seed));
        if (g.isOver()) {
            return;
        }
        BridgitAnalysis a = BridgitAnalyzer.analyze(g);
        ComputerMove m = ComputerPlayer.perfect().choose(g);
        assertThat(g.isFree(m.crossing())).isTrue();
        assertThat(a.isWinning(m.crossing())).isEqualTo(a.winner() == g.toMove());
        assertThat(m.reason()).isNotBlank();
    }

    @Property(tries = 100)
    void everyLevelPlaysLegalMoves(@ForAll @IntRange(min = 1, max = 6) int n, @ForAll long seed) {
        Random random = new Random(seed);
        for (ComputerPlayer.Level level : ComputerPlayer.Level.values()) {
            ComputerPlayer red = ComputerPlayer.of(level, 0.5, random);
            ComputerPlayer blue = ComputerPlayer.of(ComputerPlayer.Level.RANDOM, 0, random);
            BridgitGame end = SelfPlay.play(n, Side.RED, red, blue);
            assertThat(end.isOver()).isTrue();
        }
    }

    @Test
    void erringWithRateZeroIsPerfectAndRateOneIsRandom() {
        BridgitGame g = BridgitGame.parse(5, Side.RED, "5,5 4,4");
        ComputerMove perfect = ComputerPlayer.perfect().choose(g);
        assertThat(ComputerPlayer.of(ComputerPlayer.Level.CASUAL, 0, new Random(1))
                        .choose(g))
                .isEqualTo(perfect);
        Set<Crossing> seen = new HashSet<>();
        ComputerPlayer slipper = ComputerPlayer.of(ComputerPlayer.Level.CASUAL, 1, new Random(1));
        for (int i = 0; i < 50; i++) {
            ComputerMove m = slipper.choose(g);
            assertThat(m.reason()).contains("slip");
            seen.add(m.crossing());
        }
        assertThat(seen.size()).isGreaterThan(5);
        assertThatThrownBy(() -> ComputerPlayer.of(ComputerPlayer.Level.CASUAL, 1.5, new Random(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void greedyCompletesAnOpenRoute() {
        // Red needs only 1,5 to finish the top row; greedy must see that route.
        BridgitGame g = BridgitGame.parse(3, Side.RED, "1,1 5,5 1,3 4,4");
        assertThat(ComputerPlayer.of(ComputerPlayer.Level.GREEDY, 0, new Random(3))
                        .choose(g)
                        .crossing())
                .isEqualTo(new Crossing(1, 5));
    }

    @Test
    void levelsParse() {
        assertThat(ComputerPlayer.Level.parse("Greedy")).isEqualTo(ComputerPlayer.Level.GREEDY);
        assertThatThrownBy(() -> ComputerPlayer.Level.parse("expert")).hasMessageContaining("unknown level");
    }

    /** The trees of every winning crossing are a genuine Lehman certificate, checked on the board. */
    @Property(tries = 120)
    void winningTreesSpanTheirDots(
            @ForAll @IntRange(min = 1, max = 6) int n,
            @ForAll @IntRange(min = 0, max = 20) int moves,
            @ForAll long seed) {
        BridgitGame g = RandomPositions.play(n, Side.RED, moves, new Random(seed));
        BridgitAnalysis a = BridgitAnalyzer.analyze(g);
        for (Crossing move : a.winningMoves()) {
            WinningTrees t = a.trees(move).orElseThrow();
            assertThat(t.side()).isEqualTo(g.toMove());
            assertThat(t.tree1()).doesNotContain(move);
            assertThat(t.tree1().stream().filter(t.tree2()::contains)).isEmpty();
            assertThat(t.tree2()).doesNotContain(move);
            for (Crossing x : t.tree1()) {
                assertThat(g.isFree(x)).isTrue();
            }
            assertSpans(g, t, t.tree1());
            assertSpans(g, t, t.tree2());
        }
        if (!g.isOver()) {
            for (Crossing x : g.freeCrossings()) {
                assertThat(a.trees(x).isPresent()).isEqualTo(a.isWinning(x));
            }
        }
    }

    /** Own bridges + the move + one tree join every dot of S into one piece that holds both goal lines. */
    private static void assertSpans(BridgitGame g, WinningTrees t, List<Crossing> tree) {
        Board b = g.board();
        Side side = t.side();
        UnionFind uf = new UnionFind(b.vertexCount());
        for (int e = 0; e < b.crossingCount(); e++) {
            if (g.ownerIndex(e) == side) {
                uf.union(b.edgeU(side, e), b.edgeV(side, e));
            }
        }
        for (Crossing x : tree) {
            int e = b.index(x);
            assertThat(uf.union(b.edgeU(side, e), b.edgeV(side, e)))
                    .as("tree edge %s closes no cycle", x)
                    .isTrue();
        }
        int e = b.index(t.move());
        uf.union(b.edgeU(side, e), b.edgeV(side, e));
        int root = uf.find(Board.S);
        assertThat(uf.find(Board.T)).isEqualTo(root);
        for (Dot d : t.dots()) {
            assertThat(uf.find(b.vertexOf(side, d))).isEqualTo(root);
        }
    }

    /**
     * The bounded legacy player a server runs is the plain legacy player up to 181 crossings; above,
     * a losing side takes one of the opponent's winning crossings (where a defence has to start),
     * and says that it weighed only those nearest the last move.
     */
    @Test
    void boundedLegacyIsThePlainOneOnSmallBoardsAndWeighsNearbyThreatsOnBigOnes() {
        Random random = new Random(5);
        for (int n = 2; n <= 11; n++) {
            BridgitGame g = RandomPositions.play(n, Side.RED, 1, random);
            assertThat(BridgitAnalyzer.analyze(g).winner()).isEqualTo(Side.RED);
            ComputerMove bounded = ComputerPlayer.bounded(
                            ComputerPlayer.Level.LEGACY, Double.NaN, random, ThinkBudget.ofMillis(10))
                    .choose(g);
            if (g.board().crossingCount() <= 181) {
                assertThat(bounded)
                        .isEqualTo(ComputerPlayer.of(ComputerPlayer.Level.LEGACY, Double.NaN, random)
                                .choose(g));
            } else {
                assertThat(BridgitAnalyzer.winningCrossings(SideGraph.of(g, Side.RED)))
                        .contains(g.board().index(bounded.crossing()));
                assertThat(bounded.why()).contains("winning crossings nearest the last move");
            }
        }
    }
}
