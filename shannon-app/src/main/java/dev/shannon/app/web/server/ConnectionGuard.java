package dev.shannon.app.web.server;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;

/**
 * At most {@code perAddress} open connections from one remote address: a connection beyond that
 * is closed as soon as it opens, before any byte of it is read. Together with the request
 * deadline, this keeps one address from holding the server's connections (issue 29, §1); it
 * applies from a connection's first byte, before any per-client share of the solver lanes can.
 *
 * <p>Connections are counted by kind ({@link Kind}): every connection opens as a {@link
 * Kind#REQUESTS} connection. A long-lived stream (an online game's Server-Sent Events) moves its
 * connection to {@link Kind#STREAM} with {@link #reclassify}, which checks that kind's own cap per
 * address, so that streams neither count against the request connections nor escape a bound of
 * their own.
 */
final class ConnectionGuard implements Connection.Listener {
    /** What a connection is used for; each kind has its own cap per address. */
    enum Kind {
        REQUESTS,
        STREAM
    }

    private final Map<Kind, Integer> caps;
    private final Map<Key, Integer> open = new ConcurrentHashMap<>();
    private final Map<Connection, Key> counted = new ConcurrentHashMap<>();

    private record Key(InetAddress address, Kind kind) {}

    ConnectionGuard(int perAddress, int streamsPerAddress) {
        this.caps = Map.of(Kind.REQUESTS, perAddress, Kind.STREAM, streamsPerAddress);
    }

    @Override
    public void onOpened(Connection connection) {
        InetAddress address = address(connection.getEndPoint().getRemoteSocketAddress());
        if (address == null) {
            return;
        }
        Key key = new Key(address, Kind.REQUESTS);
        if (take(key)) {
            counted.put(connection, key);
        } else {
            connection.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        Key key = counted.remove(connection);
        if (key != null) {
            give(key);
        }
    }

    /**
     * Moves {@code connection} to {@code kind}'s count; false (and nothing changes) when its
     * address already holds as many connections of that kind as allowed.
     */
    boolean reclassify(Connection connection, Kind kind) {
        Key from = counted.get(connection);
        if (from == null || from.kind() == kind) {
            return from != null;
        }
        Key to = new Key(from.address(), kind);
        if (!take(to)) {
            return false;
        }
        counted.put(connection, to);
        give(from);
        return true;
    }

    /** Connections of {@code kind} open from {@code address} now. */
    int open(InetAddress address, Kind kind) {
        return open.getOrDefault(new Key(address, kind), 0);
    }

    private boolean take(Key key) {
        int cap = caps.get(key.kind());
        boolean[] taken = {false};
        open.compute(key, (k, n) -> {
            int now = n == null ? 0 : n;
            taken[0] = now < cap;
            return taken[0] ? now + 1 : n;
        });
        return taken[0];
    }

    private void give(Key key) {
        open.computeIfPresent(key, (k, n) -> n <= 1 ? null : n - 1);
    }

    private static InetAddress address(SocketAddress remote) {
        return remote instanceof InetSocketAddress inet ? inet.getAddress() : null;
    }
}
