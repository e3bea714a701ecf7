package dev.shannon.app.web.server;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.eclipse.jetty.io.Connection;

/**
 * Who may hold the server's connections (docs/limits.md, "Connections"): at most {@code perAddress} request
 * connections from one remote address, and at most {@code total} request connections in all, shared fairly between
 * addresses. A connection beyond its address's cap is closed as soon as it opens, before any byte of it is read.
 * When the total is reached, a newcomer takes the place of the <em>oldest</em> connection of the address holding the
 * most, as long as that address holds at least two more than the newcomer's: so a well-behaved new client is served
 * at once however many addresses each hold their cap of slow connections (stops: 64 addresses × 32 slow bodies held
 * every connection, and a fresh address's request waited 24.6 s), and shedding never makes the shares less even.
 * Only when every address holds about as many as the newcomer's is the newcomer refused.
 *
 * <p>Connections are counted by kind ({@link Kind}): every connection opens as a {@link Kind#REQUESTS} connection. A
 * long-lived stream (an online game's Server-Sent Events) moves its connection to {@link Kind#STREAM} with {@link
 * #reclassify}, which checks that kind's own cap per address, so that streams neither count against the request
 * connections nor escape a bound of their own.
 */
final class ConnectionGuard implements Connection.Listener {
    /** What a connection is used for; each kind has its own cap per address. */
    enum Kind {
        REQUESTS,
        STREAM
    }

    private final int perAddress;
    private final int streamsPerAddress;
    private final int total;
    /** Request connections by address, oldest first. Guarded by {@code this}. */
    private final Map<InetAddress, LinkedHashSet<Connection>> requests = new HashMap<>();
    /** Stream connections by address. Guarded by {@code this}. */
    private final Map<InetAddress, Set<Connection>> streams = new HashMap<>();
    /** Every connection counted, and its address. Guarded by {@code this}. */
    private final Map<Connection, InetAddress> addresses = new HashMap<>();

    private int requestsOpen;

    ConnectionGuard(int perAddress, int total, int streamsPerAddress) {
        if (perAddress < 1 || total < perAddress || streamsPerAddress < 0) {
            throw new IllegalArgumentException("connection caps must be positive, the total at least the per-address");
        }
        this.perAddress = perAddress;
        this.total = total;
        this.streamsPerAddress = streamsPerAddress;
    }

    @Override
    public void onOpened(Connection connection) {
        InetAddress address = address(connection.getEndPoint().getRemoteSocketAddress());
        if (address == null) {
            return;
        }
        Connection shed;
        synchronized (this) {
            Set<Connection> mine = requests.get(address);
            int held = mine == null ? 0 : mine.size();
            shed = null;
            if (held >= perAddress) {
                shed = connection;
            } else if (requestsOpen >= total) {
                Connection oldest = oldestOfLargestShare(held);
                shed = oldest == null ? connection : oldest;
                if (oldest != null) {
                    forget(oldest);
                }
            }
            if (shed != connection) {
                requests.computeIfAbsent(address, a -> new LinkedHashSet<>()).add(connection);
                addresses.put(connection, address);
                requestsOpen++;
            }
        }
        if (shed != null) {
            shed.getEndPoint().close();
        }
    }

    /** The oldest request connection of the address holding the most, if that is at least two more than {@code held}. */
    private Connection oldestOfLargestShare(int held) {
        LinkedHashSet<Connection> largest = null;
        for (LinkedHashSet<Connection> set : requests.values()) {
            if (largest == null || set.size() > largest.size()) {
                largest = set;
            }
        }
        return largest != null && largest.size() >= held + 2
                ? largest.iterator().next()
                : null;
    }

    @Override
    public void onClosed(Connection connection) {
        synchronized (this) {
            forget(connection);
        }
    }

    private void forget(Connection connection) {
        InetAddress address = addresses.remove(connection);
        if (address == null) {
            return;
        }
        Set<Connection> set = requests.get(address);
        if (set != null && set.remove(connection)) {
            requestsOpen--;
            if (set.isEmpty()) {
                requests.remove(address);
            }
            return;
        }
        set = streams.get(address);
        if (set != null && set.remove(connection) && set.isEmpty()) {
            streams.remove(address);
        }
    }

    /**
     * Moves {@code connection} to {@code kind}'s count; false (and nothing changes) when its address already holds as
     * many connections of that kind as allowed.
     */
    synchronized boolean reclassify(Connection connection, Kind kind) {
        InetAddress address = addresses.get(connection);
        if (address == null) {
            return false;
        }
        boolean isStream = streams.getOrDefault(address, Set.of()).contains(connection);
        if (isStream == (kind == Kind.STREAM)) {
            return true;
        }
        if (kind == Kind.STREAM) {
            Set<Connection> mine = streams.computeIfAbsent(address, a -> new LinkedHashSet<>());
            if (mine.size() >= streamsPerAddress) {
                if (mine.isEmpty()) {
                    streams.remove(address);
                }
                return false;
            }
            forget(connection);
            mine.add(connection);
        } else {
            if (requests.getOrDefault(address, new LinkedHashSet<>()).size() >= perAddress) {
                return false;
            }
            forget(connection);
            requests.computeIfAbsent(address, a -> new LinkedHashSet<>()).add(connection);
            requestsOpen++;
        }
        addresses.put(connection, address);
        return true;
    }

    /** Connections of {@code kind} open from {@code address} now. */
    synchronized int open(InetAddress address, Kind kind) {
        Set<Connection> set = kind == Kind.REQUESTS ? requests.get(address) : streams.get(address);
        return set == null ? 0 : set.size();
    }

    /** Request connections open now, from every address. */
    synchronized int requestsOpen() {
        return requestsOpen;
    }

    private static InetAddress address(SocketAddress remote) {
        return remote instanceof InetSocketAddress inet ? inet.getAddress() : null;
    }
}
