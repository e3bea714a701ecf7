package dev.shannon.app.web;

import io.javalin.http.Context;
import java.time.Duration;

/**
 * The server's side of a long-lived answer (an event stream): its connection leaves the request connections' count
 * for the streams' own, with its own cap per address, and gets its own idle timeout, longer than the requests' (a
 * stream is silent between changes and keep-alive comments). docs/limits.md, "Connections".
 */
@FunctionalInterface
public interface StreamConnections {
    /**
     * Moves the connection of {@code ctx}'s request to the streams, silent for at most {@code idleTimeout}; false
     * (and nothing changes) when its address holds as many streams as allowed.
     */
    boolean hold(Context ctx, Duration idleTimeout);

    /** For servers without a connection guard (tests of one module): every stream is accepted as it is. */
    StreamConnections NONE = (ctx, idle) -> true;
}
