package dev.shannon.census;

import java.io.IOException;
import java.util.List;

/**
 * What runs a census's shards: the threads of this process ({@link ThreadEngine}), or a cluster
 * engine in another module. Every engine runs the same pure function, {@link ShardCensus#run}, and
 * hands each finished shard back to the caller, which records it and adds it to the table; so the
 * table never depends on the engine.
 */
public interface ShardEngine {
    /** Receives finished shards, one call at a time, in any order; a shard may arrive twice (count it once). */
    @FunctionalInterface
    interface Results {
        void accept(Shard shard, CensusTally tally) throws IOException;
    }

    /**
     * Runs every shard of {@code pending} and passes each result to {@code results} as it finishes.
     *
     * @param maxTableEntries cap of each worker's game table and Lehman cache
     */
    void run(GraphFamily family, List<Shard> pending, int maxTableEntries, Results results) throws IOException;

    /** A short description for reports, e.g. "2 threads" or "spark local[2]". */
    String description();

    /** How many shards it runs at once (for reports). */
    int parallelism();
}
