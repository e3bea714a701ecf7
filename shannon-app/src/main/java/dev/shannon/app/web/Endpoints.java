package dev.shannon.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.SafeText;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.util.Locale;
import java.util.Set;

/** Adapters from "JSON in, JSON out" functions to Javalin handlers. */
public final class Endpoints {
    /** The body of a POST endpoint: the parsed request in, the response object out. */
    @FunctionalInterface
    public interface JsonHandler {
        JsonNode handle(JsonRequest request);
    }

    /** The body of a GET endpoint: the query parameters (already checked against the allowed names) in. */
    @FunctionalInterface
    public interface QueryHandler {
        JsonNode handle(Context ctx);
    }

    /** The body of a POST endpoint that may tell its lane a better estimate while it works. */
    @FunctionalInterface
    public interface LaneHandler {
        JsonNode handle(JsonRequest request, SolverGate.Ticket lane);
    }

    /** The estimated solver work of a request in milliseconds, judged from its size ({@link RequestCost}). */
    @FunctionalInterface
    public interface Cost<R> {
        double millis(R request);
    }

    private Endpoints() {}

    /**
     * A POST handler reading a JSON object of at most {@code maxBodyBytes}. The body is read
     * without holding a thread while it arrives ({@link AsyncBody}); the handler runs once it is in.
     */
    public static Handler post(int maxBodyBytes, JsonHandler handler) {
        return ctx -> {
            requireJson(ctx);
            ctx.future(() -> AsyncBody.read(ctx, maxBodyBytes).thenAccept(body -> {
                respond(ctx, handler.handle(JsonRequest.parse(body)));
            }));
        };
    }

    /**
     * A POST handler whose work (validation, replaying the moves, solving) runs in the solver lane
     * its estimated cost selects; the body is read and parsed first, outside any lane, without
     * holding a thread while it arrives.
     */
    public static Handler post(int maxBodyBytes, SolverGate gate, Cost<JsonRequest> cost, JsonHandler handler) {
        return postInLane(maxBodyBytes, gate, cost, (request, lane) -> handler.handle(request));
    }

    /**
     * As {@link #post(int, SolverGate, Cost, JsonHandler)}, for a handler that learns more about
     * its cost while it works (whether the mover is losing, how many sets a matroid has) and tells
     * its {@link SolverGate.Ticket}, which moves it to the expensive lane when it no longer fits
     * the cheap one.
     */
    public static Handler postInLane(int maxBodyBytes, SolverGate gate, Cost<JsonRequest> cost, LaneHandler handler) {
        return ctx -> {
            requireJson(ctx);
            String client = client(ctx);
            String kind = ctx.path();
            ctx.future(() -> AsyncBody.read(ctx, maxBodyBytes).thenAccept(body -> {
                JsonRequest request = JsonRequest.parse(body);
                respond(
                        ctx,
                        gate.runInLane(
                                client,
                                kind,
                                estimate(cost, request),
                                lane -> handler.handle(request, lane),
                                lane -> ctx.header("Server-Timing", lane.serverTiming())));
            }));
        };
    }

    /** A GET handler like {@link #get(Set, QueryHandler)} whose work runs in the lane its estimated cost selects. */
    public static Handler get(Set<String> allowed, SolverGate gate, Cost<Context> cost, QueryHandler handler) {
        return get(
                allowed,
                ctx -> gate.runInLane(
                        client(ctx),
                        ctx.path(),
                        estimate(cost, ctx),
                        lane -> handler.handle(ctx),
                        lane -> ctx.header("Server-Timing", lane.serverTiming())));
    }

    /**
     * A handler of a request without a body (a POST whose path and headers say everything) whose work runs in the lane
     * its estimated cost selects; it takes no query parameters.
     */
    public static Handler withoutBody(SolverGate gate, Cost<Context> cost, QueryHandler handler) {
        return get(Set.of(), gate, cost, handler);
    }

    /** The estimate never refuses a request: if it cannot read a field, the handler will say what is wrong, quickly. */
    private static <R> double estimate(Cost<R> cost, R request) {
        try {
            return cost.millis(request);
        } catch (IllegalArgumentException e) {
            return 0;
        }
    }

    /** Who sent a request, for the per-client shares: the remote address (a proxy's headers are not trusted). */
    private static String client(Context ctx) {
        String address = ctx.req().getRemoteAddr();
        return address == null ? "" : address;
    }

    /**
     * A body must say it is JSON. Besides being the contract, this keeps other web pages out: a
     * browser sends a cross-site {@code text/plain} or form POST without asking, but never an
     * {@code application/json} one, so no page elsewhere can make a visitor spend this solver.
     */
    private static void requireJson(Context ctx) {
        String type = ctx.contentType();
        String mediaType = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        if (!mediaType.equals("application/json")) {
            throw new ApiError(
                    415,
                    "send the body as JSON with the header Content-Type: application/json"
                            + (type == null || type.isBlank()
                                    ? " (none was given)"
                                    : " (got " + abbreviate(type) + ")"));
        }
    }

    /** A GET handler that refuses query parameters other than {@code allowed}. */
    public static Handler get(Set<String> allowed, QueryHandler handler) {
        return ctx -> {
            checkEncoding(ctx.queryString());
            for (var p : ctx.queryParamMap().entrySet()) {
                if (!allowed.contains(p.getKey())) {
                    throw ApiError.badRequest("unknown query parameter \"" + abbreviate(p.getKey()) + "\""
                            + (allowed.isEmpty()
                                    ? " (this endpoint takes none)"
                                    : " (expected " + String.join(", ", allowed) + ")"));
                }
                if (p.getValue().size() > 1) {
                    throw ApiError.badRequest("query parameter \"" + p.getKey() + "\" is given "
                            + p.getValue().size() + " times");
                }
            }
            respond(ctx, handler.handle(ctx));
        };
    }

    /** The server would quietly drop a parameter whose %-escape is broken; say so instead. */
    private static void checkEncoding(String query) {
        if (query != null && !query.matches("([^%]|%[0-9A-Fa-f]{2})*")) {
            throw ApiError.badRequest("malformed query string: every % must start an escape of two hex digits");
        }
    }

    /** An integer query parameter in [min, max]. */
    public static int queryInt(Context ctx, String name, int fallback, int min, int max) {
        String v = ctx.queryParam(name);
        if (v == null) {
            return fallback;
        }
        if (v.matches("-?\\d{11,}")) {
            // An integer all the same, just far too large: say which bounds it missed.
            throw ApiError.badRequest(
                    "query parameter \"" + name + "\" = " + abbreviate(v) + " is out of range " + min + ".." + max);
        }
        if (!v.matches("-?\\d{1,10}")) {
            throw ApiError.badRequest(
                    "query parameter \"" + name + "\" must be an integer, got \"" + abbreviate(v) + "\"");
        }
        long x = Long.parseLong(v);
        if (x < min || x > max) {
            throw ApiError.badRequest(
                    "query parameter \"" + name + "\" = " + x + " is out of range " + min + ".." + max);
        }
        return (int) x;
    }

    public static void respond(Context ctx, JsonNode body) {
        ctx.contentType("application/json; charset=utf-8").result(Json.line(body));
    }

    public static void error(Context ctx, int status, String message) {
        ObjectNode body = Json.object();
        body.put("error", message == null || message.isBlank() ? "error " + status : oneLine(message));
        ctx.status(status);
        respond(ctx, body);
    }

    private static String oneLine(String message) {
        int nl = message.indexOf('\n');
        return abbreviate(SafeText.escape((nl >= 0 ? message.substring(0, nl) : message).strip()));
    }

    private static String abbreviate(String s) {
        return s.length() <= 300 ? s : s.substring(0, 300) + "…";
    }
}
