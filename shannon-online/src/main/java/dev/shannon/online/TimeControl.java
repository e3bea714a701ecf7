package dev.shannon.online;

/**
 * A clock as on lichess: each side starts with {@code initialMillis} and gains {@code incrementMillis} after each of
 * its moves. The server keeps the time; a side whose time runs out on its turn loses.
 */
public record TimeControl(long initialMillis, long incrementMillis) {
    /** The longest initial time a game may have: one day. */
    public static final long MAX_INITIAL_MILLIS = 24L * 3600 * 1000;
    /** The largest increment: one hour. */
    public static final long MAX_INCREMENT_MILLIS = 3600L * 1000;

    public TimeControl {
        if (initialMillis < 1000 || initialMillis > MAX_INITIAL_MILLIS) {
            throw new IllegalArgumentException(
                    "the initial time must be from 1 second to 1 day, got " + initialMillis / 1000.0 + " s");
        }
        if (incrementMillis < 0 || incrementMillis > MAX_INCREMENT_MILLIS) {
            throw new IllegalArgumentException(
                    "the increment must be from 0 to 1 hour, got " + incrementMillis / 1000.0 + " s");
        }
    }

    public static TimeControl ofSeconds(long initialSeconds, long incrementSeconds) {
        if (initialSeconds > MAX_INITIAL_MILLIS / 1000 || incrementSeconds > MAX_INCREMENT_MILLIS / 1000) {
            throw new IllegalArgumentException("clock out of range: at most 1 day initial time and 1 hour increment");
        }
        return new TimeControl(initialSeconds * 1000, incrementSeconds * 1000);
    }
}
