package dev.shannon.online;

/** The store could not be reached or failed; nothing was acknowledged. The web layer answers 503. */
public final class GameStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GameStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
