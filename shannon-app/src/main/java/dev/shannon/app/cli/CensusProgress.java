package dev.shannon.app.cli;

import dev.shannon.census.CensusListener;
import dev.shannon.census.CensusTally;
import dev.shannon.census.GraphFamily;
import dev.shannon.census.Shard;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Census progress on standard error: a progress bar with rate and ETA on a terminal, plain lines
 * (at most one every few seconds) otherwise, so logs and pipes stay readable.
 */
abstract class CensusProgress implements CensusListener, AutoCloseable {
    private final PrintWriter warnings;

    CensusProgress(PrintWriter warnings) {
        this.warnings = warnings;
    }

    /** Progress on {@code err}; with {@code quiet}, only the warnings (refused checkpoint records). */
    static CensusProgress forStream(PrintWriter err, GraphFamily family, boolean quiet) {
        if (quiet) {
            return new CensusProgress(err) {
                @Override
                public void close() {
                    err.flush();
                }
            };
        }
        return System.console() != null ? new Bar(err, family) : new Lines(err, family);
    }

    /** Refused records are said whatever the progress style: silently rerunning them hid damage. */
    @Override
    public void refused(List<String> reasons) {
        warnings.printf(
                Locale.ROOT,
                "census: %d checkpoint record%s refused, %s run again:%n",
                reasons.size(),
                reasons.size() == 1 ? "" : "s",
                reasons.size() == 1 ? "its shard is" : "their shards are");
        for (String reason : reasons) {
            warnings.println("census:   " + reason);
        }
        warnings.flush();
    }

    @Override
    public abstract void close();

    /** The terminal version. */
    private static final class Bar extends CensusProgress {
        private final GraphFamily family;
        private ProgressBar bar;
        private int shards;
        private long start;
        private long positions;

        Bar(PrintWriter err, GraphFamily family) {
            super(err);
            this.family = family;
        }

        @Override
        public void started(GraphFamily f, int resumedShards, long resumedItems, int shards, long items) {
            this.shards = shards;
            start = System.nanoTime();
            bar = new ProgressBarBuilder()
                    .setTaskName("census K=" + family.vertices())
                    .setInitialMax(items)
                    .setStyle(ProgressBarStyle.ASCII)
                    .showSpeed()
                    .setUnit(family.id().equals("labelled") ? " graphs" : " classes", 1)
                    .setConsumer(new ConsoleProgressBarConsumer(System.err))
                    .startsFrom(resumedItems, Duration.ZERO)
                    .build();
        }

        @Override
        public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
            positions += tally.positions();
            bar.stepTo(itemsDone);
            double seconds = Math.max((System.nanoTime() - start) / 1e9, 1e-9);
            bar.setExtraMessage(String.format(
                    Locale.ROOT, " · %d/%d shards, %,.0f positions/s", shardsDone, shards, positions / seconds));
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
        private int shards;
        private long items;

        Lines(PrintWriter err, GraphFamily family) {
            super(err);
            this.err = err;
            this.family = family;
        }

        @Override
        public void started(GraphFamily f, int resumedShards, long resumedItems, int shards, long items) {
            start = System.nanoTime();
            last = start;
            startItems = resumedItems;
            this.shards = shards;
            this.items = items;
            err.printf(
                    Locale.ROOT,
                    "census: K=%d %s, %,d items in %d shards%s%s%n",
                    family.vertices(),
                    family.id(),
                    items,
                    shards,
                    shards < family.shardCount() ? " (a slice of " + family.shardCount() + ")" : "",
                    resumedShards > 0 ? ", " + resumedShards + " already done (resumed)" : "");
            err.flush();
        }

        @Override
        public void shardDone(Shard shard, CensusTally tally, int shardsDone, long itemsDone) {
            positions += tally.positions();
            long now = System.nanoTime();
            if (now - last < EVERY_NANOS && shardsDone < shards) {
                return;
            }
            last = now;
            double seconds = (now - start) / 1e9;
            double rate = (itemsDone - startItems) / Math.max(seconds, 1e-9);
            long eta = rate > 0 ? Math.round((items - itemsDone) / rate) : 0;
            err.printf(
                    Locale.ROOT,
                    "census: %d/%d shards, %,d/%,d items, %,.0f items/s, %,.0f positions/s, ETA %d:%02d:%02d%n",
                    shardsDone,
                    shards,
                    itemsDone,
                    items,
                    rate,
                    positions / Math.max(seconds, 1e-9),
                    eta / 3600,
                    eta / 60 % 60,
                    eta % 60);
            err.flush();
        }

        @Override
        public void close() {
            err.flush();
        }
    }
}
