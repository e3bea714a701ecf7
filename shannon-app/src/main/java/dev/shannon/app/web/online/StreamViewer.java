package dev.shannon.app.web.online;

import io.javalin.http.Context;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * One open event stream, written without ever blocking a thread (servlet non-blocking output): a write is started
 * only when the connection can take it, and the rest waits here until Jetty says it can. A viewer that does not read
 * therefore holds up nobody, and holds little: events are whole games, so a newer one replaces one still waiting
 * (the viewer gets the latest game, never a backlog), and the bytes are the {@link Frame}'s, shared by every viewer of
 * the game. A viewer whose event has waited for two keep-alive periods without the connection taking a byte is closed
 * (stops: 640 non-reading streams held the few threads that wrote every viewer's events, and every game's events
 * stalled).
 */
final class StreamViewer implements WriteListener {
    /** One event, built once per change of a game and offered to each of its viewers. */
    record Frame(int version, Set<String> connected, byte[] bytes) {
        static Frame of(int version, Set<String> connected, String json) {
            String text = "id: " + version + "\nevent: message\ndata: " + json + "\n\n";
            return new Frame(version, connected, text.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static final byte[] KEEP_ALIVE = ": keep-alive\n".getBytes(StandardCharsets.US_ASCII);

    private final Context ctx;
    private final Runnable onClose;
    private final CompletableFuture<Void> ended = new CompletableFuture<>();

    // Guarded by this.
    private ServletOutputStream out;
    private byte[] waiting;
    private boolean keepAliveDue;
    private boolean unflushed;
    private boolean closed;
    private int stuckTicks;
    private int offeredVersion = -1;
    private Set<String> offeredConnected = Set.of();
    private long lastEventMillis = System.currentTimeMillis();

    /** {@code onClose} runs once, when the stream ends for whatever reason. */
    StreamViewer(Context ctx, Runnable onClose) {
        this.ctx = ctx;
        this.onClose = onClose;
    }

    /**
     * Takes over the response once the request is asynchronous (inside {@link Context#future}); the returned future
     * completes when the stream ends, and the server then completes the response.
     */
    CompletableFuture<Void> begin() {
        synchronized (this) {
            try {
                out = ctx.res().getOutputStream();
                out.setWriteListener(this);
            } catch (IOException | IllegalStateException e) {
                closed = true;
            }
        }
        if (ended.isDone() || isClosed()) {
            close();
        }
        return ended;
    }

    /** Sends {@code frame} unless this viewer has it (or a later version) already. */
    synchronized void offer(Frame frame) {
        if (closed
                || frame.version() < offeredVersion
                || frame.version() == offeredVersion && frame.connected().equals(offeredConnected)) {
            return;
        }
        offeredVersion = frame.version();
        offeredConnected = frame.connected();
        waiting = frame.bytes();
        lastEventMillis = System.currentTimeMillis();
        drain();
    }

    /**
     * One keep-alive period has passed: closes a stream with no event for {@code idleMillis} or whose event has waited
     * two periods without the connection taking it, and otherwise sends a comment line (which also finds clients that
     * left).
     */
    void tick(long idleMillis) {
        boolean close;
        synchronized (this) {
            if (closed) {
                return;
            }
            stuckTicks = waiting == null ? 0 : stuckTicks + 1;
            close = stuckTicks >= 2 || System.currentTimeMillis() - lastEventMillis >= idleMillis;
            if (!close) {
                keepAliveDue = waiting == null;
                drain();
            }
        }
        if (close) {
            close();
        }
    }

    @Override
    public synchronized void onWritePossible() {
        drain();
    }

    @Override
    public void onError(Throwable t) {
        close();
    }

    /** Writes what waits while the connection can take it; {@code isReady()} false asks Jetty to call back. */
    private void drain() {
        if (closed || out == null) {
            return;
        }
        try {
            while (out.isReady()) {
                if (waiting != null) {
                    byte[] next = waiting;
                    waiting = null;
                    out.write(next);
                    unflushed = true;
                } else if (keepAliveDue) {
                    keepAliveDue = false;
                    out.write(KEEP_ALIVE);
                    unflushed = true;
                } else if (unflushed) {
                    unflushed = false;
                    out.flush();
                } else {
                    return;
                }
            }
        } catch (IOException | IllegalStateException e) {
            // The client left: end the stream, but not while holding this viewer (close takes other locks).
            closed = true;
            CompletableFuture.runAsync(this::close);
        }
    }

    private synchronized boolean isClosed() {
        return closed;
    }

    /** Ends the stream (once): the server completes the response, and {@code onClose} runs. */
    void close() {
        synchronized (this) {
            closed = true;
            waiting = null;
        }
        if (!ended.isDone() && ended.complete(null)) {
            onClose.run();
        }
    }
}
