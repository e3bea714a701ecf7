package dev.shannon.bridgit.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.ObviousMoves;
import dev.shannon.bridgit.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObviousMovesTest {
    /** On the empty 3×4 board Red needs 3 bridges; Red's shortest routes are its rows, Blue's its columns. */
    @Test
    void onTheEmptyBoardTheObviousMovesBuildAndBlock() {
        BridgitGame g = BridgitGame.start(3, Side.RED);
        ObviousMoves o = ObviousMoves.of(g);
        assertEquals(3, o.ownLength());
        assertEquals(3, o.theirLength());
        assertEquals(ObviousMoves.Kind.BUILD_AND_BLOCK, o.kind());
        assertTrue(o.size() > 0);
    }

    /** Once Red has a bridge on row 1, completing that row is shorter than any other route: its crossings are obvious. */
    @Test
    void aHalfBuiltRowMakesItsCrossingsObvious() {
        BridgitGame g = BridgitGame.of(
                3, Side.RED, List.of(new Crossing(1, 1), new Crossing(5, 5), new Crossing(1, 3), new Crossing(5, 3)));
        ObviousMoves o = ObviousMoves.of(g);
        assertEquals(1, o.ownLength());
        assertArrayEquals(new int[] {g.board().index(new Crossing(1, 5))}, o.crossings());
    }
}
