package dev.shannon.graph;

import java.util.concurrent.CancellationException;

/**
 * How a long computation is stopped from outside: the caller interrupts the computing thread
 * (a command's deadline does), and every long loop calls {@link #check()} once per step, which
 * ends the computation with {@link Interrupted}. Cheap enough for any loop whose step takes more
 * than a few microseconds: one read of the thread's flag.
 */
public final class Interruption {
    private Interruption() {}

    /** A computation that stopped because its thread was interrupted; nothing it built is usable. */
    public static final class Interrupted extends CancellationException {
        private static final long serialVersionUID = 1L;

        public Interrupted() {
            super("the computation was interrupted");
        }
    }

    /**
     * Throws {@link Interrupted} if this thread has been interrupted, clearing the flag (the
     * exception carries the news now; a blocking call later in the unwinding must not fail too).
     */
    public static void check() {
        if (Thread.interrupted()) {
            throw new Interrupted();
        }
    }
}
