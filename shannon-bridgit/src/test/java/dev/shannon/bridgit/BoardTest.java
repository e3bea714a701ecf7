package dev.shannon.bridgit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.graph.Multigraph;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BoardTest {

    @Test
    void countsMatchTheFormulasForEverySize() {
        for (int n = Board.MIN_N; n <= Board.MAX_N; n++) {
            Board b = Board.of(n);
            assertThat(b.vertexCount()).isEqualTo(n * (n - 1) + 2);
            assertThat(b.crossingCount()).isEqualTo(n * n + (n - 1) * (n - 1));
            // One edge short of two spanning trees (docs/rules.md).
            assertThat(b.crossingCount()).isEqualTo(2 * (b.vertexCount() - 1) - 1);
        }
    }

    @Test
    void crossingsAreExactlyTheLatticePointsOfTheContract() {
        for (int n = 1; n <= 12; n++) {
            Board b = Board.of(n);
            int count = 0;
            for (int r = 0; r <= 2 * n; r++) {
                for (int c = 0; c <= 2 * n; c++) {
                    boolean expected = r >= 1 && c >= 1 && r <= 2 * n - 1 && c <= 2 * n - 1 && (r % 2) == (c % 2);
                    assertThat(b.isCrossing(r, c)).as("%d,%d on n=%d", r, c, n).isEqualTo(expected);
                    if (expected) {
                        Crossing x = new Crossing(r, c);
                        assertThat(b.crossing(b.index(x))).isEqualTo(x);
                        assertThat(b.index(x)).isEqualTo(count++);
                    }
                }
            }
            assertThat(count).isEqualTo(b.crossingCount());
        }
    }

    @Test
    void bridgesJoinAdjacentDotsOfTheirColourAcrossTheCrossing() {
        for (int n = 1; n <= 10; n++) {
            Board b = Board.of(n);
            for (Crossing x : b.crossings()) {
                Segment red = b.bridge(Side.RED, x);
                Segment blue = b.bridge(Side.BLUE, x);
                for (Segment s : new Segment[] {red, blue}) {
                    assertThat(s.from().side()).isEqualTo(s.side());
                    assertThat(s.to().side()).isEqualTo(s.side());
                    assertThat(s.from().r() + s.to().r()).isEqualTo(2 * x.r());
                    assertThat(s.from().c() + s.to().c()).isEqualTo(2 * x.c());
                }
                boolean redHorizontal = red.from().r() == red.to().r();
                boolean blueHorizontal = blue.from().r() == blue.to().r();
                assertThat(redHorizontal).isNotEqualTo(blueHorizontal);
                assertThat(redHorizontal).isEqualTo(x.r() % 2 == 1);
                int i = b.index(x);
                assertThat(b.edgeU(Side.RED, i)).isEqualTo(b.vertexOf(Side.RED, red.from()));
                assertThat(b.edgeV(Side.BLUE, i)).isEqualTo(b.vertexOf(Side.BLUE, blue.to()));
            }
        }
    }

    @Test
    void goalLinesAreMergedIntoSAndT() {
        Board b = Board.of(5);
        assertThat(b.vertexOf(Side.RED, new Dot(3, 0))).isEqualTo(Board.S);
        assertThat(b.vertexOf(Side.RED, new Dot(9, 10))).isEqualTo(Board.T);
        assertThat(b.vertexOf(Side.BLUE, new Dot(0, 7))).isEqualTo(Board.S);
        assertThat(b.vertexOf(Side.BLUE, new Dot(10, 1))).isEqualTo(Board.T);
        assertThat(b.dotsOf(Side.RED, Board.S)).hasSize(5).allMatch(d -> d.c() == 0);
        for (Side side : Side.values()) {
            Set<Integer> seen = new HashSet<>();
            for (int v = 2; v < b.vertexCount(); v++) {
                Dot d = b.dotsOf(side, v).get(0);
                assertThat(b.vertexOf(side, d)).isEqualTo(v);
                seen.add(v);
            }
            assertThat(seen).hasSize(b.vertexCount() - 2);
        }
    }

    /** Turning the board a quarter turn maps red's graph onto blue's: (r, c) -> (c, 2n - r). */
    @Test
    void blueGraphIsRedGraphTurnedAQuarter() {
        for (int n = 1; n <= 9; n++) {
            Board b = Board.of(n);
            for (Crossing x : b.crossings()) {
                Crossing turned = new Crossing(x.c(), 2 * n - x.r());
                Segment red = b.bridge(Side.RED, x);
                Segment blue = b.bridge(Side.BLUE, turned);
                Set<Dot> turnedEnds = Set.of(
                        new Dot(red.from().c(), 2 * n - red.from().r()),
                        new Dot(red.to().c(), 2 * n - red.to().r()));
                assertThat(Set.of(blue.from(), blue.to())).isEqualTo(turnedEnds);
            }
        }
    }

    @Test
    void rejectsSizesAndPointsOutsideTheContract() {
        assertThatThrownBy(() -> Board.of(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("out of range");
        assertThatThrownBy(() -> Board.of(Board.MAX_N + 1)).isInstanceOf(IllegalArgumentException.class);
        Board b = Board.of(3);
        assertThatThrownBy(() -> b.index(new Crossing(1, 2))).hasMessageContaining("not a crossing");
        assertThatThrownBy(() -> b.index(new Crossing(0, 0))).hasMessageContaining("not a crossing");
        assertThatThrownBy(() -> b.index(new Crossing(7, 1))).hasMessageContaining("off the board");
        assertThatThrownBy(() -> b.index(new Crossing(6, 6))).hasMessageContaining("not a crossing");
    }

    @Test
    void parsesCrossings() {
        assertThat(Crossing.parse("3,5")).isEqualTo(new Crossing(3, 5));
        assertThat(Crossing.parse(" 10 , 2 ")).isEqualTo(new Crossing(10, 2));
        for (String bad : new String[] {"3", "3,", ",3", "a,b", "3,4,5", "-1,2", "1;2", ""}) {
            assertThatThrownBy(() -> Crossing.parse(bad))
                    .as(bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("malformed move");
        }
    }

    @Test
    void theNamedGraphIsTheSideGraphWithDotNames() {
        for (int n = 1; n <= 6; n++) {
            Board board = Board.of(n);
            for (Side side : Side.values()) {
                Multigraph g = board.namedGraph(side);
                assertThat(g.edgeCount()).isEqualTo(board.crossingCount());
                assertThat(g.vertexCount()).isEqualTo(board.vertexCount());
                for (int x = 0; x < board.crossingCount(); x++) {
                    // The same edge, by name: the goal lines are s and t, every other end is its dot.
                    for (int[] ends :
                            new int[][] {{board.edgeU(side, x), g.edgeU(x)}, {board.edgeV(side, x), g.edgeV(x)}}) {
                        String expected = ends[0] == Board.S
                                ? "s"
                                : ends[0] == Board.T
                                        ? "t"
                                        : board.dotsOf(side, ends[0]).get(0).r() + ","
                                                + board.dotsOf(side, ends[0])
                                                        .get(0)
                                                        .c();
                        assertThat(g.name(ends[1])).isEqualTo(expected);
                    }
                }
            }
        }
    }
}
