package dev.shannon.census;

import java.util.Arrays;

/**
 * Every labelled simple graph on K vertices with s = 0 and t = 1: item i is the graph whose edge
 * set is the binary expansion of i over the pairs (0,1), (0,2), …, (K−2,K−1) in row-major order.
 * By default shards hold 2^17 graphs each (one shard up to K = 6, 16 at K = 7). At most
 * {@value #MAX_VERTICES} vertices: on 9 there are 2^36 labelled graphs, and the unlabelled family
 * weighted by orbit sizes gives their table from 16 million classes.
 */
public record LabelledGraphs(int vertices, int shardCount) implements GraphFamily {
    private static final int SHARD_BITS = 17;
    /** The largest K of the labelled family. */
    public static final int MAX_VERTICES = 8;

    public LabelledGraphs {
        checkLabelledVertices(vertices);
        GraphFamily.checkShards(shardCount, 1L << (vertices * (vertices - 1) / 2));
    }

    /** The family with its default shards. */
    public LabelledGraphs(int vertices) {
        this(vertices, defaultShards(vertices));
    }

    private static void checkLabelledVertices(int vertices) {
        GraphFamily.checkVertices(vertices);
        if (vertices > MAX_VERTICES) {
            throw new IllegalArgumentException(
                    "the labelled census handles 2.." + MAX_VERTICES + " vertices (2^" + vertices * (vertices - 1) / 2
                            + " graphs on " + vertices + "); the unlabelled census covers them, weighted");
        }
    }

    private static int defaultShards(int vertices) {
        checkLabelledVertices(vertices);
        return (int) Math.max(1, (1L << (vertices * (vertices - 1) / 2)) >> SHARD_BITS);
    }

    @Override
    public String id() {
        return "labelled";
    }

    @Override
    public long size() {
        return labelledSize();
    }

    @Override
    public long labelledWeight(Shard shard) {
        return shard.to(size()) - shard.from(size());
    }

    @Override
    public void forEach(Shard shard, GraphSink sink) {
        int k = vertices;
        int pairs = k * (k - 1) / 2;
        int[] pairIndex = new int[pairs];
        int bit = 0;
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                pairIndex[bit++] = i * MinorCode.STRIDE + j;
            }
        }
        int[] w = new int[MinorCode.CELLS];
        long to = shard.to(size());
        for (long code = shard.from(size()); code < to; code++) {
            Arrays.fill(w, 0);
            for (long rest = code; rest != 0; rest &= rest - 1) {
                int p = pairIndex[Long.numberOfTrailingZeros(rest)];
                w[p] = 1;
                w[(p % MinorCode.STRIDE) * MinorCode.STRIDE + p / MinorCode.STRIDE] = 1;
            }
            sink.accept(w, 1);
        }
    }
}
