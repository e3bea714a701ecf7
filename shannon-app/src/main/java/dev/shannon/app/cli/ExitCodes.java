package dev.shannon.app.cli;

/** The exit statuses every subcommand uses. */
public final class ExitCodes {
    public static final int OK = 0;
    /** A bug or an environment failure; the message says so. */
    public static final int INTERNAL_ERROR = 1;
    /** Bad input: an unreadable file, a malformed graph, an illegal move, an out-of-range option. */
    public static final int BAD_INPUT = 2;

    private ExitCodes() {}
}
