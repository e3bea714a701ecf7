package dev.shannon.online;

import java.util.Locale;

/** Where a game stands: waiting for the second player to arrive, being played, or over. */
public enum Status {
    WAITING,
    PLAYING,
    FINISHED;

    /** "waiting", "playing" or "finished", as in the web contract. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Status parse(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
