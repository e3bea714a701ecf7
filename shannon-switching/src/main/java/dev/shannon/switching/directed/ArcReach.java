package dev.shannon.switching.directed;

import dev.shannon.graph.Multigraph;
import java.util.Arrays;

/**
 * Reachability over the arcs of a directed switching position, with preallocated arrays so that
 * searches can ask it at every node. "Potential" arcs are those Short may still use: his claimed
 * arcs, and the free edges — in both directions when Short orients, as given under fixed arcs.
 */
final class ArcReach {
    private static final int FAR = Integer.MAX_VALUE / 4;
    private final Multigraph g;
    private final boolean orients;
    private final int[] deque;
    /** Arc counts of shortest potential paths from s and to t. */
    final int[] fromS;

    final int[] toT;
    final boolean[] claimedFromS;
    final boolean[] claimedToT;

    ArcReach(Multigraph g, DirectedRule rule) {
        this.g = g;
        this.orients = rule == DirectedRule.SHORT_ORIENTS;
        int n = g.vertexCount();
        deque = new int[n];
        fromS = new int[n];
        toT = new int[n];
        claimedFromS = new boolean[n];
        claimedToT = new boolean[n];
    }

    /** Whether the arc x → y may still be used by Short, given edge e's state (x, y its ends in some order). */
    private boolean usable(byte state, int e, int x) {
        boolean fromFirst = g.edgeU(e) == x;
        return switch (state) {
            case ArcState.FREE -> orients || fromFirst;
            case ArcState.FORWARD -> fromFirst;
            case ArcState.BACKWARD -> !fromFirst || g.isLoop(e);
            default -> false;
        };
    }

    /** Fills {@link #fromS} (forward from s) or {@link #toT} (backward to t): BFS lengths over potential arcs. */
    void distances(byte[] state, int source, boolean forward) {
        int[] dist = forward ? fromS : toT;
        Arrays.fill(dist, FAR);
        int head = 0;
        int tail = 0;
        dist[source] = 0;
        deque[tail++] = source;
        while (head < tail) {
            int x = deque[head++];
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int e = g.incidentEdge(x, i);
                int y = g.opposite(e, x);
                byte st = state[e];
                // forward: arc x -> y; backward: arc y -> x, i.e. usable from y's side.
                if (dist[y] != FAR || st == ArcState.DELETED || !(forward ? usable(st, e, x) : usable(st, e, y))) {
                    continue;
                }
                dist[y] = dist[x] + 1;
                deque[tail++] = y;
            }
        }
    }

    /**
     * Like {@link #distances}, but counting only free edges (Short's arcs cost nothing): how many
     * more claims a usable path needs. A 0-1 breadth-first search over a double-ended queue.
     */
    void freeDistances(byte[] state, int source, boolean forward) {
        int[] dist = forward ? fromS : toT;
        Arrays.fill(dist, FAR);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(); // once a move, not in the search
        dist[source] = 0;
        queue.add(source);
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int e = g.incidentEdge(x, i);
                int y = g.opposite(e, x);
                byte st = state[e];
                if (st == ArcState.DELETED || !(forward ? usable(st, e, x) : usable(st, e, y))) {
                    continue;
                }
                int w = st == ArcState.FREE ? 1 : 0;
                if (dist[x] + w < dist[y]) {
                    dist[y] = dist[x] + w;
                    if (w == 0) {
                        queue.addFirst(y);
                    } else {
                        queue.addLast(y);
                    }
                }
            }
        }
    }

    boolean reachable(int[] dist, int x) {
        return dist[x] < FAR;
    }

    /** Whether Short's claimed arcs already hold a directed path from s to t. */
    boolean shortHasWon(byte[] state, int s, int t) {
        claimed(state, s, true, claimedFromS);
        return claimedFromS[t];
    }

    /** Marks the vertices reachable from {@code source} by claimed arcs (forward) or reaching it (backward). */
    void claimed(byte[] state, int source, boolean forward, boolean[] mark) {
        Arrays.fill(mark, false);
        int tail = 0;
        int head = 0;
        mark[source] = true;
        deque[tail++] = source;
        while (head < tail) {
            int x = deque[head++];
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int e = g.incidentEdge(x, i);
                byte st = state[e];
                if (st != ArcState.FORWARD && st != ArcState.BACKWARD) {
                    continue;
                }
                int y = g.opposite(e, x);
                if (!mark[y] && (forward ? usable(st, e, x) : usable(st, e, y))) {
                    mark[y] = true;
                    deque[tail++] = y;
                }
            }
        }
    }
}
