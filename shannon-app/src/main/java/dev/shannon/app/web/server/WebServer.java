package dev.shannon.app.web.server;

import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.StreamConnections;
import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.bridgit.BridgitApi;
import dev.shannon.app.web.matroid.MatroidApi;
import dev.shannon.app.web.online.OnlineApi;
import dev.shannon.app.web.online.OnlineBackend;
import dev.shannon.app.web.online.OnlineLimits;
import dev.shannon.app.web.puzzles.PuzzlesApi;
import dev.shannon.app.web.switching.SwitchingApi;
import dev.shannon.app.web.tsunagaru.TsunagaruApi;
import dev.shannon.online.GameStoreException;
import dev.shannon.online.OnlineGames;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import jakarta.servlet.DispatcherType;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.eclipse.jetty.server.ConnectionLimit;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.ServerConnector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web app: the static front end from the jar's {@code /web} directory and the JSON API of
 * every {@link ApiModule}. Every error, ours or Javalin's, leaves as {@code {"error": "..."}}
 * with a 4xx status; a 500 would be a bug and is logged with its stack trace.
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);

    private final Javalin app;
    private final String host;
    private final RequestDeadline deadline;
    private final OnlineBackend online;

    private WebServer(Javalin app, String host, RequestDeadline deadline, OnlineBackend online) {
        this.app = app;
        this.host = host;
        this.deadline = deadline;
        this.online = online;
    }

    /** The API modules, one per page. Add a page's module here. */
    static List<ApiModule> modules(WebLimits limits, SolverGate gate, OnlineBackend online, StreamConnections streams) {
        OnlineLimits onlineLimits = onlineLimits(online);
        return List.of(
                new MetaApi(limits, onlineLimits),
                new OnlineApi(limits, onlineLimits, () -> online(online), streams, gate),
                new BridgitApi(limits, gate),
                new SwitchingApi(limits, gate),
                new TsunagaruApi(limits, gate),
                new MatroidApi(limits, gate),
                new PuzzlesApi(limits, gate),
                new RecordsApi(limits, gate));
    }

    /**
     * Starts a server on {@code host}:{@code port} (port 0 picks a free one).
     *
     * @param requestLog receives one line per request, or null for none
     */
    public static WebServer start(String host, int port, WebLimits limits, Consumer<String> requestLog) {
        return start(host, port, limits, requestLog, null);
    }

    /**
     * Starts a server whose online games (docs/online.md) live in {@code online}'s store, which the server closes
     * with itself; with null, the online endpoints answer 503.
     */
    public static WebServer start(
            String host, int port, WebLimits limits, Consumer<String> requestLog, OnlineBackend online) {
        SolverGate gate = new SolverGate(limits.solver());
        // Request connections: a cap per address and a total shared fairly (ConnectionGuard). Streams have their own
        // cap
        // per address (the online limit's) and leave the request connections' count.
        ConnectionGuard guard = new ConnectionGuard(
                limits.connections().perAddress(),
                limits.connections().total(),
                onlineLimits(online).streamsPerClient());
        List<ApiModule> modules = modules(limits, gate, online, (ctx, idle) -> holdStream(guard, ctx, idle));
        Javalin app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.prefer405over404 = true;
            config.http.maxRequestSize = limits.maxBodyBytes();
            // The server is meant for this machine or a LAN: compressing every JSON answer costs more CPU than it
            // saves.
            config.http.disableCompression();
            // Our own connector: Javalin's default one, with connections that answer HTTP/0.9 with a 400.
            config.jetty.addConnector((server, http) -> {
                ServerConnector connector = new ServerConnector(server, new HttpConnections(http));
                connector.setHost(host);
                connector.setPort(port);
                connector.setIdleTimeout(limits.connections().idleTimeout().toMillis());
                return connector;
            });
            config.jetty.modifyServer(server -> {
                server.setErrorHandler(new JsonErrorHandler());
                // A backstop on file descriptors: beyond this many connections the server stops accepting until one
                // closes. The guard keeps request connections within their total (shedding the largest share's oldest
                // for a newcomer) and the streams are capped by the online limits, so this is never reached by both
                // within their bounds; Jetty's limit knows no kinds, hence the sum, and one more for the newcomer that
                // takes a shed connection's place.
                server.addBean(new ConnectionLimit(
                        limits.connections().total() + onlineLimits(online).streamsTotal() + 1, server));
            });
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
                files.headers = Map.of("Cache-Control", "no-cache", "X-Content-Type-Options", "nosniff");
            });
            if (requestLog != null) {
                config.requestLogger.http((ctx, ms) -> {
                    // "/" is served by forwarding to "/index.html"; log the request once, not the forward. A POST
                    // answered asynchronously has no dispatcher type any more when it is logged.
                    if (ctx.req().getDispatcherType() != DispatcherType.FORWARD) {
                        requestLog.accept(
                                String.format("%s %s %d %.1f ms", ctx.method(), ctx.path(), ctx.statusCode(), ms));
                    }
                });
            }
            config.router.mount(router -> modules.forEach(m -> m.routes(router)));
        });
        app.exception(ApiError.class, (e, ctx) -> {
            if (e.retryAfterSeconds() > 0) {
                ctx.header("Retry-After", Long.toString(e.retryAfterSeconds()));
            }
            Endpoints.error(ctx, e.status(), e.getMessage());
        });
        // The domain libraries report bad input (an occupied crossing, an unknown vertex) this way.
        app.exception(IllegalArgumentException.class, (e, ctx) -> Endpoints.error(ctx, 400, e.getMessage()));
        app.exception(HttpResponseException.class, (e, ctx) -> {
            if (e.getStatus() != 405) {
                Endpoints.error(ctx, e.getStatus(), e.getMessage());
                return;
            }
            // Javalin lists the methods the path does answer (under a second key when the client accepts HTML).
            String allowed = e.getDetails()
                    .getOrDefault("availableMethods", e.getDetails().get("Available methods"));
            if (allowed != null && !allowed.isBlank()) {
                ctx.header("Allow", allowed.replace(" ", ""));
            }
            Endpoints.error(
                    ctx,
                    405,
                    "method " + ctx.req().getMethod() + " is not allowed on " + ctx.path()
                            + (allowed == null || allowed.isBlank() ? "" : " (allowed: " + allowed + ")"));
        });
        app.exception(Exception.class, (e, ctx) -> {
            LOG.error("internal error on {} {}", ctx.method(), ctx.path(), e);
            Endpoints.error(ctx, 500, "internal error: " + e);
        });
        // A path nothing answers (a missing static file) ends here without an exception.
        app.error(404, ctx -> {
            if (ctx.result() == null || ctx.result().isEmpty()) {
                Endpoints.error(ctx, 404, "not found: " + ctx.method() + " " + ctx.path());
            }
        });
        app.before(ctx -> ctx.header("X-Content-Type-Options", "nosniff"));
        app.start();
        RequestDeadline deadline = new RequestDeadline(limits.requestDeadline());
        for (Connector c : app.jettyServer().server().getConnectors()) {
            c.addBean(guard);
            c.addBean(deadline);
        }
        return new WebServer(app, host, deadline, online);
    }

    private static OnlineLimits onlineLimits(OnlineBackend online) {
        return online == null ? OnlineLimits.defaults() : online.limits();
    }

    /** Moves the connection answering {@code ctx} to the guard's streams, with its own idle timeout. */
    private static boolean holdStream(ConnectionGuard guard, Context ctx, Duration idle) {
        Request base = Request.getBaseRequest(ctx.req());
        if (base == null) {
            return true;
        }
        HttpChannel channel = base.getHttpChannel();
        if (!guard.reclassify(channel.getConnection(), ConnectionGuard.Kind.STREAM)) {
            return false;
        }
        channel.getEndPoint().setIdleTimeout(idle.toMillis());
        return true;
    }

    private static OnlineGames online(OnlineBackend online) {
        if (online == null) {
            throw new GameStoreException("this server keeps no games (started without a data directory)", null);
        }
        return online.games();
    }

    public int port() {
        return app.port();
    }

    /**
     * The address to open in a browser: the one the socket is really bound to (not the host as
     * given, which may be empty or a name), this machine's loopback address for a wildcard bind.
     */
    public String url() {
        String h = boundAddress();
        return "http://" + (h.contains(":") ? "[" + h + "]" : h) + ":" + port() + "/";
    }

    private String boundAddress() {
        for (Connector c : app.jettyServer().server().getConnectors()) {
            if (c instanceof ServerConnector sc && sc.getTransport() instanceof ServerSocketChannel channel) {
                try {
                    if (channel.getLocalAddress() instanceof InetSocketAddress local) {
                        InetAddress a = local.getAddress();
                        if (a.isAnyLocalAddress()) {
                            // A dual-stack socket bound to 0.0.0.0 reports "::"; only an IPv6 host asked for means ::1.
                            return host.contains(":") ? "::1" : "127.0.0.1";
                        }
                        String text = a.getHostAddress();
                        int scope = text.indexOf('%');
                        return scope >= 0 ? text.substring(0, scope) : text;
                    }
                } catch (IOException e) {
                    break;
                }
            }
        }
        return host.isEmpty() || host.equals("0.0.0.0") ? "127.0.0.1" : host;
    }

    @Override
    public void close() {
        app.stop();
        deadline.close();
        if (online != null) {
            online.close();
        }
    }
}
