package dev.shannon.app.loadtest;

import dev.shannon.app.web.WebLimits;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A load generator for the web API: {@code clients} threads, each sending Bridg-It analysis
 * requests back to back (a closed loop, like wrk) for {@code seconds}, on positions drawn from a
 * fixed, seeded set of random n×(n+1) positions (the empty board among them). Prints requests,
 * errors, throughput and latency percentiles. Not a unit test: run it by hand (see BENCHMARKS.md).
 *
 * <pre>
 * java -cp shannon-app/target/shannon.jar dev.shannon.app.loadtest.LoadBench [--url http://127.0.0.1:8080] [--clients 50] [--seconds 20] [--n 14] [--positions 200]
 * java -cp shannon-app/target/shannon.jar dev.shannon.app.loadtest.LoadBench --dump positions.txt [--n 14] [--positions 200]
 * </pre>
 * Without --url it starts a server in this JVM on a free port. {@code --dump} only writes the
 * request bodies, one a line, for {@code wrk} and {@code src/test/resources/web-bench/analyze.lua},
 * a lighter load generator that leaves more of a small machine to the server.
 */
public final class LoadBench {
    private LoadBench() {}

    public static void main(String[] args) throws Exception {
        String url = null;
        String dump = null;
        int clients = 50;
        int seconds = 20;
        int n = 14;
        int positions = 200;
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--url" -> url = args[i + 1];
                case "--dump" -> dump = args[i + 1];
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--n" -> n = Integer.parseInt(args[i + 1]);
                case "--positions" -> positions = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (dump != null) {
            Files.write(Path.of(dump), positions(n, positions, new Random(1)));
            return;
        }
        LocalServer local = null;
        if (url == null) {
            local = LocalServer.start(WebLimits.defaults());
            url = local.url();
        }
        URI target = URI.create(url.replaceAll("/$", "") + "/api/bridgit/analyze");
        List<String> bodies = positions(n, positions, new Random(1));
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();

        // Warm-up: a few seconds of the same load, not measured, so the JIT has compiled the solver.
        run(client, target, bodies, clients, Math.min(5, seconds), null);
        Result r = new Result();
        run(client, target, bodies, clients, seconds, r);
        long[] lat = r.latencies();
        Arrays.sort(lat);
        System.out.printf(
                "n = %d, %d clients, %d s, %d distinct positions, endpoint %s%n",
                n, clients, seconds, bodies.size(), target);
        System.out.printf(
                "requests %d, errors %d, throughput %.0f req/s%n",
                lat.length, r.errors.get(), lat.length / (double) seconds);
        System.out.printf(
                "latency ms: median %.2f, p90 %.2f, p99 %.2f, max %.2f%n",
                pct(lat, 0.5), pct(lat, 0.9), pct(lat, 0.99), lat.length == 0 ? 0 : lat[lat.length - 1] / 1e6);
        if (local != null) {
            local.close();
        }
    }

    private static double pct(long[] sorted, double p) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) (p * sorted.length))] / 1e6;
    }

    /** Random positions: the empty board, then games of random length played at random (never finished). */
    public static List<String> positions(int n, int count, Random random) {
        List<String> out = new ArrayList<>();
        out.add("{\"n\":" + n + ",\"moves\":[]}");
        while (out.size() < count) {
            BridgitGame g = BridgitGame.start(n);
            int length = random.nextInt(n * n);
            for (int i = 0; i < length; i++) {
                List<Crossing> free = g.freeCrossings();
                BridgitGame next = g.play(free.get(random.nextInt(free.size())));
                if (next.isOver()) {
                    break;
                }
                g = next;
            }
            StringBuilder b = new StringBuilder("{\"n\":" + n + ",\"moves\":[");
            List<Crossing> moves = g.moves();
            for (int i = 0; i < moves.size(); i++) {
                b.append(i == 0 ? "" : ",")
                        .append('[')
                        .append(moves.get(i).r())
                        .append(',')
                        .append(moves.get(i).c())
                        .append(']');
            }
            out.add(b.append("]}").toString());
        }
        return out;
    }

    private static final class Result {
        final AtomicLong errors = new AtomicLong();
        final List<long[]> perThread = new ArrayList<>();

        synchronized long[] slot(int size) {
            long[] a = new long[size];
            perThread.add(a);
            return a;
        }

        long[] latencies() {
            return perThread.stream()
                    .flatMapToLong(Arrays::stream)
                    .filter(x -> x > 0)
                    .toArray();
        }
    }

    private static void run(HttpClient client, URI target, List<String> bodies, int clients, int seconds, Result result)
            throws InterruptedException {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        CountDownLatch done = new CountDownLatch(clients);
        for (int c = 0; c < clients; c++) {
            Random random = new Random(c);
            Thread t = new Thread(
                    () -> {
                        long[] lat = result == null ? null : result.slot(1 << 16);
                        int k = 0;
                        try {
                            while (System.nanoTime() < deadline) {
                                HttpRequest req = HttpRequest.newBuilder(target)
                                        .header("Content-Type", "application/json")
                                        .POST(HttpRequest.BodyPublishers.ofString(
                                                bodies.get(random.nextInt(bodies.size()))))
                                        .build();
                                long start = System.nanoTime();
                                int status;
                                try {
                                    status = client.send(req, HttpResponse.BodyHandlers.ofString())
                                            .statusCode();
                                } catch (IOException e) {
                                    status = -1;
                                }
                                long took = System.nanoTime() - start;
                                if (result != null) {
                                    if (status != 200) {
                                        result.errors.incrementAndGet();
                                    } else if (k < lat.length) {
                                        lat[k++] = took;
                                    }
                                }
                            }
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        } finally {
                            done.countDown();
                        }
                    },
                    "load-" + c);
            t.start();
        }
        done.await();
    }
}
