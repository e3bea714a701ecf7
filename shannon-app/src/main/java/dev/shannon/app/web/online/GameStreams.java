package dev.shannon.app.web.online;

import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.StreamConnections;
import dev.shannon.online.GameChanges;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.OnlineGames;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.util.Map;
import java.util.Set;
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
 *
 * <p>A stream's connection leaves the server's request connections for its streams ({@link StreamConnections}), with
 * an idle timeout of two keep-alive periods instead of the requests' few seconds.
 *
 * <p><b>Presence.</b> A player's page opens its stream with {@code ?seat=KEY}, the seat's presence key ({@link
 * Presence}); the seats with a stream open on this server are the game's connected players, shown in every event,
 * and a seat connecting or leaving sends the game's streams a new event.
 */
final class GameStreams implements AutoCloseable {
    private static final int SENDERS = 8;

    private final OnlineLimits limits;
    private final Supplier<OnlineGames> games;
    private final StreamConnections connections;
    private final SolverGate gate;
    private final Presence presence = new Presence();
    private final Map<String, Set<Stream>> byGame = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> perClient = new ConcurrentHashMap<>();
    private final AtomicInteger total = new AtomicInteger();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "timer"));
    private final ExecutorService senders = Executors.newFixedThreadPool(SENDERS, r -> daemon(r, "sender"));

    GameStreams(OnlineLimits limits, Supplier<OnlineGames> games, StreamConnections connections, SolverGate gate) {
        this.limits = limits;
        this.games = games;
        this.connections = connections;
        this.gate = gate;
    }

    /** The sides of game {@code id} with a stream open on this server. */
    Set<String> connected(String id) {
        return presence.connected(id);
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

    /**
     * Answers the request with a stream of game {@code id}, for the seat whose presence key is {@code seatKey} (null
     * or no seat's key: a watcher); a 404 or 429 (as JSON) before any event is sent.
     */
    void handle(Context ctx, String id, String client, String seatKey) {
        OnlineGames g = games.get();
        // The first reading of the game is a request's work like any other: it runs in a lane.
        OnlineGame game = gate.run(client, OnlineApi.ONE_GAME_MILLIS, () -> OnlineApi.call(() -> g.get(id)));
        String side = Presence.sideOf(game, seatKey);
        reserve(client);
        try {
            if (!connections.hold(ctx, limits.keepAlive().multipliedBy(2))) {
                throw ApiError.busy(
                        429,
                        "too many open event streams from this address (at most " + limits.streamsPerClient() + ")",
                        5);
            }
            ctx.status(200);
            ctx.res().setCharacterEncoding("UTF-8");
            ctx.contentType("text/event-stream");
            ctx.header("Cache-Control", "no-cache");
            ctx.header("X-Accel-Buffering", "no");
            ctx.res().flushBuffer();
            SseClient sse = new SseClient(ctx);
            sse.keepAlive();
            new Stream(sse, g, id, client, side).start(game);
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
        private final String side;
        private final AtomicBoolean pending = new AtomicBoolean();
        private final AtomicBoolean closed = new AtomicBoolean();
        private int sentVersion = -1;
        private Set<String> sentPresence = Set.of();
        private volatile long lastChange;
        private GameChanges.Subscription subscription;
        private ScheduledFuture<?> keepAlive;

        Stream(SseClient sse, OnlineGames games, String id, String client, String side) {
            this.sse = sse;
            this.games = games;
            this.id = id;
            this.client = client;
            this.side = side;
        }

        void start(OnlineGame game) {
            lastChange = System.currentTimeMillis();
            sse.onClose(this::close);
            byGame.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(this);
            subscription = games.store().changes().subscribe(id, this::changed);
            if (side != null && presence.arrive(id, side)) {
                presenceChanged(id);
            }
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

        /**
         * Sends {@code game} unless this version with these players connected was sent already (two refreshes may
         * read the same one).
         */
        private synchronized void send(OnlineGame game) {
            Set<String> connected = presence.connected(id);
            if (closed.get()
                    || game.version() < sentVersion
                    || game.version() == sentVersion && connected.equals(sentPresence)) {
                return;
            }
            sse.sendEvent(
                    "message",
                    Json.line(GameJson.game(game, games.now(), connected)),
                    Integer.toString(game.version()));
            sentVersion = game.version();
            sentPresence = connected;
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
            byGame.computeIfPresent(id, (k, set) -> {
                set.remove(this);
                return set.isEmpty() ? null : set;
            });
            if (side != null && presence.leave(id, side)) {
                presenceChanged(id);
            }
            sse.close();
        }
    }

    /** A seat of game {@code id} connected or left: its streams here send the game again. */
    private void presenceChanged(String id) {
        for (Stream s : byGame.getOrDefault(id, Set.of())) {
            s.changed();
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        senders.shutdownNow();
    }
}
