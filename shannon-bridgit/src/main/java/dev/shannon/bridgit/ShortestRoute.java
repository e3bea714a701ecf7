package dev.shannon.bridgit;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * How many more bridges a side needs to join its goal lines, ignoring the opponent's replies:
 * a 0–1 breadth-first search over the side's dots where its own bridges cost 0, free crossings
 * cost 1 and the opponent's crossings are impassable. Also which free crossings lie on some
 * shortest route.
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
        Board board = game.board();
        int[] fromS = distances(game, side, Board.S);
        int[] fromT = distances(game, side, Board.T);
        int length = fromS[Board.T];
        boolean[] on = new boolean[board.crossingCount()];
        if (length < UNREACHABLE) {
            for (int e = 0; e < on.length; e++) {
                int a = board.edgeU(side, e);
                int b = board.edgeV(side, e);
                on[e] = game.isFreeIndex(e)
                        && (fromS[a] + 1 + fromT[b] == length || fromS[b] + 1 + fromT[a] == length);
            }
        }
        return new ShortestRoute(length, on);
    }

    /** Bridges still needed, or {@link #UNREACHABLE} when the opponent has cut every route. */
    int length() {
        return length;
    }

    boolean isOnRoute(int crossing) {
        return onRoute[crossing];
    }

    private static int[] distances(BridgitGame game, Side side, int source) {
        Board board = game.board();
        int vertices = board.vertexCount();
        // Incidence lists of the side's graph, built per call: boards are small.
        int[][] incident = new int[vertices][];
        int[] degree = new int[vertices];
        for (int e = 0; e < board.crossingCount(); e++) {
            degree[board.edgeU(side, e)]++;
            degree[board.edgeV(side, e)]++;
        }
        for (int v = 0; v < vertices; v++) {
            incident[v] = new int[degree[v]];
        }
        Arrays.fill(degree, 0);
        for (int e = 0; e < board.crossingCount(); e++) {
            int a = board.edgeU(side, e);
            int b = board.edgeV(side, e);
            incident[a][degree[a]++] = e;
            incident[b][degree[b]++] = e;
        }
        int[] dist = new int[vertices];
        Arrays.fill(dist, UNREACHABLE);
        dist[source] = 0;
        ArrayDeque<Integer> deque = new ArrayDeque<>();
        deque.add(source);
        while (!deque.isEmpty()) {
            int x = deque.poll();
            for (int e : incident[x]) {
                Side owner = game.ownerIndex(e);
                if (owner == side.opponent()) {
                    continue;
                }
                int cost = owner == side ? 0 : 1;
                int y = board.edgeU(side, e) == x ? board.edgeV(side, e) : board.edgeU(side, e);
                if (dist[x] + cost < dist[y]) {
                    dist[y] = dist[x] + cost;
                    if (cost == 0) {
                        deque.addFirst(y);
                    } else {
                        deque.addLast(y);
                    }
                }
            }
        }
        return dist;
    }
}
