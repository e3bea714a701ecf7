package dev.shannon.bridgit;

/**
 * Unwinds a search whose time budget has run out, back to the loop that answers with what it has
 * (the deepest completed iteration, the first moves decided so far). Thrown and caught inside
 * this package only; carries no stack trace, as it is control flow, not an error.
 */
final class OutOfTime extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutOfTime() {
        super(null, null, false, false);
    }
}
