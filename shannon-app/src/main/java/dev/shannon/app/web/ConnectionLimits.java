package dev.shannon.app.web;

import java.time.Duration;

/**
 * Bounds on connections, before any request on them is read (docs/limits.md, "Connections").
 *
 * @param perAddress  connections one remote address may hold open at once; more are closed as they open
 * @param total       request connections the server holds open in all, shared fairly between addresses (a newcomer
 *                    takes the place of the largest share's oldest connection)
 * @param idleTimeout longest silence on a connection: between two bytes of a request, between two requests on a
 *                    kept-alive connection, or while a client does not read its answer
 */
public record ConnectionLimits(int perAddress, int total, Duration idleTimeout) {
    public ConnectionLimits {
        if (perAddress < 1 || total < perAddress || idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException(
                    "connection limits must be positive, the total at least the per-address");
        }
    }

    /**
     * 32 per address: a browser opens at most 6 connections to a server over HTTP/1.1, so this
     * leaves room for a few people behind one address (a household, a small office) while one
     * address alone cannot hold more than a few percent of the total. 2,000 in all stays well
     * inside the usual limit of 20,000 open files and costs a few MiB of buffers. 10 s of silence
     * is long for a client that is really sending, short for one that only pretends to.
     */
    public static ConnectionLimits defaults() {
        return new ConnectionLimits(32, 2000, Duration.ofSeconds(10));
    }
}
