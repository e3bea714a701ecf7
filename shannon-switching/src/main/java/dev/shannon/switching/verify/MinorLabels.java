package dev.shannon.switching.verify;

import dev.shannon.graph.UnionFind;
import java.util.Arrays;

/**
 * Dense labels for the vertices of a search's current minor, the first step of a transposition
 * key: the contracted classes are numbered in order of first appearance — s's class 0, t's class
 * 1, then the ends of the free edges in edge order — so that the same minor reached by other
 * moves gets the same numbers. Reused across calls without clearing (a stamp marks this call's
 * labels); not thread-safe.
 */
public final class MinorLabels {
    private int[] labelOf;
    private int[] labelStamp;
    private int stamp;
    private int count;

    public MinorLabels(int vertexCount) {
        labelOf = new int[vertexCount];
        labelStamp = new int[vertexCount];
    }

    /** Room for graphs of {@code vertexCount} vertices, keeping what fits. */
    public void ensureCapacity(int vertexCount) {
        if (labelOf.length < vertexCount) {
            labelOf = new int[vertexCount];
            labelStamp = new int[vertexCount];
            stamp = 0;
        }
    }

    /**
     * Labels the minor that the contractions in {@code uf} and the free edges in {@code free} (a
     * mask over the edges {@code eu[e]}–{@code ev[e]}) leave with terminals {@code s}, {@code t}.
     * Writes the free edges to {@code edges} and their ends' labels to {@code a} and {@code b};
     * returns how many free edges there are. {@link #count()} is then the number of labels.
     */
    public int label(UnionFind uf, int s, int t, long free, int[] eu, int[] ev, int[] edges, int[] a, int[] b) {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(labelStamp, 0);
            stamp = 1;
        }
        count = 0;
        assign(uf.find(s));
        assign(uf.find(t));
        int k = 0;
        for (long rest = free; rest != 0; rest &= rest - 1) {
            int e = Long.numberOfTrailingZeros(rest);
            int x = uf.find(eu[e]);
            int y = uf.find(ev[e]);
            assign(x);
            assign(y);
            edges[k] = e;
            a[k] = labelOf[x];
            b[k] = labelOf[y];
            k++;
        }
        return k;
    }

    /** How many labels the last {@link #label} call gave out. */
    public int count() {
        return count;
    }

    private void assign(int root) {
        if (labelStamp[root] != stamp) {
            labelStamp[root] = stamp;
            labelOf[root] = count++;
        }
    }
}
