package dev.shannon.census;

/**
 * A finished census (of the whole family, or of a slice of its shards).
 *
 * @param vertices      K
 * @param family        "labelled" or "unlabelled"
 * @param tally         the merged table
 * @param shards        shards in the family
 * @param firstShard    the first shard of this table
 * @param endShard      one past its last shard (a whole census: 0 and {@code shards})
 * @param shardStep     it holds every shardStep-th shard from firstShard (a whole census: 1)
 * @param resumedShards shards read back from a checkpoint rather than run now
 * @param engine        what ran the shards, e.g. "2 threads"
 * @param threads       how many shards it ran at once
 * @param nanos         wall-clock time of this run (not of earlier runs that were resumed)
 * @param positionsRun  positions solved by the shards this run ran itself
 */
public record CensusReport(
        int vertices,
        String family,
        CensusTally tally,
        int shards,
        int firstShard,
        int endShard,
        int shardStep,
        int resumedShards,
        String engine,
        int threads,
        long nanos,
        long positionsRun) {
    /** Positions solved per second of wall-clock time in this run. */
    public double positionsPerSecond() {
        return nanos == 0 ? 0 : positionsRun * 1e9 / nanos;
    }

    /** Whether this table covers every shard of the family. */
    public boolean whole() {
        return firstShard == 0 && endShard == shards && shardStep == 1;
    }

    /** The shards of the table as "A-B" or "A-B:STEP" (the command line's --shard-range). */
    public String shardRange() {
        return firstShard + "-" + (endShard - 1) + (shardStep > 1 ? ":" + shardStep : "");
    }
}
