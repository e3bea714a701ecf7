package dev.shannon.app.web.switching;

import dev.shannon.graph.EdgeState;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.Position;

import java.util.ArrayDeque;

/** The deleted edges that separate s from t once Cut has won: those leaving s's remaining component. */
final class CutSet {
    private CutSet() {
    }

    static int[] of(Position p) {
        Multigraph g = p.graph();
        boolean[] reached = new boolean[g.vertexCount()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        reached[p.game().s()] = true;
        queue.add(p.game().s());
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int e = g.incidentEdge(x, i);
                int y = g.opposite(e, x);
                if (p.state(e) != EdgeState.DELETED && !reached[y]) {
                    reached[y] = true;
                    queue.add(y);
                }
            }
        }
        return java.util.stream.IntStream.range(0, g.edgeCount())
                .filter(e -> p.state(e) == EdgeState.DELETED && reached[g.edgeU(e)] != reached[g.edgeV(e)])
                .toArray();
    }
}
