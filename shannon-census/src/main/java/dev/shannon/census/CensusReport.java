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
 * @param positionsRun  positions solved by the shards this run ran itself
 */
public record CensusReport(int vertices, String family, CensusTally tally, int shards, int resumedShards, int threads,
                           long nanos, long positionsRun) {
    /** Positions solved per second of wall-clock time in this run. */
    public double positionsPerSecond() {
        return nanos == 0 ? 0 : positionsRun * 1e9 / nanos;
    }
}
