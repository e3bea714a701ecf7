package dev.shannon.online;

/** No game has this id. */
public final class NoSuchGameException extends OnlineGameException {
    private static final long serialVersionUID = 1L;

    public NoSuchGameException(String gameId) {
        super("no game " + GameIds.printable(gameId));
    }
}
