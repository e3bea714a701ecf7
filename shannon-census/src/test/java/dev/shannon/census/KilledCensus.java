package dev.shannon.census;

import java.nio.file.Path;

/**
 * Test helper run in a child JVM: a census with a checkpoint that dawdles after each shard, so
 * that the test can kill it (SIGKILL) in the middle. Arguments: vertices, shards, checkpoint file.
 */
public final class KilledCensus {
    private KilledCensus() {}

    public static void main(String[] args) throws Exception {
        LabelledGraphs family = new LabelledGraphs(Integer.parseInt(args[0]), Integer.parseInt(args[1]));
        Census.run(family, new Census.Options(2, 1 << 12, Path.of(args[2])), new CensusListener() {
            @Override
            public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
                try {
                    Thread.sleep(40);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
    }
}
