package dev.shannon.zdd.count;

/**
 * The frontier states of one step would need more memory than the count may use ({@link
 * GridCounter.Options#memoryLimit()}). An {@link IllegalArgumentException}, like the diagram
 * engine's limit: the cause is a grid too large for the machine.
 */
public class CountMemoryLimitException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public CountMemoryLimitException(String message) {
        super(message);
    }
}
