package dev.shannon.zdd;

/**
 * A decision diagram would need more memory than its universe allows
 * ({@link Universe#memoryLimit()}) or than the JVM has. Thrown instead of an
 * {@link OutOfMemoryError} so that callers can report "too large" and carry on; everything
 * allocated for the failed operation is garbage afterwards.
 *
 * <p>It is an {@link IllegalArgumentException} because the usual cause is an input too large
 * for the machine (a grid too big, an edge order with a huge frontier).
 */
public class ZddMemoryLimitException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public ZddMemoryLimitException(String message) {
        super(message);
    }
}
