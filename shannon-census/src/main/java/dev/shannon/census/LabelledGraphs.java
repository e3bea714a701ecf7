package dev.shannon.census;

import java.util.Arrays;

/**
 * Every labelled simple graph on K vertices with s = 0 and t = 1: item i is the graph whose edge
 * set is the binary expansion of i over the pairs (0,1), (0,2), …, (K−2,K−1) in row-major order.
 * By default shards hold 2^17 graphs each (one shard up to K = 6, 16 at K = 7).
 */
public record LabelledGraphs(int vertices, int shardCount) implements GraphFamily {
    private static final int SHARD_BITS = 17;

    public LabelledGraphs {
        GraphFamily.checkVertices(vertices);
        GraphFamily.checkShards(shardCount, 1L << (vertices * (vertices - 1) / 2));
    }

    /** The family with its default shards. */
    public LabelledGraphs(int vertices) {
        this(vertices, defaultShards(vertices));
    }

    private static int defaultShards(int vertices) {
        GraphFamily.checkVertices(vertices);
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
        int[] w = new int[64];
        long to = shard.to(size());
        for (long code = shard.from(size()); code < to; code++) {
            Arrays.fill(w, 0);
            for (long rest = code; rest != 0; rest &= rest - 1) {
                int p = pairIndex[Long.numberOfTrailingZeros(rest)];
                w[p] = 1;
                w[(p & 7) * MinorCode.STRIDE + (p >> 3)] = 1;
            }
            sink.accept(w, 1);
        }
    }
}
