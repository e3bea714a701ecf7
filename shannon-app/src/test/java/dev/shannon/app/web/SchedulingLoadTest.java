package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.app.loadtest.MixedLoad;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;

/**
 * A short version of the mixed load ({@link MixedLoad}, BENCHMARKS.md "Web under load") on a
 * server with one expensive slot: cheap requests must be answered while that slot and its queue
 * are taken, faster than the expensive ones are served, and the expensive clients that do not
 * fit must be refused at once with a Retry-After, never after a long wait. A scheduling
 * property, not a speed: the bounds are relative, or generous enough for a loaded machine.
 */
class SchedulingLoadTest {
    @Test
    void cheapRequestsAreServedWhileTheExpensiveLaneIsSaturated() throws Exception {
        SolverLimits lanes = new SolverLimits(5, 2, 32, 1, 1, 16, 1, Duration.ofSeconds(20));
        try (TestServer server = TestServer.start(WebLimits.defaults().withSolver(lanes))) {
            List<MixedLoad.Kind> kinds = MixedLoad.kinds().stream()
                    .filter(k -> k.cheap()
                            || k.name().startsWith("bridgit trees")
                            || k.name().startsWith("tsunagaru solve"))
                    .toList();
            MixedLoad.Report r = MixedLoad.run(
                    server.port(),
                    kinds,
                    6,
                    2,
                    Duration.ofSeconds(1),
                    Duration.ofSeconds(4),
                    () -> MixedLoad.rssKib("self"));
            List<MixedLoad.Kind> cheap =
                    kinds.stream().filter(MixedLoad.Kind::cheap).toList();
            List<MixedLoad.Kind> expensive =
                    kinds.stream().filter(k -> !k.cheap()).toList();

            double[] cheapOk = r.latencies(cheap, 200);
            double[] expensiveOk = r.latencies(expensive, 200);
            assertThat(r.latencies(cheap, 0)).hasSameSizeAs(cheapOk); // every cheap request answered 200
            assertThat(cheapOk.length).isGreaterThan(20);
            assertThat(expensiveOk.length).isPositive();
            // Six expensive clients for one slot and one place in the queue: most are turned away...
            assertThat(r.count(expensive, 503) + r.count(expensive, 429)).isPositive();
            // ...at once, not after the 20 s a request may wait.
            double[] refused = DoubleStream.concat(
                            Arrays.stream(r.latencies(expensive, 503)), Arrays.stream(r.latencies(expensive, 429)))
                    .sorted()
                    .toArray();
            assertThat(refused[refused.length - 1]).isLessThan(2000);
            // Cheap work does not queue behind expensive work: its median is below the expensive median.
            assertThat(MixedLoad.pct(cheapOk, 0.5)).isLessThan(MixedLoad.pct(expensiveOk, 0.5));
            assertThat(MixedLoad.pct(cheapOk, 0.9)).isLessThan(1000);
        }
    }
}
