package dev.shannon.app.loadtest;

import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.online.OnlineBackend;
import dev.shannon.app.web.server.WebServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The online games under load (issue 28): {@code games} Bridg-It games on one server, each watched by two event
 * streams as its two players' pages would be, and {@code movers} clients playing legal moves in them back to back.
 * Measures move-to-event latency (from sending a move to the first event on each stream that shows it: p50, p99,
 * the slowest; events are coalesced, so one event may show several moves),
 * errors (a move refused or unanswered, a stream refused) and the process's peak resident memory.
 *
 * <p>It plays by the server's default limits, as a crowd of distinct clients would: games are created from 40
 * loopback addresses (127.0.1.x: 25 each, under 30 a minute and 100 open), streams opened from 127.0.2.x (30 each,
 * under the 32 per address), moves sent from 127.0.3.x (one address per mover). The streams are read by one thread
 * with a selector, the moves sent on a fresh connection each.
 *
 * <pre>
 * java -cp shannon-app/target/shannon.jar dev.shannon.app.loadtest.OnlineGamesLoad [--games 1000] [--movers 32]
 *      [--seconds 30] [--n 8]
 * </pre>
 * The server runs in this process with its embedded store in a temporary directory (deleted afterwards); the memory
 * reported is this process's, server and load generator together.
 */
public final class OnlineGamesLoad {
    private static final Pattern PLY = Pattern.compile("\"ply\":(\\d+)");
    private static final Pattern ID = Pattern.compile("\"id\":\"([0-9A-Za-z]+)\"");
    private static final Pattern TOKEN = Pattern.compile("\"(red|blue)\":\"([A-Za-z0-9_-]{43})\"");
    private static final int STREAMS_PER_ADDRESS = 30;
    private static final int GAMES_PER_ADDRESS = 25;

    private OnlineGamesLoad() {}

    /** What one run measured. */
    public record Result(
            int games,
            int streams,
            int streamsRefused,
            long moves,
            long errors,
            long events,
            long[] latencyNanos,
            long peakRssKib,
            int seconds) {
        public String line() {
            return String.format(
                    "%d games, %d event streams open (%d refused); %d moves in %d s (%.0f/s), %d errors; %d events;"
                            + " move -> event p50 %.1f ms, p99 %.1f ms, max %.1f ms; peak RSS %d MiB",
                    games,
                    streams,
                    streamsRefused,
                    moves,
                    seconds,
                    moves / (double) seconds,
                    errors,
                    events,
                    percentile(50),
                    percentile(99),
                    latencyNanos.length == 0 ? 0 : latencyNanos[latencyNanos.length - 1] / 1e6,
                    peakRssKib >> 10);
        }

        double percentile(double p) {
            return latencyNanos.length == 0
                    ? 0
                    : latencyNanos[Math.min(latencyNanos.length - 1, (int) (latencyNanos.length * p / 100))] / 1e6;
        }
    }

    /** One game as the load sees it: its tokens, free crossings, and when each ply's move was sent. */
    private static final class Game {
        final String id;
        final String[] tokens;
        final List<int[]> free = new ArrayList<>();
        final AtomicLongArray sentAt;
        int ply;
        boolean over;

        Game(String id, String red, String blue, int n) {
            this.id = id;
            this.tokens = new String[] {red, blue};
            for (int r = 1; r <= 2 * n - 1; r++) {
                for (int c = 1; c <= 2 * n - 1; c++) {
                    if ((r - c) % 2 == 0) {
                        free.add(new int[] {r, c});
                    }
                }
            }
            this.sentAt = new AtomicLongArray(free.size() + 2);
        }
    }

    /** One stream's connection and what it has read. */
    private static final class Stream {
        final Game game;
        final StringBuilder pending = new StringBuilder();
        final boolean[] seen;

        Stream(Game game) {
            this.game = game;
            this.seen = new boolean[game.sentAt.length()];
        }
    }

    public static void main(String[] args) throws Exception {
        int games = 1000;
        int movers = 32;
        int seconds = 30;
        int n = 8;
        for (int i = 0; i + 1 < args.length; i += 2) {
            int v = Integer.parseInt(args[i + 1]);
            switch (args[i]) {
                case "--games" -> games = v;
                case "--movers" -> movers = v;
                case "--seconds" -> seconds = v;
                case "--n" -> n = v;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (games < 1
                || games > 4000
                || movers < 1
                || movers > 200
                || seconds < 1
                || seconds > 600
                || n < 2
                || n > 30) {
            throw new IllegalArgumentException("games 1..4000, movers 1..200, seconds 1..600, n 2..30");
        }
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        Path data = Files.createTempDirectory("shannon-online-load");
        try (WebServer server =
                WebServer.start("127.0.0.1", 0, WebLimits.defaults(), null, OnlineBackend.embedded(data))) {
            System.out.println(run(server.port(), games, movers, seconds, n, OnlineGamesLoad::rssKib)
                    .line());
        } finally {
            try (var paths = Files.walk(data)) {
                paths.sorted(java.util.Comparator.reverseOrder())
                        .forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Runs the load against the server on {@code 127.0.0.1:port}; {@code rssKib} samples the memory to report. */
    public static Result run(int port, int games, int movers, int seconds, int n, LongSupplier rssKib)
            throws Exception {
        List<Game> list = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            LoopbackClient creator = new LoopbackClient("127.0.1." + (1 + g / GAMES_PER_ADDRESS), port, 10_000);
            LoopbackClient.Answer a = creator.post(
                    "/api/games", "{\"game\":\"bridgit\",\"n\":" + n + ",\"first\":\"red\",\"creator\":\"red\"}");
            if (a.status() != 201) {
                throw new IOException("creating game " + g + ": " + a.status() + " " + a.body());
            }
            String id = find(ID, a.body(), 1);
            Matcher t = TOKEN.matcher(a.body());
            String red = null;
            String blue = null;
            while (t.find()) {
                if (t.group(1).equals("red") && red == null) {
                    red = t.group(2);
                } else if (t.group(1).equals("blue") && blue == null) {
                    blue = t.group(2);
                }
            }
            list.add(new Game(id, red, blue, n));
        }
        List<Long> latencies = new ArrayList<>();
        AtomicLong events = new AtomicLong();
        Selector selector = Selector.open();
        int refused = 0;
        int opened = 0;
        for (int s = 0; s < 2 * games; s++) {
            Game g = list.get(s / 2);
            try {
                SocketChannel ch = SocketChannel.open();
                ch.bind(new InetSocketAddress("127.0.2." + (1 + s / STREAMS_PER_ADDRESS), 0));
                ch.connect(new InetSocketAddress("127.0.0.1", port));
                ch.write(ByteBuffer.wrap(("GET /api/games/" + g.id + "/events HTTP/1.1\r\nHost: 127.0.0.1:" + port
                                + "\r\nAccept: text/event-stream\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII)));
                ch.configureBlocking(false);
                ch.register(selector, SelectionKey.OP_READ, new Stream(g));
                opened++;
            } catch (IOException e) {
                refused++;
            }
        }
        long[] refusedLate = {0};
        Thread reader = new Thread(() -> read(selector, latencies, events, refusedLate), "load-streams");
        reader.setDaemon(true);
        reader.start();
        Thread.sleep(2000); // every stream's first event
        AtomicLong moves = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        long peak = rssKib.getAsLong();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        List<Thread> threads = new ArrayList<>();
        for (int m = 0; m < movers; m++) {
            String address = "127.0.3." + (1 + m);
            Thread t = new Thread(() -> move(list, address, port, end, moves, errors), "load-mover-" + m);
            t.start();
            threads.add(t);
        }
        while (System.nanoTime() < end) {
            Thread.sleep(500);
            peak = Math.max(peak, rssKib.getAsLong());
        }
        for (Thread t : threads) {
            t.join();
        }
        Thread.sleep(2000); // the last events
        reader.interrupt();
        selector.wakeup();
        long[] sorted;
        synchronized (latencies) {
            sorted = latencies.stream().mapToLong(Long::longValue).toArray();
        }
        Arrays.sort(sorted);
        for (SelectionKey k : selector.keys()) {
            k.channel().close();
        }
        selector.close();
        return new Result(
                games,
                opened - (int) refusedLate[0],
                refused + (int) refusedLate[0],
                moves.get(),
                errors.get(),
                events.get(),
                sorted,
                peak,
                seconds);
    }

    private static String find(Pattern p, String text, int group) throws IOException {
        Matcher m = p.matcher(text);
        if (!m.find()) {
            throw new IOException("no " + p + " in " + text.substring(0, Math.min(200, text.length())));
        }
        return m.group(group);
    }

    /** Reads every stream: each {@code data:} line's ply, matched with when its move was sent. */
    private static void read(Selector selector, List<Long> latencies, AtomicLong events, long[] refused) {
        ByteBuffer buf = ByteBuffer.allocate(1 << 16);
        while (!Thread.currentThread().isInterrupted()) {
            try {
                selector.select(200);
            } catch (IOException e) {
                return;
            }
            for (var it = selector.selectedKeys().iterator(); it.hasNext(); ) {
                SelectionKey key = it.next();
                it.remove();
                Stream s = (Stream) key.attachment();
                buf.clear();
                int r;
                try {
                    r = ((SocketChannel) key.channel()).read(buf);
                } catch (IOException e) {
                    r = -1;
                }
                if (r < 0) {
                    key.cancel();
                    continue;
                }
                long now = System.nanoTime();
                s.pending.append(new String(buf.array(), 0, r, StandardCharsets.UTF_8));
                int nl;
                while ((nl = s.pending.indexOf("\n")) >= 0) {
                    String line = s.pending.substring(0, nl);
                    s.pending.delete(0, nl + 1);
                    if (line.startsWith("HTTP/1.1 ") && !line.startsWith("HTTP/1.1 200")) {
                        refused[0]++;
                    }
                    if (!line.startsWith("data: ")) {
                        continue;
                    }
                    events.incrementAndGet();
                    Matcher m = PLY.matcher(line);
                    if (m.find()) {
                        // An event shows every move up to its ply: a stream that fell behind gets the latest game
                        // (changes are coalesced), and the moves it skipped reach it with this one.
                        int ply = Math.min(Integer.parseInt(m.group(1)), s.seen.length - 1);
                        for (int q = ply; q > 0 && !s.seen[q]; q--) {
                            long sent = s.game.sentAt.get(q);
                            if (sent != 0) {
                                s.seen[q] = true;
                                synchronized (latencies) {
                                    latencies.add(now - sent);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /** One mover: random games, a random free crossing for the side to move, until the time is up. */
    private static void move(List<Game> list, String address, int port, long end, AtomicLong moves, AtomicLong errors) {
        Random random = ThreadLocalRandom.current();
        while (System.nanoTime() < end) {
            Game g = list.get(random.nextInt(list.size()));
            synchronized (g) {
                if (g.over || g.free.isEmpty()) {
                    continue;
                }
                int[] x = g.free.remove(random.nextInt(g.free.size()));
                String body = "{\"move\":[" + x[0] + "," + x[1] + "],\"ply\":" + g.ply + "}";
                g.sentAt.set(g.ply + 1, System.nanoTime());
                try {
                    String answer = post(address, port, "/api/games/" + g.id + "/moves", g.tokens[g.ply % 2], body);
                    if (!answer.startsWith("HTTP/1.1 200")) {
                        errors.incrementAndGet();
                        g.over = true;
                        continue;
                    }
                    moves.incrementAndGet();
                    g.ply++;
                    g.over = answer.contains("\"status\":\"finished\"");
                } catch (IOException e) {
                    errors.incrementAndGet();
                    g.over = true;
                }
            }
        }
    }

    /** A POST with a seat's token from {@code address}, on a connection of its own; the whole answer. */
    private static String post(String address, int port, String path, String token, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                + "Authorization: Bearer " + token + "\r\nContent-Length: " + body.length
                + "\r\nConnection: close\r\n\r\n";
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(address, 0));
            socket.connect(new InetSocketAddress("127.0.0.1", port), 10_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** This process's resident memory in KiB (Linux), 0 elsewhere. */
    static long rssKib() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
