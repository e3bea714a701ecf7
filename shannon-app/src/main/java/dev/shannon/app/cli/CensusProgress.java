package dev.shannon.app.cli;

import dev.shannon.census.CensusListener;
import dev.shannon.census.CensusTally;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.Shard;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/**
 * Census progress on standard error: a progress bar with rate and ETA on a terminal, plain lines
 * (at most one every few seconds) otherwise, so logs and pipes stay readable.
 */
abstract class CensusProgress implements CensusListener, AutoCloseable {
    static CensusProgress forStream(PrintWriter err, GraphFamily family) {
        return System.console() != null ? new Bar(family) : new Lines(err, family);
    }

    @Override
    public abstract void close();

    /** The terminal version. */
    private static final class Bar extends CensusProgress {
        private final GraphFamily family;
        private ProgressBar bar;

        Bar(GraphFamily family) {
            this.family = family;
        }

        @Override
        public void started(GraphFamily f, int resumedShards, long resumedItems) {
            bar = new ProgressBarBuilder().setTaskName("census K=" + family.vertices())
                    .setInitialMax(family.size()).setStyle(ProgressBarStyle.ASCII).showSpeed()
                    .setUnit(family.id().equals("labelled") ? " graphs" : " classes", 1)
                    .setConsumer(new ConsoleProgressBarConsumer(System.err))
                    .startsFrom(resumedItems, Duration.ZERO).build();
        }

        @Override
        public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
            bar.stepTo(itemsDone);
            bar.setExtraMessage(shardsDone + "/" + family.shardCount() + " shards");
        }

        @Override
        public void close() {
            if (bar != null) {
                bar.close();
            }
        }
    }

    /** The pipe and log version. */
    private static final class Lines extends CensusProgress {
        private static final long EVERY_NANOS = 5_000_000_000L;
        private final PrintWriter err;
        private final GraphFamily family;
        private long start;
        private long last;
        private long startItems;
        private long positions;

        Lines(PrintWriter err, GraphFamily family) {
            this.err = err;
            this.family = family;
        }

        @Override
        public void started(GraphFamily f, int resumedShards, long resumedItems) {
            start = System.nanoTime();
            last = start;
            startItems = resumedItems;
            err.printf(Locale.ROOT, "census: K=%d %s, %,d items in %d shards%s%n", family.vertices(), family.id(), family.size(),
                    family.shardCount(), resumedShards > 0 ? ", " + resumedShards + " already done (resumed)" : "");
            err.flush();
        }

        @Override
        public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
            positions += tally.positions();
            long now = System.nanoTime();
            if (now - last < EVERY_NANOS && shardsDone < family.shardCount()) {
                return;
            }
            last = now;
            double seconds = (now - start) / 1e9;
            double rate = (itemsDone - startItems) / Math.max(seconds, 1e-9);
            long eta = rate > 0 ? Math.round((family.size() - itemsDone) / rate) : 0;
            err.printf(Locale.ROOT, "census: %d/%d shards, %,d/%,d items, %,.0f items/s, %,.0f positions/s, ETA %d:%02d:%02d%n",
                    shardsDone, family.shardCount(), itemsDone, family.size(), rate, positions / Math.max(seconds, 1e-9),
                    eta / 3600, eta / 60 % 60, eta % 60);
            err.flush();
        }

        @Override
        public void close() {
            err.flush();
        }
    }
}
