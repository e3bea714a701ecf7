package dev.shannon.app.web;

/**
 * A request the server refuses, with the HTTP status to send and a one-line message for the
 * {@code {"error": "..."}} body. Thrown anywhere in a handler; {@link dev.shannon.app.web.server.WebServer} renders it. The
 * status is a 4xx, or 503 when the server is too busy right now (then with a {@code Retry-After}).
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final long retryAfterSeconds;

    public ApiError(int status, String message) {
        this(status, message, -1);
    }

    private ApiError(int status, String message, long retryAfterSeconds) {
        super(message, null, false, false);
        if ((status < 400 || status > 499) && status != 503) {
            throw new IllegalArgumentException("an API error is a 4xx status or 503, not " + status);
        }
        this.status = status;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** 429 or 503: come back in {@code retryAfterSeconds} (sent as the Retry-After header). */
    public static ApiError busy(int status, String message, long retryAfterSeconds) {
        if (status != 429 && status != 503) {
            throw new IllegalArgumentException("busy is 429 or 503, not " + status);
        }
        return new ApiError(status, message, Math.max(1, retryAfterSeconds));
    }

    /** Seconds after which a retry may succeed, or -1 when retrying the same request is pointless. */
    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }

    /** 400: the request is malformed or names something impossible. */
    public static ApiError badRequest(String message) {
        return new ApiError(400, message);
    }

    public int status() {
        return status;
    }
}
