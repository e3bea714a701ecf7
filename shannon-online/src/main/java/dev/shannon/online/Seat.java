package dev.shannon.online;

import java.util.Objects;

/**
 * One player's seat in a game: the side, the SHA-256 of its secret token (never the token itself, so that a copy of
 * the database gives no seats), when its holder first arrived (null until then), the time left on its clock (null in
 * an untimed game; while it is this side's turn, the time left when the turn began) and whether it asked for a
 * rematch.
 */
public record Seat(String side, String tokenHash, Long joinedAt, Long clockMillis, boolean wantsRematch) {
    public Seat {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(tokenHash, "tokenHash");
    }

    public boolean joined() {
        return joinedAt != null;
    }

    Seat arrived(long now) {
        return joinedAt != null ? this : new Seat(side, tokenHash, now, clockMillis, wantsRematch);
    }

    Seat withClock(Long millis) {
        return new Seat(side, tokenHash, joinedAt, millis, wantsRematch);
    }

    Seat askingRematch() {
        return new Seat(side, tokenHash, joinedAt, clockMillis, true);
    }
}
