package dev.shannon.bridgit;

import java.util.Random;

/**
 * An attacker model for measuring defences: it walks one row (Red) or one column (Blue) of its
 * own bridges straight across the board, crossing by crossing from its first goal line; once the
 * opponent has taken a crossing of that line it re-routes, each move taking the crossing of a
 * shortest route (fewest bridges still needed) nearest its previous bridge. The line is chosen
 * at random (seeded) at its first move. It is how a new player tries to beat the computer.
 */
final class StraightLineAttacker implements ComputerPlayer {
    private final Random random;
    private int line = -1;

    StraightLineAttacker(Random random) {
        this.random = random;
    }

    @Override
    public Level level() {
        return Level.GREEDY;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        game.requireUndecided();
        Board board = game.board();
        Side me = game.toMove();
        int n = board.n();
        if (line < 0) {
            line = 2 * random.nextInt(n) + 1;
        }
        boolean blocked = false;
        int next = -1;
        for (int k = 1; k <= 2 * n - 1; k += 2) {
            int e = board.index(me == Side.RED ? new Crossing(line, k) : new Crossing(k, line));
            Side owner = game.ownerIndex(e);
            if (owner == me.opponent()) {
                blocked = true;
            } else if (owner == null && next < 0) {
                next = e;
            }
        }
        if (!blocked && next >= 0) {
            return new ComputerMove(
                    board.crossing(next),
                    "walks its line straight across",
                    "the straight attacker model: the next crossing of its row or column");
        }
        ShortestRoute route = ShortestRoute.of(game, me);
        Crossing last = lastOwn(game, me);
        int best = -1;
        for (int e = 0; e < board.crossingCount(); e++) {
            if (route.isOnRoute(e)
                    && (best < 0 || distance(board.crossing(e), last) < distance(board.crossing(best), last))) {
                best = e;
            }
        }
        if (best < 0) {
            return new RandomPlayer(random).choose(game);
        }
        return new ComputerMove(
                board.crossing(best),
                "blocked: goes round on its shortest way to the goal",
                "blocked: the shortest route's crossing nearest its last bridge");
    }

    private static Crossing lastOwn(BridgitGame game, Side me) {
        int[] moves = game.moveIndices();
        for (int i = moves.length - 1; i >= 0; i--) {
            if (game.ownerIndex(moves[i]) == me) {
                return game.board().crossing(moves[i]);
            }
        }
        return game.board().centre();
    }

    private static int distance(Crossing a, Crossing b) {
        int dr = a.r() - b.r();
        int dc = a.c() - b.c();
        return dr * dr + dc * dc;
    }
}
