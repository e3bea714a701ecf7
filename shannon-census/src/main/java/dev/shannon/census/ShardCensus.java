package dev.shannon.census;

/**
 * The census of one shard, a pure function of (family, shard): every graph solved by minimax with
 * Short first and with Cut first, Lehman's criterion compared in every position solved, all
 * tallied. A worker owns its search state and reuses it shard after shard; the game table is
 * emptied at each shard's start, so a shard's counts (positions included) never depend on what
 * the worker did before. One instance per thread.
 */
public final class ShardCensus {
    /** Default cap of each worker's game table and Lehman-verdict cache: 2^22 entries, at most ~75 MB each. */
    public static final int DEFAULT_MAX_TABLE_ENTRIES = 1 << 22;

    private final int maxTableEntries;
    private final LehmanCheck lehman;
    private final CensusSolver solver;

    /** A worker whose game table and Lehman cache each hold at most {@code maxTableEntries} positions. */
    public ShardCensus(int maxTableEntries) {
        this.maxTableEntries = maxTableEntries;
        this.lehman = new LehmanCheck(CensusTally.EXAMPLES_KEPT, maxTableEntries);
        this.solver = new CensusSolver(maxTableEntries, lehman);
    }

    /** The cap this worker was made with. */
    public int maxTableEntries() {
        return maxTableEntries;
    }

    public CensusTally run(GraphFamily family, Shard shard) {
        return run(family, shard, null);
    }

    /** Hears each graph of a shard as it is solved. */
    @FunctionalInterface
    interface GraphResult {
        /**
         * @param w         the graph (stride {@code MinorCode.STRIDE}, valid during the call)
         * @param weight    labelled graphs it stands for
         * @param answer    the solver's answer bits
         * @param positions positions solved for it (after the shard's earlier graphs, whose table it shares)
         */
        void accept(int[] w, long weight, int answer, long positions);
    }

    /** The same, telling {@code each} (if not null) about every graph as it is solved. */
    CensusTally run(GraphFamily family, Shard shard, GraphResult each) {
        if (shard.count() != family.shardCount()) {
            throw new IllegalArgumentException(
                    "shard " + shard + " does not belong to a family of " + family.shardCount() + " shards");
        }
        solver.reset();
        lehman.resetCounts();
        TypeCounts.Counter graphs = new TypeCounts.Counter();
        TypeCounts.Counter labelled = new TypeCounts.Counter();
        int k = family.vertices();
        family.forEach(shard, (w, weight) -> {
            long before = solver.positions();
            int answer = solver.solve(k, w);
            graphs.add(answer, 1);
            labelled.add(answer, weight);
            if (each != null) {
                each.accept(w, weight, answer, solver.positions() - before);
            }
        });
        return new CensusTally(
                graphs.counts(), labelled.counts(), solver.positions(), lehman.disagreements(), lehman.examples());
    }
}
