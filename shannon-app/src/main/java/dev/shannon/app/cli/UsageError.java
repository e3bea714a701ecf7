package dev.shannon.app.cli;

/** Bad input detected by a command (exit status 2); the message is printed as one line. */
public final class UsageError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageError(String message) {
        super(message, null, false, false);
    }
}
