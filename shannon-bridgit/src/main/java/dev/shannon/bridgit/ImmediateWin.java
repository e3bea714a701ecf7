package dev.shannon.bridgit;

/**
 * Whether the side to move in a limited-bridges position can complete its chain with its next
 * move — answered without trying every move (in the moving phase there are bridges × free
 * crossings of them, 17,000 on the 30 × 31 board with 10 bridges each). A move adds one bridge
 * (and in the moving phase frees one), so a win at once needs a shortest route ({@link
 * ShortestRoute}) of one bridge; while placing, any crossing on such a route wins; while moving,
 * one of those crossings must be completed by a bridge that the chain does not need.
 */
final class ImmediateWin {
    private ImmediateWin() {}

    static boolean available(LimitedBridgesGame g) {
        if (g.isOver()) {
            return false;
        }
        Side side = g.toMove();
        Board board = g.board();
        byte[] owner = g.ownerArray();
        ShortestRoute route = ShortestRoute.of(board, owner, side);
        if (route.length() != 1) {
            return false; // 0 cannot happen in a game that is not over
        }
        if (g.isPlacing()) {
            return true;
        }
        byte mine = LimitedBridgesGame.code(side);
        byte[] trial = owner.clone();
        for (int to = 0; to < owner.length; to++) {
            if (!route.isOnRoute(to)) {
                continue;
            }
            trial[to] = mine;
            for (int from = 0; from < owner.length; from++) {
                if (owner[from] != mine) {
                    continue;
                }
                trial[from] = 0;
                boolean chain = BridgitGame.chainExists(board, trial, side);
                trial[from] = mine;
                if (chain) {
                    return true;
                }
            }
            trial[to] = 0;
        }
        return false;
    }
}
