package dev.shannon.app.loadtest;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The attacks of issue 29 against a server on 127.0.0.1, each while one client measures cheap
 * requests ({@code GET /api/limits} and a 3×4 Bridg-It analysis, alternately, one at a time, from
 * 127.0.0.100): slow bodies (1,000 connections from one address and 1,000 from 20, each sending
 * the headers of a POST and one byte of its body), cheap-lane abuse (eight connections from one
 * address sending the requests of {@link Adversarial#cheapLaneAbuse()} back to back) and long
 * records (eight connections sending a 100×100 Tsunagaru record with 30,000 turns). Loopback only.
 */
public final class Attacks {
    /** What one attack did to the cheap requests, and the server's peak resident memory. */
    public record Result(String attack, double[] cheapMillis, long cheapErrors, long attackRequests, long peakRssKib) {
        public double percentile(double p) {
            double[] sorted = cheapMillis.clone();
            Arrays.sort(sorted);
            return sorted.length == 0 ? Double.NaN : sorted[Math.min(sorted.length - 1, (int) (p * sorted.length))];
        }

        public String line() {
            return String.format(
                    Locale.ROOT,
                    "| %s | %d | %.1f | %.1f | %.1f | %d | %d | %.0f |",
                    attack,
                    cheapMillis.length,
                    percentile(0.5),
                    percentile(0.99),
                    percentile(1.0),
                    cheapErrors,
                    attackRequests,
                    peakRssKib / 1024.0);
        }
    }

    public static final String HEADER =
            "| attack | cheap requests | p50 ms | p99 ms | max ms | cheap errors | attack requests"
                    + " | peak RSS MiB |\n| --- | --- | --- | --- | --- | --- | --- | --- |";

    private Attacks() {}

    /** The attacks by name, in the order {@code all} runs them. */
    public static List<String> names() {
        return List.of("none", "slow-bodies", "cheap-lane", "records");
    }

    /** Runs {@code attack} for about {@code seconds} against 127.0.0.1:{@code port}. */
    public static Result run(String attack, int port, int seconds, LongSupplier rssKib) throws Exception {
        AtomicLong peak = new AtomicLong(rssKib.getAsLong());
        return switch (attack) {
            case "none" -> measure(attack, port, seconds, 0, rssKib, peak);
            case "slow-bodies" -> {
                try (SlowBodies one = SlowBodies.open(port, 1, 1000, 2);
                        SlowBodies many = SlowBodies.open(port, 20, 50, 10)) {
                    yield measure(attack, port, seconds, 2000, rssKib, peak);
                }
            }
            case "cheap-lane" -> flood(attack, port, seconds, Adversarial.cheapLaneAbuse(), rssKib, peak);
            case "records" ->
                flood(attack, port, seconds, List.of(Adversarial.longTsunagaruRecord(100, 30_000)), rssKib, peak);
            default ->
                throw new IllegalArgumentException(
                        "unknown attack '" + attack + "' (expected " + String.join(", ", names()) + " or all)");
        };
    }

    /** Eight connections from 127.0.0.3 sending {@code requests} back to back while the cheap client measures. */
    private static Result flood(
            String attack,
            int port,
            int seconds,
            List<Adversarial.Request> requests,
            LongSupplier rssKib,
            AtomicLong peak)
            throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong sent = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            int k = i;
            Thread t = new Thread(
                    () -> {
                        LoopbackClient client = new LoopbackClient("127.0.0.3", port, 30_000);
                        for (int j = k; !stop.get(); j++) {
                            Adversarial.Request r = requests.get(j % requests.size());
                            try {
                                client.post(r.path(), r.body());
                                sent.incrementAndGet();
                            } catch (IOException e) {
                                sent.incrementAndGet();
                            }
                        }
                    },
                    "attack-" + i);
            t.setDaemon(true);
            t.start();
            threads.add(t);
        }
        Thread.sleep(500);
        try {
            Result r = measure(attack, port, seconds, 0, rssKib, peak);
            return new Result(attack, r.cheapMillis(), r.cheapErrors(), sent.get(), r.peakRssKib());
        } finally {
            stop.set(true);
        }
    }

    private static Result measure(
            String attack, int port, int seconds, long attackRequests, LongSupplier rssKib, AtomicLong peak) {
        List<Double> ms = new ArrayList<>();
        long errors = 0;
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        LoopbackClient client = new LoopbackClient("127.0.0.100", port, 5000);
        for (int i = 0; System.nanoTime() < end; i++) {
            double x = SlowBodies.cheap(client, i);
            ms.add(x);
            if (x >= 5000) {
                errors++;
            }
            if (i % 50 == 0) {
                peak.accumulateAndGet(rssKib.getAsLong(), Math::max);
            }
        }
        return new Result(
                attack, ms.stream().mapToDouble(Double::doubleValue).toArray(), errors, attackRequests, peak.get());
    }
}
