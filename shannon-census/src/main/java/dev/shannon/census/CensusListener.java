package dev.shannon.census;

/** Hears how a census advances (from worker threads, one call at a time). */
public interface CensusListener {
    CensusListener NONE = new CensusListener() {
    };

    /**
     * Before any shard runs.
     *
     * @param resumedShards shards already finished in the checkpoint
     * @param resumedItems  items (graphs or classes) in those shards
     */
    default void started(GraphFamily family, int resumedShards, long resumedItems) {
    }

    /** After a shard is finished (and committed to the checkpoint, if any). */
    default void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
    }
}
