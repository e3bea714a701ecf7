package dev.shannon.app.web;

/**
 * A request the server refuses, with the HTTP status to send and a one-line message for the
 * {@code {"error": "..."}} body. Thrown anywhere in a handler; {@link WebServer} renders it.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    public ApiError(int status, String message) {
        super(message, null, false, false);
        if (status < 400 || status > 499) {
            throw new IllegalArgumentException("an API error is a 4xx status, not " + status);
        }
        this.status = status;
    }

    /** 400: the request is malformed or names something impossible. */
    public static ApiError badRequest(String message) {
        return new ApiError(400, message);
    }

    public int status() {
        return status;
    }
}
