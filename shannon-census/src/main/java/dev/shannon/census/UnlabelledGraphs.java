package dev.shannon.census;

import java.util.Arrays;

/**
 * One simple graph on K vertices per isomorphism class of (graph, s, t), where an isomorphism must
 * map s to s and t to t (s and t are ordered: swapping them is a different marking), with
 * vertices 0 = s and 1 = t. Classes are found by our own canonical form ({@link CanonicalForm}),
 * nothing external: the classes on K vertices are the canonical forms of every class on K−1
 * vertices plus one inner vertex joined to every possible subset. Each class carries its
 * weight (K−2)!/|Aut(G,s,t)|, the number of labelled graphs it stands for, so the weighted table
 * equals the labelled census. Items are in increasing code order; shards hold about 2^12 classes.
 */
public final class UnlabelledGraphs implements GraphFamily {
    private static final int SHARD_BITS = 12;

    private final int vertices;
    private final long[] codes;
    private final long[] weights;
    private final int shardCount;

    private UnlabelledGraphs(int vertices, long[] codes, long[] weights, int shardCount) {
        this.vertices = vertices;
        this.codes = codes;
        this.weights = weights;
        this.shardCount = shardCount;
    }

    /** Enumerates the classes (K = 8: about half a million, a few seconds), cut into the default shards. */
    public static UnlabelledGraphs of(int vertices) {
        return of(vertices, 0);
    }

    /** The same, cut into {@code shards} shards (0: the default, about 2^12 classes a shard). */
    public static UnlabelledGraphs of(int vertices, int shards) {
        GraphFamily.checkVertices(vertices);
        CanonicalForm canonical = new CanonicalForm();
        int[] w = new int[64];
        long withoutEdge = MinorCode.encode(2, w, new int[] {0, 1});
        w[1] = 1;
        w[MinorCode.STRIDE] = 1;
        long[] codes = {withoutEdge, MinorCode.encode(2, w, new int[] {0, 1})};
        for (int k = 3; k <= vertices; k++) {
            codes = extend(codes, k, canonical);
        }
        long[] weights = new long[codes.length];
        long factorial = 1;
        for (int i = 2; i <= vertices - 2; i++) {
            factorial *= i;
        }
        for (int i = 0; i < codes.length; i++) {
            int n = MinorCode.decode(codes[i], w);
            canonical.code(n, w);
            weights[i] = factorial / canonical.automorphisms();
        }
        int count = shards > 0 ? shards : Math.max(1, codes.length >> SHARD_BITS);
        GraphFamily.checkShards(count, codes.length);
        return new UnlabelledGraphs(vertices, codes, weights, count);
    }

    /** Canonical codes of the classes on k vertices, from those on k − 1, sorted and without repeats. */
    private static long[] extend(long[] smaller, int k, CanonicalForm canonical) {
        int newVertex = k - 1;
        int subsets = 1 << newVertex;
        long[] out = new long[Math.multiplyExact(smaller.length, subsets)];
        int[] w = new int[64];
        int count = 0;
        for (long code : smaller) {
            for (int subset = 0; subset < subsets; subset++) {
                MinorCode.decode(code, w);
                for (int v = 0; v < newVertex; v++) {
                    int bit = subset >> v & 1;
                    w[newVertex * MinorCode.STRIDE + v] = bit;
                    w[v * MinorCode.STRIDE + newVertex] = bit;
                }
                out[count++] = canonical.code(k, w);
            }
        }
        Arrays.sort(out, 0, count);
        int unique = 0;
        for (int i = 0; i < count; i++) {
            if (unique == 0 || out[i] != out[unique - 1]) {
                out[unique++] = out[i];
            }
        }
        return Arrays.copyOf(out, unique);
    }

    @Override
    public int vertices() {
        return vertices;
    }

    @Override
    public String id() {
        return "unlabelled";
    }

    @Override
    public long size() {
        return codes.length;
    }

    @Override
    public int shardCount() {
        return shardCount;
    }

    @Override
    public void forEach(Shard shard, GraphSink sink) {
        int[] w = new int[64];
        int to = (int) shard.to(size());
        for (int i = (int) shard.from(size()); i < to; i++) {
            MinorCode.decode(codes[i], w);
            sink.accept(w, weights[i]);
        }
    }

    /** The canonical code of class {@code i} (for tests). */
    long code(int i) {
        return codes[i];
    }

    /** The number of labelled graphs class {@code i} stands for. */
    long weight(int i) {
        return weights[i];
    }
}
