package dev.shannon.app.web.bridgit;

import dev.shannon.bridgit.Board;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The boards the server has laid out, one per size. A board is immutable but costs a few hundred
 * allocations to build, which showed up at the top of the server's profile under load; the web
 * limit on n keeps this at 30 boards at most.
 */
final class Boards {
    private final Map<Integer, Board> bySize = new ConcurrentHashMap<>();

    Board of(int n) {
        return bySize.computeIfAbsent(n, Board::of);
    }
}
