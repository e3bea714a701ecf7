package dev.shannon.census;

/**
 * A finished census.
 *
 * @param vertices      K
 * @param family        "labelled" or "unlabelled"
 * @param tally         the merged table
 * @param shards        shards in the family
 * @param resumedShards shards read back from a checkpoint rather than run now
 * @param threads       worker threads used
 * @param nanos         wall-clock time of this run (not of earlier runs that were resumed)
 */
public record CensusReport(int vertices, String family, CensusTally tally, int shards, int resumedShards, int threads, long nanos) {
    /** Positions solved per second in this run, over the shards it ran itself. */
    public double positionsPerSecond(long positionsThisRun) {
        return nanos == 0 ? 0 : positionsThisRun * 1e9 / nanos;
    }
}
