package dev.shannon.app.web.online;

import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.StreamConnections;
import dev.shannon.online.GameChanges;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.OnlineGames;
import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * {@code GET /api/games/ID/events}: Server-Sent Events, the game at once and then one event after every change
 * (move, arrival, resignation, flag fall, end, rematch). Each event's {@code data:} line is the game as {@code GET}
 * shows it and its {@code id:} the game's version.
 *
 * <p>A game watched on this server has one {@link Channel}: one subscription to its changes, and after each change
 * (coalesced: changes that come while one is being read are read once) one reading of the game from the store and
 * one event, built once and offered to every viewer ({@link StreamViewer}), which writes it without blocking. So the
 * store is read once per change, not once per viewer, and a viewer that does not read holds up nobody (stops: the
 * game was read and the event built and written per viewer by eight shared threads, and 640 non-reading streams
 * stalled every game's events). A comment line every {@link OnlineLimits#keepAlive()} keeps proxies from closing a
 * quiet stream and finds clients that left; a stream with no change for {@link OnlineLimits#streamIdle()} is closed
 * (the browser's EventSource reconnects).
 *
 * <p>A stream's connection leaves the server's request connections for its streams ({@link StreamConnections}), with
 * an idle timeout of two keep-alive periods instead of the requests' few seconds.
 *
 * <p><b>Presence.</b> A player's page opens its stream with {@code ?seat=KEY}, the seat's presence key ({@link
 * Presence}); the seats with a stream open on this server are the game's connected players, shown in every event,
 * and a seat connecting or leaving sends the game's streams a new event.
 */
final class GameStreams implements AutoCloseable {
    /** Threads that read a changed game and build its event: one reading per change, so a few suffice. */
    private static final int READERS = 2;
    /** After a failed reading of a changed game (store busy), the wait before reading it again. */
    private static final long RETRY_MILLIS = 500;

    private final OnlineLimits limits;
    private final Supplier<OnlineGames> games;
    private final StreamConnections connections;
    private final SolverGate gate;
    private final Presence presence = new Presence();
    /** The games watched here. Guarded by itself for joining and leaving. */
    private final Map<String, Channel> channels = new HashMap<>();

    private final Map<String, AtomicInteger> perClient = new ConcurrentHashMap<>();
    private final AtomicInteger total = new AtomicInteger();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "timer"));
    private final ExecutorService readers = Executors.newFixedThreadPool(READERS, r -> daemon(r, "reader"));

    GameStreams(OnlineLimits limits, Supplier<OnlineGames> games, StreamConnections connections, SolverGate gate) {
        this.limits = limits;
        this.games = games;
        this.connections = connections;
        this.gate = gate;
        long every = limits.keepAlive().toMillis();
        timer.scheduleAtFixedRate(this::tick, every, every, TimeUnit.MILLISECONDS);
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
        } catch (java.io.IOException | RuntimeException e) {
            release(client);
            if (e instanceof RuntimeException re) {
                throw re;
            }
            return;
        }
        Channel channel = join(id, g);
        StreamViewer[] self = new StreamViewer[1];
        StreamViewer viewer = new StreamViewer(ctx, () -> leave(channel, self[0], client, side));
        self[0] = viewer;
        if (side != null) {
            presence.arrive(id, side);
        }
        channel.viewers.add(viewer);
        viewer.offer(channel.frame(game));
        // Always read again once: a change between the first reading and the subscription, or this seat's arrival.
        channel.changed();
        ctx.future(viewer::begin);
    }

    private Channel join(String id, OnlineGames g) {
        synchronized (channels) {
            Channel c = channels.get(id);
            if (c == null) {
                c = new Channel(id, g);
                c.subscription = g.store().changes().subscribe(id, c::changed);
                channels.put(id, c);
            }
            c.members++;
            return c;
        }
    }

    private void leave(Channel channel, StreamViewer viewer, String client, String side) {
        channel.viewers.remove(viewer);
        synchronized (channels) {
            if (--channel.members == 0) {
                channel.subscription.close();
                channels.remove(channel.id, channel);
            }
        }
        release(client);
        if (side != null && presence.leave(channel.id, side)) {
            channel.changed();
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

    /** Every keep-alive period: each viewer's comment line, or its end if it has been idle or stuck. */
    private void tick() {
        Channel[] watched;
        synchronized (channels) {
            watched = channels.values().toArray(Channel[]::new);
        }
        long idle = limits.streamIdle().toMillis();
        for (Channel c : watched) {
            for (StreamViewer v : c.viewers) {
                v.tick(idle);
            }
        }
    }

    /** The viewers of one game on this server, and its one subscription to the game's changes. */
    private final class Channel {
        private final String id;
        private final OnlineGames games;
        private final Set<StreamViewer> viewers = ConcurrentHashMap.newKeySet();
        private final AtomicBoolean pending = new AtomicBoolean();
        /** Streams joined and not yet left. Guarded by {@code channels}. */
        private int members;
        /** Guarded by {@code channels}. */
        private GameChanges.Subscription subscription;

        Channel(String id, OnlineGames games) {
            this.id = id;
            this.games = games;
        }

        /** A change was committed (or may have been), or a seat came or left: read the game once, soon. */
        void changed() {
            if (pending.compareAndSet(false, true)) {
                try {
                    readers.execute(this::refresh);
                } catch (RejectedExecutionException shuttingDown) {
                    pending.set(false);
                }
            }
        }

        private void refresh() {
            pending.set(false);
            if (viewers.isEmpty()) {
                return;
            }
            StreamViewer.Frame frame;
            try {
                frame = frame(games.get(id));
            } catch (RuntimeException e) {
                // The store is busy or unreachable for now: read again in a moment, or the change this
                // reading was for would reach the viewers only with the next one.
                retryLater();
                return;
            }
            for (StreamViewer v : viewers) {
                v.offer(frame);
            }
        }

        private void retryLater() {
            try {
                timer.schedule(this::changed, RETRY_MILLIS, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException shuttingDown) {
                // Closing: nobody is left to tell.
            }
        }

        StreamViewer.Frame frame(OnlineGame game) {
            Set<String> connected = presence.connected(id);
            return StreamViewer.Frame.of(
                    game.version(), connected, Json.line(GameJson.game(game, games.now(), connected)));
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        readers.shutdownNow();
    }
}
