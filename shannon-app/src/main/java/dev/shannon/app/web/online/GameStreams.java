package dev.shannon.app.web.online;

import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.online.GameChanges;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.OnlineGames;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * {@code GET /api/games/ID/events}: Server-Sent Events, the game at once and then one event after every change
 * (move, arrival, resignation, flag fall, end, rematch). Each event's {@code data:} line is the game as {@code GET}
 * shows it and its {@code id:} the game's version. Changes are coalesced: a stream that falls behind gets the latest
 * game, never a backlog. Streams hold no thread while they wait; a few sender threads read and send. A comment line
 * every {@link OnlineLimits#keepAlive()} keeps proxies from closing a quiet stream and finds clients that left; a
 * stream with no change for {@link OnlineLimits#streamIdle()} is closed (the browser's EventSource reconnects).
 */
final class GameStreams implements AutoCloseable {
    private static final int SENDERS = 8;

    private final OnlineLimits limits;
    private final Supplier<OnlineGames> games;
    private final Map<String, AtomicInteger> perClient = new ConcurrentHashMap<>();
    private final AtomicInteger total = new AtomicInteger();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "timer"));
    private final ExecutorService senders = Executors.newFixedThreadPool(SENDERS, r -> daemon(r, "sender"));

    GameStreams(OnlineLimits limits, Supplier<OnlineGames> games) {
        this.limits = limits;
        this.games = games;
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, "shannon-game-streams-" + name);
        t.setDaemon(true);
        return t;
    }

    /** Streams open now, on this server. */
    int open() {
        return total.get();
    }

    /** Answers the request with a stream of game {@code id}; a 404 or 429 (as JSON) before any event is sent. */
    void handle(Context ctx, String id, String client) {
        OnlineGames g = games.get();
        OnlineGame game = OnlineApi.call(() -> g.get(id));
        reserve(client);
        try {
            ctx.status(200);
            ctx.res().setCharacterEncoding("UTF-8");
            ctx.contentType("text/event-stream");
            ctx.header("Cache-Control", "no-cache");
            ctx.header("X-Accel-Buffering", "no");
            ctx.res().flushBuffer();
            SseClient sse = new SseClient(ctx);
            sse.keepAlive();
            new Stream(sse, g, id, client).start(game);
        } catch (java.io.IOException | RuntimeException e) {
            release(client);
            if (e instanceof RuntimeException re) {
                throw re;
            }
        }
    }

    private void reserve(String client) {
        if (total.incrementAndGet() > limits.streamsTotal()) {
            total.decrementAndGet();
            throw ApiError.busy(503, "too many open event streams on this server (" + limits.streamsTotal() + ")", 5);
        }
        AtomicInteger mine = perClient.computeIfAbsent(client, k -> new AtomicInteger());
        if (mine.incrementAndGet() > limits.streamsPerClient()) {
            mine.decrementAndGet();
            total.decrementAndGet();
            throw ApiError.busy(
                    429,
                    "too many open event streams from this address (at most " + limits.streamsPerClient() + ")",
                    5);
        }
    }

    private void release(String client) {
        total.decrementAndGet();
        perClient.computeIfPresent(client, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
    }

    /** One open stream. */
    private final class Stream {
        private final SseClient sse;
        private final OnlineGames games;
        private final String id;
        private final String client;
        private final AtomicBoolean pending = new AtomicBoolean();
        private final AtomicBoolean closed = new AtomicBoolean();
        private int sentVersion = -1;
        private volatile long lastChange;
        private GameChanges.Subscription subscription;
        private ScheduledFuture<?> keepAlive;

        Stream(SseClient sse, OnlineGames games, String id, String client) {
            this.sse = sse;
            this.games = games;
            this.id = id;
            this.client = client;
        }

        void start(OnlineGame game) {
            lastChange = System.currentTimeMillis();
            sse.onClose(this::close);
            subscription = games.store().changes().subscribe(id, this::changed);
            send(game);
            long every = limits.keepAlive().toMillis();
            keepAlive = timer.scheduleAtFixedRate(this::tick, every, every, TimeUnit.MILLISECONDS);
            // A change between reading the game and subscribing would otherwise go unheard until the next one.
            changed();
        }

        /** A change was committed (or may have been): read and send it, once, on a sender thread. */
        void changed() {
            if (!closed.get() && pending.compareAndSet(false, true)) {
                try {
                    senders.execute(this::refresh);
                } catch (java.util.concurrent.RejectedExecutionException e) {
                    close();
                }
            }
        }

        private void refresh() {
            pending.set(false);
            try {
                send(games.get(id));
            } catch (RuntimeException e) {
                // The database is unreachable for now: the next change or keep-alive tries again.
            }
        }

        /** Sends {@code game} unless a version as new was sent already (two refreshes may read the same one). */
        private synchronized void send(OnlineGame game) {
            if (closed.get() || game.version() <= sentVersion) {
                return;
            }
            sse.sendEvent("message", Json.line(GameJson.game(game, games.now())), Integer.toString(game.version()));
            sentVersion = game.version();
            lastChange = System.currentTimeMillis();
            if (sse.terminated()) {
                close();
            }
        }

        private synchronized void tick() {
            if (closed.get()) {
                return;
            }
            if (System.currentTimeMillis() - lastChange >= limits.streamIdle().toMillis()) {
                close();
                return;
            }
            sse.sendComment("keep-alive");
            if (sse.terminated()) {
                close();
            }
        }

        void close() {
            if (!closed.compareAndSet(false, true)) {
                return;
            }
            if (subscription != null) {
                subscription.close();
            }
            if (keepAlive != null) {
                keepAlive.cancel(false);
            }
            release(client);
            sse.close();
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        senders.shutdownNow();
    }
}
