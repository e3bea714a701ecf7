package dev.shannon.app.web.online;

import dev.shannon.online.OnlineGame;
import dev.shannon.online.Seat;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which seats of which games have a player's page connected: the event streams open on this server, counted per
 * seat. A page proves its seat to the stream by the seat's <em>presence key</em>, not its token: an EventSource
 * cannot send an {@code Authorization} header, and a URL's query may end up in a proxy's log. The key is the
 * SHA-256 of the seat's stored token hash, given only to the token's holder ({@code POST /api/games/ID/seat}); it
 * claims presence and nothing else — it cannot move, resign or ask for a rematch.
 */
final class Presence {
    private final Map<String, Map<String, Integer>> open = new ConcurrentHashMap<>();

    /** The presence key of {@code seat}. */
    static String key(Seat seat) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256")
                    .digest(("shannon presence " + seat.tokenHash()).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The side of {@code game} whose presence key is {@code key}, compared in constant time; null for none. */
    static String sideOf(OnlineGame game, String key) {
        if (key == null || key.length() != 64) {
            return null;
        }
        String found = null;
        for (Seat s : game.seats()) {
            if (MessageDigest.isEqual(
                    key(s).getBytes(StandardCharsets.US_ASCII), key.getBytes(StandardCharsets.US_ASCII))) {
                found = s.side();
            }
        }
        return found;
    }

    /** One more stream of {@code side} in game {@code id}; true when the side was not connected before. */
    boolean arrive(String id, String side) {
        int[] before = {0};
        open.compute(id, (k, sides) -> {
            Map<String, Integer> m = sides == null ? new ConcurrentHashMap<>() : sides;
            before[0] = m.getOrDefault(side, 0);
            m.put(side, before[0] + 1);
            return m;
        });
        return before[0] == 0;
    }

    /** One stream of {@code side} in game {@code id} fewer; true when it was the side's last. */
    boolean leave(String id, String side) {
        boolean[] last = {false};
        open.computeIfPresent(id, (k, m) -> {
            int n = m.getOrDefault(side, 0);
            if (n <= 1) {
                last[0] = n == 1;
                m.remove(side);
            } else {
                m.put(side, n - 1);
            }
            return m.isEmpty() ? null : m;
        });
        return last[0];
    }

    /** The sides of game {@code id} connected now. */
    Set<String> connected(String id) {
        Map<String, Integer> m = open.get(id);
        return m == null ? Set.of() : Set.copyOf(m.keySet());
    }
}
