package dev.shannon.bridgit;

import java.util.List;
import java.util.Random;

/** Random legal positions, for checks and tests. */
public final class RandomPositions {
    private RandomPositions() {}

    /** Up to {@code moves} uniformly random legal moves from the empty board (fewer if someone wins first). */
    public static BridgitGame play(int n, Side first, int moves, Random random) {
        BridgitGame g = BridgitGame.start(n, first);
        while (!g.isOver() && g.moveCount() < moves) {
            List<Crossing> free = g.freeCrossings();
            g = g.play(free.get(random.nextInt(free.size())));
        }
        return g;
    }
}
