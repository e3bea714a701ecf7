package dev.shannon.online;

/** A token that is no seat of this game: a watcher's guess or another game's seat. */
public final class NotASeatException extends OnlineGameException {
    private static final long serialVersionUID = 1L;

    public NotASeatException(String gameId) {
        super("this token holds no seat of game " + gameId);
    }
}
