package dev.shannon.census.spark;

import dev.shannon.census.CensusDataset;
import dev.shannon.census.Shard;
import dev.shannon.census.ShardCensus;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.function.FlatMapFunction;

/** One Spark task of the data-set job: the header, then the rows of each shard of its partition. */
final class DatasetTask implements FlatMapFunction<Iterator<Integer>, String> {
    private static final long serialVersionUID = 1L;

    private final FamilySpec spec;
    private final int maxTableEntries;

    DatasetTask(FamilySpec spec, int maxTableEntries) {
        this.spec = spec;
        this.maxTableEntries = maxTableEntries;
    }

    @Override
    public Iterator<String> call(Iterator<Integer> shards) {
        List<String> rows = new ArrayList<>();
        rows.add(CensusDataset.HEADER);
        ShardCensus worker = new ShardCensus(maxTableEntries);
        while (shards.hasNext()) {
            rows.addAll(CensusDataset.rows(spec.family(), new Shard(shards.next(), spec.shards()), worker));
        }
        return rows.iterator();
    }
}
