package dev.shannon.census;

import java.util.List;

/** Hears how a census advances (from worker threads, one call at a time). */
public interface CensusListener {
    CensusListener NONE = new CensusListener() {};

    /**
     * Before any shard runs.
     *
     * @param resumedShards shards already finished in the checkpoint
     * @param resumedItems  items (graphs or classes) in those shards
     * @param shards        shards of this run, resumed ones included (the family's, or a slice's)
     * @param items         items in those shards
     */
    default void started(GraphFamily family, int resumedShards, long resumedItems, int shards, long items) {}

    /**
     * Before {@link #started}, when the checkpoint held records that were refused (their shards
     * run again).
     *
     * @param reasons one line per refused record
     */
    default void refused(List<String> reasons) {}

    /** After a shard is finished (and committed to the checkpoint, if any). */
    default void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {}
}
