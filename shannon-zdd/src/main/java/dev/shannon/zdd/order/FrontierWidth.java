package dev.shannon.zdd.order;

import java.util.Arrays;

/**
 * Frontier statistics of an edge sequence. While edge {@code i} is decided, the frontier is the
 * set of vertices with an incident edge at or before {@code i} and one at or after {@code i};
 * its largest size bounds the state size of frontier-based search.
 */
public record FrontierWidth(int max, long sum) implements Comparable<FrontierWidth> {

    /** The frontier statistics of edges {@code us[p[i]]-vs[p[i]]} in order {@code i = 0, 1, ...}. */
    public static FrontierWidth of(int vertexCount, int[] us, int[] vs, int[] p) {
        int m = p.length;
        int[] first = new int[vertexCount];
        int[] last = new int[vertexCount];
        Arrays.fill(first, -1);
        for (int i = 0; i < m; i++) {
            int e = p[i];
            touch(first, last, us[e], i);
            touch(first, last, vs[e], i);
        }
        int[] delta = new int[m + 1];
        for (int v = 0; v < vertexCount; v++) {
            if (first[v] >= 0) {
                delta[first[v]]++;
                delta[last[v] + 1]--;
            }
        }
        int size = 0;
        int max = 0;
        long sum = 0;
        for (int i = 0; i < m; i++) {
            size += delta[i];
            max = Math.max(max, size);
            sum += size;
        }
        return new FrontierWidth(max, sum);
    }

    private static void touch(int[] first, int[] last, int v, int i) {
        if (first[v] < 0) {
            first[v] = i;
        }
        last[v] = i;
    }

    /** Smaller is better: first the widest frontier, then the total over all edges. */
    @Override
    public int compareTo(FrontierWidth o) {
        return max != o.max ? Integer.compare(max, o.max) : Long.compare(sum, o.sum);
    }
}
