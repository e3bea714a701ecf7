package dev.shannon.lab.census;

import dev.shannon.census.Census;
import dev.shannon.census.CensusListener;
import dev.shannon.census.CensusReport;
import dev.shannon.census.CensusTables;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.ShardCensus;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Benchmark main (not a test): {@code CensusBench K labelled|unlabelled THREADS [CHECKPOINT]} runs a
 * census and prints the Markdown table, the time and positions per second. The command line's
 * {@code shannon census} does the same with progress; this one needs only the census module.
 */
public final class CensusBench {
    private CensusBench() {}

    public static void main(String[] args) throws Exception {
        int k = Integer.parseInt(args[0]);
        int threads = Integer.parseInt(args[2]);
        long t0 = System.nanoTime();
        GraphFamily family = GraphFamily.of(args[1], k, 0);
        double enumerate = (System.nanoTime() - t0) / 1e9;
        Path checkpoint = args.length > 3 ? Path.of(args[3]) : null;
        CensusReport r = Census.run(
                family,
                new Census.Options(threads, ShardCensus.DEFAULT_MAX_TABLE_ENTRIES, checkpoint),
                CensusListener.NONE);
        System.out.print(CensusTables.markdown(List.of(r)));
        System.out.printf(
                Locale.ROOT,
                "%nK=%d %s: %,d items, %d shards, %d threads, family built in %.2f s, census %.2f s,"
                        + " %,d positions, %,.0f positions/s%n",
                k,
                family.id(),
                family.size(),
                family.shardCount(),
                threads,
                enumerate,
                r.nanos() / 1e9,
                r.positionsRun(),
                r.positionsPerSecond());
    }
}
