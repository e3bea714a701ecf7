package dev.shannon.zdd.spec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The patterns that keep a member a simple graph, for {@link ForbiddenEdgeSetsSpec}: every loop
 * alone and every pair of parallel edges. Families defined by degrees (cliques, bicliques) need
 * them, since a loop or a doubled edge would fake a degree.
 */
final class SimplePatterns {
    private SimplePatterns() {}

    /** Each loop as a one-edge pattern, each two edges with the same ends as a pair. */
    static List<int[]> loopsAndParallelPairs(DecisionGraph u) {
        List<int[]> forbidden = new ArrayList<>();
        Map<Long, List<Integer>> byEnds = new HashMap<>();
        for (int e = 0; e < u.edgeCount(); e++) {
            int a = Math.min(u.edgeU(e), u.edgeV(e));
            int b = Math.max(u.edgeU(e), u.edgeV(e));
            if (a == b) {
                forbidden.add(new int[] {e});
                continue;
            }
            List<Integer> parallel = byEnds.computeIfAbsent((long) a << 32 | b, x -> new ArrayList<>());
            for (int f : parallel) {
                forbidden.add(new int[] {f, e});
            }
            parallel.add(e);
        }
        return forbidden;
    }
}
