package dev.shannon.app.web;

import io.javalin.http.Context;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;

/**
 * Reads a request body without holding a server thread while its bytes arrive (servlet
 * non-blocking input): the thread is given back after the headers, and each chunk of the body is
 * taken by whatever thread Jetty has when the chunk arrives. A client that announces 1,000 bytes
 * and sends one therefore costs the server a connection, not a thread (issue 29, §1); the request
 * deadline and the per-address connection limit bound the connections.
 *
 * <p>The size limit is enforced here as the bytes arrive: Javalin's own limit trusts
 * Content-Length, and a chunked body has none.
 */
final class AsyncBody implements ReadListener {
    private final ServletInputStream in;
    private final int maxBytes;
    private final ByteArrayOutputStream out;
    private final byte[] buf = new byte[8192];
    private final CompletableFuture<byte[]> done = new CompletableFuture<>();

    private AsyncBody(ServletInputStream in, int maxBytes, long declared) {
        this.in = in;
        this.maxBytes = maxBytes;
        this.out = new ByteArrayOutputStream(declared > 0 ? (int) declared : 1024);
    }

    /**
     * The body of {@code ctx}'s request, at most {@code maxBytes}; must be called with the request
     * in asynchronous mode (inside {@link Context#future}). Completes with an {@link ApiError}
     * (413, or 400 for a body that ends early or stalls) instead of the bytes when it must.
     */
    static CompletableFuture<byte[]> read(Context ctx, int maxBytes) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > maxBytes) {
            return CompletableFuture.failedFuture(tooLarge(maxBytes));
        }
        try {
            ServletInputStream in = ctx.req().getInputStream();
            AsyncBody body = new AsyncBody(in, maxBytes, declared);
            in.setReadListener(body);
            return body.done;
        } catch (IOException | IllegalStateException e) {
            return CompletableFuture.failedFuture(unreadable());
        }
    }

    @Override
    public void onDataAvailable() throws IOException {
        while (!done.isDone() && in.isReady()) {
            int r = in.read(buf);
            if (r < 0) {
                return; // onAllDataRead follows
            }
            if (out.size() + r > maxBytes) {
                done.completeExceptionally(tooLarge(maxBytes));
                return;
            }
            out.write(buf, 0, r);
        }
    }

    @Override
    public void onAllDataRead() {
        done.complete(out.toByteArray());
    }

    @Override
    public void onError(Throwable t) {
        // The cause (often an idle timeout deep in Jetty) means nothing to a client; what happened does.
        done.completeExceptionally(unreadable());
    }

    private static ApiError unreadable() {
        return ApiError.badRequest("cannot read the request body: it ended early or arrived too slowly");
    }

    private static ApiError tooLarge(int maxBytes) {
        return new ApiError(413, "request body larger than " + (maxBytes / 1024) + " KiB (the limit)");
    }
}
