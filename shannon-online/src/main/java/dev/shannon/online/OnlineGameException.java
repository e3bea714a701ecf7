package dev.shannon.online;

/** Why a request about an online game was refused; each subclass is one kind of refusal, the message says why. */
public abstract class OnlineGameException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected OnlineGameException(String message) {
        super(message);
    }
}
