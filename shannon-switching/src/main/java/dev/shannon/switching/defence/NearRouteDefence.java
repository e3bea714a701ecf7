package dev.shannon.switching.defence;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.EdgeState;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;

/**
 * The legacy defence of a <em>losing</em> side on a big graph, with bounded work (the
 * {@link SwitchingComputer#boundedLegacy} player, which a server runs). The plain legacy player
 * weighs every free edge by the opponent's winning replies, one exact analysis each: on
 * Bridg-It's 10×11 red graph (181 edges) that is 2.2 s for one move. Here only the
 * {@value #CANDIDATES} free edges nearest to a shortest s–t route are weighed, by the same rule
 * (fewest winning replies). Which losing move is played does not change the outcome against best
 * play; it only decides how hard the opponent has to work.
 */
final class NearRouteDefence {
    /** Up to this many free edges the library's full search is cheap enough (well under 0.5 s). */
    static final int FULL_SEARCH_EDGES = 60;

    static final int CANDIDATES = 24;

    private NearRouteDefence() {}

    static SwitchingComputer.Move choose(Position p, SwitchingSolver solver) {
        Integer[] free = Arrays.stream(p.freeEdges()).boxed().toArray(Integer[]::new);
        int[] route = routeDistance(p);
        Arrays.sort(free, Comparator.comparingInt(e -> route[e]));
        int best = free[0];
        int fewest = Integer.MAX_VALUE;
        int weighed = Math.min(CANDIDATES, free.length);
        for (int i = 0; i < weighed; i++) {
            Position next = p.play(free[i]);
            int replies = next.winner().isPresent() ? 0 : solver.verdict(next).winningMoveCount();
            if (replies < fewest) {
                fewest = replies;
                best = free[i];
            }
        }
        return new SwitchingComputer.Move(
                best,
                "no move wins if the opponent plays perfectly; of the edges nearest the shortest way from s to t, this one"
                        + " leaves it the fewest winning answers (" + fewest + ")",
                p.toMove().id().substring(0, 1).toUpperCase(Locale.ROOT)
                        + p.toMove().id().substring(1) + " cannot win against best play; of the " + weighed
                        + " free edges nearest a shortest s–t route this one leaves the opponent the fewest winning replies ("
                        + fewest + ")");
    }

    /**
     * For each edge, the length of the shortest s–t route through it, counting claimed edges as
     * length 0, free edges as 1, deleted edges as impassable (0-1 breadth-first search from s and from t).
     */
    private static int[] routeDistance(Position p) {
        Multigraph g = p.graph();
        int[] ds = distances(p, p.game().s());
        int[] dt = distances(p, p.game().t());
        int[] route = new int[g.edgeCount()];
        for (int e = 0; e < g.edgeCount(); e++) {
            int u = g.edgeU(e);
            int v = g.edgeV(e);
            long via = Math.min((long) ds[u] + dt[v], (long) ds[v] + dt[u]);
            route[e] = (int) Math.min(Integer.MAX_VALUE, via);
        }
        return route;
    }

    private static int[] distances(Position p, int from) {
        Multigraph g = p.graph();
        int[] d = new int[g.vertexCount()];
        Arrays.fill(d, Integer.MAX_VALUE / 4);
        d[from] = 0;
        ArrayDeque<Integer> deque = new ArrayDeque<>();
        deque.add(from);
        while (!deque.isEmpty()) {
            int x = deque.pollFirst();
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int e = g.incidentEdge(x, i);
                EdgeState st = p.state(e);
                if (st == EdgeState.DELETED) {
                    continue;
                }
                int y = g.opposite(e, x);
                int w = st == EdgeState.CLAIMED ? 0 : 1;
                if (d[x] + w < d[y]) {
                    d[y] = d[x] + w;
                    if (w == 0) {
                        deque.addFirst(y);
                    } else {
                        deque.addLast(y);
                    }
                }
            }
        }
        return d;
    }
}
