package dev.shannon.app.web.server;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.HttpConnection;
import org.eclipse.jetty.server.Request;

/**
 * A deadline on the arrival of each request, headers and body together. Jetty's idle timeout
 * only bounds the silence between two bytes, so a client sending one byte every few seconds
 * could hold a connection (and, while its body is read, a server thread) for ever. Here a request
 * starts when its connection opens or, on a kept-alive connection, when the first byte after the
 * previous answer arrives; it has arrived when Jetty has parsed its last byte. A connection whose
 * request is still arriving after the deadline is closed. A sweep every quarter of a second
 * (at most an eighth of the deadline) checks every open connection, so the deadline holds to
 * within that.
 */
final class RequestDeadline implements Connection.Listener, HttpChannel.Listener, AutoCloseable {
    private final long deadlineNanos;
    private final LongSupplier clock;
    private final Map<HttpConnection, Arrival> open = new ConcurrentHashMap<>();
    private final ScheduledExecutorService sweeper;

    /** Between two requests: waiting for the next one's first byte. */
    private static final long IDLE = -1;
    /** The request has arrived whole and is being answered. */
    private static final long ARRIVED = -2;

    /** One connection's current request: since when it has been arriving (or IDLE, ARRIVED) and the bytes read before it. */
    private static final class Arrival {
        final AtomicLong startedNanos;
        volatile long bytesBefore;

        Arrival(long startedNanos) {
            this.startedNanos = new AtomicLong(startedNanos);
        }
    }

    RequestDeadline(Duration deadline) {
        this.deadlineNanos = deadline.toNanos();
        long origin = System.nanoTime();
        // Measured from here, so a time is never negative and never mistaken for IDLE or ARRIVED.
        this.clock = () -> System.nanoTime() - origin;
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "request-deadline");
            t.setDaemon(true);
            return t;
        });
        long period = Math.max(10, Math.min(250, deadline.toMillis() / 8));
        sweeper.scheduleAtFixedRate(this::sweep, period, period, TimeUnit.MILLISECONDS);
    }

    @Override
    public void onOpened(Connection connection) {
        if (connection instanceof HttpConnection http) {
            open.put(http, new Arrival(clock.getAsLong()));
        }
    }

    @Override
    public void onClosed(Connection connection) {
        open.remove(connection);
    }

    /** The last byte of the request is in: whatever the handler does now is not arrival time. */
    @Override
    public void onRequestEnd(Request request) {
        Arrival a = arrival(request);
        if (a != null) {
            a.startedNanos.set(ARRIVED);
        }
    }

    /**
     * A request without a body has arrived when its headers have: Jetty may report its end only once the answer is
     * done, and an answer that lasts (an event stream) would otherwise be cut at the deadline (stops: every event
     * stream closed after 30.2 s).
     */
    @Override
    public void onBeforeDispatch(Request request) {
        if (request.getContentLengthLong() <= 0 && request.getHeader("Transfer-Encoding") == null) {
            onRequestEnd(request);
        }
    }

    /** The answer is out: the next request starts with the next byte. */
    @Override
    public void onComplete(Request request) {
        Arrival a = arrival(request);
        if (a != null && request.getHttpChannel().getConnection() instanceof HttpConnection http) {
            a.bytesBefore = http.getBytesIn();
            a.startedNanos.set(IDLE);
        }
    }

    private Arrival arrival(Request request) {
        return request.getHttpChannel().getConnection() instanceof HttpConnection http ? open.get(http) : null;
    }

    private void sweep() {
        long now = clock.getAsLong();
        open.forEach((connection, a) -> {
            long started = a.startedNanos.get();
            if (started == IDLE) {
                // Bytes after the last answer: the next request has begun (unless it arrived whole meanwhile).
                if (connection.getBytesIn() > a.bytesBefore) {
                    a.startedNanos.compareAndSet(IDLE, now);
                }
            } else if (started != ARRIVED && now - started > deadlineNanos) {
                open.remove(connection);
                connection.getEndPoint().close();
            }
        });
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
    }
}
