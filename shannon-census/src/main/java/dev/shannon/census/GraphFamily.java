package dev.shannon.census;

/**
 * A family of graphs with s = 0 and t = 1, cut into a fixed number of shards. A shard's graphs
 * depend only on the family and the shard, so the same shard gives the same partial table
 * anywhere (another thread, another run after a crash, another machine).
 */
public sealed interface GraphFamily permits LabelledGraphs, UnlabelledGraphs {
    /** The number of vertices K of every graph. */
    int vertices();

    /** "labelled" or "unlabelled". */
    String id();

    /** Number of items (graphs, or isomorphism classes). */
    long size();

    /** The fixed number of shards this family is cut into; part of a checkpoint's identity. */
    int shardCount();

    /** Number of labelled graphs the whole family stands for: 2^(K(K−1)/2). */
    default long labelledSize() {
        return 1L << (vertices() * (vertices() - 1) / 2);
    }

    /** The number of labelled graphs the items of {@code shard} stand for. */
    long labelledWeight(Shard shard);

    /** Calls {@code sink} for every graph of the shard, in a fixed order. */
    void forEach(Shard shard, GraphSink sink);

    /** Receives one graph: its adjacency matrix (stride 8, valid during the call) and how many labelled graphs it stands for. */
    @FunctionalInterface
    interface GraphSink {
        void accept(int[] w, long weight);
    }

    /** The family by name, "labelled" or "unlabelled", cut into {@code shards} shards (0: the default). */
    static GraphFamily of(String id, int vertices, int shards) {
        return of(id, vertices, shards, Runtime.getRuntime().availableProcessors());
    }

    /** The same, with the unlabelled classes enumerated on {@code threads} threads (the family does not depend on them). */
    static GraphFamily of(String id, int vertices, int shards, int threads) {
        return switch (id) {
            case "labelled" -> shards > 0 ? new LabelledGraphs(vertices, shards) : new LabelledGraphs(vertices);
            case "unlabelled" -> UnlabelledGraphs.of(vertices, shards, threads);
            default ->
                throw new IllegalArgumentException(
                        "unknown graph family '" + id + "': expected labelled or unlabelled");
        };
    }

    /** Rejects shard counts below 1 or above the number of items. */
    static void checkShards(int shards, long items) {
        if (shards < 1 || shards > items) {
            throw new IllegalArgumentException("shards must be between 1 and " + items + ", got " + shards);
        }
    }

    /** Rejects vertex counts the census cannot handle. */
    static void checkVertices(int vertices) {
        if (vertices < 2 || vertices > MinorCode.MAX_VERTICES) {
            throw new IllegalArgumentException(
                    "the census handles 2.." + MinorCode.MAX_VERTICES + " vertices, got " + vertices);
        }
    }
}
