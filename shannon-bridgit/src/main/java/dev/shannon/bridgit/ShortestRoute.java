package dev.shannon.bridgit;

import java.util.Arrays;

/**
 * How many more bridges a side needs to join its goal lines, ignoring the opponent's replies:
 * a 0–1 breadth-first search over the side's dots where its own bridges cost 0, free crossings
 * cost 1 and the opponent's crossings are impassable. Also which free crossings lie on some
 * shortest route. Owners are read from an array: 0 free, 1 red, 2 blue.
 */
final class ShortestRoute {
    static final int UNREACHABLE = Integer.MAX_VALUE / 4;

    private final int length;
    private final boolean[] onRoute;

    private ShortestRoute(int length, boolean[] onRoute) {
        this.length = length;
        this.onRoute = onRoute;
    }

    static ShortestRoute of(BridgitGame game, Side side) {
        return of(game.board(), game.ownerArray(), side);
    }

    static ShortestRoute of(Board board, byte[] owner, Side side) {
        int[] fromS = distances(board, owner, side, Board.S);
        int[] fromT = distances(board, owner, side, Board.T);
        int length = fromS[Board.T];
        boolean[] on = new boolean[board.crossingCount()];
        if (length < UNREACHABLE) {
            for (int e = 0; e < on.length; e++) {
                int a = board.edgeU(side, e);
                int b = board.edgeV(side, e);
                on[e] = owner[e] == 0 && (fromS[a] + 1 + fromT[b] == length || fromS[b] + 1 + fromT[a] == length);
            }
        }
        return new ShortestRoute(length, on);
    }

    /** Only the number of bridges {@code side} still needs (or {@link #UNREACHABLE}). */
    static int length(Board board, byte[] owner, Side side) {
        return distances(board, owner, side, Board.S)[Board.T];
    }

    /** Bridges still needed, or {@link #UNREACHABLE} when the opponent has cut every route. */
    int length() {
        return length;
    }

    boolean isOnRoute(int crossing) {
        return onRoute[crossing];
    }

    private static int[] distances(Board board, byte[] owner, Side side, int source) {
        int vertices = board.vertexCount();
        int[] eu = board.endpointsU(side);
        int[] ev = board.endpointsV(side);
        byte mine = (byte) (side == Side.RED ? 1 : 2);
        int[] dist = new int[vertices];
        Arrays.fill(dist, UNREACHABLE);
        dist[source] = 0;
        // Bellman–Ford style relaxation over the edge list; the graphs are small and sparse, and
        // rounds stop as soon as nothing changes (at most the route length plus one rounds).
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int e = 0; e < eu.length; e++) {
                if (owner[e] != 0 && owner[e] != mine) {
                    continue;
                }
                int cost = owner[e] == mine ? 0 : 1;
                int a = eu[e];
                int b = ev[e];
                if (dist[a] + cost < dist[b]) {
                    dist[b] = dist[a] + cost;
                    changed = true;
                }
                if (dist[b] + cost < dist[a]) {
                    dist[a] = dist[b] + cost;
                    changed = true;
                }
            }
        }
        return dist;
    }
}
