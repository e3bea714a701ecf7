package dev.shannon.online;

import java.time.Duration;

/**
 * When a game nobody plays ends (docs/online.md): a game still waiting for its second player is abandoned
 * {@code waiting} after it was created, with no winner; a game in play whose side to move has not moved for
 * {@code idle} is abandoned and won by the other side (the one left waiting). A clock's flag fall comes first when
 * it is shorter.
 */
public record Timeouts(Duration waiting, Duration idle) {
    /** A day to send the link and be answered; three days to make a move. */
    public static final Timeouts DEFAULT = new Timeouts(Duration.ofHours(24), Duration.ofHours(72));

    public Timeouts {
        if (waiting.isNegative() || waiting.isZero() || idle.isNegative() || idle.isZero()) {
            throw new IllegalArgumentException("timeouts must be positive");
        }
    }
}
