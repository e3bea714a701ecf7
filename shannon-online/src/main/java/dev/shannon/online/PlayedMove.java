package dev.shannon.online;

import java.util.Objects;

/**
 * A move as the record keeps it: what was played, by which side, when (milliseconds since the epoch, server time),
 * and the mover's time left after it (increment included; null in an untimed game).
 */
public record PlayedMove(Move move, String side, long playedAt, Long clockMillis) {
    public PlayedMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(side, "side");
    }
}
