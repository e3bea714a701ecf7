package dev.shannon.bridgit;

import java.util.HashMap;
import java.util.Map;

/**
 * The exact number of plies (moves of both sides) the winner of a Bridg-It position still needs
 * to complete its chain when it hurries and the loser holds out as long as it can: the winner
 * minimises, the loser maximises — a chess table base's "distance to mate". Used by the best
 * resistance hint (docs/defence.md, "The best resistance hint").
 *
 * <p>Iterative deepening on the question "does the winner win within d plies?", by a plain
 * AND–OR search over every free crossing, with a transposition table of proven bounds per
 * position. Two cuts, both sound: a side that still needs k bridges needs at least k of its own
 * moves (so with fewer left the answer is no); and when it has exactly k moves left, each of them
 * must shorten its shortest route, so only crossings on a shortest route are tried. Work is
 * counted in nodes; a search that exceeds its allowance stops with {@link OutOfTime} and the
 * caller falls back to bounds it can prove cheaply.
 */
final class DepthToWin {
    private final Board board;
    private final Side winner;
    private final byte mine;
    private final byte theirs;
    private final long maxNodes;
    /** Per position (winner to move): the largest d proven too few (low 16 bits) and the smallest proven enough. */
    private final Map<Key, Integer> table = new HashMap<>();

    private long nodes;

    private record Key(long low, long high, long blueLow, long blueHigh) {}

    /** The largest board searched: the table's key holds 128 crossings. */
    static final int MAX_CROSSINGS = 128;

    DepthToWin(Board board, Side winner, long maxNodes) {
        if (board.crossingCount() > MAX_CROSSINGS) {
            throw new IllegalArgumentException("boards above " + MAX_CROSSINGS + " crossings are not searched exactly");
        }
        this.board = board;
        this.winner = winner;
        this.mine = (byte) (winner == Side.RED ? 1 : 2);
        this.theirs = (byte) (3 - mine);
        this.maxNodes = maxNodes;
    }

    /** Nodes searched so far (over every call on this object: the table is shared). */
    long nodes() {
        return nodes;
    }

    /**
     * The plies the winner needs from {@code owner} (0 free, 1 red, 2 blue per crossing; left as it
     * was), the winner to move and not yet joined; the position must be won for it.
     *
     * @throws OutOfTime when the node allowance is spent
     */
    int plies(byte[] owner) {
        int k = ShortestRoute.length(board, owner, winner);
        if (k == 0 || k >= ShortestRoute.UNREACHABLE) {
            throw new IllegalArgumentException("the winner is already joined, or cut off");
        }
        for (int d = 2 * k - 1; ; d += 2) {
            if (wins(owner, d)) {
                return d;
            }
            if (d > owner.length) {
                throw new IllegalArgumentException("the position is not won for " + winner.id());
            }
        }
    }

    /** The winner to move: can it complete its chain within {@code d} plies (d odd)? */
    private boolean wins(byte[] owner, int d) {
        if (++nodes > maxNodes) {
            throw new OutOfTime();
        }
        int movesLeft = (d + 1) / 2;
        int k = ShortestRoute.length(board, owner, winner);
        if (k > movesLeft) {
            return false;
        }
        if (k == 1) {
            return true;
        }
        Key key = key(owner);
        int bounds = table.getOrDefault(key, 0xFFFF0000);
        if (d <= (bounds & 0xFFFF)) {
            return false;
        }
        if (d >= bounds >>> 16) {
            return true;
        }
        boolean tight = k == movesLeft;
        ShortestRoute route = ShortestRoute.of(board, owner, winner);
        boolean found = false;
        // Crossings on a shortest route first: when it is tight they are the only candidates.
        for (int pass = 0; pass < 2 && !found; pass++) {
            for (int x = 0; x < owner.length && !found; x++) {
                if (owner[x] != 0 || route.isOnRoute(x) != (pass == 0)) {
                    continue;
                }
                owner[x] = mine;
                found = holdsEverywhere(owner, d - 1);
                owner[x] = 0;
            }
            if (tight) {
                break;
            }
        }
        int fail = bounds & 0xFFFF;
        int win = bounds >>> 16;
        table.put(key, found ? (Math.min(win, d) << 16) | fail : (win << 16) | Math.max(fail, d));
        return found;
    }

    /** The loser to move with {@code d} plies left (d even): does the winner win within d − 1 after every answer? */
    private boolean holdsEverywhere(byte[] owner, int d) {
        ShortestRoute route = ShortestRoute.of(board, owner, winner);
        // Blocks first: an answer on the winner's shortest route is the likeliest refutation.
        for (int pass = 0; pass < 2; pass++) {
            for (int y = 0; y < owner.length; y++) {
                if (owner[y] != 0 || route.isOnRoute(y) != (pass == 0)) {
                    continue;
                }
                owner[y] = theirs;
                boolean wins = wins(owner, d - 1);
                owner[y] = 0;
                if (!wins) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Key key(byte[] owner) {
        long[] bits = new long[4];
        for (int e = 0; e < owner.length; e++) {
            if (owner[e] != 0) {
                int word = (owner[e] == 1 ? 0 : 2) + (e >>> 6);
                bits[word] |= 1L << (e & 63);
            }
        }
        return new Key(bits[0], bits[1], bits[2], bits[3]);
    }
}
