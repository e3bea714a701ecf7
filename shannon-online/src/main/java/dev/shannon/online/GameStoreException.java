package dev.shannon.online;

/**
 * The store could not be reached or failed; nothing was acknowledged. The web layer answers 503. The message is for
 * the server's log (it may quote the database or its pool); a client is told only whether to retry at once.
 */
public final class GameStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean busy;

    public GameStoreException(String message, Throwable cause) {
        this(message, cause, false);
    }

    /** {@code busy}: the store works but had no free connection in time (a moment later may do). */
    public GameStoreException(String message, Throwable cause, boolean busy) {
        super(message, cause);
        this.busy = busy;
    }

    /** Whether the store is merely busy (every pooled connection in use), not broken. */
    public boolean isBusy() {
        return busy;
    }
}
