package dev.shannon.app.loadtest;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.SolverLimits;
import dev.shannon.app.web.WebLimits;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;

/**
 * Mixed load on the web API, on loopback only: {@code expensive} clients sending the largest
 * requests the server accepts (Bridg-It trees at n = 30, a 24×24 Tsunagaru solve, a 200-edge
 * switching analysis, a 15×15 tricky generation, in turn) and {@code cheap} clients sending 3×4
 * Bridg-It analyses, every client from its own loopback address, each a closed loop (the next
 * request when the answer is in; after a 429/503 it waits the Retry-After it was given, at most
 * 5 s). It stops by itself after the warm-up and the measured seconds. Prints, per class,
 * answers by status, the latency percentiles of the served ones and the slowest refusal, and
 * the peak resident memory of the server.
 *
 * <pre>
 * java -Xmx2g -cp shannon-app/target/shannon.jar dev.shannon.app.loadtest.MixedLoad \
 *     [--expensive 40] [--cheap 10] [--seconds 20] [--warmup 5] [--expensive-threads T | --port P --pid PID]
 * </pre>
 * Without {@code --port} it starts a server in this JVM (peak RSS is then of this JVM, server and
 * clients together); with {@code --port} it loads a server already running on 127.0.0.1:P and
 * reads that server's RSS from {@code /proc/PID/status}. The test {@code SchedulingLoadTest}
 * runs a short, small version of it in {@code mvn verify}.
 */
public final class MixedLoad {
    public static final int MAX_CLIENTS = 200;
    public static final int MAX_SECONDS = 120;

    /** The kinds of request, with their class. */
    public record Kind(String name, boolean cheap, String path, List<String> bodies) {}

    /** What was measured: per kind, the statuses and the latencies (ns) of each status. */
    public static final class Report {
        final Map<String, ConcurrentLinkedQueue<long[]>> byKind = new TreeMap<>();
        final AtomicLong peakRssKib = new AtomicLong();

        synchronized ConcurrentLinkedQueue<long[]> of(String kind) {
            return byKind.computeIfAbsent(kind, k -> new ConcurrentLinkedQueue<>());
        }

        /** Latencies in ms of the answers of {@code kinds} with status {@code status} (0: every status), sorted. */
        public double[] latencies(List<Kind> kinds, int status) {
            return kinds.stream()
                    .flatMap(k -> of(k.name()).stream())
                    .filter(x -> status == 0 || x[0] == status)
                    .mapToDouble(x -> x[1] / 1e6)
                    .sorted()
                    .toArray();
        }

        public long count(List<Kind> kinds, int status) {
            return kinds.stream()
                    .flatMap(k -> of(k.name()).stream())
                    .filter(x -> x[0] == status)
                    .count();
        }
    }

    private MixedLoad() {}

    /** The default mix. */
    public static List<Kind> kinds() {
        Random random = new Random(1);
        List<String> small = LoadBench.positions(3, 50, random);
        ObjectNode graph = Json.object();
        graph.set("graph", WorstCaseBench.randomGraph(120, 200, 3));
        String stage = StageGenerator.randomStage(24, 24, 7).toString();
        List<String> generate = new ArrayList<>();
        for (int seed = 1; seed <= 50; seed++) {
            generate.add("{\"width\":15,\"height\":15,\"goal\":\"tricky\",\"seed\":" + seed + "}");
        }
        return List.of(
                new Kind("bridgit analyze 3x4", true, "/api/bridgit/analyze", small),
                new Kind("bridgit trees 30x31", false, "/api/bridgit/trees", List.of("{\"n\":30,\"move\":[30,30]}")),
                new Kind(
                        "tsunagaru solve 24x24",
                        false,
                        "/api/tsunagaru/solve",
                        List.of(Json.line(Json.object().put("stage", stage)))),
                new Kind("switching analyze 200 edges", false, "/api/switching/analyze", List.of(Json.line(graph))),
                new Kind("tsunagaru generate 15x15 tricky", false, "/api/tsunagaru/generate", generate));
    }

    /**
     * Runs the load against 127.0.0.1:{@code port}: client i &lt; {@code expensive} cycles through
     * the expensive kinds, the others send cheap ones. Measures only after {@code warmup}.
     */
    public static Report run(
            int port, List<Kind> kinds, int expensive, int cheap, Duration warmup, Duration length, LongSupplier rssKib)
            throws InterruptedException {
        if (expensive + cheap > MAX_CLIENTS || warmup.plus(length).toSeconds() > MAX_SECONDS) {
            throw new IllegalArgumentException("at most " + MAX_CLIENTS + " clients and " + MAX_SECONDS + " s");
        }
        List<Kind> big = kinds.stream().filter(k -> !k.cheap()).toList();
        List<Kind> small = kinds.stream().filter(Kind::cheap).toList();
        Report report = new Report();
        long start = System.nanoTime();
        long measureFrom = start + warmup.toNanos();
        long end = measureFrom + length.toNanos();
        CountDownLatch done = new CountDownLatch(expensive + cheap);
        for (int c = 0; c < expensive + cheap; c++) {
            int id = c;
            List<Kind> mine = c < expensive ? big : small;
            Thread t = new Thread(
                    () -> {
                        try {
                            client(new LoopbackClient(id, port, 60_000), mine, id, measureFrom, end, report);
                        } finally {
                            done.countDown();
                        }
                    },
                    "load-" + c);
            t.setDaemon(true);
            t.start();
        }
        while (!done.await(200, TimeUnit.MILLISECONDS)) {
            report.peakRssKib.accumulateAndGet(rssKib.getAsLong(), Math::max);
        }
        return report;
    }

    private static void client(
            LoopbackClient http, List<Kind> kinds, int id, long measureFrom, long end, Report report) {
        Random random = new Random(id);
        for (int i = id; System.nanoTime() < end; i++) {
            Kind k = kinds.get(i % kinds.size());
            String body = k.bodies().get(random.nextInt(k.bodies().size()));
            long t0 = System.nanoTime();
            int status;
            int retryAfter = -1;
            try {
                LoopbackClient.Answer a = http.post(k.path(), body);
                status = a.status();
                retryAfter = a.retryAfter();
            } catch (IOException e) {
                status = -1;
            }
            long took = System.nanoTime() - t0;
            if (t0 >= measureFrom) {
                report.of(k.name()).add(new long[] {status, took});
            }
            if (retryAfter > 0) {
                long wake = System.nanoTime() + Math.min(5, retryAfter) * 1_000_000_000L;
                while (System.nanoTime() < Math.min(wake, end)) {
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    /** Resident memory of process {@code pid} in KiB ("self" for this JVM), 0 if unknown. */
    public static long rssKib(String pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", pid, "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }

    public static double pct(double[] sorted, double p) {
        return sorted.length == 0
                ? Double.NaN
                : sorted[Math.min(sorted.length - 1, (int) Math.floor(p * sorted.length))];
    }

    public static void main(String[] args) throws Exception {
        int expensive = 40;
        int cheap = 10;
        int seconds = 20;
        int warmup = 5;
        int port = -1;
        int expensiveThreads = -1;
        String pid = "self";
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--expensive" -> expensive = Integer.parseInt(args[i + 1]);
                case "--cheap" -> cheap = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--warmup" -> warmup = Integer.parseInt(args[i + 1]);
                case "--port" -> port = Integer.parseInt(args[i + 1]);
                case "--pid" -> pid = args[i + 1];
                case "--expensive-threads" -> expensiveThreads = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        WebLimits limits = WebLimits.defaults();
        if (expensiveThreads > 0) {
            SolverLimits d = limits.solver();
            limits = limits.withSolver(new SolverLimits(
                    d.cheapMillis(),
                    d.cheapThreads(),
                    d.cheapQueue(),
                    expensiveThreads,
                    d.expensiveQueue(),
                    d.perClientCheap(),
                    d.perClientExpensive(),
                    d.maxWait()));
        }
        LocalServer local = port < 0 ? LocalServer.start(limits) : null;
        int target = local != null ? local.port() : port;
        String rssOf = pid;
        List<Kind> kinds = kinds();
        Report r = run(
                target,
                kinds,
                expensive,
                cheap,
                Duration.ofSeconds(warmup),
                Duration.ofSeconds(seconds),
                () -> rssKib(rssOf));
        System.out.printf(
                "%d expensive + %d cheap clients, %d s measured after %d s warm-up, server on 127.0.0.1:%d%n",
                expensive, cheap, seconds, warmup, target);
        System.out.println(
                "| request | answers | 200 | 429 | 503 | other | p50 ms | p90 ms | p99 ms | max ms | slowest refusal ms |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
        for (Kind k : kinds) {
            line(r, k.name(), List.of(k));
        }
        line(r, "**cheap, all**", kinds.stream().filter(Kind::cheap).toList());
        line(r, "**expensive, all**", kinds.stream().filter(k -> !k.cheap()).toList());
        System.out.printf("peak RSS %.0f MiB%n", r.peakRssKib.get() / 1024.0);
        if (local != null) {
            local.close();
        }
    }

    private static void line(Report r, String label, List<Kind> kinds) {
        double[] ok = r.latencies(kinds, 200);
        double[] all = r.latencies(kinds, 0);
        double[] refused = DoubleStream.concat(
                        Arrays.stream(r.latencies(kinds, 429)), Arrays.stream(r.latencies(kinds, 503)))
                .sorted()
                .toArray();
        long other = all.length - ok.length - refused.length;
        String others = kinds.stream()
                .flatMap(k -> r.of(k.name()).stream())
                .mapToLong(x -> x[0])
                .filter(x -> x != 200 && x != 429 && x != 503)
                .mapToObj(Long::toString)
                .distinct()
                .sorted()
                .collect(Collectors.joining(" "));
        System.out.printf(
                "| %s | %d | %d | %d | %d | %s | %.1f | %.1f | %.1f | %.1f | %s |%n",
                label,
                all.length,
                ok.length,
                r.count(kinds, 429),
                r.count(kinds, 503),
                other == 0 ? "0" : other + " (" + others + ")",
                pct(ok, 0.5),
                pct(ok, 0.9),
                pct(ok, 0.99),
                ok.length == 0 ? Double.NaN : ok[ok.length - 1],
                refused.length == 0 ? "–" : String.format("%.1f", refused[refused.length - 1]));
    }
}
