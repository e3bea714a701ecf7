package dev.shannon.app.web.online;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.web.TestServer;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Crossing;
import dev.shannon.online.Timeouts;
import dev.shannon.online.store.StoreConfig;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A load generator for the online games: {@code games} Bridg-It games on the n×(n+1) board, each watched by two
 * event streams (its two players' pages), and {@code movers} threads playing random legal moves in them back to back
 * for {@code seconds}. Measures move-to-event latency (from sending a move to each stream's event showing it),
 * errors and the server's heap. Not a unit test: run it by hand (BENCHMARKS.md, "Online games").
 *
 * <pre>
 * java -cp … dev.shannon.app.web.online.OnlineLoadBench [--games 1000] [--movers 32] [--seconds 30] [--n 8]
 * </pre>
 * It starts a server in this JVM on a free port with the embedded store in a temporary directory and the per-client
 * limits raised (every client here is one address); the streams are read without a thread each.
 */
public final class OnlineLoadBench {
    private OnlineLoadBench() {}

    /** One game as the movers see it. */
    private static final class Game {
        final String id;
        final String[] tokens;
        final List<Crossing> free;
        int ply;
        boolean over;
        final Map sent = new Map();

        Game(String id, String red, String blue, int n) {
            this.id = id;
            this.tokens = new String[] {red, blue};
            this.free = new ArrayList<>(Board.of(n).crossings());
        }
    }

    /** When each ply's move was sent, by ply. */
    private static final class Map extends ConcurrentHashMap<Integer, Long> {
        private static final long serialVersionUID = 1L;
    }

    public static void main(String[] args) throws Exception {
        int games = 1000;
        int movers = 32;
        int seconds = 30;
        int n = 8;
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--movers" -> movers = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--n" -> n = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path data = Files.createTempDirectory("shannon-online-load");
        OnlineBackend backend = new OnlineBackend(
                StoreConfig.embedded(data),
                Timeouts.DEFAULT,
                new OnlineLimits(
                        1_000_000, 1_000_000, 1_000_000, 100_000, Duration.ofMinutes(30), Duration.ofSeconds(15), 200));
        try (TestServer server = TestServer.start(backend)) {
            HttpClient http = HttpClient.newBuilder().build();
            List<Game> list = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                JsonNode c = server.post(
                                "/api/games",
                                "{\"game\":\"bridgit\",\"n\":" + n + ",\"first\":\"red\",\"creator\":\"red\"}")
                        .json();
                list.add(new Game(
                        c.get("id").asText(),
                        c.get("seats").get("red").asText(),
                        c.get("seats").get("blue").asText(),
                        n));
            }
            List<Long> latencies = java.util.Collections.synchronizedList(new ArrayList<>());
            AtomicInteger events = new AtomicInteger();
            AtomicInteger streamErrors = new AtomicInteger();
            CountDownLatch opened = new CountDownLatch(2 * games);
            for (Game g : list) {
                for (int w = 0; w < 2; w++) {
                    http.sendAsync(
                                    HttpRequest.newBuilder(server.uri("/api/games/" + g.id + "/events"))
                                            .build(),
                                    HttpResponse.BodyHandlers.fromLineSubscriber(
                                            new Watcher(g, latencies, events, opened)))
                            .whenComplete((r, e) -> {
                                if (e != null || r.statusCode() != 200) {
                                    streamErrors.incrementAndGet();
                                    opened.countDown();
                                }
                            });
                }
            }
            opened.await();
            System.out.printf(
                    "%d games, %d streams open (%d refused)%n",
                    games, 2 * games - streamErrors.get(), streamErrors.get());
            AtomicLong moves = new AtomicLong();
            AtomicLong errors = new AtomicLong();
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < movers; t++) {
                Thread thread = new Thread(() -> {
                    Random random = ThreadLocalRandom.current();
                    while (System.nanoTime() < end) {
                        Game g = list.get(random.nextInt(list.size()));
                        synchronized (g) {
                            if (g.over || g.free.isEmpty()) {
                                continue;
                            }
                            Crossing x = g.free.remove(random.nextInt(g.free.size()));
                            g.sent.put(g.ply + 1, System.nanoTime());
                            HttpRequest request = HttpRequest.newBuilder(server.uri("/api/games/" + g.id + "/moves"))
                                    .header("Content-Type", "application/json")
                                    .header("Authorization", "Bearer " + g.tokens[g.ply % 2])
                                    .POST(HttpRequest.BodyPublishers.ofString(
                                            "{\"move\":[" + x.r() + "," + x.c() + "],\"ply\":" + g.ply + "}"))
                                    .build();
                            try {
                                HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
                                if (r.statusCode() != 200) {
                                    errors.incrementAndGet();
                                    g.over = true;
                                    continue;
                                }
                                moves.incrementAndGet();
                                g.ply++;
                                g.over = r.body().contains("\"status\":\"finished\"");
                            } catch (Exception e) {
                                errors.incrementAndGet();
                                g.over = true;
                            }
                        }
                    }
                });
                thread.start();
                threads.add(thread);
            }
            for (Thread t : threads) {
                t.join();
            }
            Thread.sleep(2000); // the last events
            long[] sorted =
                    latencies.stream().mapToLong(Long::longValue).sorted().toArray();
            Runtime rt = Runtime.getRuntime();
            System.gc();
            System.out.printf(
                    "%d moves in %d s (%.0f/s), %d errors; %d events, latency move -> event p50 %.1f ms, p90 %.1f ms,"
                            + " p99 %.1f ms, max %.1f ms; heap used %d MB (both sides, after GC)%n",
                    moves.get(),
                    seconds,
                    moves.get() / (double) seconds,
                    errors.get(),
                    events.get(),
                    pct(sorted, 50),
                    pct(sorted, 90),
                    pct(sorted, 99),
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6,
                    (rt.totalMemory() - rt.freeMemory()) >> 20);
        }
    }

    private static double pct(long[] sorted, double p) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) (sorted.length * p / 100))] / 1e6;
    }

    /** Reads one stream's lines: each event's ply, matched with the time its move was sent. */
    private record Watcher(Game game, List<Long> latencies, AtomicInteger events, CountDownLatch opened)
            implements Flow.Subscriber<String> {
        @Override
        public void onSubscribe(Flow.Subscription s) {
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            if (!line.startsWith("data: ")) {
                return;
            }
            long now = System.nanoTime();
            int at = line.indexOf("\"ply\":");
            int ply = Integer.parseInt(line.substring(at + 6, line.indexOf(',', at)));
            events.incrementAndGet();
            if (ply == 0) {
                opened.countDown();
                return;
            }
            Long sent = game.sent.get(ply);
            if (sent != null) {
                latencies.add(now - sent);
            }
        }

        @Override
        public void onError(Throwable t) {}

        @Override
        public void onComplete() {}
    }
}
