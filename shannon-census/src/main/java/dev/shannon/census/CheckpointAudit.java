package dev.shannon.census;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Re-solves a random sample of a checkpoint's finished shards and compares each with its record:
 * the signature proves who wrote a record, this that what was written is right (issue 29, §7).
 *
 * @param checked    shards re-solved
 * @param finished   finished shards in the checkpoint
 * @param mismatches one line per shard whose record differs from its re-solved table
 */
public record CheckpointAudit(int checked, int finished, List<String> mismatches) {
    public CheckpointAudit {
        mismatches = List.copyOf(mismatches);
    }

    /** Re-solves {@code sample} of the finished shards of {@code checkpoint}, chosen at random from {@code seed}. */
    public static CheckpointAudit run(GraphFamily family, Path checkpoint, int sample, long seed, int maxTableEntries)
            throws IOException {
        if (sample < 0) {
            throw new IllegalArgumentException("the sample must not be negative, got " + sample);
        }
        Map<Integer, CensusTally> done;
        try (Checkpoint c = Checkpoint.open(checkpoint, family)) {
            done = c.completed();
        }
        List<Integer> shards = new ArrayList<>(done.keySet());
        Collections.shuffle(shards, new Random(seed));
        List<Integer> chosen = shards.subList(0, Math.min(sample, shards.size()));
        ShardCensus solver = new ShardCensus(maxTableEntries);
        List<String> mismatches = new ArrayList<>();
        for (int i : chosen) {
            CensusTally again = solver.run(family, new Shard(i, family.shardCount()));
            if (!again.equals(done.get(i))) {
                mismatches.add(
                        "shard " + i + ": the checkpoint says " + done.get(i) + ", solving it again gives " + again);
            }
        }
        return new CheckpointAudit(chosen.size(), shards.size(), mismatches);
    }
}
