package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.UnionFind;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class BridgitGameTest {

    @Test
    void playersAlternateFromTheFirstPlayer() {
        BridgitGame g = BridgitGame.parse(3, Side.BLUE, "1,1 2,2");
        assertThat(g.owner(new Crossing(1, 1))).contains(Side.BLUE);
        assertThat(g.owner(new Crossing(2, 2))).contains(Side.RED);
        assertThat(g.toMove()).isEqualTo(Side.BLUE);
        assertThat(g.undo().toMove()).isEqualTo(Side.RED);
        assertThat(g.undo().undo()).isEqualTo(BridgitGame.start(3, Side.BLUE));
    }

    @Test
    void oneByTwoIsWonByTheOnlyBridge() {
        BridgitGame g = BridgitGame.start(1).play(new Crossing(1, 1));
        assertThat(g.winner()).contains(Side.RED);
        assertThat(g.winningChain()).containsExactly(new Crossing(1, 1));
        BridgitGame b = BridgitGame.start(1, Side.BLUE).play(new Crossing(1, 1));
        assertThat(b.winner()).contains(Side.BLUE);
    }

    @Test
    void aRedRowWins() {
        // Red's top row on 3x4: (1,1) (1,3) (1,5); Blue answers far away.
        BridgitGame g = BridgitGame.parse(3, Side.RED, "1,1 5,5 1,3 4,4");
        assertThat(g.isOver()).isFalse();
        g = g.play(new Crossing(1, 5));
        assertThat(g.winner()).contains(Side.RED);
        assertThat(g.winningChain()).containsExactly(new Crossing(1, 1), new Crossing(1, 3), new Crossing(1, 5));
    }

    @Test
    void aBlueColumnWins() {
        BridgitGame g = BridgitGame.parse(2, Side.BLUE, "1,1 3,3 3,1");
        assertThat(g.winner()).contains(Side.BLUE);
    }

    @Test
    void rejectsIllegalMoves() {
        BridgitGame g = BridgitGame.parse(3, Side.RED, "1,1");
        assertThatThrownBy(() -> g.play(new Crossing(1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("already taken by red");
        assertThatThrownBy(() -> g.play(new Crossing(1, 2))).hasMessageContaining("not a crossing");
        assertThatThrownBy(() -> g.play(new Crossing(9, 9))).hasMessageContaining("off the board");
        BridgitGame won = BridgitGame.parse(1, Side.RED, "1,1");
        assertThatThrownBy(() -> won.play(new Crossing(1, 1))).hasMessageContaining("game is over");
        assertThatThrownBy(() -> BridgitGame.start(2).undo()).hasMessageContaining("no move");
        assertThatThrownBy(() -> BridgitGame.parse(2, Side.RED, "1,1 x")).hasMessageContaining("malformed");
    }

    /** Random play always ends with exactly one winner before the board runs out: no draws (Gale). */
    @Property(tries = 300)
    void randomGamesEndWithOneWinner(@ForAll @IntRange(min = 1, max = 9) int n, @ForAll long seed) {
        BridgitGame g =
                RandomPositions.play(n, seed % 2 == 0 ? Side.RED : Side.BLUE, Integer.MAX_VALUE, new Random(seed));
        assertThat(g.isOver()).isTrue();
        Side w = g.winner().orElseThrow();
        assertThat(g.moves().get(g.moveCount() - 1)).isIn(g.winningChain());
        assertThat(SideGraph.of(g, w).joined()).isTrue();
        assertThat(SideGraph.of(g, w.opponent()).joined()).isFalse();
        // The loser's goal lines are cut apart by the winner's chain: no free or own path remains.
        SideMinor loser = SideGraph.of(g, w.opponent()).minor();
        UnionFind uf = new UnionFind(loser.vertexCount());
        for (int i = 0; i < loser.edgeCount(); i++) {
            uf.union(loser.u()[i], loser.v()[i]);
        }
        assertThat(uf.connected(loser.s(), loser.t())).isFalse();
    }

    /** The incremental graphs (with undo) equal graphs rebuilt from scratch. */
    @Property(tries = 200)
    void sideGraphsFollowPlayAndUndo(@ForAll @IntRange(min = 1, max = 7) int n, @ForAll long seed) {
        Random random = new Random(seed);
        BridgitGame g = BridgitGame.start(n);
        SideGraph red = new SideGraph(g.board(), Side.RED);
        SideGraph blue = new SideGraph(g.board(), Side.BLUE);
        for (int step = 0; step < 60 && !g.isOver(); step++) {
            if (g.moveCount() > 0 && random.nextInt(4) == 0) {
                g = g.undo();
                red.undo();
                blue.undo();
            } else {
                List<Crossing> free = g.freeCrossings();
                Crossing x = free.get(random.nextInt(free.size()));
                int e = g.board().index(x);
                red.take(e, g.toMove() == Side.RED);
                blue.take(e, g.toMove() == Side.BLUE);
                g = g.play(x);
            }
            assertSameMinor(red.minor(), SideGraph.of(g, Side.RED).minor());
            assertSameMinor(blue.minor(), SideGraph.of(g, Side.BLUE).minor());
            assertThat(red.joined())
                    .isEqualTo(g.winner().filter(Side.RED::equals).isPresent());
            assertThat(blue.joined())
                    .isEqualTo(g.winner().filter(Side.BLUE::equals).isPresent());
        }
    }

    private static void assertSameMinor(SideMinor a, SideMinor b) {
        assertThat(a.vertexCount()).isEqualTo(b.vertexCount());
        assertThat(a.crossing()).isEqualTo(b.crossing());
        assertThat(a.u()).isEqualTo(b.u());
        assertThat(a.v()).isEqualTo(b.v());
        assertThat(a.vertexOf()).isEqualTo(b.vertexOf());
    }
}
