package dev.shannon.app;

import dev.shannon.app.cli.CommandDeadline;
import dev.shannon.app.cli.PreparedLine;

/** Entry point of the {@code shannon} command. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        // This process is the command's own: a --time-limit may end it (CommandDeadline).
        System.setProperty(CommandDeadline.HALT_PROPERTY, "true");
        Thread.setDefaultUncaughtExceptionHandler(Main::threadDied);
        int status = run(args);
        try {
            System.exit(status);
        } catch (Throwable e) { // NOPMD: exiting near a full heap can itself fail; the status must stand
            // A second OutOfMemoryError here left the process with status 1 and no word.
            Runtime.getRuntime().halt(status);
        }
    }

    /**
     * A thread other than the command's died (a GraphSet worker out of memory, most likely). The
     * command's own thread reports what went wrong in one line; the JVM's default would first
     * print "Exception in thread …" and a stack trace (issue 29, §6). Other errors get one line.
     */
    private static void threadDied(Thread thread, Throwable e) {
        if (causedByRunningOutOfMemory(e)) {
            return;
        }
        try {
            System.err.println("shannon: internal error in thread " + thread.getName() + ": " + e);
        } catch (Throwable unprintable) { // NOPMD: nothing more can be done for this thread
            // nothing
        }
    }

    /** Runs the command line and returns its exit status (0 ok, 1 internal error, 2 bad input). */
    public static int run(String... args) {
        // Made before the command runs: when the heap is full, GraphSet's workers may still hold it
        // while this thread reports, and building the line then failed too; the second
        // OutOfMemoryError left the process silently with status 1.
        PreparedLine outOfMemoryLine = outOfMemoryLine();
        try {
            return ShannonCommand.commandLine(args).execute(args);
        } catch (Error e) {
            if (!causedByRunningOutOfMemory(e)) {
                throw e;
            }
            // The searches keep to a memory limit; this is for what they could not foresee. One line, not a trace.
            outOfMemoryLine.writeQuietly();
            return 2;
        }
    }

    /**
     * Whether {@code e} or one of its causes is an {@link OutOfMemoryError}: the JVM reports some
     * out-of-memory failures wrapped, e.g. a lambda's call site linked for the first time when the
     * heap is full fails with a {@link BootstrapMethodError} whose cause is the real one.
     * Allocates nothing.
     */
    static boolean causedByRunningOutOfMemory(Throwable e) {
        return outOfMemoryCause(e) != null;
    }

    /** The {@link OutOfMemoryError} that is {@code e} or one of its causes, or null. */
    static OutOfMemoryError outOfMemoryCause(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError oom) {
                return oom;
            }
        }
        return null;
    }

    private static PreparedLine outOfMemoryLine() {
        return PreparedLine.of("shannon: out of memory (the JVM may use "
                + (Runtime.getRuntime().maxMemory() >> 20)
                + " MiB): ask for something smaller, or give Java more with SHANNON_JAVA_OPTS=-Xmx…");
    }
}
