package dev.shannon.census.spark;

import dev.shannon.census.CensusTally;
import dev.shannon.census.Shard;
import dev.shannon.census.ShardCensus;
import java.io.Serializable;
import org.apache.spark.TaskContext;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction2;

/**
 * One Spark task: the shards of its partition (one, as the job is laid out) through
 * {@link ShardCensus#run}, their tables summed. Runs on an executor.
 */
final class ShardTask extends AbstractFunction2<TaskContext, Iterator<Integer>, CensusTally> implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Each executor thread keeps its worker (its game table and Lehman cache) from task to task, as
     * the embedded engine's threads do from shard to shard; a shard's table does not depend on it.
     */
    private static final ThreadLocal<ShardCensus> WORKER = new ThreadLocal<>();

    private final FamilySpec spec;
    private final int maxTableEntries;

    ShardTask(FamilySpec spec, int maxTableEntries) {
        this.spec = spec;
        this.maxTableEntries = maxTableEntries;
    }

    @Override
    public CensusTally apply(TaskContext context, Iterator<Integer> shards) {
        ShardCensus worker = WORKER.get();
        if (worker == null || worker.maxTableEntries() != maxTableEntries) {
            worker = new ShardCensus(maxTableEntries);
            WORKER.set(worker);
        }
        CensusTally sum = CensusTally.ZERO;
        while (shards.hasNext()) {
            sum = sum.plus(worker.run(spec.family(), new Shard(shards.next(), spec.shards())));
        }
        return sum;
    }
}
