package dev.shannon.app.web.online;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.RequestCost;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.StreamConnections;
import dev.shannon.app.web.WebLimits;
import dev.shannon.online.GameConflictException;
import dev.shannon.online.GameKind;
import dev.shannon.online.GameSpec;
import dev.shannon.online.GameStoreException;
import dev.shannon.online.IllegalMoveException;
import dev.shannon.online.NoSuchGameException;
import dev.shannon.online.NotASeatException;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.OnlineGameException;
import dev.shannon.online.OnlineGames;
import dev.shannon.online.Status;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.router.JavalinDefaultRouting;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Online games between two devices (docs/online.md; the contract in docs/json.md, "Online games"):
 *
 * <ul>
 *   <li>{@code POST /api/games} creates a game: 201 with every seat's token;
 *   <li>{@code GET /api/games/ID} shows it (public, no tokens; 404 for an unknown id);
 *   <li>{@code GET /api/games/ID/events}: Server-Sent Events, the game at once and after every change
 *       ({@link GameStreams});
 *   <li>{@code POST /api/games/ID/moves} {@code {"move": …, "ply": K}} with {@code Authorization: Bearer TOKEN}: 401
 *       without a token, 403 with one that is no seat of the game, 409 at a stale ply, out of turn or after the
 *       end, 400 for an illegal move (naming why);
 *   <li>{@code POST /api/games/ID/resign}, {@code /seat} (which side a token holds; it counts as arriving) and
 *       {@code /rematch}, each with a seat's token;
 *   <li>{@code POST /api/games/mine} {@code {"ids": […]}}: the games a browser has played, as they stand.
 * </ul>
 *
 * The database opens on the first of these requests (or at the server's start), never for the other pages; while it
 * cannot be opened these requests are refused with a 503 before they take a lane.
 */
public final class OnlineApi implements ApiModule {
    private static final Logger LOG = LoggerFactory.getLogger(OnlineApi.class);
    private static final java.util.concurrent.atomic.AtomicLong LAST_LOGGED =
            new java.util.concurrent.atomic.AtomicLong(System.nanoTime() - 20_000_000_000L);

    /**
     * The estimated work of a request that reads or writes one game, in ms: a few statements on the database. A move
     * learns its game's size once it has read it and tells its lane the replay's cost ({@link #replayCost}).
     */
    static final double ONE_GAME_MILLIS = 1;

    private final WebLimits limits;
    private final OnlineLimits online;
    private final SolverGate gate;
    private final Supplier<OnlineGames> games;
    private final ClientCounters creations = new ClientCounters();
    private final Map<String, Set<String>> openByClient = new HashMap<>();
    private final GameStreams streams;

    /**
     * The online endpoints run in {@code gate}'s lanes like every other endpoint: the same admission, the same shares
     * per client (stops: every online request ran outside the lanes, so none of their bounds applied).
     */
    public OnlineApi(
            WebLimits limits,
            OnlineLimits online,
            Supplier<OnlineGames> games,
            StreamConnections connections,
            SolverGate gate) {
        this.limits = limits;
        this.online = online;
        this.games = games;
        this.gate = gate;
        this.streams = new GameStreams(online, this::games, connections, gate);
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        int max = limits.maxBodyBytes();
        // The JSON bodies are read as every other endpoint reads them (Endpoints.post); the path and the token are
        // taken from the request first.
        router.post("/api/games", available(ctx -> {
            String client = client(ctx);
            Endpoints.post(max, gate, OnlineApi::creationCost, body -> {
                        JsonNode created = create(body, client);
                        ctx.status(201);
                        return created;
                    })
                    .handle(ctx);
        }));
        router.post(
                "/api/games/mine",
                available(Endpoints.post(
                        max, gate, r -> ONE_GAME_MILLIS + 0.05 * RequestCost.arrayLength(r.raw("ids")), this::mine)));
        router.get(
                "/api/games/{id}",
                available(Endpoints.get(Set.of(), gate, ctx -> ONE_GAME_MILLIS, ctx -> game(ctx.pathParam("id")))));
        router.get(
                "/api/games/{id}/events",
                available(ctx -> streams.handle(ctx, ctx.pathParam("id"), client(ctx), ctx.queryParam("seat"))));
        router.post("/api/games/{id}/moves", available(ctx -> {
            String id = ctx.pathParam("id");
            String token = bearer(ctx);
            Endpoints.postInLane(max, gate, r -> ONE_GAME_MILLIS, (body, lane) -> move(id, token, body, lane))
                    .handle(ctx);
        }));
        // These take no body: the token says who, the path what.
        router.post(
                "/api/games/{id}/resign",
                available(Endpoints.withoutBody(
                        gate, ctx -> ONE_GAME_MILLIS, ctx -> resign(ctx.pathParam("id"), bearer(ctx)))));
        router.post(
                "/api/games/{id}/seat",
                available(Endpoints.withoutBody(
                        gate, ctx -> ONE_GAME_MILLIS, ctx -> seat(ctx.pathParam("id"), bearer(ctx)))));
        router.post(
                "/api/games/{id}/rematch",
                available(Endpoints.withoutBody(
                        gate, ctx -> ONE_GAME_MILLIS, ctx -> rematch(ctx.pathParam("id"), bearer(ctx)))));
    }

    /**
     * {@code handler} once the games are open, else a 503 at once: an unavailable database is found out here, before
     * any lane, and refused without trying it again while its back-off lasts ({@link OnlineBackend}); the first
     * opening is waited for here too, so its migration is charged to no client's lane.
     */
    private Handler available(Handler handler) {
        return ctx -> {
            games();
            handler.handle(ctx);
        };
    }

    /** Creating a game reads its board (a matroid's text, a graph's edges) and stores it. */
    static double creationCost(JsonRequest r) {
        JsonNode graph = r.raw("graph");
        int edges = graph != null && graph.isObject() ? RequestCost.arrayLength(graph.get("edges")) : 0;
        return ONE_GAME_MILLIS + 5e-5 * RequestCost.stringLength(r, "text") + 0.01 * edges;
    }

    /** Refereeing a move replays the game's moves so far ({@link RequestCost#bridgitReplay} for Bridg-It). */
    static double replayCost(GameSpec spec, int ply) {
        return ONE_GAME_MILLIS
                + (spec.kind() == GameKind.BRIDGIT ? RequestCost.bridgitReplay(spec.n(), ply) : 0.01 * ply);
    }

    /** {@code POST /api/games}: the new game, every seat's token, and which side the creator holds. */
    JsonNode create(JsonRequest body, String client) {
        GameRequests.Creation c = GameRequests.creation(body, limits);
        OnlineGames g = games();
        long now = g.now();
        if (!creations.tryCreate(client, now, online.createsPerMinute())) {
            throw ApiError.busy(
                    429,
                    "too many new games from this address: at most " + online.createsPerMinute() + " a minute",
                    creations.retryAfterSeconds(client, now));
        }
        requireFewerOpenGames(g, client);
        OnlineGames.NewGame created = call(() -> g.create(c.spec(), c.creator()));
        synchronized (openByClient) {
            openByClient
                    .computeIfAbsent(client, k -> new HashSet<>())
                    .add(created.game().id());
        }
        ObjectNode o = Json.object();
        o.put("id", created.game().id());
        ObjectNode seats = o.putObject("seats");
        created.tokens().forEach(seats::put);
        o.put("creator", created.creator());
        o.set("state", json(created.game(), now));
        return o;
    }

    /** {@code GET /api/games/ID}. */
    JsonNode game(String id) {
        OnlineGames g = games();
        return json(call(() -> g.get(id)), g.now());
    }

    /** {@code POST /api/games/ID/moves}. */
    JsonNode move(String id, String token, JsonRequest body, SolverGate.Ticket lane) {
        body.allowOnly("move", "ply");
        OnlineGames g = games();
        int ply = body.requiredInt("ply", 0, Integer.MAX_VALUE);
        OnlineGame current = call(() -> g.get(id));
        lane.escalate(replayCost(current.spec(), current.ply()));
        if (current.sideOf(token).isEmpty()) {
            throw new ApiError(403, "this token holds no seat of game " + id);
        }
        var move = GameRequests.move(body, current.spec().kind());
        return json(call(() -> g.move(id, token, ply, move)), g.now());
    }

    /** {@code POST /api/games/ID/resign}. */
    JsonNode resign(String id, String token) {
        OnlineGames g = games();
        return json(call(() -> g.resign(id, token)), g.now());
    }

    /** {@code POST /api/games/ID/seat}: the token's side (its holder has now arrived) and the game. */
    JsonNode seat(String id, String token) {
        OnlineGames g = games();
        OnlineGames.Seated s = call(() -> g.join(id, token));
        ObjectNode o = Json.object();
        o.put("side", s.side());
        o.put("presence", Presence.key(s.game().seat(s.side())));
        o.set("game", json(s.game(), g.now()));
        return o;
    }

    /** {@code POST /api/games/ID/rematch}: the game, and the rematch once both asked (the same token plays there). */
    JsonNode rematch(String id, String token) {
        OnlineGames g = games();
        OnlineGames.Rematch r = call(() -> g.rematch(id, token));
        ObjectNode o = Json.object();
        o.put("side", r.side());
        o.set("game", json(r.game(), g.now()));
        if (r.rematch().isPresent()) {
            OnlineGame next = r.rematch().get();
            o.set("rematch", json(next, g.now()));
            o.put("rematchSide", next.sideOf(token).orElseThrow());
        } else {
            o.putNull("rematch");
        }
        return o;
    }

    /** {@code POST /api/games/mine}: the games with these ids that exist, as they stand now. */
    JsonNode mine(JsonRequest body) {
        body.allowOnly("ids");
        List<String> ids = GameRequests.ids(body, online.maxIds());
        OnlineGames g = games();
        ObjectNode o = Json.object();
        ArrayNode list = o.putArray("games");
        for (OnlineGame game : call(() -> g.games(ids))) {
            list.add(GameJson.summary(game, g.now(), streams.connected(game.id())));
        }
        return o;
    }

    /** The game as the contract shows it, with the seats connected to this server's event streams. */
    private JsonNode json(OnlineGame game, long now) {
        return GameJson.game(game, now, streams.connected(game.id()));
    }

    private void requireFewerOpenGames(OnlineGames g, String client) {
        synchronized (openByClient) {
            Set<String> open = openByClient.get(client);
            if (open == null || open.size() < online.openGamesPerClient()) {
                return;
            }
            Set<String> still = new HashSet<>();
            for (OnlineGame game : call(() -> g.games(List.copyOf(open)))) {
                if (game.status() != Status.FINISHED) {
                    still.add(game.id());
                }
            }
            openByClient.put(client, still);
            if (still.size() >= online.openGamesPerClient()) {
                throw ApiError.busy(
                        429,
                        "this address has " + still.size() + " unfinished games (at most " + online.openGamesPerClient()
                                + "): finish or resign some first",
                        60);
            }
        }
    }

    private OnlineGames games() {
        try {
            return games.get();
        } catch (GameStoreException e) {
            throw unavailable(e);
        }
    }

    /** Runs a domain call, turning its refusals into the contract's statuses. */
    static <T> T call(Supplier<T> action) {
        try {
            return action.get();
        } catch (NoSuchGameException e) {
            throw new ApiError(404, e.getMessage());
        } catch (NotASeatException e) {
            throw new ApiError(403, e.getMessage());
        } catch (GameConflictException e) {
            throw new ApiError(409, e.getMessage());
        } catch (IllegalMoveException e) {
            throw ApiError.badRequest("illegal move: " + e.getMessage());
        } catch (OnlineGameException e) {
            throw ApiError.badRequest(e.getMessage());
        } catch (GameStoreException e) {
            throw unavailable(e);
        }
    }

    /**
     * A 503 that tells the client when to retry and nothing of the database (its message may quote the pool or the
     * driver: that goes to the server's log).
     */
    private static ApiError unavailable(GameStoreException e) {
        if (e.isBusy()) {
            return ApiError.busy(503, "online games are busy: retry in a moment", 1);
        }
        long now = System.nanoTime();
        long last = LAST_LOGGED.get();
        // One line per ten seconds at most: a client repeating a failing request must not fill the log.
        if (now - last > 10_000_000_000L && LAST_LOGGED.compareAndSet(last, now)) {
            LOG.warn("online games: {}", e.getMessage());
        }
        return ApiError.busy(503, "online games are unavailable right now: retry later", 5);
    }

    /**
     * The seat token of {@code Authorization: Bearer TOKEN}; 401 (with {@code WWW-Authenticate}) when there is none.
     * The token travels in this header, never in a URL, so no access log records it.
     */
    static String bearer(Context ctx) {
        String h = ctx.header("Authorization");
        String token = h != null && h.regionMatches(true, 0, "Bearer ", 0, 7)
                ? h.substring(7).strip()
                : "";
        if (token.isEmpty()) {
            ctx.header("WWW-Authenticate", "Bearer");
            throw new ApiError(401, "this needs a seat: send the header Authorization: Bearer TOKEN");
        }
        return token;
    }

    /** Who sent a request, for the per-client limits: the remote address (a proxy's headers are not trusted). */
    static String client(Context ctx) {
        String address = ctx.req().getRemoteAddr();
        return address == null ? "" : address;
    }
}
